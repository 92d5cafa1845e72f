/* Seed Figure 3.2(c): two barriers (nodes 4 and 7), both of execution order
 * 0, each under its own conditional in the two branches of a first one:
 * C(0,Barrier) = {4, 7}, PDF+ = {2, 6, 1}.
 * Bug: with 3 processes ranks 0 and 1 call MPI_Barrier but rank 2 does not;
 * the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank < size / 2) {               /* node 1 */
        if (rank == 0)                   /* node 2 */
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    } else {
        if (rank % 2 == 1)               /* node 6 */
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    }

    if (rank == 0)
        printf("done\n");

    MPI_Finalize();
    return 0;
}
