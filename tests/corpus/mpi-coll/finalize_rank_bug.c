/* Rank 0 finalizes and returns as soon as it has printed the banner, while
 * the other ranks still synchronise before finalizing.
 * Bug: the other ranks wait in MPI_Barrier for rank 0, which is in (or past)
 * MPI_Finalize: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0) {
        printf("banner\n");
        MPI_Finalize(); // expect: collective-mismatch
        return 0;
    }

    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize(); // expect: collective-mismatch
    return 0;
}
