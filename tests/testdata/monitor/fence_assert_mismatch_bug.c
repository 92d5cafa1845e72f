// run: np=3
// MPI_MODE_NOPRECEDE given to the first fence by rank 0 only: given by one process of the
// window, it must be given by all (MPI 4.0 §12.5.5). The window's rank 0 reports it.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, buf[4] = {0};
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    if (rank == 0)
        MPI_Win_fence(MPI_MODE_NOPRECEDE, win); // monitor-expect: rma-fence-assert
    else
        MPI_Win_fence(0, win);
    MPI_Win_fence(0, win);
    printf("rank %d: %d\n", rank, buf[0]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
