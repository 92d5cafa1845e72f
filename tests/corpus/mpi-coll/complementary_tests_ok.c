/* Two tests in a row of the same value that varies, with opposite senses: every process
 * takes exactly one of the two sides, and both sides run the same collectives. `root` set
 * from the rank, tested by `if (root)` then `if (!root)`; a flag tested `== 0` then `!= 0`;
 * a bool. */
#include <mpi.h>
#include <stdbool.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, x = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int root = rank == 0;
    if (root) {
        x = 42;
        printf("root sends %d\n", x);
        MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
    }
    if (!root)
        MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
    int last = rank + 1 == size;
    if (last == 0)
        MPI_Barrier(MPI_COMM_WORLD);
    if (last != 0) {
        x++;
        MPI_Barrier(MPI_COMM_WORLD);
    }
    bool even = rank % 2 == 0;
    if (even)
        MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (!even)
        MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
