/* MPI_Comm_split with MPI_UNDEFINED: the processes outside the group get
 * MPI_COMM_NULL and skip the sub-communicator collectives.
 * Correct: all members of the sub-communicator (exactly the processes where
 * it is not MPI_COMM_NULL) call MPI_Allreduce and MPI_Comm_free on it.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, color;
    int v, sum = -1;
    MPI_Comm sub;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    color = (rank % 2 == 0) ? 0 : MPI_UNDEFINED;
    MPI_Comm_split(MPI_COMM_WORLD, color, rank, &sub);

    v = rank;
    if (sub != MPI_COMM_NULL) {
        MPI_Allreduce(&v, &sum, 1, MPI_INT, MPI_SUM, sub);
        MPI_Comm_free(&sub);
    }

    if (rank == 0)
        printf("sum of even ranks %d\n", sum);

    MPI_Finalize();
    return 0;
}
