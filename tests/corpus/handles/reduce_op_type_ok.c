/* The twin of reduce_op_type_bug.c without the bug: the logical operation is applied to
 * ints, the floats are summed whatever argc says, and MPI_MAXLOC takes value-index pairs.
 * Correct. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, b = 1, br = 0;
  float f = 1.5f, fr = 0;
  struct {
    double v;
    int i;
  } d, dr;
  MPI_Op op = MPI_SUM;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1)
    op = MPI_LXOR;
  MPI_Allreduce(&b, &br, 1, MPI_INT, op, MPI_COMM_WORLD);
  MPI_Allreduce(&f, &fr, 1, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
  d.v = 2.0;
  d.i = rank;
  MPI_Reduce(&d, &dr, 1, MPI_DOUBLE_INT, MPI_MAXLOC, 0, MPI_COMM_WORLD);
  MPI_Allreduce(&b, &br, 1, MPI_INT, MPI_BOR, MPI_COMM_WORLD);
  printf("%d: %d %g %g\n", rank, br, fr, dr.v);
  MPI_Finalize();
  return 0;
}
