/* Cleanup-label error handling done right: the local error flags are first
 * combined with MPI_Allreduce, so the jump to the cleanup label is taken by
 * all processes or by none.
 * Correct: every process executes Allreduce, then either Bcast or nothing,
 * consistently.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank;
    int local_err, global_err = 0;
    int *buf;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    buf = calloc(8, sizeof(int));
    local_err = (buf == NULL);
    MPI_Allreduce(&local_err, &global_err, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD);
    if (global_err)
        goto cleanup;

    if (rank == 0)
        buf[0] = 17;
    MPI_Bcast(buf, 8, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("buf[0] = %d\n", buf[0]);

cleanup:
    free(buf);
    MPI_Finalize();
    return 0;
}
