/* A module keeps its pending receive in a global request: start_exchange()
 * starts it and end_exchange() completes it.
 * Correct: both helpers are called, in order.
 */
#include <mpi.h>
#include <stdio.h>

static MPI_Request pending;
static int incoming = -1;

static void start_exchange(int from)
{
    MPI_Irecv(&incoming, 1, MPI_INT, from, 9, MPI_COMM_WORLD, &pending);
}

static void end_exchange(void)
{
    MPI_Wait(&pending, MPI_STATUS_IGNORE);
}

int main(int argc, char **argv)
{
    int rank, size, out;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    start_exchange((rank + size - 1) % size);
    out = rank;
    MPI_Send(&out, 1, MPI_INT, (rank + 1) % size, 9, MPI_COMM_WORLD);
    end_exchange();
    printf("%d received %d\n", rank, incoming);

    MPI_Finalize();
    return 0;
}
