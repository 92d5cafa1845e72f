/* Hybrid MPI + OpenMP: inside a parallel region, the team of MPI rank 0 does
 * an extra phase separated by a barrier. The rank differs between processes,
 * but all threads of one process (one team) have the same rank.
 * Correct: every thread of a team reaches the barrier or none does; no MPI
 * call is made inside the region.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, provided, hits = 0;

    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

#pragma omp parallel reduction(+ : hits)
    {
        hits += 1;
        if (rank == 0) {
#pragma omp barrier
            hits += 1;
        }
    }

    printf("rank %d: %d\n", rank, hits);
    MPI_Finalize();
    return 0;
}
