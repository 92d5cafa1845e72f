/* Random sampling of the steps that collect statistics, each process
 * drawing with its own rand() seeded by its process id.
 * Bug: the processes draw different numbers, so at some step some enter the
 * MPI_Allreduce and others do not (the chance that 3 processes agree on 10
 * draws is about 1e-6): the collectives do not match and the job hangs.
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
        sample = rand() % 2;
        if (sample) {
            MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
            nsampled++;
        }
    }

    if (rank == 0)
        printf("%d sampled steps, sum %g\n", nsampled, s);
    MPI_Finalize();
    return 0;
}
