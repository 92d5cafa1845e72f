/* Modelled on PENNANT's Driver::calcGlobalDt: each process computes its own time step, then
 * a wrapper replaces it, through its reference parameter, with the minimum over all
 * processes (and leaves it alone when there is one process). The member holds varying data
 * between the two calls, but what the loop reads after the wrapper is the same everywhere.
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
    if (nprocs == 1)
        return;
    MPI_Allreduce(x, &y, 1, MPI_DOUBLE, MPI_MIN, MPI_COMM_WORLD);
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
        MPI_Barrier(MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}
