/* The same table of passes, but the number of passes is read at the
 * process's own entry plan[rank % 4].
 * Bug: with 3 processes ranks 0, 1, 2 run 1, 2 and 2 passes: rank 0 goes on
 * to MPI_Finalize while the others wait in their second MPI_Allreduce.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int plan[4] = {1, 2, 2, 3};
    double weight[4] = {1.0, 0.5, 0.25, 0.125};
    int rank, size, level, p;
    double x, s = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    level = size % 4;
    x = weight[rank % 4];
    for (p = 0; p < plan[rank % 4]; p++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop

    if (rank == 0)
        printf("level %d: %d passes, sum %g\n", level, plan[level], s);
    MPI_Finalize();
    return 0;
}
