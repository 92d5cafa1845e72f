/* Target side (seed 001, Fig. 6 and Algorithm 4): two MPI_Put from different
 * local buffers to the same location of the same target in one epoch.
 * Bug: the order of the two puts is not defined: the target ends with either
 * value (or, for larger datatypes, a mix).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, target;
    int a = 1, b = 2;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    target = (rank + 1) % size;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    MPI_Win_fence(0, win);
    MPI_Put(&a, 1, MPI_INT, target, 0, 1, MPI_INT, win);
    MPI_Put(&b, 1, MPI_INT, target, 0, 1, MPI_INT, win); // expect: rma-target-race
    MPI_Win_fence(0, win);

    MPI_Win_free(&win);
    printf("%d: got %d\n", rank, winbuf[0]);
    MPI_Finalize();
    return 0;
}
