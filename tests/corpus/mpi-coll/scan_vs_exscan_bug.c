/* Rank 0 computes its prefix with MPI_Scan ("Exscan is undefined on rank 0")
 * while the other ranks call MPI_Exscan.
 * Bug: MPI_Scan and MPI_Exscan are different collectives and never match;
 * the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, n, offset = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    n = 5 + rank;
    if (rank == 0)
        MPI_Scan(&n, &offset, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    else
        MPI_Exscan(&n, &offset, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("offset %d\n", offset);

    MPI_Finalize();
    return 0;
}
