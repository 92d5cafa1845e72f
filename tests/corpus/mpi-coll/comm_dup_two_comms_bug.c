/* Two communicators duplicated from MPI_COMM_WORLD, one for the library and
 * one for the application; rank 0 synchronises on the library communicator
 * that nobody else uses.
 * Bug: rank 0 waits in MPI_Barrier(lib) for the others, which wait in
 * MPI_Barrier(app) for rank 0: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Comm lib, app;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    MPI_Comm_dup(MPI_COMM_WORLD, &lib);
    MPI_Comm_dup(MPI_COMM_WORLD, &app);

    if (rank == 0)
        MPI_Barrier(lib); // expect: collective-mismatch
    MPI_Barrier(app);

    if (rank == 0)
        printf("done\n");

    MPI_Comm_free(&app);
    MPI_Comm_free(&lib);
    MPI_Finalize();
    return 0;
}
