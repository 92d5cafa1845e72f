/* The `if` clause of parallel: when false, the region runs serialized (clang
 * calls the outlined function directly instead of through __kmpc_fork_call);
 * when true, a team is created. The region contains a single, a loop and a
 * barrier reached by every thread in both cases. Correct. */
#include <omp.h>
#include <stdio.h>

#define N 10

static int a[N];

static void run(int parallel) {
#pragma omp parallel if (parallel)
  {
#pragma omp single
    a[0] = 100;
#pragma omp for
    for (int i = 1; i < N; i++)
      a[i] = i;
#pragma omp barrier
  }
}

int main(int argc, char **argv) {
  (void)argv;
  run(argc > 5); /* serialized */
  run(argc > 0); /* team */
  printf("a[0] = %d, a[N-1] = %d\n", a[0], a[N - 1]);
  return 0;
}
