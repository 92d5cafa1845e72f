package dependence

import (
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/model"
)

// amongSrc: a communicator split by a colour that varies between the processes of
// MPI_COMM_WORLD (not between those of the new one), a collective on it under a conditional
// on a constant (line 10, the same everywhere) and one under the colour (line 12).
const amongSrc = `#include <mpi.h>
int main(int argc, char **argv) {
  int rank, n = 4;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int color = rank % 2;
  MPI_Comm half;
  MPI_Comm_split(MPI_COMM_WORLD, color, rank, &half);
  n = n * 2;
  if (n > 3) /*same*/
    MPI_Barrier(half);
  if (color) /*colour*/
    MPI_Barrier(half);
  MPI_Comm_free(&half);
  MPI_Finalize();
  return 0;
}`

// TestAmongSolvesTheCommunicatorOnlyForWhatVaries: a conditional the same on every process is
// the same among a communicator's processes without solving the communicator's own domain
// (a whole solve); one that varies between all the processes is asked of that domain, which
// knows the colour is the same among its processes.
func TestAmongSolvesTheCommunicatorOnlyForWhatVaries(t *testing.T) {
	p := irtest.Program(t, "clang", "t.c", amongSrc)
	r := Compute(p, &check.Config{Jobs: 1})
	split := mainSplit(t, p)
	main := split.CtorFn
	condAt := func(line int) int {
		for _, b := range main.Blocks {
			if len(main.CFG.Succ[b.Index]) == 2 && main.CondPos(b.Index).Line == line {
				return b.Index
			}
		}
		t.Fatalf("no conditional at line %d", line)
		return -1
	}
	same, colour := condAt(10), condAt(12)
	if r.CondVariesAmong(split, main, same) {
		t.Error("a conditional on a constant varies among the processes of the split communicator")
	}
	if len(r.splits) != 0 {
		t.Errorf("the split communicator's domain was solved for a conditional the same on every process")
	}
	if !r.CondVaries(Processes, main, colour) {
		t.Fatal("the colour does not vary between the processes of MPI_COMM_WORLD")
	}
	if r.CondVariesAmong(split, main, colour) {
		t.Error("the colour varies among the processes of the split communicator")
	}
	if len(r.splits) != 1 {
		t.Errorf("%d communicators' domains solved, want the split's", len(r.splits))
	}
}

// mainSplit is the communicator main's MPI_Comm_split makes.
func mainSplit(t *testing.T, p *model.Program) model.Comm {
	t.Helper()
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if f.IsMain() && e.Inst != nil && e.Inst.CalledFunction() == "MPI_Comm_split" {
					return model.Comm{Kind: model.CommVar, Ctor: e.Inst, CtorFn: f}
				}
			}
		}
	}
	t.Fatal("main's MPI_Comm_split not found")
	return model.Comm{}
}
