/* MPI_Comm_split by parity; the even half sums with MPI_Allreduce and the
 * odd half broadcasts, both on the new communicator, chosen by the colour.
 * Correct: the colour differs across MPI_COMM_WORLD but is the same on every
 * process of one sub-communicator, so each sub-communicator calls one
 * collective. The size of the sub-communicator is uniform on it as well.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, color, hsize, x, s = 0;
    MPI_Comm half;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    color = rank % 2;
    MPI_Comm_split(MPI_COMM_WORLD, color, rank, &half);
    MPI_Comm_size(half, &hsize);

    x = rank;
    if (color == 0)
        MPI_Allreduce(&x, &s, 1, MPI_INT, MPI_SUM, half);
    else
        MPI_Bcast(&x, 1, MPI_INT, 0, half);
    if (hsize > 1)
        MPI_Barrier(half);

    printf("rank %d colour %d: %d %d\n", rank, color, x, s);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
