// Like dead_code_alias_ok.c, but main calls the function: the loop bound is each process's
// rank, and the processes make different numbers of Allreduce calls.
#include <mpi.h>
#include <stdio.h>

static int rank, nsteps = 10;
static int *steps = &nsteps, *me = &rank;

void point_steps_at_rank(void) { steps = me; }

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, me);
  point_steps_at_rank();
  double sum = 0, x = rank;
  for (int i = 0; i < *steps; i++)
    MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
  if (rank == 0)
    printf("%g\n", sum);
  MPI_Finalize();
  return 0;
}
