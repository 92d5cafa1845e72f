/* Collectives guarded by the command-line arguments, which mpiexec passes
 * identically to every process.
 * Correct: all processes see the same argc/argv and take the same branches.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank;
    int steps = 4;
    double x = 1.0, y = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (argc > 1) {
        steps = atoi(argv[1]);
        MPI_Bcast(&steps, 1, MPI_INT, 0, MPI_COMM_WORLD);
    }

    if (argc > 2)
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    else
        MPI_Reduce(&x, &y, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);

    if (rank == 0)
        printf("steps %d y %.1f\n", steps, y);

    MPI_Finalize();
    return 0;
}
