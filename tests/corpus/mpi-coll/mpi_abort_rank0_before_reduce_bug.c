/* Rank 0 tries to "retire" itself with MPI_Abort(MPI_COMM_SELF, ...) once it
 * has printed its part, believing that only the calling process stops, while
 * the other ranks go on with the final reduction (root 1).
 * Bug: rank 0 never takes part in MPI_Reduce (or MPI_Finalize); MPI_Abort
 * takes the whole job down with a non-zero status and the reduced result is
 * lost (an implementation that only stopped rank 0 would hang in MPI_Reduce).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    double local, sum = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    local = 2.0 * rank;
    if (rank == 0) {
        printf("rank 0 retires\n");
        fflush(stdout);
        MPI_Abort(MPI_COMM_SELF, 1);
    }

    MPI_Reduce(&local, &sum, 1, MPI_DOUBLE, MPI_SUM, 1, MPI_COMM_WORLD); // expect: collective-mismatch
    if (rank == 1)
        printf("sum %f\n", sum);

    MPI_Finalize(); // expect: collective-mismatch
    return 0;
}
