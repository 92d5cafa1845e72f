/* A uniform condition selects between two different worksharing constructs:
 * the loop bound n is firstprivate, so every thread holds the same value and
 * takes the same branch. Correct (at verbosity 0 and 1 alike: all threads
 * encounter the same construct). */
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  int n = 8 * argc; /* 8 when run without arguments */
  long s = 0;
#pragma omp parallel firstprivate(n)
  {
    if (n > 4) {
#pragma omp for reduction(+ : s)
      for (int i = 0; i < n; i++)
        s += i;
    } else {
#pragma omp single
      s = -1;
    }
  }
  printf("s = %ld\n", s);
  return 0;
}
