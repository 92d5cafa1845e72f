/* A request array allocated only when there are requests, and waited on under the same test
 * (hypre's hypre_MatvecCommPkgCreate_core: `if (num_requests) requests = hypre_CTAlloc(...)`
 * ... `if (num_requests) hypre_MPI_Waitall(...)`). Where the test fails the array pointer is
 * not set, so no operation can store its request there.
 * Correct: every receive is complete before its buffer is read.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int exchange(int *in, int *out, int nrecv, int nsend, int rank, int size)
{
    MPI_Request *requests;
    int i, j = 0, total = 0, num_requests = nrecv + nsend;
    if (num_requests)
        requests = malloc(num_requests * sizeof(MPI_Request));
    for (i = 0; i < nrecv; i++)
        MPI_Irecv(&in[i], 1, MPI_INT, (rank + size - 1) % size, i, MPI_COMM_WORLD, &requests[j++]);
    for (i = 0; i < nsend; i++)
        MPI_Isend(&out[i], 1, MPI_INT, (rank + 1) % size, i, MPI_COMM_WORLD, &requests[j++]);
    if (num_requests) {
        MPI_Waitall(num_requests, requests, MPI_STATUSES_IGNORE);
        free(requests);
    }
    if (nrecv)
        for (i = 0; i < nrecv; i++)
            total += in[i];
    return total;
}

int main(int argc, char **argv)
{
    int rank, size, total, in[4], out[4];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (int i = 0; i < 4; i++)
        out[i] = rank + i;
    total = exchange(in, out, argc > 1 ? 0 : 4, argc > 1 ? 0 : 4, rank, size);
    printf("%d got %d\n", rank, total);
    MPI_Finalize();
    return 0;
}
