/* Rank 0 checks its argument and aborts the job when it is bad; main ends with exit(0) after
 * MPI_Finalize instead of returning (as miniAMR's does).
 * Correct: a process that aborts ends the job, and every other path runs the same loops, so
 * the number of reductions is the same on every process still running. */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, n = 4, i;
    double x = 1.0, y;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        if (argc > 1)
            n = atoi(argv[1]);
        if (n < 1)
            MPI_Abort(MPI_COMM_WORLD, 1);
    }
    MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
    for (i = 0; i < 3; i++)
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Finalize();
    exit(0);
}
