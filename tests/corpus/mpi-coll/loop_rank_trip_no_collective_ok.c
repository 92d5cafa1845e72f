/* A loop whose trip count depends on the rank, but which contains no
 * collective; the reduction comes after the loop.
 * Correct: every process executes exactly one MPI_Allreduce.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, i;
    long local = 0, total = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    for (i = 0; i <= rank; i++)
        local += i;
    MPI_Allreduce(&local, &total, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("total %ld\n", total);

    MPI_Finalize();
    return 0;
}
