/* Rank tests under a test of the size, which every process evaluates alike; the tests leave
 * rank 1 out (`rank == 0`, then `rank > 1`).
 * Bug: rank 1 calls neither broadcast, so rank 0 (and the ranks above 1) wait in it forever.
 */
// run: np=2,3
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, x = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size >= 2) {
        if (rank == 0) {
            x = 42;
            MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
        }
        if (rank > 1) {
            MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
        }
    }
    printf("%d\n", x);
    MPI_Finalize();
    return 0;
}
