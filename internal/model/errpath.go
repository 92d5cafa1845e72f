package model

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// Error paths. `err = MPI_Win_lock(...); if (err != MPI_SUCCESS) goto err_return;` branches on
// the code an MPI call returned. With the default error handler (MPI_ERRORS_ARE_FATAL) the
// failure edge is never taken; with MPI_ERRORS_RETURN it is taken only where MPI failed, and
// the program gives up there. The analyses check runs without MPI errors, so the collective
// check does not count such a branch among the conditionals that decide a collective, and the
// leak and epoch searches do not follow its failure edge (MPI-CorrBench correct/rma/
// contig_displ). MPI_SUCCESS is 0 in every implementation.

// FailedMPISucc returns the successor block b's branch takes only when an MPI call returned
// an error code: b ends in `br (icmp eq/ne rc, 0)` where rc is the result of an MPI call, or
// is loaded from a local variable that only MPI call results and 0 are stored into.
func (f *Function) FailedMPISucc(b int) (int, bool) {
	term := f.Terminator(b)
	if term == nil || term.Op != "br" || len(term.Succs) != 2 || len(term.Operands) == 0 || term.Succs[0] == term.Succs[1] {
		return 0, false
	}
	cond := term.Operands[0]
	if cond.Kind != llvmir.ValLocal {
		return 0, false
	}
	cmp := f.Def(cond.Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 || cmp.Pred != "eq" && cmp.Pred != "ne" {
		return 0, false
	}
	v, c := cmp.Operands[0], cmp.Operands[1]
	if c.Kind != llvmir.ValInt {
		v, c = c, v
	}
	if c.Kind != llvmir.ValInt || c.Int != 0 || !f.mpiReturnCode(v) {
		return 0, false
	}
	failed := term.Succs[0] // `rc != 0` holds
	if cmp.Pred == "eq" {
		failed = term.Succs[1]
	}
	return failed.Index, true
}

// ErrorBranch reports whether block b's branch tests an MPI error code (see FailedMPISucc).
func (f *Function) ErrorBranch(b int) bool {
	_, ok := f.FailedMPISucc(b)
	return ok
}

// OnlyAfterMPIError reports whether block b is reached from the entry only through an edge
// taken when an MPI call returned an error code (FailedMPISucc): `if (MPI_X(...) !=
// MPI_SUCCESS) handle(MPI_X(...))` — a macro evaluating its call twice — writes the call's
// outputs again there, in a run that never happens without MPI errors.
func (f *Function) OnlyAfterMPIError(b int) bool {
	only := f.errorOnly.get(func() []bool {
		n := len(f.Blocks)
		seen := make([]bool, n)
		stack := []int{0}
		seen[0] = true
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			failed, hasFailed := f.FailedMPISucc(u)
			for _, v := range f.CFG.Succ[u] {
				if seen[v] || hasFailed && v == failed {
					continue
				}
				seen[v] = true
				stack = append(stack, v)
			}
		}
		only := make([]bool, n)
		for _, b := range f.RPO() {
			only[b] = !seen[b]
		}
		return only
	})
	return b >= 0 && b < len(only) && only[b]
}

// mpiReturnCode reports whether v is the result of an MPI call, or is loaded from a local
// variable that only MPI call results and 0 are stored into (and nothing else writes).
func (f *Function) mpiReturnCode(v *llvmir.Value) bool {
	if v == nil || v.Kind != llvmir.ValLocal {
		return false
	}
	d := f.Def(v.Name)
	if d == nil {
		return false
	}
	isMPI := func(in *llvmir.Inst) bool {
		e := f.EventOf(in)
		return e != nil && e.Kind == MPICall
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
