package instrument

import (
	"strconv"

	"github.com/parcoach/parcoach/internal/check/hybrid"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/model"
)

// The hybrid runtime check (seed 000 §2.1.2 and §4.1.3, Algorithms 10-11 and 20-21). Every MPI
// call the static hybrid analysis reported (mpi-thread-level, mpi-collective-multithreaded,
// mpi-concurrent-collectives) gets a call to parcoach_rt_hybrid_check before it and one to
// parcoach_rt_hybrid_done after it. The runtime entries (runtime/c/parcoach_rt_hybrid.c) read
// the thread level MPI provides (MPI_Query_thread) and the team the call runs in, and abort
// with a DYNAMIC-CHECK line when the call breaks the level (CC_ipw) or when a collective that
// every thread of a team reaches runs in a team of more than one thread (CC_cc). They add no
// synchronisation: a correct program runs as before.

// fnHybridCheck and fnHybridDone are the hybrid runtime entries:
// parcoach_rt_hybrid_check(table, site) and parcoach_rt_hybrid_done(table, site).
const (
	fnHybridCheck = "parcoach_rt_hybrid_check"
	fnHybridDone  = "parcoach_rt_hybrid_done"
)

// hybridIDs are the checks whose findings are instrumented.
var hybridIDs = map[string]bool{hybrid.ThreadLevelID: true, hybrid.MultithreadedID: true, hybrid.ConcurrentID: true}

// HybridFindings keeps the diagnostics of the hybrid analysis among ds.
func HybridFindings(ds []*diag.Diagnostic) []*diag.Diagnostic {
	var out []*diag.Diagnostic
	for _, d := range ds {
		if d != nil && hybridIDs[d.Check] {
			out = append(out, d)
		}
	}
	return out
}

type hybridKey struct {
	file, fn  string
	line, col int
}

// hybridCalls instruments the MPI calls of module r.mod that the hybrid analysis reported
// (findings). Kind 'T' is a call checked against the thread level only, 'A' a collective that
// every thread of a team may reach (mpi-collective-multithreaded), checked against the team
// size too.
func (r *rewriter) hybridCalls(findings []*diag.Diagnostic) {
	if len(findings) == 0 {
		return
	}
	type finding struct {
		all  bool     // mpi-collective-multithreaded
		note diag.Pos // the first note: the region or the level's origin
	}
	at := map[hybridKey]*finding{}
	for _, d := range findings {
		k := hybridKey{d.Pos.File, d.Pos.Func, d.Pos.Line, d.Pos.Col}
		fd := at[k]
		if fd == nil {
			fd = &finding{}
			at[k] = fd
		}
		if d.Check == hybrid.MultithreadedID {
			fd.all = true
		}
		if fd.note.File == "" {
			for _, n := range d.Notes {
				if n.Pos.Line > 0 {
					fd.note = n.Pos
					break
				}
			}
		}
	}
	for _, f := range r.prog.Funcs {
		if f.Module != r.mod || f.IR == nil || f.IR.Decl {
			continue
		}
		n := 0
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind != model.MPICall || e.MPI == nil || e.Inst == nil || e.Inst.Op != "call" {
					continue
				}
				p := e.Pos
				if p.File == "" {
					p.File = f.Pos.File
				}
				fd := at[hybridKey{p.File, f.UserFunc(), p.Line, p.Col}]
				if fd == nil {
					continue
				}
				kind := byte('T')
				if fd.all && e.IsCollective() {
					kind = 'A'
				}
				var conds []diag.Pos
				if fd.note.File != "" {
					conds = []diag.Pos{fd.note}
				}
				idx := r.addSite(Site{Kind: kind, What: e.MPI.Name, Pos: f.InstPos(e.Inst), Func: f.Name, Conds: conds})
				args := []string{r.tableRef(), "i32 " + strconv.Itoa(idx)}
				r.call(e.Inst, fnHybridCheck, args, "")
				r.callAfter(e.Inst, fnHybridDone, args)
				n++
			}
		}
		if n > 0 {
			r.nfuncs++
		}
	}
}
