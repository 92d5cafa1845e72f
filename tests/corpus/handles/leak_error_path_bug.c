/* An error-checked window creation whose window is freed only when a value the program
 * computed (not an MPI error code) is non-zero.
 * Bug: when n is 0 the window is never freed (a resource leak at MPI_Finalize).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int err, n = 0, buf[8] = {0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    err = MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win); // expect: mpi-resource-leak
    if (err != MPI_SUCCESS)
        goto fail;
    n = argc > 1;
    if (n != 0)
        MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
fail:
    fprintf(stderr, "MPI error %d\n", err);
    MPI_Finalize();
    return 1;
}
