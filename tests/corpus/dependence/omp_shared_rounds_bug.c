/* The number of rounds is computed by each thread into a private variable,
 * from its thread id ("later threads do one more round").
 * Bug: with 2 threads thread 1 runs two rounds, thread 0 one: thread 1 waits
 * at its second barrier while thread 0 waits at the end of the region:
 * deadlock.
 */
#include <omp.h>
#include <stdio.h>

int main(void)
{
    int total = 0;

#pragma omp parallel shared(total)
    {
        int nrounds = 1 + omp_get_thread_num();
        for (int r = 0; r < nrounds; r++) {
#pragma omp atomic
            total += 1;
#pragma omp barrier // expect: omp-barrier-divergence
        }
    }
    printf("total = %d\n", total);
    return 0;
}
