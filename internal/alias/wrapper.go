package alias

import (
	"strings"
	"sync"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// fresh caches ReturnsFresh per function.
var fresh sync.Map // *model.Function -> bool

// ReturnsFresh reports whether f is an allocation wrapper: every pointer it returns is NULL
// or the start of memory it has just allocated (malloc, aligned_alloc, posix_memalign, new,
// another wrapper). Its call sites are then allocation sites of their own, like malloc's:
// two buffers from two calls of `prk_malloc` are two objects, not one.
func ReturnsFresh(f *model.Function) bool {
	if f == nil {
		return false
	}
	if v, ok := fresh.Load(f); ok {
		return v.(bool)
	}
	ok := returnsFresh(f, map[*model.Function]bool{})
	fresh.Store(f, ok)
	return ok
}

// returnsFresh computes ReturnsFresh. visiting holds the wrappers being computed further up
// this goroutine's calls (a recursive wrapper is not one); it is not in the shared cache,
// which analyses running at once (-j) read: a provisional answer stored there was seen as
// the final one by another analysis.
func returnsFresh(f *model.Function, visiting map[*model.Function]bool) bool {
	if visiting[f] {
		return false
	}
	if v, ok := fresh.Load(f); ok {
		return v.(bool)
	}
	if !llvmir.IsPointerType(f.IR.RetType) {
		return false
	}
	visiting[f] = true
	defer delete(visiting, f)
	a := New(f)
	a.visiting = visiting
	n := 0
	for _, b := range f.IR.Blocks {
		t := b.Terminator()
		if t == nil || t.Op != "ret" {
			continue
		}
		if len(t.Operands) != 1 {
			return false
		}
		fresh, null := freshOrNull(a, t.Operands[0], 0)
		if !fresh && !null {
			return false
		}
		if fresh {
			n++
		}
	}
	return n > 0
}

// freshOrNull says whether v, returned by the function of a, is the start of a block just
// allocated (fresh) or NULL (null), or (both) a phi or select of such values: std::vector's
// _M_allocate returns `n != 0 ? allocate(n) : pointer()`. Neither: anything else.
func freshOrNull(a *Func, v *llvmir.Value, depth int) (fresh, null bool) {
	if v.Kind == llvmir.ValNull {
		return false, true
	}
	if l := a.Pointer(v); l.Obj != nil {
		if l.Obj.Kind == Heap && l.Exact && l.Off == 0 {
			return true, false
		}
		if fresh, null, ok := freshOrNullInSlot(a, v, depth); ok {
			return fresh, null
		}
		return false, false
	}
	if v.Kind != llvmir.ValLocal || depth > 2 {
		return false, false
	}
	d := a.Fn.Def(v.Name)
	if d == nil || (d.Op != "phi" && d.Op != "select") {
		return false, false
	}
	ops := d.Operands
	if d.Op == "select" {
		if len(ops) != 3 {
			return false, false
		}
		ops = ops[1:]
	}
	for _, op := range ops {
		f, n := freshOrNull(a, op, depth+1)
		if !f && !n {
			return false, false
		}
		fresh, null = fresh || f, null || n
	}
	return fresh, null
}

// freshOrNullInSlot answers freshOrNull for v loaded from a local variable of the function
// (at -O0 every variable lives in an alloca), by the stores that reach the load: hypre's
// realloc wrapper keeps its parameter, then `ptr = malloc(size)` or `ptr = realloc(ptr,
// size)`, in the same variable `ptr` it returns. ok is false when v is no such load or the
// variable's address is used otherwise than to load and store it, and when the function
// writes any memory but its own variables outside its failure paths (FailureOnly): what a
// block is given before it is returned through such a variable, WritesFresh would not see.
func freshOrNullInSlot(a *Func, v *llvmir.Value, depth int) (fresh, null, ok bool) {
	if v.Kind != llvmir.ValLocal || depth > 2 || !FailureOnly(a.Fn) {
		return false, false, false
	}
	ld := a.Fn.Def(v.Name)
	if ld == nil || ld.Op != "load" || len(ld.Operands) != 1 || ld.Operands[0].Kind != llvmir.ValLocal {
		return false, false, false
	}
	slot := ld.Operands[0].Name
	if d := a.Fn.Def(slot); d == nil || d.Op != "alloca" || !onlyLoadedAndStored(a.Fn, slot) {
		return false, false, false
	}
	stores := a.reachingStores(slot, ld)
	for _, st := range stores {
		f, n := freshOrNull(a, st.Operands[0], depth+1)
		if !f && !n {
			return false, false, false
		}
		fresh, null = fresh || f, null || n
	}
	return fresh, null, len(stores) > 0
}

// onlyLoadedAndStored reports whether local variable slot of f is only loaded and stored
// into (debug intrinsics aside): no call, no store and no address computation can reach it.
func onlyLoadedAndStored(f *model.Function, slot string) bool {
	for _, u := range f.Uses(slot) {
		switch {
		case u.Op == "load", isDebugCall(u):
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal &&
			u.Operands[1].Name == slot && (u.Operands[0].Kind != llvmir.ValLocal || u.Operands[0].Name != slot):
		default:
			return false
		}
	}
	return true
}

// ReallocatedParam reports whether allocation wrapper f is a realloc wrapper whose returned
// block holds nothing but what the block given as its pointer parameter j held: it writes
// nothing into what it returns (AllocatesOnly), and every realloc it calls is given the
// value of parameter j. Each call's block then holds what that call's argument held, not
// what every block ever given to the wrapper held (hypre_ReAlloc grows lists of requests, of
// pointers to other blocks, of integers).
func ReallocatedParam(f *model.Function) (j int, ok bool) {
	if v, ok := reallocated.Load(f); ok {
		j = v.(int)
		return j, j >= 0
	}
	j = reallocatedParam(f)
	reallocated.Store(f, j)
	return j, j >= 0
}

// reallocated caches ReallocatedParam per function (-1: not such a wrapper); the inclusion
// asks it at every call of every allocation wrapper.
var reallocated sync.Map // *model.Function -> int

// reallocatedParam computes ReallocatedParam: the parameter, or -1.
func reallocatedParam(f *model.Function) int {
	if !AllocatesOnly(f) {
		return -1
	}
	var a *Func
	j := -1
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if !in.IsCall() {
				continue
			}
			if g := f.Program.Lookup(in.CalledFunction()); g != nil && llvmir.IsPointerType(g.IR.RetType) {
				return -1 // (a block from another wrapper may hold what another argument held)
			}
			if in.CalledFunction() != "realloc" {
				continue
			}
			if len(in.Args) == 0 {
				return -1
			}
			if a == nil {
				a = New(f)
			}
			k := paramOf(a, in.Args[0])
			if k < 0 || j >= 0 && k != j {
				return -1
			}
			j = k
		}
	}
	return j
}

// paramOf is the index of the parameter whose value v is (through a local variable it is
// kept in, at -O0, and casts), or -1.
func paramOf(a *Func, v *llvmir.Value) int {
	for depth := 0; depth < 4 && v.Kind == llvmir.ValLocal; depth++ {
		for i, p := range a.Fn.IR.Params {
			if p.Name == v.Name {
				return i
			}
		}
		d := a.Fn.Def(v.Name)
		switch {
		case d == nil:
			return -1
		case (d.Op == "bitcast" || d.Op == "addrspacecast") && len(d.Operands) == 1:
			v = d.Operands[0]
		case d.Op == "load" && len(d.Operands) == 1 && d.Operands[0].Kind == llvmir.ValLocal:
			slot := d.Operands[0].Name
			if sd := a.Fn.Def(slot); sd == nil || sd.Op != "alloca" || !onlyLoadedAndStored(a.Fn, slot) {
				return -1
			}
			st := a.uniqueReachingStore(slot, d)
			if st == nil {
				return -1
			}
			v = st.Operands[0]
		default:
			return -1
		}
	}
	return -1
}

// wrapperCall reports whether call in runs an allocation wrapper of the program.
func (a *Func) wrapperCall(in *llvmir.Inst) bool {
	e := a.Fn.EventOf(in)
	if e == nil || e.Kind != model.Call || e.Fork || e.Callee == nil {
		return false
	}
	if a.visiting != nil {
		return returnsFresh(e.Callee, a.visiting)
	}
	return ReturnsFresh(e.Callee)
}

// captureKey identifies a pointer parameter.
type captureKey struct {
	f *model.Function
	i int
}

// keeps caches Captures per parameter: final answers only.
var keeps sync.Map // captureKey -> bool

// captureStarted, when set (tests), is called as the computation of a parameter starts.
var captureStarted func(f *model.Function, i int)

// Captures reports whether function f may keep pointer parameter i beyond the call: store
// it as a value, return it, or pass it to a call that may. Reading and writing through it
// (a C++ `operator=` on a buffer element, an accessor) is no capture; nor is handing it to
// MPI, to a memory intrinsic or to free (a release wrapper like PENNANT's Memory::free
// captures nothing).
func Captures(f *model.Function, i int) bool {
	c, _ := captures(f, i, map[captureKey]bool{})
	return c
}

// captures computes Captures. visiting holds the parameters being computed further up this
// goroutine's calls: a recursive call through one of them is assumed to capture (the worst).
// That assumption is this computation's own; it is not in the shared cache, which analyses
// running at once (-j) read (a provisional "true" stored there was taken as the answer by
// another analysis, as for ReturnsFresh). provisional says the answer used such an
// assumption; only answers that did not, and the answer asked for, are cached.
func captures(f *model.Function, i int, visiting map[captureKey]bool) (c, provisional bool) {
	if f == nil || i < 0 || i >= len(f.IR.Params) {
		return true, false
	}
	k := captureKey{f, i}
	if visiting[k] {
		return true, true
	}
	if v, ok := keeps.Load(k); ok {
		return v.(bool), false
	}
	if captureStarted != nil {
		captureStarted(f, i)
	}
	visiting[k] = true
	a := New(f)
	a.capturing = visiting
	c = a.addressEscapes(f.IR.Params[i].Name)
	delete(visiting, k)
	if !a.provisional || len(visiting) == 0 {
		// A final answer: made with no assumption, or the answer of the top of the
		// computation (the assumptions were about itself, as every computation of it makes).
		keeps.Store(k, c)
	}
	return c, a.provisional
}

// callKeepsNothing: library calls that use a pointer during the call only.
func callKeepsNothing(name string) bool {
	switch name {
	case "free", "_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm":
		return true
	}
	if _, _, ok := mpi.Lookup(name); ok {
		return true
	}
	for _, p := range []string{"llvm.memcpy", "llvm.memset", "llvm.memmove"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// keepsNothing reports whether call in, given pointer name, is a call to a function of the
// program that keeps none of its arguments that are name.
func (a *Func) keepsNothing(in *llvmir.Inst, name string) bool {
	e := a.Fn.EventOf(in)
	if e == nil || e.Kind != model.Call || e.Fork {
		return false
	}
	for j, arg := range in.Args {
		if arg.Kind != llvmir.ValLocal || arg.Name != name {
			continue
		}
		if a.capturing == nil {
			if Captures(e.Callee, j) {
				return false
			}
			continue
		}
		c, prov := captures(e.Callee, j, a.capturing)
		a.provisional = a.provisional || prov
		if c {
			return false
		}
	}
	return true
}

// AllocatesOnly reports whether f is an allocation wrapper that leaves the block it returns
// as the allocator did (ReturnsFresh, not WritesFresh) and writes nothing else but where an
// allocation failed (FailureOnly): hypre_CAlloc. A call to it is an allocation site of its
// caller, like calloc's. Neither its address taken (a table of solver functions) nor the
// recursion through its failure path (new_format, hypre_CAlloc, hypre_OutOfMemory,
// hypre_printf) makes it less.
func AllocatesOnly(f *model.Function) bool {
	return ReturnsFresh(f) && !WritesFresh(f) && FailureOnly(f)
}

// FailureOnly reports whether f writes memory other than its own locals, or calls a function
// of the program that does, only where an allocation failed: in blocks that only a branch on
// a pointer found NULL leads to (hypre's `if (ptr == NULL) hypre_OutOfMemory(size);`, which
// prints and sets the library's error flag). The library functions it calls elsewhere
// allocate or free only. Such a failure path is no program path, as an abort is not (issue
// 13, mechanism 3): what f writes there does not reach its callers. Counted, every function
// that allocates wrote hypre's error flag, and every call made on some processes only
// (rank 0's printing, through a formatter that allocates) made every hypre function's result,
// which returns the flag, vary.
func FailureOnly(f *model.Function) bool {
	if v, ok := failureOnlyCache.Load(f); ok {
		return v.(bool)
	}
	ok, _ := failureOnly(f, map[*model.Function]bool{})
	return ok
}

// failureOnlyCache holds FailureOnly's final answers (see returnsFresh on why provisional
// ones are not kept).
var failureOnlyCache sync.Map // *model.Function -> bool

// failureOnly computes FailureOnly; a function being computed further up (recursion) is
// taken to write (provisional).
func failureOnly(f *model.Function, visiting map[*model.Function]bool) (ok, provisional bool) {
	if v, ok := failureOnlyCache.Load(f); ok {
		return v.(bool), false
	}
	if visiting[f] {
		return false, true
	}
	visiting[f] = true
	ok = true
	failing := failureBlocks(f)
scan:
	for _, b := range f.IR.Blocks {
		if failing[b.Index] {
			continue
		}
		for _, in := range b.Insts {
			switch in.Op {
			case "call", "invoke":
				name := in.CalledFunction()
				if callee := f.Program.Lookup(name); callee != nil {
					c, prov := failureOnly(callee, visiting)
					provisional = provisional || prov
					ok = c
				} else {
					ok = allocators[name] || name == "free" || strings.HasPrefix(name, "llvm.dbg.") || strings.HasPrefix(name, "llvm.lifetime.")
				}
			case "store":
				ok = len(in.Operands) == 2 && isLocalSlot(f, in.Operands[1])
			case "atomicrmw", "cmpxchg":
				ok = false
			}
			if !ok {
				break scan
			}
		}
	}
	delete(visiting, f)
	if !provisional || len(visiting) == 0 {
		failureOnlyCache.Store(f, ok)
	}
	return ok, provisional
}

// failureBlocks marks the blocks of f that only a branch on a pointer found NULL leads to:
// those the target of such a branch's NULL edge dominates.
func failureBlocks(f *model.Function) []bool {
	failing := make([]bool, len(f.Blocks))
	var targets []int
	for _, b := range f.IR.Blocks {
		if onNullEdge(f, b) {
			targets = append(targets, b.Index)
		}
	}
	if len(targets) == 0 {
		return failing
	}
	dom := f.Dom()
	for b := range failing {
		for _, t := range targets {
			if dom.Dominates(t, b) {
				failing[b] = true
				break
			}
		}
	}
	return failing
}

// onNullEdge reports whether block b is entered only from a branch taken when a pointer
// compares equal to NULL.
func onNullEdge(f *model.Function, b *llvmir.Block) bool {
	if len(b.Preds) != 1 {
		return false
	}
	t := b.Preds[0].Terminator()
	if t == nil || t.Op != "br" || len(t.Operands) != 1 || len(t.Succs) != 2 || t.Succs[0] == t.Succs[1] {
		return false
	}
	c := t.Operands[0]
	if c.Kind != llvmir.ValLocal {
		return false
	}
	cmp := f.Def(c.Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 || !llvmir.IsPointerType(cmp.Operands[0].Type) {
		return false
	}
	if cmp.Operands[0].Kind != llvmir.ValNull && cmp.Operands[1].Kind != llvmir.ValNull {
		return false
	}
	switch cmp.Pred {
	case "eq":
		return t.Succs[0] == b
	case "ne":
		return t.Succs[1] == b
	}
	return false
}

// isLocalSlot reports whether v is the address of one of f's own stack slots.
func isLocalSlot(f *model.Function, v *llvmir.Value) bool {
	if v.Kind != llvmir.ValLocal {
		return false
	}
	d := f.Def(v.Name)
	return d != nil && d.Op == "alloca"
}

// initialised caches WritesFresh per function.
var initialised sync.Map // *model.Function -> bool

// WritesFresh reports whether allocation wrapper f may write into the block it returns
// before returning it: a store into it, a call given a pointer into it (a constructor,
// memset, MPI_Comm_rank(&g->rank)), or its address stored anywhere but f's own locals,
// from where another function could write it. Such a wrapper returns an initialised object:
// the unification cannot give each of its call sites a new object of its own, which would
// hold none of those writes (the dependence analysis would miss a varying value stored
// there); the inclusion analysis copies what the wrapper's object holds into the call's.
func WritesFresh(f *model.Function) bool {
	if v, ok := initialised.Load(f); ok {
		return v.(bool)
	}
	w := writesFresh(f)
	initialised.Store(f, w)
	return w
}

func writesFresh(f *model.Function) bool {
	a := New(f)
	returned := map[*Object]bool{}
	for _, b := range f.IR.Blocks {
		if t := b.Terminator(); t != nil && t.Op == "ret" && len(t.Operands) == 1 {
			for _, o := range freshObjects(a, t.Operands[0], 0) {
				returned[o] = true
			}
		}
	}
	into := func(v *llvmir.Value) bool {
		l := a.Pointer(v)
		return l.Obj != nil && returned[l.Obj]
	}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			switch in.Op {
			case "store":
				if len(in.Operands) < 2 {
					return true
				}
				val, addr := in.Operands[0], in.Operands[1]
				if into(addr) {
					return true
				}
				if into(val) {
					if l := a.Pointer(addr); l.Obj == nil || l.Obj.Kind != Local {
						return true // the address kept where another function may find it
					}
				}
			case "call", "invoke":
				if returned[a.heapObjectOf(in)] {
					continue // the allocation itself
				}
				if strings.HasPrefix(in.CalledFunction(), "llvm.dbg.") || strings.HasPrefix(in.CalledFunction(), "llvm.lifetime.") {
					continue
				}
				for _, arg := range in.Args {
					if llvmir.IsPointerType(arg.Type) && into(arg) {
						return true
					}
				}
			}
		}
	}
	return false
}

// freshObjects lists the heap objects a returned value may be the start of (through phis and
// selects, like freshOrNull).
func freshObjects(a *Func, v *llvmir.Value, depth int) []*Object {
	if l := a.Pointer(v); l.Obj != nil {
		if l.Obj.Kind == Heap {
			return []*Object{l.Obj}
		}
		return nil
	}
	if v.Kind != llvmir.ValLocal || depth > 2 {
		return nil
	}
	d := a.Fn.Def(v.Name)
	if d == nil || (d.Op != "phi" && d.Op != "select") {
		return nil
	}
	ops := d.Operands
	if d.Op == "select" && len(ops) == 3 {
		ops = ops[1:]
	}
	var out []*Object
	for _, op := range ops {
		out = append(out, freshObjects(a, op, depth+1)...)
	}
	return out
}

// heapObjectOf is the heap object call in allocates, nil for another call.
func (a *Func) heapObjectOf(in *llvmir.Inst) *Object {
	if in.Result == "" {
		return nil
	}
	if l := a.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: in.Result, Type: in.Type}); l.Obj != nil && l.Obj.Kind == Heap && l.Obj.Site == in {
		return l.Obj
	}
	return nil
}

// newBlocks caches NewBlock's answer per allocation wrapper: final answers only.
var newBlocks sync.Map // *model.Function -> bool

// NewBlock reports whether allocation call in of f (the Site of a Heap object) returns memory
// that this call allocated, never a block it was given: a C allocator other than realloc, or
// an allocation wrapper of the program (ReturnsFresh) that calls neither realloc nor a wrapper
// that may. What is written through its result was nobody's before the call.
func NewBlock(f *model.Function, in *llvmir.Inst) bool {
	if name := in.CalledFunction(); isAllocator(name) {
		return name != "realloc"
	}
	e := f.EventOf(in)
	if e == nil || e.Kind != model.Call || e.Fork || e.Callee == nil {
		return false
	}
	if v, ok := newBlocks.Load(e.Callee); ok {
		return v.(bool)
	}
	ok := newBlockWrapper(e.Callee, map[*model.Function]bool{})
	newBlocks.Store(e.Callee, ok)
	return ok
}

// newBlockWrapper computes NewBlock for a wrapper g. A wrapper met again further down (hypre's
// hypre_CAlloc, whose failure path formats a message with a block from hypre_CAlloc) is
// taken to be one: the cycle adds no realloc.
func newBlockWrapper(g *model.Function, visiting map[*model.Function]bool) bool {
	if visiting[g] {
		return true
	}
	if !ReturnsFresh(g) {
		return false
	}
	visiting[g] = true
	for _, b := range g.IR.Blocks {
		for _, in := range b.Insts {
			if !in.IsCall() {
				continue
			}
			if in.CalledFunction() == "realloc" {
				return false
			}
			if e := g.EventOf(in); e != nil && e.Kind == model.Call && !e.Fork && e.Callee != nil &&
				ReturnsFresh(e.Callee) && !newBlockWrapper(e.Callee, visiting) {
				return false
			}
		}
	}
	return true
}
