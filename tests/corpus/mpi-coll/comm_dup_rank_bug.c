/* The worker processes (rank != 0) create a private communicator with
 * MPI_Comm_dup, which is collective over MPI_COMM_WORLD.
 * Bug: rank 0 never calls MPI_Comm_dup, so the workers block in it forever:
 * the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Comm workers = MPI_COMM_NULL;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank != 0)
        MPI_Comm_dup(MPI_COMM_WORLD, &workers); // expect: collective-mismatch, mpi-resource-leak
    else
        printf("master idle\n");

    if (rank == 0 && workers != MPI_COMM_NULL)
        printf("unexpected communicator\n");

    MPI_Finalize();
    return 0;
}
