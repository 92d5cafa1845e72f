// The twin of cpp_throwing_for_then_member_loop_ok.cpp with the bug: the trip count of the
// loop around the barrier depends on the thread number.
// Bug: thread 0 meets the barrier once, the others twice: the team deadlocks.
#include <omp.h>
#include <cstdio>
#include <vector>

struct Exchange {
  std::vector<double> buf;
  void run(const std::vector<double> &atoms) {
    int nswap = omp_get_thread_num() == 0 ? 1 : 2;
    for (int iswap = 0; iswap < nswap; iswap++) {
#pragma omp for // expect: omp-worksharing-divergence, omp-barrier-divergence
      for (int i = 0; i < static_cast<int>(atoms.size()); i++)
        buf.at(i) += atoms.at(i);
#pragma omp barrier // expect: omp-barrier-divergence
    }
  }
};

int main() {
  Exchange x;
  x.buf.assign(64, 0.0);
  std::vector<double> atoms(64, 1.0);
#pragma omp parallel
  x.run(atoms);
  std::printf("buf[0] = %.1f\n", x.buf[0]);
  return 0;
}
