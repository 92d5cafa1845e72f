/* Nested loops: the outer loop has a fixed trip count but the inner loop runs
 * "rank % 2 + 1" times, so odd ranks reduce twice per step.
 * Bug: even and odd ranks execute different numbers of MPI_Allreduce; the job
 * hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, step, sub;
    int v, s = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    v = rank;
    for (step = 0; step < 3; step++) {
        for (sub = 0; sub < rank % 2 + 1; sub++)
            MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
        MPI_Barrier(MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("s %d\n", s);

    MPI_Finalize();
    return 0;
}
