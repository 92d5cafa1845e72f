/* Load balancing decided from timings, but each process tests its own
 * MPI_Wtime measurement.
 * Bug: with 3 processes only rank 2 (0.2 s of work) is above the threshold
 * and enters the MPI_Allreduce; the others go on to MPI_Finalize and the job
 * hangs. Timers differ between processes: they are never a safe condition.
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

    if (elapsed > 0.15)
        MPI_Allreduce(&load, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("slowest %.2f s, total load %d\n", slowest, total);
    MPI_Finalize();
    return 0;
}
