/* The twin of constructor_args_bug.c without the bug: counts, block lengths and window
 * sizes of 0 or more, a positive displacement unit, newtype pointing to a handle (stored
 * after a null pointer initialisation). Correct. */
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int count = 0, buf[16];
  MPI_Datatype t1, t2, *where = NULL;
  MPI_Win w1, w2;

  MPI_Init(&argc, &argv);
  where = &t2;
  MPI_Type_contiguous(count, MPI_INT, &t1);
  MPI_Type_vector(2, 1, 4, MPI_INT, where);
  MPI_Type_free(&t1);
  MPI_Type_free(&t2);
  MPI_Win_create(buf, 0, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &w1);
  MPI_Win_create(buf, sizeof buf, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &w2);
  MPI_Win_free(&w1);
  MPI_Win_free(&w2);
  printf("done\n");
  MPI_Finalize();
  return 0;
}
