/* A trip count drawn with rand() before the parallel region, given to every thread as a
 * firstprivate copy. Only the initial thread ran rand(): the copies are all equal, and every
 * thread meets the barrier in the loop as often as the others. Correct.
 * (Twin: serial_rand_tid_bound_bug.c.)
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    srand(7);
    int n = rand() % 3 + 1;
    int count = 0;
#pragma omp parallel firstprivate(n)
    {
        for (int i = 0; i < n; i++) {
#pragma omp barrier
        }
#pragma omp atomic
        count++;
    }
    printf("%d threads went through %d barriers\n", count, n);
    return 0;
}
