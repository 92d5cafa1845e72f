package dependence

import (
	"sync"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Solving independent domains at once (check -j 2 and more, issue 18). The dependence
// analysis is one fixpoint per domain: the processes (twice when entryfresh.go needs a second
// solve), the threads of a team (asked by the OpenMP check), and the processes of each
// communicator a split makes (asked by the collective checks). Once the processes' first solve
// is done, the others depend only on the points-to graph as it left it, and on the facts its
// solver prepared: they run at once, the second solve on the program's graph and every other
// on a copy of it (alias.Points.Clone; a solver adds parts and memoises locations while it
// solves, and Find compresses paths).
//
// The output stays that of check -j 1: a solve sees the graph as the processes' first solve
// left it, which is what it sees one after the other unless the second solve added to the
// graph; then the results solved on the copies are dropped and those domains are solved on
// their first question, as without -j. (Which of the threads' and the communicators' domains
// is solved first already depends on which analysis asks first under -j.)

// maxEagerSplits bounds the communicators solved ahead of their question: each is a whole
// solve, and a communicator nothing asks about is CPU spent for nothing.
const maxEagerSplits = 4

// solveAtOnce solves the processes' domain and, beside its second solve, the threads' domain
// when the program has parallel regions and the domains of its first split communicators.
func (r *Result) solveAtOnce(jobs int) {
	s := solveFirst(Processes, r.prog, r.pt, r.argvVaries, nil, nil)
	// This goroutine solves the processes' domain again; at most jobs-1 others beside it.
	sem := make(chan struct{}, max(1, jobs-1))
	type eager struct {
		ctor   *llvmir.Inst
		setup  func(*solver)
		solver *solver // prepared, then solved
	}
	var threads *solver
	var splits []eager
	var wg sync.WaitGroup
	if hasParallelRegions(r.prog) {
		pt := r.pt.Clone()
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			defer dropOnPanic(&threads)
			threads = solveDomain(Threads, r.prog, pt, r.argvVaries, nil, nil)
		}()
	}
	for _, c := range splitComms(r.prog) {
		uniform := splitUniform(c)
		if len(uniform) == 0 {
			continue
		}
		setup := func(t *solver) {
			t.domain = c.Ctor
			for _, v := range uniform {
				t.forceUniform(c.CtorFn, v)
			}
		}
		// The copy of s's memoised facts is made here, before s's second solve (which
		// shares them) starts writing them.
		t := s.again(r.pt.Clone())
		setup(t)
		splits = append(splits, eager{ctor: c.Ctor, setup: setup, solver: t})
	}
	for i := range splits { // (splits no longer grows: each goroutine writes its element)
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			e := &splits[i]
			defer dropOnPanic(&e.solver)
			e.solver.run()
			e.solver = e.solver.solveAgain(e.setup)
		}()
	}
	before := r.pt.Size()
	r.solvers[Processes] = s.solveAgain(nil)
	wg.Wait()
	if r.pt.Size() != before {
		return // the second solve grew the graph: the copies are not what -j 1 solves on
	}
	if threads != nil {
		r.solvers[Threads] = threads
	}
	for _, e := range splits {
		if e.solver != nil {
			r.splits[e.ctor] = e.solver
		}
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

// splitComms lists the communicators made by constructor calls (MPI_Comm_split, whose colour
// is uniform among the processes of the new communicator, MPI_Cart_create, MPI_Comm_dup ...:
// splitUniform) that collectives of the program use directly, in program order, at most
// maxEagerSplits: the collective checks ask about them when a conditional may make the
// processes of the communicator disagree on those collectives.
func splitComms(p *model.Program) []model.Comm {
	var out []model.Comm
	seen := map[*llvmir.Inst]bool{}
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if !e.IsCollective() {
					continue
				}
				c := e.Comm()
				if c.Kind != model.CommVar || c.Ctor == nil || seen[c.Ctor] {
					continue
				}
				seen[c.Ctor] = true
				out = append(out, c)
				if len(out) == maxEagerSplits {
					return out
				}
			}
		}
	}
	return out
}
