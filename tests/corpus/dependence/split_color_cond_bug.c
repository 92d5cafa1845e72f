/* The same split by parity, but the choice between MPI_Allreduce and
 * MPI_Bcast on the sub-communicator tests the rank in it.
 * Bug: in the even half {0, 2}, world rank 0 (rank 0 in the half) calls
 * MPI_Allreduce and world rank 2 calls MPI_Bcast on the same communicator:
 * the collectives do not match and the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, color, hrank, hsize, x, s = 0;
    MPI_Comm half;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    color = rank % 2;
    MPI_Comm_split(MPI_COMM_WORLD, color, rank, &half);
    MPI_Comm_rank(half, &hrank);
    MPI_Comm_size(half, &hsize);

    x = rank;
    if (hrank == 0)
        MPI_Allreduce(&x, &s, 1, MPI_INT, MPI_SUM, half); // expect: collective-mismatch
    else
        MPI_Bcast(&x, 1, MPI_INT, 0, half); // expect: collective-mismatch
    if (hsize > 1)
        MPI_Barrier(half);

    printf("rank %d colour %d: %d %d\n", rank, color, x, s);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
