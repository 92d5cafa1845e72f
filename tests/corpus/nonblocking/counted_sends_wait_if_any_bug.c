/* Sends counted as they are started, waited on only when the count says some were
 * (hypre's hypre_DataExchangeList: `post_array_size++` after each hypre_MPI_Isend, then
 * `if (post_array_size) hypre_MPI_Waitall(post_array_size, ...)`).
 * Bug: the count is decremented again after the send, so the wait may be skipped while the
 * send is pending and its buffer is overwritten.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int send_large(int *out, int n, int limit, int rank, int size)
{
    MPI_Request reqs[8];
    int i, nposted = 0;
    for (i = 0; i < n && i < 8; i++) {
        if (out[i] > limit) {
            MPI_Isend(&out[i], 1, MPI_INT, (rank + 1) % size, i, MPI_COMM_WORLD, &reqs[nposted]);
            nposted++;
        }
        if (out[i] > 2 * limit)
            nposted--;
    }
    if (nposted)
        MPI_Waitall(nposted, reqs, MPI_STATUSES_IGNORE);
    for (i = 0; i < n && i < 8; i++)
        out[i] = 0; // expect: mpi-buffer-race
    return nposted;
}

int main(int argc, char **argv)
{
    int rank, size, out[8], in[8], n, i, from;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (i = 0; i < 8; i++)
        out[i] = i;
    from = (rank + size - 1) % size;
    n = send_large(out, 8, 3, rank, size);
    for (i = 4; i < 8; i++)
        MPI_Recv(&in[i], 1, MPI_INT, from, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    printf("%d sent %d\n", rank, n);
    MPI_Finalize();
    return 0;
}
