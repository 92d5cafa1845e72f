/* Requests kept in a struct passed by pointer to the functions that start and
 * complete them.
 * Correct: halo_begin starts both operations, halo_end completes both
 * (inter-procedural summaries over struct fields).
 */
#include <mpi.h>
#include <stdio.h>

struct halo {
    int out, in;
    MPI_Request send, recv;
};

static void halo_begin(struct halo *h, int rank, int size)
{
    h->out = rank;
    MPI_Irecv(&h->in, 1, MPI_INT, (rank + size - 1) % size, 5, MPI_COMM_WORLD, &h->recv);
    MPI_Isend(&h->out, 1, MPI_INT, (rank + 1) % size, 5, MPI_COMM_WORLD, &h->send);
}

static void halo_end(struct halo *h)
{
    MPI_Wait(&h->send, MPI_STATUS_IGNORE);
    MPI_Wait(&h->recv, MPI_STATUS_IGNORE);
}

int main(int argc, char **argv)
{
    int rank, size;
    struct halo h;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    halo_begin(&h, rank, size);
    halo_end(&h);
    printf("%d received %d\n", rank, h.in);

    MPI_Finalize();
    return 0;
}
