/* Two nonblocking collectives in flight at once, completed together; their
 * buffers are disjoint.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i, piece = -1;
    int *sendv, *recvv, *table = NULL;
    MPI_Request reqs[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    sendv = malloc(sizeof(int) * (size_t)size);
    recvv = malloc(sizeof(int) * (size_t)size);
    table = malloc(sizeof(int) * (size_t)size);
    for (i = 0; i < size; i++) {
        sendv[i] = rank * size + i;
        table[i] = 100 + i;
    }
    MPI_Ialltoall(sendv, 1, MPI_INT, recvv, 1, MPI_INT, MPI_COMM_WORLD, &reqs[0]);
    MPI_Iscatter(table, 1, MPI_INT, &piece, 1, MPI_INT, 0, MPI_COMM_WORLD, &reqs[1]);
    MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE);

    printf("%d got %d and %d\n", rank, recvv[0], piece);
    free(sendv);
    free(recvv);
    free(table);
    MPI_Finalize();
    return 0;
}
