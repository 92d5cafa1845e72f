package model

import (
	"encoding/binary"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// Error exits. Many codes report a local error by value rather than by aborting on the spot:
// the routine that detects it fills an error record (`error%ierr = FAILURE; error%iout =
// HALT_SINGLE; RETURN`), every caller tests the flag and returns too (`IF (error%ierr /=
// SUCCESS) RETURN`), and the top level hands the record to a handler whose branch for that
// kind of error calls MPI_Abort (BookLeaf_F90's inf_error_halt). The process that takes the
// early return skips the collectives after it, but it ends the job before anyone waits for
// it: termination, not divergence.
//
// errorEnds finds such paths with a small interprocedural fact on integer cells of memory
// (a parameter, a local or a global private to the function, plus a constant byte offset):
// which constants they hold (or do not hold) on each path; a local or a private global is a
// cell only when a test can read it (testedRecord). A block of f is an error end when every
// path from it, under the cell values that reach it, ends the job with no collective on the
// way: it reaches MPI_Abort or another job end, or calls a function that does so for
// those values (the handler), or returns while the cells hold values for which every call
// site of f goes on the same way (the callers that test the flag and return). JobEnds lists
// the error ends with the other job ends, so the collective check's PDF+ and the data
// analyses' survivors leave those paths out.
//
// What is assumed: the cells are reached only through the pointers decomposed here (a store
// through a pointer loaded from elsewhere does not write a tracked record; Fortran forbids
// such aliasing of a dummy, C allows it); a call of a function outside the program may
// write the memory its pointer arguments point to, at or after the pointed offset.

// cellBase is the object a cell is in: a parameter (by index), a local alloca or a global
// (by name).
type cellBase struct {
	kind  uint8 // baseParam, baseLocal, baseGlobal
	param int
	name  string
}

const (
	baseParam uint8 = iota
	baseLocal
	baseGlobal
)

type cellKey struct {
	base cellBase
	off  int64
}

// cellFact is what a path knows of a cell: whether it wrote it since the function's entry,
// and a constraint on its value (== val or != val) when has.
type cellFact struct {
	size    int64
	written bool
	has, eq bool
	val     int64
}

// estate is one set of facts holding on a path. wild holds, per base, the offset from which
// every cell not in cells was written with unknown values (a call of a library function).
// A state is never changed in place: its slices are shared by its copies, and each change
// makes new ones. States are copied at every branch, call, join and visit, far more often
// than they change, and a copy is then free.
type estate struct {
	cells []cell      // sorted by key (cellLess)
	wild  []wildRange // sorted by base (baseLess)
	// tried: the path called a function that aborts the job on some path of its own (an
	// abort attempt, see abortAttempt).
	tried bool
	// ended: no state, the path ended the job (a callee that does not return).
	ended bool
}

type cell struct {
	k cellKey
	f cellFact
}

type wildRange struct {
	base cellBase
	off  int64
}

// find is the index of k in s.cells, or where it would be inserted.
func (s estate) find(k cellKey) (int, bool) {
	i := sort.Search(len(s.cells), func(i int) bool { return !cellLess(s.cells[i].k, k) })
	return i, i < len(s.cells) && s.cells[i].k == k
}

// get is the fact on cell k.
func (s estate) get(k cellKey) (cellFact, bool) {
	if i, ok := s.find(k); ok {
		return s.cells[i].f, true
	}
	return cellFact{}, false
}

// put sets the fact on cell k (in new slices).
func (s *estate) put(k cellKey, f cellFact) {
	i, ok := s.find(k)
	var out []cell
	if ok {
		out = make([]cell, len(s.cells))
		copy(out, s.cells)
	} else {
		out = make([]cell, len(s.cells)+1)
		copy(out, s.cells[:i])
		copy(out[i+1:], s.cells[i:])
	}
	out[i] = cell{k, f}
	s.cells = out
}

// wildOf is the offset from which base was written with unknown values.
func (s estate) wildOf(base cellBase) (int64, bool) {
	for _, w := range s.wild {
		if w.base == base {
			return w.off, true
		}
	}
	return 0, false
}

// filtered is s.cells without those drop tells (the same slice when none is).
func (s estate) filtered(drop func(cellKey, cellFact) bool) []cell {
	for i, c := range s.cells {
		if !drop(c.k, c.f) {
			continue
		}
		out := make([]cell, i, len(s.cells)-1)
		copy(out, s.cells[:i])
		for _, c := range s.cells[i+1:] {
			if !drop(c.k, c.f) {
				out = append(out, c)
			}
		}
		return out
	}
	return s.cells
}

// withWild is wild with base's range starting at off at most.
func withWild(wild []wildRange, base cellBase, off int64) []wildRange {
	for i, w := range wild {
		if w.base == base {
			if off >= w.off {
				return wild
			}
			out := make([]wildRange, len(wild))
			copy(out, wild)
			out[i].off = off
			return out
		}
	}
	out := make([]wildRange, 0, len(wild)+1)
	i := 0
	for i < len(wild) && baseLess(wild[i].base, base) {
		i++
	}
	out = append(out, wild[:i]...)
	out = append(out, wildRange{base, off})
	return append(out, wild[i:]...)
}

func (s estate) key() string {
	// A 64-bit hash, independent of the order of the cells (a sum of each cell's mixed hash):
	// keys are only compared, never shown (describe is for the debug output).
	var h uint64
	for _, cl := range s.cells {
		k, v := cl.k, cl.f
		c := baseHash(k.base)
		c = mix(c ^ uint64(k.off))
		c = mix(c ^ uint64(v.size))
		var fl uint64
		if v.written {
			fl |= 1
		}
		if v.has {
			fl |= 2
		}
		if v.eq {
			fl |= 4
		}
		c = mix(c ^ fl)
		c = mix(c ^ uint64(v.val))
		h += c
	}
	for _, w := range s.wild {
		h += mix(mix(baseHash(w.base)^0x5bd1e995) ^ uint64(w.off))
	}
	if s.tried {
		h += 0x9e3779b97f4a7c15
	}
	h = mix(h ^ uint64(len(s.cells))<<32 ^ uint64(len(s.wild)))
	var buf [8]byte
	binary.LittleEndian.PutUint64(buf[:], h)
	return string(buf[:])
}

// mix is splitmix64's finaliser.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

func baseHash(b cellBase) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(b.name); i++ {
		h ^= uint64(b.name[i])
		h *= 1099511628211
	}
	return mix(h ^ uint64(b.kind)<<56 ^ uint64(b.param))
}

// describe is s in words, for the debug output.
func (s estate) describe() string {
	var parts []string
	for _, c := range s.cells {
		k, v := c.k, c.f
		parts = append(parts, fmt.Sprintf("%d.%d.%s+%d:%d%t%t%t%d", k.base.kind, k.base.param, k.base.name, k.off, v.size, v.written, v.has, v.eq, v.val))
	}
	for _, w := range s.wild {
		parts = append(parts, fmt.Sprintf("w%d.%d.%s+%d", w.base.kind, w.base.param, w.base.name, w.off))
	}
	if s.tried {
		parts = append(parts, "tried")
	}
	sort.Strings(parts)
	return strings.Join(parts, ";")
}

func describeStates(ss []estate) string {
	keys := make([]string, len(ss))
	for i, s := range ss {
		keys[i] = s.describe()
	}
	sort.Strings(keys)
	return strings.Join(keys, "|")
}

func appendBase(buf []byte, b cellBase) []byte {
	buf = append(buf, b.kind)
	buf = binary.AppendVarint(buf, int64(b.param))
	buf = binary.AppendUvarint(buf, uint64(len(b.name)))
	return append(buf, b.name...)
}

func baseLess(a, b cellBase) bool {
	if a.kind != b.kind {
		return a.kind < b.kind
	}
	if a.param != b.param {
		return a.param < b.param
	}
	return a.name < b.name
}

func cellLess(a, b cellKey) bool {
	if a.base != b.base {
		return baseLess(a.base, b.base)
	}
	return a.off < b.off
}

func statesKey(ss []estate) string {
	keys := make([]string, len(ss))
	for i, s := range ss {
		keys[i] = s.key()
	}
	sort.Strings(keys)
	var buf []byte
	for _, k := range keys {
		buf = binary.AppendUvarint(buf, uint64(len(k)))
		buf = append(buf, k...)
	}
	return string(buf)
}

// clobber marks every cell of base at or after off written with unknown values.
func (s *estate) clobber(base cellBase, off int64) {
	s.cells = s.filtered(func(k cellKey, v cellFact) bool { return k.base == base && k.off+v.size > off })
	s.wild = withWild(s.wild, base, off)
}

// set records a write of a cell: a constant when has.
func (s *estate) set(k cellKey, size int64, has bool, val int64) {
	s.cells = s.filtered(func(o cellKey, v cellFact) bool {
		return o.base == k.base && o.off < k.off+size && k.off < o.off+v.size
	})
	s.put(k, cellFact{size: size, written: true, has: has, eq: true, val: val})
}

// assume adds a constraint on a cell; false when it contradicts what is known (the path is
// infeasible).
func (s *estate) assume(k cellKey, size int64, eq bool, val int64) bool {
	f, ok := s.get(k)
	if ok && f.size != size {
		return true // another width: nothing known about this read
	}
	if !ok {
		off, wild := s.wildOf(k.base)
		f = cellFact{size: size, written: wild && k.off+size > off}
	}
	switch {
	case !f.has:
	case f.eq && eq:
		if f.val != val {
			return false
		}
		return true
	case f.eq && !eq:
		return f.val != val
	case !f.eq && eq:
		if f.val == val {
			return false
		}
	default:
		return true // two exclusions: keep the first
	}
	f.has, f.eq, f.val = true, eq, val
	s.put(k, f)
	return true
}

// errFacts holds the program's error-exit facts, computed on demand under one lock.
type errFacts struct {
	mu        sync.Mutex
	summaries map[*Function]*errSummary
	busy      map[*Function]bool
	returns   map[string]int8 // fatalReturn memo: 1 yes, -1 no, 0 being computed
	inlined   map[string]*errInline
	callers   map[*Function][]*Event
	private   map[*llvmir.Module]map[string]*llvmir.Function
	depth     int
	whyNot    string // debugErrExits
	aborts    map[*Function]int8
	gated     *errGate
	// tests: per function, what its tests can read (testedRecord).
	tests map[*Function]*errTests
	// callerRuns: callsIn's memo.
	callerRuns map[[2]*Function]*callerRun
	// used: the exploration under way relied on a cell's value (a branch side or a way
	// out of a callee left out, a return judged at the call sites).
	used bool
}

// errSummary is what a function's returns leave in the cells of its parameters: one state
// per distinct way (nil: unknown, every pointer argument may be written anywhere).
type errSummary struct {
	rets []estate
}

type errInline struct {
	ok, used bool
	rets     []estate
}

func (p *Program) errFacts() *errFacts {
	p.errOnce.Do(func() {
		p.errs = &errFacts{summaries: map[*Function]*errSummary{}, busy: map[*Function]bool{},
			returns: map[string]int8{}, inlined: map[string]*errInline{}}
	})
	return p.errs
}

// maxErrSteps bounds the blocks one exploration visits, maxErrStates the states at a block,
// maxErrDepth the nesting of explorations (callers and callees).
const (
	maxErrSteps  = 4000
	maxErrStates = 8
	maxErrDepth  = 12
	// maxSummarySteps bounds a summary's exploration: a function past it is unknown (its
	// pointer arguments may be written anywhere).
	maxSummarySteps = 800
)

// errExits are the error ends of f: blocks every path from which ends the job, and branch
// edges into a join (Fortran's `IF (error%ierr /= SUCCESS) RETURN` jumps to the one return
// block) on which it does.
type errExits struct {
	blocks []int
	edges  map[[2]int]bool
}

func (f *Function) errorExits() *errExits {
	return f.errExits.get(func() *errExits {
		ex := &errExits{}
		f.findErrorExits(ex)
		return ex
	})
}

// findErrorExits asks about each side of each two-way branch that tests a cell or fills
// one (see Error exits above).
func (f *Function) findErrorExits(ex *errExits) {
	if len(f.Blocks) == 0 || !f.Program.Reaches(f).Has(UsesCollective) {
		return
	}
	x := f.Program.errFacts()
	x.mu.Lock()
	defer x.mu.Unlock()
	cands := f.errorCandidates()
	end := x.gate(f.Program).end[f]
	kept := cands[:0]
	for _, c := range cands {
		if end[c[1]] {
			kept = append(kept, c)
		}
	}
	cands = kept
	// A side from which a path reaches a collective (or leaves the process normally) with
	// nothing on the way that the cells could cut is no error end, whatever the states
	// that reach it: the exploration would find that path.
	kept = cands[:0]
	for _, c := range cands {
		if !f.failsSurely(c[1]) {
			kept = append(kept, c)
		}
	}
	cands = kept
	if len(cands) == 0 {
		return
	}
	at := map[[2]int][]estate{}
	for _, c := range cands {
		at[c] = nil
	}
	e := &explorer{x: x, f: f, edgeAt: at, within: make([]bool, len(f.Blocks))}
	var stack []int
	for _, c := range cands {
		if !e.within[c[0]] {
			e.within[c[0]] = true
			stack = append(stack, c[0])
		}
	}
	markPreds(f, e.within, stack)
	x.whyNot = ""
	if !e.run(0, 0, []estate{{}}) {
		if debugErrExits != "" && strings.Contains(f.Name, debugErrExits) {
			fmt.Fprintf(os.Stderr, "errexit: %s: cannot follow its paths: %s\n", f.Name, x.whyNot)
		}
		return
	}
	for _, c := range cands {
		states := dedup(at[c])
		if len(states) > maxErrStates {
			j := states[0]
			for _, st := range states[1:] {
				j = joinStates(j, st)
			}
			states = []estate{j}
		}
		x.whyNot = ""
		x.used = false
		if len(states) == 0 || !x.fatalFrom(f, c[1], 0, states) {
			if debugErrExits != "" && strings.Contains(f.Name, debugErrExits) {
				fmt.Fprintf(os.Stderr, "errexit: %s: %s -> %s: %d states (%s); no: %s\n", f.Name, f.CondPos(c[0]), f.Blocks[c[1]].IR.Name, len(states), describeStates(states), x.whyNot)
			}
			continue
		}
		if !x.used {
			// The path ends the job whatever the cells hold: not an error exit but an
			// ending of its own (an abort attempt followed by STOP, see mayAbort), which
			// is not taken out of the flow here: the callers' summaries would change
			// for every call of the handler.
			continue
		}
		if debugErrExits != "" && strings.Contains(f.Name, debugErrExits) {
			fmt.Fprintf(os.Stderr, "errexit: %s: %s -> %s: ends the job\n", f.Name, f.CondPos(c[0]), f.Blocks[c[1]].IR.Name)
		}
		if len(f.CFG.Pred[c[1]]) == 1 {
			ex.blocks = append(ex.blocks, c[1])
			continue
		}
		if ex.edges == nil {
			ex.edges = map[[2]int]bool{}
		}
		ex.edges[c] = true
	}
	sort.Ints(ex.blocks)
}

// failsSurely reports whether a path from block b of f fails a fatal exploration (see
// explorer.block and explorer.call) whatever the cells hold: it calls a collective, makes an
// indirect call or a fork, or leaves by an exception, passing on the way no branch on a
// cell, no call of a function of the program, no call that never returns and no return
// (each of which a state can cut or decide).
func (f *Function) failsSurely(b int) bool {
	seen := make([]bool, len(f.Blocks))
	seen[b] = true
	stack := []int{b}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if f.blockFailsSurely(i) {
			return true
		}
		if !f.passesSurely(i) {
			continue
		}
		for _, s := range f.CFG.Succ[i] {
			if !seen[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return false
}

// blockFailsSurely reports whether block i, entered, fails a fatal exploration before
// anything a state decides.
func (f *Function) blockFailsSurely(i int) bool {
	blk := f.Blocks[i]
	insts := blk.IR.Insts
	for _, in := range insts {
		if blk.NoReturn == in {
			return false
		}
		if !isCallOp(in.Op) {
			continue
		}
		name := in.CalledFunction()
		if strings.HasPrefix(name, "llvm.dbg.") || strings.HasPrefix(name, "llvm.lifetime.") {
			continue
		}
		if f.endsJob(in) {
			return false
		}
		if ev := f.EventOf(in); ev != nil && (ev.IsCollective() || ev.Kind == IndirectCall || ev.Kind == Call && ev.Fork) {
			return true
		}
		if callee := f.Program.resolve(f.Module, name); callee != nil && len(callee.Blocks) > 0 || IsNoReturn(name) {
			return false
		}
	}
	switch insts[len(insts)-1].Op {
	case "resume", "cleanupret", "catchret", "catchswitch":
		return true
	}
	return false
}

// passesSurely reports whether every successor of block i is followed whatever the state
// (blockFailsSurely false): no call of the program's, no call that never returns, no job
// end, no return and no branch on a cell on the way.
func (f *Function) passesSurely(i int) bool {
	blk := f.Blocks[i]
	insts := blk.IR.Insts
	if blk.NoReturn != nil {
		return false
	}
	for _, in := range insts {
		if !isCallOp(in.Op) {
			continue
		}
		name := in.CalledFunction()
		if strings.HasPrefix(name, "llvm.dbg.") || strings.HasPrefix(name, "llvm.lifetime.") {
			continue
		}
		if f.endsJob(in) || IsNoReturn(name) {
			return false
		}
		if callee := f.Program.resolve(f.Module, name); callee != nil && len(callee.Blocks) > 0 {
			return false
		}
	}
	term := insts[len(insts)-1]
	switch term.Op {
	case "ret", "unreachable", "resume", "cleanupret", "catchret", "catchswitch":
		return false
	case "br":
		if len(term.Succs) == 2 && term.Succs[0] != term.Succs[1] {
			if t := f.branchCell(term); t != nil {
				_, _, exact, ok := f.decompose(t.load.Operands[0], 0)
				if ok && exact && typeSize(f.Module, t.load.Type) > 0 {
					return false
				}
			}
		}
	}
	return true
}

// errorCandidates are the edges worth asking about: both sides of a two-way branch that
// tests a cell of memory, and a side that stores a constant into a parameter's or a global's
// cell (where an error record is filled).
func (f *Function) errorCandidates() [][2]int {
	var out [][2]int
	for i := range f.Blocks {
		term := f.Terminator(i)
		if term == nil || term.Op != "br" || len(term.Succs) != 2 || term.Succs[0] == term.Succs[1] || f.Blocks[i].NoReturn != nil {
			continue
		}
		tests := f.branchCell(term) != nil
		for _, s := range term.Succs {
			if tests || f.storesConstantOut(s) {
				out = append(out, [2]int{i, s.Index})
			}
		}
	}
	return out
}

func (f *Function) storesConstantOut(b *llvmir.Block) bool {
	for _, in := range b.Insts {
		if in.Op == "store" && len(in.Operands) == 2 && in.Operands[0].Kind == llvmir.ValInt {
			if base, _, _, ok := f.decomposeRaw(in.Operands[1], 0); ok && base.kind != baseLocal {
				return true
			}
		}
	}
	return false
}

// branchTest is a branch on `icmp pred (load cell), c`.
type branchTest struct {
	load *llvmir.Inst
	pred string
	val  int64
}

// branchCell reads the condition of a two-way branch as a comparison of a loaded integer
// with a constant; the load must be in the branch's block with no store or call after it.
func (f *Function) branchCell(term *llvmir.Inst) *branchTest {
	if len(term.Operands) == 0 || term.Operands[0].Kind != llvmir.ValLocal {
		return nil
	}
	cmp := f.Def(term.Operands[0].Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 {
		return nil
	}
	v, c, pred := cmp.Operands[0], cmp.Operands[1], cmp.Pred
	if v.Kind == llvmir.ValInt {
		v, c, pred = c, v, llvmir.SwapPredicate(pred)
	}
	if c.Kind != llvmir.ValInt || v.Kind != llvmir.ValLocal {
		return nil
	}
	ld := f.Def(v.Name)
	for ld != nil && (ld.Op == "zext" || ld.Op == "sext" || ld.Op == "trunc") && len(ld.Operands) == 1 && ld.Operands[0].Kind == llvmir.ValLocal {
		if ld.Op == "trunc" || c.Int < 0 && ld.Op == "zext" {
			return nil
		}
		ld = f.Def(ld.Operands[0].Name)
	}
	if ld == nil || ld.Op != "load" || ld.Block != term.Block || len(ld.Operands) != 1 {
		return nil
	}
	after := false
	for _, in := range term.Block.Insts {
		if in == ld {
			after = true
			continue
		}
		if after && (in.Op == "store" || isCallOp(in.Op) && !strings.HasPrefix(in.CalledFunction(), "llvm.dbg.")) {
			return nil
		}
	}
	return &branchTest{load: ld, pred: pred, val: c.Int}
}

// decompose reads a pointer as a cell base and a byte offset; exact false when an index is
// not constant (the address is at or after off). A local record or private global no test
// can read (testedRecord) is no cell: its facts could decide nothing, and C++ functions have
// hundreds of such objects (temporaries, string literals, passed to each library call) that
// made the states large.
func (f *Function) decompose(v *llvmir.Value, depth int) (base cellBase, off int64, exact, ok bool) {
	base, off, exact, ok = f.decomposeRaw(v, depth)
	if ok && base.kind != baseParam && !f.Program.errFacts().testedRecord(f, base) {
		return cellBase{}, 0, false, false
	}
	return base, off, exact, ok
}

// decomposeRaw is decompose for every local record and private global.
func (f *Function) decomposeRaw(v *llvmir.Value, depth int) (base cellBase, off int64, exact, ok bool) {
	if v == nil || depth > 8 {
		return cellBase{}, 0, false, false
	}
	switch v.Kind {
	case llvmir.ValGlobal:
		if f.privateGlobal(v.Name) {
			return cellBase{kind: baseGlobal, name: v.Name}, 0, true, true
		}
		return cellBase{}, 0, false, false
	case llvmir.ValConstExpr:
		el := v.Elems()
		switch v.Expr() {
		case "bitcast", "addrspacecast":
			if len(el) > 0 {
				return f.decomposeRaw(el[0], depth+1)
			}
		case "getelementptr":
			if len(el) < 2 {
				break
			}
			b, o, ex, ok := f.decomposeRaw(el[0], depth+1)
			if !ok {
				break
			}
			d, dex, dok := llvmir.TypesOf(f.Module).IndexOffset(llvmir.GEPSourceType(v.Text), el[1:])
			if !dok {
				break
			}
			return b, o + d, ex && dex, true
		}
		return cellBase{}, 0, false, false
	case llvmir.ValLocal:
	default:
		return cellBase{}, 0, false, false
	}
	def := f.Def(v.Name)
	if def == nil {
		if i := f.ParamIndex(v.Name); i >= 0 {
			return cellBase{kind: baseParam, param: i}, 0, true, true
		}
		return cellBase{}, 0, false, false
	}
	switch def.Op {
	case "alloca":
		// Records only (a named struct: C's `error_t err;`, a Fortran derived type): the
		// scalars (loop counters, flang's by-reference temporaries) would multiply the
		// states and are not error records.
		if !strings.HasPrefix(allocaType(f.Module.Text(def.Span)), "%") {
			return cellBase{}, 0, false, false
		}
		return cellBase{kind: baseLocal, name: def.Result}, 0, true, true
	case "bitcast", "addrspacecast":
		if len(def.Operands) > 0 {
			return f.decomposeRaw(def.Operands[0], depth+1)
		}
	case "getelementptr":
		if len(def.Operands) < 2 {
			break
		}
		b, o, ex, ok := f.decomposeRaw(def.Operands[0], depth+1)
		if !ok {
			break
		}
		d, dex, dok := llvmir.TypesOf(f.Module).IndexOffset(llvmir.GEPSourceType(f.Module.Text(def.Span)), def.Operands[1:])
		if !dok {
			return b, o, false, true
		}
		return b, o + d, ex && dex, true
	case "load":
		// A pointer spilled to a slot stored once (clang's -O0 `%e.addr`).
		if len(def.Operands) != 1 || def.Operands[0].Kind != llvmir.ValLocal {
			break
		}
		slot := def.Operands[0].Name
		if a := f.Def(slot); a == nil || a.Op != "alloca" {
			break
		}
		var stored *llvmir.Value
		for _, u := range f.Uses(slot) {
			switch {
			case u.Op == "load":
			case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == slot && u.Operands[0] != u.Operands[1]:
				if stored != nil {
					return cellBase{}, 0, false, false
				}
				stored = u.Operands[0]
			case isDebugIntrinsic(u):
			default:
				return cellBase{}, 0, false, false
			}
		}
		if stored != nil {
			return f.decomposeRaw(stored, depth+1)
		}
	}
	return cellBase{}, 0, false, false
}

// errTests is what a function's tests can read: its parameters whose cells it branches on
// or passes to a function that does (transitively), and its local records and private
// globals likewise.
type errTests struct {
	params  map[int]bool
	records map[cellBase]bool
}

// testedRecord reports whether a test can read a cell of base, a local record or a private
// global of f (named by f only): f branches on it (branchCell), or passes it to a function
// of the program whose tests can read that parameter. The facts of any other are never
// read: a caller sees only the parameters' (onlyParams), and a callee's entry facts on a
// parameter it does not test come back unchanged.
func (x *errFacts) testedRecord(f *Function, base cellBase) bool {
	if x.tests == nil {
		x.computeTests(f.Program)
	}
	t := x.tests[f]
	return t != nil && t.records[base]
}

func (x *errFacts) computeTests(p *Program) {
	type param struct {
		fn *Function
		i  int
	}
	type record struct {
		fn   *Function
		base cellBase
		to   param
	}
	x.tests = map[*Function]*errTests{}
	passed := map[param][]param{} // a callee's parameter -> the callers' parameters passed there
	var records []record
	var work []param
	for _, g := range p.Funcs {
		t := &errTests{params: map[int]bool{}, records: map[cellBase]bool{}}
		x.tests[g] = t
		for _, b := range g.Blocks {
			insts := b.IR.Insts
			if len(insts) == 0 {
				continue
			}
			if term := insts[len(insts)-1]; term.Op == "br" && len(term.Succs) == 2 {
				if bt := g.branchCell(term); bt != nil {
					if base, _, _, ok := g.decomposeRaw(bt.load.Operands[0], 0); ok {
						switch base.kind {
						case baseParam:
							if !t.params[base.param] {
								t.params[base.param] = true
								work = append(work, param{g, base.param})
							}
						default:
							t.records[base] = true
						}
					}
				}
			}
			for _, in := range insts {
				if !isCallOp(in.Op) || len(in.Args) == 0 {
					continue
				}
				h := p.resolve(g.Module, in.CalledFunction())
				if h == nil || len(h.Blocks) == 0 {
					continue
				}
				for j, a := range in.Args {
					base, _, _, ok := g.decomposeRaw(a, 0)
					switch {
					case !ok:
					case base.kind == baseParam:
						passed[param{h, j}] = append(passed[param{h, j}], param{g, base.param})
					default:
						records = append(records, record{g, base, param{h, j}})
					}
				}
			}
		}
	}
	for len(work) > 0 {
		q := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range passed[q] {
			if t := x.tests[c.fn]; !t.params[c.i] {
				t.params[c.i] = true
				work = append(work, c)
			}
		}
	}
	for _, r := range records {
		if x.tests[r.to.fn].params[r.to.i] {
			x.tests[r.fn].records[r.base] = true
		}
	}
}

// allocaType is the type an alloca's text allocates.
func allocaType(text string) string {
	i := strings.Index(text, "alloca ")
	if i < 0 {
		return ""
	}
	return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text[i+len("alloca "):]), "inalloca "))
}

// privateGlobal reports whether only f, of the functions of its module, names the global,
// and the global is not visible outside the module: other functions reach it only through
// pointers f gives them (flang's main program variables, `@_QFEerror`).
func (f *Function) privateGlobal(name string) bool {
	g := f.Module.Global(name)
	if g == nil || g.Linkage != "internal" && g.Linkage != "private" {
		return false
	}
	x := f.Program.errFacts()
	if x.private == nil {
		x.private = map[*llvmir.Module]map[string]*llvmir.Function{}
	}
	users, ok := x.private[f.Module]
	if !ok {
		users = map[string]*llvmir.Function{}
		shared := &llvmir.Function{}
		note := func(v *llvmir.Value, fn *llvmir.Function) {
			v.Walk(func(w *llvmir.Value) bool {
				if w.Kind == llvmir.ValGlobal {
					if u, seen := users[w.Name]; seen && u != fn {
						users[w.Name] = shared
					} else {
						users[w.Name] = fn
					}
				}
				return true
			})
		}
		for _, gl := range f.Module.Globals {
			note(gl.Init, shared)
		}
		for _, fn := range f.Module.Funcs {
			for _, b := range fn.Blocks {
				for _, in := range b.Insts {
					for _, op := range in.Operands {
						note(op, fn)
					}
				}
			}
		}
		x.private[f.Module] = users
	}
	return users[name] == f.IR
}

// explorer follows the paths of one function from a point with sets of cell facts.
type explorer struct {
	x *errFacts
	f *Function
	// fatal: the paths must end the job with no collective on the way; returns are
	// collected in rets. Otherwise (a summary) every return is collected.
	fatal bool
	rets  []estate
	// edgeAt, when set, collects the states taking its edges.
	edgeAt map[[2]int][]estate
	// callsTo, when set, collects the states just before each call of the function.
	callsTo *Function
	// within, when set, are the only blocks followed: those from which a call of callsTo,
	// or an edge of edgeAt, is reachable (the states there depend on no other path).
	within []bool
	// summary: the exploration makes a summary (a smaller budget, maxSummarySteps).
	summary bool
	atCalls []callState
	steps   int
	arrived map[int][]estate
	// flags are the cells this exploration saw given a constant (a store, a callee's
	// return): only on those, and on the cells the path wrote (`ALLOCATE(..., STAT=
	// error%ierr)`), does a branch add what it tests to the state. A test of a
	// field nothing writes (`IF (config%zexist)`) would double the states at each branch
	// and tell nothing about an error record.
	flags map[cellKey]bool
}

// flag notes that cell k was given a constant.
func (e *explorer) flag(k cellKey) {
	if e.flags == nil {
		e.flags = map[cellKey]bool{}
	}
	e.flags[k] = true
}

// debugErrExits (PARCOACH_DEBUG_ERREXIT=name) prints, for the functions whose name contains
// name, each side of a branch asked about and why it is not an error end.
var debugErrExits = os.Getenv("PARCOACH_DEBUG_ERREXIT")

// why records the first reason an exploration gave up (for debugErrExits).
func (x *errFacts) why(f *Function, in *llvmir.Inst, format string, args ...any) {
	if debugErrExits == "" || x.whyNot != "" {
		return
	}
	at := f.Name
	if in != nil {
		at = f.InstPos(in).String()
	}
	x.whyNot = at + ": " + fmt.Sprintf(format, args...)
}

// within prefixes the reason recorded with the call it was found behind.
func (x *errFacts) within(f *Function, in *llvmir.Inst, format string, args ...any) {
	if debugErrExits == "" {
		return
	}
	x.whyNot = f.InstPos(in).String() + ": " + fmt.Sprintf(format, args...) + " > " + x.whyNot
}

type callState struct {
	in *llvmir.Inst
	s  estate
}

type errItem struct {
	b, i int
	s    estate
}

// run explores from instruction i of block b; false when a fatal exploration found a path
// that does not end the job, or the budget ran out.
func (e *explorer) run(b, i int, states []estate) bool {
	seen := map[int]map[string]bool{}
	merged := map[int]map[string]*estate{}
	limit := max(maxErrSteps, 8*len(e.f.Blocks))
	if e.summary {
		limit = maxSummarySteps
	}
	var work []errItem
	for _, s := range states {
		work = append(work, errItem{b, i, s})
	}
	for len(work) > 0 {
		it := work[len(work)-1]
		work = work[:len(work)-1]
		if e.within != nil && !e.within[it.b] {
			continue
		}
		if it.i == 0 {
			// A block is followed once per distinct state, up to maxBlockStates; past
			// that, states are joined by what they hold in the flags (groupKey), and a
			// group is followed again each time its join grows.
			if m := merged[it.b]; m != nil {
				g := e.groupKey(it.s)
				old := m[g]
				j := it.s
				if old != nil {
					j = joinStates(*old, it.s)
					if j.key() == old.key() {
						continue
					}
				}
				m[g], it.s = &j, j
			} else {
				k := it.s.key()
				if seen[it.b][k] {
					continue
				}
				if seen[it.b] == nil {
					seen[it.b] = map[string]bool{}
				}
				seen[it.b][k] = true
				e.noteAt(it.b, it.s)
				if len(seen[it.b]) > maxBlockStates {
					// Those followed already are in the joins the later ones meet.
					m := map[string]*estate{}
					for _, prev := range e.arrived[it.b] {
						g := e.groupKey(prev)
						j := prev
						if old := m[g]; old != nil {
							j = joinStates(*old, prev)
						}
						m[g] = &j
					}
					merged[it.b] = m
					j := *m[e.groupKey(it.s)]
					it.s = j
				}
			}
		}
		e.steps++
		if e.steps > limit {
			e.x.why(e.f, nil, "more than %d blocks to follow", limit)
			return false
		}
		next, ok := e.block(it.b, it.i, it.s)
		if !ok {
			return false
		}
		if e.edgeAt != nil {
			for _, n := range next {
				edge := [2]int{it.b, n.b}
				if _, want := e.edgeAt[edge]; want && n.i == 0 {
					e.edgeAt[edge] = append(e.edgeAt[edge], n.s)
				}
			}
		}
		work = append(work, next...)
	}
	return true
}

// maxBlockStates bounds the distinct states followed through one block before they are
// joined.
const maxBlockStates = 8

// noteAt keeps the states that reached block b (for the joins made when there are too
// many).
func (e *explorer) noteAt(b int, s estate) {
	if e.arrived == nil {
		e.arrived = map[int][]estate{}
	}
	e.arrived[b] = append(e.arrived[b], s)
}

// groupKey is what s holds in the flags of parameters and globals: states that differ there
// (an error record filled or not) are not joined.
func (e *explorer) groupKey(s estate) string {
	var buf []byte
	for _, c := range s.cells { // sorted
		k, v := c.k, c.f
		if k.base.kind == baseLocal || !e.flags[k] || !v.has {
			continue
		}
		buf = appendBase(buf, k.base)
		buf = binary.AppendVarint(buf, k.off)
		if v.eq {
			buf = append(buf, 1)
		} else {
			buf = append(buf, 0)
		}
		buf = binary.AppendVarint(buf, v.val)
	}
	if s.tried {
		buf = append(buf, 0xff)
	}
	return string(buf)
}

// joinStates is what holds on either of two paths: the facts they share; a cell written on
// one is written (with no value known) unless both wrote the same value.
func joinStates(a, b estate) estate {
	if a.ended {
		return b
	}
	if b.ended {
		return a
	}
	out := estate{tried: a.tried && b.tried}
	covered := func(s estate, k cellKey) bool {
		off, ok := s.wildOf(k.base)
		return ok && k.off >= off
	}
	cells := make([]cell, 0, max(len(a.cells), len(b.cells)))
	i, j := 0, 0
	for i < len(a.cells) || j < len(b.cells) {
		switch {
		case j == len(b.cells) || i < len(a.cells) && cellLess(a.cells[i].k, b.cells[j].k):
			k, fa := a.cells[i].k, a.cells[i].f
			if fa.written || covered(b, k) {
				cells = append(cells, cell{k, cellFact{size: fa.size, written: true}})
			}
			i++
		case i == len(a.cells) || cellLess(b.cells[j].k, a.cells[i].k):
			k, fb := b.cells[j].k, b.cells[j].f
			if fb.written || covered(a, k) {
				cells = append(cells, cell{k, cellFact{size: fb.size, written: true}})
			}
			j++
		default:
			k, fa, fb := a.cells[i].k, a.cells[i].f, b.cells[j].f
			i++
			j++
			if fa.size != fb.size {
				cells = append(cells, cell{k, cellFact{size: fa.size, written: true}})
				continue
			}
			c := cellFact{size: fa.size, written: fa.written || fb.written}
			if fa.has && fb.has && fa.eq == fb.eq && fa.val == fb.val {
				c.has, c.eq, c.val = true, fa.eq, fa.val
			}
			if c.written || c.has {
				cells = append(cells, cell{k, c})
			}
		}
	}
	out.wild = a.wild
	for _, w := range b.wild {
		out.wild = withWild(out.wild, w.base, w.off)
	}
	// A wild range of one side covers the other's facts there.
	out.cells = cells
	out.cells = out.filtered(func(k cellKey, v cellFact) bool { return !v.written && covered(out, k) })
	return out
}

// block runs the instructions of block b from i with state s (owned by the call).
func (e *explorer) block(b, i int, s estate) ([]errItem, bool) {
	f := e.f
	blk := f.Blocks[b]
	insts := blk.IR.Insts
	for ; i < len(insts); i++ {
		in := insts[i]
		if blk.NoReturn == in {
			if f.endsJob(in) || s.tried {
				return nil, true
			}
			if e.fatal {
				e.x.why(f, in, "the process ends normally (%s)", in.CalledFunction())
			}
			return nil, !e.fatal // exit(), STOP: a normal end, others may wait
		}
		switch {
		case in.Op == "store" && len(in.Operands) == 2:
			base, off, exact, ok := f.decompose(in.Operands[1], 0)
			if !ok {
				continue
			}
			size := typeSize(f.Module, in.Operands[0].Type)
			switch {
			case !exact || size <= 0:
				s.clobber(base, off)
			case in.Operands[0].Kind == llvmir.ValInt:
				s.set(cellKey{base, off}, size, true, in.Operands[0].Int)
				e.flag(cellKey{base, off})
			default:
				s.set(cellKey{base, off}, size, false, 0)
			}
		case isCallOp(in.Op):
			var ok bool
			var more []estate
			s, more, ok = e.call(in, s)
			if !ok {
				return nil, false
			}
			if s.ended {
				return nil, true // no way out of the callee: it ended the job
			}
			var out []errItem
			for _, m := range more {
				out = append(out, errItem{b, i + 1, m})
			}
			if len(out) > 0 {
				// The callee returns in several ways: each continues on its own.
				out = append(out, errItem{b, i + 1, s})
				return out, true
			}
		}
	}
	term := insts[len(insts)-1]
	switch term.Op {
	case "ret":
		e.rets = append(e.rets, s)
		return nil, true
	case "unreachable":
		return nil, true
	case "br":
		if len(term.Succs) == 2 && term.Succs[0] != term.Succs[1] {
			if t := f.branchCell(term); t != nil {
				return e.branch(t, term, s), true
			}
		}
	case "resume", "cleanupret", "catchret", "catchswitch":
		if e.fatal {
			e.x.why(f, term, "an exception")
		}
		return nil, !e.fatal
	}
	var out []errItem
	for k, succ := range f.CFG.Succ[b] {
		st := s
		if k > 0 {
			st = s
		}
		out = append(out, errItem{succ, 0, st})
	}
	return out, true
}

// branch follows a branch on a cell: each side with the states that may take it.
func (e *explorer) branch(t *branchTest, term *llvmir.Inst, s estate) []errItem {
	f := e.f
	base, off, exact, ok := f.decompose(t.load.Operands[0], 0)
	size := typeSize(f.Module, t.load.Type)
	var out []errItem
	for k, succ := range term.Succs {
		taken := k == 0
		st := s
		if ok && exact && size > 0 {
			k := cellKey{base, off}
			fact, known := st.get(k)
			switch {
			case !e.flags[k] && !known:
				// Not written on this path and no constant seen there: not a flag.
			case t.pred == "eq" || t.pred == "ne":
				eq := (t.pred == "eq") == taken
				if !st.assume(k, size, eq, t.val) {
					e.x.used = true
					continue
				}
			case known && fact.has && fact.eq && fact.size == size:
				if r, decided := compareConst(t.pred, fact.val, t.val); decided && r != taken {
					e.x.used = true
					continue
				}
			}
		}
		out = append(out, errItem{succ.Index, 0, st})
	}
	return out
}

// compareConst evaluates a signed integer comparison of two constants.
func compareConst(pred string, a, b int64) (bool, bool) {
	switch pred {
	case "slt":
		return a < b, true
	case "sle":
		return a <= b, true
	case "sgt":
		return a > b, true
	case "sge":
		return a >= b, true
	}
	return false, false
}

// call applies a call to state s: the first state after it, more states when the callee
// returns in several ways, s.ended when the callee never returns (it ended the job), ok
// false when a fatal exploration must give up (a collective, a way out that is not a job
// end).
func (e *explorer) call(in *llvmir.Inst, s estate) (estate, []estate, bool) {
	f := e.f
	name := in.CalledFunction()
	if strings.HasPrefix(name, "llvm.dbg.") || strings.HasPrefix(name, "llvm.lifetime.") {
		return s, nil, true
	}
	if e.callsTo != nil && f.Program.resolve(f.Module, name) == e.callsTo {
		e.atCalls = append(e.atCalls, callState{in, s})
	}
	if f.endsJob(in) {
		return estate{ended: true}, nil, true
	}
	ev := f.EventOf(in)
	if e.fatal && ev != nil && (ev.IsCollective() || ev.Kind == IndirectCall || ev.Kind == Call && ev.Fork) {
		e.x.why(f, in, "calls %s", name)
		return s, nil, false
	}
	callee := f.Program.resolve(f.Module, name)
	if callee == nil || len(callee.Blocks) == 0 {
		if IsNoReturn(name) {
			if s.tried {
				return estate{ended: true}, nil, true
			}
			if e.fatal {
				e.x.why(f, in, "the process ends normally (%s)", name)
			}
			return estate{ended: true}, nil, !e.fatal
		}
		e.unknownCall(in, &s)
		return s, nil, true
	}
	var rets []estate
	if e.fatal {
		// On the fatal path every callee is followed with the values it receives: a
		// handler does its collectives (or exits normally) only for some of them.
		r := e.x.inline(callee, f.entryState(in, s))
		if r == nil || !r.ok {
			e.x.within(f, in, "in %s", callee.Name)
			return s, nil, false
		}
		rets = r.rets
	} else {
		sum := e.x.summary(callee)
		if sum == nil {
			e.unknownCall(in, &s)
			return s, nil, true
		}
		rets = sum.rets
	}
	var outs []estate
	tried := e.fatal && e.x.mayAbort(callee)
	for _, r := range rets {
		if post, ok := f.applyReturn(in, s, r); ok {
			post.tried = post.tried || tried
			outs = append(outs, post)
		} else if e.fatal {
			e.x.used = true
		}
	}
	for _, post := range outs {
		for _, c := range post.cells {
			if old, _ := s.get(c.k); c.f.written && c.f.has && old != c.f {
				e.flag(c.k)
			}
		}
	}
	if len(outs) == 0 {
		// The callee does not return here (on the fatal path: every path of it ended the
		// job; in a summary: it ends the process), or no way it returns fits what is known.
		return estate{ended: true}, nil, true
	}
	return outs[0], outs[1:], true
}

// unknownCall: a function outside the program may write the memory its pointer arguments
// point to, at or after the offset pointed to.
func (e *explorer) unknownCall(in *llvmir.Inst, s *estate) {
	for _, a := range in.Args {
		if base, off, _, ok := e.f.decompose(a, 0); ok {
			s.clobber(base, off)
		}
	}
}

// entryState is the state a callee starts with: the caller's facts on the memory each
// pointer argument points to, as unwritten facts of the callee's parameters.
func (f *Function) entryState(in *llvmir.Inst, s estate) estate {
	var out estate
	for i, a := range in.Args {
		base, off, exact, ok := f.decompose(a, 0)
		if !ok || !exact {
			continue
		}
		pb := cellBase{kind: baseParam, param: i}
		for _, c := range s.cells {
			if k, v := c.k, c.f; k.base == base && k.off >= off && v.has {
				out.cells = append(out.cells, cell{cellKey{pb, k.off - off}, cellFact{size: v.size, has: true, eq: v.eq, val: v.val}})
			}
		}
	}
	sort.Slice(out.cells, func(i, j int) bool { return cellLess(out.cells[i].k, out.cells[j].k) })
	return out
}

// applyReturn is the caller's state after the call returns with the callee's state r; false
// when r contradicts what the caller knows (that return cannot happen here).
func (f *Function) applyReturn(in *llvmir.Inst, s estate, r estate) (estate, bool) {
	post := s
	for i, a := range in.Args {
		pb := cellBase{kind: baseParam, param: i}
		touched := false
		if _, ok := r.wildOf(pb); ok {
			touched = true
		}
		for _, c := range r.cells {
			if c.k.base == pb && c.f.written {
				touched = true
			}
		}
		base, off, exact, ok := f.decompose(a, 0)
		if !ok {
			continue
		}
		if !exact {
			if touched {
				post.clobber(base, off)
			}
			continue
		}
		if w, ok := r.wildOf(pb); ok {
			post.clobber(base, off+w)
		}
		for _, c := range r.cells {
			k, v := c.k, c.f
			if k.base != pb {
				continue
			}
			ck := cellKey{base, off + k.off}
			if v.written {
				post.set(ck, v.size, v.has, v.val)
				if v.has && !v.eq {
					c, _ := post.get(ck)
					c.eq = false
					post.put(ck, c)
				}
			} else if v.has && !post.assume(ck, v.size, v.eq, v.val) {
				return estate{}, false
			}
		}
	}
	return post, true
}

// onlyParams keeps the facts of the parameters' cells (what a caller can see).
func onlyParams(s estate) estate {
	out := estate{cells: s.filtered(func(k cellKey, _ cellFact) bool { return k.base.kind != baseParam })}
	for _, w := range s.wild {
		if w.base.kind == baseParam {
			out.wild = append(out.wild, w)
		}
	}
	return out
}

func dedup(ss []estate) []estate {
	seen := map[string]bool{}
	var out []estate
	for _, s := range ss {
		k := s.key()
		if !seen[k] {
			seen[k] = true
			out = append(out, s)
		}
	}
	return out
}

// summary is what f's returns leave in its parameters' cells, computed once (nil: unknown).
func (x *errFacts) summary(f *Function) *errSummary {
	if s, ok := x.summaries[f]; ok {
		return s
	}
	if x.busy[f] {
		return nil // recursion: unknown
	}
	used := x.used
	defer func() { x.used = used }()
	x.busy[f] = true
	e := &explorer{x: x, f: f, summary: true}
	var sum *errSummary
	if e.run(0, 0, []estate{{}}) {
		var rets []estate
		for _, r := range e.rets {
			r = onlyParams(r)
			// A test of a field that is no flag (see flags) is dropped.
			r.cells = r.filtered(func(k cellKey, v cellFact) bool { return !v.written && !e.flags[k] })
			rets = append(rets, r)
		}
		rets = dedup(rets)
		if len(rets) <= maxErrStates {
			sum = &errSummary{rets: rets}
		}
	}
	delete(x.busy, f)
	x.summaries[f] = sum
	return sum
}

// inline explores callee f from its entry with state entry on the fatal path: ok when no
// path makes a collective or leaves the process normally; rets are its returns.
func (x *errFacts) inline(f *Function, entry estate) *errInline {
	key := strconv.Itoa(f.Index) + "@" + entry.key()
	if r, ok := x.inlined[key]; ok {
		x.used = x.used || r.used
		return r
	}
	if x.depth > maxErrDepth {
		return nil
	}
	x.inlined[key] = &errInline{} // recursion: not ok
	x.depth++
	used := x.used
	x.used = false
	e := &explorer{x: x, f: f, fatal: true}
	r := &errInline{ok: e.run(0, 0, []estate{entry})}
	r.used = x.used
	x.used = used || r.used
	x.depth--
	if r.ok {
		for _, s := range e.rets {
			r.rets = append(r.rets, onlyParams(s))
		}
		r.rets = dedup(r.rets)
		r.ok = len(r.rets) <= maxErrStates
	}
	x.inlined[key] = r
	return r
}

// fatalFrom reports whether every path from instruction i of block b of f, starting with
// the given states, ends the job with no collective on the way (returns count when every
// call site of f goes on that way: fatalReturn).
func (x *errFacts) fatalFrom(f *Function, b, i int, states []estate) bool {
	if x.depth > maxErrDepth {
		return false
	}
	if !x.gate(f.Program).end[f][b] {
		x.why(f, nil, "no job end is reachable from %s", f.Blocks[b].IR.Name)
		return false
	}
	x.depth++
	defer func() { x.depth-- }()
	e := &explorer{x: x, f: f, fatal: true}
	if !e.run(b, i, states) {
		return false
	}
	if len(e.rets) == 0 {
		return true
	}
	x.used = true
	var rets []estate
	for _, r := range e.rets {
		rets = append(rets, onlyParams(r))
	}
	rets = dedup(rets)
	if len(rets) > maxErrStates {
		return false
	}
	return x.fatalReturn(f, rets)
}

// fatalReturn reports whether f returning with one of the states rets ends the job at every
// call site: f is called directly only (its address is not taken), and each caller, after
// the call, goes on only to job ends under those values.
func (x *errFacts) fatalReturn(f *Function, rets []estate) bool {
	key := strconv.Itoa(f.Index) + "^" + statesKey(rets)
	if r, ok := x.returns[key]; ok {
		return r > 0
	}
	x.returns[key] = -1 // recursion: no
	ok := x.fatalReturnOnce(f, rets)
	if ok {
		x.returns[key] = 1
	}
	return ok
}

func (x *errFacts) fatalReturnOnce(f *Function, rets []estate) bool {
	p := f.Program
	for _, t := range p.AddressTaken() {
		if t == f {
			x.why(f, nil, "its address is taken")
			return false
		}
	}
	calls := x.callersOf(f)
	if len(calls) == 0 {
		x.why(f, nil, "returns to no caller of the program")
		return false // main, or called from outside the program
	}
	byFn := map[*Function]bool{}
	for _, ev := range calls {
		byFn[ev.Fn()] = true
	}
	for _, ev := range calls {
		g := ev.Fn()
		if !byFn[g] {
			continue
		}
		delete(byFn, g) // each caller once: all its calls of f are explored together
		if x.depth > maxErrDepth {
			return false
		}
		if !x.gate(p).returnsTo(g, f) {
			x.why(g, nil, "no job end is reachable after its calls of %s", f.Name)
			return false
		}
		cr := x.callsIn(g, f)
		if !cr.ran {
			x.why(g, nil, "could not follow the paths to the call of %s", f.Name)
			return false
		}
		for _, cs := range cr.atCalls {
			var posts []estate
			for _, r := range rets {
				if post, ok := g.applyReturn(cs.in, cs.s, r); ok {
					posts = append(posts, post)
				}
			}
			if len(posts) == 0 {
				continue
			}
			posts = dedup(posts)
			b := cs.in.Block.Index
			idx := -1
			for k, in := range cs.in.Block.Insts {
				if in == cs.in {
					idx = k
				}
			}
			if cs.in.Op == "invoke" || idx < 0 || !x.fatalFrom(g, b, idx+1, posts) {
				if debugErrExits != "" {
					x.within(g, cs.in, "after the call of %s from %s with %s", f.Name, cs.s.describe(), describeStates(posts))
				}
				return false
			}
		}
	}
	return true
}

// callerRun is what g's paths from its entry hold at its calls of a function: the
// exploration depends only on the summaries, which are computed once, so it is made once.
type callerRun struct {
	ran, used bool
	atCalls   []callState
}

func (x *errFacts) callsIn(g, f *Function) *callerRun {
	k := [2]*Function{g, f}
	if r, ok := x.callerRuns[k]; ok {
		x.used = x.used || r.used
		return r
	}
	used := x.used
	x.used = false
	x.depth++
	e := &explorer{x: x, f: g, callsTo: f, within: make([]bool, len(g.Blocks))}
	var stack []int
	for _, b := range g.Blocks {
		for _, ev := range b.Events {
			if ev.Kind == Call && ev.Callee == f && !e.within[b.Index] {
				e.within[b.Index] = true
				stack = append(stack, b.Index)
			}
		}
	}
	for _, b := range g.Blocks {
		for _, in := range b.IR.Insts {
			if isCallOp(in.Op) && !e.within[b.Index] && g.Program.resolve(g.Module, in.CalledFunction()) == f {
				e.within[b.Index] = true
				stack = append(stack, b.Index)
			}
		}
	}
	markPreds(g, e.within, stack)
	r := &callerRun{ran: e.run(0, 0, []estate{{}})}
	x.depth--
	r.used, r.atCalls = x.used, e.atCalls
	x.used = used || r.used
	if x.callerRuns == nil {
		x.callerRuns = map[[2]*Function]*callerRun{}
	}
	x.callerRuns[k] = r
	return r
}

// mayAbort reports whether f, or a function it calls, ends the job on some path. On an
// error path, a call of such a function is an abort attempt: a STOP or exit() right after
// it is the fallback for when the abort could not be made (BookLeaf's `ierr =
// TYPH_Abort(-1); STOP`, whose ty_CommsAbort calls MPI_ABORT only once the library is
// initialised), and is taken as ending the job too.
func (x *errFacts) mayAbort(f *Function) bool {
	if x.aborts == nil {
		x.aborts = map[*Function]int8{}
	}
	if r, ok := x.aborts[f]; ok {
		return r > 0
	}
	x.aborts[f] = -1
	for _, b := range f.Blocks {
		if b.NoReturn != nil && f.endsJob(b.NoReturn) {
			x.aborts[f] = 1
			return true
		}
		for _, ev := range b.Events {
			if ev.Kind == Call && ev.Callee != nil && !ev.Fork && x.mayAbort(ev.Callee) {
				x.aborts[f] = 1
				return true
			}
		}
	}
	return false
}

// callersOf lists the direct calls of f in the program.
func (x *errFacts) callersOf(f *Function) []*Event {
	if x.callers == nil {
		x.callers = map[*Function][]*Event{}
		for _, g := range f.Program.Funcs {
			for _, b := range g.Blocks {
				for _, ev := range b.Events {
					if ev.Kind == Call && ev.Callee != nil && !ev.Fork {
						x.callers[ev.Callee] = append(x.callers[ev.Callee], ev)
					}
				}
			}
		}
	}
	return x.callers[f]
}

// errGate is a cheap necessary condition for an error end, computed once for the program.
// Every path from an error end ends the job, in particular the one that takes the normal
// destination of each invoke (the exception paths only add paths that must end too): from
// the block, a path that takes no unwind edge reaches a block that may end the job. Those
// are the blocks with a call that ends the job, an `unreachable` not after an invoke (where
// the exploration stops at the invoke), a call of a function whose entry reaches such a
// block the same way, a call that never returns in a function that also calls one that may
// end the job (an abort attempt, see mayAbort), and the returns of a function when retEnds:
// its address is not taken and one of its call sites reaches such a block in turn. end holds,
// per function, the blocks from which one is reached; a side of a branch outside is not asked
// about.
type errGate struct {
	end     map[*Function][]bool
	retEnds map[*Function]bool
	sites   map[*Function][]gateSite // the direct calls of a function
}

type gateSite struct {
	fn *Function
	b  int
}

func (x *errFacts) gate(p *Program) *errGate {
	if x.gated != nil {
		return x.gated
	}
	g := &errGate{end: map[*Function][]bool{}, retEnds: map[*Function]bool{}}
	x.gated = g
	type site = gateSite
	sites := map[*Function][]site{}
	g.sites = sites
	callers := map[*Function][]*Function{} // reverse call graph, with repeats
	local := map[*Function][]bool{}        // blocks that may end the job by themselves
	noret := map[*Function][]bool{}        // blocks cut short by a call that never returns
	aborts := map[*Function]bool{}         // may end the job on any path (a superset of mayAbort)
	var work []*Function
	for _, f := range p.Funcs {
		lb := make([]bool, len(f.Blocks))
		nb := make([]bool, len(f.Blocks))
		for i, b := range f.Blocks {
			insts := b.IR.Insts
			if b.NoReturn != nil {
				nb[i] = true
			} else if len(insts) > 0 && insts[len(insts)-1].Op == "unreachable" && !afterInvoke(f, i) {
				lb[i] = true
			}
			for _, in := range insts {
				if !isCallOp(in.Op) {
					continue
				}
				name := in.CalledFunction()
				if name == "" || strings.HasPrefix(name, "llvm.dbg.") || strings.HasPrefix(name, "llvm.lifetime.") {
					continue
				}
				if f.endsJob(in) {
					lb[i] = true
					if !aborts[f] {
						aborts[f] = true
						work = append(work, f)
					}
				} else if IsNoReturn(name) {
					nb[i] = true
				}
				if c := p.resolve(f.Module, name); c != nil {
					sites[c] = append(sites[c], site{f, i})
					callers[c] = append(callers[c], f)
				}
			}
		}
		local[f], noret[f] = lb, nb
	}
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range callers[f] {
			if !aborts[c] {
				aborts[c] = true
				work = append(work, c)
			}
		}
	}
	for c, ss := range sites {
		if !aborts[c] {
			continue
		}
		for _, s := range ss {
			for i, n := range noret[s.fn] {
				if n {
					local[s.fn][i] = true
				}
			}
		}
	}
	reach := func(f *Function) []bool {
		r := make([]bool, len(f.Blocks))
		var stack []int
		for i, b := range f.Blocks {
			insts := b.IR.Insts
			if local[f][i] || g.retEnds[f] && len(insts) > 0 && insts[len(insts)-1].Op == "ret" {
				r[i] = true
				stack = append(stack, i)
			}
		}
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, pr := range f.CFG.Pred[b] {
				if !r[pr] && !unwindOnly(f, pr, b) {
					r[pr] = true
					stack = append(stack, pr)
				}
			}
		}
		return r
	}
	// A call of a function whose entry reaches a job end may end the job.
	for _, f := range p.Funcs {
		g.end[f] = reach(f)
		if len(f.Blocks) > 0 && g.end[f][0] {
			work = append(work, f)
		}
	}
	ending := map[*Function]bool{}
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		if ending[f] {
			continue
		}
		ending[f] = true
		for _, s := range sites[f] {
			if local[s.fn][s.b] {
				continue
			}
			local[s.fn][s.b] = true
			g.end[s.fn] = reach(s.fn)
			if !ending[s.fn] && g.end[s.fn][0] {
				work = append(work, s.fn)
			}
		}
	}
	taken := map[*Function]bool{}
	for _, t := range p.AddressTaken() {
		taken[t] = true
	}
	for changed := true; changed; {
		changed = false
		for _, f := range p.Funcs {
			if g.retEnds[f] || taken[f] || len(f.Blocks) == 0 {
				continue
			}
			for _, s := range sites[f] {
				if g.end[s.fn][s.b] {
					g.retEnds[f] = true
					g.end[f] = reach(f)
					changed = true
					break
				}
			}
		}
	}
	return g
}

// returnsTo reports whether a job end is reachable from one of g's calls of f.
func (g *errGate) returnsTo(caller, f *Function) bool {
	for _, s := range g.sites[f] {
		if s.fn == caller && g.end[caller][s.b] {
			return true
		}
	}
	return false
}

// unwindOnly reports whether the edge from block b to s is only the unwind edge of an invoke.
func unwindOnly(f *Function, b, s int) bool {
	t := f.Terminator(b)
	return t != nil && t.Op == "invoke" && len(t.Succs) == 2 && t.Succs[1].Index == s && t.Succs[0].Index != s
}

// afterInvoke reports whether block i is entered only as the normal destination of invokes
// (an `unreachable` after an invoke of a function that never returns: the exploration stops
// at the invoke).
func afterInvoke(f *Function, i int) bool {
	preds := f.CFG.Pred[i]
	if len(preds) == 0 {
		return false
	}
	for _, p := range preds {
		t := f.Terminator(p)
		if t == nil || t.Op != "invoke" || len(t.Succs) == 0 || t.Succs[0].Index != i {
			return false
		}
	}
	return true
}

// markPreds adds to in the blocks from which one of those in stack (in it already) is
// reachable.
func markPreds(f *Function, in []bool, stack []int) {
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, pr := range f.CFG.Pred[b] {
			if !in[pr] {
				in[pr] = true
				stack = append(stack, pr)
			}
		}
	}
}
