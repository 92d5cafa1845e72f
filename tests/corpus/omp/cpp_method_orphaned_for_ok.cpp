// C++: a class whose member function contains orphaned worksharing loops and
// a single, called by every thread of the parallel region, twice. The
// constructs bind to the team of the caller. Correct.
#include <omp.h>
#include <cstdio>
#include <vector>

class Grid {
public:
  explicit Grid(int n) : u_(n, 1.0), tmp_(n, 0.0), steps_(0) {}
  void relax() {
    const int n = static_cast<int>(u_.size());
#pragma omp for
    for (int i = 0; i < n; i++)
      tmp_[i] = 0.5 * u_[i];
#pragma omp for
    for (int i = 0; i < n; i++)
      u_[i] = tmp_[i] + 1.0;
#pragma omp single
    steps_++;
  }
  double first() const { return u_[0]; }
  int steps() const { return steps_; }

private:
  std::vector<double> u_, tmp_;
  int steps_;
};

int main() {
  Grid g(40);
#pragma omp parallel
  {
    g.relax();
    g.relax();
  }
  std::printf("u[0] = %.3f after %d steps\n", g.first(), g.steps());
  return 0;
}
