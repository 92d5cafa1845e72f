/* Both branches of a rank test start an MPI_Iallreduce (with different
 * contributions) and a common MPI_Waitall completes it together with an
 * MPI_Ibarrier started by everybody.
 * Correct: every process executes Iallreduce then Ibarrier.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int v, s = 0;
    MPI_Request req[2];
    MPI_Status st[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0) {
        v = 1000;
        MPI_Iallreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req[0]);
    } else {
        v = rank;
        MPI_Iallreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req[0]);
    }
    MPI_Ibarrier(MPI_COMM_WORLD, &req[1]);
    MPI_Waitall(2, req, st);

    if (rank == 0)
        printf("sum %d\n", s);

    MPI_Finalize();
    return 0;
}
