package nonblocking

import (
	"fmt"
	"os"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// ProvenRequests is the per-site proof that selective instrumentation (`parcoach cc
// --instrument`, issue 15) uses to let MPI calls skip the runtime monitor's request tracking.
// It returns the calls of f to MPI_Isend, MPI_Irecv, MPI_Wait and MPI_Waitall whose requests
// live their whole life in such proven calls:
//
//   - the requests are kept in a request base of f: a local MPI_Request or array of them, or
//     the memory of one malloc/calloc whose pointer a local variable holds (stored once, that
//     variable's address not taken); the base is used by nothing but those four calls (as their
//     request argument), free, and the debug intrinsics — so no other code can read, copy,
//     test, free or overwrite one of its requests;
//   - the slot each start writes is a linear expression of constants and of locals stored
//     once (their store dominating their loads), or, inside a counted loop
//     `for (i = A; i < B; i++)` (i a local only that loop's header compares and latch
//     increments by 1), i plus such an expression: the loop's slots are [A+K, B+K), distinct
//     per iteration (the start is on no cycle inside the loop, and the loop holds no other
//     call on the base);
//   - on every path (a dataflow over f's CFG, loops included), a start's slots hold no request
//     still pending when it writes them (pending from an earlier iteration of an enclosing loop
//     or from another start whose slots may overlap: the ranges are compared symbolically),
//     each MPI_Waitall/MPI_Wait covers the slots of every start it may complete entirely (its
//     count and offset are such expressions too) or none of them, and nothing is pending at a
//     return, at free of the base, or at a call that may reach MPI_Finalize or code the
//     module does not show.
//
// So a proven start's request is completed by a proven completion before it is overwritten,
// before f returns and before MPI_Finalize: the monitor's request-reuse, pending-request and
// mpi-missing-start checks have nothing to find in it. Anything outside these shapes leaves
// all the calls on that base unproven (the monitor tracks them as before).
func ProvenRequests(m *llvmir.Module, f *llvmir.Function) map[*llvmir.Inst]bool {
	if f == nil || f.Decl || len(f.Blocks) == 0 {
		return nil
	}
	p := newProver(m, f)
	out := map[*llvmir.Inst]bool{}
	for _, b := range p.bases() {
		if sites, ok := p.prove(b); ok {
			for _, in := range sites {
				out[in] = true
			}
		}
	}
	return out
}

// provenCalls: the calls a proof covers, and the argument that holds the request (or array).
var provenCalls = map[string]int{"MPI_Isend": 6, "MPI_Irecv": 6, "MPI_Wait": 0, "MPI_Waitall": 1}

type prover struct {
	m      *llvmir.Module
	f      *llvmir.Function
	def    map[string]*llvmir.Inst   // local name -> defining instruction
	uses   map[string][]*llvmir.Inst // local name -> instructions using it (once each)
	pos    map[*llvmir.Inst]int      // index in its block
	idom   []int                     // immediate dominator of each block (-1: entry or unreachable)
	loops  map[string]*countedLoop   // induction alloca name -> its loop
	mayFin map[string]int            // memo of mayFinalize: 1 may, 2 cannot, 3 in progress
}

// countedLoop is `for (v = init; v < lim; v++)` in clang's -O0 shape.
type countedLoop struct {
	header, latch *llvmir.Block
	blocks        map[*llvmir.Block]bool
	init, lim     lin
}

func newProver(m *llvmir.Module, f *llvmir.Function) *prover {
	p := &prover{m: m, f: f, def: map[string]*llvmir.Inst{}, uses: map[string][]*llvmir.Inst{},
		pos: map[*llvmir.Inst]int{}, loops: map[string]*countedLoop{}, mayFin: map[string]int{}}
	for _, b := range f.Blocks {
		for i, in := range b.Insts {
			p.pos[in] = i
			if in.Result != "" {
				p.def[in.Result] = in
			}
			seen := map[string]bool{}
			add := func(v *llvmir.Value) {
				if v != nil && v.Kind == llvmir.ValLocal && !seen[v.Name] {
					seen[v.Name] = true
					p.uses[v.Name] = append(p.uses[v.Name], in)
				}
			}
			for _, v := range in.Operands {
				add(v)
			}
			for _, v := range in.Args {
				add(v)
			}
			add(in.Callee)
		}
	}
	p.dominators()
	for name, in := range p.def {
		if in.Op == "alloca" {
			if l := p.countedLoop(name); l != nil {
				p.loops[name] = l
			}
		}
	}
	return p
}

// dominators: the iterative algorithm of Cooper, Harvey and Kennedy on the blocks.
func (p *prover) dominators() {
	n := len(p.f.Blocks)
	order := []int{}
	seen := make([]bool, n)
	var walk func(b *llvmir.Block)
	walk = func(b *llvmir.Block) {
		seen[b.Index] = true
		for _, s := range b.Succs {
			if !seen[s.Index] {
				walk(s)
			}
		}
		order = append(order, b.Index)
	}
	walk(p.f.Blocks[0])
	rpo := make([]int, n)
	for i := range rpo {
		rpo[i] = -1
	}
	for i, b := range order {
		rpo[b] = len(order) - 1 - i
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[0] = 0
	intersect := func(a, b int) int {
		for a != b {
			for rpo[a] > rpo[b] {
				a = idom[a]
			}
			for rpo[b] > rpo[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(order) - 1; i >= 0; i-- {
			b := order[i]
			if b == 0 {
				continue
			}
			nd := -1
			for _, pr := range p.f.Blocks[b].Preds {
				if idom[pr.Index] < 0 {
					continue
				}
				if nd < 0 {
					nd = pr.Index
				} else {
					nd = intersect(pr.Index, nd)
				}
			}
			if nd != idom[b] {
				idom[b], changed = nd, true
			}
		}
	}
	p.idom = idom
}

func (p *prover) dominates(a, b *llvmir.Inst) bool {
	if a.Block == b.Block {
		return p.pos[a] < p.pos[b]
	}
	x := b.Block.Index
	if p.idom[x] < 0 {
		return true // unreachable: never runs
	}
	for x != 0 {
		x = p.idom[x]
		if x == a.Block.Index {
			return true
		}
	}
	return false
}

// frozen: the alloca name is stored exactly once, loaded otherwise, and the store dominates
// every load: each load reads the one value stored.
func (p *prover) frozen(name string) (*llvmir.Inst, bool) {
	a := p.def[name]
	if a == nil || a.Op != "alloca" {
		return nil, false
	}
	var store *llvmir.Inst
	var loads []*llvmir.Inst
	for _, u := range p.uses[name] {
		switch {
		case u.Op == "store" && len(u.Operands) == 2 && isLocal(u.Operands[1], name) && !isLocal(u.Operands[0], name):
			if store != nil {
				return nil, false
			}
			store = u
		case u.Op == "load" && len(u.Operands) == 1:
			loads = append(loads, u)
		case isDebugCall(u):
		default:
			return nil, false
		}
	}
	if store == nil {
		return nil, false
	}
	for _, l := range loads {
		if !p.dominates(store, l) {
			return nil, false
		}
	}
	return store, true
}

func isPtrType(t string) bool { return t == "ptr" || strings.HasSuffix(t, "*") }

func isLocal(v *llvmir.Value, name string) bool {
	return v != nil && v.Kind == llvmir.ValLocal && v.Name == name
}

func isDebugCall(in *llvmir.Inst) bool {
	if in.Op != "call" {
		return false
	}
	n := in.CalledFunction()
	return strings.HasPrefix(n, "llvm.dbg.") || strings.HasPrefix(n, "llvm.lifetime.")
}

// countedLoop recognises the induction variable v of `for (v = init; v < lim; v++)` at -O0:
// v is stored by the preheader (init) and by the latch (v+1), loaded otherwise; the header
// compares a load of v with lim and leaves the loop when it fails.
func (p *prover) countedLoop(v string) *countedLoop {
	var stores []*llvmir.Inst
	for _, u := range p.uses[v] {
		switch {
		case u.Op == "store" && len(u.Operands) == 2 && isLocal(u.Operands[1], v) && !isLocal(u.Operands[0], v):
			stores = append(stores, u)
		case u.Op == "load" && len(u.Operands) == 1:
		case isDebugCall(u):
		default:
			return nil
		}
	}
	if len(stores) != 2 {
		return nil
	}
	var initS, incS *llvmir.Inst
	for _, s := range stores {
		if d := p.def[localName(s.Operands[0])]; d != nil && d.Op == "add" && strings.Contains(p.text(d), " nsw ") &&
			len(d.Operands) == 2 && d.Operands[1].Kind == llvmir.ValInt && d.Operands[1].Int == 1 {
			if ld := p.def[localName(d.Operands[0])]; ld != nil && ld.Op == "load" && isLocal(ld.Operands[0], v) && ld.Block == s.Block {
				incS = s
				continue
			}
		}
		initS = s
	}
	if initS == nil || incS == nil {
		return nil
	}
	pre, latch := initS.Block, incS.Block
	pt, lt := pre.Terminator(), latch.Terminator()
	if pt == nil || lt == nil || pt.Op != "br" || lt.Op != "br" || len(pt.Succs) != 1 || len(lt.Succs) != 1 || pt.Succs[0] != lt.Succs[0] {
		return nil
	}
	h := pt.Succs[0]
	if len(h.Preds) != 2 || h == pre || h == latch {
		return nil
	}
	// the stores are the last writes before the branches
	if p.pos[incS] != len(latch.Insts)-2 {
		return nil
	}
	ht := h.Terminator()
	if ht == nil || ht.Op != "br" || len(ht.Succs) != 2 || len(ht.Operands) == 0 {
		return nil
	}
	cmp := p.def[localName(ht.Operands[0])]
	if cmp == nil || cmp.Op != "icmp" || cmp.Block != h || (cmp.Pred != "slt" && cmp.Pred != "sle") || len(cmp.Operands) != 2 {
		return nil
	}
	ld := p.def[localName(cmp.Operands[0])]
	if ld == nil || ld.Op != "load" || ld.Block != h || !isLocal(ld.Operands[0], v) {
		return nil
	}
	// the loop: the header and the blocks that reach the latch without passing the header
	blocks := map[*llvmir.Block]bool{h: true}
	work := []*llvmir.Block{latch}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if blocks[b] {
			continue
		}
		blocks[b] = true
		work = append(work, b.Preds...)
	}
	if blocks[pre] || !blocks[ht.Succs[0]] || blocks[ht.Succs[1]] {
		return nil
	}
	// v is written nowhere else, and the preheader's store is on the way in
	if p.pos[initS] != len(pre.Insts)-2 && !p.onlyLoadsAfter(initS) {
		return nil
	}
	l := &countedLoop{header: h, latch: latch, blocks: blocks}
	var ok bool
	if l.init, ok = p.eval(initS.Operands[0], nil); !ok {
		return nil
	}
	if l.lim, ok = p.eval(cmp.Operands[1], nil); !ok {
		return nil
	}
	if cmp.Pred == "sle" {
		l.lim = l.lim.plus(constLin(1))
	}
	return l
}

// onlyLoadsAfter: the instructions after s in its block do not store.
func (p *prover) onlyLoadsAfter(s *llvmir.Inst) bool {
	for _, in := range s.Block.Insts[p.pos[s]+1:] {
		if in.Op == "store" || in.Op == "call" {
			return false
		}
	}
	return true
}

func (p *prover) text(in *llvmir.Inst) string { return p.m.Text(in.Span) }

func localName(v *llvmir.Value) string {
	if v == nil || v.Kind != llvmir.ValLocal {
		return ""
	}
	return v.Name
}

// lin is a linear expression: constant k plus coefficients of symbols (frozen locals by
// alloca name; "" is the induction variable of the loop in ctx).
type lin struct {
	k int64
	c map[string]int64
}

func constLin(k int64) lin { return lin{k: k} }

func (a lin) plus(b lin) lin {
	out := lin{k: a.k + b.k, c: map[string]int64{}}
	for s, v := range a.c {
		out.c[s] += v
	}
	for s, v := range b.c {
		out.c[s] += v
	}
	for s, v := range out.c {
		if v == 0 {
			delete(out.c, s)
		}
	}
	return out
}

func (a lin) scale(n int64) lin {
	out := lin{k: a.k * n, c: map[string]int64{}}
	for s, v := range a.c {
		if v*n != 0 {
			out.c[s] = v * n
		}
	}
	return out
}

func (a lin) minus(b lin) lin { return a.plus(b.scale(-1)) }

// subst replaces symbol s by e.
func (a lin) subst(s string, e lin) lin {
	v := a.c[s]
	rest := lin{k: a.k, c: map[string]int64{}}
	for t, w := range a.c {
		if t != s {
			rest.c[t] = w
		}
	}
	return rest.plus(e.scale(v))
}

const ivSym = ""

// eval: the value v as a linear expression; loads of an induction variable inside its loop l
// (nil: none allowed) are the symbol ivSym.
func (p *prover) eval(v *llvmir.Value, l *countedLoop) (lin, bool) {
	return p.evalDepth(v, l, 0)
}

func (p *prover) evalDepth(v *llvmir.Value, l *countedLoop, depth int) (lin, bool) {
	if v == nil || depth > 16 {
		return lin{}, false
	}
	switch v.Kind {
	case llvmir.ValInt:
		if v.Text != "" && v.Text != "true" && v.Text != "false" && v.Int == 0 && strings.Trim(v.Text, "-0") != "" {
			return lin{}, false // does not fit
		}
		return constLin(v.Int), true
	case llvmir.ValLocal:
	default:
		return lin{}, false
	}
	d := p.def[v.Name]
	if d == nil {
		return lin{}, false
	}
	switch d.Op {
	case "load":
		a := localName(d.Operands[0])
		if l != nil {
			if ll := p.loops[a]; ll == l && l.blocks[d.Block] && d.Block != l.header {
				return lin{c: map[string]int64{ivSym: 1}}, true
			}
		}
		if _, ok := p.frozen(a); ok && d.Type != "" && !isPtrType(d.Type) {
			return lin{c: map[string]int64{"%" + a: 1}}, true
		}
	case "sext":
		return p.evalDepth(d.Operands[0], l, depth+1)
	case "add", "sub", "mul", "shl":
		// signed overflow is undefined in C (clang's nsw); 64-bit index arithmetic does not wrap
		if !strings.Contains(p.text(d), " nsw ") && d.Type != "i64" || len(d.Operands) != 2 {
			return lin{}, false
		}
		a, ok1 := p.evalDepth(d.Operands[0], l, depth+1)
		b, ok2 := p.evalDepth(d.Operands[1], l, depth+1)
		if !ok1 || !ok2 {
			return lin{}, false
		}
		switch d.Op {
		case "add":
			return a.plus(b), true
		case "sub":
			return a.minus(b), true
		case "mul":
			if len(a.c) == 0 {
				return b.scale(a.k), true
			}
			if len(b.c) == 0 {
				return a.scale(b.k), true
			}
		case "shl":
			if len(b.c) == 0 && b.k >= 0 && b.k < 31 {
				return a.scale(1 << b.k), true
			}
		}
	}
	return lin{}, false
}

// nonneg reports whether e >= 0 whenever every assumption a >= 0 holds, for expressions of
// at most one symbol (else only when e - a is a non-negative constant for some assumption a,
// or e is one).
func nonneg(e lin, assume ...lin) bool {
	if len(e.c) == 0 && e.k >= 0 {
		return true
	}
	for _, a := range assume {
		if d := e.minus(a); len(d.c) == 0 && d.k >= 0 {
			return true
		}
	}
	sym := ""
	for _, x := range append([]lin{e}, assume...) {
		for s := range x.c {
			if sym != "" && s != sym {
				return false
			}
			sym = s
		}
	}
	// one symbol X: the assumptions bound X to [lo, hi]; e is linear in X
	const inf = int64(1) << 60
	lo, hi := -inf, inf
	for _, a := range assume {
		c, k := a.c[sym], a.k
		switch {
		case c == 0:
			if k < 0 {
				return true // never holds
			}
		case c > 0: // X >= ceil(-k/c)
			lo = max(lo, ceilDiv(-k, c))
		default: // X <= floor(k/-c)
			hi = min(hi, floorDiv(k, -c))
		}
	}
	if lo > hi {
		return true
	}
	c, k := e.c[sym], e.k
	switch {
	case c > 0:
		return lo > -inf && c*lo+k >= 0
	case c < 0:
		return hi < inf && c*hi+k >= 0
	}
	return k >= 0
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 { return -floorDiv(-a, b) }

// rng is the slots [lo, hi) of a start or a completion.
type rng struct{ lo, hi lin }

// nonempty is the assumption hi - lo - 1 >= 0.
func (r rng) nonempty() lin { return r.hi.minus(r.lo).minus(constLin(1)) }

// within: when r is not empty, it lies in s.
func within(r, s rng) bool {
	return nonneg(r.lo.minus(s.lo), r.nonempty()) && nonneg(s.hi.minus(r.hi), r.nonempty())
}

// apart: r and s share no slot.
func apart(r, s rng) bool {
	return nonneg(s.lo.minus(r.hi), r.nonempty(), s.nonempty()) || nonneg(r.lo.minus(s.hi), r.nonempty(), s.nonempty())
}

// event kinds on a base
const (
	evStart = iota
	evComplete
	evDrain // free of the base: nothing may be pending
)

type event struct {
	in   *llvmir.Inst
	kind int
	r    rng          // start: its slots; complete: the slots it completes
	loop *countedLoop // a start indexed by a loop's variable
}

type base struct {
	name   string // the alloca (array or scalar), or the pointer variable holding the allocation
	events map[*llvmir.Inst]*event
}

// bases finds the request bases of f and their events; a base some use of which fits no
// event is dropped.
func (p *prover) bases() []*base {
	var out []*base
	for _, b := range p.f.Blocks {
		for _, in := range b.Insts {
			if in.Op != "alloca" || in.Result == "" {
				continue
			}
			if bs := p.baseOf(in); bs != nil {
				out = append(out, bs)
			} else if provenDebug {
				fmt.Fprintf(os.Stderr, "proven: %s not a base\n", in.Result)
			}
		}
	}
	return out
}

func (p *prover) baseOf(a *llvmir.Inst) *base {
	bs := &base{name: a.Result, events: map[*llvmir.Inst]*event{}}
	elem := a.Type
	if strings.HasPrefix(elem, "[") { // [N x T]
		if i := strings.Index(elem, " x "); i > 0 {
			elem = strings.TrimSuffix(strings.TrimSpace(elem[i+3:]), "]")
		}
	}
	if isPtrType(a.Type) {
		// a pointer variable: stored once with a fresh allocation used by nothing else
		store, ok := p.frozen(a.Result)
		if !ok {
			return nil
		}
		alloc := p.def[localName(store.Operands[0])]
		if alloc != nil && alloc.Op == "bitcast" && len(p.uses[alloc.Result]) == 1 { // typed pointers
			alloc = p.def[localName(alloc.Operands[0])]
		}
		if alloc == nil || alloc.Op != "call" || len(p.uses[alloc.Result]) != 1 {
			return nil
		}
		if n := alloc.CalledFunction(); n != "malloc" && n != "calloc" {
			return nil
		}
		found := false
		for _, u := range p.uses[a.Result] {
			if u.Op == "load" {
				if !p.addrUses(bs, u.Result, "") {
					return nil
				}
				found = true
			}
		}
		if !found || len(bs.events) == 0 {
			return nil
		}
		return bs
	}
	if elem == "" || strings.ContainsAny(elem, "{<%") && !strings.HasPrefix(elem, "%") {
		return nil
	}
	if !p.addrUses(bs, a.Result, a.Type) || len(bs.events) == 0 {
		return nil
	}
	return bs
}

// addrUses classifies the uses of v, the base's address (an alloca of type allocT, or "" for
// a loaded pointer).
func (p *prover) addrUses(bs *base, v, allocT string) bool {
	for _, u := range p.uses[v] {
		switch {
		case isDebugCall(u):
		case u.Op == "getelementptr" && len(u.Operands) >= 2 && isLocal(u.Operands[0], v):
			for _, o := range u.Operands[1:] {
				if isLocal(o, v) {
					return false
				}
			}
			idx, l, ok := p.gepSlot(u, allocT)
			if !ok {
				return false
			}
			for _, uu := range p.uses[u.Result] {
				if !p.callUse(bs, uu, u.Result, idx, l) {
					return false
				}
			}
		case u.Op == "call":
			if !p.callUse(bs, u, v, constLin(0), nil) {
				return false
			}
		case u.Op == "bitcast" && len(u.Operands) == 1: // typed pointers: to i8* for free
			for _, uu := range p.uses[u.Result] {
				if !p.callUse(bs, uu, u.Result, constLin(0), nil) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// gepSlot: the slot a getelementptr on the base addresses: `T, ptr %b, i64 i` or
// `[N x T], ptr %b, i64 0, i64 i`.
func (p *prover) gepSlot(g *llvmir.Inst, allocT string) (lin, *countedLoop, bool) {
	src := llvmir.GEPSourceType(p.text(g))
	idx := g.Operands[1:]
	switch {
	case allocT != "" && strings.HasPrefix(allocT, "[") && src == allocT && len(idx) == 2:
		if idx[0].Kind != llvmir.ValInt || idx[0].Int != 0 {
			return lin{}, nil, false
		}
		idx = idx[1:]
	case allocT != "" && !strings.HasPrefix(allocT, "[") && src == allocT && len(idx) == 1:
	case allocT == "" && src != "" && !strings.ContainsAny(src, "[{<") && len(idx) == 1:
	default:
		return lin{}, nil, false
	}
	// the loop whose variable indexes it, if any
	for _, l := range p.loops {
		if l.blocks[g.Block] {
			if e, ok := p.eval(idx[0], l); ok {
				if _, iv := e.c[ivSym]; iv {
					return e, l, true
				}
			}
		}
	}
	e, ok := p.eval(idx[0], nil)
	return e, nil, ok
}

// callUse: call u uses addr (slot idx of the base) as the request argument of a provable
// call, or frees the base.
func (p *prover) callUse(bs *base, u *llvmir.Inst, addr string, idx lin, l *countedLoop) bool {
	if u.Op != "call" {
		return false
	}
	name := u.CalledFunction()
	if isDebugCall(u) {
		return true
	}
	if localName(u.Callee) == addr {
		return false
	}
	at := -1
	for i, a := range u.Args {
		if isLocal(a, addr) {
			if at >= 0 {
				return false
			}
			at = i
		}
	}
	if name == "free" && at == 0 && len(idx.c) == 0 && idx.k == 0 {
		bs.events[u] = &event{in: u, kind: evDrain}
		return true
	}
	want, ok := provenCalls[name]
	if !ok || at != want || len(u.Args) <= want {
		return false
	}
	if bs.events[u] != nil {
		return false
	}
	switch name {
	case "MPI_Isend", "MPI_Irecv":
		ev := &event{in: u, kind: evStart, loop: l}
		if l != nil {
			if idx.c[ivSym] != 1 {
				return false
			}
			ev.r = rng{idx.subst(ivSym, l.init), idx.subst(ivSym, l.lim)}
		} else {
			ev.r = rng{idx, idx.plus(constLin(1))}
		}
		bs.events[u] = ev
	case "MPI_Wait":
		if l != nil {
			return false
		}
		bs.events[u] = &event{in: u, kind: evComplete, r: rng{idx, idx.plus(constLin(1))}}
	case "MPI_Waitall":
		if l != nil {
			return false
		}
		n, ok := p.eval(u.Args[0], nil)
		if !ok {
			return false
		}
		bs.events[u] = &event{in: u, kind: evComplete, r: rng{idx, idx.plus(n)}}
	}
	return true
}

// state bits of a start's slots
const (
	stUnused  = 1
	stPending = 2
	stDone    = 4
)

// prove runs the dataflow of the base's starts over f and returns its events when every
// rule holds.
func (p *prover) prove(bs *base) ([]*llvmir.Inst, bool) {
	var starts []*event
	for _, ev := range bs.events {
		if ev.kind != evStart {
			continue
		}
		starts = append(starts, ev)
		if l := ev.loop; l != nil {
			// one start per iteration: on no cycle of the loop without its back edge, and
			// the loop holds no other call on the base
			if p.onInnerCycle(ev.in.Block, l) {
				return nil, false
			}
			for _, o := range bs.events {
				if o != ev && l.blocks[o.in.Block] {
					return nil, false
				}
			}
		}
	}
	if len(starts) == 0 {
		return nil, false
	}
	n := len(p.f.Blocks)
	k := len(starts)
	in := make([][]uint8, n)
	out := make([][]uint8, n)
	for i := range in {
		in[i], out[i] = make([]uint8, k), make([]uint8, k)
	}
	for t := range starts {
		in[0][t] = stUnused
	}
	ok := true
	fail := func(why string, at *llvmir.Inst) {
		if provenDebug && ok {
			fmt.Fprintf(os.Stderr, "proven: base %s fails: %s at %s\n", bs.name, why, p.text(at))
		}
		ok = false
	}
	// transfer runs block b from state s; check reports violations (final pass only)
	transfer := func(b *llvmir.Block, s []uint8, check bool) {
		for _, inst := range b.Insts {
			if ev := bs.events[inst]; ev != nil {
				switch ev.kind {
				case evStart:
					t := indexOf(starts, ev)
					if check {
						for u, o := range starts {
							if u != t && s[u]&stPending != 0 && !apart(o.r, ev.r) {
								fail("overlaps a pending start", inst)
							}
						}
						if ev.loop == nil && s[t]&stPending != 0 {
							fail("reused while pending", inst)
						}
						if ev.loop != nil {
							var enter uint8
							for _, pr := range ev.loop.header.Preds {
								if pr != ev.loop.latch {
									enter |= out[pr.Index][t]
								}
							}
							if enter&stPending != 0 {
								fail("loop entered while pending", inst)
							}
						}
					}
					s[t] = stPending
				case evComplete:
					for u, o := range starts {
						switch {
						case within(o.r, ev.r):
							s[u] = stDone
						case apart(o.r, ev.r):
						default:
							if check {
								fail(fmt.Sprintf("completes part of %v", o.r), inst)
							}
						}
					}
				case evDrain:
					if check && anyPending(s) {
						fail("freed while pending", inst)
					}
				}
				continue
			}
			if check && anyPending(s) && (inst.Op == "ret" || inst.Op == "resume" || (inst.Op == "call" || inst.Op == "invoke") && p.callMayFinalize(inst)) {
				fail("pending at exit or call", inst)
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, b := range p.f.Blocks {
			s := append([]uint8(nil), in[b.Index]...)
			for _, pr := range b.Preds {
				for t := range s {
					s[t] |= out[pr.Index][t]
				}
			}
			in[b.Index] = s
			o := append([]uint8(nil), s...)
			transfer(b, o, false)
			for t := range o {
				if o[t] != out[b.Index][t] {
					changed = true
				}
			}
			out[b.Index] = o
		}
	}
	for _, b := range p.f.Blocks {
		if b.Index != 0 && p.idom[b.Index] < 0 {
			continue // unreachable
		}
		transfer(b, append([]uint8(nil), in[b.Index]...), true)
	}
	if !ok {
		return nil, false
	}
	var sites []*llvmir.Inst
	for inst, ev := range bs.events {
		if ev.kind != evDrain {
			sites = append(sites, inst)
		}
	}
	return sites, true
}

func indexOf(list []*event, e *event) int {
	for i, x := range list {
		if x == e {
			return i
		}
	}
	return -1
}

func anyPending(s []uint8) bool {
	for _, x := range s {
		if x&stPending != 0 {
			return true
		}
	}
	return false
}

// onInnerCycle: block b lies on a cycle of loop l that avoids l's header (a nested loop).
func (p *prover) onInnerCycle(b *llvmir.Block, l *countedLoop) bool {
	seen := map[*llvmir.Block]bool{}
	work := []*llvmir.Block{}
	for _, s := range b.Succs {
		work = append(work, s)
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == b {
			return true
		}
		if seen[x] || x == l.header || !l.blocks[x] {
			continue
		}
		seen[x] = true
		work = append(work, x.Succs...)
	}
	return false
}

// harmless are library functions that neither finalize MPI nor call back into the program.
var harmless = map[string]bool{
	"printf": true, "fprintf": true, "puts": true, "putchar": true, "fputs": true, "fflush": true, "sprintf": true,
	"snprintf": true, "malloc": true, "calloc": true, "realloc": true, "free": true, "memcpy": true, "memset": true,
	"memmove": true, "strlen": true, "strcmp": true, "atoi": true, "atof": true, "strtol": true, "sleep": true,
	"usleep": true, "abort": true, "exit": true, "sqrt": true, "fabs": true, "rand": true, "srand": true,
}

// callMayFinalize: the call may reach MPI_Finalize, or code the module does not show.
func (p *prover) callMayFinalize(in *llvmir.Inst) bool {
	name := in.CalledFunction()
	if name == "" {
		return in.Op == "call" && !isInlineAsm(in)
	}
	return p.mayFinalize(name)
}

func isInlineAsm(in *llvmir.Inst) bool { return in.Callee != nil && in.Callee.Kind == llvmir.ValAsm }

func (p *prover) mayFinalize(name string) bool {
	switch {
	case name == "MPI_Finalize" || name == "PMPI_Finalize" || strings.HasPrefix(strings.ToLower(name), "mpi_finalize"):
		return true
	case strings.HasPrefix(name, "MPI_") || strings.HasPrefix(name, "PMPI_") || strings.HasPrefix(name, "llvm.") || harmless[name]:
		return false
	}
	switch p.mayFin[name] {
	case 1, 3: // in progress: a recursive call, taken as may
		return true
	case 2:
		return false
	}
	g := p.m.Func(name)
	if g == nil || g.Decl {
		p.mayFin[name] = 1
		return true
	}
	p.mayFin[name] = 3
	res := false
	for _, b := range g.Blocks {
		for _, in := range b.Insts {
			if (in.Op == "call" || in.Op == "invoke") && !isDebugCall(in) {
				n := in.CalledFunction()
				if n == "" && !isInlineAsm(in) || n != "" && p.mayFinalize(n) {
					res = true
				}
			}
		}
	}
	if res {
		p.mayFin[name] = 1
	} else {
		p.mayFin[name] = 2
	}
	return res
}

var provenDebug = os.Getenv("PARCOACH_PROVEN_DEBUG") != ""
