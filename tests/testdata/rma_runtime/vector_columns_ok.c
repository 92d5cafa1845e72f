// Ranks 0 and 2 put one column each (an MPI_Type_vector) into rank 1's 4x4 window in one fence
// epoch: columns 0 and 1 interleave but share no byte, no race.
// run: np=3
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, *base, col[4];
    MPI_Win win;
    MPI_Datatype column;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Type_vector(4, 1, 4, MPI_INT, &column);
    MPI_Type_commit(&column);
    MPI_Win_allocate(16 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    for (int i = 0; i < 16; i++) base[i] = 0;
    for (int i = 0; i < 4; i++) col[i] = rank + 1;
    MPI_Win_fence(0, win);
    if (rank == 0) MPI_Put(col, 4, MPI_INT, 1, 0, 1, column, win);
    if (rank == 2) MPI_Put(col, 4, MPI_INT, 1, 1, 1, column, win);
    MPI_Win_fence(0, win);
    if (rank == 1) printf("%d %d %d\n", base[0], base[1], base[13]);
    MPI_Type_free(&column);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
