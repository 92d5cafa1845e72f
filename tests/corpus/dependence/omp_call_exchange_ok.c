/* exchange() contains an orphaned barrier; it is called when the team has at
 * least two threads (a lone thread has nothing to exchange).
 * Correct: the condition depends on omp_get_num_threads() only, so all
 * threads of the team call exchange() or none does.
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
        if (nt >= 2)
            sum += exchange(me, nt);
    }
    printf("sum = %d\n", sum);
    return 0;
}
