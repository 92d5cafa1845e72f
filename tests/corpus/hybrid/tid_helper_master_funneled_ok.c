/* The thread number comes from a helper, as many codes wrap omp_get_thread_num(): the
 * allreduce runs on thread 0 only, which is what MPI_THREAD_FUNNELED allows when thread 0 is the
 * main thread (issue 13, mechanism 8).
 * Correct. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int my_thread(void) { return omp_get_thread_num(); }

int main(int argc, char **argv)
{
    int provided;
    double v = 1.0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
#pragma omp parallel
    {
        if (my_thread() == 0)
            MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
#pragma omp barrier
    }
    printf("%g\n", v);
    MPI_Finalize();
    return 0;
}
