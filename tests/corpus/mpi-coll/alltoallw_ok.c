/* MPI_Alltoallw with per-peer datatypes (an int to every peer, described with
 * byte displacements), called by every process.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i;
    int *sbuf, *rbuf, *counts, *displs;
    MPI_Datatype *types;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    sbuf = malloc(size * sizeof(int));
    rbuf = malloc(size * sizeof(int));
    counts = malloc(size * sizeof(int));
    displs = malloc(size * sizeof(int));
    types = malloc(size * sizeof(MPI_Datatype));
    for (i = 0; i < size; i++) {
        sbuf[i] = rank * size + i;
        counts[i] = 1;
        displs[i] = i * (int)sizeof(int);
        types[i] = MPI_INT;
    }

    MPI_Alltoallw(sbuf, counts, displs, types, rbuf, counts, displs, types, MPI_COMM_WORLD);

    if (rank == 0)
        printf("rbuf[last] = %d\n", rbuf[size - 1]);

    free(sbuf);
    free(rbuf);
    free(counts);
    free(displs);
    free(types);
    MPI_Finalize();
    return 0;
}
