/* Rank 0 computes each step's value and broadcasts it; the other processes receive it in a
 * loop of their own with the same count (a constant), then both sides run nested counted
 * loops (a uniform bound, a constant) around a barrier. Each process calls the same
 * collectives the same number of times whichever branch it takes; a counted loop that runs
 * no collective, on one side only, does not count.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, x = 0, steps, table[8];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    steps = argc + 2;   /* the same on every process */
    if (rank == 0) {
        for (int k = 0; k < 8; k++) /* no collective: reads as nothing */
            table[k] = k * k;
        for (int i = 0; i < 3; i++) {
            x = table[i];
            x += i * 7;
            printf("step %d\n", x);
            MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
        }
        for (int s = 0; s < steps; s++)
            for (int k = 1; k < 4; k++)
                MPI_Barrier(MPI_COMM_WORLD);
    } else {
        for (int j = 0; j < 3; j++)
            MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
        for (int s = 0; s < steps; s++) {
            for (int k = 1; k < 4; k++) {
                x += s;
                MPI_Barrier(MPI_COMM_WORLD);
            }
        }
    }
    MPI_Finalize();
    return 0;
}
