package dependence

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// A Fortran MPI call reads its arguments through references: what may differ between the
// processes is the memory they point to, asked after the solve (argVaries), with no
// flow-sensitive state at hand. BookLeaf's partitioning stores the world communicator's copy
// into a module variable, `Comm = config%comm%spatial%comm`, and gives Comm to its
// MPI_Alltoallv calls. The routine is called on some processes only (after an early error
// return), so everything it writes was taken as varying, also what each of its calls reads
// right after its own store of a uniform value.
//
// The stale bits of overwrite.go say that at the call, but not only that: a bit may be clear
// because the function starts with the memory fresh (entryfresh.go), a freshness that leaves
// out the calls made under a conditional that varies (f_snap_two_packs_bug.f90: a count read
// by reference in a callee called in a loop whose trip count varies). So such an argument
// gets a second bit, "own", set at the entry whatever the callers did, set with the stale bit
// by every write that may reach the memory, and cleared only by the function's own overwrite
// with uniform data where every process runs it (or on an edge only one process takes,
// guardedexit.go). Clear at the call, the function itself put the data there on every path,
// the same on every process that makes the call.
//
// Most of BookLeaf's collectives are in the routines the partitioning calls, which get Comm
// as a dummy argument. So a function whose every call the solver sees (closed, entryfresh.go)
// starts with an own bit clear when every call of it, made under a conditional that varies
// or not, reaches it with the caller's own bit clear: unlike the entry freshness of the stale
// bits, no call is left out of this join. Found optimistically, like that freshness: a call
// reaching the function with the bit set (or with the memory untracked) marks it own-stale at
// the entry for good. A caller keeps own bits for what its closed callees read that way too.

// ownCandidates lists the classes f's Fortran MPI calls read by reference and those its
// closed callees keep own bits for (memoised; a call back into a function being listed adds
// nothing, which only costs precision: the caller then has no own bit to give).
func (s *solver) ownCandidates(f *model.Function) []class {
	if s.ownCand == nil {
		s.ownCand = make([][]class, len(s.prog.Funcs))
		s.ownCandDone = make([]uint8, len(s.prog.Funcs))
	}
	switch s.ownCandDone[f.Index] {
	case 1:
		return nil // being listed: a cycle of calls
	case 2:
		return s.ownCand[f.Index]
	}
	s.ownCandDone[f.Index] = 1
	seen := map[class]bool{}
	var out []class
	add := func(c class) {
		c = s.pt.Find(c)
		if !seen[c] && c != s.pt.Find(s.pt.Unknown) {
			seen[c] = true
			out = append(out, c)
		}
	}
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			switch {
			case e.MPI != nil && e.Binding == mpi.Fortran:
				for _, a := range e.Inst.Args {
					if llvmir.IsPointerType(a.Type) && !pointsNowhere(a) {
						add(s.locOf(f, a))
					}
				}
			case e.Callee != nil && !e.Fork && s.closed[e.Callee.Index]:
				for _, c := range s.ownCandidates(e.Callee) {
					if cc, ok := s.callerClass(f, e.Inst, e.Callee, c); ok {
						add(cc)
					}
				}
			}
		}
	}
	s.ownCand[f.Index], s.ownCandDone[f.Index] = out, 2
	return out
}

// callerClass is the class of caller f that class c of callee g reads at call in: the object
// argument k points to when c is what g's parameter k points to and the points-to keeps it
// apart from its sources (a read-only parameter: readonly.go), else c itself when the two
// functions share it (pinned).
func (s *solver) callerClass(f *model.Function, in *llvmir.Inst, g *model.Function, c class) (class, bool) {
	c = s.pt.Find(c)
	if len(s.readSrc[c]) > 0 {
		for k, a := range in.Args {
			if pc, ok := s.pt.Param[paramKey{Fn: g, I: k}]; ok && s.pt.Find(pc) == c && llvmir.IsPointerType(a.Type) {
				return s.pt.Find(s.locOf(f, a)), true
			}
		}
		return 0, false
	}
	return c, s.pt.Pinned[c]
}

// touchedFeeds sets the own bits of the read-only parameters' objects whose sources include
// w or an object w is part of: a write into the source, while the parameter points to it,
// changes what it reads.
func (s *solver) touchedFeeds(st *fnState, w class, cur bitset) {
	feed := func(src class) {
		for _, p := range s.readFeeds[src] {
			if i, ok := st.overBit(s.pt.Find(p)); ok {
				st.setOwn(cur, i)
			}
		}
	}
	feed(w)
	for _, o := range s.owners(w) {
		feed(o)
	}
}

// ownEntryClear reports whether f starts with the own bit of class c clear: every call of
// closed f reached it with the caller's own bit clear (so far: noteOwnEntry).
func (s *solver) ownEntryClear(f *model.Function, c class) bool {
	c = s.pt.Find(c)
	return s.closed[f.Index] && s.pt.Pinned[c] && !s.ownEntryStale[f.Index][c]
}

// noteOwnEntry records, at any call of closed g, the own bits of g the caller reaches it
// with set (or untracked), and sets them at g's entry.
func (s *solver) noteOwnEntry(f *model.Function, st *fnState, in *llvmir.Inst, cur bitset) {
	g := s.directCallee(f, in)
	if g == nil || !s.closed[g.Index] || len(s.ownCandidates(g)) == 0 {
		return
	}
	gst := s.state(g)
	if len(gst.own) == 0 {
		return
	}
	m := s.ownEntryStale[g.Index]
	for c, i := range gst.over {
		gj, ok := gst.own[i]
		if !ok || m[c] || !s.pt.Pinned[s.pt.Find(c)] {
			continue // no own bit, or already stale at g's entry
		}
		if cc, ok := s.callerClass(f, in, g, c); ok {
			if fi, ok := st.staleBit(s, cc); ok {
				if fj, ok := st.own[fi]; ok && !cur.has(fj) {
					continue
				}
			}
		}
		if m == nil {
			m = map[class]bool{}
			s.ownEntryStale[g.Index] = m
		}
		m[c] = true
		gst.in[0].set(gj)
		s.enqueue(g)
	}
}

// addOwnBits gives st an own bit for each tracked class of f's own candidates.
func (s *solver) addOwnBits(f *model.Function, st *fnState) {
	for _, c := range s.ownCandidates(f) {
		i, ok := st.staleBit(s, c)
		if !ok {
			continue
		}
		if _, dup := st.own[i]; dup {
			continue
		}
		if st.own == nil {
			st.own = map[int]int{}
		}
		st.own[i] = len(st.why)
		st.why = append(st.why, nil)
	}
}

// fortranMPI reports whether in calls an MPI function of the Fortran binding.
func fortranMPI(in *llvmir.Inst) bool {
	_, binding, ok := mpi.Lookup(in.CalledFunction())
	return ok && binding == mpi.Fortran
}

// setOwn sets the own bit of stale bit i, if it has one.
func (st *fnState) setOwn(cur bitset, i int) {
	if j, ok := st.own[i]; ok {
		cur.set(j)
	}
}

// clearOwn clears the own bit of stale bit i, if it has one.
func (st *fnState) clearOwn(cur bitset, i int) {
	if j, ok := st.own[i]; ok {
		cur.clear(j)
	}
}

// noteOwnFresh records, at a Fortran MPI call, which reference arguments point to memory the
// function itself overwrote with uniform data on every path to the call (own bit clear), for
// argVaries. The last evaluation of the call is kept: the bits only grow.
func (s *solver) noteOwnFresh(f *model.Function, st *fnState, in *llvmir.Inst, cur bitset) {
	if len(st.own) == 0 || !fortranMPI(in) {
		return
	}
	var mask uint64
	for i, a := range in.Args {
		if i >= 64 || !llvmir.IsPointerType(a.Type) || pointsNowhere(a) {
			continue
		}
		if bit, ok := st.staleBit(s, s.locOf(f, a)); ok {
			if j, ok := st.own[bit]; ok && !cur.has(j) {
				mask |= 1 << i
			}
		}
	}
	if mask == 0 && s.ownFresh[in] == 0 {
		return
	}
	if s.ownFresh == nil {
		s.ownFresh = map[*llvmir.Inst]uint64{}
	}
	s.ownFresh[in] = mask
}

// ownFreshArg reports whether argument i of MPI call e reads memory its function overwrote
// itself just before (noteOwnFresh).
func (s *solver) ownFreshArg(e *model.Event, i int) bool {
	return i < 64 && s.ownFresh[e.Inst]&(1<<i) != 0
}
