/* A window variable written by two constructor calls on different communicators: rank 0
 * creates it over MPI_COMM_WORLD, the others over a duplicate of it.
 * Bug: the window constructors do not match (different communicators): deadlock or MPI
 * error, and the fences on `win` name different windows.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, buf[16] = {0};
    MPI_Win win;
    MPI_Comm dup;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    if (rank == 0)
        MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win); // expect: collective-argument-mismatch, collective-mismatch
    else
        MPI_Win_create(MPI_BOTTOM, 0, 1, MPI_INFO_NULL, dup, &win); // expect: collective-argument-mismatch, collective-mismatch
    MPI_Win_fence(0, win); // expect: collective-argument-mismatch
    MPI_Win_fence(0, win); // expect: collective-argument-mismatch
    MPI_Win_free(&win);
    MPI_Comm_free(&dup);
    MPI_Finalize();
    return 0;
}
