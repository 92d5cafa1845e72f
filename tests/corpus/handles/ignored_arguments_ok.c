/* Arguments the standard says are ignored (MPI-CorrBench correct/coll/allgather2, nonblocking,
 * correct/rma/get_accumulate; our own code): the send count and datatype with MPI_IN_PLACE as
 * send buffer (MPI_Allgather, MPI_Iallgather), the origin count and datatype of
 * MPI_Get_accumulate with MPI_NO_OP. (The rooted cases, MPI_Igather / MPI_Scatter at the root
 * with MPI_IN_PLACE, are handled too, but collective-argument-mismatch still compares their
 * ignored arguments across processes: bench/corrbench/repro/inplace_root_args.c.)
 * Correct: -1 and MPI_DATATYPE_NULL there are never read.
 */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, res[4], val = 0;
    MPI_Request req;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int *v = calloc(4 * size, sizeof(int));
    MPI_Allgather(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, v, 4, MPI_INT, MPI_COMM_WORLD);
    MPI_Iallgather(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, v, 4, MPI_INT, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    MPI_Win_create(&val, sizeof val, sizeof val, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
    MPI_Get_accumulate(NULL, -1, MPI_DATATYPE_NULL, res, 1, MPI_INT, 0, 0, 1, MPI_INT, MPI_NO_OP, win);
    MPI_Win_unlock(0, win);
    MPI_Win_free(&win);
    free(v);
    MPI_Finalize();
    return 0;
}
