/* The same items, but the loop of output rounds is bounded by the inclusive
 * prefix sum computed with MPI_Scan, taken for the total.
 * Bug: MPI_Scan gives 1, 3, 6 on ranks 0, 1, 2: the processes run 1, 2 and
 * 3 rounds, and rank 2 is left alone in MPI_Allreduce: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, nmine, upto, r, first, last = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    nmine = 1 + rank;
    MPI_Scan(&nmine, &upto, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

    first = upto - nmine;
    for (r = 0; r < upto; r += 2)
        MPI_Allreduce(&first, &last, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD); // expect: collective-in-loop

    if (rank == 0)
        printf("%d items, last offset %d\n", upto, last);
    MPI_Finalize();
    return 0;
}
