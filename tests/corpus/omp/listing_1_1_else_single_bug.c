/* Seed 002, remark after Listing 1.1: "if we modify this example by adding an
 * else statement with another single, the code is still potentially
 * erroneous since all threads should encounter the same single". Each thread
 * encounters exactly one single and one implicit barrier, so at verbosity 0
 * the barrier counts match and nothing hangs; but the two singles are each
 * encountered by only part of the team.
 * Run time (2 threads): the runtime matches singles by encounter count, so the
 * two constructs act as one single region: exactly one of the two bodies runs
 * and the program prints "1 of 2 bodies executed" and exits 1 (with 1 thread
 * only the first single is ever encountered, same output). */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int a = 0, b = 0;
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
#pragma omp single // expect: omp-worksharing-divergence
      a = 1;
    } else {
#pragma omp single // expect: omp-worksharing-divergence
      b = 1;
    }
#pragma omp barrier
  }
  printf("%d of 2 bodies executed\n", a + b);
  return a + b == 2 ? 0 : 1;
}
