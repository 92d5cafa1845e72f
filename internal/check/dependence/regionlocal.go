package dependence

import (
	"slices"
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

// regionLocal reports whether the store in, in block b of f, writes a local variable whose
// loads and stores are all in blocks controlled by the one varying conditional that controls
// b, which is in no loop. The answers are kept while no other conditional of f varies.
func (s *solver) regionLocal(f *model.Function, st *fnState, b int, in *llvmir.Inst) bool {
	ptr := in.Operands[1]
	if ptr.Kind != llvmir.ValLocal {
		return false
	}
	if d := f.Def(ptr.Name); d == nil || d.Op != "alloca" {
		return false
	}
	fs := s.fn(f)
	if st.region == nil {
		st.region = map[*llvmir.Inst]bool{}
	} else if st.regionConds != fs.condsAt {
		clear(st.region) // keeps its buckets
	}
	st.regionConds = fs.condsAt
	if ok, known := st.region[in]; known {
		return ok
	}
	if st.pdfSurv == nil {
		st.pdfSurv = f.PDFSurvivors()
	}
	ok := s.regionLocalOf(f, st.pdfSurv, b, ptr.Name)
	st.region[in] = ok
	return ok
}

func (s *solver) regionLocalOf(f *model.Function, pdf [][]int, b int, local string) bool {
	var buf [8]int
	ctrl := s.varyingControl(f, pdf, b, buf[:0])
	if len(ctrl) != 1 {
		return false
	}
	c := ctrl[0]
	for _, u := range f.Uses(local) {
		switch {
		case (u.Op == "call" || u.Op == "invoke") && strings.HasPrefix(u.CalledFunction(), "llvm.dbg."):
			continue
		case u.Op == "load" && len(u.Operands) == 1 && u.Operands[0].Name == local:
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Name == local && u.Operands[0].Name != local:
		default:
			return false
		}
		if u.Block == nil || !slices.Contains(s.varyingControl(f, pdf, u.Block.Index, buf[:0]), c) {
			return false
		}
	}
	return f.Loops().Of[c] == nil
}

// maxControlWalk bounds the blocks varyingControl visits.
const maxControlWalk = 64

// varyingControl appends to out the varying conditionals block b is control dependent on,
// directly or through other conditionals (the relation controlDependence follows over pdf,
// f.PDFSurvivors()); nil when the walk is too long (as if controlled by many).
func (s *solver) varyingControl(f *model.Function, pdf [][]int, b int, out []int) []int {
	var seenBuf, workBuf [maxControlWalk]int
	seen := append(seenBuf[:0], b)
	work := append(workBuf[:0], b)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range pdf[x] {
			if slices.Contains(seen, c) {
				continue
			}
			if len(seen) == maxControlWalk {
				return nil
			}
			seen = append(seen, c)
			if s.condOf(f, c) != nil {
				out = append(out, c)
			}
			work = append(work, c)
		}
	}
	return out
}
