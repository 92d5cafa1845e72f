/* The first two ranks make a window on their own communicator, each in its own branch:
 * `if (rank == 0) {create; fence; fence}` then `if (rank == 1) {create; fence; fence}`, and
 * on MPI_COMM_WORLD `if (rank == 0) Barrier else if (rank == 1) Barrier else Barrier`.
 * Correct: rank is compared with constants only, so the ranks fall into classes (0, 1, 2 and
 * more) in which every test has one outcome; rank 0 and rank 1 (the members of duo) each make
 * the window and fence it twice, in the same order, and every class calls the barrier once.
 * (MPI-CorrBench correct/rma/test5, test2, test4.)
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
    if (rank == 0)
        MPI_Barrier(MPI_COMM_WORLD);
    else if (rank == 1)
        MPI_Barrier(MPI_COMM_WORLD);
    else
        MPI_Barrier(MPI_COMM_WORLD);

    MPI_Comm_split(MPI_COMM_WORLD, rank < 2, rank, &duo);
    if (rank < 2) {
        if (rank == 0) {
            MPI_Win_create(a, sizeof a, sizeof(int), MPI_INFO_NULL, duo, &win);
            MPI_Win_fence(0, win);
            MPI_Win_fence(0, win);
        }
        if (rank == 1) {
            MPI_Win_create(b, sizeof b, sizeof(int), MPI_INFO_NULL, duo, &win);
            MPI_Win_fence(0, win);
            MPI_Win_fence(0, win);
        }
        MPI_Win_free(&win);
    }
    if (rank == 0)
        printf("done\n");
    MPI_Comm_free(&duo);
    MPI_Finalize();
    return 0;
}
