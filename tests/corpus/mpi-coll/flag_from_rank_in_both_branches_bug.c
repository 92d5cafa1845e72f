/* Like flag_in_both_rank_branches_ok.c, but the flag is the rank test itself: the same
 * variable on both sides, not the same value on every process.
 * Bug: rank 0 broadcasts t, the others do not. */
#include <mpi.h>
int main(int argc, char **argv)
{
    int rank, x = 0;
    double t = 0.0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int use_time = rank == 0;
    if (rank == 0) {
        x = 3;
        MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
        if (use_time)
            MPI_Bcast(&t, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    } else {
        MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
        if (use_time)
            MPI_Bcast(&t, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    }
    MPI_Finalize();
    return 0;
}
