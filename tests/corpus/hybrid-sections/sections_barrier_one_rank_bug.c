/* Only the ranks other than 0 call MPI_Barrier, in a section of an `omp sections` construct;
 * rank 0 calls no collective.
 * Bug: the ranks other than 0 wait in the barrier for rank 0 forever (before issue 17's
 * sections fix, the barrier of a section was not counted and this was silent).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        printf("rank 0: no barrier\n");
    } else {
#pragma omp parallel num_threads(2)
        {
#pragma omp sections
            {
#pragma omp section
                MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
#pragma omp section
                printf("rank %d: the other section\n", rank);
            }
        }
    }
    MPI_Finalize();
    return 0;
}
