package model

import "github.com/parcoach/parcoach/internal/mpi"

// Uses is a set of kinds of events, for the pre-filters of the analyses: an analysis skips the
// functions (or the whole program) where the events it reasons about do not occur, instead of
// building per-function facts it cannot use.
type Uses uint8

const (
	// UsesRMA: a one-sided communication or synchronisation (mpi.RMAComm, mpi.RMASync), or a
	// window constructor or MPI_Win_free.
	UsesRMA Uses = 1 << iota
	// UsesRequest: an MPI call that creates a request (nonblocking operations, request-based
	// RMA), a persistent *_init, MPI_Start/MPI_Startall, or a completion (MPI_Wait*,
	// MPI_Test*, MPI_Request_free).
	UsesRequest
	// UsesOpenMP: a call to the OpenMP runtime the model recognises (an OMPCall event) or a
	// parallel region started (__kmpc_fork_call).
	UsesOpenMP
	// UsesCollective: an MPI collective (Event.IsCollective).
	UsesCollective
)

// Has reports whether u holds some kind of k.
func (u Uses) Has(k Uses) bool { return u&k != 0 }

// EventUses is what kinds of events e is (none for plain calls and most MPI calls).
func EventUses(e *Event) Uses {
	var u Uses
	switch e.Kind {
	case MPICall:
		mf := e.MPI
		if mf.Kind == mpi.RMAComm || mf.Kind == mpi.RMASync || mf.Sub == mpi.WinConstructor || mf.Sub == mpi.WinDestructor {
			u |= UsesRMA
		}
		switch {
		case mf.CreatesRequest(), mf.Kind == mpi.PersistentP2P, mf.Kind == mpi.PersistentCollective,
			mf.Kind == mpi.Start, mf.Kind == mpi.Completion:
			u |= UsesRequest
		}
		if mf.Collective {
			u |= UsesCollective
		}
	case OMPCall:
		u |= UsesOpenMP
	case Call:
		if e.Fork {
			u |= UsesOpenMP
		}
	}
	return u
}

// usesInfo is the pre-filter table, built once per program.
type usesInfo struct {
	own   []Uses // per Funcs index: the kinds of the function's own events
	reach []Uses // per Funcs index: own, or of a function reached through the call graph
	all   Uses   // union over the program
}

// usesTable builds the table on first use: one pass over the events, then one bottom-up pass
// over the strongly connected components of the call graph.
func (p *Program) usesTable() *usesInfo {
	p.usesOnce.Do(func() {
		u := &usesInfo{own: make([]Uses, len(p.Funcs)), reach: make([]Uses, len(p.Funcs))}
		for _, f := range p.Funcs {
			var k Uses
			for _, b := range f.Blocks {
				for _, e := range b.Events {
					k |= EventUses(e)
				}
			}
			u.own[f.Index] = k
			u.all |= k
		}
		g := p.CallGraph()
		for _, comp := range p.BottomUp() { // callees before callers
			var k Uses
			for _, f := range comp {
				k |= u.own[f.Index]
				for _, s := range g.Succ[f.Index] {
					k |= u.reach[s] // callees in comp are still 0: their own kinds are in k
				}
			}
			for _, f := range comp {
				u.reach[f.Index] = k
			}
		}
		p.uses = u
	})
	return p.uses
}

// Uses returns the kinds of the events f itself holds.
func (p *Program) Uses(f *Function) Uses { return p.usesTable().own[f.Index] }

// Reaches returns the kinds of the events f holds or reaches through calls (direct calls and
// the parallel regions it forks; calls through function pointers are not followed, as in the
// call graph).
func (p *Program) Reaches(f *Function) Uses { return p.usesTable().reach[f.Index] }

// AnyUses returns the kinds of the events anywhere in the program.
func (p *Program) AnyUses() Uses { return p.usesTable().all }
