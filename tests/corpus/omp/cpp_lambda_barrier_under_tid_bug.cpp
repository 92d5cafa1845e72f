// C++: an orphaned barrier inside a lambda (its own function, operator()),
// called only by thread 0 of the team. The lambda alone is correct; the call
// site in the parallel region acts as a barrier that the other threads never
// reach (inter-procedural replacement, seed 002 Listing 1.2 pattern).
// Run time (2+ threads): thread 0 waits at the barrier inside the lambda, the
// other threads at the end of the parallel region: deadlock.
#include <omp.h>
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> owner(64, -1);
  auto sync = [&owner](int me) {
    owner[me % 64] = me;
#pragma omp barrier
  };
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    if (me == 0)
      sync(me); // expect: omp-barrier-divergence
  }
  std::printf("owner[0] = %d\n", owner[0]);
  return 0;
}
