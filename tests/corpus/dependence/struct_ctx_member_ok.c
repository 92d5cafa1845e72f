/* A run context struct holds the rank (different on every process) next to
 * the number of processes and of steps (the same everywhere). The loop and
 * the guard use only the uniform members.
 * Correct: ctx.nsteps and ctx.nprocs are computed from MPI_Comm_size.
 */
#include <mpi.h>
#include <stdio.h>

struct run_ctx {
    int rank;   /* varies */
    int nprocs; /* uniform */
    int nsteps; /* uniform */
};

static void setup(struct run_ctx *c)
{
    MPI_Comm_rank(MPI_COMM_WORLD, &c->rank);
    MPI_Comm_size(MPI_COMM_WORLD, &c->nprocs);
    c->nsteps = 2 * c->nprocs;
}

int main(int argc, char **argv)
{
    struct run_ctx ctx;
    int i;
    double x, s = 0.0;

    MPI_Init(&argc, &argv);
    setup(&ctx);

    x = ctx.rank;
    for (i = 0; i < ctx.nsteps; i++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    if (ctx.nprocs > 1)
        MPI_Barrier(MPI_COMM_WORLD);

    if (ctx.rank == 0)
        printf("%d steps, sum %g\n", ctx.nsteps, s);
    MPI_Finalize();
    return 0;
}
