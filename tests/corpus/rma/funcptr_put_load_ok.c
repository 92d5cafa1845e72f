/* Helpers chosen by rank through a function pointer: rank 0's helper puts into element 0 of
 * rank 1's window, the other processes' helper reads element 1 of their own window, in the
 * same fence epoch.
 * Correct: the Put and the read touch different elements.
 */
#include <mpi.h>
#include <stdio.h>

static int value = 42;

void origin(MPI_Win win, int *base)
{
    MPI_Put(&value, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
}

void target(MPI_Win win, int *base)
{
    printf("%d\n", base[1]);
}

int main(int argc, char **argv)
{
    int rank, *base;
    MPI_Win win;
    void (*step)(MPI_Win, int *);

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = base[1] = 0;
    MPI_Win_fence(0, win);
    if (rank == 0)
        step = origin;
    else
        step = target;
    step(win, base);
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
