/* The communicator variable starts as MPI_COMM_NULL, then MPI_Comm_split leaves processes 2
 * and up out (MPI_UNDEFINED). Every process of the new communicator passes the null test,
 * so the collectives inside it are called by all of its members.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, x = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm c = MPI_COMM_NULL;
    MPI_Comm_split(MPI_COMM_WORLD, rank < 2 ? 0 : MPI_UNDEFINED, rank, &c);
    if (c != MPI_COMM_NULL) {
        MPI_Bcast(&x, 1, MPI_INT, 0, c);
        MPI_Comm_free(&c);
    }
    MPI_Finalize();
    return 0;
}
