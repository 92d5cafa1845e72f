/* An iteration loop with a wall-clock budget measured with time(): each
 * process checks its own clock, but the decision to stop is combined with
 * MPI_Allreduce (logical or), so all processes leave the loop together.
 * Correct: the loop exit tests the reduced flag.
 */
#include <mpi.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    int rank, it, local_done, done = 0;
    double x, sum = 0.0;
    time_t deadline;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    deadline = time(NULL) + 2;
    x = rank;
    for (it = 0; it < 100; it++) {
        usleep(100000 * rank); /* imbalanced work */
        local_done = time(NULL) >= deadline;
        MPI_Allreduce(&local_done, &done, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD);
        if (done)
            break;
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("%d iterations, sum %g\n", it, sum);
    MPI_Finalize();
    return 0;
}
