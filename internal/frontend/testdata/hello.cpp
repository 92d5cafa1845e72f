#include <mpi.h>
#include <omp.h>
#include <vector>

template <typename T> T sum(const std::vector<T> &v) {
  T s{};
#pragma omp parallel for reduction(+ : s)
  for (std::size_t i = 0; i < v.size(); ++i)
    s += v[i];
  return s;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  std::vector<double> v(100, 1.0);
  double local = sum(v), total = 0;
  MPI_Allreduce(&local, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
