/* Two sends in an array, but only one MPI_Waitany.
 * Bug: MPI_Waitany completes one request; the other may still be pending at
 * MPI_Finalize (which one is not known statically: both are reported).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, idx, out[2], in[2];
    MPI_Request reqs[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out[0] = rank;
    out[1] = -rank;
    MPI_Isend(&out[0], 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &reqs[0]); // expect: mpi-missing-completion
    MPI_Isend(&out[1], 1, MPI_INT, (rank + size - 1) % size, 1, MPI_COMM_WORLD, &reqs[1]); // expect: mpi-missing-completion
    MPI_Recv(&in[0], 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&in[1], 1, MPI_INT, (rank + 1) % size, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Waitany(2, reqs, &idx, MPI_STATUS_IGNORE);

    printf("%d received %d %d\n", rank, in[0], in[1]);
    MPI_Finalize();
    return 0;
}
