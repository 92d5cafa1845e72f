package dependence

import (
	"sync"

	"github.com/parcoach/parcoach/internal/model"
)

// Solving independent domains at once (check -j 2 and more, issue 18). The dependence
// analysis is one fixpoint per domain: the processes (twice when entryfresh.go needs a second
// solve), the threads of a team (asked by the OpenMP check), and the processes of each
// communicator a split makes (asked by the collective checks). Once the processes' first solve
// is done, the threads' domain depends only on the points-to graph as it left it, and on the
// facts its solver prepared: it runs beside the processes' second solve, on a copy of the
// graph (alias.Points.Clone; a solver adds parts and memoises locations while it solves, and
// Find compresses paths).
//
// The output stays that of check -j 1: the threads' solve sees the graph as the processes'
// first solve left it, which is what it sees one after the other unless the second solve
// added to the graph; then its result is dropped and the domain is solved on its first
// question, as without -j.
//
// A split communicator's domain is not solved ahead: it is asked only for a conditional or an
// argument that varies between all the processes (Result.condAmong), which few programs have
// (Kernels alone among the twenty applications). Solved ahead for nothing, it made miniVite's
// check -j 2 take 1.4-1.5 s of wall time and 1.6-1.8 s of CPU, against 0.8 and 0.9 s now.

// solveAtOnce solves the processes' domain and, beside its second solve, the threads' domain
// when the program has parallel regions.
func (r *Result) solveAtOnce() {
	s := solveFirst(Processes, r.prog, r.pt, r.argvVaries, nil, nil)
	var threads *solver
	var wg sync.WaitGroup
	if hasParallelRegions(r.prog) {
		pt := r.pt.Clone()
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer dropOnPanic(&threads)
			threads = solveDomain(Threads, r.prog, pt, r.argvVaries, nil, nil)
		}()
	}
	before := r.pt.Size()
	r.solvers[Processes] = s.solveAgain(nil)
	wg.Wait()
	if r.pt.Size() != before {
		return // the second solve grew the graph: the copy is not what -j 1 solves on
	}
	if threads != nil {
		r.solvers[Threads] = threads
	}
}

// dropOnPanic, deferred in a goroutine of solveAtOnce, forgets the solver it was solving when
// it panics: the domain is then solved on its first question, in the goroutine of the
// analysis that asks, where a panic becomes that analysis's error (check.runSafely) instead
// of ending the process.
func dropOnPanic(s **solver) {
	if recover() != nil {
		*s = nil
	}
}

// hasParallelRegions reports whether some function forks a team (the OpenMP check asks the
// threads' domain only then).
func hasParallelRegions(p *model.Program) bool {
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind == model.Call && e.Fork {
					return true
				}
			}
		}
	}
	return false
}
