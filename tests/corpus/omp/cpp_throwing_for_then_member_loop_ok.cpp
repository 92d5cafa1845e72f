// C++: a member function called by every thread loops over a shared member count; each
// trip runs a worksharing loop whose body may throw (std::vector::at) and a barrier. A
// thread that throws ends the program (nothing catches), so the throw paths do not make the
// code after the worksharing loop "run only on some threads": every thread reaches each
// barrier equally often. Correct.
#include <omp.h>
#include <cstdio>
#include <vector>

struct Exchange {
  int nswap;
  std::vector<double> buf;
  void run(const std::vector<double> &atoms) {
    for (int iswap = 0; iswap < nswap; iswap++) {
#pragma omp for
      for (int i = 0; i < static_cast<int>(atoms.size()); i++)
        buf.at(i) += atoms.at(i);
#pragma omp barrier
    }
  }
};

int main() {
  Exchange x;
  x.nswap = 3;
  x.buf.assign(64, 0.0);
  std::vector<double> atoms(64, 1.0);
#pragma omp parallel
  x.run(atoms);
  std::printf("buf[0] = %.1f\n", x.buf[0]);
  return 0;
}
