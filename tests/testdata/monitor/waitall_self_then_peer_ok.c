// MPI_Waitall over requests of which the first ones complete at once (a receive matched by a
// send to oneself, that send) and the others once the peer sends: the monitor's walk
// completes the finished ones and waits for the rest. Twin: waitall_self_then_peer_deadlock_bug.c.
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, size, a = 1, b = 0, c = 0, d = 2;
  MPI_Request r[4];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int peer = size > 1 ? 1 - rank % 2 : rank;
  if (rank < 2) {
    MPI_Irecv(&c, 1, MPI_INT, rank, 5, MPI_COMM_WORLD, &r[0]);
    MPI_Isend(&d, 1, MPI_INT, rank, 5, MPI_COMM_WORLD, &r[1]);
    MPI_Irecv(&b, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, &r[2]);
    MPI_Isend(&a, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, &r[3]);
    MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
    printf("rank %d got %d %d, requests null: %d %d %d %d\n", rank, b, c, r[0] == MPI_REQUEST_NULL,
           r[1] == MPI_REQUEST_NULL, r[2] == MPI_REQUEST_NULL, r[3] == MPI_REQUEST_NULL);
  }
  MPI_Finalize();
  return 0;
}
