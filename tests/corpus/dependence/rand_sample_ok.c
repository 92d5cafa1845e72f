/* Random sampling of the steps that collect statistics: rank 0 draws with
 * rand() and broadcasts the decision, so all processes agree on it.
 * Correct: the condition tests the broadcast value.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    int rank, step, sample, nsampled = 0;
    double x, s = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    srand((unsigned)getpid());

    x = rank;
    for (step = 0; step < 10; step++) {
        sample = 0;
        if (rank == 0)
            sample = rand() % 2;
        MPI_Bcast(&sample, 1, MPI_INT, 0, MPI_COMM_WORLD);
        if (sample) {
            MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
            nsampled++;
        }
    }

    if (rank == 0)
        printf("%d sampled steps, sum %g\n", nsampled, s);
    MPI_Finalize();
    return 0;
}
