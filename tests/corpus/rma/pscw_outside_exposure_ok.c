/* Rank 0 puts into rank 1's window in a start/complete access epoch; rank 1 writes the window
 * before MPI_Win_post and reads it after MPI_Win_wait (MPI-CorrBench correct/rma/test2, our
 * own code). Correct: the access epoch reaches rank 1 only between its post and its wait.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, one = 1, zero = 0, a[4] = {1, 2, 3, 4}, b[4], sum = 0;
    MPI_Win win;
    MPI_Group world, peer;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Win_create(b, 4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    if (rank == 0) {
        MPI_Group_incl(world, 1, &one, &peer);
        MPI_Win_start(peer, 0, win);
        MPI_Put(a, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
        MPI_Win_complete(win);
        MPI_Group_free(&peer);
    } else if (rank == 1) {
        for (int i = 0; i < 4; i++)
            b[i] = -1;
        MPI_Group_incl(world, 1, &zero, &peer);
        MPI_Win_post(peer, 0, win);
        MPI_Win_wait(win);
        for (int i = 0; i < 4; i++)
            sum += b[i];
        MPI_Group_free(&peer);
    }
    MPI_Win_free(&win);
    MPI_Group_free(&world);
    MPI_Finalize();
    return sum == 10 ? 0 : 1;
}
