/* A send and a receive in two named slots of an array, completed in a loop of
 * MPI_Waitany calls, one per request.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, k, idx, out, in = -1;
    MPI_Request reqs[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &reqs[0]);
    MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &reqs[1]);
    for (k = 0; k < 2; k++)
        MPI_Waitany(2, reqs, &idx, MPI_STATUS_IGNORE);

    printf("%d received %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
