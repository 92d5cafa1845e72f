/* Nonblocking barriers on two duplicated communicators, started in a
 * different order on rank 0 than on the others, completed together with
 * MPI_Waitall.
 * Correct: the order of collectives only has to agree per communicator (one
 * Ibarrier on each), and nonblocking starts cannot deadlock each other.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Comm a, b;
    MPI_Request req[2];
    MPI_Status st[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    MPI_Comm_dup(MPI_COMM_WORLD, &a);
    MPI_Comm_dup(MPI_COMM_WORLD, &b);

    if (rank == 0) {
        MPI_Ibarrier(a, &req[0]);
        MPI_Ibarrier(b, &req[1]);
    } else {
        MPI_Ibarrier(b, &req[1]);
        MPI_Ibarrier(a, &req[0]);
    }
    MPI_Waitall(2, req, st);

    if (rank == 0)
        printf("both barriers done\n");

    MPI_Comm_free(&a);
    MPI_Comm_free(&b);
    MPI_Finalize();
    return 0;
}
