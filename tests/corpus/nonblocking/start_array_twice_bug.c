/* Twin of start_array_loop_ok.c: the same preposted array, but one element is started a
 * second time, before anything completes it.
 * Bug: MPI_Start on a request that is still active (MPI-4.0 §3.9). */
#include <mpi.h>
#include <stdio.h>

#define NRECV 4

static int inbox[NRECV];
static MPI_Request reqs[NRECV];

int main(int argc, char **argv) {
  int rank, size, i, index, got = 0, one = 1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  for (i = 0; i < NRECV; i++)
    MPI_Recv_init(&inbox[i], 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &reqs[i]);
  MPI_Start(&reqs[0]);
  MPI_Start(&reqs[0]); // expect: mpi-missing-completion
  for (i = 1; i < NRECV; i++)
    MPI_Start(&reqs[i]);
  for (i = 0; i < NRECV; i++)
    MPI_Send(&one, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
  for (i = 0; i < NRECV; i++) {
    MPI_Waitany(NRECV, reqs, &index, MPI_STATUS_IGNORE);
    got += inbox[index];
  }
  for (i = 0; i < NRECV; i++)
    MPI_Request_free(&reqs[i]);
  printf("%d got %d\n", rank, got);
  MPI_Finalize();
  return 0;
}
