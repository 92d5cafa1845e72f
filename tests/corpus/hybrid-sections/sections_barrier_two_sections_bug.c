/* Rank 0 calls MPI_Barrier once; the other ranks call it in two sections of an `omp sections`
 * construct, so twice per process.
 * Bug: rank 0 leaves after one barrier; the others wait in the second one forever (and the
 * two sections' barriers may run at the same time on two threads).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    } else {
#pragma omp parallel num_threads(2)
        {
#pragma omp sections
            {
#pragma omp section
                MPI_Barrier(MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
#pragma omp section
                MPI_Barrier(MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
            }
        }
    }
    MPI_Finalize();
    return 0;
}
