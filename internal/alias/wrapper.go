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

// releases caches ReleasesOnly per function.
var releases sync.Map // *model.Function -> bool

// ReleasesOnly reports whether f is a release wrapper (PENNANT's Memory::free): it does
// nothing with its pointer parameters but pass them to free or delete, directly or through its
// spill slots. Passing an object to it is no escape.
func ReleasesOnly(f *model.Function) bool {
	if f == nil {
		return false
	}
	if v, ok := releases.Load(f); ok {
		return v.(bool)
	}
	releases.Store(f, false)
	ok := releasesOnly(f)
	releases.Store(f, ok)
	return ok
}

func releasesOnly(f *model.Function) bool {
	n := 0
	for _, p := range f.IR.Params {
		if !isPointerType(p.Type) {
			continue
		}
		if !onlyFreed(f, p.Name, 0) {
			return false
		}
		n++
	}
	return n > 0
}

// onlyFreed reports whether pointer value name is only passed to free/delete, compared,
// cast, or spilled into a local slot whose loads are only freed.
func onlyFreed(f *model.Function, name string, depth int) bool {
	if depth > 4 {
		return false
	}
	for _, u := range f.Uses(name) {
		switch u.Op {
		case "icmp":
		case "bitcast", "addrspacecast":
			if u.Result == "" || !onlyFreed(f, u.Result, depth+1) {
				return false
			}
		case "store":
			if len(u.Operands) != 2 || u.Operands[0].Name != name || u.Operands[1].Kind != llvmir.ValLocal {
				return false
			}
			slot := u.Operands[1].Name
			if d := f.Def(slot); d == nil || d.Op != "alloca" {
				return false
			}
			for _, su := range f.Uses(slot) {
				switch {
				case su == u:
				case su.Op == "load" && su.Result != "":
					if !onlyFreed(f, su.Result, depth+1) {
						return false
					}
				case (su.Op == "call" || su.Op == "invoke") && isDebugCall(su):
				default:
					return false
				}
			}
		case "call", "invoke":
			if isDebugCall(u) {
				continue
			}
			switch u.CalledFunction() {
			case "free", "_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm":
			default:
				return false
			}
		default:
			return false
		}
	}
	return true
}

// releaseCall reports whether call in, given a pointer to an object, is a release wrapper of
// the program.
func (a *Func) releaseCall(in *llvmir.Inst, name string) bool {
	e := a.Fn.EventOf(in)
	return e != nil && e.Kind == model.Call && !e.Fork && ReleasesOnly(e.Callee)
}
