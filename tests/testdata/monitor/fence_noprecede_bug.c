// run: np=2
// MPI_MODE_NOPRECEDE says the fence completes no one-sided operation of this process (MPI 4.0
// §12.5.5): this one completes the put issued in the epoch before it, and an implementation
// that believes the assertion may leave the put incomplete.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, buf[4] = {0}, x = 1;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(MPI_MODE_NOPRECEDE, win);
    MPI_Put(&x, 1, MPI_INT, 1 - rank, 0, 1, MPI_INT, win);
    MPI_Win_fence(MPI_MODE_NOPRECEDE, win); // monitor-expect: rma-fence-assert
    printf("rank %d: %d\n", rank, buf[0]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
