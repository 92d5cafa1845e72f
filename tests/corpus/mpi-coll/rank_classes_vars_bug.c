/* A sender and a receiver named by variables set once, each calling the barrier in its own
 * branch, and the other ranks from `first_other` on in a third one.
 * Bug: first_other is 3, so rank 2 never calls MPI_Barrier: with three processes or more,
 * ranks 0 and 1 wait in it forever.
 */
// run: np=3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, src = 0, dest = 1, first_other = 3, v = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == src) {
        v = 42;
        MPI_Send(&v, 1, MPI_INT, dest, 0, MPI_COMM_WORLD);
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    }
    if (rank == dest) {
        MPI_Recv(&v, 1, MPI_INT, src, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    }
    if (rank >= first_other)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    if (rank == dest)
        printf("got %d\n", v);
    MPI_Finalize();
    return 0;
}
