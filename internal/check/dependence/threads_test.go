package dependence

import (
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/model"
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

// TestThreadedThroughPointers: a function whose address is taken is team code only when a
// team may call it: through a pointer called in a parallel region (byPointer), or from a
// library the program gives its address to (cmp, given to qsort, which may call it on any
// thread). One the initial thread alone calls through a pointer (setupHook: the region's call
// through a pointer cannot run it, its type differs), or that only the initial thread's code
// calls (report), is not.
func TestThreadedThroughPointers(t *testing.T) {
	p := irtest.Program(t, "clang", "t.c", `#include <omp.h>
#include <stdlib.h>
static void report(double *x) { *x += 1; }
static void setupHook(double *x) { report(x); }
static int byPointer(int x) { return x * omp_get_thread_num(); }
static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
void (*hook)(double *) = setupHook;
int (*work)(int) = byPointer;
int main(int argc, char **argv) {
  int v[4] = {3, 1, 2, 0}, me = argc;
  double d = argc;
  hook(&d);
  qsort(v, 4, sizeof v[0], cmp);
#pragma omp parallel
  {
    me = work(me);
#pragma omp barrier
  }
  return me + v[0] + (int)d;
}`)
	threaded := threadedNames(p)
	for _, name := range []string{"byPointer", "cmp"} {
		if !threaded[name] {
			t.Errorf("%s may run in a team, but is not threaded: %v", name, threaded)
		}
	}
	for _, name := range []string{"setupHook", "report", "main"} {
		if threaded[name] {
			t.Errorf("%s runs on the initial thread only, but is threaded: %v", name, threaded)
		}
	}
}

// TestThreadedWithoutMain: in a file without main, code elsewhere may call any function whose
// address is taken, from a parallel region: work is team code although the only call through a
// pointer here is in two functions that call each other and that nothing here calls (none of
// them without a caller here).
func TestThreadedWithoutMain(t *testing.T) {
	p := irtest.Program(t, "clang", "t.c", `static void work(double *x) { *x += 1; }
void (*ops)(double *) = work;
void a(double *x, int n);
void b(double *x, int n) { if (n > 0) a(x, n - 1); ops(x); }
void a(double *x, int n) { if (n > 0) b(x, n - 1); }
void api(double *x) { *x = 0; }`)
	threaded := threadedNames(p)
	if !threaded["work"] || !threaded["api"] {
		t.Errorf("work (address taken) and api (called from elsewhere) may run in a team, threaded: %v", threaded)
	}
}

// threadedNames names the functions threadedFuncs finds.
func threadedNames(p *model.Program) map[string]bool {
	out := map[string]bool{}
	for f := range threadedFuncs(p) {
		out[f.Name] = true
	}
	return out
}
