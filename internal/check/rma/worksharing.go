package rma

import "github.com/parcoach/parcoach/internal/model"

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
		return ph
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
