package rma

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// errorEdge reports whether the edge b -> s is taken only when an MPI call returned an error
// code: `if (err != MPI_SUCCESS) goto fail;` where err is the result of an MPI call, or a
// variable only MPI call results and MPI_SUCCESS (0) are stored into. With the default error
// handler such an edge is never taken; with MPI_ERRORS_RETURN it is an error path, where the
// program gives up (MPI-CorrBench correct/rma/contig_displ: a `goto err_return` between
// MPI_Win_lock and MPI_Win_unlock). The dataflow does not follow it. (The same rule as
// handles/errpath.go: a shared notion belongs in model.)
func (x *fn) errorEdge(b, s int) bool {
	t, ok := x.errSucc[b]
	return ok && t == s
}

// errorEdges finds, per block, the successor its branch takes only when an MPI call failed.
func (x *fn) errorEdges() map[int]int {
	var out map[int]int
	for b := range x.f.Blocks {
		if s, ok := x.failedSucc(b); ok {
			if out == nil {
				out = map[int]int{}
			}
			out[b] = s
		}
	}
	return out
}

func (x *fn) failedSucc(b int) (int, bool) {
	f := x.f
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
	if c.Kind != llvmir.ValInt || c.Int != 0 || !mpiReturnCode(f, v) {
		return 0, false
	}
	failed := term.Succs[0]
	if cmp.Pred == "eq" {
		failed = term.Succs[1]
	}
	return failed.Index, true
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
