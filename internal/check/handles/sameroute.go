package handles

import (
	"github.com/parcoach/parcoach/internal/check/dependence"
	"github.com/parcoach/parcoach/internal/model"
)

// Arguments only the root reads (MPI_Gather's receive buffer, MPI_Scatter's send buffer and
// count, MPI_Reduce's receive buffer) may be anything on the other processes: a program
// often calls the collective twice, `if (rank == 0) MPI_Gather(..., all, ...); else
// MPI_Gather(..., NULL, ...);`, and the second call is correct. Such an argument is known to
// be the root's when every process reaches the call on the same path: the call is in the
// program's main and no conditional that may lead to it varies between processes (the
// dependence analysis). The root then runs this very call with the values of the path all
// processes take, and an invalid one is the root's.

// routes answers sameRoute for the blocks of one function (nil: no block qualifies).
type routes struct {
	dep  *dependence.Result
	fn   *model.Function
	memo map[int]bool
}

// newRoutes returns the routes of fn when it is the program's main (the C main or flang's
// main program), nil otherwise: another function may be called by some processes only.
func newRoutes(dep *dependence.Result, fn *model.Function) *routes {
	if dep == nil || fn.IR == nil || fn.IR.Name != "main" && fn.IR.Name != "_QQmain" {
		return nil
	}
	return &routes{dep: dep, fn: fn, memo: map[int]bool{}}
}

// sameRoute reports whether every process that reaches block b reaches it on the same path:
// no block from which b can be reached (b itself included, when a loop leads back to it)
// ends in a conditional that may be evaluated differently by different processes.
func (r *routes) sameRoute(b int) bool {
	if r == nil {
		return false
	}
	if v, ok := r.memo[b]; ok {
		return v
	}
	cfg := r.fn.CFG
	seen := map[int]bool{}
	work := append([]int(nil), cfg.Pred[b]...)
	ok := true
	for len(work) > 0 && ok {
		u := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[u] {
			continue
		}
		seen[u] = true
		if len(cfg.Succ[u]) > 1 && r.dep.CondVaries(dependence.Processes, r.fn, u) {
			ok = false
		}
		work = append(work, cfg.Pred[u]...)
	}
	r.memo[b] = ok
	return ok
}
