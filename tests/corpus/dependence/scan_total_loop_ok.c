/* Each process owns 1 + rank items; MPI_Exscan gives its offset (used only to
 * number its items) and MPI_Allreduce the total, which bounds the loop of
 * output rounds.
 * Correct: the loop bound is the MPI_Allreduce result, the same everywhere.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, nmine, offset = 0, total, r, first, last = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    nmine = 1 + rank;
    MPI_Exscan(&nmine, &offset, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0)
        offset = 0;
    MPI_Allreduce(&nmine, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

    first = offset;
    for (r = 0; r < total; r += 2)
        MPI_Allreduce(&first, &last, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);

    if (rank == 0)
        printf("%d items, last offset %d\n", total, last);
    MPI_Finalize();
    return 0;
}
