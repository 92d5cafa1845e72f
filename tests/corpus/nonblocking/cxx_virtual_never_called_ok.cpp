// C++: like Quicksilver's MpiCommObject, a class implements both overloads of a virtual
// exchange, and the program calls one of them only (through a base class pointer). The
// other sits in the vtable but nothing calls it: its reference parameters are given
// nothing, and the offsets it writes into a local vector's own block while its receives are
// pending are never the receive buffer (it never runs here). The overload that runs waits
// before reading. Correct.
#include <mpi.h>
#include <cstdio>
#include <vector>

struct Comm {
  virtual ~Comm() {}
  virtual void exchange(std::vector<double> &send, std::vector<double> &recv) = 0;
  virtual void exchange(const std::vector<int> &counts, std::vector<double> &recv) = 0;
};

struct MpiComm : Comm {
  int rank;
  explicit MpiComm(int r) : rank(r) {}
  void exchange(std::vector<double> &send, std::vector<double> &recv) override {
    MPI_Request req[2];
    MPI_Irecv(&recv[0], (int)recv.size(), MPI_DOUBLE, rank, 0, MPI_COMM_WORLD, &req[0]);
    MPI_Isend(&send[0], (int)send.size(), MPI_DOUBLE, rank, 0, MPI_COMM_WORLD, &req[1]);
    MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
  }
  void exchange(const std::vector<int> &counts, std::vector<double> &recv) override {
    int n = (int)counts.size();
    std::vector<int> offset(n + 1);
    std::vector<MPI_Request> req(n);
    offset[0] = 0;
    for (int i = 0; i < n; i++) {
      MPI_Irecv(&recv[0] + offset[i], counts[i], MPI_DOUBLE, rank, i, MPI_COMM_WORLD, &req[i]);
      offset[i + 1] = offset[i] + counts[i];
    }
    MPI_Waitall(n, &req[0], MPI_STATUSES_IGNORE);
  }
};

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  Comm *c = new MpiComm(rank);
  std::vector<double> send(4, rank), recv(4);
  c->exchange(send, recv);
  std::printf("%d got %.0f\n", rank, recv[0]);
  delete c;
  MPI_Finalize();
  return 0;
}
