/* Complementary rank tests (`rank == 0`, then `rank > 0`) under a test of the size, which every
 * process evaluates alike (CorrBench's fence_shm: `if (shm_nprocs >= 2)` around the window and
 * its fences). Under each outcome of the size test, every class of ranks calls the same
 * collectives: broadcast then barrier, or none at all.
 * Correct. */
// run: np=1,2,3
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
            MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
            MPI_Barrier(MPI_COMM_WORLD);
        }
        if (rank > 0) {
            MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
            MPI_Barrier(MPI_COMM_WORLD);
        }
    }
    printf("%d\n", x);
    MPI_Finalize();
    return 0;
}
