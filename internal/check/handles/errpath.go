package handles

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// errorEdge reports whether the edge b -> s is taken only when an MPI call returned an error
// code: the branch tests `rc != MPI_SUCCESS` (or ==) where rc is the result of an MPI call,
// or a variable that only MPI call results and MPI_SUCCESS are stored into (`err =
// MPI_Win_create(...); if (err != MPI_SUCCESS) goto err_return;`). With the default error
// handler (MPI_ERRORS_ARE_FATAL) such an edge is never taken; with MPI_ERRORS_RETURN it is an
// error path, where the failed call created nothing and a program that does not free
// everything before giving up is not what the leak search is about (issue 13 item 3).
// MPI_SUCCESS is 0 in every implementation.
func (fl *flow) errorEdge(b, s int) bool {
	term := fl.fn.Terminator(b)
	if term == nil || term.Op != "br" || len(term.Succs) != 2 || len(term.Operands) == 0 || term.Succs[0] == term.Succs[1] {
		return false
	}
	cond := term.Operands[0]
	if cond.Kind != llvmir.ValLocal {
		return false
	}
	cmp := fl.fn.Def(cond.Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 || cmp.Pred != "eq" && cmp.Pred != "ne" {
		return false
	}
	x, c := cmp.Operands[0], cmp.Operands[1]
	if c.Kind != llvmir.ValInt {
		x, c = c, x
	}
	if c.Kind != llvmir.ValInt || c.Int != 0 || !fl.mpiReturnCode(x) {
		return false
	}
	failed := term.Succs[0] // `rc != 0` holds
	if cmp.Pred == "eq" {
		failed = term.Succs[1]
	}
	return failed.Index == s
}

// mpiReturnCode: v is the result of an MPI call, or loaded from a local variable that only
// MPI call results and 0 are stored into (and that nothing else writes).
func (fl *flow) mpiReturnCode(v *llvmir.Value) bool {
	if v == nil || v.Kind != llvmir.ValLocal {
		return false
	}
	d := fl.fn.Def(v.Name)
	if d == nil {
		return false
	}
	switch d.Op {
	case "call", "invoke":
		return fl.isMPICall(d)
	case "load":
		if len(d.Operands) != 1 || d.Operands[0].Kind != llvmir.ValLocal {
			return false
		}
		p := d.Operands[0].Name
		if a := fl.fn.Def(p); a == nil || a.Op != "alloca" {
			return false
		}
		stores := 0
		for _, u := range fl.fn.Uses(p) {
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
				if sd := fl.fn.Def(val.Name); sd == nil || !isCallOp(sd.Op) || !fl.isMPICall(sd) {
					return false
				}
				stores++
			case isCallOp(u.Op) && isDebug(u):
			default:
				return false
			}
		}
		return stores > 0
	}
	return false
}

func (fl *flow) isMPICall(in *llvmir.Inst) bool {
	e := fl.fn.EventOf(in)
	return e != nil && e.Kind == model.MPICall
}

func isCallOp(op string) bool { return op == "call" || op == "invoke" }
