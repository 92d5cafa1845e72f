/* Streaming values to the right neighbour with one request variable, waited
 * for once after the loop.
 * Bug: every iteration overwrites the request of the previous MPI_Isend
 * before it is completed: the loop starts more operations than it completes.
 */
#include <mpi.h>
#include <stdio.h>

#define N 4

int main(int argc, char **argv)
{
    int rank, size, i;
    int out[N], in[N];
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < N; i++) {
        out[i] = rank * N + i;
        MPI_Isend(&out[i], 1, MPI_INT, (rank + 1) % size, i, MPI_COMM_WORLD, &req); // expect: mpi-missing-completion
    }
    for (i = 0; i < N; i++)
        MPI_Recv(&in[i], 1, MPI_INT, (rank + size - 1) % size, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Wait(&req, MPI_STATUS_IGNORE);

    printf("%d received %d..%d\n", rank, in[0], in[N - 1]);
    MPI_Finalize();
    return 0;
}
