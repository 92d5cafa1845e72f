package collective

import (
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Conditionals that test the colour of a split.
//
// `MPI_Comm_split(MPI_COMM_WORLD, rank < 2, rank, &sub); if (rank < 2) MPI_Barrier(sub);`:
// the processes of one communicator sub all passed the same colour, so they all evaluate
// `rank < 2` alike, and every member of each sub calls the barrier or none does (MPI-4.0
// §7.4.2: processes with different colours get different communicators). The dependence
// analysis already treats the colour's value as uniform among the members of sub, and so a
// test of a variable the colour was stored in; a test that recomputes the colour's expression
// (at -O0, a new load of rank and a new comparison) is a different value, which this file
// relates by its form: the conditional's comparison (alias.BranchCond: constants and
// variables written once, outside loops) is the colour's own comparison, or compares the
// colour's expression with a constant (`MPI_Comm_split(w, rank % 2, ...)` then
// `if (rank % 2 == 0)`).

// colourGuard reports whether conditional c of f is a function of the colour comm was split
// with, so that all the members of comm evaluate it alike.
func (a *analysis) colourGuard(f *model.Function, comm model.Comm, c int) bool {
	if comm.Kind != model.CommVar || comm.Ctor == nil || comm.CtorFn != f {
		return false
	}
	colour := splitColour(comm.Ctor)
	if colour == nil {
		return false
	}
	cond, ok := a.aliasOf(f).BranchCond(c)
	if !ok {
		return false
	}
	if k, ok := boolKey(f, colour, 0); ok && k == cond.Key {
		return true // the colour is the comparison (rank < 2)
	}
	k, ok := intKey(f, colour, 0)
	if !ok {
		return false
	}
	// The conditional compares the colour's expression with a constant.
	open := strings.IndexByte(cond.Key, '(')
	if open < 0 || !strings.HasSuffix(cond.Key, ")") {
		return false
	}
	inner := cond.Key[open+1 : len(cond.Key)-1]
	if x, ok := strings.CutPrefix(inner, k+","); ok {
		_, err := strconv.ParseInt(x, 10, 64)
		return err == nil
	}
	if x, ok := strings.CutSuffix(inner, ","+k); ok {
		_, err := strconv.ParseInt(x, 10, 64)
		return err == nil
	}
	return false
}

// splitColour is the colour argument of a call to MPI_Comm_split (C binding), or nil.
func splitColour(in *llvmir.Inst) *llvmir.Value {
	mf, binding, ok := mpi.Lookup(in.CalledFunction())
	if !ok || binding != mpi.C || mf.Name != "MPI_Comm_split" {
		return nil
	}
	for i, p := range mf.Params {
		if p == "color" && i < len(in.Args) {
			return in.Args[i]
		}
	}
	return nil
}

// boolKey writes an integer value that is a comparison widened (`zext i1 (icmp ...)`) in the
// notation of alias.BranchCond's keys (the predicate normalised, so that a comparison and
// its negation share a key).
func boolKey(f *model.Function, v *llvmir.Value, depth int) (string, bool) {
	if v == nil || v.Kind != llvmir.ValLocal || depth > 8 {
		return "", false
	}
	def := f.Def(v.Name)
	if def == nil {
		return "", false
	}
	switch def.Op {
	case "zext", "sext", "trunc":
		if len(def.Operands) == 1 {
			return boolKey(f, def.Operands[0], depth+1)
		}
	case "xor":
		if len(def.Operands) == 2 && def.Operands[1].Kind == llvmir.ValInt && def.Operands[1].Int != 0 {
			return boolKey(f, def.Operands[0], depth+1)
		}
	case "icmp":
		if len(def.Operands) != 2 {
			return "", false
		}
		x, okx := intKey(f, def.Operands[0], depth+1)
		y, oky := intKey(f, def.Operands[1], depth+1)
		if !okx || !oky {
			return "", false
		}
		pred := def.Pred
		switch pred {
		case "ne":
			pred = "eq"
		case "sge":
			pred = "slt"
		case "sle":
			pred = "sgt"
		case "uge":
			pred = "ult"
		case "ule":
			pred = "ugt"
		}
		return pred + "(" + x + "," + y + ")", true
	}
	return "", false
}

// intKey writes an integer value in the notation of alias's stable keys: constants, loads of
// a local variable ("*name"), parameters, and arithmetic on them. Whether the variables keep
// their value is alias.BranchCond's to prove: a key equal to one of its keys names the same
// variables.
func intKey(f *model.Function, v *llvmir.Value, depth int) (string, bool) {
	if v == nil || depth > 8 {
		return "", false
	}
	switch v.Kind {
	case llvmir.ValInt:
		return strconv.FormatInt(v.Int, 10), true
	case llvmir.ValLocal:
	default:
		return "", false
	}
	if i := f.ParamIndex(v.Name); i >= 0 {
		return "arg" + strconv.Itoa(i), true
	}
	def := f.Def(v.Name)
	if def == nil {
		return "", false
	}
	switch def.Op {
	case "load":
		if len(def.Operands) == 1 && def.Operands[0].Kind == llvmir.ValLocal {
			return "*" + def.Operands[0].Name, true
		}
	case "sext", "zext", "trunc":
		if len(def.Operands) == 1 {
			return intKey(f, def.Operands[0], depth+1)
		}
	case "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "and", "or", "xor", "shl", "ashr", "lshr":
		if len(def.Operands) != 2 {
			return "", false
		}
		x, okx := intKey(f, def.Operands[0], depth+1)
		y, oky := intKey(f, def.Operands[1], depth+1)
		if okx && oky {
			return def.Op + "(" + x + "," + y + ")", true
		}
	}
	return "", false
}
