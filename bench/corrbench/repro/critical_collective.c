/* mpi-collective-multithreaded (owner: hybrid / omp, not collective).
 * Cause: under MPI_THREAD_MULTIPLE, every thread of a parallel region calls MPI_Barrier inside
 * `#pragma omp critical`: the calls of one process are serialised, and every process calls the
 * same sequence (NUM_THREADS barriers), so they match. openmp/ordering/correct/two_collectives,
 * _2, _5, _6, _7. (two_collectives_4, unordered tasks, is labelled correct by CorrBench but its
 * own comment says the standard forbids it: left as true.)
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    if (provided < MPI_THREAD_MULTIPLE)
        MPI_Abort(MPI_COMM_WORLD, 1);
#pragma omp parallel num_threads(2)
    {
#pragma omp critical
        MPI_Barrier(MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}
