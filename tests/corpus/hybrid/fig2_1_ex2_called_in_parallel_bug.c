/* Seed 000 Fig. 2.1, Example 2, the variant the text warns about: f is called inside a
 * parallel region, so its MPI_Send and MPI_Recv (after f's own parallel region) are called by
 * every thread of the outer team. The program initialises MPI with MPI_Init
 * (MPI_THREAD_SINGLE): it needs MPI_THREAD_MULTIPLE, and several threads send the same
 * message. */
#include <mpi.h>
#include <omp.h>

static double a[64];

void f(int rank) {
  double s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < 64; i++)
    s += a[i];

  if (rank == 0)
    MPI_Send(&s, 1, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD); // expect: mpi-thread-level
  else if (rank == 1)
    MPI_Recv(&s, 1, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: mpi-thread-level
}

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel
  f(rank);
  MPI_Finalize();
  return 0;
}
