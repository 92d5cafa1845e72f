/* As abort_path_write_ok.c, but rank 0 only reports the bad value and goes
 * on: it then runs no step while the others wait in the barrier.
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
    value = argc > 1 ? atoi(argv[1]) : -1;
    if (rank == 0 && value < 0) {
        settings.steps = 0;
        settings.error = value;
        fprintf(stderr, "bad value %d (steps %d)\n", settings.error, settings.steps);
    }
    for (int i = 0; i < settings.steps; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
