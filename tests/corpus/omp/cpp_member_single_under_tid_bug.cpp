// C++: a member function holds a `single` guarded by a data member that was
// set from omp_get_thread_num(); each thread has its own Worker, so the
// condition is thread-dependent and only the leader encounters the single.
// The divergence is inside Worker::step (reported at the single's line, for
// the construct and for its implicit barrier).
// Run time (2+ threads): the leader waits at the single's implicit barrier,
// the other threads at the end of the parallel region: deadlock.
#include <omp.h>
#include <cstdio>

static int shared_total = 0;

struct Worker {
  int id;
  explicit Worker(int i) : id(i) {}
  void step() {
    if (id == 0) {
#pragma omp single // expect: omp-worksharing-divergence, omp-barrier-divergence
      shared_total += 100;
    }
  }
};

int main() {
#pragma omp parallel
  {
    Worker w(omp_get_thread_num());
    w.step();
  }
  std::printf("total = %d\n", shared_total);
  return 0;
}
