/* Receives from every other process, handled in the order they complete with
 * MPI_Waitany in a loop.
 * Correct: the loop runs once per request, and each value is read after
 * MPI_Waitany reports its request complete.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i, k, idx, n, sum = 0, out;
    int *in;
    MPI_Request *reqs;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    n = size - 1;
    in = malloc(sizeof(int) * (size_t)(n + 1));
    reqs = malloc(sizeof(MPI_Request) * (size_t)(n + 1));
    out = rank + 1;
    k = 0;
    for (i = 0; i < size; i++) {
        if (i == rank)
            continue;
        MPI_Irecv(&in[k], 1, MPI_INT, i, 0, MPI_COMM_WORLD, &reqs[k]);
        k++;
    }
    for (i = 0; i < size; i++)
        if (i != rank)
            MPI_Send(&out, 1, MPI_INT, i, 0, MPI_COMM_WORLD);
    for (k = 0; k < n; k++) {
        MPI_Waitany(n, reqs, &idx, MPI_STATUS_IGNORE);
        sum += in[idx];
    }

    printf("%d sum %d\n", rank, sum);
    free(in);
    free(reqs);
    MPI_Finalize();
    return 0;
}
