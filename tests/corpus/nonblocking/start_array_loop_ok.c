/* Persistent receives preposted into an array, one MPI_Start per element in a loop, then
 * restarted one by one as MPI_Waitany completes them (graph500's AML layer).
 * Correct: each start is on an element that is not active — the loop starts a different
 * element at each iteration, and a restart follows the completion of that element. */
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
  for (i = 0; i < NRECV; i++)
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
