/* Calls whose error codes are checked with MPI_ERRORS_RETURN (MPI-CorrBench correct/rma/
 * contig_displ): rank 0 creates a window over MPI_COMM_SELF and tests `err != MPI_SUCCESS`
 * after each call of a lock epoch, with `goto fail` on failure, then frees the window
 * (collective over the window's communicator). The codes are computed under `rank == 0`, so
 * they count as varying, but a failure edge is taken only where MPI failed: in a run without
 * errors MPI_Win_free is reached (the error path finalizes and returns, as contig_displ's does).
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int err = MPI_SUCCESS, rank, buf[2] = {100, 200}, getval = 0;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
        err = MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_SELF, &win);
        if (err != MPI_SUCCESS)
            goto fail;
        MPI_Win_set_errhandler(win, MPI_ERRORS_RETURN);
        err = MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
        if (err != MPI_SUCCESS)
            goto fail;
        err = MPI_Get(&getval, 1, MPI_INT, 0, 1, 1, MPI_INT, win);
        if (err != MPI_SUCCESS)
            goto fail;
        err = MPI_Win_unlock(0, win);
        if (err)
            goto fail;
        MPI_Win_free(&win);
        printf("%d\n", getval);
    }
    MPI_Finalize();
    return 0;
fail:
    fprintf(stderr, "MPI error %d\n", err);
    MPI_Finalize();
    return 1;
}
