/* Persistent requests in separate variables, each started with MPI_Start and
 * completed with MPI_Wait in the loop.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, it, out = 0, in = -1;
    MPI_Request sreq, rreq;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Send_init(&out, 1, MPI_INT, (rank + 1) % size, 7, MPI_COMM_WORLD, &sreq);
    MPI_Recv_init(&in, 1, MPI_INT, (rank + size - 1) % size, 7, MPI_COMM_WORLD, &rreq);
    for (it = 0; it < 3; it++) {
        out = 10 * rank + it;
        MPI_Start(&rreq);
        MPI_Start(&sreq);
        MPI_Wait(&sreq, MPI_STATUS_IGNORE);
        MPI_Wait(&rreq, MPI_STATUS_IGNORE);
        printf("%d step %d received %d\n", rank, it, in);
    }
    MPI_Request_free(&sreq);
    MPI_Request_free(&rreq);

    MPI_Finalize();
    return 0;
}
