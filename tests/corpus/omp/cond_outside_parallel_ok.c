/* Conditions evaluated outside the parallel region, by the initial thread
 * only: whether the team is created at all, or which of two parallel regions
 * runs. Inside each region every thread encounters the same worksharing
 * constructs and barriers. Correct (seed 002 notes that the condition in
 * front of the parallel region in Listing 1.1 is not a cause of divergence). */
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  int x = 0, y = 0;
  if (argc > 0) {
#pragma omp parallel
    {
#pragma omp single
      x = 1;
#pragma omp barrier
    }
  }
  if (argc > 5) {
#pragma omp parallel
    {
#pragma omp for reduction(+ : y)
      for (int i = 0; i < 4; i++)
        y += i;
    }
  } else {
#pragma omp parallel
    {
#pragma omp single
      y = 2;
    }
  }
  printf("x = %d, y = %d\n", x, y);
  return 0;
}
