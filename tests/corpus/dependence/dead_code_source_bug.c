/* Twin of dead_code_source_ok.c: probe_latency runs when the program passes it as a
 * callback (its address is taken: a pointer may run it), so the data it receives into
 * `steps` decides how many barriers each process calls, and its request stays pending. */
#include <mpi.h>
#include <stdio.h>

int steps;

void probe_latency(void) {
  MPI_Request req;
  MPI_Irecv(&steps, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &req); // expect: mpi-missing-completion
  MPI_Recv(&steps, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: mpi-buffer-race
}

void run(void (*hook)(void)) { hook(); }

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  steps = 3;
  if (argc > 1)
    run(probe_latency);
  for (int i = 0; i < steps; i++)
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
  printf("%d\n", steps);
  MPI_Finalize();
  return 0;
}
