package alias

import (
	"sync"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
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
	fresh.Store(f, false) // while it is computed: a recursive wrapper is not one
	ok := returnsFresh(f)
	fresh.Store(f, ok)
	return ok
}

func returnsFresh(f *model.Function) bool {
	if !isPointerType(f.IR.RetType) {
		return false
	}
	a := New(f)
	n := 0
	for _, b := range f.IR.Blocks {
		t := b.Terminator()
		if t == nil || t.Op != "ret" {
			continue
		}
		if len(t.Operands) != 1 {
			return false
		}
		v := t.Operands[0]
		if v.Kind == llvmir.ValNull {
			continue
		}
		l := a.Pointer(v)
		if l.Obj == nil || l.Obj.Kind != Heap || !l.Exact || l.Off != 0 {
			return false
		}
		n++
	}
	return n > 0
}

// wrapperCall reports whether call in runs an allocation wrapper of the program.
func (a *Func) wrapperCall(in *llvmir.Inst) bool {
	e := a.Fn.EventOf(in)
	return e != nil && e.Kind == model.Call && !e.Fork && ReturnsFresh(e.Callee)
}

func isPointerType(t string) bool {
	return t == "ptr" || len(t) > 0 && t[len(t)-1] == '*' || len(t) > 12 && t[:12] == "ptr addrspac"
}
