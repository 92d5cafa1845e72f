/* A classic mistake: MPI_Gather is called only by the root, as if it were a
 * receive, while the other ranks think they have nothing to do.
 * Bug: the root waits in MPI_Gather for contributions that are never sent;
 * the job hangs.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int mine, all[64];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    mine = rank * 3;
    if (rank == 0) {
        MPI_Gather(&mine, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
        printf("gathered %d\n", all[0]);
    }

    MPI_Finalize();
    return 0;
}
