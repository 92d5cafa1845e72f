/* The size check of NAS IS turned into a per-process check: the keys are
 * partitioned for NPARTS processes and a process without a partition calls
 * MPI_Finalize and exits.
 * Bug: the condition depends on the rank. With 3 processes rank 2 leaves
 * while ranks 0 and 1 wait for it in MPI_Allreduce: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define NPARTS 2

int main(int argc, char **argv)
{
    int rank, size, key, maxkey;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank >= NPARTS) {
        printf("rank %d of %d has no partition\n", rank, size);
        MPI_Finalize(); // expect: collective-mismatch
        exit(0);
    }

    key = (rank * 37) % 11;
    MPI_Allreduce(&key, &maxkey, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD); // expect: collective-mismatch
    if (rank == 0)
        printf("max key %d\n", maxkey);

    MPI_Finalize(); // expect: collective-mismatch
    return 0;
}
