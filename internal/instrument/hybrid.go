package instrument

import (
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/check/hybrid"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// The hybrid runtime check (seed 000 §2.1.2 and §4.1.3, Algorithms 10-11 and 20-21). Every MPI
// call the static hybrid analysis reported (mpi-thread-level, mpi-collective-multithreaded,
// mpi-concurrent-collectives) gets a call to parcoach_rt_hybrid_check before it and one to
// parcoach_rt_hybrid_done after it. The runtime entries (runtime/c/parcoach_rt_hybrid.c) read
// the thread level MPI provides (MPI_Query_thread) and the team the call runs in, and abort
// with a DYNAMIC-CHECK line when the call breaks the level (CC_ipw) or when a collective that
// every thread of a team reaches runs in a team of more than one thread (CC_cc). They add no
// synchronisation: a correct program runs as before.

// fnHybridCheck, fnHybridCheckF and fnHybridDone are the hybrid runtime entries:
// parcoach_rt_hybrid_check(table, site, commKind, comm) before a call (the _f form takes a
// Fortran handle by reference) and parcoach_rt_hybrid_done(table, site) after it.
const (
	fnHybridCheck  = "parcoach_rt_hybrid_check"
	fnHybridCheckF = "parcoach_rt_hybrid_check_f"
	fnHybridDone   = "parcoach_rt_hybrid_done"
)

// The commKind argument of the hybrid check: which communicator a collective runs on.
const (
	hybridNoComm = 0 // not a collective, or a communicator that cannot be passed
	hybridComm   = 1 // the comm argument
	hybridWorld  = 2 // MPI_COMM_WORLD
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
// (findings). Kind 'T' is a call that is not a collective, 'K' a collective and 'A' a
// collective that every thread of a team may reach (mpi-collective-multithreaded): the runtime
// checks every call against the thread level, and collectives on one communicator reached by
// two threads between the same two barriers (Algorithm 21's CC_cc).
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
				if e.IsCollective() {
					kind = 'K'
					if fd.all {
						kind = 'A'
					}
				}
				var conds []diag.Pos
				if fd.note.File != "" {
					conds = []diag.Pos{fd.note}
				}
				idx := r.addSite(Site{Kind: kind, What: e.MPI.Name, Pos: f.InstPos(e.Inst), Func: f.Name, Conds: conds})
				site := []string{r.tableRef(), "i32 " + strconv.Itoa(idx)}
				fn, comm, pre := r.hybridComm(e)
				r.call(e.Inst, fn, append(append([]string(nil), site...), comm...), pre)
				r.callAfter(e.Inst, fnHybridDone, site)
				n++
			}
		}
		if n > 0 {
			r.nfuncs++
		}
	}
}

// hybridComm returns the entry to call before MPI call e, its communicator arguments (kind and
// handle) and an instruction that must precede the call (a load of the handle), for the check
// of concurrent collectives on one communicator.
func (r *rewriter) hybridComm(e *model.Event) (fn string, args []string, pre string) {
	fortran := e.Binding == mpi.Fortran
	fn, none := fnHybridCheck, []string{"i32 0", r.commT + " " + zeroOf(r.commT)}
	if fortran {
		fn, none = fnHybridCheckF, []string{"i32 0", "ptr null"}
	}
	if !e.IsCollective() {
		return fn, none, ""
	}
	if e.MPI.Over != mpi.OverComm && e.MPI.Over != mpi.World {
		return fn, none, ""
	}
	c, pre, why := r.commOf(e)
	switch {
	case why != "" || c == (commRef{}):
		return fn, none, ""
	case c.world:
		return fn, []string{"i32 " + strconv.Itoa(hybridWorld), none[1]}, ""
	case fortran && c.typ != "ptr" && !strings.HasSuffix(c.typ, "*"):
		return fn, none, ""
	}
	return fn, []string{"i32 " + strconv.Itoa(hybridComm), c.typ + " " + c.val}, pre
}
