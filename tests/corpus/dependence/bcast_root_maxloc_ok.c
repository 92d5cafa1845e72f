/* The process holding the largest value broadcasts its block: the owner is
 * found with MPI_Allreduce(MPI_MAXLOC) and used as the root of MPI_Bcast.
 * Correct: the root comes from a reduction result, the same everywhere.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, i, status = 0;
    double block[4];
    struct {
        double v;
        int r;
    } in, out;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < 4; i++)
        block[i] = rank;
    in.v = rank;
    in.r = rank;
    MPI_Allreduce(&in, &out, 1, MPI_DOUBLE_INT, MPI_MAXLOC, MPI_COMM_WORLD);
    MPI_Bcast(block, 4, MPI_DOUBLE, out.r, MPI_COMM_WORLD);

    if (block[0] != size - 1) {
        printf("rank %d: wrong block %g\n", rank, block[0]);
        status = 1;
    }
    MPI_Finalize();
    return status;
}
