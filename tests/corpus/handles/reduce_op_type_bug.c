/* Predefined reduction operations given datatypes they are not defined for (MPI-4.0
 * §6.9.2): a logical operation on floats, chosen by argc (1 when the program is started
 * without arguments), and MPI_MAXLOC on plain doubles.
 * Bug: MPI reports an invalid operation for the datatype. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank;
  float f = 1.5f, fr = 0;
  double d = 2.0, dr[2];
  MPI_Op op = MPI_SUM;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1)
    op = MPI_LXOR;
  MPI_Allreduce(&f, &fr, 1, MPI_FLOAT, op, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  MPI_Reduce(&d, dr, 1, MPI_DOUBLE, MPI_MAXLOC, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  printf("%d: %g %g\n", rank, fr, dr[0]);
  MPI_Finalize();
  return 0;
}
