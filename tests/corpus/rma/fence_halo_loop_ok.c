/* A fence-synchronised halo exchange repeated in a loop: each step puts the
 * boundary value into both neighbours' windows, fences, then updates the
 * local value from the received halos.
 * Correct: the origin buffer is only modified after the fence that completes
 * the puts; the displacements of the two puts differ.
 */
#include <mpi.h>
#include <stdio.h>

#define STEPS 4

int main(int argc, char **argv)
{
    int rank, size, left, right, step;
    double value, halo[2] = {0.0, 0.0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    left = (rank + size - 1) % size;
    right = (rank + 1) % size;
    value = rank;
    MPI_Win_create(halo, sizeof(halo), sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    MPI_Win_fence(MPI_MODE_NOPRECEDE, win);
    for (step = 0; step < STEPS; step++) {
        MPI_Put(&value, 1, MPI_DOUBLE, left, 1, 1, MPI_DOUBLE, win);
        MPI_Put(&value, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
        MPI_Win_fence(0, win);
        value = 0.5 * value + 0.25 * (halo[0] + halo[1]);
        MPI_Win_fence(0, win);
    }
    MPI_Win_fence(MPI_MODE_NOSUCCEED, win);

    printf("%d: %f\n", rank, value);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
