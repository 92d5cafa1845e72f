/* The first two ranks make a window on their own communicator, each in its own branch.
 * Bug: rank 1 fences its window once, rank 0 twice: rank 0 waits in its second fence while
 * rank 1 waits in MPI_Win_free (the classes of ranks 0 and 1 do not run the same
 * collectives).
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, a[4] = {0}, b[4] = {0};
    MPI_Comm duo;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank < 2, rank, &duo);
    if (rank < 2) {
        if (rank == 0) {
            MPI_Win_create(a, sizeof a, sizeof(int), MPI_INFO_NULL, duo, &win);
            MPI_Win_fence(0, win); // expect: collective-mismatch
            MPI_Win_fence(0, win); // expect: collective-mismatch
        }
        if (rank == 1) {
            MPI_Win_create(b, sizeof b, sizeof(int), MPI_INFO_NULL, duo, &win);
            MPI_Win_fence(0, win); // expect: collective-mismatch
        }
        MPI_Win_free(&win); // expect: collective-mismatch
    }
    MPI_Comm_free(&duo);
    MPI_Finalize();
    return 0;
}
