// The shape of fence_nostore_bug.c in a loop: rank 1 stores into its window memory only in
// the first step, before the first fence; the fences of the later steps assert
// MPI_MODE_NOSTORE, which holds, since no store follows. The static check cannot tell the
// steps apart (the store "may" precede a fence given the assertion), so the store gets a
// runtime check, which must stay silent.
// run: np=2
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, *base, v = 0, assert = 0;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    for (int i = 0; i < 4; i++)
        base[i] = rank;
    for (int step = 0; step < 3; step++) {
        if (step == 0 && rank == 1)
            base[2] = 5;
        MPI_Win_fence(assert, win);
        assert = MPI_MODE_NOSTORE;
    }
    if (rank == 0)
        MPI_Get(&v, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
    MPI_Win_fence(0, win);
    if (rank == 0) printf("got %d\n", v);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
