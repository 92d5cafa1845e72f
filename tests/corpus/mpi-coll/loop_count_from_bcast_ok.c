/* The number of iterations is decided by rank 0 and broadcast to everybody
 * before the loop.
 * Correct: after the MPI_Bcast every process has the same trip count.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, i, nsteps = 0;
    long local, sum = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0)
        nsteps = 5;
    MPI_Bcast(&nsteps, 1, MPI_INT, 0, MPI_COMM_WORLD);

    local = rank;
    for (i = 0; i < nsteps; i++) {
        long s;
        MPI_Allreduce(&local, &s, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
        sum += s;
    }

    if (rank == 0)
        printf("nsteps %d sum %ld\n", nsteps, sum);

    MPI_Finalize();
    return 0;
}
