/* Rank 0 calls MPI_Barrier directly; the other ranks call it in the one section of an
 * `omp sections` construct of a parallel region (the shape of RMARaceBench hybrid/017, 018,
 * 021). One thread of the team runs the section, once: every process calls one barrier.
 * Correct (collective-mismatch reported it before issue 17's sections fix).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Barrier(MPI_COMM_WORLD);
    } else {
#pragma omp parallel num_threads(2)
        {
#pragma omp sections
            {
#pragma omp section
                MPI_Barrier(MPI_COMM_WORLD);
#pragma omp section
                printf("rank %d: the other section\n", rank);
            }
        }
    }
    MPI_Finalize();
    return 0;
}
