/* f calls MPI_Barrier on rank 0 only (a site); g frees a communicator it split. */
#include <mpi.h>

void f(MPI_Comm comm)
{
    int rank;
    MPI_Comm_rank(comm, &rank);
    if (rank == 0)
        MPI_Barrier(comm);
    MPI_Allreduce(MPI_IN_PLACE, &rank, 1, MPI_INT, MPI_SUM, comm);
}

int g(void)
{
    int rank;
    MPI_Comm half;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
    if (rank == 1)
        MPI_Bcast(&rank, 1, MPI_INT, 0, half);
    MPI_Comm_free(&half);
    return rank;
}
