package rma

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Collectives inside a worksharing construct (issue 17).
//
// A collective in one iteration of a worksharing loop (or in one section) is made by the thread
// that runs that iteration; another iteration, on another thread, is not ordered with it. In
//
//	#pragma omp for
//	for (i = 0; i < 2; i++) if (i == 0) MPI_Barrier(comm); else use(win_base[0]);
//
// the load may happen before the barrier (in the phase the construct starts in) or after it
// (the next phase), and a one-sided operation issued and completed in another section than a
// barrier may be in progress on either side of it. How many times the construct calls the
// collective is not counted (the phases after it stay unknown); only the blocks that share no
// path of one iteration with a collective of the construct (another branch of the iteration:
// another section, the else of a test on the iteration number) get the two phases around the
// construct's start. Ordered regions run one after the other and are left alone.

// wsInfo is, for a block of a worksharing loop or sections construct, the construct whose
// collectives it is not ordered with.
type wsInfo struct {
	c     *model.Construct
	entry uint64 // the phases the construct starts in (last pass)
}

// worksharing finds the blocks of worksharing constructs that are on another branch of an
// iteration than a collective of the construct.
func (x *fn) worksharing() {
	if x.thrC == nil {
		return
	}
	dom := x.f.Dom()
	g := x.f.CFG
	for c, body := range x.bodies {
		if c.Kind != model.ConstructFor && c.Kind != model.ConstructSections || c.Begin == nil {
			continue
		}
		in := map[int]bool{}
		for _, b := range body {
			in[b] = true
		}
		// reach: the blocks after b in the same iteration (no back edge taken)
		reach := func(b int) map[int]bool {
			seen := map[int]bool{b: true}
			stack := []int{b}
			for len(stack) > 0 {
				u := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, v := range g.Succ[u] {
					if !in[v] || seen[v] || dom.Dominates(v, u) {
						continue
					}
					seen[v] = true
					stack = append(stack, v)
				}
			}
			return seen
		}
		var colls []int
		for _, b := range body {
			for _, it := range x.items[b] {
				if it.coll && !(it.kind == kSync && it.sync == sFence) || it.collAny {
					colls = append(colls, b)
					break
				}
			}
		}
		if len(colls) == 0 {
			continue
		}
		after := map[int]map[int]bool{}
		for _, cb := range colls {
			after[cb] = reach(cb)
		}
		for _, b := range body {
			if x.thrC[b] != c {
				continue // a nested construct: its own rules
			}
			var rb map[int]bool
			free := false
			for _, cb := range colls {
				if after[cb][b] {
					free = false // a collective of this iteration comes first: phases unknown
					break
				}
				if x.exclusive(b, cb, false) || x.inOrdered[b] && x.inOrdered[cb] {
					continue
				}
				if rb == nil {
					rb = reach(b)
				}
				if !rb[cb] {
					free = true
				}
			}
			if free {
				if x.ws == nil {
					x.ws = make([]*wsInfo, len(x.f.Blocks))
					x.wsOf = map[*model.Construct]*wsInfo{}
				}
				w := x.wsOf[c]
				if w == nil {
					w = &wsInfo{c: c}
					x.wsOf[c] = w
				}
				x.ws[b] = w
			}
		}
	}
}

// wsPhase is the phases of a block: those of the dataflow, or, in a block of a worksharing
// construct not ordered with the construct's collectives, the phase the construct starts in
// and the next one.
func (x *fn) wsPhase(b int, ph uint64) uint64 {
	if x.ws == nil || x.ws[b] == nil {
		return x.periodWrap(b, ph)
	}
	e := x.ws[b].entry
	if e == 0 || e&phaseUnknown != 0 {
		return ph
	}
	return e | nextPhase(e)
}

// wsEnter records the phases a worksharing construct starts in (last pass), at its begin call.
func (x *fn) wsEnter(b int, st *state) {
	if x.wsOf == nil || !x.rep {
		return
	}
	for c, w := range x.wsOf {
		if c.Begin.Block != nil && c.Begin.Block.Index == b {
			w.entry |= st.phase
		}
	}
}

// Sections count their collectives (issue 17).
//
// Each section of a sections construct runs once, on some thread. When every collective of
// the construct is on every path of its section (and not in a loop of its own), the process
// makes exactly as many collectives as the construct holds, whatever thread runs which
// section: the phases after the construct are those it starts in, shifted by that number.
// Inside the construct they stay unknown (another thread may be before or after a collective).

// secCount is a sections construct whose collectives can be counted.
type secCount struct {
	c     *model.Construct
	k     int
	entry uint64 // phases at the begin call (every pass)
	end   int    // the block of the end call
}

// countSections finds the sections constructs whose collectives can be counted.
func (x *fn) countSections() {
	if x.thrC == nil {
		return
	}
	dom := x.f.Dom()
	pdom := x.f.PostDom()
	g := x.f.CFG
	for c, body := range x.bodies {
		if c.Kind != model.ConstructSections || c.Begin == nil || c.End == nil || c.Begin.Block == nil || c.End.Block == nil {
			continue
		}
		in := map[int]bool{}
		for _, b := range body {
			in[b] = true
		}
		heads := map[int]bool{}
		for _, u := range body {
			for _, v := range g.Succ[u] {
				if in[v] && dom.Dominates(v, u) {
					heads[v] = true
				}
			}
		}
		if len(heads) > 1 {
			continue // a loop inside a section
		}
		k, ok := 0, true
		for _, b := range body {
			n := 0
			for _, it := range x.items[b] {
				if it.collAny {
					ok = false
				}
				if it.coll && !(it.kind == kSync && it.sync == sFence) {
					n++
				}
			}
			if n == 0 || !ok {
				continue
			}
			// the entry of b's section: the block below the switch that dominates b
			s := b
			for {
				d := dom.Idom[s]
				if d < 0 || d == s || !in[d] {
					s = -1
					break
				}
				if isSwitch(x.f.Blocks[d].IR.Insts) {
					break
				}
				s = d
			}
			if s < 0 || !pdom.PostDominates(b, s) {
				ok = false
				break
			}
			k += n
		}
		if !ok || k == 0 {
			continue
		}
		if x.secs == nil {
			x.secs = map[int]*secCount{}
		}
		x.secs[c.End.Block.Index] = &secCount{c: c, k: k, end: c.End.Block.Index}
	}
}

func isSwitch(insts []*llvmir.Inst) bool {
	return len(insts) > 0 && insts[len(insts)-1].Op == "switch"
}

// sectionsBoundary records the phases a counted sections construct starts in, and at its end
// call replaces the unknown phases of its inside with the counted ones.
func (x *fn) sectionsBoundary(b int, st *state) {
	for _, s := range x.secs {
		if s.c.Begin.Block.Index == b {
			s.entry |= st.phase
		}
	}
	if s := x.secs[b]; s != nil && s.entry != 0 && s.entry&phaseUnknown == 0 {
		ph := s.entry
		for i := 0; i < s.k; i++ {
			ph = nextPhase(ph)
		}
		st.phase = ph
	}
}

// Calls that make collectives (issue 17).
//
// A call to a function that may call collectives makes the phases after it unknown, unless
// the function's phases at its returns are counted (an OpenMP region whose collectives are
// made by one thread: master, single, counted sections): then they follow the call.

// countable reports whether the phases this function counts are those of the process: in an
// OpenMP region, every collective is made by one thread of the team.
func (x *fn) countable() bool {
	region := x.f.Outlined()
	for _, items := range x.items {
		for _, it := range items {
			if it.taskColl {
				return false
			}
			if it.coll && region && x.oneThread(it.block) == nil {
				return false
			}
			if it.collAny {
				if _, ok := x.callExit(it); !ok {
					return false
				}
			}
		}
	}
	return true
}

// callExit returns the counted phases a call's callee returns in, relative to its entry.
func (x *fn) callExit(it *item) (uint64, bool) {
	if it.ev == nil || it.ev.Callee == nil {
		return 0, false
	}
	ex, ok := x.a.exits[it.ev.Callee]
	if !ok {
		return 0, false
	}
	if x.f.Outlined() && x.oneThread(it.block) == nil && !it.ev.Callee.Outlined() {
		return 0, false // every thread of the team calls it
	}
	return ex, true
}

// shiftPhase moves past a call whose callee returns in the counted phases ex: the operations
// in progress stay live through them.
func (x *fn) shiftPhase(st *state, ex uint64) {
	if ex == 1 {
		return // no collective on any path
	}
	span := uint64(0)
	for i := 0; i < 63 && uint64(1)<<i <= ex; i++ {
		span |= 1 << i
	}
	if x.rep {
		all := x.periodWrap(x.cur, shiftPhases(st.phase, span))
		for _, p := range st.pending {
			if !p.thr {
				x.recs[p.op].live |= all
			}
		}
	}
	st.phase = shiftPhases(st.phase, ex)
	if ex&1 == 0 {
		st.fin, st.recv = nil, nil
	}
}
