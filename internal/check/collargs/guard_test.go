package collargs

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/model"
)

// TestGuardedAgreesWithTheModel: the memoised walk answers like model.GuardedNonNull for
// every block of every function and every communicator its collectives use (and the
// parameters), on the corpus programs that test communicators against MPI_COMM_NULL and on
// an else-if chain of null tests.
func TestGuardedAgreesWithTheModel(t *testing.T) {
	files, _ := filepath.Glob("../../../tests/corpus/mpi-coll/comm_*.c")
	var progs []*model.Program
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		progs = append(progs, irtest.Program(t, "clang", filepath.Base(f), string(src)))
	}
	progs = append(progs, irtest.Program(t, "clang", "chain.c", `#include <mpi.h>
void g(MPI_Comm a, MPI_Comm b, int rank) {
  MPI_Comm c;
  MPI_Comm_split(a, rank % 2, rank, &c);
  if (rank == 0) MPI_Barrier(a);
  else if (c != MPI_COMM_NULL) { MPI_Barrier(c); if (rank > 2) MPI_Barrier(c); }
  else if (a != MPI_COMM_NULL) MPI_Barrier(a);
  else if (rank == 3) { if (b != MPI_COMM_NULL) MPI_Barrier(b); }
  else MPI_Barrier(b);
}
`))
	checked, guarded := 0, 0
	for _, p := range progs {
		for _, f := range p.Funcs {
			comms := []model.Comm{{Kind: model.CommParam, Param: 0}, {Kind: model.CommParam, Param: 1}}
			for _, b := range f.Blocks {
				for _, e := range b.Events {
					if e.IsCollective() {
						comms = append(comms, e.Comm())
					}
				}
			}
			g := &nonNullGuards{f: f, memo: map[guardKey]bool{}}
			// Blocks from last to first, then first to last: answers must not depend on
			// which blocks the memo already holds.
			for pass := 0; pass < 2; pass++ {
				for i := range f.Blocks {
					b := i
					if pass == 0 {
						b = len(f.Blocks) - 1 - i
					}
					for _, c := range comms {
						want := f.GuardedNonNull(b, c)
						if got := g.guarded(b, c); got != want {
							t.Errorf("%s block %d comm %s: guarded %v, model %v", f.Name, b, c, got, want)
						}
						checked++
						if want {
							guarded++
						}
					}
				}
			}
		}
	}
	if guarded == 0 || checked < 100 {
		t.Errorf("only %d answers checked, %d guarded: the test does not exercise the guard", checked, guarded)
	}
}
