// Handles created and not freed before MPI_Finalize on some path.
// Bug: each leaked communicator, group, datatype, operation or persistent request holds
// memory in the MPI library (communicators also a context id, of which there are a few
// thousand): a loop creating them eventually fails.
#include <mpi.h>

static void add(void *in, void *inout, int *len, MPI_Datatype *t) {
  for (int i = 0; i < *len; i++)
    ((int *)inout)[i] += ((int *)in)[i];
}

int main(int argc, char **argv) {
  int rank, x = 1, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);

  MPI_Comm dup;
  for (int i = 0; i < 10; i++) {
    MPI_Comm_dup(MPI_COMM_WORLD, &dup); // expect: mpi-resource-leak
    MPI_Barrier(dup);
  }
  MPI_Comm_free(&dup);

  MPI_Group group;
  MPI_Comm_group(MPI_COMM_WORLD, &group); // expect: mpi-resource-leak
  int gsize;
  MPI_Group_size(group, &gsize);
  if (gsize > 4)
    MPI_Group_free(&group);

  MPI_Op op;
  MPI_Op_create(add, 1, &op); // expect: mpi-resource-leak
  MPI_Allreduce(&x, &y, 1, MPI_INT, op, MPI_COMM_WORLD);

  MPI_Request req;
  MPI_Recv_init(&y, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_SELF, &req); // expect: mpi-resource-leak
  MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_SELF);
  MPI_Start(&req);
  MPI_Wait(&req, MPI_STATUS_IGNORE);

  MPI_Finalize();
  return 0;
}
