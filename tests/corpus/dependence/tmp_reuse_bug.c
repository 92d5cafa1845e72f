/* One temporary reused for two MPI queries, in the other order: the loop
 * bound is computed after the second query, which is now MPI_Comm_rank.
 * Bug: rank r runs r+1 steps: rank 2 is left alone in MPI_Allreduce and the
 * job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int tmp, size, nsteps, i;
    double x, s = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_size(MPI_COMM_WORLD, &tmp);
    size = tmp;
    MPI_Comm_rank(MPI_COMM_WORLD, &tmp);
    nsteps = tmp + 1;

    x = size;
    for (i = 0; i < nsteps; i++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop

    if (nsteps == 1)
        printf("%d steps, sum %g\n", nsteps, s);
    MPI_Finalize();
    return 0;
}
