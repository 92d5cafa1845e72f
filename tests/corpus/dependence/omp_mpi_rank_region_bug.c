/* Hybrid MPI + OpenMP: the extra phase is meant for "thread 0 of rank 0",
 * but the test compares the rank with the thread id.
 * Bug: in process r only thread r reaches the barrier (with 2 threads:
 * thread 0 in process 0, thread 1 in process 1) while the other thread waits
 * at the end of the region: those processes deadlock.
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
        if (rank == omp_get_thread_num()) {
#pragma omp barrier // expect: omp-barrier-divergence
            hits += 1;
        }
    }

    printf("rank %d: %d\n", rank, hits);
    MPI_Finalize();
    return 0;
}
