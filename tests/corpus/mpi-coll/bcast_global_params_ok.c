/* Rank 0 reads the parameters into a global struct (in a helper) and a heap block, then main
 * broadcasts both: after the broadcasts every process holds the same bytes, whatever wrote them
 * before, and nothing writes them again (issue 13, mechanism 5).
 * Correct. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct params {
    int cells;
    int steps;
    double dt;
};

static struct params P;

static void read_params(void)
{
    P.cells = 64;
    P.steps = 3;
    P.dt = 0.1;
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        read_params();
    MPI_Bcast(&P, sizeof P, MPI_BYTE, 0, MPI_COMM_WORLD);

    int *layout = malloc(4 * sizeof(int));
    if (rank == 0) {
        layout[0] = 2;
        layout[1] = 2;
    }
    MPI_Bcast(layout, 4, MPI_INT, 0, MPI_COMM_WORLD);

    for (int s = 0; s < P.steps; s++)
        MPI_Barrier(MPI_COMM_WORLD);
    for (int r = 0; r < layout[0] * layout[1]; r++)
        MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0)
        printf("%d cells, dt %g\n", P.cells, P.dt);
    free(layout);
    MPI_Finalize();
    return 0;
}
