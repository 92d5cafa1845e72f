/* As wrapper_min_refresh_ok.c, but the wrapper skips the reduction up to two processes, not
 * only for one: with two, each keeps its own time step and the loop counts differ (the
 * barrier hangs). Only a one-process test makes every value trivially the same.
 */
#include <mpi.h>

static int nprocs;

struct sim {
    double dt, time;
    int cycle;
};

static void global_min(double *x)
{
    double y;
    if (nprocs < 3)
        return;
    MPI_Allreduce(x, &y, 1, MPI_DOUBLE, MPI_MIN, MPI_COMM_WORLD); // expect: collective-in-loop
    *x = y;
}

static void compute_dt(struct sim *s, int rank)
{
    s->dt = 0.125 * (rank + 1); /* this process's own limit */
    global_min(&s->dt);
}

int main(int argc, char **argv)
{
    int rank;
    struct sim s = {0.0, 0.0, 0};

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
    while (s.time < 1.0) {
        compute_dt(&s, rank);
        s.time += s.dt;
        s.cycle++;
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    }
    MPI_Finalize();
    return 0;
}
