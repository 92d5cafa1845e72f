/* Every process validates its block and the error counts are summed with
 * MPI_Allreduce; if any process found an error, all of them skip the solve
 * phase together (rank 0 reports it).
 * Correct: the decision tests the reduced count, the same on every process.
 * With 3 processes ranks 1 and 2 have too small blocks and all skip the solve.
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

    if (nerr > 0) {
        if (rank == 0)
            printf("%d blocks smaller than %d: no solve\n", nerr, MIN_BLOCK);
    } else {
        x = nlocal;
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        if (rank == 0)
            printf("sum %g\n", sum);
    }

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
