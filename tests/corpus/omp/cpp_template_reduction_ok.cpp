// C++: a function template with an orphaned worksharing loop with reduction,
// instantiated for int and double and called by every thread of a parallel
// region; a uniform condition (the vector size, the same for all threads)
// chooses whether the second call happens. Correct.
#include <omp.h>
#include <cstdio>
#include <vector>

template <typename T> T sum_all(const std::vector<T> &v) {
  static T result; // one shared variable per instantiation
#pragma omp single
  result = T(0);
#pragma omp for reduction(+ : result)
  for (long i = 0; i < static_cast<long>(v.size()); i++)
    result += v[i];
  return result;
}

int main() {
  std::vector<int> vi(100, 1);
  std::vector<double> vd(50, 0.5);
  int si = 0;
  double sd = 0.0;
#pragma omp parallel
  {
    int a = sum_all(vi);
    double b = 0.0;
    if (vd.size() > 10)
      b = sum_all(vd);
#pragma omp master
    {
      si = a;
      sd = b;
    }
  }
  std::printf("%d %.1f\n", si, sd);
  return 0;
}
