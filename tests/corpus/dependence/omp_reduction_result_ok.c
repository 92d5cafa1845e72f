/* A worksharing loop with a reduction into a shared variable; after the
 * loop's implicit barrier every thread sees the reduced sum and decides on
 * it whether a second phase (a `single`) is needed.
 * Correct: the reduction result is the same in every thread.
 */
#include <omp.h>
#include <stdio.h>

#define N 100

int main(void)
{
    int s = 0, extra = 0, niters = 0;

#pragma omp parallel shared(s, extra) reduction(+ : niters)
    {
#pragma omp for reduction(+ : s)
        for (int i = 0; i < N; i++) {
            s += i;
            niters++;
        }
        if (s > 10) {
#pragma omp single
            extra = s / 2;
        }
    }
    printf("s = %d, extra = %d, %d iterations\n", s, extra, niters);
    return 0;
}
