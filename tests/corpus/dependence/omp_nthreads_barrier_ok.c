/* Each thread fills its slot, then reads its neighbour's slot. The barrier
 * between the two phases is only needed when the team has more than one
 * thread: `if (omp_get_num_threads() > 1)`.
 * Correct: every thread of the team gets the same team size, so all threads
 * reach the barrier or none does.
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
        if (omp_get_num_threads() > 1) {
#pragma omp barrier
        }
        b[me] = a[(me + 1) % nt % MAXT];
    }
    printf("b[0] = %d\n", b[0]);
    return 0;
}
