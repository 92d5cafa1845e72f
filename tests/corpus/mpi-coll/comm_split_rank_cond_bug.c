/* The communicator of the worker processes is created with MPI_Comm_split
 * called by the workers only.
 * Bug: MPI_Comm_split is collective over MPI_COMM_WORLD; rank 0 never calls
 * it (it should call it with colour MPI_UNDEFINED), so the workers block in
 * it forever.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Comm workers = MPI_COMM_NULL;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank > 0)
        MPI_Comm_split(MPI_COMM_WORLD, 1, rank, &workers); // expect: collective-mismatch, mpi-resource-leak

    if (rank == 0)
        printf("master done, workers %s\n", workers == MPI_COMM_NULL ? "unknown" : "known");

    MPI_Finalize();
    return 0;
}
