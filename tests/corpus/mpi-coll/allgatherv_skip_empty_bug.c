/* Processes with no local data skip the MPI_Allgatherv ("nothing to
 * contribute"); the amount of local data depends on the rank.
 * Bug: rank 0 has no data and never enters MPI_Allgatherv, which must be
 * called by every process even with a zero count: the others hang in it.
 */
#include <mpi.h>
#include <stdio.h>

#define MAXP 64

int main(int argc, char **argv)
{
    int rank, size, i, n, total = 0;
    int mine[MAXP], counts[MAXP], displs[MAXP], all[MAXP * MAXP];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    n = rank % MAXP;
    for (i = 0; i < n; i++)
        mine[i] = rank;
    for (i = 0; i < size && i < MAXP; i++) {
        counts[i] = i;
        displs[i] = total;
        total += i;
    }

    if (n > 0)
        MPI_Allgatherv(mine, n, MPI_INT, all, counts, displs, MPI_INT, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 1)
        printf("total %d\n", total);

    MPI_Finalize();
    return 0;
}
