// C++: like cxx_virtual_never_called_ok.cpp, but the program calls the second overload too,
// only through the base class pointer (its address is only in the vtable). It reads, while
// its receive is pending, through a local pointer a helper set to the receive buffer's
// block: the receive buffer. Its address only in the vtable, the function's parameter sets
// are those of the virtual call the inclusion binds: the pointer and the buffer share the
// vector's block, the race stays reported.
#include <mpi.h>
#include <cstdio>
#include <vector>

static void first(double **out, std::vector<double> &v) { *out = &v[0]; }

struct Comm {
  virtual ~Comm() {}
  virtual void exchange(std::vector<double> &send, std::vector<double> &recv) = 0;
  virtual void exchange(std::vector<double> &recv) = 0;
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
  void exchange(std::vector<double> &recv) override {
    MPI_Request req;
    MPI_Irecv(&recv[0], 1, MPI_DOUBLE, rank, 1, MPI_COMM_WORLD, &req);
    double *scale;
    first(&scale, recv);
    double s = scale[0]; // expect: mpi-buffer-race
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    recv[1] = s;
  }
};

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  Comm *c = new MpiComm(rank);
  std::vector<double> send(4, rank), recv(4);
  c->exchange(send, recv);
  std::vector<double> other(2, 1.0);
  c->exchange(other);
  std::printf("%d got %.0f\n", rank, recv[0]);
  delete c;
  MPI_Finalize();
  return 0;
}
