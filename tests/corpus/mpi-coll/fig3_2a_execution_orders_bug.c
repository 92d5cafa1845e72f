/* Seed Figure 3.2(a): the final barrier (node 5) is the first collective on
 * one path (entry-1-5) and the second on the others (entry-1-2-3/4-5);
 * C(0,Barrier) = {3, 4} and PDF+({3, 4}) = {1}: the rank test of node 1 is
 * the culprit, the test of node 2 is not.
 * Bug: even ranks execute two barriers, odd ranks one; the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank % 2 == 0) {                 /* node 1 */
        if (argc > 1)                    /* node 2 */
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
        else
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    }
    MPI_Barrier(MPI_COMM_WORLD);         /* node 5 */

    if (rank == 0)
        printf("done\n");

    MPI_Finalize();
    return 0;
}
