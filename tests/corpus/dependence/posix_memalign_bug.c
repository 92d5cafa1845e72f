/* posix_memalign returns its block through its first argument.
 * Bug: only process 0 allocates; the others keep the NULL pointer and skip the barrier.
 */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank;
    void *ptr = NULL;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        posix_memalign(&ptr, 64, 4096);
    if (ptr != NULL)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    free(ptr);
    MPI_Finalize();
    return 0;
}
