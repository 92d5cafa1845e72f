/* The parameters are broadcast, but used once before the broadcast (only rank 0 has them
 * then), and changed on rank 1 by a helper after it.
 * Bug: the processes call different numbers of barriers, in both loops. */
#include <mpi.h>
#include <stdio.h>

struct params {
    int warmup;
    int steps;
};

static struct params P;

static void read_params(void)
{
    P.warmup = 2;
    P.steps = 3;
}

static void adjust(int rank)
{
    if (rank == 1)
        P.steps = 5;
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        read_params();
    for (int w = 0; w < P.warmup; w++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Bcast(&P, sizeof P, MPI_BYTE, 0, MPI_COMM_WORLD);
    adjust(rank);
    for (int s = 0; s < P.steps; s++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    printf("%d\n", P.steps);
    MPI_Finalize();
    return 0;
}
