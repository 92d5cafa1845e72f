/* A barrier executed by rank 0 only.
 * Bug: rank 0 waits in MPI_Barrier for processes that never enter it; the
 * other ranks go on to MPI_Finalize and the job hangs.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0) {
        printf("rank 0 synchronises\n");
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    }

    MPI_Finalize();
    return 0;
}
