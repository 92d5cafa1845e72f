/* Code that never runs is no source of variation (Nekbone's timing suite, whose call the
 * driver comments out). probe_latency would receive a varying value into `steps`; nothing
 * calls it, nor takes its address, so `steps` keeps the value every process stores. The
 * request it leaves pending is no finding either. */
#include <mpi.h>
#include <stdio.h>

int steps;

void probe_latency(void) {
  MPI_Request req;
  MPI_Irecv(&steps, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &req);
  MPI_Recv(&steps, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  steps = 3;
  for (int i = 0; i < steps; i++)
    MPI_Barrier(MPI_COMM_WORLD);
  printf("%d\n", steps);
  MPI_Finalize();
  return 0;
}
