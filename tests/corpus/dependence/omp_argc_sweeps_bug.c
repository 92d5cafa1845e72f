/* The number of sweeps comes from the command line, but each thread adds its
 * thread id ("the later threads smooth once more").
 * Bug: with 2 threads thread 1 encounters one more `omp for` than thread 0:
 * it waits at that loop's implicit barrier while thread 0 waits at the end of
 * the region: deadlock.
 */
#include <omp.h>
#include <stdio.h>

#define N 64

int main(int argc, char **argv)
{
    int nsweeps = argc + 1; /* 2 without arguments */
    double a[N] = {0};

    (void)argv;
#pragma omp parallel shared(a, nsweeps)
    {
        for (int s = 0; s < nsweeps + omp_get_thread_num(); s++) {
#pragma omp for // expect: omp-worksharing-divergence, omp-barrier-divergence
            for (int i = 0; i < N; i++)
                a[i] += 1.0;
        }
    }
    printf("a[0] = %g\n", a[0]);
    return a[0] != nsweeps;
}
