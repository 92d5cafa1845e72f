/* Like flag_in_both_rank_branches_ok.c, but the other processes broadcast t when use_time
 * does NOT hold. Bug: without arguments rank 0 skips the second Bcast, the others call it. */
#include <mpi.h>
int main(int argc, char **argv)
{
    int rank, x = 0;
    double t = 0.0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int use_time = argc > 5;
    if (rank == 0) {
        x = 3;
        MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
        if (use_time)
            MPI_Bcast(&t, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    } else {
        MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
        if (!use_time)
            MPI_Bcast(&t, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    }
    MPI_Finalize();
    return 0;
}
