/* The same loop with a wall-clock budget, but each process leaves the loop
 * as soon as its own clock passes the deadline.
 * Bug: rank 2 (0.2 s of work per iteration) reads the clock after rank 0 and
 * sees the deadline first; it goes to MPI_Finalize while rank 0 waits in
 * MPI_Allreduce: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    int rank, it;
    double x, sum = 0.0;
    time_t deadline;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    deadline = time(NULL) + 2;
    x = rank;
    for (it = 0; it < 100; it++) {
        usleep(100000 * rank); /* imbalanced work */
        if (time(NULL) >= deadline)
            break;
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    }

    if (rank == 0)
        printf("%d iterations, sum %g\n", it, sum);
    MPI_Finalize();
    return 0;
}
