// A function nothing calls never runs: its assignment, which would make the pointer to the
// step count point to the rank, does not make the loop bound vary.
#include <mpi.h>
#include <stdio.h>

static int rank, nsteps = 10;
static int *steps = &nsteps, *me = &rank;

void point_steps_at_rank(void) { steps = me; } // never called

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, me);
  double sum = 0, x = rank;
  for (int i = 0; i < *steps; i++)
    MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0)
    printf("%g\n", sum);
  MPI_Finalize();
  return 0;
}
