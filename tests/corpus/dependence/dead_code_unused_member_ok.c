/* A library archive's member the program does not use may call a function no file of the
 * build defines (AMG's par_difconv.c calls hypre_map; the linker takes only the members main
 * needs). probe_latency never runs, so its call to calibrate_clock, defined nowhere, does not
 * open the program: the rule of dead_code_source_ok.c still holds, and the value
 * probe_latency would receive into `steps` is no source of variation. (The twin with the
 * undefined call in code that runs: dead_code_open_program_bug.c.) */
#include <mpi.h>
#include <stdio.h>

int steps;
void calibrate_clock(void);

void probe_latency(void) {
  MPI_Request req;
  calibrate_clock();
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
