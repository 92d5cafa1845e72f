/* Nested conditionals: the even ranks that are not the last one receive a
 * parameter from rank 1 by MPI_Bcast.
 * Bug: only some ranks (rank 0 with 2 or 3 processes) enter MPI_Bcast; the
 * root (rank 1) never calls it, so rank 0 waits forever for the data while
 * the others wait in MPI_Barrier: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;
    int param = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank % 2 == 0) {
        if (rank != size - 1) {
            MPI_Bcast(&param, 1, MPI_INT, 1, MPI_COMM_WORLD); // expect: collective-mismatch
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);

    if (rank == 0)
        printf("param %d\n", param);

    MPI_Finalize();
    return 0;
}
