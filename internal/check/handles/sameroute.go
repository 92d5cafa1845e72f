package handles

import (
	"github.com/parcoach/parcoach/internal/check/dependence"
	"github.com/parcoach/parcoach/internal/model"
)

// Arguments only the root reads (MPI_Gather's receive buffer, MPI_Scatter's send buffer and
// count, MPI_Reduce's receive buffer) may be anything on the other processes: a program
// often calls the collective twice, `if (rank == 0) MPI_Gather(..., all, ...); else
// MPI_Gather(..., NULL, ...);`, and the second call is correct. Such an argument is known to
// be the root's when the root runs the call and passes what every process passes: the call is
// in the program's main, no conditional that varies between processes decides whether it is
// reached (its PDF+, as the collective check asks), and the dependence analysis finds that
// the argument's value does not vary between processes (`buf = argc == 1 ? NULL : p` does
// not; `buf = rank == 0 ? p : NULL` does).

// routes answers rootRuns for the calls of one function (nil: no call qualifies).
type routes struct {
	dep  *dependence.Result
	fn   *model.Function
	memo map[int]bool // block -> reached by every process
}

// newRoutes returns the routes of fn when it is the program's main (the C main or flang's
// main program), nil otherwise: another function may be called by some processes only.
func newRoutes(dep *dependence.Result, fn *model.Function) *routes {
	if dep == nil || fn.IR == nil || fn.IR.Name != "main" && fn.IR.Name != "_QQmain" {
		return nil
	}
	return &routes{dep: dep, fn: fn, memo: map[int]bool{}}
}

// rootRuns reports whether every process runs call e, the root included, with the same
// values of the arguments args (indices into e.Inst.Args).
func (r *routes) rootRuns(e *model.Event, args ...int) bool {
	if r == nil || e.Block == nil {
		return false
	}
	b := e.Block.Index
	all, ok := r.memo[b]
	if !ok {
		all = true
		for _, c := range r.fn.PDFPlus([]int{b}) {
			if r.dep.CondVaries(dependence.Processes, r.fn, c) {
				all = false
				break
			}
		}
		r.memo[b] = all
	}
	if !all {
		return false
	}
	for _, i := range args {
		if i < 0 || i >= len(e.Inst.Args) || r.dep.ValueVaries(dependence.Processes, r.fn, e.Inst.Args[i]) {
			return false
		}
	}
	return true
}

// RootRuns reports whether every process, the root of collective e included, runs e with
// the same values of the arguments args: e is in the program's main, reached or not alike
// by every process, and the arguments do not vary between processes.
func RootRuns(dep *dependence.Result, e *model.Event, args ...int) bool {
	return newRoutes(dep, e.Fn()).rootRuns(e, args...)
}

// othersOnly reports whether the role's arguments of call e ("send": buffer, count and
// datatype; "recv": the receive ones, MPI_Reduce's receive buffer with its one count and
// datatype) are read only at the root, at a call the root may not run with these values:
// any value is then valid.
func (fl *flow) othersOnly(e *model.Event, role string) bool {
	f, idx := e.MPI, e.ArgIndex()
	reduceRecv := role == "recv" && f.Family() == "MPI_Reduce"
	if !rootOnly(f, role) && !reduceRecv {
		return false
	}
	args := []int{idx.Buffer, idx.Count, idx.Datatype}
	switch {
	case reduceRecv:
		args[0] = idx.RecvBuffer
	case role == "recv":
		args = []int{idx.RecvBuffer, idx.RecvCount, idx.RecvDatatype}
	}
	return !fl.routes.rootRuns(e, args...)
}
