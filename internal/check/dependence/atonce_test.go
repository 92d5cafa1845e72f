package dependence

import (
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/irtest"
)

// atOnceSrc has a parallel region (the threads' domain, solved beside the processes' second
// solve), a communicator made by a split whose colour varies between the processes of
// MPI_COMM_WORLD but not between those of the new communicator (its domain solved when asked),
// a duplicate of it, and a conditional on the rank.
const atOnceSrc = `#include <mpi.h>
#include <omp.h>
int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int color = rank % 2;
  MPI_Comm half;
  MPI_Comm_split(MPI_COMM_WORLD, color, rank, &half);
  if (color) /*split*/
    MPI_Barrier(half);
  if (rank > 1) /*rank*/
    x = 1;
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) /*thread*/
      x += 2;
#pragma omp barrier
  }
  MPI_Comm dup;
  MPI_Comm_dup(half, &dup);
  MPI_Barrier(dup);
  MPI_Comm_free(&dup);
  MPI_Comm_free(&half);
  MPI_Finalize();
  return x;
}`

// TestSolveAtOnceAnswersAsOneAfterTheOther: with check -j 2, the threads' domain is solved
// beside the processes' (on its own copy of the points-to graph), a split communicator's
// domain only when asked, and every answer is the one solving them one after the other gives.
// Run with -race, it also checks that the solves share nothing they write.
func TestSolveAtOnceAnswersAsOneAfterTheOther(t *testing.T) {
	seq := Compute(irtest.Program(t, "clang", "t.c", atOnceSrc), &check.Config{})
	p := irtest.Program(t, "clang", "t.c", atOnceSrc)
	par := Compute(p, &check.Config{Jobs: 2})
	if par.solvers[Threads] == nil {
		t.Errorf("-j 2: the threads' domain was not solved beside the processes'")
	}
	if len(par.splits) != 0 {
		t.Errorf("-j 2: %d communicators solved ahead of any question, want none", len(par.splits))
	}
	// Solved on its own copy of the graph: a solver writes to its graph as it solves.
	if s := par.solvers[Threads]; s != nil && (s.pt == par.pt || s.pt == par.solvers[Processes].pt) {
		t.Errorf("-j 2: the threads' domain was solved on the processes' graph")
	}
	split := mainSplit(t, p)
	checked := 0
	for i, f := range p.Funcs {
		sf := seq.prog.Funcs[i]
		for _, b := range f.Blocks {
			if len(f.CFG.Succ[b.Index]) < 2 {
				continue
			}
			for _, d := range []Domain{Processes, Threads} {
				if got, want := par.CondVaries(d, f, b.Index), seq.CondVaries(d, sf, b.Index); got != want {
					t.Errorf("%s block %d, %v: -j 2 says varies=%v, one after the other %v", f.Name, b.Index, d, got, want)
				}
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no conditional found")
	}
	// The split's colour (line 10) is uniform among the processes of the new communicator.
	found := false
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			if len(f.CFG.Succ[b.Index]) == 2 && f.CondPos(b.Index).Line == 10 {
				found = true
				if par.CondVariesAmong(split, f, b.Index) {
					t.Errorf("-j 2: the colour varies among the processes of the split communicator")
				}
				if !par.CondVaries(Processes, f, b.Index) {
					t.Errorf("-j 2: the colour does not vary between the processes of MPI_COMM_WORLD")
				}
			}
		}
	}
	if !found {
		t.Error("the conditional on the colour was not found")
	}
}

// TestDropOnPanicForgetsTheSolver: a solve that panics in a goroutine of solveAtOnce leaves
// no solver behind (the domain is solved again on its first question, where the analysis
// that asks reports the panic as its error), and does not end the process.
func TestDropOnPanicForgetsTheSolver(t *testing.T) {
	s := &solver{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer dropOnPanic(&s)
		var m map[string]int
		m["x"] = 1 // panics
	}()
	<-done
	if s != nil {
		t.Error("the solver of a solve that panicked was kept")
	}
	kept := &solver{}
	func() {
		defer dropOnPanic(&kept)
	}()
	if kept == nil {
		t.Error("dropOnPanic forgot the solver of a solve that did not panic")
	}
}
