/* Termination messages of a binary tree in the style of hypre_DataExchangeList: each process
 * posts a zero-length receive into NULL from its parent (through a wrapper that converts the
 * count, and directly), then works on the arrays its caller passed while it is pending.
 * Correct: a receive of 0 elements into NULL writes nothing; no access can race with it.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static long my_irecv(void *buf, long n, MPI_Datatype t, long src, long tag, MPI_Comm comm, MPI_Request *req)
{
    return MPI_Irecv(buf, (int)n, t, (int)src, (int)tag, comm, req);
}

static long exchange(int rank, int size, long *list, long n, long *out)
{
    MPI_Request term[2];
    int parent = (rank - 1) / 2;
    long sum = 0;
    if (rank > 0) {
        my_irecv(NULL, 0, MPI_LONG, parent, 7, MPI_COMM_WORLD, &term[0]);
        MPI_Irecv(NULL, 0, MPI_LONG, parent, 8, MPI_COMM_WORLD, &term[1]);
    }
    for (long i = 0; i < n; i++) {
        out[i] = list[i] * 2;
        sum += list[i];
    }
    if (rank > 0)
        MPI_Waitall(2, term, MPI_STATUSES_IGNORE);
    for (int c = 2 * rank + 1; c <= 2 * rank + 2 && c < size; c++) {
        MPI_Send(NULL, 0, MPI_LONG, c, 7, MPI_COMM_WORLD);
        MPI_Send(NULL, 0, MPI_LONG, c, 8, MPI_COMM_WORLD);
    }
    return sum;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    long *list = malloc(4 * sizeof *list), *out = malloc(4 * sizeof *out);
    for (int i = 0; i < 4; i++)
        list[i] = rank + i;
    long s = exchange(rank, size, list, 4, out);
    printf("%d %ld %ld\n", rank, s, out[3]);
    free(list);
    free(out);
    MPI_Finalize();
    return 0;
}
