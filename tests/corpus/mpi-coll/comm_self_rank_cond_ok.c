/* Collectives on MPI_COMM_SELF under a rank condition: MPI_COMM_SELF contains
 * only the calling process, so a collective on it never waits for others.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int v, r = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    v = rank + 5;
    if (rank == 0) {
        MPI_Allreduce(&v, &r, 1, MPI_INT, MPI_SUM, MPI_COMM_SELF);
        MPI_Barrier(MPI_COMM_SELF);
        printf("self sum %d\n", r);
    }
    MPI_Barrier(MPI_COMM_WORLD);

    MPI_Finalize();
    return 0;
}
