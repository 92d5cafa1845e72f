/* Seed Figure 5.2 (a false negative of the intra-procedural analysis): the
 * same program as Figure 5.1 without the else branch. The barrier is hidden
 * in f; the rank test is in main. f is a one-line wrapper of MPI_Barrier, read as the
 * barrier itself where it is called (mpiwrap): the finding names the call of f.
 * (fig5_3_nested_callee_bug.c keeps a callee that does more, reported inside it.)
 * Bug: only rank 0 executes the barrier of f; it waits forever while the
 * other ranks are in MPI_Finalize.
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
        f(); // expect: collective-mismatch

    if (rank == 0)
        printf("done\n");

    MPI_Finalize();
    return 0;
}
