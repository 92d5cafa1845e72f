/* Phases called through a table of function pointers in a fixed-count loop;
 * every phase performs one collective on MPI_COMM_WORLD.
 * Correct: every process calls the same phases in the same order
 * (Allreduce, Bcast, Barrier).
 */
#include <mpi.h>
#include <stdio.h>

typedef void (*phase_fn)(int rank, double *state);

static void phase_reduce(int rank, double *state)
{
    double s = 0.0;
    MPI_Allreduce(state, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    *state = s + rank * 0.0;
}

static void phase_bcast(int rank, double *state)
{
    if (rank == 0)
        *state += 1.0;
    MPI_Bcast(state, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
}

static void phase_sync(int rank, double *state)
{
    (void)rank;
    (void)state;
    MPI_Barrier(MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    phase_fn phases[3] = {phase_reduce, phase_bcast, phase_sync};
    int rank, i;
    double state;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    state = rank;
    for (i = 0; i < 3; i++)
        phases[i](rank, &state); // expect: collective-indirect-call

    if (rank == 0)
        printf("state %.1f\n", state);

    MPI_Finalize();
    return 0;
}
