/* A rooted collective on an intercommunicator whose root argument is the local rank in the
 * other group: every process of that group must pass the same value (the root's rank in the
 * remote group), here each passes its own.
 * Bug (MPI-4.0 §6.2.2): with 4 or more processes the right group names different roots. MPICH
 * does not notice (its root sends to rank 0 of the remote group whatever that group passes),
 * another implementation may deadlock or fail.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int wrank, rank, buf[4] = {0, 1, 2, 3};
    MPI_Comm half, inter;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
    int left = wrank % 2 == 0;
    MPI_Comm_split(MPI_COMM_WORLD, left, wrank, &half);
    MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, left ? 1 : 0, 7, &inter);
    MPI_Comm_rank(inter, &rank);
    if (left)
        MPI_Bcast(buf, 4, MPI_INT, (rank == 0) ? MPI_ROOT : MPI_PROC_NULL, inter);
    else
        MPI_Bcast(buf, 4, MPI_INT, rank, inter); // expect: collective-argument-mismatch
    MPI_Comm_free(&inter);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
