/* The same error-checked lock epoch, but one `goto` tests a value that is not an MPI error
 * code: the value read, which is 200 on every process but rank 0, where it reads 0.
 * Bug: rank 0 skips MPI_Barrier and MPI_Win_free and finalizes; the others wait in
 * MPI_Barrier (deadlock).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int err, rank, buf[2] = {100, 200}, getval = 0;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        buf[1] = 0;
    err = MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win); // expect: mpi-resource-leak
    if (err != MPI_SUCCESS)
        goto fail;
    MPI_Win_set_errhandler(win, MPI_ERRORS_RETURN);
    err = MPI_Win_lock(MPI_LOCK_SHARED, rank, 0, win);
    if (err != MPI_SUCCESS)
        goto fail;
    err = MPI_Get(&getval, 1, MPI_INT, rank, 1, 1, MPI_INT, win);
    if (err != MPI_SUCCESS)
        goto fail;
    err = MPI_Win_unlock(rank, win);
    if (err || getval != 200)
        goto fail;
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Win_free(&win); // expect: collective-mismatch
    printf("%d\n", getval);
    MPI_Finalize(); // expect: collective-mismatch
    return 0;
fail:
    fprintf(stderr, "giving up\n");
    MPI_Finalize(); // expect: collective-mismatch
    return 1;
}
