/* Rank 0 puts into rank 1's window in a start/complete access epoch; rank 1 reads the window
 * between MPI_Win_post and MPI_Win_wait.
 * Bug: the read is inside the exposure epoch, concurrent with rank 0's MPI_Put.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, one = 1, zero = 0, a[4] = {1, 2, 3, 4}, b[4] = {0, 0, 0, 0}, sum = 0;
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
        sum = b[0]; // expect: rma-target-race
        MPI_Win_wait(win);
        MPI_Group_free(&peer);
    }
    MPI_Win_free(&win);
    MPI_Group_free(&world);
    MPI_Finalize();
    return sum;
}
