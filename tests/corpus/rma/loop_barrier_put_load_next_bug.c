/* The twin of loop_barrier_put_load_ok.c without the barrier at the end of the iteration:
 * rank 1's read after the barrier of iteration i and rank 0's Put of iteration i+1 are
 * between the same two barriers.
 * Bug: rank 1 may read the value of the next iteration's Put, or part of it.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, *base, value = 1, sum = 0;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = 0;
    MPI_Barrier(MPI_COMM_WORLD);
    for (int it = 0; it < 10; it++) {
        if (rank == 0) {
            MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
            value = it;
            MPI_Put(&value, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
            MPI_Win_unlock(1, win);
        }
        MPI_Barrier(MPI_COMM_WORLD);
        if (rank == 1)
            sum += base[0]; // expect: rma-target-race
    }
    printf("rank %d: %d\n", rank, sum);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
