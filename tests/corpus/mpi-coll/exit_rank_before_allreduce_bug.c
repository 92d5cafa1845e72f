/* The last rank leaves the program with exit() when its share of the work is
 * empty, before the global reduction.
 * Bug: the other ranks wait in MPI_Allreduce for a process that has exited
 * without MPI_Finalize: the job hangs or is killed by the launcher.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size;
    int n = 10, chunk, local, total = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    chunk = n / (size - 1 > 0 ? size - 1 : 1);
    local = (rank == size - 1) ? n - chunk * (size - 1) : chunk;

    if (rank == size - 1 && size > 1)
        exit(0); /* nothing left for me */

    MPI_Allreduce(&local, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    if (rank == 0)
        printf("total %d\n", total);

    MPI_Finalize(); // expect: collective-mismatch
    return 0;
}
