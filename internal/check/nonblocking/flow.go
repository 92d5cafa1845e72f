package nonblocking

import (
	"fmt"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/graph"
)

// dataflow computes the possible values of the slots at the entry of every block (a fixpoint
// over the CFG with its loops), then walks every block once more to report.
func (fa *fnAnalysis) dataflow() {
	g := fa.g
	n := g.N()
	in := make([]state, n)
	init := state{v: make([]set, len(fa.slots))}
	for i, s := range fa.slots {
		init.v[i] = s.init
	}
	in[0] = init
	order := graph.ReversePostOrder(g, 0)
	pos := make([]int, n)
	for i := range pos {
		pos[i] = -1
	}
	for i, b := range order {
		pos[b] = i
	}
	dirty := make([]bool, n)
	dirty[0] = true
	// Values only grow and each slot has finitely many, so this ends; the bound is a guard.
	for round := 0; round < 64*len(fa.slots)+16; round++ {
		changed := false
		for _, b := range order {
			if !dirty[b] || in[b].v == nil {
				continue
			}
			dirty[b] = false
			out := fa.transfer(b, in[b].clone())
			for _, s := range g.Succ[b] {
				var ch bool
				in[s], ch = joinState(in[s], fa.onEdge(b, s, out))
				if ch {
					dirty[s] = true
					changed = true
				}
			}
		}
		if !changed {
			break
		}
	}
	fa.in = in
	fa.reporting = true
	for _, b := range order {
		if in[b].v != nil {
			fa.transfer(b, in[b].clone())
		}
	}
	fa.reporting = false
}

// onEdge is the state on the edge b -> s of the analysed graph: when b ends with a branch on
// a condition tested more than once, the outcome of the branch is a fact on that edge.
func (fa *fnAnalysis) onEdge(b, s int, st state) state {
	t := s
	if s >= len(fa.f.Blocks) {
		t = fa.synTarget[s]
	}
	for _, f := range fa.implied[[2]int{b, t}] {
		st = st.withFact(f)
	}
	c, ok := fa.conds[b]
	if !ok {
		return st
	}
	switch t {
	case c.True:
		return st.withFact(alias.Fact(c.ID, true))
	case c.False:
		return st.withFact(alias.Fact(c.ID, false))
	}
	return st
}

// transfer applies the items of block b to st and returns the state at its end.
func (fa *fnAnalysis) transfer(b int, st state) state {
	for _, it := range fa.items[b] {
		if len(it.acc) > 0 || it.calleeAcc {
			fa.checkAccesses(it, st)
		}
		if ids := fa.kills[it.inst]; len(ids) > 0 && !it.synthetic {
			st = st.forget(ids)
			for _, f := range fa.counted[it.inst] {
				st = st.withFact(f)
			}
		}
		switch it.kind {
		case kIssue, kInit:
			s := it.slots[0]
			k := aPending
			if it.kind == kInit {
				k = aInactive
			}
			a := atom{k: k, op: int32(it.op), tags: st.facts}
			if it.ev != nil {
				if ri := it.ev.ArgIndex().Request; ri >= 0 && ri < len(it.inst.Args) {
					for _, f := range fa.guardOf(it.inst.Args[ri]) {
						a.tags = alias.AddFact(a.tags, f)
					}
				}
			}
			if fa.slots[s].pooled {
				st.v[s] = union(without(st.v[s], aNull), one(a))
			} else {
				fa.checkOverwrite(it, st.v[s])
				st.v[s] = one(a)
			}
		case kStart, kStartAll:
			fa.checkStart(it, st)
			for _, s := range it.slots {
				st.v[s] = mapSet(st.v[s], start)
			}
		case kWait, kFree:
			fn := complete
			if it.kind == kFree {
				fn = free
			}
			if it.test && !it.synthetic {
				fn = func(a atom) set { return union(one(a), complete(a)) }
			}
			if it.loc.Obj == nil {
				// A request the IR does not show: assume it is one of the pending ones
				// (seed 004's assumption) and complete them all.
				for s := range st.v {
					st.v[s] = mapSet(st.v[s], fn)
				}
				continue
			}
			s := it.slots[0]
			if !fa.slots[s].pooled {
				fa.checkWrongRequest(it, st, s)
				st.v[s] = mapSet(st.v[s], fn)
			} else if it.inLoop {
				st.v[s] = mapSet(st.v[s], fn)
			} else {
				st.v[s] = union(st.v[s], mapSet(st.v[s], fn))
			}
		case kWaitAll:
			for _, s := range it.slots {
				if it.test && !it.synthetic {
					st.v[s] = union(st.v[s], mapSet(st.v[s], complete))
				} else {
					st.v[s] = mapSet(st.v[s], complete)
				}
			}
		case kWaitAny, kWaitSome:
			if it.test && !it.synthetic {
				for _, s := range it.slots {
					st.v[s] = union(st.v[s], mapSet(st.v[s], complete))
				}
				continue
			}
			if it.inLoop {
				for _, s := range it.slots {
					st.v[s] = mapSet(st.v[s], complete)
				}
				continue
			}
			var pend []int
			for _, s := range it.slots {
				if fa.slots[s].pooled {
					st.v[s] = union(st.v[s], mapSet(st.v[s], complete))
				} else if st.v[s].anyPending() {
					pend = append(pend, s)
				}
			}
			for _, s := range pend {
				if len(pend) == 1 {
					st.v[s] = mapSet(st.v[s], complete)
				} else {
					st.v[s] = union(st.v[s], mapSet(st.v[s], complete))
				}
			}
		case kCall:
			if it.synthetic {
				// the copy of a test wrapper on the exits of the loop that polls it
				for i, ss := range it.call.sum.Slots {
					if t := it.call.targets[i]; t >= 0 && ss.Test {
						st.v[t] = mapSet(st.v[t], complete)
					}
				}
				continue
			}
			fa.applyCall(it, st)
		case kEscape:
			for _, s := range it.slots {
				st.v[s] = one(atom{k: aUnknown, tags: st.facts})
			}
		case kStore:
			for _, s := range it.slots {
				switch {
				case !it.null:
					st.v[s] = one(atom{k: aUnknown, tags: st.facts})
				case fa.slots[s].pooled:
					st.v[s] = one(atom{k: aNull, tags: st.facts})
				default:
					fa.checkNullStore(it, st.v[s])
					st.v[s] = one(atom{k: aNull, tags: st.facts})
				}
			}
		case kFinalize:
			fa.notePools(it, st)
			fa.checkPending(it, st, true)
			for s := range st.v {
				st.v[s] = one(atom{k: aNull, tags: st.facts})
			}
		case kReturn:
			if fa.reporting {
				fa.notePools(it, st)
				fa.checkPending(it, st, false)
				fa.exitState, _ = joinState(fa.exitState, st)
			}
		}
	}
	return st
}

// notePools records, at a return or MPI_Finalize, which pooled slots may still hold a
// pending operation according to the dataflow (which relates branches on the same
// condition); Algorithm 1, which does not, only reports those (see intervals).
func (fa *fnAnalysis) notePools(it *item, st state) {
	if !fa.reporting {
		return
	}
	if fa.poolPending == nil {
		fa.poolPending = map[*item]map[int]bool{}
	}
	m := fa.poolPending[it]
	if m == nil {
		m = map[int]bool{}
		fa.poolPending[it] = m
	}
	for s, v := range st.v {
		if fa.slots[s].pooled && v.anyPending() {
			m[s] = true
		}
	}
}

func without(s set, k atomKind) set {
	if !s.has(k) {
		return s
	}
	out := make(set, 0, len(s))
	for _, a := range s {
		if a.k != k {
			out = append(out, a)
		}
	}
	return out
}

// applyCall replaces the caller's slots the callee's summary names by their values after the
// call.
func (fa *fnAnalysis) applyCall(it *item, st state) {
	cs := it.call
	for i, ss := range cs.sum.Slots {
		t := cs.targets[i]
		if t < 0 {
			continue
		}
		cur := st.v[t]
		tags := st.facts
		if ss.Param >= 0 && ss.Param < len(it.inst.Args) {
			// the request lands in an array allocated under a condition (guard.go)
			for _, f := range fa.guardOf(it.inst.Args[ss.Param]) {
				tags = alias.AddFact(tags, f)
			}
		}
		v := mapSet(ss.Exit, func(a atom) set {
			a.tags = st.facts
			switch a.k {
			case aEntry:
				return cur
			case aEntryDone:
				return mapSet(cur, complete)
			case aEntryStarted:
				return mapSet(cur, start)
			case aPending, aInactive, aActive:
				return one(atom{k: a.k, op: int32(cs.ops[int(a.op)]), tags: tags})
			}
			return one(a)
		})
		if fa.slots[t].pooled && ss.Exact {
			v = union(cur, v)
		}
		st.v[t] = v
	}
}

// --- checks ---

func (fa *fnAnalysis) pendingOps(s set) []int {
	seen := map[int]bool{}
	for _, a := range s {
		if a.pending() {
			seen[int(a.op)] = true
		}
	}
	return sortedInts(seen)
}

// maxNotes bounds the operations a finding lists.
const maxNotes = 3

func (fa *fnAnalysis) checkOverwrite(it *item, s set) {
	if !fa.reporting || !s.anyPending() {
		return
	}
	ops := fa.pendingOps(s)
	var errMsg, warnMsg string
	self := false
	for _, o := range ops {
		self = self || o == it.op
	}
	if self {
		errMsg = fmt.Sprintf("%s overwrites its own request of the previous loop iteration before it is completed: the loop starts more operations than it completes", it.name)
		warnMsg = fmt.Sprintf("%s may overwrite its own request of the previous loop iteration before it is completed: the loop may start more operations than it completes", it.name)
	} else {
		first := fa.ops[ops[0]]
		more := ""
		if len(ops) > 1 {
			more = fmt.Sprintf(" (or of %d other operations)", len(ops)-1)
		}
		errMsg = fmt.Sprintf("%s overwrites the request of %s%s before it is completed", it.name, opPhrase(first, it.pos), more)
		warnMsg = fmt.Sprintf("%s may overwrite the request of %s%s before it is completed", it.name, opPhrase(first, it.pos), more)
	}
	fa.a.report(MissingID, "overwrite", it.pos, s.definite(), errMsg, warnMsg, fa.notesFor(ops, "the overwritten request is started here"))
}

// notesFor lists (a bounded number of) operations as notes.
func (fa *fnAnalysis) notesFor(ops []int, msg string) []diag.Note {
	var notes []diag.Note
	for i, o := range ops {
		if i == maxNotes {
			break
		}
		notes = append(notes, opNotes(fa.ops[o], msg)...)
	}
	return notes
}

func (fa *fnAnalysis) checkNullStore(it *item, s set) {
	if !fa.reporting || !s.anyPending() {
		return
	}
	ops := fa.pendingOps(s)
	first := fa.ops[ops[0]]
	fa.a.report(MissingID, "null", it.pos, s.definite(),
		fmt.Sprintf("MPI_REQUEST_NULL overwrites the request of %s before it is completed", opPhrase(first, it.pos)),
		fmt.Sprintf("MPI_REQUEST_NULL may overwrite the request of %s before it is completed", opPhrase(first, it.pos)),
		fa.notesFor(ops, "the overwritten request is started here"))
}

// reportAtReturn says whether requests of sl still pending at a return are lost: sl is the
// function's own variable, or it is at an address the function does not follow or keeps
// beyond itself (keptBeyond) and the program provably ends without completing it (the
// function is main, or nothing main reaches completes a request).
func (fa *fnAnalysis) reportAtReturn(sl *slot) bool {
	if sl.obj != nil && !fa.keptBeyond(sl.obj) {
		return sl.local()
	}
	return fa.f.IsMain() || !fa.a.mainCompletes(fa.f.Program)
}

// local reports whether a slot belongs to the function (its own variable or allocation).
func (s *slot) local() bool {
	return s.obj != nil && (s.obj.Kind == alias.Local || s.obj.Kind == alias.Heap)
}

func (fa *fnAnalysis) checkStart(it *item, st state) {
	if !fa.reporting {
		return
	}
	for _, s := range it.slots {
		v := st.v[s]
		sl := fa.slots[s]
		if v.has(aUnknown) {
			continue
		}
		if v.has(aNull) && (sl.local() || v.has(aInactive) || v.has(aActive)) {
			only := len(v) == 1
			fa.a.report(MissingID, "start-null", it.pos, only,
				fmt.Sprintf("%s on a request that no persistent MPI_*_init call created (or that was freed)", it.name),
				fmt.Sprintf("%s on a request that may not have been created by a persistent MPI_*_init call on every path", it.name), nil)
		}
		for _, a := range v {
			if !a.pending() {
				continue
			}
			if sl.pooled && !it.loc.Exact {
				// A pooled slot stands for every element of an array: `for (i...)
				// MPI_Start(&reqs[i])` starts a new element each time, and the active
				// request the state holds is another one (graph500's AML preposts its
				// receives this way). A start at a constant index is still checked,
				// against every element of the pool (the pool does not know which
				// element is active).
				break
			}
			op := fa.ops[a.op]
			what := "still active: started and not completed"
			if a.k == aPending {
				what = "a pending nonblocking operation, not a persistent request"
			}
			fa.a.report(MissingID, "start-active", it.pos, v.definite(),
				fmt.Sprintf("%s on the request of %s, which is %s", it.name, opPhrase(op, it.pos), what),
				fmt.Sprintf("%s on the request of %s, which may be %s", it.name, opPhrase(op, it.pos), what),
				opNotes(op, "the request is created here"))
			break
		}
	}
}

// checkWrongRequest reports a completion call on a slot that surely holds no operation while
// another slot of the function holds one on every path.
func (fa *fnAnalysis) checkWrongRequest(it *item, st state, s int) {
	if !fa.reporting || it.synthetic || !fa.slots[s].local() || len(st.v[s]) == 0 || it.kind == kFree {
		return
	}
	for _, a := range st.v[s] {
		if a.k != aNull {
			return
		}
	}
	for o, v := range st.v {
		if o == s || !v.definite() {
			continue
		}
		for _, p := range fa.pendingOps(v) {
			op := fa.ops[p]
			msg := fmt.Sprintf("%s on a request with no pending operation, while the request of %s is still pending: wrong request variable?", it.name, opPhrase(op, it.pos))
			fa.a.report(MissingID, "wrong", it.pos, false, msg, msg, opNotes(op, "the pending request is started here"))
			return
		}
	}
}

// checkPending reports the slots still pending at a return (the function's own variables) or
// at MPI_Finalize (all of them).
func (fa *fnAnalysis) checkPending(it *item, st state, finalize bool) {
	if !fa.reporting {
		return
	}
	for s, v := range st.v {
		sl := fa.slots[s]
		if sl.pooled || !v.anyPending() || !finalize && !(sl.local() && fa.reportAtReturn(sl)) {
			continue
		}
		for _, a := range v {
			if !a.pending() {
				continue
			}
			op := fa.ops[a.op]
			where, note := "when the function returns", "the function returns here"
			if finalize {
				where, note = "at MPI_Finalize", "MPI_Finalize is called here"
			}
			errMsg := fmt.Sprintf("%s is never completed: its request is still pending %s", op.name, where)
			warnMsg := fmt.Sprintf("%s may not be completed: its request is still pending on some path %s", op.name, where)
			if a.k == aActive {
				errMsg = fmt.Sprintf("the persistent request of %s is started but never completed: it is still active %s", op.name, where)
				warnMsg = fmt.Sprintf("the persistent request of %s is started but may not be completed: it is still active on some path %s", op.name, where)
			}
			notes := append([]diag.Note{{Pos: it.pos, Message: note}}, op.via...)
			fa.a.report(MissingID, fmt.Sprintf("pending|%d|%s", a.op, sl.key), op.pos, v.definite(), errMsg, warnMsg, notes)
		}
	}
}

// sameStart: locations a and b are the same exact place; for memory reached through a
// pointer read from memory, the pointer read from one place (Relate says MayAlias there: the
// place may be written in between).
func sameStart(a, b alias.Loc) bool {
	return a.Obj != nil && a.Obj == b.Obj && a.Exact && b.Exact && a.Off == b.Off
}

// checkAccesses reports the accesses of an item to the buffers of pending operations: for
// each access, the strongest conflict only (an error before a warning), so that an access
// among many possibly pending operations gives one finding.
func (fa *fnAnalysis) checkAccesses(it *item, st state) {
	if !fa.reporting {
		return
	}
	if it.calleeAcc {
		if !st.anyPending() {
			return
		}
		it.acc, it.calleeAcc = fa.calleeAccesses(it.ev), false
	}
	for _, acc := range it.acc {
		var best *reqOp
		var bestBuf alias.Buffer
		bestDef, found := false, false
		for _, v := range st.v {
			def := v.definite()
			for _, a := range v {
				if !a.pending() || int(a.op) == it.op && (it.kind == kIssue || it.kind == kInit) {
					continue
				}
				op := fa.ops[a.op]
				if fa.releasedByRMASync(op, it.inst) {
					continue
				}
				for _, b := range op.bufs {
					if !acc.write && !b.Write {
						continue
					}
					if found && bestDef {
						break
					}
					rel := fa.al.RelateAt(b.Loc, b.Size, op.inst, acc.loc, acc.size, it.inst)
					if acc.call && rel != alias.MustAlias && !sameStart(b.Loc, acc.loc) {
						continue
					}
					if rel == alias.MayAlias {
						rel = fa.al.RelateSymbolic(b.Loc, b.Size, b.Extent, acc.loc, acc.size, acc.ext)
					}
					if rel == alias.Unknown && fa.al.SameCursor(b.Area, acc.area) {
						// both at one local variable's pointer (a value stored to memory and
						// read back): evidence enough, unless it only moved past (bump.go)
						rel = alias.MayAlias
					}
					if rel == alias.MayAlias && fa.al.AreasDisjoint(b.Area, acc.area) {
						// Slices of one object at symbolic offsets, accessed in counted
						// loops: bounds prove them apart.
						rel = alias.NoAlias
					}
					if rel == alias.MayAlias && fa.al.SlotsApart(b.Area, acc.area) {
						// Later slots of a strided partition (`&buf[k*stride]`, k stepped
						// in between): whether a message fits its slot is the program's
						// set-up, not evidence of overlap.
						rel = alias.Unknown
					}
					if rel == alias.MayAlias && fa.al.GatherApart(b.Area, acc.area) {
						// `x[idx[i]]` while the tail of x after a run-time prefix is
						// received: which elements idx names is data, not evidence.
						rel = alias.Unknown
					}
					if rel == alias.MayAlias {
						if h, ok := fa.al.TableSlicesApart(b.Area, acc.area); ok && !fa.pendingOnEntry(h, a.op) {
							// `buf[index[i] + n]`, n < num[i], while `&buf[index[j]]` of
							// an earlier iteration is pending: slices of one table layout.
							rel = alias.Unknown
						} else if h, ok := fa.al.CSRSlicesApart(b.Area, acc.area); ok && !fa.pendingOnEntry(h, a.op) {
							// `buf[j]`, start[i] <= j < start[i+1], while the slice
							// of an earlier iteration is pending: a CSR layout.
							rel = alias.Unknown
						}
					}
					if rel > alias.Unknown && fa.al.AllocatedAfter(op.inst, acc.area) {
						// a block allocated after the operation started is not its
						// buffer (fresh.go)
						rel = alias.NoAlias
					}
					if rel > alias.Unknown && fa.al.BumpedPast(op.inst, b.Area, acc.area) {
						// the pointer the access reads was moved past the buffer right
						// after the operation, and only forward since (bump.go)
						rel = alias.NoAlias
					}
					if rel == alias.NoAlias || rel == alias.Unknown {
						// Unknown: two names nothing relates (two parameters, a parameter
						// and a global...); a warning needs evidence of overlap.
						continue
					}
					d := rel == alias.MustAlias && def && !acc.call // (the callee may write on some paths only)
					if !found || d && !bestDef {
						best, bestBuf, bestDef, found = op, b, d, true
					}
				}
			}
		}
		if !found {
			continue
		}
		verb := "reads"
		if acc.write {
			verb = "writes"
		}
		who := acc.what
		if who == "load" || who == "store" {
			who = "this " + who
		}
		errMsg := fmt.Sprintf("%s %s the %s of %s before the operation is completed", who, verb, bestBuf.Role, opPhrase(best, it.pos))
		warnMsg := fmt.Sprintf("%s may %s the %s of %s before the operation is completed", who, verb[:len(verb)-1], bestBuf.Role, opPhrase(best, it.pos))
		fa.a.report(RaceID, "race|"+acc.what, it.pos, bestDef, errMsg, warnMsg,
			opNotes(best, fmt.Sprintf("%s is started here and completed later", best.name)))
	}
}

// --- Algorithm 1 over the request arrays ---

// intervals runs seed 004's Algorithm 1 for every pooled slot (an array indexed by variables,
// or the requests whose address is unknown) and reports the pools still pending at a return
// or at MPI_Finalize.
func (fa *fnAnalysis) intervals() {
	for s, sl := range fa.slots {
		if !sl.pooled {
			continue
		}
		perItem := map[*item][]IOp{}
		var issues []*item
		g, orig := OnceThrough(fa.g, graph.NaturalLoops(fa.g, graph.Dominators(fa.g, 0)))
		ops := make([][]IOp, g.N())
		for b := range ops {
			for _, it := range fa.items[orig[b]] {
				its := fa.iops(it, s)
				if len(its) == 0 {
					continue
				}
				perItem[it] = its
				ops[b] = append(ops[b], its...)
				if its[0] == Issue && b == orig[b] {
					issues = append(issues, it)
				}
			}
		}
		if len(issues) == 0 {
			continue
		}
		in, _ := Intervals(g, 0, ops)
		reach := graph.Reachable(g, 0)
		for b := range ops {
			if !reach[b] {
				continue
			}
			iv := in[b]
			for _, it := range fa.items[orig[b]] {
				switch {
				case it.kind == kFinalize:
					fa.reportInterval(sl, issues, it, iv, true)
				case it.kind == kReturn && fa.reportAtReturn(sl):
					// Requests at addresses the analysis cannot follow (a std::vector's
					// elements, a member reached through a call) or kept in memory the
					// caller sees may be completed by a later call (a split-phase
					// exchange): reported at the end of main, or when nothing main reaches
					// completes any request.
					fa.reportInterval(sl, issues, it, iv, false)
				}
				for _, op := range perItem[it] {
					iv = iv.Apply(op)
				}
			}
		}
	}
}

// iops is the effect of an item on the pending count of pooled slot s: for a call, one
// Issue per request of the callee left pending there (a helper starting four requests the
// caller keeps at an unknown address starts four, not one) — of a callee's array, the
// union of its elements' states, one Issue and then one MayIssue per further operation;
// else the item's one effect, if any.
func (fa *fnAnalysis) iops(it *item, s int) []IOp {
	if it.kind == kCall && !it.synthetic {
		var issued []IOp
		for i, ss := range it.call.sum.Slots {
			if it.call.targets[i] != s || !ss.Exit.anyPending() {
				continue
			}
			issued = append(issued, Issue)
			if ss.Exact {
				continue
			}
			for n := ss.Exit.pendingOps() - 1; n > 0; n-- {
				issued = append(issued, MayIssue)
			}
		}
		if len(issued) > 0 {
			return issued
		}
	}
	if op, ok := fa.iop(it, s); ok {
		return []IOp{op}
	}
	return nil
}

// iop is the one effect of an item on the pending count of pooled slot s.
func (fa *fnAnalysis) iop(it *item, s int) (IOp, bool) {
	has := false
	for _, t := range it.slots {
		if t == s {
			has = true
		}
	}
	switch it.kind {
	case kFinalize:
		return Drain, true
	case kCall:
		for i, ss := range it.call.sum.Slots {
			if it.call.targets[i] != s {
				continue
			}
			if it.synthetic {
				// a test wrapper's copy on the exits of the loop that polls it
				if !ss.Test {
					continue
				}
				if ss.Exact {
					return Unitary, true
				}
				return Drain, true
			}
			switch {
			case ss.Exit.anyPending():
				return Issue, true
			case !ss.Exit.has(aEntry) && !ss.Exit.has(aUnknown):
				if ss.Exact {
					return Unitary, true
				}
				return Drain, true
			}
		}
		return 0, false
	}
	if !has {
		return 0, false
	}
	if it.test && it.inLoop && !it.synthetic || it.synthetic && !it.test {
		// A test completes on the loop's exits (see buildGraph); other completions in a
		// loop count once in the body, Algorithm 1 runs the body once.
		return 0, false
	}
	switch it.kind {
	case kIssue, kStart, kStartAll:
		return Issue, true
	case kWait, kFree:
		if it.inLoop && !it.loc.Exact {
			return Drain, true
		}
		return Unitary, true
	case kWaitAll, kEscape, kStore:
		return Drain, true
	case kWaitAny:
		if it.inLoop {
			return Drain, true
		}
		return Unitary, true
	case kWaitSome:
		if it.inLoop {
			return Drain, true
		}
		return Multi, true
	}
	return 0, false
}

func (fa *fnAnalysis) reportInterval(sl *slot, issues []*item, at *item, iv Interval, finalize bool) {
	if iv.Ub <= 0 || !fa.poolPending[at][fa.slotIdx[sl.key]] {
		return
	}
	where, note := "when the function returns", "the function returns here"
	if finalize {
		where, note = "at MPI_Finalize", "MPI_Finalize is called here"
	}
	count := fmt.Sprintf("between %d and %d of them are pending", iv.Lb, iv.Ub)
	if iv.Lb == iv.Ub {
		count = fmt.Sprintf("%d of them %s pending", iv.Lb, map[bool]string{true: "is", false: "are"}[iv.Lb == 1])
	}
	for _, is := range issues {
		errMsg := fmt.Sprintf("%s starts requests that are not all completed: %s %s (pending-request interval %s)", is.name, count, where, iv)
		warnMsg := fmt.Sprintf("%s starts requests that may not all be completed: up to %d of them may be pending %s (pending-request interval %s)", is.name, iv.Ub, where, iv)
		key := fmt.Sprintf("pool|%s", sl.key)
		var notes []diag.Note
		notes = append(notes, diag.Note{Pos: at.pos, Message: note})
		if is.kind == kCall {
			notes = append(notes, diag.Note{Pos: is.pos, Message: "requests are started through the call to " + is.name})
			notes = append(notes, fa.startedThrough(is, fa.slotIdx[sl.key])...)
		}
		fa.a.report(MissingID, key, is.pos, iv.Lb > 0, errMsg, warnMsg, notes)
	}
}

// startedThrough notes where the callee of call item it starts the requests it leaves
// pending in pooled slot s.
func (fa *fnAnalysis) startedThrough(it *item, s int) []diag.Note {
	var notes []diag.Note
	seen := map[int]bool{}
	for i, ss := range it.call.sum.Slots {
		if it.call.targets[i] != s {
			continue
		}
		for _, a := range ss.Exit {
			j, ok := it.call.ops[int(a.op)]
			if !a.pending() || !ok || seen[j] || len(fa.ops[j].via) == 0 {
				continue
			}
			seen[j] = true
			notes = append(notes, fa.ops[j].via[0])
		}
	}
	return notes
}

// pendingOnEntry reports whether operation op may be pending when the loop with header h is
// entered from outside: started in an earlier execution of the loop, or before it.
func (fa *fnAnalysis) pendingOnEntry(h int, op int32) bool {
	if fa.entryPending == nil {
		fa.entryPending = map[int]map[int32]bool{}
	}
	if p, ok := fa.entryPending[h]; ok {
		return p[op]
	}
	var l *graph.Loop
	for _, x := range fa.f.Loops().Loops {
		if x.Header == h {
			l = x
		}
	}
	pend := map[int32]bool{}
	fa.entryPending[h] = pend
	if l == nil || fa.in == nil {
		return true
	}
	reporting := fa.reporting
	fa.reporting = false
	defer func() { fa.reporting = reporting }()
	for _, p := range fa.g.Pred[h] {
		src := p
		if p >= len(fa.f.Blocks) && len(fa.g.Pred[p]) == 1 {
			src = fa.g.Pred[p][0] // a node on an edge: where the edge comes from
		}
		if src < len(fa.f.Blocks) && l.Contains(src) || fa.in[p].v == nil {
			continue
		}
		out := fa.onEdge(p, h, fa.transfer(p, fa.in[p].clone()))
		for _, v := range out.v {
			for _, at := range v {
				if at.pending() {
					pend[at.op] = true
				}
			}
		}
	}
	return pend[op]
}
