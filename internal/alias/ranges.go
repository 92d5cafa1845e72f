package alias

import (
	"sort"
	"strings"

	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Areas with symbolic bounds (issue 13). Halo codes pack and unpack slices of one allocation
// in counted loops while other slices are in flight:
//
//	top_in = top_out + RADIUS*width;               // width = iend - istart + 1
//	MPI_Irecv(top_in, RADIUS*width, ...);
//	for (kk=0, j=jend-RADIUS+1; j<=jend; j++) for (i=istart; i<=iend; i++) top_out[kk++] = ...;
//
// The store writes top_out[kk] with 0 <= kk < RADIUS*(iend-istart+1): it ends where the
// receive buffer starts. AreasDisjoint proves such facts. Integer values are evaluated to
// intervals whose bounds are linear forms over "atoms" (local variables that keep one value
// at every load involved, and value parameters): a variable with one reaching store is
// replaced by the stored value; the induction variable of a counted loop
// (`for (v = a; v <= b; v++)`) ranges over [a, b] in its body; a counter stepped once per
// iteration of a nest of counted loops and reset before the nest (`kk++` above) ranges over
// [0, trip counts product - 1]. Each loop whose body is reached gives a fact (its trip count
// is at least one) that the comparison may use.

// lin is c + Σ t[v]*v over atoms v.
type lin struct {
	c int64
	t map[string]int64
}

func constLin(c int64) *lin { return &lin{c: c} }

func (l *lin) plus(m *lin, k int64) *lin {
	out := &lin{c: l.c + k*m.c, t: map[string]int64{}}
	for v, x := range l.t {
		out.t[v] = x
	}
	for v, x := range m.t {
		out.t[v] += k * x
		if out.t[v] == 0 {
			delete(out.t, v)
		}
	}
	return out
}

func (l *lin) scale(k int64) *lin { return constLin(0).plus(l, k) }

func (l *lin) isConst() bool { return len(l.t) == 0 }

// ival is an integer value as an interval of linear forms; nil bounds are unbounded.
type ival struct{ lo, hi *lin }

func exact(l *lin) ival { return ival{l, l} }

func (x ival) isExact() bool { return x.lo != nil && x.lo == x.hi }

// Area is a memory area for AreasDisjoint: Size bytes from the pointer Ptr (Size < 0: Count
// elements of Elem bytes, Count an integer value of the IR), as computed at instruction At.
type Area struct {
	Ptr   *llvmir.Value
	At    *llvmir.Inst
	Size  int64
	Count *llvmir.Value
	Elem  int64
	Fwd   *Forward // the parameters of the function the buffer, count and datatype are, if any
}

// rangeEval evaluates the values of one comparison.
type rangeEval struct {
	a     *Func
	loads map[string][]*llvmir.Inst // atom variable -> the loads that read it
	facts []*lin                    // each >= 0
	steps int
	busy  map[string]bool
	// tiled: also loops with a symbolic step and the facts of the branches taken
	// (pathfacts.go); obligations are values those bounds assume are not negative.
	tiled       bool
	obligations []*lin
}

// AreasDisjoint reports whether two areas of memory are proven not to overlap: both lie in
// the same object at offsets whose symbolic bounds put one after the other.
func (a *Func) AreasDisjoint(x, y Area) bool {
	if x.Ptr == nil || y.Ptr == nil {
		return false
	}
	k := [2]Area{x, y}
	if v, ok := a.disjoint[k]; ok {
		return v
	}
	v := a.areasDisjoint(x, y, false) || a.areasDisjoint(x, y, true)
	if a.disjoint == nil {
		a.disjoint = map[[2]Area]bool{}
	}
	a.disjoint[k] = v
	return v
}

func (a *Func) areasDisjoint(x, y Area, tiled bool) bool {
	r := &rangeEval{a: a, loads: map[string][]*llvmir.Inst{}, busy: map[string]bool{}, tiled: tiled}
	if tiled {
		r.facts = append(r.facts, a.stablePathFacts(x.At)...)
		r.facts = append(r.facts, a.stablePathFacts(y.At)...)
	}
	xo, xs, xz, ok1 := r.area(x)
	yo, ys, yz, ok2 := r.area(y)
	if !ok1 || !ok2 || xo == nil || xo != yo || xo.Kind == Deref {
		return false
	}
	if !r.assumptionsHold() {
		return false
	}
	before := func(s ival, z *lin, t ival) bool { // [s, s+z) ends before t starts
		return s.hi != nil && t.lo != nil && r.nonneg(t.lo.plus(s.hi, -1).plus(z, -1))
	}
	return before(xs, xz, ys) || before(ys, yz, xs)
}

// assumptionsHold reports whether what the evaluation assumed holds: every variable it read
// (but the parameters) keeps one value between its reads, and every value a bound from the
// branches taken relies on is not negative.
func (r *rangeEval) assumptionsHold() bool {
	for v, loads := range r.loads {
		if strings.HasPrefix(v, "arg:") {
			continue
		}
		if !r.a.stable(v, loads) {
			return false
		}
	}
	for _, o := range r.obligations {
		if !r.nonneg(o) {
			return false
		}
	}
	return true
}

func (r *rangeEval) area(x Area) (*Object, ival, *lin, bool) {
	if x.Ptr == nil || x.At == nil {
		return nil, ival{}, nil, false
	}
	obj, start, ok := r.ptr(x.Ptr, 0)
	if !ok {
		return nil, ival{}, nil, false
	}
	size := constLin(x.Size)
	if x.Size < 0 {
		if x.Count == nil || x.Elem <= 0 {
			return nil, ival{}, nil, false
		}
		c := r.int(x.Count, 0)
		if !c.isExact() {
			return nil, ival{}, nil, false
		}
		size = c.lo.scale(x.Elem)
	}
	return obj, start, size, true
}

// nonneg proves l >= 0 from the facts: l is a constant, or a nonnegative multiple of one
// fact plus a nonnegative constant.
func (r *rangeEval) nonneg(l *lin) bool {
	if l.isConst() {
		return l.c >= 0
	}
	for _, f := range r.facts {
		if len(f.t) != len(l.t) {
			continue
		}
		var k int64
		ok := true
		for v, x := range l.t {
			y, in := f.t[v]
			if !in || y == 0 || x%y != 0 {
				ok = false
				break
			}
			q := x / y
			if q <= 0 || k != 0 && q != k {
				ok = false
				break
			}
			k = q
		}
		if ok && k > 0 && l.plus(f, -k).isConst() && l.c-k*f.c >= 0 {
			return true
		}
	}
	return false
}

const maxRangeSteps = 400

// ptr evaluates a pointer: its object and its byte offset in it.
func (r *rangeEval) ptr(v *llvmir.Value, depth int) (*Object, ival, bool) {
	r.steps++
	if v == nil || depth > 24 || r.steps > maxRangeSteps {
		return nil, ival{}, false
	}
	a := r.a
	if v.Kind == llvmir.ValLocal && a.Fn.ParamIndex(v.Name) < 0 {
		if def := a.Fn.Def(v.Name); def != nil {
			switch def.Op {
			case "getelementptr":
				if len(def.Operands) == 0 {
					return nil, ival{}, false
				}
				obj, off, ok := r.ptr(def.Operands[0], depth+1)
				if !ok {
					return nil, ival{}, false
				}
				off, ok = r.gepOffset(off, gepSourceType(a.Fn.Module, def), def.Operands[1:], depth)
				return obj, off, ok
			case "bitcast", "addrspacecast":
				if len(def.Operands) == 1 {
					return r.ptr(def.Operands[0], depth+1)
				}
			case "load":
				if len(def.Operands) == 1 && def.Operands[0].Kind == llvmir.ValLocal {
					if st := a.uniqueReachingStore(def.Operands[0].Name, def); st != nil {
						return r.ptr(st.Operands[0], depth+1)
					}
					if r.tiled {
						if obj, off, ok := r.ptrInduction(def.Operands[0].Name, def, depth+1); ok {
							return obj, off, true
						}
					}
				}
			}
		}
	}
	l := a.Pointer(v)
	if l.Obj == nil || !l.Exact {
		return nil, ival{}, false
	}
	return l.Obj, exact(constLin(l.Off)), true
}

// gepOffset adds the offset of getelementptr indices over source type src.
func (r *rangeEval) gepOffset(off ival, src string, idx []*llvmir.Value, depth int) (ival, bool) {
	if src == "" {
		return ival{}, false
	}
	t := r.a.types.Of(src)
	for i, ix := range idx {
		if t == nil {
			return ival{}, false
		}
		var size int64
		switch {
		case i == 0:
			size = t.Size
		case t.Fields != nil:
			c, ok := constInt(ix)
			if !ok || c < 0 || int(c) >= len(t.Fields) || t.Offsets[c] < 0 {
				return ival{}, false
			}
			off = addConst(off, t.Offsets[c])
			t = t.Fields[c]
			continue
		case t.Elem != nil:
			t = t.Elem
			size = t.Size
		default:
			return ival{}, false
		}
		if size <= 0 {
			return ival{}, false
		}
		off = addIval(off, mulConst(r.int(ix, depth+1), size))
	}
	return off, true
}

func addConst(x ival, c int64) ival { return addIval(x, exact(constLin(c))) }

func addIval(x, y ival) ival {
	var out ival
	if x.lo != nil && y.lo != nil {
		out.lo = x.lo.plus(y.lo, 1)
	}
	if x.hi != nil && y.hi != nil {
		out.hi = x.hi.plus(y.hi, 1)
	}
	if x.isExact() && y.isExact() {
		out.hi = out.lo
	}
	return out
}

func mulConst(x ival, k int64) ival {
	var out ival
	lo, hi := x.lo, x.hi
	if k < 0 {
		lo, hi = hi, lo
	}
	if lo != nil {
		out.lo = lo.scale(k)
	}
	if hi != nil {
		out.hi = hi.scale(k)
	}
	if x.isExact() {
		out.hi = out.lo
	}
	return out
}

// int evaluates an integer value.
func (r *rangeEval) int(v *llvmir.Value, depth int) ival {
	r.steps++
	if v == nil || depth > 24 || r.steps > maxRangeSteps {
		return ival{}
	}
	switch v.Kind {
	case llvmir.ValInt:
		return exact(constLin(v.Int))
	case llvmir.ValLocal:
	default:
		return ival{}
	}
	a := r.a
	if a.Fn.ParamIndex(v.Name) >= 0 {
		return exact(&lin{t: map[string]int64{"arg:" + v.Name: 1}})
	}
	def := a.Fn.Def(v.Name)
	if def == nil {
		return ival{}
	}
	switch def.Op {
	case "sext", "zext", "trunc":
		if len(def.Operands) == 1 {
			return r.int(def.Operands[0], depth+1)
		}
	case "add", "sub":
		if len(def.Operands) == 2 {
			x, y := r.int(def.Operands[0], depth+1), r.int(def.Operands[1], depth+1)
			if def.Op == "sub" {
				y = mulConst(y, -1)
			}
			return addIval(x, y)
		}
	case "shl":
		if len(def.Operands) == 2 {
			if c, ok := constInt(def.Operands[1]); ok && c >= 0 && c < 31 {
				return mulConst(r.int(def.Operands[0], depth+1), 1<<c)
			}
		}
	case "mul":
		if len(def.Operands) == 2 {
			x, y := r.int(def.Operands[0], depth+1), r.int(def.Operands[1], depth+1)
			switch {
			case x.isExact() && x.lo.isConst():
				return mulConst(y, x.lo.c)
			case y.isExact() && y.lo.isConst():
				return mulConst(x, y.lo.c)
			case x.lo != nil && y.lo != nil && r.nonneg(x.lo) && r.nonneg(y.lo):
				// The product of two nonnegative values: bounded below by 0 only.
				return ival{lo: constLin(0)}
			}
		}
	case "load":
		if len(def.Operands) == 1 && def.Operands[0].Kind == llvmir.ValLocal {
			return r.load(def.Operands[0].Name, def, depth)
		}
	}
	return ival{}
}

// load evaluates the value a load of local variable name reads.
func (r *rangeEval) load(name string, ld *llvmir.Inst, depth int) ival {
	a := r.a
	if d := a.Fn.Def(name); d == nil || d.Op != "alloca" {
		return ival{}
	}
	stores := a.storesTo(name)
	for _, st := range stores {
		if st.Op != "store" {
			// Written through its address by a call (MPI_Bcast(&n, ...)): one value
			// while no write follows (checked for every atom at the end).
			if r.tiled && !a.storedInLoopOf(stores, ld) {
				return r.atom(name, ld)
			}
			return ival{}
		}
	}
	if st := a.uniqueReachingStore(name, ld); st != nil && !r.busy[name] {
		r.busy[name] = true
		x := r.int(st.Operands[0], depth+1)
		delete(r.busy, name)
		if x.isExact() {
			return x
		}
		if !a.storedInLoopOf(stores, ld) {
			return r.atom(name, ld)
		}
		return x
	}
	if !a.storedInLoopOf(stores, ld) {
		return r.atom(name, ld)
	}
	if x, ok := r.induction(name, ld, stores, depth); ok {
		return x
	}
	if x, ok := r.counter(name, ld, stores, depth); ok {
		return x
	}
	if r.tiled {
		if x, ok := r.inductionLo(name, ld, stores, depth); ok {
			return x
		}
	}
	return ival{}
}

func (r *rangeEval) atom(name string, ld *llvmir.Inst) ival {
	r.loads[name] = append(r.loads[name], ld)
	return exact(&lin{t: map[string]int64{name: 1}})
}

// storedInLoopOf reports whether one of the stores is in a loop that contains ld.
func (a *Func) storedInLoopOf(stores []*llvmir.Inst, ld *llvmir.Inst) bool {
	loops := a.Fn.Loops()
	for l := loops.Of[ld.Block.Index]; l != nil; l = l.Parent {
		for _, st := range stores {
			if l.Contains(st.Block.Index) {
				return true
			}
		}
	}
	return false
}

// counted describes loop l as `for (v = init; v <= bound; v += step)` (or <): the header
// branches on a comparison of v with a value, v is written in the loop by one store
// `v = v + step` (step > 0) in a latch, and one store outside the loop reaches the header.
type counted struct {
	v              string
	init, last     ival // last: the largest value the body sees (bound, or bound-1)
	inc, initStore *llvmir.Inst
}

func (r *rangeEval) countedLoop(l *graph.Loop, depth int) (counted, bool) {
	a := r.a
	hb := a.Fn.Blocks[l.Header].IR
	term := hb.Terminator()
	if term == nil || term.Op != "br" || len(term.Operands) != 1 || len(term.Succs) != 2 || term.Operands[0].Kind != llvmir.ValLocal {
		return counted{}, false
	}
	cmp := a.Fn.Def(term.Operands[0].Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 || cmp.Block != hb {
		return counted{}, false
	}
	pred := cmp.Pred
	x, y := cmp.Operands[0], cmp.Operands[1]
	v, vload := a.loadedVar(x)
	if v == "" {
		v, vload = a.loadedVar(y)
		x, y = y, x
		pred = llvmir.SwapPredicate(pred)
	}
	if v == "" || vload.Block != hb {
		return counted{}, false
	}
	in, out := term.Succs[0].Index, term.Succs[1].Index
	if !l.Contains(in) || l.Contains(out) {
		return counted{}, false
	}
	var off int64
	switch pred {
	case "sle":
	case "slt":
		off = -1
	default:
		return counted{}, false
	}
	stores := a.storesTo(v)
	var inc, init *llvmir.Inst
	for _, st := range stores {
		if st.Op != "store" {
			return counted{}, false
		}
		if l.Contains(st.Block.Index) {
			if inc != nil || !a.isIncrement(st, v) || !isLatch(l, st.Block.Index) {
				return counted{}, false
			}
			inc = st
		}
	}
	if inc == nil {
		return counted{}, false
	}
	for _, st := range a.reachingStores(v, vload) {
		if st == inc {
			continue
		}
		if init != nil || l.Contains(st.Block.Index) {
			return counted{}, false
		}
		init = st
	}
	if init == nil {
		return counted{}, false
	}
	c := counted{v: v, inc: inc, initStore: init}
	c.init = r.int(init.Operands[0], depth+1)
	c.last = addConst(r.int(y, depth+1), off)
	if !c.init.isExact() || !c.last.isExact() {
		return counted{}, false
	}
	return c, true
}

// isLatch reports whether block b jumps only to the header of l within l.
func isLatch(l *graph.Loop, b int) bool {
	for _, lt := range l.Latches {
		if lt == b {
			return true
		}
	}
	return false
}

// loadedVar returns the local variable an integer value is loaded from, through casts.
func (a *Func) loadedVar(v *llvmir.Value) (string, *llvmir.Inst) {
	for depth := 0; v != nil && v.Kind == llvmir.ValLocal && depth < 4; depth++ {
		def := a.Fn.Def(v.Name)
		if def == nil || len(def.Operands) == 0 {
			return "", nil
		}
		switch def.Op {
		case "sext", "zext", "trunc":
			v = def.Operands[0]
		case "load":
			p := def.Operands[0]
			if p.Kind != llvmir.ValLocal {
				return "", nil
			}
			if d := a.Fn.Def(p.Name); d != nil && d.Op == "alloca" {
				return p.Name, def
			}
			return "", nil
		default:
			return "", nil
		}
	}
	return "", nil
}

// isIncrement reports whether store st writes v + 1 (v read from the same variable).
func (a *Func) isIncrement(st *llvmir.Inst, v string) bool {
	s := a.stepOf(st, v)
	return s != nil && s.Kind == llvmir.ValInt && s.Int == 1
}

// induction: name is the induction variable of a counted loop containing ld, and ld is in
// its body: name is in [init, last] there.
func (r *rangeEval) induction(name string, ld *llvmir.Inst, stores []*llvmir.Inst, depth int) (ival, bool) {
	loops := r.a.Fn.Loops()
	b := ld.Block.Index
	for l := loops.Of[b]; l != nil; l = l.Parent {
		inLoop := false
		for _, st := range stores {
			if l.Contains(st.Block.Index) {
				inLoop = true
			}
		}
		if !inLoop {
			continue
		}
		if b == l.Header {
			return ival{}, false
		}
		c, ok := r.countedLoop(l, depth)
		if !ok || c.v != name || c.inc.Block.Index == b && instIndex(ld) > instIndex(c.inc) {
			return ival{}, false
		}
		r.facts = append(r.facts, c.last.lo.plus(c.init.lo, -1))
		return ival{lo: c.init.lo, hi: c.last.lo}, true
	}
	return ival{}, false
}

// counter: name is reset by one store before a nest of counted loops and incremented by
// one store in the innermost one, which contains ld.
func (r *rangeEval) counter(name string, ld *llvmir.Inst, stores []*llvmir.Inst, depth int) (ival, bool) {
	a := r.a
	loops := a.Fn.Loops()
	var inc, init *llvmir.Inst
	for _, st := range stores {
		if a.isIncrement(st, name) {
			if inc != nil {
				return ival{}, false
			}
			inc = st
		} else {
			if init != nil {
				return ival{}, false
			}
			init = st
		}
	}
	if inc == nil || init == nil {
		return ival{}, false
	}
	inner := loops.Of[inc.Block.Index]
	if inner == nil || !inner.Contains(ld.Block.Index) {
		return ival{}, false
	}
	c0 := r.int(init.Operands[0], depth+1)
	if !c0.isExact() {
		return ival{}, false
	}
	// The nest: from the loop of the increment out to the last loop not containing init.
	var nest []*graph.Loop
	for l := inner; l != nil && !l.Contains(init.Block.Index); l = l.Parent {
		nest = append(nest, l)
	}
	if len(nest) == 0 {
		return ival{}, false
	}
	outer := nest[len(nest)-1]
	entered := false
	for _, p := range a.Fn.CFG.Pred[outer.Header] {
		if !outer.Contains(p) {
			if p != init.Block.Index || entered {
				return ival{}, false
			}
			entered = true
		}
	}
	// The increment runs at most once per iteration of the innermost loop: it is in no
	// loop nested in it.
	if loops.Of[inc.Block.Index] != inner {
		return ival{}, false
	}
	product := constLin(1)
	for _, l := range nest {
		c, ok := r.countedLoop(l, depth)
		if !ok {
			return ival{}, false
		}
		trips := c.last.lo.plus(c.init.lo, -1)
		for v := range trips.t {
			if !r.isAtom(v) {
				return ival{}, false // the trip count depends on an enclosing loop
			}
		}
		r.facts = append(r.facts, trips)
		trips = trips.plus(constLin(1), 1)
		switch {
		case trips.isConst():
			product = product.scale(trips.c)
		case product.isConst():
			product = trips.scale(product.c)
		default:
			return ival{}, false
		}
	}
	last := product
	if !(inc.Block == ld.Block && instIndex(ld) < instIndex(inc)) {
		last = product.plus(constLin(1), 1)
	}
	return ival{lo: c0.lo, hi: c0.lo.plus(last, 1).plus(constLin(1), -1)}, true
}

func (r *rangeEval) isAtom(v string) bool {
	if strings.HasPrefix(v, "arg:") {
		return true
	}
	_, ok := r.loads[v]
	return ok
}

// reachingStores lists the stores into local variable name that reach load ld (the value it
// reads comes from one of them).
func (a *Func) reachingStores(name string, ld *llvmir.Inst) []*llvmir.Inst {
	k := reachKey{name, ld}
	if rs, ok := a.reach[k]; ok {
		return rs
	}
	rs := a.reachingStoresOf(name, ld)
	if a.reach == nil {
		a.reach = map[reachKey][]*llvmir.Inst{}
	}
	a.reach[k] = rs
	return rs
}

type reachKey struct {
	name string
	ld   *llvmir.Inst
}

func (a *Func) reachingStoresOf(name string, ld *llvmir.Inst) []*llvmir.Inst {
	stores := a.storesTo(name)
	isStore := map[*llvmir.Inst]bool{}
	for _, st := range stores {
		isStore[st] = true
	}
	var out []*llvmir.Inst
	g := a.Fn.CFG
	for _, st := range stores {
		if a.reachesBefore(st, ld, isStore, g) {
			out = append(out, st)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Span.Start < out[j].Span.Start })
	return out
}

// reachesBefore reports whether some path from just after instruction from reaches
// instruction to without first running an instruction in stop (stores of a variable, the
// increments of a counter).
func (a *Func) reachesBefore(from, to *llvmir.Inst, stop map[*llvmir.Inst]bool, g *graph.Digraph) bool {
	// scan reports whether, from instruction i of block b on, to comes before a stop.
	scan := func(b *llvmir.Block, i int) (found, stopped bool) {
		for _, in := range b.Insts[i:] {
			if in == to {
				return true, false
			}
			if stop[in] {
				return false, true
			}
		}
		return false, false
	}
	found, stopped := scan(from.Block, instIndex(from)+1)
	if found {
		return true
	}
	if stopped {
		return false
	}
	seen := map[int]bool{}
	work := append([]int(nil), g.Succ[from.Block.Index]...)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		found, stopped := scan(a.Fn.Blocks[b].IR, 0)
		if found {
			return true
		}
		if !stopped {
			work = append(work, g.Succ[b]...)
		}
	}
	return false
}

// uniqueReachingStore returns the one store of local variable name that reaches ld, when
// the variable is written only by stores and exactly one of them reaches.
func (a *Func) uniqueReachingStore(name string, ld *llvmir.Inst) *llvmir.Inst {
	if d := a.Fn.Def(name); d == nil || d.Op != "alloca" {
		return nil
	}
	for _, st := range a.storesTo(name) {
		if st.Op != "store" {
			return nil
		}
	}
	rs := a.reachingStores(name, ld)
	if len(rs) != 1 {
		return nil
	}
	return rs[0]
}
