/* Meant as "more than one process", the guard is written `rank + 1 < size`,
 * which tests the position of the process: the last rank skips the block.
 * Bug: with 2 or 3 processes the last one goes on to MPI_Finalize while the
 * others wait for it in MPI_Allreduce: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;
    double local, global;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    local = 1.0 + rank;
    global = local;
    if (rank + 1 < size) {
        MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    }

    if (rank == 0)
        printf("global %g\n", global);
    MPI_Finalize();
    return 0;
}
