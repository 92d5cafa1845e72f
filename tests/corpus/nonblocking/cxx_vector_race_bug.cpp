// The twin of cxx_vector_race_ok.cpp with the bug: the loop that fills the send buffer
// also reads the vector the receive is posted into.
// Bug: x.recv_buf[i] is read while its MPI_Irecv is pending.
#include <mpi.h>
#include <cstdio>
#include <vector>

struct Exchange {
  std::vector<double> recv_buf;
  std::vector<double> send_buf;
  std::vector<int> elements;
};

static void exchange(Exchange &x, int rank, int size, int n) {
  x.recv_buf.resize(n);
  x.send_buf.resize(n);
  for (int i = 0; i < n; i++)
    x.elements.push_back(i);
  std::vector<double> scale(n, 2.0);
  int peer = (rank + 1) % size, from = (rank + size - 1) % size;
  MPI_Request req;
  MPI_Irecv(x.recv_buf.data(), n, MPI_DOUBLE, from, 0, MPI_COMM_WORLD, &req);
  for (int i = 0; i < n; i++)
    x.send_buf[i] = scale[i] * x.elements[i] + x.recv_buf[i]; // expect: mpi-buffer-race
  MPI_Send(x.send_buf.data(), n, MPI_DOUBLE, peer, 0, MPI_COMM_WORLD);
  MPI_Wait(&req, MPI_STATUS_IGNORE);
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += x.recv_buf[i];
  std::printf("%d got %.0f\n", rank, sum);
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  Exchange x;
  exchange(x, rank, size, 4);
  MPI_Finalize();
  return 0;
}
