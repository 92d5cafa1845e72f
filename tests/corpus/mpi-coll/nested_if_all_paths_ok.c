/* Nested rank-dependent conditionals where every path executes the same
 * sequence: one MPI_Allreduce then one MPI_Bcast. Only the buffers differ.
 * Correct: all processes execute Allreduce, Bcast in that order.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;
    int local, sum = 0, flag = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank == 0) {
        local = 100;
        MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        flag = sum > 100;
        MPI_Bcast(&flag, 1, MPI_INT, 0, MPI_COMM_WORLD);
    } else {
        if (rank % 2 == 1) {
            local = rank;
            MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        } else {
            local = -rank;
            MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        }
        MPI_Bcast(&flag, 1, MPI_INT, 0, MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("sum %d flag %d\n", sum, flag);

    MPI_Finalize();
    return 0;
}
