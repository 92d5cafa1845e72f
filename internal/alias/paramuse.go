package alias

import (
	"strings"
	"sync"

	"github.com/parcoach/parcoach/internal/model"
)

// What a function does with the memory its pointer parameters point to. A check that looks
// at the accesses made while a nonblocking operation is pending sees a call of a helper as
// no access at all; `MPI_Irecv(buf, ...); fill(buf, n); MPI_Wait(...)`, fill writing
// `v[i]`, writes the receive buffer as surely as a store in the caller would. ParamUses
// says, per parameter, whether the function (or a function it calls, given memory of that
// parameter) reads or writes memory of the parameter's object: loads and stores, the memory
// intrinsics, MPI buffers. It is evidence, not a bound: what the C library or an indirect
// call does with the memory is left out, and so is memory reached through pointers read
// from the object.

// One level further: `compute(&h)` reading `h->recv[i]` uses the memory the pointer at
// offset 0 of its parameter's object points to. FieldUses says so per (parameter, offset)
// for pointers read at a constant offset of a parameter's object (or of what a callee is
// given there); deeper chains are left out.

// ParamField names the pointer stored at byte Off of the object parameter Param points to.
type ParamField struct {
	Param int
	Off   int64
}

// ParamUse says how a function uses the memory one of its pointer parameters points to.
type ParamUse uint8

const (
	ReadsParam ParamUse = 1 << iota
	WritesParam
)

// paramUses caches the uses per function.
var paramUses sync.Map // *model.Function -> *funcUses

// funcUses is what paramUsesOf finds: through each parameter, and through the pointers
// stored at constant offsets of what each parameter points to.
type funcUses struct {
	params []ParamUse
	fields map[ParamField]ParamUse
}

// ParamUses returns, for each parameter of f, how f uses the memory the parameter points
// to (zero: no use found). nil for a function without a body.
func ParamUses(f *model.Function) []ParamUse {
	if u := usesOf(f); u != nil {
		return u.params
	}
	return nil
}

// FieldUses returns how f uses the memory that the pointers stored at constant offsets of
// its parameters' objects point to (`h->recv[i]` with h a parameter: {0, 0}). nil for a
// function without a body or with no such use.
func FieldUses(f *model.Function) map[ParamField]ParamUse {
	if u := usesOf(f); u != nil {
		return u.fields
	}
	return nil
}

func usesOf(f *model.Function) *funcUses {
	if f == nil || f.IR == nil || len(f.IR.Blocks) == 0 {
		return nil
	}
	u, _ := paramUsesOf(f, map[*model.Function]bool{})
	return u
}

// paramUsesOf computes ParamUses. visiting holds the functions further up this goroutine's
// calls; a call back into one of them adds nothing, and an answer that relied on that
// (provisional) is not stored in the shared cache, so that the answer for a function does
// not depend on which function asked first.
func paramUsesOf(f *model.Function, visiting map[*model.Function]bool) (uses *funcUses, provisional bool) {
	if v, ok := paramUses.Load(f); ok {
		return v.(*funcUses), false
	}
	if visiting[f] {
		return &funcUses{}, true
	}
	visiting[f] = true
	defer delete(visiting, f)
	uses = &funcUses{params: make([]ParamUse, len(f.IR.Params))}
	a := New(f)
	mark := func(l Loc, u ParamUse) {
		switch o := l.Obj; {
		case o == nil:
		case o.Kind == Param && o.Param >= 0 && o.Param < len(uses.params):
			uses.params[o.Param] |= u
		case o.Kind == Deref && o.fromExact && o.fromObj != nil && o.fromObj.Kind == Param && o.fromScale == 0:
			uses.addField(ParamField{o.fromObj.Param, o.fromOff}, u)
		}
	}
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			switch {
			case e.Kind == model.MPICall:
				for _, buf := range a.Buffers(e) {
					mark(buf.Loc, useOf(buf.Write))
				}
			case e.Kind == model.Call && !e.Fork && e.Callee != nil && e.Callee.IR != nil && len(e.Callee.IR.Blocks) > 0:
				cu, prov := paramUsesOf(e.Callee, visiting)
				provisional = provisional || prov
				for j, u := range cu.params {
					if u != 0 && j < len(e.Inst.Args) {
						mark(a.Pointer(e.Inst.Args[j]), u)
					}
				}
				for pf, u := range cu.fields {
					if pf.Param < len(e.Inst.Args) {
						// the callee's parameter is an exact place of one of ours
						if base := a.Pointer(e.Inst.Args[pf.Param]); base.Obj != nil && base.Obj.Kind == Param && base.Exact {
							uses.addField(ParamField{base.Obj.Param, base.Off + pf.Off}, u)
						}
					}
				}
			}
		}
		for _, in := range b.IR.Insts {
			if l, _, write, ok := a.LoadStore(in); ok {
				mark(l, useOf(write))
				continue
			}
			if !in.IsCall() {
				continue
			}
			name := in.CalledFunction()
			switch {
			case (strings.HasPrefix(name, "llvm.memcpy") || strings.HasPrefix(name, "llvm.memmove")) && len(in.Args) >= 2:
				mark(a.Pointer(in.Args[0]), WritesParam)
				mark(a.Pointer(in.Args[1]), ReadsParam)
			case strings.HasPrefix(name, "llvm.memset") && len(in.Args) >= 1:
				mark(a.Pointer(in.Args[0]), WritesParam)
			}
		}
	}
	if !provisional {
		paramUses.Store(f, uses)
	}
	return uses, provisional
}

func (u *funcUses) addField(pf ParamField, use ParamUse) {
	if u.fields == nil {
		u.fields = map[ParamField]ParamUse{}
	}
	u.fields[pf] |= use
}

func useOf(write bool) ParamUse {
	if write {
		return WritesParam
	}
	return ReadsParam
}
