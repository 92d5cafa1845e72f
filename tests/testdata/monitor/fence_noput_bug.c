// run: np=2
// The fence opens its epoch with MPI_MODE_NOPUT (no put or accumulate updates the local window
// before the next fence, MPI 4.0 §12.5.5), yet rank 0 puts into rank 1's window in that epoch:
// rank 1, the target, reports it at the next fence.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, buf[4] = {0}, x = 1;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(MPI_MODE_NOPUT, win);
    if (rank == 0)
        MPI_Put(&x, 1, MPI_INT, 1, 0, 1, MPI_INT, win); // monitor-expect: rma-fence-assert
    MPI_Win_fence(0, win);
    printf("rank %d: %d\n", rank, buf[0]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
