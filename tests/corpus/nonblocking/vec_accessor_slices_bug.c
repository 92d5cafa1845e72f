/* Twin of vec_accessor_slices_ok.c: the send reads the receive array (Quicksilver's exchange
 * with the two arrays mixed up): the accessor's result is the receive array's storage, made
 * by the same call of vec_init, while the receive is pending.
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
  MPI_Isend(vec_at(&recv, *ivec_at(&off, 0)), *ivec_at(&off, 1) - *ivec_at(&off, 0), MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD, &req[1]); // expect: mpi-buffer-race
  MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
  printf("%g\n", *vec_at(&recv, 0));
  MPI_Finalize();
  return 0;
}
