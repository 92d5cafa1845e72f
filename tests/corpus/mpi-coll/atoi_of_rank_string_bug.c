/* The rank goes through a string: sprintf writes it, atoi reads it back. A library
 * function that only reads its arguments returns a value computed from what they point to.
 * Bug: only rank 0 calls MPI_Barrier.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank;
    char buf[16];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    sprintf(buf, "%d", rank);
    if (atoi(buf) == 0)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize();
    return 0;
}
