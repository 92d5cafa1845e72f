/* Persistent send and receive, restarted every step with MPI_Startall and
 * completed with MPI_Waitall, then freed.
 * Correct: each start is completed before the next one and before the
 * buffers are touched; the requests are freed while inactive.
 */
#include <mpi.h>
#include <stdio.h>

#define STEPS 5

int main(int argc, char **argv)
{
    int rank, size, step, out = 0, in = -1, sum = 0;
    MPI_Request reqs[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Recv_init(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &reqs[0]);
    MPI_Send_init(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &reqs[1]);
    for (step = 0; step < STEPS; step++) {
        out = rank + step;
        MPI_Startall(2, reqs);
        MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE);
        sum += in;
    }
    MPI_Request_free(&reqs[0]);
    MPI_Request_free(&reqs[1]);

    printf("%d sum %d\n", rank, sum);
    MPI_Finalize();
    return 0;
}
