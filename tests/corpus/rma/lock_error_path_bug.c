/* A lock epoch left by a `goto` on a condition that is not an MPI error code.
 * Bug: when the value read is negative the function returns with the lock epoch open
 * (MPI_Win_unlock is skipped; MPI_Finalize with a window still locked).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int err, buf[2] = {100, 200}, getval = 0;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    err = MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_SELF, &win); // expect: mpi-resource-leak
    if (err != MPI_SUCCESS)
        goto fail;
    err = MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win); // expect: rma-open-epoch
    if (err != MPI_SUCCESS)
        goto fail;
    err = MPI_Get(&getval, 1, MPI_INT, 0, 1, 1, MPI_INT, win);
    if (err != MPI_SUCCESS)
        goto fail;
    if (argc < 0)
        goto fail;
    MPI_Win_unlock(0, win);
    MPI_Win_free(&win);
    MPI_Finalize();
    printf("%d\n", getval);
    return 0;
fail:
    fprintf(stderr, "giving up\n");
    MPI_Finalize();
    return 1;
}
