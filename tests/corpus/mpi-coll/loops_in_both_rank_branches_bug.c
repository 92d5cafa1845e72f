/* loops_in_both_rank_branches_ok.c broken four ways: the counts differ (3 and 4), the bound
 * is the rank on one side, a loop leaves early on rank 0, and a body moves its counter.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, x = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        for (int i = 0; i < 3; i++)
            MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    } else {
        for (int j = 0; j < 4; j++)
            MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    }
    if (rank < 2) {
        for (int i = 0; i < 2; i++)
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    } else {
        for (int j = 0; j < rank; j++)
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch, collective-in-loop
    }
    if (rank == 0) {
        for (int i = 0; i < 5; i++) {
            if (x > 10)
                break;
            MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch, collective-in-loop
        }
    } else {
        for (int j = 0; j < 5; j++)
            MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    }
    if (rank == 1) {
        for (int i = 0; i < 5; i++) {
            i += x;
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch, collective-in-loop
        }
    } else {
        for (int j = 0; j < 5; j++)
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    }
    MPI_Finalize();
    return 0;
}
