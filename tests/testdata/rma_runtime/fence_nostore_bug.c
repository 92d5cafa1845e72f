// MPI_MODE_NOSTORE says the local window was not updated by stores since the last
// synchronisation (MPI 4.0 §12.5.5): rank 1 stores into its own window memory in the epoch
// the fence with that assertion closes. An implementation that believes it may skip making
// the store visible to the other processes' later gets.
// rma-instrumented-only (a store is seen only when instrumented)
// run: np=2
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, *base, v = 0;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    for (int i = 0; i < 4; i++)
        base[i] = rank;
    MPI_Win_fence(0, win);
    if (rank == 1)
        base[2] = 5;
    MPI_Win_fence(MPI_MODE_NOSTORE, win); // rma-expect: rma-fence-assert
    if (rank == 0)
        MPI_Get(&v, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
    MPI_Win_fence(0, win);
    if (rank == 0) printf("got %d\n", v);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
