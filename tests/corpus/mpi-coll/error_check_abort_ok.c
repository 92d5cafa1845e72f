/* The return codes of the collectives are checked and MPI_Abort is called on
 * failure (the default error handler never returns an error code, so the
 * abort paths are never taken in practice).
 * Correct: the conditions depend only on the collective's result, which is
 * MPI_SUCCESS on every process.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int local, sum = 0, max = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    local = rank * rank;
    if (MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD) != MPI_SUCCESS)
        MPI_Abort(MPI_COMM_WORLD, 1);

    if (MPI_Allreduce(&local, &max, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD) != MPI_SUCCESS) {
        fprintf(stderr, "reduction failed\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }

    if (MPI_Barrier(MPI_COMM_WORLD) != MPI_SUCCESS)
        MPI_Abort(MPI_COMM_WORLD, 3);

    if (rank == 0)
        printf("sum %d max %d\n", sum, max);

    MPI_Finalize();
    return 0;
}
