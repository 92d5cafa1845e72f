/* Quicksilver's MpiCommObject::exchange in C: two growable arrays whose storage a helper
 * allocates and stores into the array object (not returned), and accessors returning
 * &v->data[i], like std::vector's constructor and operator[]. The receive lands in one array,
 * the send reads the other, at offsets read through the accessor of a third array.
 * Correct: the three arrays' storage are three blocks.
 * (Once four false buffer races, issue 13: the accessor's result was unknown memory, and the
 * two blocks came from one allocation site inside vec_init. The accessor's result is now the
 * memory read from the array object given to it, and the inclusion sets make an object per
 * call of vec_init; vec_accessor_slices_bug.c is the twin.)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct vec { double *data; int n; };
struct ivec { int *data; int n; };

static void vec_init(struct vec *v, int n) { v->data = malloc(n * sizeof(double)); v->n = n; }
static double *vec_at(struct vec *v, int i) { return &v->data[i]; }
static int *ivec_at(struct ivec *v, int i) { return &v->data[i]; }

int main(int argc, char **argv)
{
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  struct vec send, recv;
  struct ivec off;
  vec_init(&send, 8);
  vec_init(&recv, 8);
  off.data = malloc(2 * sizeof(int)); off.n = 2;
  off.data[0] = 0; off.data[1] = 8;
  for (int i = 0; i < 8; i++) *vec_at(&send, i) = rank;
  MPI_Request req[2];
  MPI_Irecv(vec_at(&recv, *ivec_at(&off, 0)), *ivec_at(&off, 1) - *ivec_at(&off, 0), MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req[0]);
  MPI_Isend(vec_at(&send, *ivec_at(&off, 0)), *ivec_at(&off, 1) - *ivec_at(&off, 0), MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD, &req[1]);
  MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
  printf("%g\n", *vec_at(&recv, 0));
  MPI_Finalize();
  return 0;
}
