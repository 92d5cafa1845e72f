/* The number of sweeps comes from the command line (argc), is computed
 * before the parallel region and shared; every sweep is a worksharing loop.
 * Correct: every thread reads the same shared value, so all threads
 * encounter the same number of `omp for` constructs.
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
        for (int s = 0; s < nsweeps; s++) {
#pragma omp for
            for (int i = 0; i < N; i++)
                a[i] += 1.0;
        }
    }
    printf("a[0] = %g\n", a[0]);
    return a[0] != nsweeps;
}
