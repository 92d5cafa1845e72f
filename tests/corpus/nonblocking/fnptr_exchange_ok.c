// A crystal-router-like exchange (Nekbone's gs.c cr_exec): the exchange function is stored
// into a struct of the program and called only through it (`r->exec(...)`). While its
// receive is pending it reads the schedule and the communicator's fields, not the receive
// buffer: correct. The function's address is taken, but only the program's own indirect call
// runs it, so the memory model answers for its parameters with what that call passes (the
// schedule, the buffer and the data are three different blocks).
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct comm { MPI_Comm c; int np, id; };
struct stage { int partner, nsend, nrecv; };
struct remote {
  void (*exec)(struct remote *r, struct comm *comm, double *buf, double *data);
  struct stage *stages;
  int nstages;
};

static void comm_irecv(MPI_Request *req, const struct comm *c, void *p, int n, int src, int tag) {
  MPI_Irecv(p, n, MPI_DOUBLE, src, tag, c->c, req);
}

static void exchange(struct remote *r, struct comm *comm, double *buf, double *data) {
  const struct stage *stage = r->stages;
  for (int k = 0; k < r->nstages; k++) {
    MPI_Request req;
    comm_irecv(&req, comm, buf, stage[k].nrecv, stage[k].partner, comm->np + k);
    int n = stage[k].nsend; // the schedule, not the buffer
    if (comm->np > 1 && n > 0)
      MPI_Send(data, n, MPI_DOUBLE, stage[k].partner, comm->np + k, comm->c);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    data[0] += buf[0];
  }
}

static void setup(struct remote *r, int rank) {
  r->exec = exchange;
  r->nstages = 1;
  r->stages = malloc(sizeof(struct stage));
  r->stages[0].partner = rank ^ 1;
  r->stages[0].nsend = 1;
  r->stages[0].nrecv = 1;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  struct comm comm;
  comm.c = MPI_COMM_WORLD;
  MPI_Comm_size(comm.c, &comm.np);
  MPI_Comm_rank(comm.c, &comm.id);
  if (comm.np % 2 != 0) {
    MPI_Finalize();
    return 0;
  }
  struct remote r;
  setup(&r, comm.id);
  double *buf = calloc(4, sizeof(double)), *data = calloc(4, sizeof(double));
  data[0] = comm.id;
  r.exec(&r, &comm, buf, data);
  printf("%d: %g\n", comm.id, data[0]);
  free(r.stages);
  free(buf);
  free(data);
  MPI_Finalize();
  return 0;
}
