/* Like flag_in_both_rank_branches_ok.c, with the flag a global (miniAMR's use_time) whose
 * address never escapes, set before the rank test and written in neither branch.
 * Correct: every process calls Bcast(x), then Bcast(t) exactly when use_time holds. */
#include <mpi.h>
int use_time;

int main(int argc, char **argv)
{
    int rank, x = 0;
    double t = 0.0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    use_time = argc > 5;
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
