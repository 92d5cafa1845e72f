/* Seed Figure 5.1 (a false positive of the intra-procedural analysis): main
 * calls f, which executes a barrier, on one branch and MPI_Barrier directly on
 * the other.
 * Correct: whatever the branch, every process executes exactly one barrier.
 */
#include <mpi.h>
#include <stdio.h>

void f(void)
{
    MPI_Barrier(MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0)
        f();
    else
        MPI_Barrier(MPI_COMM_WORLD);

    if (rank == 0)
        printf("done\n");

    MPI_Finalize();
    return 0;
}
