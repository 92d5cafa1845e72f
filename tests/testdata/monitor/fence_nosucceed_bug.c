// run: np=2
// A put after a fence given MPI_MODE_NOSUCCEED (no one-sided operation follows it before the
// next fence, MPI 4.0 §12.5.5), with no lock or MPI_Win_start in between: no epoch is open.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, buf[4] = {0}, x = 1;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(0, win);
    MPI_Win_fence(MPI_MODE_NOSUCCEED, win);
    MPI_Put(&x, 1, MPI_INT, 1 - rank, 0, 1, MPI_INT, win); // monitor-expect: rma-outside-epoch
    MPI_Win_fence(0, win);
    printf("rank %d: %d\n", rank, buf[0]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
