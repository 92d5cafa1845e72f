/* The same two phases, but the barrier is skipped by thread 0 ("it reads a
 * slot that is already written"): `if (omp_get_thread_num() != 0)`.
 * Bug: with 2 threads thread 1 waits at the explicit barrier and thread 0 at
 * the end of the parallel region: the program deadlocks.
 */
#include <omp.h>
#include <stdio.h>

#define MAXT 64

int main(void)
{
    int a[MAXT] = {0}, b[MAXT] = {0};

#pragma omp parallel shared(a, b)
    {
        int me = omp_get_thread_num() % MAXT;
        int nt = omp_get_num_threads();

        a[me] = me + 1;
        if (omp_get_thread_num() != 0) {
#pragma omp barrier // expect: omp-barrier-divergence
        }
        b[me] = a[(me + 1) % nt % MAXT];
    }
    printf("b[0] = %d\n", b[0]);
    return 0;
}
