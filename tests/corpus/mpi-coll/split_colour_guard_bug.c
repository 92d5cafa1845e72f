/* MPI_COMM_WORLD is split by `rank < 2`; the collective on the new communicator is then
 * guarded by `rank < 1`.
 * Bug: the test is not the colour: rank 1 is a member of `duo` but skips the barrier, so rank
 * 0 waits in it forever.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Comm duo;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank < 2, rank, &duo);
    if (rank < 1)
        MPI_Barrier(duo); // expect: collective-mismatch
    MPI_Comm_free(&duo);
    MPI_Finalize();
    return 0;
}
