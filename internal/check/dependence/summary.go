package dependence

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Context-sensitive points-to for small helper functions (issue 13, mechanism 2): the graph
// side (which functions are summarised, the copy of a callee's graph bound at each call site)
// is in package alias (points_summary.go); here is how the solver reads a summarised call.

// callSummarized applies a summarised callee at one call site. The callee's body is solved
// with its parameters' values as usual (a varying argument at any call makes the parameter
// vary, as for any call); what the memory model keeps per call site is the memory: the result
// and everything the callee writes vary when memory it reads through this call's arguments
// varies, and what it writes also when the call is made only on some processes.
func (s *solver) callSummarized(f *model.Function, st *fnState, b int, in *llvmir.Inst, site *siteSummary, cur bitset) {
	d := s.deps[site.Fn]
	if d == nil {
		s.passArgs(f, in.Args, site.Fn, 0)
	}
	// Without a dependence summary, anything the callee reads at this call may flow into
	// anything it returns or writes.
	var reads *reason
	if d == nil {
		for _, c := range site.Reads {
			if reads = s.readAt(f, st, site, c, cur); reads != nil {
				break
			}
		}
	}
	r := s.retOf(site.Fn)
	if r == nil {
		r = reads
	}
	if r == nil && d != nil {
		r = s.argsAt(f, st, in, site, d, d.ret, cur)
	}
	if r != nil && !r.nullOnly && s.returnsFresh(site.Fn) {
		r = s.nullOnly(r) // NULL or a fresh block (see the solver's "ret")
	}
	s.markVal(f, in.Result, r)
	if s.failureOnly(site.Fn) {
		return // it writes only where an allocation failed (as inheritSite)
	}
	ctl := st.cdVary[b]
	fork := false // (writevia.go)
	if ci := s.callee(f, in); ci != nil {
		fork = ci.Fork
	}
	if cs := s.fn(site.Fn); !cs.evaluated && len(site.Writes) > 0 && (s.d != Threads || s.threaded[site.Fn]) {
		// Where the body writes (at which places) is known once it was evaluated in full
		// (it is queued: every function is); the call is evaluated again then. Taking its
		// writes for writes of whole objects before would stay so.
		cs.pendingCallers = true
		s.fn(f).incomplete = true
		return
	}
	for _, w := range site.Writes {
		act := s.pt.Find(w[1])
		if s.pt.Constant(act) {
			continue // a string literal given to the helper: never written
		}
		// Where the body writes the class at known places only (pathvary.go), so does the
		// call: what it writes there, whatever the reason, goes nowhere else.
		ph := s.pt.Find(w[0])
		rec := s.modsOf(site.Fn).get(ph)
		ps, placed := rec.places, len(rec.places) > 0
		if _, local := s.localBit(st, act); local || rec.bits&modWhole != 0 {
			placed = false
		}
		// what the body stores there (modkind.go, nullvary.go)
		s.ptrWrite, s.nullWrite = rec.bits&modData == 0, rec.bits&modAddr == 0
		s.writeVia = s.callVia(f, in, site.Fn, fork, s.viaOf(site.Fn, ph)) // (writevia.go)
		if placed {
			s.addModAt(f, act, ps)
		} else {
			s.addMod(f, act)
		}
		s.ptrWrite, s.nullWrite, s.writeVia = false, false, anyVia
		s.addReader(w[0]) // the callee's body may find later that it writes varying data
		// What the body stored itself keeps its kind (data or pointers); memory read at
		// this call or a call made on some processes only may put anything there.
		// Each written class maps to its copy (parts to parts): what the body marked on
		// that class itself, not on the object around it. Shared memory the body writes
		// is its own class: the body's evaluation already put it there.
		var why *reason
		kind, bodyPtr := dataKind, false
		if ph != act {
			why = s.classWhy(ph)
			if r := s.ptrVary.get(ph); r != nil {
				why, kind, bodyPtr = r, anyKind, true
			} else if r := s.nullVary.get(ph); r != nil { // (nullvary.go)
				if why == nil {
					why, kind = r, nullKind
				} else {
					kind = anyKind
				}
			}
		}
		if why == nil {
			why, kind = reads, anyKind
		}
		if why == nil && !s.writesNewOnly(site.Fn, ph) {
			// (a block the call allocates exists only where it is made: writevia.go)
			why, kind = ctl, anyKind
		}
		if why == nil && d != nil {
			why, kind = s.argsAt(f, st, in, site, d, d.writes[s.pt.Find(w[0])], cur), anyKind
		}
		if kind == anyKind && !bodyPtr && !s.modHas(site.Fn, ph, modPtr) && s.fn(site.Fn).evaluated {
			// The body stores only numbers into the class (modkind.go): the pointers
			// held there are the ones it had before the call.
			kind = dataKind
		} else if k := s.calleeKind(site.Fn, ph); kind == anyKind && (k == ptrKind || k == nullKind && !bodyPtr) {
			// The body stores only pointers there, or only NULLs (a freed buffer's data
			// pointers): the numbers held there are the ones they were (modkind.go,
			// nullvary.go).
			kind = k
		}
		switch {
		case why == nil:
		case placed && !s.forcedClass.get(act):
			s.markKindPlaces(act, ps, why, kind)
		case !placed:
			s.writeKind(f, st, act, why, false, cur, kind)
		}
	}
	// Shared memory the callee's own callees write (a global counter): as for any call.
	mods := s.modsOf(site.Fn)
	for i, c := range mods.cls {
		if mods.recs[i].bits&modIn != 0 && s.pt.Pinned[s.pt.Find(c)] {
			s.writeVia = s.callVia(f, in, site.Fn, fork, s.viaOf(site.Fn, c))
			s.inheritMod(f, site.Fn, c)
			s.writeVia = anyVia
			if ctl != nil && !s.writesNewOnly(site.Fn, c) {
				s.markWritten(site.Fn, c, &reason{pos: f.InstPos(in), msg: "memory written by " + site.Fn.Name + ", which is called only under a conditional that varies", next: ctl})
			}
		}
	}
}

// readAt explains why class c, which the callee of site reads through its arguments, may vary
// at this call: its numbers only when the callee reads nothing else (narrowReader).
func (s *solver) readAt(f *model.Function, st *fnState, site *siteSummary, c class, cur bitset) *reason {
	if s.narrowReader(site.Fn) {
		return s.loadNumbers(f, st, c, cur)
	}
	return s.loadClass(f, st, c, cur, false)
}
