/* The requests of main are completed by a helper that receives the array and
 * its length.
 * Correct: finish() waits for every request of the array it is given.
 */
#include <mpi.h>
#include <stdio.h>

static void finish(MPI_Request *r, int n)
{
    MPI_Waitall(n, r, MPI_STATUSES_IGNORE);
}

int main(int argc, char **argv)
{
    int rank, size, out, in = -1;
    MPI_Request reqs[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &reqs[0]);
    MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &reqs[1]);
    finish(reqs, 2);

    printf("%d received %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
