/* The reduction operation is chosen by the local flag instead of the
 * reduced one: only the last process, which holds the negative value,
 * passes MPI_MIN; the others pass MPI_MAX.
 * Bug: the processes pass different operations to MPI_Reduce (erroneous);
 * with MPICH rank 0 combines with MPI_MAX, gets 2 instead of -5 and exits
 * with an error.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, v, r = 0, neg_local, neg, status = 0;
    MPI_Op op;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    v = (rank == size - 1) ? -5 : rank + 1;
    neg_local = v < 0;
    MPI_Allreduce(&neg_local, &neg, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD);
    op = neg_local ? MPI_MIN : MPI_MAX;
    MPI_Reduce(&v, &r, 1, MPI_INT, op, 0, MPI_COMM_WORLD); // expect: collective-argument-mismatch

    if (rank == 0 && r != -5) {
        printf("wrong result %d (any negative: %d)\n", r, neg);
        status = 1;
    }
    MPI_Finalize();
    return status;
}
