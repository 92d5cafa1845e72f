#include <mpi.h>
#include <omp.h>
void omp(int n, double *a) {
  double s = 0;
  #pragma omp parallel for reduction(+:s) schedule(dynamic,4)
  for (int i = 0; i < n; i++) s += a[i];
  #pragma omp parallel num_threads(4) if(n > 10)
  {
    #pragma omp single
    MPI_Barrier(MPI_COMM_WORLD);
    #pragma omp sections
    {
      #pragma omp section
      a[0] = 1;
      #pragma omp section
      a[1] = 2;
    }
    #pragma omp critical(name)
    a[2] += 1;
    #pragma omp atomic
    a[3] += 1.0;
    #pragma omp task
    a[4] = s;
    #pragma omp taskwait
    #pragma omp master
    a[5] = 0;
    #pragma omp barrier
  }
}
