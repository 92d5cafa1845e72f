/* Type and window constructors with invalid constant arguments (MPI-CorrBench
 * ArgError-MPITypeContiguous-Count, -MPITypeVector-Blocklength, -MPITypeVector-NewType,
 * -MPIWinCreate-size, -MPIWinCreate-dispUnit).
 * Bug: counts, block lengths and window sizes must not be negative, the displacement unit
 * must be positive, and newtype must point where MPI can write the handle. */
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int count = -1, buf[16];
  MPI_Datatype t1, t2, *nowhere = NULL;
  MPI_Win w1, w2;

  MPI_Init(&argc, &argv);
  MPI_Type_contiguous(count, MPI_INT, &t1); // expect: mpi-invalid-argument
  MPI_Type_vector(2, -1, 4, MPI_INT, &t2); // expect: mpi-invalid-argument
  MPI_Type_vector(2, 1, 4, MPI_INT, nowhere); // expect: mpi-invalid-argument
  MPI_Win_create(buf, -1, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &w1); // expect: mpi-invalid-argument
  MPI_Win_create(buf, sizeof buf, 0, MPI_INFO_NULL, MPI_COMM_WORLD, &w2); // expect: mpi-invalid-argument
  MPI_Type_free(&t1);
  MPI_Type_free(&t2);
  MPI_Win_free(&w1);
  MPI_Win_free(&w2);
  printf("done\n");
  MPI_Finalize();
  return 0;
}
