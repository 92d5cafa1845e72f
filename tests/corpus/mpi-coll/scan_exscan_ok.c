/* Prefix sums: MPI_Exscan to compute each process's offset in a global
 * array, MPI_Scan for the inclusive count; rank 0's Exscan result is
 * undefined and replaced by 0 after the call.
 * Correct: every process executes Exscan then Scan.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, n, offset = 0, upto = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    n = 10 + rank;
    MPI_Exscan(&n, &offset, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0)
        offset = 0;
    MPI_Scan(&n, &upto, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("offset %d upto %d\n", offset, upto);

    MPI_Finalize();
    return 0;
}
