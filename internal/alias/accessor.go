package alias

import (
	"sync"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Accessors: a function of the program whose returned pointers all point into what one
// parameter designates, or into memory read from there (`&v->data[i]`, std::vector's
// operator[], a getter returning a field's address). Its call's result is that location in
// the caller's terms: the argument's location, or the memory a pointer read from the
// argument's memory designates (a Deref object of the caller, which the inclusion sets can
// tell apart from another array's storage). Before, the result was unknown: every buffer
// obtained through an accessor overlapped every other one.

// returned caches returnedLoc per function: final answers only.
var returned sync.Map // *model.Function -> Loc

// returnedLoc is where every pointer f returns points, in f's terms, when it is a parameter's
// memory or memory read (at any depth) from a parameter's memory; Obj nil otherwise.
// visiting holds the functions being computed further up this goroutine's calls (assumed to
// return unknown pointers); provisional says the answer used that assumption.
func returnedLoc(f *model.Function, visiting map[*model.Function]bool) (l Loc, provisional bool) {
	if f == nil || f.IR == nil || !llvmir.IsPointerType(f.IR.RetType) {
		return Loc{}, false
	}
	if visiting[f] {
		return Loc{}, true
	}
	if v, ok := returned.Load(f); ok {
		return v.(Loc), false
	}
	visiting[f] = true
	a := New(f)
	a.accVisiting = visiting
	var one oneObject
	ok := true
	for _, b := range f.IR.Blocks {
		t := b.Terminator()
		if t == nil || t.Op != "ret" {
			continue
		}
		if len(t.Operands) != 1 {
			ok = false
			break
		}
		v := t.Operands[0]
		l := a.Pointer(v)
		if !paramRooted(l.Obj, 0) || !one.add(l) {
			ok = false
			break
		}
	}
	delete(visiting, f)
	if !ok || one.n == 0 {
		l = Loc{}
	} else {
		l = one.loc
		if l.Index != "" {
			// the index is a variable of f: an offset unknown to the caller
			l.Exact, l.Index, l.Scale, l.IndexAt = false, "", 0, nil
		}
	}
	if !a.accProvisional || len(visiting) == 0 {
		returned.Store(f, l)
	}
	return l, a.accProvisional
}

// paramRooted reports whether o is a parameter's memory, or memory read from it through a
// chain of Deref objects each read at a constant offset or at an unknown one.
func paramRooted(o *Object, depth int) bool {
	for ; o != nil && depth < maxReadDepth; depth++ {
		switch o.Kind {
		case Param:
			return true
		case Deref:
			o = o.fromObj
		default:
			return false
		}
	}
	return false
}

// accessorResult is the location the result of call in designates when the callee is an
// accessor (returnedLoc), translated to a's terms; Obj nil otherwise.
func (a *Func) accessorResult(in *llvmir.Inst) Loc {
	e := a.Fn.EventOf(in)
	if e == nil || e.Kind != model.Call || e.Fork || e.Callee == nil || e.Callee.IR == nil ||
		in.CalledFunction() != e.Callee.IR.Name {
		return Loc{}
	}
	visiting := a.accVisiting
	if visiting == nil {
		visiting = map[*model.Function]bool{a.Fn: true}
	}
	l, prov := returnedLoc(e.Callee, visiting)
	a.accProvisional = a.accProvisional || prov
	if l.Obj == nil {
		return Loc{}
	}
	return a.translate(l, in, 0)
}

// translate maps a location of the callee of call in (paramRooted) to a's terms.
func (a *Func) translate(l Loc, in *llvmir.Inst, depth int) Loc {
	o := l.Obj
	if o == nil || depth >= maxReadDepth {
		return Loc{}
	}
	var base Loc
	switch o.Kind {
	case Param:
		if o.Param < 0 || o.Param >= len(in.Args) {
			return Loc{}
		}
		base = a.Pointer(in.Args[o.Param])
	case Deref:
		from := Loc{Obj: o.fromObj, Off: o.fromOff, Exact: o.fromExact && o.fromScale == 0}
		base = a.derefLoc(a.translate(from, in, depth+1), nil)
	default:
		return Loc{}
	}
	if base.Obj == nil {
		return Loc{}
	}
	if !base.Exact || !l.Exact {
		return Loc{Obj: base.Obj}
	}
	return Loc{Obj: base.Obj, Off: base.Off + l.Off, Exact: true}
}
