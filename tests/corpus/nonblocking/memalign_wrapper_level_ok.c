/* HPGMG-FV's ghost exchange (exchange_boundary.c:33-75, level.c:600-830): the send and the
 * receive buffers of each level are slices of two blocks, each from its own call of the
 * allocation wrapper MALLOC (posix_memalign into a local, then returned), stored into arrays
 * of pointers inside an array of structs (exchange_ghosts[shape].send_buffers[n]). The
 * receives are posted, the send buffers packed, then the sends posted.
 * Correct: the two calls of MALLOC give two blocks; no send reads a receive buffer.
 */
#define _POSIX_C_SOURCE 200112L
#include <mpi.h>
#include <stdlib.h>

void *MALLOC(size_t size)
{
    void *ptr;
    int alignment = 1 << 12;
    if (size > 1 << 19)
        alignment = 1 << 21;
    posix_memalign((void **)&(ptr), alignment, size);
    return (ptr);
}

typedef struct {
    int num_recvs, num_sends;
    int *recv_ranks, *send_ranks;
    int *recv_sizes, *send_sizes;
    double **recv_buffers, **send_buffers;
} communicator_type;

typedef struct {
    int my_rank;
    communicator_type exchange_ghosts[2];
    double *field;
} level_type;

static void build(level_type *level, int shape, int nranks, int peer)
{
    communicator_type *c = &level->exchange_ghosts[shape];
    int n;
    size_t total = 0;
    c->num_sends = c->num_recvs = nranks;
    c->send_ranks = malloc(nranks * sizeof(int));
    c->send_sizes = malloc(nranks * sizeof(int));
    c->send_buffers = malloc(nranks * sizeof(double *));
    c->recv_ranks = malloc(nranks * sizeof(int));
    c->recv_sizes = malloc(nranks * sizeof(int));
    c->recv_buffers = malloc(nranks * sizeof(double *));
    for (n = 0; n < nranks; n++) {
        c->send_ranks[n] = c->recv_ranks[n] = peer;
        c->send_sizes[n] = c->recv_sizes[n] = 4;
        total += 4;
    }
    double *all_send_buffers = (double *)MALLOC(total * sizeof(double));
    for (n = 0; n < nranks; n++) {
        c->send_buffers[n] = all_send_buffers;
        all_send_buffers += c->send_sizes[n];
    }
    double *all_recv_buffers = (double *)MALLOC(total * sizeof(double));
    for (n = 0; n < nranks; n++) {
        c->recv_buffers[n] = all_recv_buffers;
        all_recv_buffers += c->recv_sizes[n];
    }
}

static void exchange_boundary(level_type *level, int shape)
{
    communicator_type *c = &level->exchange_ghosts[shape];
    MPI_Request requests[8];
    int n, i, nr = 0;
    for (n = 0; n < level->exchange_ghosts[shape].num_recvs; n++)
        MPI_Irecv(level->exchange_ghosts[shape].recv_buffers[n],
                  level->exchange_ghosts[shape].recv_sizes[n], MPI_DOUBLE,
                  level->exchange_ghosts[shape].recv_ranks[n], 7, MPI_COMM_WORLD,
                  &requests[nr++]);
    for (n = 0; n < c->num_sends; n++)
        for (i = 0; i < c->send_sizes[n]; i++)
            c->send_buffers[n][i] = level->field[i];
    for (n = 0; n < level->exchange_ghosts[shape].num_sends; n++)
        MPI_Isend(level->exchange_ghosts[shape].send_buffers[n],
                  level->exchange_ghosts[shape].send_sizes[n], MPI_DOUBLE,
                  level->exchange_ghosts[shape].send_ranks[n], 7, MPI_COMM_WORLD,
                  &requests[nr++]);
    MPI_Waitall(nr, requests, MPI_STATUSES_IGNORE);
    for (n = 0; n < c->num_recvs; n++)
        for (i = 0; i < c->recv_sizes[n]; i++)
            level->field[i] += c->recv_buffers[n][i];
}

int main(int argc, char **argv)
{
    level_type level;
    int size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &level.my_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    level.field = calloc(4, sizeof(double));
    build(&level, 0, 1, (level.my_rank + 1) % size);
    exchange_boundary(&level, 0);
    MPI_Finalize();
    return 0;
}
