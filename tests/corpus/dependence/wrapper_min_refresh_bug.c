/* The wrapper reduces to process 0 only and writes the minimum back there: the other
 * processes keep their own time step, and the loop runs a different number of times on each
 * (the barrier hangs).
 */
#include <mpi.h>

static int nprocs;

struct sim {
    double dt, time;
    int cycle;
};

static void global_min(double *x, int rank)
{
    double y;
    if (nprocs == 1)
        return;
    MPI_Reduce(x, &y, 1, MPI_DOUBLE, MPI_MIN, 0, MPI_COMM_WORLD); // expect: collective-in-loop
    if (rank == 0)
        *x = y;
}

static void compute_dt(struct sim *s, int rank)
{
    s->dt = 0.125 * (rank + 1); /* this process's own limit */
    global_min(&s->dt, rank);
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
