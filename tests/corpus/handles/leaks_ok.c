// Every handle freed on every path: in the loop that creates it, after a null test, or
// kept in a global for later (not followed).
#include <mpi.h>

static void add(void *in, void *inout, int *len, MPI_Datatype *t) {
  for (int i = 0; i < *len; i++)
    ((int *)inout)[i] += ((int *)in)[i];
}

MPI_Comm saved;

int main(int argc, char **argv) {
  int rank, x = 1, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);

  for (int i = 0; i < 10; i++) {
    MPI_Comm dup;
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Barrier(dup);
    MPI_Comm_free(&dup);
  }

  MPI_Comm half;
  MPI_Comm_split(MPI_COMM_WORLD, rank < 2 ? 0 : MPI_UNDEFINED, rank, &half);
  if (half != MPI_COMM_NULL && half != MPI_COMM_WORLD)
    MPI_Comm_free(&half);

  MPI_Comm kept;
  MPI_Comm_dup(MPI_COMM_WORLD, &kept);
  saved = kept;

  MPI_Group group;
  MPI_Comm_group(MPI_COMM_WORLD, &group);
  int gsize;
  MPI_Group_size(group, &gsize);
  MPI_Group_free(&group);

  MPI_Op op;
  MPI_Op_create(add, 1, &op);
  MPI_Allreduce(&x, &y, 1, MPI_INT, op, MPI_COMM_WORLD);
  MPI_Op_free(&op);

  MPI_Request req;
  MPI_Recv_init(&y, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_SELF, &req);
  MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_SELF);
  MPI_Start(&req);
  MPI_Wait(&req, MPI_STATUS_IGNORE);
  MPI_Request_free(&req);

  MPI_Comm_free(&saved);
  MPI_Finalize();
  return 0;
}
