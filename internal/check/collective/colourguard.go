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
	al := a.aliasOf(f)
	cond, ok := al.BranchCond(c)
	if !ok {
		return false
	}
	if k, ok := al.ComparisonKey(colour); ok && k == cond.Key {
		return true // the colour is the comparison (rank < 2)
	}
	k, ok := al.ValueKey(colour)
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
