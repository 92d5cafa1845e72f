/* A sender and a receiver named by variables set once (`int src = 0, dest = 1;`), each
 * calling the barrier in its own branch, and the other ranks in a third one (MPI-CorrBench
 * correct/pt2pt/rqfreeb).
 * Correct: src and dest keep their values, so the tests split the ranks into the classes 0,
 * 1, and 2 or more, and each class calls MPI_Barrier exactly once.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, src = 0, dest = 1, v = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == src) {
        v = 42;
        MPI_Send(&v, 1, MPI_INT, dest, 0, MPI_COMM_WORLD);
        MPI_Barrier(MPI_COMM_WORLD);
    }
    if (rank == dest) {
        MPI_Recv(&v, 1, MPI_INT, src, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (rank != src)
            MPI_Barrier(MPI_COMM_WORLD);
    }
    if (rank != src && rank != dest)
        MPI_Barrier(MPI_COMM_WORLD);
    if (rank == dest)
        printf("got %d\n", v);
    MPI_Finalize();
    return 0;
}
