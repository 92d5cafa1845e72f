/* Both branches of the rank test choose between Bcast and Barrier on the same flag, one with
 * `if (use_time)`, the other with `if (!use_time) ... else` (the sides swapped).
 * Correct: every process calls Bcast(x), then Bcast(t) when use_time holds, Barrier otherwise. */
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
        else
            MPI_Barrier(MPI_COMM_WORLD);
    } else {
        MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
        if (!use_time)
            MPI_Barrier(MPI_COMM_WORLD);
        else
            MPI_Bcast(&t, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}
