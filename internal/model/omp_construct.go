package model

import (
	"slices"
	"sort"
	"strings"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// ConstructKind is an OpenMP construct recovered from the runtime calls of a function.
type ConstructKind int

// The constructs of the OMPCFG (seed 000 Table 3.2).
const (
	ConstructParallel  ConstructKind = iota // a parallel region started here (__kmpc_fork_call)
	ConstructFor                            // worksharing loop (for / do)
	ConstructSections                       // sections
	ConstructSingle                         // single
	ConstructMaster                         // master
	ConstructMasked                         // masked
	ConstructCritical                       // critical
	ConstructOrdered                        // ordered
	ConstructTaskgroup                      // taskgroup
)

var constructNames = [...]string{"parallel", "for", "sections", "single", "master", "masked", "critical", "ordered", "taskgroup"}

func (k ConstructKind) String() string {
	if int(k) < len(constructNames) {
		return constructNames[k]
	}
	return "construct"
}

// Worksharing reports whether the construct is a worksharing construct: one that every thread
// of the team must encounter, in the same order (for, sections, single).
func (k ConstructKind) Worksharing() bool {
	return k == ConstructFor || k == ConstructSections || k == ConstructSingle
}

// Construct is one OpenMP construct in a function, as the compiler lowered it.
type Construct struct {
	Kind  ConstructKind
	Fn    *Function
	Begin *Event // the runtime call that starts it (__kmpc_single, __kmpc_for_static_init_4, the fork call...)
	End   *Event // the call that ends its body (__kmpc_end_single, __kmpc_for_static_fini...), nil when there is none
	// Syncs are the calls that synchronise the team at its end, in order: its implicit
	// barrier(s), a blocking __kmpc_reduce, __kmpc_copyprivate.
	Syncs []*Event
	// Reductions are the __kmpc_reduce / __kmpc_reduce_nowait calls of its reduction clause.
	Reductions []*Event
	// Nowait is set on a worksharing construct that ends without synchronising the team
	// (nowait clause, or a combined parallel construct in clang).
	Nowait bool
	// RegionEnd is set when nothing follows the construct in its parallel region: with Nowait
	// (clang's combined `parallel for`), the end of the region is its barrier.
	RegionEnd bool
	// Dynamic marks a loop with a dispatch schedule (dynamic, guided, runtime, ordered).
	Dynamic bool
	// Serial is, for a parallel construct with an if clause, the direct call of the region on
	// the serialized path.
	Serial *Event
	Pos    diag.Pos
	// Guard is the block whose branch skips a loop with no iteration (clang), -1 if none. Its
	// condition is the trip count, the same for every thread.
	Guard int
	// Conds are the conditionals its lowering creates (sorted): the branch on the result of
	// __kmpc_single / master / masked, a loop's guard, bound clamp and iteration tests, the
	// switch of sections, the switch on the result of __kmpc_reduce, the lastprivate test, the
	// choice between forking and the serialized call of `parallel if`.
	Conds []int
	// Body lists the events inside the construct's body (its own runtime calls excluded), and
	// Blocks the blocks of the body.
	Body   []*Event
	Blocks []int
}

// OMPInfo is the OpenMP structure of one function.
type OMPInfo struct {
	Constructs []*Construct // in block order
	cond       map[int]condInfo
	owner      map[*Event]*Construct
}

type condInfo struct {
	c       *Construct
	uniform bool
}

// OpenMP returns the OpenMP structure of f, computed on first use.
func (f *Function) OpenMP() *OMPInfo {
	return f.ompInfo.get(func() *OMPInfo {
		info := &OMPInfo{cond: map[int]condInfo{}, owner: map[*Event]*Construct{}}
		r := &recogniser{f: f, info: info, flow: f.NormalFlow()}
		r.run()
		return info
	})
}

// IsConstructCond reports whether the conditional ending block b was created by the lowering
// of an OpenMP construct rather than written by the user: single, master and masked (one
// thread runs the body), the tests a worksharing loop uses to give each thread its chunks,
// the switch of sections, the switch on a reduction's result, lastprivate copies, and the
// guard of a loop or the if clause of parallel. An analysis of what processes execute does
// not count them as conditionals: every process runs the construct, and within each process
// the team shares the work. (The guard of a loop tests the trip count, which may differ
// between processes; ConstructCond tells it apart.)
func (f *Function) IsConstructCond(b int) bool {
	_, ok := f.OpenMP().cond[b]
	return ok
}

// ConstructCond returns the construct whose lowering created the conditional ending block b,
// and whether every thread of the team evaluates it alike (a loop's guard on the trip count,
// the if clause of parallel evaluated by the encountering thread). nil when b is not one.
func (f *Function) ConstructCond(b int) (c *Construct, uniform bool) {
	ci, ok := f.OpenMP().cond[b]
	if !ok {
		return nil, false
	}
	return ci.c, ci.uniform
}

// ConstructOf returns the construct whose lowering the runtime call e belongs to (its begin
// and end calls, implicit barriers, reductions, the dispatch calls of a loop), or nil.
func (f *Function) ConstructOf(e *Event) *Construct { return f.OpenMP().owner[e] }

// recogniser builds the OMPInfo of one function.
type recogniser struct {
	f    *Function
	info *OMPInfo
	flow *Flow
}

func (r *recogniser) run() {
	var forked map[*Function]*Construct
	for _, b := range r.f.Blocks {
		for _, e := range b.Events {
			if e.StartsTeam() {
				if forked == nil {
					forked = map[*Function]*Construct{}
				}
				if c := forked[e.Callee]; c != nil {
					r.parallelIf(c, e)
					continue
				}
				c := &Construct{Kind: ConstructParallel, Fn: r.f, Begin: e, Pos: e.Pos, Guard: -1}
				forked[e.Callee] = c
				r.add(c)
				continue
			}
			if e.Kind != OMPCall || r.info.owner[e] != nil {
				continue
			}
			switch e.OMP.Kind {
			case OMPSingle:
				r.branch(e, ConstructSingle, OMPEndSingle)
			case OMPMaster:
				r.branch(e, ConstructMaster, OMPEndMaster)
			case OMPMasked:
				r.branch(e, ConstructMasked, OMPEndMasked)
			case OMPCritical:
				r.paired(e, ConstructCritical, OMPEndCritical)
			case OMPOrdered:
				r.paired(e, ConstructOrdered, OMPEndOrdered)
			case OMPTaskgroup:
				r.paired(e, ConstructTaskgroup, OMPEndTaskgroup)
			case OMPForStaticInit:
				r.staticLoop(e)
			case OMPDispatchInit:
				r.dispatchLoop(e)
			}
		}
	}
	for _, c := range r.info.Constructs {
		sort.Ints(c.Conds)
	}
}

func (r *recogniser) add(c *Construct) {
	r.info.Constructs = append(r.info.Constructs, c)
	r.own(c, c.Begin)
}

func (r *recogniser) own(c *Construct, e *Event) {
	if e != nil && e.Kind == OMPCall {
		r.info.owner[e] = c
	}
}

func (r *recogniser) markCond(c *Construct, b int, uniform bool) {
	if _, done := r.info.cond[b]; done {
		return
	}
	r.info.cond[b] = condInfo{c: c, uniform: uniform}
	c.Conds = append(c.Conds, b)
}

// parallelIf records the serialized path of `parallel if(c)`: the fork e0 of the construct and
// the direct call e of the same region; the branch choosing between them is a construct
// conditional evaluated by the encountering thread alone.
func (r *recogniser) parallelIf(c *Construct, e *Event) {
	fork, serial := c.Begin, e
	if !fork.Fork {
		fork, serial = e, c.Begin
		c.Begin = e
		r.own(c, e)
	}
	c.Serial = serial
	dom := r.f.Dom()
	a, b := fork.Block.Index, serial.Block.Index
	if !dom.Reachable(a) || !dom.Reachable(b) {
		return
	}
	if p := dom.NearestCommonDominator(a, b); len(r.flow.CFG.Succ[p]) >= 2 {
		r.markCond(c, p, true)
	}
}

// branch recognises single, master and masked: the call's result decides, in the branch that
// ends its block, whether this thread runs the body; the other edge goes to the join.
func (r *recogniser) branch(e *Event, kind ConstructKind, end OMPKind) {
	c := &Construct{Kind: kind, Fn: r.f, Begin: e, Pos: e.OMP.Pos, Guard: -1}
	r.add(c)
	b := e.Block.Index
	succ := r.flow.CFG.Succ[b]
	t := r.f.Terminator(b)
	if t == nil || t.Op != "br" || len(succ) != 2 || !r.condFrom(t, e.Inst) {
		c.Nowait = kind == ConstructSingle
		return
	}
	r.markCond(c, b, false)
	join := r.flow.PostDom.Ipdom(b)
	entry := t.Succs[0].Index
	if entry == join {
		entry = t.Succs[1].Index
	}
	blocks, body, stop := r.walk(entry, 0, join, func(x *Event) bool { return x.Kind == OMPCall && x.OMP.Kind == end })
	c.Blocks, c.Body, c.End = blocks, body, stop
	r.own(c, stop)
	if kind == ConstructSingle {
		if join < len(r.f.Blocks) {
			r.attachSyncs(c, join, 0)
		}
		c.Nowait = !hasSync(c)
	}
}

// condFrom reports whether the condition of branch t is computed from the result of call
// (`icmp ne i32 %r, 0`, possibly through a trunc or a zext).
func (r *recogniser) condFrom(t *llvmir.Inst, call *llvmir.Inst) bool {
	if call.Result == "" || len(t.Operands) == 0 {
		return false
	}
	frontier := []*llvmir.Value{t.Operands[0]}
	for depth := 0; depth < 4 && len(frontier) > 0; depth++ {
		var next []*llvmir.Value
		for _, v := range frontier {
			if v == nil || v.Kind != llvmir.ValLocal {
				continue
			}
			if v.Name == call.Result {
				return true
			}
			if d := r.f.Def(v.Name); d != nil && !isCallOp(d.Op) && d.Op != "load" && d.Op != "phi" {
				next = append(next, d.Operands...)
			}
		}
		frontier = next
	}
	return false
}

// paired recognises critical, ordered and taskgroup: straight-line code between a begin and an
// end call (a critical's end names the same lock).
func (r *recogniser) paired(e *Event, kind ConstructKind, end OMPKind) {
	c := &Construct{Kind: kind, Fn: r.f, Begin: e, Pos: e.OMP.Pos, Guard: -1}
	r.add(c)
	lock := ""
	if kind == ConstructCritical && len(e.Inst.Args) > 2 {
		lock = e.Inst.Args[2].Text
	}
	blocks, body, stop := r.walk(e.Block.Index, e.Index+1, -1, func(x *Event) bool {
		if x.Kind != OMPCall || x.OMP.Kind != end {
			return false
		}
		return lock == "" || len(x.Inst.Args) <= 2 || x.Inst.Args[2].Text == lock
	})
	c.Blocks, c.Body, c.End = blocks, body, stop
	r.own(c, stop)
}

// staticLoop recognises a worksharing loop or sections lowered with __kmpc_for_static_init.
func (r *recogniser) staticLoop(e *Event) {
	c := &Construct{Kind: ConstructFor, Fn: r.f, Begin: e, Pos: e.OMP.Pos, Guard: -1}
	if e.OMP.Flags&identWorkSections != 0 || (e.OMP.Flags&identWorkLoop == 0 && strings.HasPrefix(e.Block.IR.Name, "omp_section_loop")) {
		c.Kind = ConstructSections
	}
	r.add(c)
	blocks, body, fini := r.walk(e.Block.Index, e.Index+1, -1, func(x *Event) bool {
		return x.Kind == OMPCall && x.OMP.Kind == OMPForStaticFini
	})
	c.Blocks, c.Body, c.End = blocks, body, fini
	r.own(c, fini)
	twoLevel := scheduleOf(e) != schedStatic
	end := -1
	if fini != nil {
		end = fini.Block.Index
	}
	r.guard(c, e.Block.Index, end)
	r.loopConds(c, blocks, nil, twoLevel)
	if fini != nil {
		r.attachSyncs(c, fini.Block.Index, fini.Index+1)
	}
	c.Nowait = !hasSync(c)
}

// libomp schedule types (kmp.h enum sched_type), without the monotonic/nonmonotonic bits.
const (
	schedStatic   = 34
	schedModifier = 3 << 29
)

// scheduleOf is the schedule type argument of a static or dispatch init call.
func scheduleOf(e *Event) int {
	if len(e.Inst.Args) > 2 && e.Inst.Args[2].Kind == llvmir.ValInt {
		return int(e.Inst.Args[2].Int) &^ schedModifier
	}
	return -1
}

// dispatchLoop recognises a worksharing loop lowered with __kmpc_dispatch_init: a loop whose
// header asks __kmpc_dispatch_next for a chunk, around the loop over the chunk.
func (r *recogniser) dispatchLoop(e *Event) {
	c := &Construct{Kind: ConstructFor, Fn: r.f, Begin: e, Pos: e.OMP.Pos, Dynamic: true, Guard: -1}
	r.add(c)
	_, _, next := r.walk(e.Block.Index, e.Index+1, -1, func(x *Event) bool {
		return x.Kind == OMPCall && x.OMP.Kind == OMPDispatchNext
	})
	if next == nil {
		c.Nowait = true
		return
	}
	d := next.Block.Index
	var outer *graph.Loop
	for l := r.f.Loops().Of[d]; l != nil; l = l.Parent {
		if l.Header == d {
			outer = l
			break
		}
	}
	exit := -1
	if outer != nil {
		for _, s := range r.flow.CFG.Succ[d] {
			if !outer.Contains(s) {
				exit = s
			}
		}
	}
	blocks, body, _ := r.walk(e.Block.Index, e.Index+1, exit, func(*Event) bool { return false })
	c.Blocks = blocks
	for _, x := range body {
		if x.Kind == OMPCall && (x.OMP.Kind == OMPDispatchNext || x.OMP.Kind == OMPDispatchFini) {
			r.own(c, x)
			continue
		}
		c.Body = append(c.Body, x)
	}
	r.guard(c, e.Block.Index, exit)
	r.loopConds(c, blocks, outer, true)
	if exit >= 0 {
		r.attachSyncs(c, exit, 0)
	}
	c.Nowait = !hasSync(c)
}

// guard finds clang's test of the trip count in front of a loop: the only predecessor of the
// init block, a two-way branch located at the directive's line whose other edge goes to a
// block post-dominating the loop's end.
func (r *recogniser) guard(c *Construct, init, end int) {
	if end < 0 {
		return
	}
	preds := r.flow.CFG.Pred[init]
	if len(preds) != 1 {
		return
	}
	p := preds[0]
	succ := r.flow.CFG.Succ[p]
	t := r.f.Terminator(p)
	if len(succ) != 2 || t == nil || t.Op != "br" {
		return
	}
	other := succ[0]
	if other == init {
		other = succ[1]
	}
	// The guard's branch carries the location of the directive (clang -g); without it a
	// user's `if` around a loop whose trip count clang folded would look the same.
	if tp := r.f.InstPos(t); !tp.Known() || !c.Pos.Known() || tp.Line != c.Pos.Line || tp.File != c.Pos.File {
		return
	}
	if other != init && r.flow.PostDom.PostDominates(other, end) {
		c.Guard = p
		r.markCond(c, p, true)
	}
}

// loopConds marks the conditionals of a loop construct's lowering among its blocks: those
// outside the machinery loops (the bound clamp), the tests leaving a machinery loop, and
// everything in an outer machinery loop that is not in the loop over a chunk; plus the switch
// choosing a section. The machinery loops are the outermost loop of the construct and, for
// chunked schedules, the loop over a chunk nested in it (outer may name the outermost one).
// Conditionals inside the user's body are left alone.
func (r *recogniser) loopConds(c *Construct, blocks []int, outer *graph.Loop, twoLevel bool) {
	in := map[int]bool{}
	for _, b := range blocks {
		in[b] = true
	}
	loops := r.f.Loops()
	machinery := map[*graph.Loop]bool{}
	var tops []*graph.Loop
	if outer != nil {
		tops = []*graph.Loop{outer}
	} else {
		for _, l := range loops.Loops {
			if in[l.Header] && (l.Parent == nil || !in[l.Parent.Header]) {
				tops = append(tops, l)
			}
		}
	}
	inner := map[*graph.Loop]bool{} // the loops over a chunk
	for _, l := range tops {
		machinery[l] = true
		if twoLevel {
			for _, ch := range l.Children {
				machinery[ch] = true
				inner[ch] = true
			}
		} else {
			inner[l] = true
		}
	}
	for _, b := range blocks {
		if len(r.flow.CFG.Succ[b]) < 2 {
			continue
		}
		var ml *graph.Loop
		nested := false
		for l := loops.Of[b]; l != nil; l = l.Parent {
			if machinery[l] {
				ml = l
				break
			}
			nested = true
		}
		switch {
		case ml == nil:
			r.markCond(c, b, false)
		case nested:
			// a conditional of the user's body, inside a loop of the body
		case leaves(r.flow.CFG, ml, b) || !inner[ml]:
			r.markCond(c, b, false)
		}
	}
	if c.Kind == ConstructSections {
		ls := make([]*graph.Loop, 0, len(inner))
		for l := range inner {
			ls = append(ls, l)
		}
		slices.SortFunc(ls, func(a, b *graph.Loop) int { return a.Header - b.Header }) // not a map's order
		for _, l := range ls {
			r.sectionSwitch(c, l)
		}
	}
}

// sectionSwitch marks the switch that picks the section to run: the first conditional met
// after the test of the sections loop.
func (r *recogniser) sectionSwitch(c *Construct, l *graph.Loop) {
	for _, b := range l.Blocks {
		if !leaves(r.flow.CFG, l, b) {
			continue
		}
		for _, s := range r.flow.CFG.Succ[b] {
			seen := map[int]bool{}
			for l.Contains(s) && !seen[s] {
				seen[s] = true
				succ := r.flow.CFG.Succ[s]
				if len(succ) != 1 {
					break
				}
				s = succ[0]
			}
			if t := r.f.Terminator(s); l.Contains(s) && t != nil && t.Op == "switch" {
				r.markCond(c, s, false)
			}
		}
	}
}

// leaves reports whether block b has an edge out of loop l.
func leaves(g *graph.Digraph, l *graph.Loop, b int) bool {
	for _, s := range g.Succ[b] {
		if !l.Contains(s) {
			return true
		}
	}
	return false
}

func hasSync(c *Construct) bool { return len(c.Syncs) > 0 }

// attachSyncs looks at what follows the end of a worksharing construct, from block b at event
// index idx, along the unconditional flow: its implicit barrier, its reduction (a switch on
// __kmpc_reduce's result, crossed to its join), lastprivate copies (a branch whose arms hold no
// call), __kmpc_copyprivate after a single. It stops at anything else. Reaching the return of
// a region's body with nothing on the way makes the construct the end of its region.
func (r *recogniser) attachSyncs(c *Construct, b, idx int) {
	lastBarrier := false
	seen := map[int]bool{}
	for steps := 0; steps < 64 && !seen[b]; steps++ {
		seen[b] = true
		evs := r.f.Blocks[b].Events
		jumped := false
		for ; idx < len(evs); idx++ {
			e := evs[idx]
			if e.Kind != OMPCall || r.info.owner[e] != nil {
				return
			}
			switch e.OMP.Kind {
			case OMPGlobalThreadNum, OMPEndReduce, OMPEndReduceNowait:
				continue
			case OMPDispatchFini:
				// clang 19 ends a dispatch loop with __kmpc_dispatch_deinit on its exit, before
				// the implicit barrier.
				if c.Kind != ConstructFor || !c.Dynamic {
					return
				}
				r.own(c, e)
				continue
			case OMPBarrier:
				if !e.OMP.Implicit() || lastBarrier {
					return
				}
				c.Syncs = append(c.Syncs, e)
				r.own(c, e)
				lastBarrier = true
			case OMPCopyprivate:
				if c.Kind != ConstructSingle || lastBarrier {
					return
				}
				c.Syncs = append(c.Syncs, e)
				r.own(c, e)
				lastBarrier = true
			case OMPReduce, OMPReduceNowait:
				c.Reductions = append(c.Reductions, e)
				r.own(c, e)
				if e.OMP.Kind == OMPReduce {
					c.Syncs = append(c.Syncs, e)
				}
				lastBarrier = false
				if idx == len(evs)-1 && len(r.flow.CFG.Succ[b]) >= 2 {
					// The switch's default edge goes to the join: the cases (1: combine
					// under a lock, 2: atomically) come back to it, or end in
					// `unreachable` where flang does not implement a case.
					t := r.f.Terminator(b)
					if t == nil || t.Op != "switch" || len(t.Succs) == 0 || !r.quiet(b, t.Succs[0].Index) {
						return
					}
					j := t.Succs[0].Index
					r.markCond(c, b, false)
					r.ownQuiet(c, b, j)
					b, idx, jumped = j, 0, true
				}
			default:
				return
			}
			if jumped {
				break
			}
		}
		if jumped {
			continue
		}
		succ := r.flow.CFG.Succ[b]
		switch {
		case len(succ) == 0:
			if !hasSync(c) && r.f.InRegionBody() && r.f.Blocks[b].NoReturn == nil {
				c.RegionEnd = true
			}
			return
		case len(succ) == 1:
			b, idx = succ[0], 0
		default:
			j := r.flow.PostDom.Ipdom(b)
			if j >= len(r.f.Blocks) || !r.quiet(b, j) {
				return
			}
			r.markCond(c, b, false)
			b, idx = j, 0
		}
	}
}

// quiet reports whether the blocks between conditional b and its join j hold no event but the
// calls a reduction's cases make (a lastprivate or linear copy, the cases of a reduction).
func (r *recogniser) quiet(b, j int) bool {
	ok := true
	r.between(b, j, func(x int) {
		for _, e := range r.f.Blocks[x].Events {
			if e.Kind != OMPCall || (e.OMP.Kind != OMPEndReduce && e.OMP.Kind != OMPEndReduceNowait && e.OMP.Kind != OMPGlobalThreadNum) {
				ok = false
			}
		}
	})
	return ok
}

// ownQuiet gives the end-of-reduction calls between b and j to c.
func (r *recogniser) ownQuiet(c *Construct, b, j int) {
	r.between(b, j, func(x int) {
		for _, e := range r.f.Blocks[x].Events {
			if e.Kind == OMPCall && (e.OMP.Kind == OMPEndReduce || e.OMP.Kind == OMPEndReduceNowait) {
				r.own(c, e)
			}
		}
	})
}

// between visits the blocks reachable from b's successors before j (at most 256).
func (r *recogniser) between(b, j int, visit func(int)) {
	seen := map[int]bool{b: true, j: true}
	work := append([]int(nil), r.flow.CFG.Succ[b]...)
	for n := 0; len(work) > 0 && n < 256; n++ {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		visit(x)
		work = append(work, r.flow.CFG.Succ[x]...)
	}
}

// walk collects the blocks and events reachable from event idx of block start, without
// entering block stopBlock (-1: none) and without going past an event for which stop holds
// (the first one found is returned). The start block is not entered again. A block cut by a
// stop event gives its events before it but is not among the blocks: its terminator comes
// after the construct.
func (r *recogniser) walk(start, idx, stopBlock int, stop func(*Event) bool) (blocks []int, events []*Event, stopped *Event) {
	seen := map[int]bool{start: true}
	if stopBlock >= 0 {
		seen[stopBlock] = true
	}
	type item struct{ b, idx int }
	work := []item{{start, idx}}
	for len(work) > 0 {
		it := work[len(work)-1]
		work = work[:len(work)-1]
		cut := false
		evs := r.f.Blocks[it.b].Events
		for i := it.idx; i < len(evs); i++ {
			if stop(evs[i]) {
				if stopped == nil {
					stopped = evs[i]
				}
				cut = true
				break
			}
			events = append(events, evs[i])
		}
		if cut {
			continue
		}
		blocks = append(blocks, it.b)
		succ := r.flow.CFG.Succ[it.b]
		for i := len(succ) - 1; i >= 0; i-- {
			if s := succ[i]; !seen[s] {
				seen[s] = true
				work = append(work, item{s, 0})
			}
		}
	}
	sort.Ints(blocks)
	sort.SliceStable(events, func(i, j int) bool {
		if events[i].Block.Index != events[j].Block.Index {
			return events[i].Block.Index < events[j].Block.Index
		}
		return events[i].Index < events[j].Index
	})
	return blocks, events, stopped
}
