package dependence

import (
	"maps"
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Values packed into a broadcast buffer and unpacked from it (issue 13, mechanism 5; the main
// of miniAMR):
//
//	if (my_pe == 0) {                               } else {
//	    lb_opt = atoi(argv[++i]);                       MPI_Bcast(params, 39, MPI_INT, 0, MPI_COMM_WORLD);
//	    params[26] = lb_opt;                            lb_opt = params[26];
//	    MPI_Bcast(params, 39, MPI_INT, 0, MPI_COMM_WORLD);
//	}                                                 }
//
// The kill points of bcastkill.go cover the broadcast buffer, not lb_opt. Yet after the join
// lb_opt holds the root's value on every process: on rank 0 it equals params[26], which the
// broadcast sent and left as it was (the root's buffer is what it sends); elsewhere it was
// copied from params[26] after the broadcast filled it. A must dataflow over each function
// that broadcasts proves such equalities on every path, with four kinds of facts:
//
//   - eq: two cells (an object of the function's alias view, a constant offset, a size) hold
//     the same bytes: one was just stored with a value loaded from the other;
//   - bcast: a byte range MPI_Bcast filled, the same on every process, with the call that
//     filled it (nil when paths that met had it from different calls);
//   - rank: a cell holding the process's rank in MPI_COMM_WORLD (MPI_Comm_rank wrote it);
//   - root: the path runs only on rank 0 of MPI_COMM_WORLD (the edge of a test `rank == 0`).
//
// A write that may reach a cell removes its facts: an exact store those of the cells it
// overlaps, other stores and calls those of the classes they may write. MPI_Bcast keeps the
// equalities of its buffer only on its root's path. Two paths meet with the facts both have,
// so a value is taken as the broadcast's only where every path made it equal to the same
// broadcast bytes (a value the same on each path is not enough: `if (rank == 0) x = 1; else
// x = 2;`). A scalar global that is equal to broadcast bytes at a block's entry, alone in its
// class, becomes a kill point of bcastkill.go there when nothing writes it from there on: its
// loads below, and in the functions main calls only from there, are uniform.

// cell is a byte range of one object of a function's alias view.
type cell struct {
	obj       string // alias.Object key
	off, size int64
}

func (c cell) overlaps(d cell) bool {
	return c.obj == d.obj && c.off < d.off+d.size && d.off < c.off+c.size
}

func (c cell) within(d cell) bool {
	return c.obj == d.obj && d.off <= c.off && c.off+c.size <= d.off+d.size
}

// copyFacts is the must state at one point for one group of processes; nil stands for "not
// reached yet" (every fact).
type copyFacts struct {
	eq    map[[2]cell]bool
	bcast map[cell]*llvmir.Inst
	rank  map[cell]bool
}

// copyState is the state at one point, split by rank: what holds on rank 0 of
// MPI_COMM_WORLD, and what holds on the other processes (nil: none of them gets there). A
// test of the rank leaves one of the two on each edge, so a second test of the rank after a
// join (CoMD's `if (rank == 0) pack; Bcast; if (rank != 0) unpack;`) still knows what each
// side did before it. A nil *copyState is a block not reached yet.
type copyState struct {
	part [2]*copyFacts // 0: rank 0, 1: the others
}

func (st *copyState) clone() *copyState {
	out := &copyState{}
	for i, p := range st.part {
		if p != nil {
			out.part[i] = p.clone()
		}
	}
	return out
}

// meetCopyState meets a and b part by part (a nil part: nobody of that group gets there).
func meetCopyState(a, b *copyState) *copyState {
	if a == nil {
		return b.clone()
	}
	for i := range a.part {
		switch {
		case b.part[i] == nil:
		case a.part[i] == nil:
			a.part[i] = b.part[i].clone()
		default:
			a.part[i] = meetCopyFacts(a.part[i], b.part[i])
		}
	}
	return a
}

func (st *copyState) same(o *copyState) bool {
	if o == nil {
		return false
	}
	for i := range st.part {
		if (st.part[i] == nil) != (o.part[i] == nil) || st.part[i] != nil && !st.part[i].same(o.part[i]) {
			return false
		}
	}
	return true
}

// root reports whether only rank 0 gets there.
func (st *copyState) root() bool { return st.part[0] != nil && st.part[1] == nil }

// broadcastValue is copyFacts.broadcastValue on every group that gets there.
func (st *copyState) broadcastValue(c cell) bool {
	reached := false
	for _, p := range st.part {
		if p != nil {
			if !p.broadcastValue(c) {
				return false
			}
			reached = true
		}
	}
	return reached
}

// cells lists the cells of the eq facts of every group.
func (st *copyState) cells() []cell {
	var out []cell
	seen := map[cell]bool{}
	for _, p := range st.part {
		if p == nil {
			continue
		}
		for _, c := range p.cells() {
			if !seen[c] {
				seen[c] = true
				out = append(out, c)
			}
		}
	}
	return out
}

// drop removes the facts of the cells gone says, in every group.
func (st *copyState) drop(gone func(cell) bool) {
	for _, p := range st.part {
		if p != nil {
			p.drop(gone)
		}
	}
}

func newCopyFacts() *copyFacts {
	return &copyFacts{eq: map[[2]cell]bool{}, bcast: map[cell]*llvmir.Inst{}, rank: map[cell]bool{}}
}

func (st *copyFacts) clone() *copyFacts {
	return &copyFacts{eq: maps.Clone(st.eq), bcast: maps.Clone(st.bcast), rank: maps.Clone(st.rank)}
}

// meet keeps the facts both states hold (nil: every fact).
func meetCopyFacts(a, b *copyFacts) *copyFacts {
	if a == nil {
		return b.clone()
	}
	if b == nil {
		return a
	}
	maps.DeleteFunc(a.eq, func(k [2]cell, _ bool) bool { return !b.eq[k] })
	for k, call := range a.bcast {
		switch other, ok := b.bcast[k]; {
		case !ok:
			delete(a.bcast, k)
		case other != call:
			a.bcast[k] = nil // still broadcast bytes, but of no one call
		}
	}
	maps.DeleteFunc(a.rank, func(k cell, _ bool) bool { return !b.rank[k] })
	return a
}

func (st *copyFacts) same(o *copyFacts) bool {
	return o != nil && maps.Equal(st.eq, o.eq) && maps.Equal(st.bcast, o.bcast) && maps.Equal(st.rank, o.rank)
}

// drop removes the facts of the cells gone says.
func (st *copyFacts) drop(gone func(cell) bool) {
	maps.DeleteFunc(st.eq, func(k [2]cell, _ bool) bool { return gone(k[0]) || gone(k[1]) })
	maps.DeleteFunc(st.bcast, func(k cell, _ *llvmir.Inst) bool { return gone(k) })
	maps.DeleteFunc(st.rank, func(k cell, _ bool) bool { return gone(k) })
}

func eqKey(a, b cell) [2]cell {
	if b.obj < a.obj || b.obj == a.obj && (b.off < a.off || b.off == a.off && b.size < a.size) {
		a, b = b, a
	}
	return [2]cell{a, b}
}

// broadcastValue reports whether cell c holds broadcast bytes in st: it lies in a broadcast
// range, or equals a cell that does.
func (st *copyFacts) broadcastValue(c cell) bool {
	inRange := func(x cell) bool {
		for r := range st.bcast {
			if x.within(r) {
				return true
			}
		}
		return false
	}
	if inRange(c) {
		return true
	}
	for k := range st.eq {
		if k[0] == c && inRange(k[1]) || k[1] == c && inRange(k[0]) {
			return true
		}
	}
	return false
}

// copyWalk is the dataflow of one function.
type copyWalk struct {
	s      *solver
	f      *model.Function
	view   *alias.Func
	objs   map[string]*alias.Object
	class  map[cell]class // the class of each cell with facts
	family map[class]map[class]bool
	shared *copyShared
	// prefix: the cell holding the pointer each path cell's object is reached through
	// (bcastpath.go).
	prefix map[string]cell
	// comm: the subgroup communicator whose broadcasts this walk counts besides those of
	// every process (nil: none); its kill points and loads hold in comm's domain (span.go).
	comm *llvmir.Inst
}

// copyShared is what the walks of all functions share: the classes each function may write,
// itself or through its callees.
type copyShared struct {
	writes  []map[class]bool
	through []map[class]bool // by function (throughAll), nil until asked
	count   map[class]int    // objects per class, built when a candidate needs it
	// helpers: the program's rank getters and broadcast helpers (bcastwrap.go).
	helpers *rankHelpers
	// exits: by function, the whole globals it leaves equal to broadcast bytes at every
	// return (exitCells); summaryCalls: the calls of such functions, whose bytes the
	// caller's walk takes as broadcast ones (never a BcastSource: no broadcast is named).
	exits        map[*model.Function][]exitCell
	summaryCalls map[*llvmir.Inst]bool
}

// exitCell is a whole global a function leaves equal to broadcast bytes at every return.
type exitCell struct {
	obj  *alias.Object
	size int64
	cls  class
}

// findCopyKills adds the kill points of globals equal to broadcast bytes (Processes only).
func (s *solver) findCopyKills() {
	if s.d != Processes {
		return
	}
	var shared *copyShared
	rankHelpersOf := s.broadcastHelpers
	// Callees first, so that a caller's walk knows what they leave broadcast at their exits
	// (SNAP: main calls input_read, which calls input_var_bcast, which unpacks).
	exits := map[*model.Function][]exitCell{}
	for _, f := range s.prog.BottomUpOrder() {
		if !broadcastsInC(f) && !rankHelpersOf().callsBcastHelper(f) && !callsAny(f, exits) {
			continue
		}
		if shared == nil {
			shared = &copyShared{writes: s.directWrites(), helpers: rankHelpersOf(),
				exits: exits, summaryCalls: map[*llvmir.Inst]bool{}}
		}
		// Once for the broadcasts on communicators of every process, once more for each
		// subgroup communicator f broadcasts on: its facts count in its domain only (span.go).
		view := alias.New(f)
		for _, comm := range append([]*llvmir.Inst{nil}, subgroupBroadcasts(f)...) {
			w := &copyWalk{s: s, f: f, view: view, objs: map[string]*alias.Object{},
				class: map[cell]class{}, family: map[class]map[class]bool{}, shared: shared,
				prefix: map[string]cell{}, comm: comm}
			if in := w.solve(); in != nil {
				if comm == nil {
					if cells := w.exitCells(in); len(cells) > 0 {
						exits[f] = cells
					}
				}
				w.addKills(in)
				w.addPackKills(in)
				w.markBroadcastLoads(in)
			}
		}
	}
}

// subgroupBroadcasts lists the subgroup communicators f broadcasts on, in program order.
func subgroupBroadcasts(f *model.Function) []*llvmir.Inst {
	var out []*llvmir.Inst
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			if e := f.EventOf(in); e != nil && e.Kind == model.MPICall && e.MPI.Name == "MPI_Bcast" {
				if c := subgroupOf(f, in); c != nil && !slices.Contains(out, c) {
					out = append(out, c)
				}
			}
		}
	}
	return out
}

// broadcastsInC reports whether f calls MPI_Bcast in the C binding.
func broadcastsInC(f *model.Function) bool {
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			if e := f.EventOf(in); e != nil && e.Kind == model.MPICall && e.Binding == mpi.C && e.MPI.Name == "MPI_Bcast" {
				return true
			}
		}
	}
	return false
}

// copyMaxRounds bounds the fixpoint; a function that needs more gets no kill points.
const copyMaxRounds = 50

// solve runs the dataflow to its greatest fixpoint and returns the state at each block's
// entry (nil: unreachable), or nil when it did not converge.
func (w *copyWalk) solve() []*copyState {
	n := len(w.f.Blocks)
	in := make([]*copyState, n)
	out := make([]*copyState, n)
	edges := make([][2]int, n) // the successors entered only on rank 0, only on the others, or -1
	for round := 0; round < copyMaxRounds; round++ {
		changed := false
		for _, b := range w.f.RPO() {
			var st *copyState
			if b == 0 {
				st = &copyState{part: [2]*copyFacts{newCopyFacts(), newCopyFacts()}}
			}
			for _, p := range w.f.CFG.Pred[b] {
				if out[p] == nil {
					continue
				}
				e := out[p]
				if edges[p][0] == b || edges[p][1] == b {
					e = e.clone()
					if edges[p][0] == b {
						e.part[1] = nil
					} else {
						e.part[0] = nil
					}
				}
				if e.part[0] == nil && e.part[1] == nil {
					continue
				}
				st = meetCopyState(st, e)
			}
			if st == nil || st.same(in[b]) {
				continue
			}
			in[b] = st
			out[b], edges[b] = w.transfer(b, st.clone())
			changed = true
		}
		if !changed {
			return in
		}
	}
	return nil
}

// transfer runs block b on st and returns the state at its end, with the successors that its
// terminator enters only on rank 0 of MPI_COMM_WORLD and only on the others (-1 if none).
func (w *copyWalk) transfer(b int, st *copyState) (*copyState, [2]int) {
	return w.transferSeeing(b, st, nil)
}

// transferSeeing is transfer, telling onLoad the state before each load of a cell.
func (w *copyWalk) transferSeeing(b int, st *copyState, onLoad func(*llvmir.Inst, cell, *copyState)) (*copyState, [2]int) {
	loaded := map[string]cell{} // SSA loads whose cell has not been written since
	rankLoad := map[string]bool{}
	forget := func(gone func(cell) bool) {
		st.drop(gone)
		for k, c := range loaded {
			if gone(c) {
				delete(loaded, k)
			}
		}
	}
	// forgetOthers: a write on the processes other than rank 0 only.
	forgetOthers := func(gone func(cell) bool) {
		if st.part[1] != nil {
			st.part[1].drop(gone)
		}
		for k, c := range loaded {
			if gone(c) {
				delete(loaded, k)
			}
		}
	}
	edges := [2]int{-1, -1}
	for _, in := range w.f.Blocks[b].IR.Insts {
		switch in.Op {
		case "load":
			if c, ok := w.cellOf(in); ok && in.Result != "" {
				if onLoad != nil {
					onLoad(in, c, st)
				}
				loaded[in.Result] = c
				if _, known := w.class[c]; !known {
					w.class[c] = w.s.locOf(w.f, in.Operands[0])
				}
				if w.holdsRank(st, c) {
					rankLoad[in.Result] = true
				}
			}
			if p := in.Operands[0]; p.Kind == llvmir.ValGlobal && w.shared.helpers.globals[p.Name] && in.Result != "" {
				rankLoad[in.Result] = true
			}
		case "store":
			c, ok := w.cellOf(in)
			if !ok {
				forget(w.writtenByPath(w.s.writesOf(w.f, in)))
				continue
			}
			forget(w.clobbers(c, w.s.writesOf(w.f, in)))
			if v := in.Operands[0]; v.Kind == llvmir.ValLocal {
				if src, ok := loaded[v.Name]; ok && !src.overlaps(c) {
					for _, p := range st.part {
						if p != nil {
							p.eq[eqKey(c, src)] = true
						}
					}
					w.class[c] = w.s.locOf(w.f, in.Operands[1])
				}
			}
		case "call", "invoke", "callbr":
			if e := w.f.EventOf(in); e != nil && e.Callee != nil && w.shared.helpers.getters[e.Callee] && in.Result != "" {
				rankLoad[in.Result] = true
				continue
			}
			w.call(in, st, forget, forgetOthers)
		case "atomicrmw", "cmpxchg":
			forget(w.writtenByPath(w.s.writesOf(w.f, in)))
		case "br":
			edges = w.rankSuccessors(b, rankLoad)
		}
	}
	return st, edges
}

// markBroadcastLoads records the loads of cells that hold broadcast bytes on every path: the
// value they read is the same on every process whatever the memory's class says (CoMD's
// `(*table)->n` after it was copied out of the broadcast struct on one side and into it on
// the other).
func (w *copyWalk) markBroadcastLoads(in []*copyState) {
	for b, st := range in {
		if st == nil {
			continue
		}
		w.transferSeeing(b, st.clone(), func(ld *llvmir.Inst, c cell, st *copyState) {
			if st.broadcastValue(c) {
				if w.s.broadcastLoads == nil {
					w.s.broadcastLoads = map[loadIn]bool{}
				}
				w.s.broadcastLoads[loadIn{ld, w.comm}] = true
				if src, ok := st.source(c); ok && w.comm == nil && !w.shared.summaryCalls[src.Call] {
					if w.s.broadcastSrc == nil {
						w.s.broadcastSrc = map[*llvmir.Inst]BcastSource{}
					}
					w.s.broadcastSrc[ld] = src
				}
			}
		})
	}
}

// BcastSource names broadcast bytes: Size bytes at offset Off of the buffer of the broadcast
// call Call (MPI_Bcast, or a broadcast helper of bcastwrap.go), on a communicator of every
// process, as that call left them.
type BcastSource struct {
	Call      *llvmir.Inst
	Off, Size int64
}

// source names the broadcast bytes cell c holds on every group that gets there: the one
// broadcast range it lies in, or the one a cell equal to it lies in.
func (st *copyState) source(c cell) (BcastSource, bool) {
	var out BcastSource
	reached := false
	for _, p := range st.part {
		if p == nil {
			continue
		}
		src, ok := p.source(c)
		if !ok || reached && src != out {
			return BcastSource{}, false
		}
		out, reached = src, true
	}
	return out, reached
}

// source is copyState.source for one group: false when no broadcast call, or more than one
// place, is named.
func (st *copyFacts) source(c cell) (BcastSource, bool) {
	var found []BcastSource
	add := func(x cell) {
		for r, call := range st.bcast {
			if call != nil && x.within(r) {
				src := BcastSource{Call: call, Off: x.off - r.off, Size: x.size}
				if !slices.Contains(found, src) {
					found = append(found, src)
				}
			}
		}
	}
	add(c)
	for k := range st.eq {
		switch c {
		case k[0]:
			add(k[1])
		case k[1]:
			add(k[0])
		}
	}
	if len(found) != 1 {
		return BcastSource{}, false
	}
	return found[0], true
}

// counts reports whether the walk takes broadcast in as one: on a communicator of every
// process, or on the walk's subgroup communicator.
func (w *copyWalk) counts(in *llvmir.Inst) bool {
	c := subgroupOf(w.f, in)
	return c == nil || c == w.comm
}

// loadIn is a load that reads broadcast bytes, with the subgroup communicator the broadcast
// was on (nil: one of every process).
type loadIn struct {
	ld, comm *llvmir.Inst
}

// holdsRank reports whether cell c holds the rank in MPI_COMM_WORLD for every group.
func (w *copyWalk) holdsRank(st *copyState, c cell) bool {
	reached := false
	for _, p := range st.part {
		if p != nil {
			if !p.rank[c] {
				return false
			}
			reached = true
		}
	}
	return reached
}

// call applies a call: MPI_Comm_rank and MPI_Bcast make facts, anything else forgets what it
// may write.
func (w *copyWalk) call(in *llvmir.Inst, st *copyState, forget, forgetOthers func(func(cell) bool)) {
	e := w.f.EventOf(in)
	if e != nil && e.Kind == model.MPICall {
		a := e.ArgIndex()
		world := e.Comm().Kind == model.CommConst && e.Comm().String() == "MPI_COMM_WORLD"
		switch {
		case e.Binding == mpi.C && e.MPI.Name == "MPI_Comm_rank" && world && a.Rank >= 0 && a.Rank < len(in.Args):
			if c, ok := w.pointee(in.Args[a.Rank], 4); ok {
				forget(w.clobbers(c, []class{w.s.bufferOf(w.f, in.Args[a.Rank])}))
				for _, p := range st.part {
					if p != nil {
						p.rank[c] = true
					}
				}
				w.class[c] = w.s.bufferOf(w.f, in.Args[a.Rank])
				return
			}
		case e.Binding == mpi.C && e.MPI.Name == "MPI_Bcast" && a.Buffer >= 0 && a.Buffer < len(in.Args) && w.counts(in):
			count, okc := intArg(e.Arg(a.Count))
			root, okr := intArg(e.Arg(a.Root))
			if okc && w.bcast(st, in, in.Args[a.Buffer], count, alias.DatatypeSize(e.Arg(a.Datatype)), okr && root == 0 && world, forget, forgetOthers) {
				return
			}
		}
		written := w.s.writesOf(w.f, in)
		for _, i := range mpiEffect(w.s.d, e.MPI, e.Binding).uniform {
			if i >= 0 && i < len(in.Args) && llvmir.IsPointerType(in.Args[i].Type) {
				written = append(written, w.s.bufferOf(w.f, in.Args[i]))
			}
		}
		forget(w.writtenByPath(written))
		return
	}
	if e != nil && e.Callee != nil {
		if h, ok := w.shared.helpers.bcasts[e.Callee]; ok && w.helperCommHolds(in, e.Callee, h) {
			if buf, count, root, ok := h.args(in); ok && w.bcast(st, in, buf, count, h.size, root == 0, forget, forgetOthers) {
				return
			}
		}
	}
	if w.mayCallUnseen(in, e) {
		// A call through a pointer, or one that is given a function to call back: what
		// the functions it runs may write is not known here.
		forget(func(cell) bool { return true })
		return
	}
	written := w.s.writesOf(w.f, in)
	if e != nil && e.Callee != nil {
		for c := range w.through(e.Callee.Index) {
			written = append(written, c)
		}
	}
	forget(w.writtenByPath(written))
	if e != nil && e.Callee != nil && w.comm == nil && in.Op == "call" {
		// What the callee leaves equal to broadcast bytes at every return is the same on
		// every process after the call: bytes of this call. (Not after an invoke: its
		// unwind edge leaves the callee by no return.)
		for _, x := range w.shared.exits[e.Callee] {
			c := cell{obj: x.obj.Key(), size: x.size}
			w.objs[c.obj] = x.obj
			w.class[c] = x.cls
			for _, p := range st.part {
				if p != nil {
					p.bcast[c] = in
				}
			}
			w.shared.summaryCalls[in] = true
		}
	}
}

// helperCommHolds reports whether, at call in of broadcast helper g, the helper's
// communicator has the ranks of MPI_COMM_WORLD (its root 0 is rank 0 there) and the
// communicators g's early returns test for null are never null.
func (w *copyWalk) helperCommHolds(in *llvmir.Inst, g *model.Function, h bcastHelper) bool {
	return w.s.helperCommHolds(w.f, in, g, h)
}

// callsAny reports whether f calls one of the functions of m directly.
func callsAny(f *model.Function, m map[*model.Function][]exitCell) bool {
	if len(m) == 0 {
		return false
	}
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			if e := f.EventOf(in); e != nil && e.Callee != nil && len(m[e.Callee]) > 0 {
				return true
			}
		}
	}
	return false
}

// exitCells lists the whole globals that hold, at every return of the function reached, the
// same broadcast bytes on every group of processes (one source: the same call, the same
// place in its buffer).
func (w *copyWalk) exitCells(in []*copyState) []exitCell {
	var common map[cell]bool
	for b, st := range in {
		if st == nil {
			continue
		}
		if t := w.f.Terminator(b); t == nil || t.Op != "ret" {
			continue
		}
		out, _ := w.transfer(b, st.clone())
		here := map[cell]bool{}
		for _, c := range out.candidates() {
			o := w.objs[c.obj]
			if o == nil || o.Kind != alias.Global || c.off != 0 || c.size != o.Size {
				continue
			}
			if _, ok := w.class[c]; !ok {
				continue
			}
			if _, ok := out.source(c); ok {
				here[c] = true
			}
		}
		if common == nil {
			common = here
		} else {
			maps.DeleteFunc(common, func(c cell, _ bool) bool { return !here[c] })
		}
	}
	var out []exitCell
	for c := range common {
		out = append(out, exitCell{obj: w.objs[c.obj], size: c.size, cls: w.class[c]})
	}
	slices.SortFunc(out, func(a, b exitCell) int { return strings.Compare(a.obj.Key(), b.obj.Key()) })
	return out
}

// killCandidates lists the cells of the eq facts and the ranges callees left broadcast.
func (w *copyWalk) killCandidates(st *copyState) []cell {
	return st.cellsAnd(func(call *llvmir.Inst) bool { return w.shared.summaryCalls[call] })
}

// candidates lists the cells of the eq facts and the broadcast ranges of every group.
func (st *copyState) candidates() []cell {
	return st.cellsAnd(func(*llvmir.Inst) bool { return true })
}

// cellsAnd lists the cells of the eq facts and the broadcast ranges of every group whose
// broadcast call keep accepts, each once.
func (st *copyState) cellsAnd(keep func(call *llvmir.Inst) bool) []cell {
	out := st.cells()
	seen := map[cell]bool{}
	for _, c := range out {
		seen[c] = true
	}
	for _, p := range st.part {
		if p == nil {
			continue
		}
		for c, call := range p.bcast {
			if !seen[c] && keep(call) {
				seen[c] = true
				out = append(out, c)
			}
		}
	}
	return out
}

// bcast applies the broadcast call of count elements of size bytes from buffer buf, rooted at
// rank 0 of MPI_COMM_WORLD when fromZero; false when the buffer is not an exact place.
func (w *copyWalk) bcast(st *copyState, call *llvmir.Inst, buf *llvmir.Value, count, size int64, fromZero bool, forget, forgetOthers func(func(cell) bool)) bool {
	c, ok := w.pointee(buf, count*size)
	if !ok || count <= 0 || size <= 0 {
		return false
	}
	gone := w.clobbers(c, []class{w.s.bufferOf(w.f, buf)})
	if fromZero {
		// Rank 0 sends its buffer and keeps it; the others receive.
		forgetOthers(gone)
	} else {
		forget(gone)
	}
	for _, p := range st.part {
		if p != nil {
			p.bcast[c] = call
		}
	}
	w.class[c] = w.s.bufferOf(w.f, buf)
	return true
}

// mayCallUnseen reports whether a call may run functions of the program that its event
// does not name: an indirect call, or a call given the address of a function.
func (w *copyWalk) mayCallUnseen(in *llvmir.Inst, e *model.Event) bool {
	if e != nil && e.Callee != nil {
		return false
	}
	if in.CalledFunction() == "" {
		return true
	}
	for _, a := range in.Args {
		if v := a.Base(); v != nil && v.Kind == llvmir.ValGlobal && w.f.Program.Lookup(v.Name) != nil {
			return true
		}
	}
	return false
}

// through is the classes function g and the functions it calls may write (read only: the
// functions of one component of the call graph share it).
func (w *copyWalk) through(g int) map[class]bool {
	sh := w.shared
	if sh.through == nil {
		sh.through = throughAll(w.s.calls, sh.writes, w.s.simple.get)
	}
	return sh.through[g]
}

// throughAll computes through for every function at once, callees first over the components
// of the call graph: a component writes what its functions write and what the components it
// calls write, but for their simple locals (findSimple): a function's own scalar variable,
// whose address it gives no one, is no memory of its callers. (Asking the reachable set of
// each function apart, with every callee's locals, was quadratic in a chain of calls: 1.5 s
// of the 4.5 s of a generated program of 2,000 functions.)
func throughAll(calls *graph.Digraph, writes []map[class]bool, simple func(class) bool) []map[class]bool {
	comps := graph.SCC(calls)
	of := graph.Condensation(comps, calls.N())
	out := make([]map[class]bool, calls.N())
	for i, comp := range comps { // (callees' components first)
		m := map[class]bool{}
		for _, f := range comp {
			for c := range writes[f] {
				m[c] = true
			}
			for _, h := range calls.Succ[f] {
				if of[h] != i {
					for c := range out[h] {
						if !simple(c) {
							m[c] = true
						}
					}
				}
			}
		}
		for _, f := range comp {
			out[f] = m
		}
	}
	return out
}

// writtenBy is the predicate "a write of one of these classes may reach the cell".
func (w *copyWalk) writtenBy(classes []class) func(cell) bool {
	if len(classes) == 0 {
		return func(cell) bool { return false }
	}
	return func(c cell) bool {
		cc, ok := w.class[c]
		if !ok {
			return true // a cell whose class is unknown goes with any write
		}
		fam := w.family[cc]
		if fam == nil {
			fam = w.s.family(cc)
			w.family[cc] = fam
		}
		for _, x := range classes {
			if fam[w.s.pt.Find(x)] {
				return true
			}
		}
		return false
	}
}

// cellOf is the cell a load or store reads or writes, when it is an exact place in a local
// or global object.
func (w *copyWalk) cellOf(in *llvmir.Inst) (cell, bool) {
	loc, size, _, ok := w.view.LoadStore(in)
	if !ok || size <= 0 {
		return cell{}, false
	}
	if c, ok := w.exact(loc, size); ok {
		return c, true
	}
	ptr := in.Operands[0]
	if in.Op == "store" {
		ptr = in.Operands[1]
	}
	return w.pathCell(ptr, size, 0)
}

// pointee is the cell of size bytes a pointer argument points to, when exact.
func (w *copyWalk) pointee(v *llvmir.Value, size int64) (cell, bool) {
	if v == nil || size <= 0 {
		return cell{}, false
	}
	return w.exact(w.view.Pointer(v), size)
}

func (w *copyWalk) exact(loc alias.Loc, size int64) (cell, bool) {
	if !loc.Known() || !loc.Exact || loc.Index != "" || (loc.Obj.Kind != alias.Local && loc.Obj.Kind != alias.Global) {
		return cell{}, false
	}
	key := loc.Obj.Key()
	w.objs[key] = loc.Obj
	return cell{obj: key, off: loc.Off, size: size}, true
}

// rankSuccessors returns the successors block b's conditional branch on a loaded rank
// enters only when it is 0, and only when it is not (-1, -1 for any other terminator).
func (w *copyWalk) rankSuccessors(b int, rankLoad map[string]bool) [2]int {
	x, _, zero, other, ok := zeroTest(w.f, b)
	if !ok || !rankLoad[x.Name] {
		return [2]int{-1, -1}
	}
	return [2]int{zero, other}
}

// addKills makes the kill points: a whole scalar global that holds broadcast bytes at a
// block's entry (and not yet at its immediate dominator's), alone in its class.
func (w *copyWalk) addKills(in []*copyState) {
	dom := w.f.Dom()
	holds := func(b int, c cell) bool { return b >= 0 && in[b] != nil && in[b].broadcastValue(c) }
	for b, st := range in {
		if st == nil {
			continue
		}
		for _, c := range w.killCandidates(st) {
			o := w.objs[c.obj]
			if o == nil || o.Kind != alias.Global || c.off != 0 || c.size != o.Size || !st.broadcastValue(c) || holds(dom.Idom[b], c) {
				continue
			}
			cls, ok := w.class[c]
			if !ok || !w.alone(cls) {
				continue
			}
			w.s.addKill(w.f, b, -1, w.s.pt.Find(cls), w.shared.writes, nil, w.comm)
		}
	}
}

// cells lists the cells of the eq facts.
func (st *copyFacts) cells() []cell {
	var out []cell
	seen := map[cell]bool{}
	for k := range st.eq {
		for _, c := range k {
			if !seen[c] {
				seen[c] = true
				out = append(out, c)
			}
		}
	}
	return out
}

// alone reports whether class c is one object with no parts and no owner: a kill of c then
// speaks of that object only.
func (w *copyWalk) alone(c class) bool {
	pt := w.s.pt
	c = pt.Find(c)
	if pt.OwnerOf(c) != noClass || len(pt.Fields[c]) > 0 {
		return false
	}
	return w.objectsIn(c) == 1
}

// objectsIn is the number of named objects (globals, locals, parameters' pointees, heap
// blocks, library storage) unified into class c.
func (w *copyWalk) objectsIn(c class) int {
	pt, sh := w.s.pt, w.shared
	if sh.count == nil {
		sh.count = map[class]int{}
		for _, x := range pt.Global {
			sh.count[pt.Find(x)]++
		}
		for _, x := range pt.Alloca {
			sh.count[pt.Find(x)]++
		}
		for _, x := range pt.Param {
			sh.count[pt.Find(x)]++
		}
		for _, x := range pt.Heap {
			sh.count[pt.Find(x)]++
		}
		for _, x := range pt.Static {
			sh.count[pt.Find(x)]++
		}
	}
	return sh.count[pt.Find(c)]
}

func intArg(v *llvmir.Value) (int64, bool) {
	if v == nil || v.Kind != llvmir.ValInt {
		return 0, false
	}
	return v.Int, true
}
