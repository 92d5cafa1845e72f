/* The target of a start/complete access epoch polls MPI_Win_test until its flag is true, then
 * reads its window (MPI-CorrBench correct/rma/wintest, our own code). Correct: the flag is
 * true only once the exposure epoch has ended (MPI-4.0 §12.5.2), so the loads after the loop
 * cannot meet rank 0's MPI_Put, and the epoch is closed at MPI_Win_free.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, one = 1, zero = 0, a[4] = {1, 2, 3, 4}, b[4] = {0}, sum = 0, flag;
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
        MPI_Group_incl(world, 1, &zero, &peer);
        MPI_Win_post(peer, 0, win);
        flag = 0;
        while (!flag)
            MPI_Win_test(win, &flag);
        for (int i = 0; i < 4; i++)
            sum += b[i];
        MPI_Group_free(&peer);
    }
    MPI_Win_free(&win);
    MPI_Group_free(&world);
    MPI_Finalize();
    return rank == 1 && sum != 10;
}
