/* Under an exclusive lock, one process accumulates into rank 0's window and then reads it at
 * the same displacement through the same derived datatype.
 * Bug: the MPI_Get reads the very elements the MPI_Accumulate writes, in the same epoch.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, win_buf[8] = {0}, one[4] = {1, 1, 1, 1}, got[4];
    int even[4] = {0, 2, 4, 6};
    MPI_Datatype acc_type;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Type_create_indexed_block(4, 1, even, MPI_INT, &acc_type);
    MPI_Type_commit(&acc_type);
    MPI_Win_create(win_buf, sizeof win_buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win);
    MPI_Accumulate(one, 4, MPI_INT, 0, 0, 1, acc_type, MPI_SUM, win);
    MPI_Get(got, 4, MPI_INT, 0, 0, 1, acc_type, win); // expect: rma-target-race
    MPI_Win_unlock(0, win);
    MPI_Win_free(&win);
    MPI_Type_free(&acc_type);
    MPI_Finalize();
    return 0;
}
