/* The twin of null_handle_args_bug.c without the bug: handles initialised to 0 are
 * set by MPI_Comm_dup, MPI_Type_contiguous, MPI_Op_create or a helper before they are used,
 * and MPI_REPLACE is given to MPI_Accumulate, which accepts it. Correct. */
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>

static void my_sum(void *in, void *inout, int *len, MPI_Datatype *t) {
  for (int i = 0; i < *len; i++)
    ((int *)inout)[i] += ((int *)in)[i];
}

static void make_type(MPI_Datatype *t) {
  MPI_Type_contiguous(1, MPI_INT, t);
  MPI_Type_commit(t);
}

int main(int argc, char **argv) {
  int rank, v = 1, sum = 0, winbuf = 0;
  MPI_Comm comm = 0;
  MPI_Datatype type = 0, type2 = 0;
  MPI_Op op = 0;
  MPI_Win win;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_dup(MPI_COMM_WORLD, &comm);
  MPI_Type_contiguous(1, MPI_INT, &type);
  MPI_Type_commit(&type);
  make_type(&type2);
  MPI_Op_create(my_sum, 1, &op);
  MPI_Bcast(&v, 1, type, 0, comm);
  MPI_Allreduce(&v, &sum, 1, type2, op, comm);
  MPI_Win_create(&winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  MPI_Accumulate(&v, 1, MPI_INT, 0, 0, 1, MPI_INT, MPI_REPLACE, win);
  MPI_Win_fence(0, win);
  MPI_Win_free(&win);
  printf("%d: %d %d\n", rank, sum, winbuf);
  MPI_Op_free(&op);
  MPI_Type_free(&type);
  MPI_Type_free(&type2);
  MPI_Comm_free(&comm);
  MPI_Finalize();
  return 0;
}
