/* Each thread accumulates a private partial sum in a `for nowait` loop and
 * decides on its partial sum whether the second phase (a `single`) is needed.
 * Bug: with 2 threads (static schedule) thread 0 sums 0..49 (1225) and
 * thread 1 50..99 (3725); with the threshold between the two, only thread 0
 * encounters the single and waits at its implicit barrier while thread 1
 * waits at the end of the region (where niters is combined): deadlock.
 */
#include <omp.h>
#include <stdio.h>

#define N 100

int main(void)
{
    int extra = 0, niters = 0;

#pragma omp parallel shared(extra) reduction(+ : niters)
    {
        int my = 0;
#pragma omp for schedule(static) nowait
        for (int i = 0; i < N; i++) {
            my += i;
            niters++;
        }
        if (my < 2000) {
#pragma omp single // expect: omp-worksharing-divergence, omp-barrier-divergence
            extra = my / 2;
        }
    }
    printf("extra = %d, %d iterations\n", extra, niters);
    return 0;
}
