/* The number of time steps comes from the command line (default 4); every
 * process parses the same argv, so every process runs the same number of
 * MPI_Allreduce calls.
 * Correct: argc and argv are the same on all processes.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, step, nsteps = 4;
    double local, global = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (argc > 1)
        nsteps = atoi(argv[1]);
    if (nsteps < 1)
        nsteps = 1;

    local = rank;
    for (step = 0; step < nsteps; step++) {
        MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        local = global / size;
    }

    if (rank == 0)
        printf("%d steps, value %g\n", nsteps, global);
    MPI_Finalize();
    return 0;
}
