package alias

import (
	"github.com/parcoach/parcoach/internal/llvmir"
)

// maxCallerDepth bounds the chains of pointers read from memory CallerLoc follows back to a
// parameter (`c->ring->buf`).
const maxCallerDepth = 4

// CallerLoc names, in a's function, location l of a function it calls at call (l an answer of
// the callee's Func): the memory of a parameter is the memory its argument points to, a
// global is itself, memory reached through a pointer read at an exact offset of such memory
// (`c->buf` for a parameter c) is the memory the same read in the caller would reach, and the
// block the callee allocates and returns is the block the call's result points to. Nothing
// (Loc{}) for the rest: the callee's own variables (dead once it returns), blocks it keeps to
// itself, reads at offsets not known, a sentinel argument (NULL, MPI_IN_PLACE).
func (a *Func) CallerLoc(call *llvmir.Inst, l Loc) Loc {
	return a.callerLoc(call, l, 0)
}

// CallerBuffer is CallerLoc for the buffer of an operation a callee started, as the checks
// that relate the caller's accesses to it name it; false when the caller has none. A
// parameter's memory keeps any position (its offsets are the argument's and the callee's
// constant ones), and is a buffer of unknown place when the argument is not followed; a
// sentinel argument (NULL, MPI_IN_PLACE) is no memory; a global is the caller's too, at any
// position. Memory reached through a pointer, or
// the block the callee returns, counts at an exact position only: a slice the callee picks by
// an index of its own (graph500's aml rotates its send buffers by `nbuf[node]`) names no
// position of the caller's.
func (a *Func) CallerBuffer(call *llvmir.Inst, l Loc) (Loc, bool) {
	o := l.Obj
	if o == nil {
		return Loc{}, false
	}
	if o.Kind == Param {
		if o.Param < 0 || o.Param >= len(call.Args) || IsSentinel(call.Args[o.Param]) {
			return Loc{}, false
		}
		return a.CallerLoc(call, l), true
	}
	if o.Kind == Global {
		g := a.GlobalLocOf(o)
		g.Off, g.Exact = l.Off, l.Exact
		return g, true
	}
	c := a.CallerLoc(call, l)
	return c, c.Obj != nil && c.Exact
}

func (a *Func) callerLoc(call *llvmir.Inst, l Loc, depth int) Loc {
	o := l.Obj
	if o == nil || depth > maxCallerDepth {
		return Loc{}
	}
	var base Loc
	switch o.Kind {
	case Param:
		if o.Param < 0 || o.Param >= len(call.Args) || IsSentinel(call.Args[o.Param]) {
			return Loc{}
		}
		base = a.Pointer(call.Args[o.Param])
	case Global:
		base = a.GlobalLocOf(o)
	case Deref:
		if o.fromObj == nil || !o.fromExact || o.fromScale != 0 {
			return Loc{}
		}
		from := a.callerLoc(call, Loc{Obj: o.fromObj, Off: o.fromOff, Exact: true}, depth+1)
		base = a.DerefAt(from, 0)
	case Heap:
		if call.Result == "" || o.fn == nil || !o.fn.returnsOnly(o) {
			return Loc{}
		}
		base = a.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: call.Result, Type: call.Type})
	default:
		return Loc{}
	}
	if base.Obj == nil {
		return Loc{}
	}
	base.Off += l.Off
	base.Exact = base.Exact && l.Exact
	return base
}

// returnsOnly reports whether every pointer a's function returns is NULL or the start of heap
// object o: the block its call's result points to is then o's block of that call.
func (a *Func) returnsOnly(o *Object) bool {
	found := false
	for _, b := range a.Fn.IR.Blocks {
		t := b.Terminator()
		if t == nil || t.Op != "ret" {
			continue
		}
		if len(t.Operands) != 1 || !llvmir.IsPointerType(t.Operands[0].Type) {
			return false
		}
		if t.Operands[0].Kind == llvmir.ValNull {
			continue
		}
		p := a.Pointer(t.Operands[0])
		if p.Obj != o || !p.Exact || p.Off != 0 {
			return false
		}
		found = true
	}
	return found
}

// NamedDeref reports whether Deref object o is memory reached through pointers read at
// exact offsets all the way from a variable, a parameter or a global (`c->reqs`,
// `s->ring->reqs`): a name every function that reads the same way shares.
func NamedDeref(o *Object) bool {
	for d := 0; o != nil && o.Kind == Deref; d++ {
		if d > maxCallerDepth || !o.fromExact || o.fromScale != 0 {
			return false
		}
		o = o.fromObj
	}
	return o != nil && (o.Kind == Param || o.Kind == Global || o.Kind == Local)
}

// DerefRoot is the object a chain of Deref objects is read from first.
func DerefRoot(o *Object) *Object {
	for o != nil && o.Kind == Deref {
		o = o.fromObj
	}
	return o
}
