// C++: like cxx_alloc_free_wrappers_ok.cpp, with the received values copied out by a helper
// taking references (PENNANT copies its buffer elements with T::operator=). The helper reads
// and writes through its parameters and keeps neither: the buffer's address still goes
// nowhere a member array could come from. Correct.
#include <mpi.h>
#include <cstdio>
#include <cstdlib>

namespace Memory {
template <typename T> inline T *alloc(const int count) { return (T *)std::malloc(count * sizeof(T)); }
template <typename T> inline void free(T *ptr) { std::free(ptr); }
} // namespace Memory

template <typename T> inline void assign(T &to, const T &from) { to = from; }

struct Mesh {
  int n;
  int *pe;
  int *len;
  void gather(double *out) {
    double *buf = Memory::alloc<double>(n);
    MPI_Request *req = Memory::alloc<MPI_Request>(n);
    for (int i = 0; i < n; i++) {
      int p = pe[i];
      int l = len[i];
      MPI_Irecv(&buf[i], l, MPI_DOUBLE, p, 0, MPI_COMM_WORLD, &req[i]);
    }
    MPI_Waitall(n, req, MPI_STATUSES_IGNORE);
    for (int i = 0; i < n; i++)
      assign(out[i], buf[i]);
    Memory::free(req);
    Memory::free(buf);
  }
};

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double value = rank;
  MPI_Request sreq;
  MPI_Isend(&value, 1, MPI_DOUBLE, rank, 0, MPI_COMM_WORLD, &sreq);
  Mesh m;
  int pe[1] = {rank}, len[1] = {1};
  m.n = 1;
  m.pe = pe;
  m.len = len;
  double out[1];
  m.gather(out);
  MPI_Wait(&sreq, MPI_STATUS_IGNORE);
  std::printf("%d got %.0f\n", rank, out[0]);
  MPI_Finalize();
  return 0;
}
