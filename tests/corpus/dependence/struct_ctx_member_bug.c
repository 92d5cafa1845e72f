/* The same run context, but the guard around the barrier tests the wrong
 * member: ctx.rank instead of ctx.nprocs.
 * Bug: with 3 processes only rank 2 enters MPI_Barrier, the others go on to
 * MPI_Finalize: the job hangs.
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
    if (ctx.rank > 1)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch

    if (ctx.rank == 0)
        printf("%d steps, sum %g\n", ctx.nsteps, s);
    MPI_Finalize();
    return 0;
}
