/* NAS IS style size check (seed 000 Fig. 5.5): the benchmark supports a
 * range of process counts; on any other count rank 0 prints a message and
 * every process calls MPI_Finalize and exits before the first collective.
 * Correct: the condition depends only on MPI_Comm_size, the same on every
 * process of MPI_COMM_WORLD, so all processes leave or none does.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_PROCS 64

int main(int argc, char **argv)
{
    int rank, size, key, maxkey;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (size < 2 || size > MAX_PROCS) {
        if (rank == 0)
            printf("IS needs 2..%d processes, got %d\n", MAX_PROCS, size);
        MPI_Finalize();
        exit(1);
    }

    key = (rank * 37) % 11;
    MPI_Allreduce(&key, &maxkey, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    if (rank == 0)
        printf("max key %d\n", maxkey);

    MPI_Finalize();
    return 0;
}
