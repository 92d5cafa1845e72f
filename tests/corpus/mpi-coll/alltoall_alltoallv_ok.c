/* A transpose-like exchange: MPI_Alltoall of the counts, then MPI_Alltoallv
 * of the data (process r sends r+1 integers to every other process).
 * Correct: every process executes Alltoall then Alltoallv.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i, j, stotal = 0, rtotal = 0;
    int *scounts, *rcounts, *sdispls, *rdispls, *sbuf, *rbuf;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    scounts = malloc(size * sizeof(int));
    rcounts = malloc(size * sizeof(int));
    sdispls = malloc(size * sizeof(int));
    rdispls = malloc(size * sizeof(int));
    for (i = 0; i < size; i++)
        scounts[i] = rank + 1;

    MPI_Alltoall(scounts, 1, MPI_INT, rcounts, 1, MPI_INT, MPI_COMM_WORLD);

    for (i = 0; i < size; i++) {
        sdispls[i] = stotal;
        stotal += scounts[i];
        rdispls[i] = rtotal;
        rtotal += rcounts[i];
    }
    sbuf = malloc(stotal * sizeof(int));
    rbuf = malloc(rtotal * sizeof(int));
    for (i = 0; i < size; i++)
        for (j = 0; j < scounts[i]; j++)
            sbuf[sdispls[i] + j] = 100 * rank + i;

    MPI_Alltoallv(sbuf, scounts, sdispls, MPI_INT, rbuf, rcounts, rdispls, MPI_INT, MPI_COMM_WORLD);

    if (rank == 0)
        printf("received %d ints, last %d\n", rtotal, rbuf[rtotal - 1]);

    free(scounts);
    free(rcounts);
    free(sdispls);
    free(rdispls);
    free(sbuf);
    free(rbuf);
    MPI_Finalize();
    return 0;
}
