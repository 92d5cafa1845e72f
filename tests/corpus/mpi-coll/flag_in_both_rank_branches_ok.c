/* miniAMR's main.c shape (issue 13): both branches of the rank test broadcast under the same
 * flag, which every process computes alike before the test. The rank test varies, but every
 * process calls Bcast(x), then Bcast(t) exactly when use_time holds.
 * Correct: the two branches run the same collectives under the same conditions. */
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
            MPI_Bcast(&t, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    } else {
        MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
        if (use_time)
            MPI_Bcast(&t, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}
