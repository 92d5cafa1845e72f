/* Seed 000 (PARCOACH thesis), Fig. 3.10 (c): an OMPCFG with a loop that holds
 * a worksharing loop and a barrier. Here the enclosing loop is an ordinary
 * sequential loop with a fixed trip count, run by every thread: each
 * iteration encounters the `for` (and its implicit barrier) and the explicit
 * barrier. Removing the loop back edge (Alg. 1 / thesis Alg. 15 at verbosity 0)
 * leaves no conditional in front of them. Correct. */
#include <omp.h>
#include <stdio.h>

#define N 12
#define STEPS 3

int main(void) {
  double u[N], w[N];
  for (int i = 0; i < N; i++)
    u[i] = i;
#pragma omp parallel
  {
    for (int t = 0; t < STEPS; t++) {
#pragma omp for
      for (int i = 0; i < N; i++)
        w[i] = u[i] + 1.0;
#pragma omp barrier
#pragma omp for nowait
      for (int i = 0; i < N; i++)
        u[i] = w[i];
#pragma omp barrier
    }
  }
  printf("u[0] = %.1f, u[N-1] = %.1f\n", u[0], u[N - 1]);
  return 0;
}
