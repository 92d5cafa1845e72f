/* Load balancing decided from timings: every process measures its work with
 * MPI_Wtime, the slowest time is found with MPI_Allreduce, and all processes
 * rebalance (a collective) when it exceeds a threshold.
 * Correct: the decision tests the reduced time, the same on every process.
 */
#include <mpi.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    int rank, load, total = 0;
    double t0, elapsed, slowest;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    load = 10 * (rank + 1);
    t0 = MPI_Wtime();
    usleep(100000 * rank); /* imbalanced work */
    elapsed = MPI_Wtime() - t0;
    MPI_Allreduce(&elapsed, &slowest, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);

    if (slowest > 0.15)
        MPI_Allreduce(&load, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("slowest %.2f s, total load %d\n", slowest, total);
    MPI_Finalize();
    return 0;
}
