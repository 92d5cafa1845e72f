/* MPI_COMM_WORLD is split into even and odd ranks; the even group reduces on
 * its sub-communicator while the odd group broadcasts on its own.
 * Correct: the two branches use two different communicators (each process
 * only belongs to one of them), and inside each sub-communicator all members
 * call the same collective.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, color;
    int v, r = 0;
    MPI_Comm half;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    color = rank % 2;
    MPI_Comm_split(MPI_COMM_WORLD, color, rank, &half);

    v = rank;
    if (color == 0)
        MPI_Allreduce(&v, &r, 1, MPI_INT, MPI_SUM, half);
    else
        MPI_Bcast(&v, 1, MPI_INT, 0, half);

    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0)
        printf("even sum %d\n", r);

    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
