/* Values kept in local (private) variables of the region: the team size and
 * half of it, computed by every thread. The worksharing loop runs when the
 * team has at least two threads; otherwise the single thread does the work.
 * Correct: nt and half are the same in every thread.
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

        if (half >= 1) {
#pragma omp for
            for (int j = 0; j < N; j++)
                a[j] = j;
        } else {
            for (int j = 0; j < N; j++)
                a[j] = j;
        }
    }
    for (i = 0; i < N; i++)
        bad += a[i] != i;
    printf("%d wrong entries\n", bad);
    return bad != 0;
}
