/* Modelled on the PRK kernels' prk_malloc: posix_memalign behind a helper, with a size that
 * differs between processes. Like malloc's, the block's address is no data: only running out
 * of memory could make the NULL test differ, an error path. The test decides nothing.
 */
#include <mpi.h>
#include <stdlib.h>

static inline void *aligned_block(size_t bytes)
{
    void *ptr = NULL;
    int ret = posix_memalign(&ptr, 64, bytes);
    if (ret != 0)
        ptr = NULL;
    return ptr;
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    double *particles = aligned_block((size_t)(rank + 1) * 100 * sizeof(double));
    if (particles != NULL)
        MPI_Barrier(MPI_COMM_WORLD);
    free(particles);
    MPI_Finalize();
    return 0;
}
