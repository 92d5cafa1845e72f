/* Worksharing loops with dynamic and guided schedules: the number of chunks a
 * thread gets is decided at run time (a thread may get none), but every thread
 * encounters the construct and its implicit barrier, so the program is
 * correct. */
#include <omp.h>
#include <stdio.h>

#define N 50

int main(void) {
  long a[N];
#pragma omp parallel
  {
#pragma omp for schedule(dynamic, 4)
    for (int i = 0; i < N; i++)
      a[i] = i;
#pragma omp for schedule(guided)
    for (int i = 0; i < N; i++)
      a[i] = a[i] * 2;
#pragma omp for schedule(runtime)
    for (int i = 0; i < N; i++)
      a[i] += 1;
  }
  long s = 0;
  for (int i = 0; i < N; i++)
    s += a[i];
  printf("sum = %ld\n", s);
  return 0;
}
