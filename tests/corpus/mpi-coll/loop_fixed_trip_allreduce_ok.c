/* A time-step loop with a fixed trip count and a reduction per step.
 * Correct: every process executes exactly 10 MPI_Allreduce calls.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, i;
    double u, norm = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    u = 1.0 + rank;
    for (i = 0; i < 10; i++) {
        u = 0.5 * u + 1.0;
        MPI_Allreduce(&u, &norm, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("norm %.6f\n", norm);

    MPI_Finalize();
    return 0;
}
