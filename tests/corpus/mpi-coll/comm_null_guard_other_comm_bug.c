/* The helper tests its communicator against MPI_COMM_NULL but then synchronises on
 * MPI_COMM_WORLD: only the members of comm (rank 0) call the barrier.
 * Bug: the other ranks never enter MPI_Barrier(MPI_COMM_WORLD); rank 0 waits for them. */
#include <mpi.h>

static void sync_group(MPI_Comm comm)
{
    if (comm != MPI_COMM_NULL)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
}

int main(int argc, char **argv)
{
    int rank, first[1] = {0};
    MPI_Group world, group;
    MPI_Comm comm;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, 1, first, &group);
    MPI_Comm_create(MPI_COMM_WORLD, group, &comm);
    sync_group(comm);
    if (comm != MPI_COMM_NULL)
        MPI_Comm_free(&comm);
    MPI_Group_free(&group);
    MPI_Group_free(&world);
    MPI_Finalize();
    return 0;
}
