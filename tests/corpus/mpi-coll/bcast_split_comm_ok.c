/* Like bcast_split_comm_bug.c, but the barriers are on the half the value was broadcast on:
 * n is the same on the processes of each half.
 * Correct: the processes of each half run the same barriers. */
#include <mpi.h>

int n;

int main(int argc, char **argv)
{
    int rank, params[1];
    MPI_Comm half;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
    if (rank == 0)
        n = 4;
    else if (rank == 1)
        n = 2;
    params[0] = n;
    MPI_Bcast(params, 1, MPI_INT, 0, half);
    n = params[0];
    for (int i = 0; i < n; i++)
        MPI_Barrier(half);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
