#include <mpi.h>
#include <omp.h>
#include <stdio.h>

#ifndef ANSWER
#define ANSWER 0
#endif
int answer = ANSWER;

void f(int r) {
  if (r == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
#pragma omp parallel
  {
#pragma omp single
    { printf("%d\n", omp_get_thread_num()); }
  }
}

int main(int argc, char **argv) {
  int r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  f(r);
  MPI_Finalize();
  return 0;
}
