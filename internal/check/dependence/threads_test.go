package dependence

import (
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
)

// TestThreadsSolveOnlyTeamCode: in the threads domain, a function only the initial thread
// runs is not solved at all (nothing in it can differ between the threads of a team); the
// parallel region and what it calls are.
func TestThreadsSolveOnlyTeamCode(t *testing.T) {
	p := irtest.Program(t, "clang", "t.c", `#include <omp.h>
static int setup(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
static int work(int i) { return i * omp_get_thread_num(); }
int main(int argc, char **argv) {
  int total = setup(argc), me = 0;
#pragma omp parallel
  {
    me = work(total);
#pragma omp barrier
  }
  return me;
}`)
	r := Compute(p, nil)
	s := r.solver(Threads)
	solved := map[string]bool{}
	for _, f := range s.prog.Funcs {
		if s.stateIf(f) != nil {
			solved[f.Name] = true
		}
	}
	if solved["setup"] || solved["main"] {
		t.Errorf("functions only the initial thread runs were solved: %v", solved)
	}
	if !solved["work"] {
		t.Errorf("work, called in the parallel region, was not solved: %v", solved)
	}
}
