/* A lock epoch whose calls are checked for MPI error codes with MPI_ERRORS_RETURN
 * (MPI-CorrBench correct/rma/contig_displ): `if (err != MPI_SUCCESS) goto fail;` between
 * MPI_Win_lock and MPI_Win_unlock. The failure edges are error paths, where the program
 * gives up; they are not paths that forget the unlock.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int err, buf[2] = {100, 200}, getval = 0;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    err = MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_SELF, &win);
    if (err != MPI_SUCCESS)
        goto fail;
    MPI_Win_set_errhandler(win, MPI_ERRORS_RETURN);
    err = MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win);
    if (err != MPI_SUCCESS)
        goto fail;
    err = MPI_Get(&getval, 1, MPI_INT, 0, 1, 1, MPI_INT, win);
    if (err != MPI_SUCCESS)
        goto fail;
    err = MPI_Win_unlock(0, win);
    if (err != MPI_SUCCESS)
        goto fail;
    MPI_Win_free(&win);
    MPI_Finalize();
    printf("%d\n", getval);
    return 0;
fail:
    fprintf(stderr, "MPI error %d\n", err);
    MPI_Finalize();
    return 1;
}
