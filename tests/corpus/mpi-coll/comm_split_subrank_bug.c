/* After splitting MPI_COMM_WORLD into even and odd ranks, a barrier on the
 * sub-communicator is guarded by a test on the world rank.
 * Bug: with 3 processes the even communicator holds ranks 0 and 2; only rank 0
 * calls MPI_Barrier on it and waits forever for rank 2: the job hangs.
 */
// run: np=3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Comm half;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);

    if (rank == 0)
        MPI_Barrier(half); // expect: collective-mismatch

    if (rank == 0)
        printf("done\n");

    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
