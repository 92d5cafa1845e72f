// run: np=3
// The twin of fence_noprecede_bug.c, fence_nosucceed_bug.c, fence_noput_bug.c and
// fence_assert_mismatch_bug.c: fence assertions that hold (MPI 4.0 §12.5.5). MPI_MODE_NOPRECEDE on
// the first fence and on a fence after passive-target epochs only; MPI_MODE_NOPUT on an epoch of
// gets only, with MPI_MODE_NOSTORE (nothing stored into the window since); MPI_MODE_NOSUCCEED
// on a fence followed by lock epochs only; every process giving the same assertions.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, size, buf[4] = {0}, x, got = -1, got2 = -1;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    x = 10 + rank;
    MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(MPI_MODE_NOPRECEDE, win);
    MPI_Put(&x, 1, MPI_INT, right, 0, 1, MPI_INT, win);
    MPI_Win_fence(MPI_MODE_NOPUT | MPI_MODE_NOSTORE, win);
    MPI_Get(&got, 1, MPI_INT, left, 0, 1, MPI_INT, win);
    MPI_Win_fence(MPI_MODE_NOSUCCEED, win);
    MPI_Win_lock(MPI_LOCK_SHARED, right, 0, win);
    MPI_Get(&got2, 1, MPI_INT, right, 0, 1, MPI_INT, win);
    MPI_Win_unlock(right, win);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_fence(MPI_MODE_NOPRECEDE | MPI_MODE_NOSUCCEED, win);
    printf("rank %d: window %d, got %d and %d\n", rank, buf[0], got, got2);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
