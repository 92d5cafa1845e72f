/* Under an exclusive lock, one process accumulates into the even elements of rank 0's window
 * and reads its odd elements, both at displacement 0 through two derived datatypes
 * (MPI-CorrBench correct/rma/fetchandadd_tree, our own code).
 * Correct: the two datatypes select disjoint elements; the same displacement does not mean the
 * same location.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, win_buf[8] = {0}, one[4] = {1, 1, 1, 1}, got[4];
    int even[4] = {0, 2, 4, 6}, odd[4] = {1, 3, 5, 7};
    MPI_Datatype acc_type, get_type;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Type_create_indexed_block(4, 1, even, MPI_INT, &acc_type);
    MPI_Type_create_indexed_block(4, 1, odd, MPI_INT, &get_type);
    MPI_Type_commit(&acc_type);
    MPI_Type_commit(&get_type);
    MPI_Win_create(win_buf, sizeof win_buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win);
    MPI_Accumulate(one, 4, MPI_INT, 0, 0, 1, acc_type, MPI_SUM, win);
    MPI_Get(got, 4, MPI_INT, 0, 0, 1, get_type, win);
    MPI_Win_unlock(0, win);
    MPI_Win_free(&win);
    MPI_Type_free(&acc_type);
    MPI_Type_free(&get_type);
    MPI_Finalize();
    return 0;
}
