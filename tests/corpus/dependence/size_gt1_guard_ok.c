/* The reduction and the synchronisation are skipped when the program runs
 * on a single process: `if (size > 1)` around the collectives.
 * Correct: every process of MPI_COMM_WORLD has the same size, so all of them
 * call the collectives or none does.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;
    double local, global;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    local = 1.0 + rank;
    global = local;
    if (size > 1) {
        MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        MPI_Barrier(MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("global %g\n", global);
    MPI_Finalize();
    return 0;
}
