/* Twin of dead_code_source_ok.c where the program is not whole: main calls setup_hooks,
 * which this file does not define (another file of the program does, and may call
 * probe_latency: it is not static). Nothing is taken as never running then. */
#include <mpi.h>
#include <stdio.h>

int steps;
void setup_hooks(void);

void probe_latency(void) {
  MPI_Request req;
  MPI_Irecv(&steps, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &req); // expect: mpi-missing-completion
  MPI_Recv(&steps, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: mpi-buffer-race
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  setup_hooks();
  steps = 3;
  for (int i = 0; i < steps; i++)
    MPI_Barrier(MPI_COMM_WORLD);
  printf("%d\n", steps);
  MPI_Finalize();
  return 0;
}
