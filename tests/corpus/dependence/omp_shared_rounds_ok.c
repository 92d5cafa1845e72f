/* The number of rounds is set by one thread in a `single` into a shared
 * variable; after the single's implicit barrier every thread reads the same
 * value and runs the same number of rounds, each ending with a barrier.
 * Correct: the loop bound is shared and written before the barrier.
 */
#include <omp.h>
#include <stdio.h>

int main(void)
{
    int nrounds = 0, total = 0;

#pragma omp parallel shared(nrounds, total)
    {
#pragma omp single
        nrounds = 3;
        for (int r = 0; r < nrounds; r++) {
#pragma omp atomic
            total += 1;
#pragma omp barrier
        }
    }
    printf("total = %d\n", total);
    return 0;
}
