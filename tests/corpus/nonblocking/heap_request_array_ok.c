/* Request and buffer arrays allocated with malloc, sized by the number of
 * processes: one receive from and one send to every other process.
 * Correct: MPI_Waitall over all 2*(size-1) requests before the buffers are
 * read or freed.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, p, n = 0, sum = 0, i;
    int *in, out;
    MPI_Request *reqs;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    in = calloc((size_t)size, sizeof(int));
    reqs = malloc(2 * (size_t)size * sizeof(MPI_Request));
    out = rank * rank;
    for (p = 0; p < size; p++) {
        if (p == rank)
            continue;
        MPI_Irecv(&in[p], 1, MPI_INT, p, 0, MPI_COMM_WORLD, &reqs[n++]);
        MPI_Isend(&out, 1, MPI_INT, p, 0, MPI_COMM_WORLD, &reqs[n++]);
    }
    MPI_Waitall(n, reqs, MPI_STATUSES_IGNORE);
    for (i = 0; i < size; i++)
        sum += in[i];

    printf("%d sum %d\n", rank, sum);
    free(reqs);
    free(in);
    MPI_Finalize();
    return 0;
}
