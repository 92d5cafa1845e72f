/* A communicator from MPI_Comm_create holds MPI_COMM_NULL on the processes outside its group;
 * a helper guards its collective with `comm != MPI_COMM_NULL` on its own parameter. Every member
 * of comm passes the test, the others are not involved: the test decides nothing (issue 13,
 * mechanism 7; the MPICH-test-suite helper pattern).
 * Correct. */
#include <mpi.h>

static void sync_group(MPI_Comm comm)
{
    if (comm != MPI_COMM_NULL)
        MPI_Barrier(comm);
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
