/* Rank 0 puts into rank 1's window while rank 1 stores into its window memory through a
 * helper that receives the array as a pointer, in the same fence epoch.
 * Bug: the Put and the store race on winbuf[0] of rank 1.
 */
#include <mpi.h>
__attribute__((noinline)) void touch(int *a) { a[0] = 42; } // expect: rma-target-race
int main(int argc, char **argv)
{
    int rank, buf[4] = {7, 7, 7, 7}, winbuf[4] = {0};
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(0, win);
    if (rank == 0)
        MPI_Put(buf, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
    else if (rank == 1)
        touch(winbuf);
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
