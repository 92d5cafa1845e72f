/* exchange() contains an orphaned barrier, but only the even threads call it.
 * Bug: with 2 threads thread 0 waits at the barrier inside exchange() while
 * thread 1 waits at the end of the region: deadlock.
 */
#include <omp.h>
#include <stdio.h>

#define MAXT 64

static int slot[MAXT];

static int exchange(int me, int nt)
{
    slot[me % MAXT] = me;
#pragma omp barrier
    return slot[(me + 1) % nt % MAXT];
}

int main(void)
{
    int sum = 0;

#pragma omp parallel reduction(+ : sum)
    {
        int me = omp_get_thread_num(), nt = omp_get_num_threads();
        if (me % 2 == 0)
            sum += exchange(me, nt); // expect: omp-barrier-divergence
    }
    printf("sum = %d\n", sum);
    return 0;
}
