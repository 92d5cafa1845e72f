/* The same switch, but on the rank modulo 3.
 * Bug: with 3 processes rank 0 calls MPI_Bcast, rank 1 MPI_Allreduce and
 * rank 2 MPI_Bcast then MPI_Allreduce: the collectives do not match and the
 * job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, v, s = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    v = rank + 1;
    switch (rank % 3) {
    case 0:
        MPI_Bcast(&v, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
        break;
    case 1:
        MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
        break;
    default:
        MPI_Bcast(&v, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
        MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
        break;
    }

    if (rank == 0)
        printf("v %d s %d on %d\n", v, s, size);
    MPI_Finalize();
    return 0;
}
