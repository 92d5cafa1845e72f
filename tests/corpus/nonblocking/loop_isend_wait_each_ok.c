/* One request variable reused in a loop, completed in every iteration.
 * Correct: each MPI_Isend is waited for before the variable is reused.
 */
#include <mpi.h>
#include <stdio.h>

#define N 4

int main(int argc, char **argv)
{
    int rank, size, i, out, in;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < N; i++) {
        out = rank * N + i;
        MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, i, MPI_COMM_WORLD, &req);
        MPI_Recv(&in, 1, MPI_INT, (rank + size - 1) % size, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Wait(&req, MPI_STATUS_IGNORE);
        printf("%d got %d\n", rank, in);
    }

    MPI_Finalize();
    return 0;
}
