/* One rank calls abort() when its local check fails, before the gather of
 * the results (the check fails on rank 1 by construction).
 * Correct as far as collectives go: abort() ends the whole job (the launcher
 * kills the other ranks), so no process is left waiting in MPI_Gather; a path
 * that ends the job is not a divergence (issue 13, mechanism 3).
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size;
    int value, results[64];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    value = 100 / (rank + 1);
    if (value == 50) {
        fprintf(stderr, "rank %d: inconsistent value\n", rank);
        abort();
    }

    MPI_Gather(&value, 1, MPI_INT, results, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0 && size <= 64)
        printf("first result %d\n", results[0]);

    MPI_Finalize();
    return 0;
}
