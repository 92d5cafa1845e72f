// Like waitall_self_then_peer_ok.c, but neither rank sends to the other: each MPI_Waitall
// waits for the other rank's message forever. The requests completed at once (to and from
// oneself) must not appear in the wait state: the cycle is rank 0 -> rank 1 -> rank 0
// (tests/monitor_test.go TestMonitorWaitallWaitsForPeer reads it).
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, size, b = 0, c = 0, d = 2;
  MPI_Request r[4];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int peer = size > 1 ? 1 - rank % 2 : rank;
  if (rank < 2) {
    MPI_Irecv(&c, 1, MPI_INT, rank, 5, MPI_COMM_WORLD, &r[0]);
    MPI_Isend(&d, 1, MPI_INT, rank, 5, MPI_COMM_WORLD, &r[1]);
    MPI_Irecv(&b, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, &r[2]);
    r[3] = MPI_REQUEST_NULL;
    MPI_Waitall(4, r, MPI_STATUSES_IGNORE); // monitor-expect: deadlock
    printf("rank %d got %d %d\n", rank, b, c);
  }
  MPI_Finalize();
  return 0;
}
