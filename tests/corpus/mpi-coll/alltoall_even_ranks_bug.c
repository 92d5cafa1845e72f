/* Only even ranks take part in an all-to-all exchange over MPI_COMM_WORLD.
 * Bug: MPI_Alltoall on MPI_COMM_WORLD needs every process; the even ranks
 * wait for the odd ones forever (a sub-communicator should have been used).
 */
#include <mpi.h>
#include <stdio.h>

#define MAXP 64

int main(int argc, char **argv)
{
    int rank, size, i;
    int sbuf[MAXP], rbuf[MAXP];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < MAXP; i++)
        sbuf[i] = rank * 100 + i;

    if (rank % 2 == 0 && size <= MAXP)
        MPI_Alltoall(sbuf, 1, MPI_INT, rbuf, 1, MPI_INT, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("rbuf[0] = %d\n", rbuf[0]);

    MPI_Finalize();
    return 0;
}
