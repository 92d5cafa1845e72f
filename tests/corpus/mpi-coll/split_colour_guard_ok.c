/* MPI_COMM_WORLD is split by the comparison `rank < 2` itself, and by the expression
 * `rank % 3`; each new communicator is then used under a test that recomputes its colour
 * (`if (rank < 2)`, `if (rank % 3 == 1)`).
 * Correct: the members of one communicator passed the same colour, so they all take the same
 * branch: every member of `duo` (ranks 0 and 1) calls the barrier and the allreduce, the other
 * communicator made by that split is not used at all; in each class of `rank % 3` all the
 * members broadcast, or none does.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, v, sum = 0;
    MPI_Comm duo, third;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank < 2, rank, &duo);
    v = rank;
    if (rank < 2) {
        MPI_Barrier(duo);
        MPI_Allreduce(&v, &sum, 1, MPI_INT, MPI_SUM, duo);
    }
    MPI_Comm_split(MPI_COMM_WORLD, rank % 3, rank, &third);
    if (rank % 3 == 1)
        MPI_Bcast(&v, 1, MPI_INT, 0, third);
    if (rank == 0)
        printf("sum %d\n", sum);
    MPI_Comm_free(&third);
    MPI_Comm_free(&duo);
    MPI_Finalize();
    return 0;
}
