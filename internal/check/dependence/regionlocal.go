package dependence

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// A uniform value stored under a varying conditional is, after the conditional's branches
// join, held by the processes that ran the store and not by the others: the store marks its
// memory varying (st.cdVary). A local variable used only inside that region is never read
// after the join: `if (rank < participants) { int recv_count = MAX; ...
// MPI_Allgather(..., recv_count, ...); }`, or a loop counter `for (i = 0; i < participants;
// i++)` reset and read only there (MPI-CorrBench's coll2, coll3, coll4, coll7). All the
// processes that run the region run its blocks that no other varying conditional controls
// the same number of times, in the same order, so a uniform value stored there is the same
// for every process that reads it. The region must be entered at most once per call (its
// conditional in no loop), and the store controlled by no other varying conditional (a store
// under a nested one still marks the local).

// regionLocal reports whether ptr is a local variable of f whose loads and stores are all in
// blocks controlled by the one varying conditional that controls block b, which is in no loop.
func (s *solver) regionLocal(f *model.Function, b int, ptr *llvmir.Value) bool {
	if ptr.Kind != llvmir.ValLocal {
		return false
	}
	if d := f.Def(ptr.Name); d == nil || d.Op != "alloca" {
		return false
	}
	ctrl := s.varyingControl(f, b)
	if len(ctrl) != 1 {
		return false
	}
	c := ctrl[0]
	if f.Loops().Of[c] != nil {
		return false
	}
	for _, u := range f.Uses(ptr.Name) {
		switch {
		case (u.Op == "call" || u.Op == "invoke") && strings.HasPrefix(u.CalledFunction(), "llvm.dbg."):
			continue
		case u.Op == "load" && len(u.Operands) == 1 && u.Operands[0].Name == ptr.Name:
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Name == ptr.Name && u.Operands[0].Name != ptr.Name:
		default:
			return false
		}
		if u.Block == nil || !containsInt(s.varyingControl(f, u.Block.Index), c) {
			return false
		}
	}
	return true
}

// varyingControl lists the varying conditionals block b is control dependent on, directly or
// through other conditionals (the relation controlDependence follows).
func (s *solver) varyingControl(f *model.Function, b int) []int {
	pdf := f.PDFSurvivors()
	var out []int
	seen := map[int]bool{b: true}
	work := []int{b}
	for len(work) > 0 && len(seen) <= 64 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range pdf[x] {
			if seen[c] {
				continue
			}
			seen[c] = true
			if s.condOf(f, c) != nil {
				out = append(out, c)
			}
			work = append(work, c)
		}
	}
	if len(work) > 0 {
		return nil // too deep: as if controlled by many
	}
	return out
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
