package alias

import (
	"maps"
	"slices"

	"github.com/parcoach/parcoach/internal/graph"
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
// function of the program it calls qualifies as well or is an allocation wrapper
// (AllocatesOnly), whose calls are allocation sites. Its body is analysed once on its own
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

// FnSummary is what a summarised function reads and writes, as classes of its own graph.
type FnSummary struct {
	Reads, Writes []Class
}

// SiteSummary is a summarised call: what the callee reads and writes, as the caller's classes.
type SiteSummary struct {
	Fn    *model.Function
	Reads []Class
	// ReadFrom[i] is the class of the callee's graph that Reads[i] was copied from.
	ReadFrom []Class
	Writes   [][2]Class // (Class of the callee's graph, the caller's Class it was copied into)
}

// maxSummaryClasses bounds the graph copied at each call site; a function reaching more
// through its parameters is bound the ordinary way.
const maxSummaryClasses = 256

// summaryOrder groups the program's functions in strongly connected components of its call
// graph without the calls to allocation wrappers (AllocatesOnly), callees before callers. Such
// a call is an allocation site of its caller, not a binding to the wrapper's graph, so a cycle
// through one is no recursion here: hypre's formatter (new_format) allocates with hypre_CAlloc,
// whose failure path prints through the formatter again; counted as recursion, it left every
// function that prints or formats a string (hypre_BoomerAMGCreate) unsummarised.
func summaryOrder(p *model.Program) [][]*model.Function {
	cg := p.CallGraph()
	var cut [][2]int
	for u, succ := range cg.Succ {
		for _, v := range succ {
			if AllocatesOnly(p.Funcs[v]) {
				cut = append(cut, [2]int{u, v})
			}
		}
	}
	comps := graph.SCC(graph.WithoutEdges(cg, cut))
	out := make([][]*model.Function, len(comps))
	for i, c := range comps {
		for _, n := range c {
			out[i] = append(out[i], p.Funcs[n])
		}
	}
	return out
}

// summaryCandidates are the functions that may be summarised, judged on their code alone;
// order is summaryOrder's.
func summaryCandidates(p *model.Program, order [][]*model.Function) map[*model.Function]bool {
	taken := map[*model.Function]bool{}
	for _, f := range p.AddressTaken() {
		taken[f] = true
	}
	cg := p.CallGraph()
	// Mutual recursion is left out; a function that calls only itself (std::sort's
	// __introsort_loop, a red-black tree's _M_erase and _M_copy) is summarised as any other:
	// its calls to itself are bound the ordinary way to its own parameters (finishSummaries
	// finds no summary of it yet), which its copies at the other call sites then carry.
	recursive := map[*model.Function]bool{}
	for _, comp := range order {
		for _, f := range comp {
			recursive[f] = len(comp) > 1
		}
	}
	cand := map[*model.Function]bool{}
	for _, f := range p.Funcs {
		if f.IsMain() || taken[f] || recursive[f] || f.MayEndProcess() || AllocatesOnly(f) {
			// (An allocation wrapper's calls are allocation sites already, one object
			// each; summaryOrder leaves them out, so they must not wait for a summary.)
			if debugSummary {
				debugSummaryf("%s: not a candidate: main %v, address-taken %v, recursive %v, may end the process %v, allocation wrapper %v", f.Name, f.IsMain(), taken[f], recursive[f], f.MayEndProcess(), AllocatesOnly(f))
			}
			continue
		}
		ok := true
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind != model.Call || e.Fork || e.Callee == nil {
					if ok && debugSummary {
						debugSummaryf("%s: not a candidate: event %v at %v", f.Name, e.Kind, e.Pos)
					}
					ok = false
				}
			}
		}
		if ok && !isOutlined(p, f) {
			cand[f] = true
		}
	}
	// Every function of the program a candidate calls must be one, or an allocation wrapper
	// (its call is an allocation site of the candidate's graph, copied at each call site; it
	// writes nothing else but where an allocation failed).
	for changed := true; changed; {
		changed = false
		for f := range cand {
			for _, c := range cg.Succ[f.Index] {
				if !cand[p.Funcs[c]] && !AllocatesOnly(p.Funcs[c]) {
					if debugSummary {
						debugSummaryf("%s: not a candidate: calls %s", f.Name, p.Funcs[c].Name)
					}
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
func (pt *Points) isSummaryCall(f *model.Function, in *llvmir.Inst) (*model.Function, bool) {
	if pt.Candidate == nil {
		return nil, false
	}
	ci := CalleeOf(f, in)
	if ci == nil || ci.Fork || !pt.Candidate[ci.Fn] {
		return nil, false
	}
	return ci.Fn, true
}

// siteRetClass is the class the result of a summarised call points into.
func (pt *Points) siteRetClass(in *llvmir.Inst) Class {
	c, ok := pt.siteRet[in]
	if !ok {
		c = pt.Fresh(0)
		pt.siteRet[in] = c
	}
	return c
}

// finishSummaries binds the deferred calls, callees before callers: a call to a function that
// was summarised gets a copy of its graph, any other is bound the ordinary way.
func (pt *Points) finishSummaries(p *model.Program) {
	// Parameters and results of functions bound the ordinary way are shared by their callers.
	for k, c := range pt.Param {
		if !pt.Candidate[k.Fn] {
			pt.Pin(c)
		}
	}
	for f, c := range pt.Ret {
		if !pt.Candidate[f] {
			pt.Pin(c)
		}
	}
	for _, comp := range pt.SummaryOrder {
		for _, f := range comp {
			pt.finishSummariesOf(f)
		}
	}
}

// finishSummariesOf binds the deferred calls of f, whose callees are done, and summarises f.
func (pt *Points) finishSummariesOf(f *model.Function) {
	for _, in := range pt.deferred[f] {
		callee := CalleeOf(f, in).Fn
		pt.setCur(f, in, "binding a helper call")
		if sum := pt.Summary[callee]; sum != nil {
			pt.instantiate(f, in, callee, sum)
		} else {
			pt.bindArgs(f, in.Args, callee, 0)
			if c, ok := pt.siteRet[in]; ok {
				pt.Union(c, pt.RetClass(callee))
			}
		}
		pt.watch(f, in, "binding a helper call")
	}
	if len(pt.deferred[f]) > 0 || pt.Candidate[f] {
		pt.replayCopies([]*model.Function{f}, false)
	}
	if pt.Candidate[f] {
		pt.Summary[f] = pt.summarize(f)
		if debugSummary {
			debugSummaryf("%s: summarised %v (%d classes reached)", f.Name, pt.Summary[f] != nil, pt.reachSize(f))
		}
		if pt.Summary[f] == nil {
			for i := range f.IR.Params {
				if c, ok := pt.Param[ParamKey{f, i}]; ok {
					pt.Pin(c)
				}
			}
			if c, ok := pt.Ret[f]; ok {
				pt.Pin(c)
			}
		}
	}
}

// summarize returns f's summary, or nil when f reaches too much through its parameters.
func (pt *Points) summarize(f *model.Function) *FnSummary {
	if pt.reachSize(f) > maxSummaryClasses {
		return nil
	}
	sum := &FnSummary{}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			r, w := pt.accesses(f, in)
			sum.Reads = append(sum.Reads, r...)
			sum.Writes = append(sum.Writes, w...)
		}
	}
	for i := range sum.Reads {
		sum.Reads[i] = pt.Find(sum.Reads[i])
	}
	for i := range sum.Writes {
		sum.Writes[i] = pt.Find(sum.Writes[i])
	}
	slices.Sort(sum.Reads)
	slices.Sort(sum.Writes)
	sum.Reads, sum.Writes = slices.Compact(sum.Reads), slices.Compact(sum.Writes)
	return sum
}

// accesses lists the classes one instruction of a candidate may read and write.
func (pt *Points) accesses(f *model.Function, in *llvmir.Inst) (reads, writes []Class) {
	switch in.Op {
	case "load":
		if len(in.Operands) == 1 {
			reads = append(reads, pt.MemLoc(f, in, in.Operands[0]))
		}
	case "store":
		if len(in.Operands) == 2 {
			writes = append(writes, pt.MemLoc(f, in, in.Operands[1]))
		}
	case "atomicrmw", "cmpxchg":
		if len(in.Operands) > 0 {
			c := pt.Loc(f, in.Operands[0])
			reads, writes = append(reads, c), append(writes, c)
		}
	case "call", "invoke":
		if site := pt.Sites[in]; site != nil {
			reads = append(reads, site.Reads...)
			for _, w := range site.Writes {
				writes = append(writes, w[1])
			}
			return
		}
		r, w := pt.lib.accessed(f, in)
		for _, i := range r {
			reads = append(reads, pt.Loc(f, in.Args[i]))
		}
		for _, i := range w {
			writes = append(writes, pt.Find(pt.Loc(f, in.Args[i])))
		}
	}
	return
}

// roots are the classes of f's graph its callers can reach: what its pointer parameters and
// its result point to.
func (pt *Points) roots(f *model.Function) []Class {
	var out []Class
	for i := range f.IR.Params {
		if c, ok := pt.Param[ParamKey{f, i}]; ok {
			out = append(out, c)
		}
	}
	if c, ok := pt.Ret[f]; ok {
		out = append(out, c)
	}
	return out
}

// reachSize counts the classes reachable from f's roots (what a copy would make).
func (pt *Points) reachSize(f *model.Function) int {
	seen := map[Class]bool{}
	work := pt.roots(f)
	for len(work) > 0 && len(seen) <= maxSummaryClasses {
		c := pt.Find(work[len(work)-1])
		work = work[:len(work)-1]
		if seen[c] || pt.Pinned[c] {
			continue
		}
		seen[c] = true
		work = pt.appendLinks(work, c)
	}
	return len(seen)
}

// instantiate binds a call to summarised callee: a copy of the callee's graph reachable from
// its parameters and result, bound to the call's arguments and result.
func (pt *Points) instantiate(f *model.Function, in *llvmir.Inst, callee *model.Function, sum *FnSummary) {
	memo := map[Class]Class{}
	for i, a := range in.Args {
		if i < len(callee.IR.Params) && llvmir.IsPointerType(a.Type) && !PointsNowhere(a) {
			if c, ok := pt.Param[ParamKey{callee, i}]; ok {
				pt.Union(pt.Loc(f, a), pt.copyOf(c, memo))
			}
		}
	}
	if c, ok := pt.Ret[callee]; ok {
		pt.Union(pt.siteRetClass(in), pt.copyOf(c, memo))
	}
	site := &SiteSummary{Fn: callee}
	for _, r := range sum.Reads {
		// Shared memory the callee reads is the same class in its body, which the solver
		// follows there; what matters per call is the memory copied for this call.
		if m, ok := memo[pt.Find(r)]; ok && !pt.Pinned[pt.Find(r)] {
			site.Reads = append(site.Reads, m)
			site.ReadFrom = append(site.ReadFrom, r)
		}
	}
	for _, w := range sum.Writes {
		if m, ok := pt.copied(w, memo); ok {
			site.Writes = append(site.Writes, [2]Class{w, m})
		}
	}
	pt.Sites[in] = site
	pt.instantiateCopies(f, callee, memo)
}

// copied is the class of a call site standing for class c of the callee's graph: its copy,
// or c itself when shared; false for the callee's private memory (its locals).
func (pt *Points) copied(c Class, memo map[Class]Class) (Class, bool) {
	c = pt.Find(c)
	if pt.Pinned[c] {
		return c, true
	}
	m, ok := memo[c]
	return m, ok
}

// copyOf returns the copy of class c (and, through memo, of everything it reaches). Shared
// classes are not copied: the copy points to them.
func (pt *Points) copyOf(c Class, memo map[Class]Class) Class {
	c = pt.Find(c)
	if pt.Pinned[c] {
		return c
	}
	if m, ok := memo[c]; ok {
		return m
	}
	if o := pt.OwnerOf(c); o != NoClass {
		no := pt.copyOf(o, memo) // copies o's parts, c among them
		if m, ok := memo[c]; ok {
			return m
		}
		memo[c] = no // a part whose offset was lost: the whole object
		pt.copyPointee(c, no, memo)
		return no
	}
	n := pt.Fresh(pt.Members[c])
	pt.Consts[n] = pt.Consts[c]
	memo[c] = n
	offs := slices.Sorted(maps.Keys(pt.Fields[c]))
	for _, off := range offs {
		p := pt.Find(pt.Fields[c][off])
		if _, ok := memo[p]; !ok {
			memo[p] = pt.Part(n, off)
		}
	}
	pt.copyPointee(c, n, memo)
	for _, off := range offs {
		p := pt.Find(pt.Fields[c][off])
		pt.copyPointee(p, memo[p], memo)
	}
	return n
}

// copyPointee makes the copy n of class c point to the copy of what c points to.
func (pt *Points) copyPointee(c, n Class, memo map[Class]Class) {
	if t := pt.Pointee[pt.Find(c)]; t != NoClass {
		pt.Union(pt.Deref(n), pt.copyOf(t, memo))
	}
}

// pin marks a class as shared by several functions' graphs, and with it everything it
// reaches (what it points to, its parts, the object it is part of): none of it is ever
// copied. Copying a class that shared memory reaches would give a call site memory that the
// pointers held in shared memory do not see.
func (pt *Points) Pin(c Class) {
	work := []Class{c}
	for len(work) > 0 {
		x := pt.Find(work[len(work)-1])
		work = work[:len(work)-1]
		if pt.Pinned[x] {
			continue
		}
		pt.Pinned[x] = true
		work = pt.appendLinks(work, x)
	}
}

// pinLinks pins what a pinned class reaches (after a union gave it new links).
func (pt *Points) pinLinks(x Class) {
	for _, c := range pt.appendLinks(nil, pt.Find(x)) {
		pt.Pin(c)
	}
}

func (pt *Points) appendLinks(work []Class, x Class) []Class {
	if pt.Pointee[x] != NoClass {
		work = append(work, pt.Pointee[x])
	}
	if o := pt.Owner[x]; o != NoClass {
		work = append(work, o)
	}
	for _, p := range pt.Fields[x] {
		work = append(work, p)
	}
	return work
}
