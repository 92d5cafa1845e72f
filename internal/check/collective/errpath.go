package collective

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Error paths (issue 13 item 3). `err = MPI_Win_lock(...); if (err != MPI_SUCCESS) goto
// err_return;` branches on the code an MPI call returned: with the default error handler
// (MPI_ERRORS_ARE_FATAL) the failure edge is never taken, with MPI_ERRORS_RETURN it is taken
// only where MPI failed, and the program gives up there (MPI-CorrBench correct/rma/
// contig_displ). Such a conditional does not make processes disagree on the collectives of a
// run without errors; it is dropped from the conditionals a set depends on, as the paths that
// end the job leave the PDF+. (rma and handles apply the same rule to their own searches; a
// shared notion belongs in model.)

// withoutErrorBranches drops from conds the blocks whose branch tests an MPI error code.
func withoutErrorBranches(f *model.Function, conds []int) []int {
	out := conds[:0:0]
	for _, c := range conds {
		if !errorBranch(f, c) {
			out = append(out, c)
		}
	}
	return out
}

// errorBranch: block b ends in `br (icmp eq/ne rc, 0)` where rc is the result of an MPI call
// or a local variable only MPI call results and 0 (MPI_SUCCESS) are stored into.
func errorBranch(f *model.Function, b int) bool {
	term := f.Terminator(b)
	if term == nil || term.Op != "br" || len(term.Succs) != 2 || len(term.Operands) == 0 {
		return false
	}
	cond := term.Operands[0]
	if cond.Kind != llvmir.ValLocal {
		return false
	}
	cmp := f.Def(cond.Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 || cmp.Pred != "eq" && cmp.Pred != "ne" {
		return false
	}
	v, c := cmp.Operands[0], cmp.Operands[1]
	if c.Kind != llvmir.ValInt {
		v, c = c, v
	}
	return c.Kind == llvmir.ValInt && c.Int == 0 && mpiReturnCode(f, v)
}

func mpiReturnCode(f *model.Function, v *llvmir.Value) bool {
	if v == nil || v.Kind != llvmir.ValLocal {
		return false
	}
	d := f.Def(v.Name)
	if d == nil {
		return false
	}
	isMPI := func(in *llvmir.Inst) bool {
		e := f.EventOf(in)
		return e != nil && e.Kind == model.MPICall
	}
	switch d.Op {
	case "call", "invoke":
		return isMPI(d)
	case "load":
		if len(d.Operands) != 1 || d.Operands[0].Kind != llvmir.ValLocal {
			return false
		}
		p := d.Operands[0].Name
		if a := f.Def(p); a == nil || a.Op != "alloca" {
			return false
		}
		stores := 0
		for _, u := range f.Uses(p) {
			switch {
			case u.Op == "load":
			case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == p:
				val := u.Operands[0]
				if val.Kind == llvmir.ValInt && val.Int == 0 {
					continue
				}
				if val.Kind != llvmir.ValLocal {
					return false
				}
				if sd := f.Def(val.Name); sd == nil || sd.Op != "call" && sd.Op != "invoke" || !isMPI(sd) {
					return false
				}
				stores++
			case u.Op == "call" && strings.HasPrefix(u.CalledFunction(), "llvm.dbg."):
			default:
				return false
			}
		}
		return stores > 0
	}
	return false
}
