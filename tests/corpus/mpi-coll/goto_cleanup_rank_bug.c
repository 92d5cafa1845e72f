/* Cleanup-label error handling where the error is detected on one rank only:
 * rank 0 fails to "open" its input and jumps straight to the cleanup code,
 * skipping the broadcast of the input.
 * Bug: ranks != 0 wait in MPI_Bcast for root 0, which has jumped to cleanup
 * and waits in MPI_Finalize: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int open_input(int rank, const char *name)
{
    /* only rank 0 reads the file; pretend it is missing */
    return rank == 0 && name[0] != '\0' ? -1 : 0;
}

int main(int argc, char **argv)
{
    int rank;
    int *buf = NULL;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    buf = calloc(8, sizeof(int));
    if (rank == 0 && open_input(rank, "input.dat") != 0) {
        fprintf(stderr, "cannot open input\n");
        goto cleanup;
    }

    MPI_Bcast(buf, 8, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    if (rank == 0)
        printf("buf[0] = %d\n", buf[0]);

cleanup:
    free(buf);
    MPI_Finalize();
    return 0;
}
