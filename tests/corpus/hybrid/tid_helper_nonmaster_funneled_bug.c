/* The thread number comes from a helper, and the allreduce runs on every thread but the
 * master: under MPI_THREAD_FUNNELED only the main thread may call MPI.
 * Bug: several threads call MPI_Allreduce at once, none of them the main thread. */
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
        if (my_thread() != 0)
            MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-thread-level, mpi-collective-multithreaded
#pragma omp barrier
    }
    printf("%g\n", v);
    MPI_Finalize();
    return 0;
}
