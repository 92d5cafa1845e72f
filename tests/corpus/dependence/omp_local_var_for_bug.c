/* The worksharing loop is given to the "upper half" of the team only, the
 * threads whose id, kept in a local variable, is at least half the team size.
 * Bug: with 2 threads only thread 1 encounters the `omp for`: it waits at
 * the loop's implicit barrier while thread 0 waits at the end of the region
 * (deadlock), or the iterations scheduled for thread 0 are never executed.
 */
#include <omp.h>
#include <stdio.h>

#define N 100

int main(void)
{
    int a[N] = {0}, i, bad = 0;

#pragma omp parallel shared(a)
    {
        int nt = omp_get_num_threads();
        int half = nt / 2;
        int me = omp_get_thread_num();

        if (me >= half) {
#pragma omp for // expect: omp-worksharing-divergence, omp-barrier-divergence
            for (int j = 0; j < N; j++)
                a[j] = j;
        }
    }
    for (i = 0; i < N; i++)
        bad += a[i] != i;
    printf("%d wrong entries\n", bad);
    return bad != 0;
}
