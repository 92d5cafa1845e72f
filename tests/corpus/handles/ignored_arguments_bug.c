/* The same calls as ignored_arguments_ok.c, but the buffers the count and datatype describe
 * are real ones: a send buffer that is not MPI_IN_PLACE, a receive buffer of MPI_Scatter that
 * is not MPI_IN_PLACE, MPI_Get_accumulate with MPI_SUM.
 * Bug: a negative count and MPI_DATATYPE_NULL where MPI reads them.
 */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, res[4], val = 0, one = 1;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int *v = calloc(4 * size, sizeof(int));
    MPI_Allgather(res, -1, MPI_INT, v, 4, MPI_INT, MPI_COMM_WORLD); // expect: mpi-invalid-argument
    MPI_Scatter(v, 4, MPI_INT, res, 4, MPI_DATATYPE_NULL, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
    MPI_Win_create(&val, sizeof val, sizeof val, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
    MPI_Get_accumulate(&one, 1, MPI_DATATYPE_NULL, res, 1, MPI_INT, 0, 0, 1, MPI_INT, MPI_SUM, win); // expect: mpi-invalid-argument
    MPI_Win_unlock(0, win);
    MPI_Win_free(&win);
    free(v);
    MPI_Finalize();
    return 0;
}
