package dependence

import (
	"maps"
	"slices"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Context-sensitive points-to for small helper functions (issue 13, mechanism 2).
//
// Unification binds a function's pointer parameters to every argument any caller passes, so
// one helper called on many objects merges them all: every std::string of a C++ program
// became one class through basic_string's inline constructors, and a rank-dependent message
// string then made the mesh type read from the input file vary. A function qualifies for
// summaries when it is only a computation on what it is given: no MPI call, no OpenMP
// construct, no call through a pointer, no exit, not recursive, not address-taken, and every
// function of the program it calls qualifies as well. Its body is analysed once on its own
// classes (its parameters point to placeholders); at each call site the part of its graph
// reachable from the placeholders is copied and the copy bound to that call's arguments, so
// two calls share nothing the helper does not share itself. Heap blocks it allocates become
// one object per call site (allocation by calling context).
//
// A helper that touches memory other functions also reach (a global, a library's static
// buffer, the parameters of a function bound the ordinary way) is bound the ordinary way.
//
// The dependence solver then reads a summarised call as a transfer function: the result and
// everything the helper writes vary when an argument, or memory the helper reads through its
// arguments at this call site, varies (or when the helper itself computes something varying);
// memory it writes also varies when the call is made only on some processes.

// fnSummary is what a summarised function reads and writes, as classes of its own graph.
type fnSummary struct {
	reads, writes []class
}

// siteSummary is a summarised call: what the callee reads and writes, as the caller's classes.
type siteSummary struct {
	fn    *model.Function
	reads []class
	// readFrom[i] is the class of the callee's graph that reads[i] was copied from.
	readFrom []class
	writes   [][2]class // (class of the callee's graph, the caller's class it was copied into)
}

// maxSummaryClasses bounds the graph copied at each call site; a function reaching more
// through its parameters is bound the ordinary way.
const maxSummaryClasses = 256

// summaryCandidates are the functions that may be summarised, judged on their code alone.
func summaryCandidates(p *model.Program) map[*model.Function]bool {
	taken := map[*model.Function]bool{}
	for _, f := range p.AddressTaken() {
		taken[f] = true
	}
	cg := p.CallGraph()
	recursive := map[*model.Function]bool{}
	for _, comp := range p.BottomUp() {
		for _, f := range comp {
			recursive[f] = len(comp) > 1 || slices.Contains(cg.Succ[f.Index], f.Index)
		}
	}
	cand := map[*model.Function]bool{}
	for _, f := range p.Funcs {
		if f.IsMain() || taken[f] || recursive[f] || f.MayEndProcess() {
			continue
		}
		ok := true
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind != model.Call || e.Fork || e.Callee == nil {
					ok = false
				}
			}
		}
		if ok && !isOutlined(p, f) {
			cand[f] = true
		}
	}
	// Every function of the program a candidate calls must be one.
	for changed := true; changed; {
		changed = false
		for f := range cand {
			for _, c := range cg.Succ[f.Index] {
				if !cand[p.Funcs[c]] {
					delete(cand, f)
					changed = true
					break
				}
			}
		}
	}
	return cand
}

// isSummaryCall reports whether call in (made in build) goes to a candidate: its binding is
// deferred to finishSummaries.
func (pt *pointsTo) isSummaryCall(f *model.Function, in *llvmir.Inst) (*model.Function, bool) {
	if pt.candidate == nil {
		return nil, false
	}
	ci := calleeOf(f, in)
	if ci == nil || ci.fork || !pt.candidate[ci.fn] {
		return nil, false
	}
	return ci.fn, true
}

// siteRetClass is the class the result of a summarised call points into.
func (pt *pointsTo) siteRetClass(in *llvmir.Inst) class {
	c, ok := pt.siteRet[in]
	if !ok {
		c = pt.fresh(0)
		pt.siteRet[in] = c
	}
	return c
}

// finishSummaries binds the deferred calls, callees before callers: a call to a function that
// was summarised gets a copy of its graph, any other is bound the ordinary way.
func (pt *pointsTo) finishSummaries(p *model.Program) {
	// Parameters and results of functions bound the ordinary way are shared by their callers.
	for k, c := range pt.param {
		if !pt.candidate[k.fn] {
			pt.pin(c)
		}
	}
	for f, c := range pt.ret {
		if !pt.candidate[f] {
			pt.pin(c)
		}
	}
	for _, f := range bottomUp(p) {
		for _, in := range pt.deferred[f] {
			callee := calleeOf(f, in).fn
			if sum := pt.summary[callee]; sum != nil {
				pt.instantiate(f, in, callee, sum)
			} else {
				pt.bindArgs(f, in.Args, callee, 0)
				if c, ok := pt.siteRet[in]; ok {
					pt.union(c, pt.retClass(callee))
				}
			}
			pt.watch.check(pt, f, in, "binding a helper call")
		}
		if pt.candidate[f] {
			pt.summary[f] = pt.summarize(f)
			if pt.summary[f] == nil {
				for i := range f.IR.Params {
					if c, ok := pt.param[paramKey{f, i}]; ok {
						pt.pin(c)
					}
				}
				if c, ok := pt.ret[f]; ok {
					pt.pin(c)
				}
			}
		}
	}
}

// bottomUp lists the functions callees first (up to recursion, which summaries exclude).
func bottomUp(p *model.Program) []*model.Function {
	var out []*model.Function
	for _, comp := range p.BottomUp() {
		out = append(out, comp...)
	}
	return out
}

// summarize returns f's summary, or nil when f reaches too much through its parameters.
func (pt *pointsTo) summarize(f *model.Function) *fnSummary {
	if pt.reachSize(f) > maxSummaryClasses {
		return nil
	}
	sum := &fnSummary{}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			r, w := pt.accesses(f, in)
			sum.reads = append(sum.reads, r...)
			sum.writes = append(sum.writes, w...)
		}
	}
	for i := range sum.reads {
		sum.reads[i] = pt.find(sum.reads[i])
	}
	for i := range sum.writes {
		sum.writes[i] = pt.find(sum.writes[i])
	}
	slices.Sort(sum.reads)
	slices.Sort(sum.writes)
	sum.reads, sum.writes = slices.Compact(sum.reads), slices.Compact(sum.writes)
	return sum
}

// accesses lists the classes one instruction of a candidate may read and write.
func (pt *pointsTo) accesses(f *model.Function, in *llvmir.Inst) (reads, writes []class) {
	switch in.Op {
	case "load":
		if len(in.Operands) == 1 {
			reads = append(reads, pt.memLoc(f, in, in.Operands[0]))
		}
	case "store":
		if len(in.Operands) == 2 {
			writes = append(writes, pt.memLoc(f, in, in.Operands[1]))
		}
	case "atomicrmw", "cmpxchg":
		if len(in.Operands) > 0 {
			c := pt.loc(f, in.Operands[0])
			reads, writes = append(reads, c), append(writes, c)
		}
	case "call", "invoke":
		if site := pt.sites[in]; site != nil {
			reads = append(reads, site.reads...)
			for _, w := range site.writes {
				writes = append(writes, w[1])
			}
			return
		}
		flow := libraryFlow(in.CalledFunction())
		for i, a := range in.Args {
			if llvmir.IsPointerType(a.Type) && !pointsNowhere(a) && flow.reads(i) {
				reads = append(reads, pt.loc(f, a))
			}
		}
		writes = pt.libraryWrites(Processes, f, in)
	}
	return
}

// roots are the classes of f's graph its callers can reach: what its pointer parameters and
// its result point to.
func (pt *pointsTo) roots(f *model.Function) []class {
	var out []class
	for i := range f.IR.Params {
		if c, ok := pt.param[paramKey{f, i}]; ok {
			out = append(out, c)
		}
	}
	if c, ok := pt.ret[f]; ok {
		out = append(out, c)
	}
	return out
}

// reachSize counts the classes reachable from f's roots (what a copy would make).
func (pt *pointsTo) reachSize(f *model.Function) int {
	seen := map[class]bool{}
	work := pt.roots(f)
	for len(work) > 0 && len(seen) <= maxSummaryClasses {
		c := pt.find(work[len(work)-1])
		work = work[:len(work)-1]
		if seen[c] || pt.pinned[c] {
			continue
		}
		seen[c] = true
		work = pt.appendLinks(work, c)
	}
	return len(seen)
}

// instantiate binds a call to summarised callee: a copy of the callee's graph reachable from
// its parameters and result, bound to the call's arguments and result.
func (pt *pointsTo) instantiate(f *model.Function, in *llvmir.Inst, callee *model.Function, sum *fnSummary) {
	memo := map[class]class{}
	for i, a := range in.Args {
		if i < len(callee.IR.Params) && llvmir.IsPointerType(a.Type) && !pointsNowhere(a) {
			if c, ok := pt.param[paramKey{callee, i}]; ok {
				pt.union(pt.loc(f, a), pt.copyOf(c, memo))
			}
		}
	}
	if c, ok := pt.ret[callee]; ok {
		pt.union(pt.siteRetClass(in), pt.copyOf(c, memo))
	}
	site := &siteSummary{fn: callee}
	for _, r := range sum.reads {
		// Shared memory the callee reads is the same class in its body, which the solver
		// follows there; what matters per call is the memory copied for this call.
		if m, ok := memo[pt.find(r)]; ok && !pt.pinned[pt.find(r)] {
			site.reads = append(site.reads, m)
			site.readFrom = append(site.readFrom, r)
		}
	}
	for _, w := range sum.writes {
		if m, ok := pt.copied(w, memo); ok {
			site.writes = append(site.writes, [2]class{w, m})
		}
	}
	pt.sites[in] = site
}

// copied is the class of a call site standing for class c of the callee's graph: its copy,
// or c itself when shared; false for the callee's private memory (its locals).
func (pt *pointsTo) copied(c class, memo map[class]class) (class, bool) {
	c = pt.find(c)
	if pt.pinned[c] {
		return c, true
	}
	m, ok := memo[c]
	return m, ok
}

// copyOf returns the copy of class c (and, through memo, of everything it reaches). Shared
// classes are not copied: the copy points to them.
func (pt *pointsTo) copyOf(c class, memo map[class]class) class {
	c = pt.find(c)
	if pt.pinned[c] {
		return c
	}
	if m, ok := memo[c]; ok {
		return m
	}
	if o := pt.ownerOf(c); o != noClass {
		no := pt.copyOf(o, memo) // copies o's parts, c among them
		if m, ok := memo[c]; ok {
			return m
		}
		memo[c] = no // a part whose offset was lost: the whole object
		pt.copyPointee(c, no, memo)
		return no
	}
	n := pt.fresh(pt.members[c])
	pt.consts[n] = pt.consts[c]
	memo[c] = n
	offs := slices.Sorted(maps.Keys(pt.fields[c]))
	for _, off := range offs {
		p := pt.find(pt.fields[c][off])
		if _, ok := memo[p]; !ok {
			memo[p] = pt.part(n, off)
		}
	}
	pt.copyPointee(c, n, memo)
	for _, off := range offs {
		p := pt.find(pt.fields[c][off])
		pt.copyPointee(p, memo[p], memo)
	}
	return n
}

// copyPointee makes the copy n of class c point to the copy of what c points to.
func (pt *pointsTo) copyPointee(c, n class, memo map[class]class) {
	if t := pt.pointee[pt.find(c)]; t != noClass {
		pt.union(pt.deref(n), pt.copyOf(t, memo))
	}
}

// pin marks a class as shared by several functions' graphs, and with it everything it
// reaches (what it points to, its parts, the object it is part of): none of it is ever
// copied. Copying a class that shared memory reaches would give a call site memory that the
// pointers held in shared memory do not see.
func (pt *pointsTo) pin(c class) {
	work := []class{c}
	for len(work) > 0 {
		x := pt.find(work[len(work)-1])
		work = work[:len(work)-1]
		if pt.pinned[x] {
			continue
		}
		pt.pinned[x] = true
		work = pt.appendLinks(work, x)
	}
}

// pinLinks pins what a pinned class reaches (after a union gave it new links).
func (pt *pointsTo) pinLinks(x class) {
	for _, c := range pt.appendLinks(nil, pt.find(x)) {
		pt.pin(c)
	}
}

func (pt *pointsTo) appendLinks(work []class, x class) []class {
	if pt.pointee[x] != noClass {
		work = append(work, pt.pointee[x])
	}
	if o := pt.owner[x]; o != noClass {
		work = append(work, o)
	}
	for _, p := range pt.fields[x] {
		work = append(work, p)
	}
	return work
}

// callSummarized applies a summarised callee at one call site. The callee's body is solved
// with its parameters' values as usual (a varying argument at any call makes the parameter
// vary, as for any call); what the memory model keeps per call site is the memory: the result
// and everything the callee writes vary when memory it reads through this call's arguments
// varies, and what it writes also when the call is made only on some processes.
func (s *solver) callSummarized(f *model.Function, st *fnState, b int, in *llvmir.Inst, site *siteSummary, cur bitset) {
	d := s.deps[site.fn]
	if d == nil {
		s.passArgs(f, in.Args, site.fn, 0)
	}
	// Without a dependence summary, anything the callee reads at this call may flow into
	// anything it returns or writes.
	var reads *reason
	if d == nil {
		for _, c := range site.reads {
			if reads = s.loadClass(f, st, c, cur, false); reads != nil {
				break
			}
		}
	}
	r := s.ret[site.fn]
	if r == nil {
		r = reads
	}
	if r == nil && d != nil {
		r = s.argsAt(f, st, in, site, d, d.ret, cur)
	}
	s.markVal(f, in.Result, r)
	ctl := st.cdVary[b]
	for _, w := range site.writes {
		act := s.pt.find(w[1])
		if s.pt.constant(act) {
			continue // a string literal given to the helper: never written
		}
		s.addMod(f, act)
		s.addReader(w[0]) // the callee's body may find later that it writes varying data
		// What the body stored itself keeps its kind (data or pointers); memory read at
		// this call or a call made on some processes only may put anything there.
		// Each written class maps to its copy (parts to parts): what the body marked on
		// that class itself, not on the object around it. Shared memory the body writes
		// is its own class: the body's evaluation already put it there.
		var why *reason
		kind := dataKind
		if ph := s.pt.find(w[0]); ph != act {
			why = s.class[ph]
			if r := s.ptrVary[ph]; r != nil {
				why, kind = r, anyKind
			}
		}
		if why == nil {
			why, kind = reads, anyKind
		}
		if why == nil {
			why, kind = ctl, anyKind
		}
		if why == nil && d != nil {
			why, kind = s.argsAt(f, st, in, site, d, d.writes[s.pt.find(w[0])], cur), anyKind
		}
		if why != nil {
			s.writeKind(f, st, act, why, false, cur, kind)
		}
	}
	// Shared memory the callee's own callees write (a global counter): as for any call.
	for c := range s.mod[site.fn] {
		if s.pt.pinned[s.pt.find(c)] {
			s.addMod(f, c)
			if ctl != nil {
				s.markClass(c, &reason{pos: f.InstPos(in), msg: "memory written by " + site.fn.Name + ", which is called only under a conditional that varies", next: ctl})
			}
		}
	}
}
