/* The helper function answers whether the calling thread is the master
 * (omp_get_thread_num() == 0), and only then is the `single` encountered.
 * Bug: with 2 threads thread 0 executes the single and waits at its
 * implicit barrier, while thread 1 waits at the end of the region: deadlock.
 */
#include <omp.h>
#include <stdio.h>

static int is_master_thread(void)
{
    return omp_get_thread_num() == 0;
}

int main(void)
{
    int buf[4] = {0}, sum = 0;

#pragma omp parallel shared(buf) reduction(+ : sum)
    {
        if (is_master_thread()) {
#pragma omp single // expect: omp-worksharing-divergence, omp-barrier-divergence
            buf[0] = buf[1] = buf[2] = buf[3] = 1;
        }
        sum += buf[omp_get_thread_num() % 4];
    }
    printf("sum = %d\n", sum);
    return 0;
}
