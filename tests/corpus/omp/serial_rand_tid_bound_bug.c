/* The twin of serial_rand_firstprivate_bound_ok.c with the bug: each thread adds its
 * thread number to its copy of the trip count.
 * Bug: the threads meet the barrier a different number of times.
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
        n += omp_get_thread_num();
        for (int i = 0; i < n; i++) {
#pragma omp barrier // expect: omp-barrier-divergence
        }
#pragma omp atomic
        count++;
    }
    printf("%d threads went through %d barriers\n", count, n);
    return 0;
}
