/* A helper function decides whether the team is parallel; if so, one thread
 * initialises the shared buffer in a `single` (the others wait at its
 * implicit barrier), otherwise the lone thread does it directly.
 * Correct: the helper returns a value computed from omp_get_num_threads(),
 * the same in every thread of the team.
 */
#include <omp.h>
#include <stdio.h>

static int team_is_parallel(void)
{
    return omp_get_num_threads() > 1;
}

int main(void)
{
    int buf[4] = {0}, sum = 0;

#pragma omp parallel shared(buf) reduction(+ : sum)
    {
        if (team_is_parallel()) {
#pragma omp single
            buf[0] = buf[1] = buf[2] = buf[3] = 1;
        } else {
            buf[0] = buf[1] = buf[2] = buf[3] = 1;
        }
        sum += buf[omp_get_thread_num() % 4];
    }
    printf("sum = %d\n", sum);
    return 0;
}
