/* A halo exchange written the way proxy applications write it: the send and receive
 * buffers are parameters of the exchange routine (carved by the caller from one
 * allocation), and a mesh descriptor holds pointers to the other arrays. While the
 * receives are pending the routine packs the send buffer and reads the descriptor's
 * neighbour list. Nothing relates the parameters or the descriptor's arrays to the receive
 * buffer, so nothing is reported. Correct.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct mesh {
    int n;
    int *neighbours; /* left, right */
    double *field;
};

static void exchange(struct mesh *m, double *send, double *recv)
{
    MPI_Request req[4];
    MPI_Irecv(recv, 1, MPI_DOUBLE, m->neighbours[0], 0, MPI_COMM_WORLD, &req[0]);
    MPI_Irecv(recv + 1, 1, MPI_DOUBLE, m->neighbours[1], 1, MPI_COMM_WORLD, &req[1]);
    send[0] = m->field[0];
    send[1] = m->field[m->n - 1];
    MPI_Isend(send, 1, MPI_DOUBLE, m->neighbours[0], 1, MPI_COMM_WORLD, &req[2]);
    MPI_Isend(send + 1, 1, MPI_DOUBLE, m->neighbours[1], 0, MPI_COMM_WORLD, &req[3]);
    MPI_Waitall(4, req, MPI_STATUSES_IGNORE);
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    struct mesh m;
    int nb[2] = {(rank + size - 1) % size, (rank + 1) % size};
    m.n = 8;
    m.neighbours = nb;
    m.field = malloc(m.n * sizeof(double));
    for (int i = 0; i < m.n; i++)
        m.field[i] = rank * 100 + i;
    double *buffers = malloc(4 * sizeof(double));
    exchange(&m, buffers, buffers + 2);
    printf("%d: ghosts %.0f %.0f\n", rank, buffers[2], buffers[3]);
    free(buffers);
    free(m.field);
    MPI_Finalize();
    return 0;
}
