/* Adaptive refinement: the processes compute their local error, take the
 * global maximum with MPI_Allreduce, and all refine (a collective count of
 * the new cells) when the maximum is above the threshold.
 * Correct: the result of MPI_Allreduce is the same on every process.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, ncells = 8, total = 0;
    double err_local, err_max;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    err_local = 0.1 * (rank + 1);
    MPI_Allreduce(&err_local, &err_max, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);

    if (err_max > 0.15) {
        ncells *= 2;
        MPI_Allreduce(&ncells, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("max error %g, %d cells\n", err_max, total);
    MPI_Finalize();
    return 0;
}
