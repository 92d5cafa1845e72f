/* Rank 0 checks its input; on a bad value it records the error in the
 * global settings, prints them and aborts the job. Every other path leaves
 * the settings as every process set them.
 * Correct: the write before abort() is read only on the way to the abort;
 * the loop bound `settings.steps` is the same on every process that goes on.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct settings {
    int steps;
    int error;
} settings = {4, 0};

int main(int argc, char **argv)
{
    int rank, value;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    value = argc > 1 ? atoi(argv[1]) : 1;
    if (rank == 0 && value < 0) {
        settings.steps = 0;
        settings.error = value;
        fprintf(stderr, "bad value %d (steps %d)\n", settings.error, settings.steps);
        abort();
    }
    for (int i = 0; i < settings.steps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
