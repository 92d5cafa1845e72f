/* Each half of the processes (a split by rank parity) broadcasts its own n from its rank 0,
 * then every process runs n barriers on MPI_COMM_WORLD.
 * Bug: the even ranks run 4 barriers, the odd ones 2. (A broadcast makes its buffer the same
 * on the processes of its communicator only; it was taken as the same everywhere.) */
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
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
