/* Nested loops with fixed trip counts (outer time steps, inner stages), with
 * collectives in both loop bodies.
 * Correct: every process executes 4 x (3 Allreduce + 1 Barrier).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, step, stage;
    double v, acc = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    v = rank;
    for (step = 0; step < 4; step++) {
        for (stage = 0; stage < 3; stage++) {
            double s;
            MPI_Allreduce(&v, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
            acc += s;
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("acc %.1f\n", acc);

    MPI_Finalize();
    return 0;
}
