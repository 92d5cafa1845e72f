// Like table_alloc_blocks_ok.c, but the receive buffer itself is read while the receive is
// pending: a race, whichever block the table's allocator made.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  void *(*alloc)(size_t, size_t);
  void (*release)(void *);
} funcs_t;

typedef struct {
  int nprocs;
  int *procs;  // neighbours
  int *starts; // offsets of their slices in the receive buffer
} pkg_t;

static void *table_calloc(size_t n, size_t size) {
  void *p = calloc(n, size);
  if (p == NULL)
    abort();
  return p;
}

static void table_free(void *p) { free(p); }

static pkg_t *pkg_create(const funcs_t *f, int rank, int size) {
  pkg_t *pkg = (*f->alloc)(1, sizeof(pkg_t));
  pkg->nprocs = 1;
  pkg->procs = (*f->alloc)(1, sizeof(int));
  pkg->starts = (*f->alloc)(2, sizeof(int));
  pkg->procs[0] = (rank + size - 1) % size;
  pkg->starts[0] = 0;
  pkg->starts[1] = 4;
  return pkg;
}

static void exchange(const funcs_t *f, pkg_t *pkg, int rank, int size) {
  double *recv = (*f->alloc)(pkg->starts[pkg->nprocs], sizeof(double));
  double mine[4] = {rank, rank, rank, rank};
  MPI_Request reqs[1];
  for (int i = 0; i < pkg->nprocs; i++) {
    int from = pkg->procs[i];
    int start = pkg->starts[i];
    int len = pkg->starts[i + 1] - start;
    MPI_Irecv(&recv[start], len, MPI_DOUBLE, from, 0, MPI_COMM_WORLD, &reqs[i]);
  }
  mine[0] += recv[0]; // expect: mpi-buffer-race
  MPI_Send(mine, 4, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD);
  MPI_Waitall(pkg->nprocs, reqs, MPI_STATUSES_IGNORE);
  printf("%d: %g\n", rank, recv[0]);
  (*f->release)(recv);
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  funcs_t f = {table_calloc, table_free};
  pkg_t *pkg = pkg_create(&f, rank, size);
  exchange(&f, pkg, rank, size);
  (*f.release)(pkg->procs);
  (*f.release)(pkg->starts);
  (*f.release)(pkg);
  MPI_Finalize();
  return 0;
}
