/* A helper called from main outside parallel regions and from a single region: one thread
 * at a time calls its MPI_Bcast, the single's barrier orders it with the rest.
 * MPI_THREAD_SERIALIZED is enough. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int cfg[4];

static void share(int *v, int n) { MPI_Bcast(v, n, MPI_INT, 0, MPI_COMM_WORLD); }

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    cfg[0] = 42;
  share(cfg, 4);
#pragma omp parallel
  {
#pragma omp single
    {
      cfg[1] = cfg[0] + 1;
      share(cfg, 4);
    }
  }
  printf("%d: %d %d\n", rank, cfg[0], cfg[1]);
  MPI_Finalize();
  return 0;
}
