/* The count of a loop chosen by the conditional operator on the rank (a phi at -O0): rank 0
 * calls the barrier three times, the others four. */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int n = rank == 0 ? 3 : 4;
    for (int i = 0; i < n; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
