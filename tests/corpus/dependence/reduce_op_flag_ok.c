/* The reduction operation is chosen by a flag: if any process holds a
 * negative value (found with MPI_Allreduce(MPI_LOR)), rank 0 wants the
 * minimum, otherwise the maximum.
 * Correct: the flag is a reduction result, so every process passes the same
 * operation to MPI_Reduce.
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
    op = neg ? MPI_MIN : MPI_MAX;
    MPI_Reduce(&v, &r, 1, MPI_INT, op, 0, MPI_COMM_WORLD);

    if (rank == 0 && r != -5) {
        printf("wrong result %d\n", r);
        status = 1;
    }
    MPI_Finalize();
    return status;
}
