/* The error counts are summed with MPI_Allreduce, but the decision to skip
 * the solve tests the local flag instead of the reduced count.
 * Bug: with 3 processes rank 0 (block of 4) enters the second MPI_Allreduce
 * while ranks 1 and 2 (blocks of 3) go on to MPI_Barrier: the collectives do
 * not match and the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

#define N 10
#define MIN_BLOCK 4

int main(int argc, char **argv)
{
    int rank, size, nlocal, nerr_local, nerr;
    double x, sum = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    nlocal = N / size + (rank < N % size);
    nerr_local = nlocal < MIN_BLOCK;
    MPI_Allreduce(&nerr_local, &nerr, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

    if (nerr_local > 0) {
        if (rank == 0)
            printf("%d blocks smaller than %d: no solve\n", nerr, MIN_BLOCK);
    } else {
        x = nlocal;
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
        if (rank == 0)
            printf("sum %g\n", sum);
    }

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
