/* mpi-resource-leak, rma-open-epoch, collective-mismatch (owner: model: a shared notion of
 * error edges; then handles, rma, collective).
 * Cause: `if (err != MPI_SUCCESS) goto fail;` after each MPI call, with MPI_ERRORS_RETURN set:
 * the branch is taken only when MPI failed, which is an error path like assert/abort (issue 13
 * item 3), not a program path that leaks a handle, leaves a lock epoch open or skips a
 * collective. correct/rma/contig_displ.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int err, errs = 0, buf[2] = {100, 200}, v = 0;
    MPI_Win win;
    MPI_Datatype t;
    int disp = 1;

    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
    err = MPI_Type_create_indexed_block(1, 1, &disp, MPI_INT, &t);
    if (err != MPI_SUCCESS)
        goto fail;
    MPI_Type_commit(&t);
    err = MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_SELF, &win);
    if (err != MPI_SUCCESS)
        goto fail;
    err = MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win);
    if (err != MPI_SUCCESS)
        goto fail;
    err = MPI_Get(&v, 1, MPI_INT, 0, 0, 1, t, win);
    if (err != MPI_SUCCESS)
        goto fail;
    MPI_Win_unlock(0, win);
    MPI_Win_free(&win);
    MPI_Type_free(&t);
    MPI_Finalize();
    return v != 200;
fail:
    errs++;
    printf("MPI error\n");
    MPI_Finalize();
    return errs;
}
