package handles

import (
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// A counted loop whose counter nothing reads after the loop, then a leaked communicator: the
// counter is dropped on leaving the loop, the blocks after it are evaluated a few times only,
// and the flow still finds the leak it found when every block was evaluated every round.
const countedLoopThenLeak = `#include <mpi.h>
int main(int argc, char **argv) {
  MPI_Comm c;
  int n = argc;
  double x = 0;
  MPI_Init(&argc, &argv);
  for (int k = 0; k < n; k++)
    x += k;
  MPI_Comm_dup(MPI_COMM_WORLD, &c);
  if (x > 1)
    x = 2;
  else
    x = 3;
  MPI_Finalize();
  return 0;
}
`

func TestSettledBlocksAreSkippedAndDeadCountersDropped(t *testing.T) {
	p := irtest.Program(t, "clang", "loop.c", countedLoopThenLeak)
	var main *model.Function
	for _, f := range p.Funcs {
		if f.IR.Name == "main" {
			main = f
		}
	}
	if main == nil {
		t.Fatal("no main")
	}
	fl := newFlow(main, 0)
	fl.run()
	if !fl.converged {
		t.Fatal("the flow did not converge")
	}
	// The loop runs until its counter's set of values becomes unknown (maxVals+1 rounds);
	// the blocks after the loop's exit block are evaluated once or twice, not every round.
	loops := main.Loops()
	exit := -1
	for b := range main.Blocks {
		if loops.Of[b] == nil {
			for _, p := range main.CFG.Pred[b] {
				if loops.Of[p] != nil {
					exit = b
				}
			}
		}
	}
	if exit < 0 {
		t.Fatal("no loop exit")
	}
	ret := -1
	for b := range main.Blocks {
		if loops.Of[b] == nil && b != exit && b != 0 && fl.evals[b] > 2 {
			t.Errorf("block %d after the loop evaluated %d times: it settled after the first rounds", b, fl.evals[b])
		}
		if t := main.Terminator(b); t != nil && t.Op == "ret" {
			ret = b
		}
	}
	// The counter k is dead after the loop and gone from the state.
	k := fl.counterLoc(t)
	if _, ok := fl.in[ret].locs[k]; ok {
		t.Errorf("the dead counter %s is still in the state at the return: %v", k, fl.in[ret].locs)
	}
	if leaks := fl.leaks(); len(leaks) != 1 {
		t.Errorf("leaks = %d, want the communicator of MPI_Comm_dup", len(leaks))
	}
}

// counterLoc returns the location key of the variable that a store of an `add` updates.
func (fl *flow) counterLoc(t *testing.T) string {
	t.Helper()
	for _, b := range fl.fn.Blocks {
		for _, in := range b.IR.Insts {
			if in.Op == "store" && len(in.Operands) == 2 && in.Operands[0].Kind == llvmir.ValLocal {
				if d := fl.fn.Def(in.Operands[0].Name); d != nil && d.Op == "add" {
					k, _ := fl.tracked(in.Operands[1])
					return k
				}
			}
		}
	}
	t.Fatal("no counter")
	return ""
}
