package rma

import (
	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Window base pointers copied on the way (issue 17).
//
// `int *alias = win_base;` is followed by the alias analysis; copies it cannot follow are
// chased here, for window memory only: the pointer variable written by memcpy from the
// address of the base pointer, by a helper that copies `*y = *x` from it, or with the value a
// helper returns (`return *x`).

// chaseWindow finds the window memory a load or store touches through a copied base pointer.
func (x *fn) chaseWindow(in *llvmir.Inst) (*winMem, int64) {
	if len(x.mems) == 0 {
		return nil, -1
	}
	var p *llvmir.Value
	switch {
	case in.Op == "load" && len(in.Operands) == 1:
		p = in.Operands[0]
	case in.Op == "store" && len(in.Operands) == 2:
		p = in.Operands[1]
	default:
		return nil, -1
	}
	off := int64(0)
	for depth := 0; depth < 8 && p != nil && p.Kind == llvmir.ValLocal; depth++ {
		def := x.f.Def(p.Name)
		if def == nil || len(def.Operands) == 0 {
			return nil, -1
		}
		switch def.Op {
		case "getelementptr":
			for _, i := range def.Operands[1:] {
				if i.Kind != llvmir.ValInt || i.Int != 0 {
					off = -1
				}
			}
			p = def.Operands[0]
			continue
		case "bitcast":
			p = def.Operands[0]
			continue
		case "load":
			if m := x.contents(def.Operands[0], 0); m != nil {
				return m, off
			}
		}
		return nil, -1
	}
	return nil, -1
}

// contents returns the window whose base pointer the pointer variable at a holds.
func (x *fn) contents(a *llvmir.Value, depth int) *winMem {
	if a == nil || a.Kind != llvmir.ValLocal || depth > 6 {
		return nil
	}
	l := x.al.Pointer(a)
	if l.Obj == nil || l.Obj.Kind != alias.Local || !l.Exact || l.Off != 0 {
		return nil
	}
	key := "*(" + l.Key() + ")"
	for _, m := range x.mems {
		if m.ptr == key {
			return m
		}
	}
	var found *winMem
	agree := func(m *winMem) bool {
		if m == nil || found != nil && found != m {
			return false
		}
		found = m
		return true
	}
	names := []string{a.Name}
	for i := 0; i < len(names) && i < 8; i++ {
		for _, u := range x.f.Uses(names[i]) {
			switch {
			case u.Op == "load":
			case u.Op == "bitcast" && u.Result != "":
				names = append(names, u.Result)
			case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == names[i]:
				if !agree(x.valueOf(u.Operands[0], depth)) {
					return nil
				}
			case u.Op == "call" || u.Op == "invoke":
				name := u.CalledFunction()
				if len(name) > 11 && name[:11] == "llvm.memcpy" && len(u.Args) >= 2 {
					if u.Args[0].Kind == llvmir.ValLocal && u.Args[0].Name == names[i] {
						if !agree(x.contents(x.stripCast(u.Args[1]), depth+1)) {
							return nil
						}
					}
					continue
				}
				if len(name) > 9 && name[:9] == "llvm.dbg." {
					continue
				}
				e := x.f.EventOf(u)
				if e == nil || e.Kind != model.Call || e.Callee == nil || e.Fork {
					return nil
				}
				for j, arg := range u.Args {
					if arg.Kind != llvmir.ValLocal || arg.Name != names[i] {
						continue
					}
					src := copiesInto(e.Callee, j)
					if src < 0 {
						return nil
					}
					if !agree(x.contents(x.stripCast(u.Args[src]), depth+1)) {
						return nil
					}
				}
			default:
				return nil
			}
		}
	}
	return found
}

// valueOf returns the window whose base pointer a pointer value equals.
func (x *fn) valueOf(v *llvmir.Value, depth int) *winMem {
	if v == nil || v.Kind != llvmir.ValLocal {
		return nil
	}
	def := x.f.Def(v.Name)
	if def == nil {
		return nil
	}
	switch def.Op {
	case "load":
		if len(def.Operands) == 1 {
			return x.contents(def.Operands[0], depth+1)
		}
	case "bitcast":
		if len(def.Operands) == 1 {
			return x.valueOf(def.Operands[0], depth+1)
		}
	case "call":
		e := x.f.EventOf(def)
		if e == nil || e.Kind != model.Call || e.Callee == nil || e.Fork {
			return nil
		}
		if i := returnsDeref(e.Callee); i >= 0 && i < len(def.Args) {
			return x.contents(x.stripCast(def.Args[i]), depth+1)
		}
	}
	return nil
}

func (x *fn) stripCast(v *llvmir.Value) *llvmir.Value {
	for i := 0; i < 4 && v != nil && v.Kind == llvmir.ValLocal; i++ {
		def := x.f.Def(v.Name)
		if def == nil || def.Op != "bitcast" || len(def.Operands) != 1 {
			break
		}
		v = def.Operands[0]
	}
	return v
}

// derefParam0 tells whether v is `load (param i)`: the value the i-th pointer parameter
// points to.
func derefOfParam(al *alias.Func, f *model.Function, v *llvmir.Value) int {
	if v == nil || v.Kind != llvmir.ValLocal {
		return -1
	}
	def := f.Def(v.Name)
	if def == nil || def.Op != "load" || len(def.Operands) != 1 {
		return -1
	}
	l := al.Pointer(def.Operands[0])
	if l.Obj == nil || l.Obj.Kind != alias.Param || !l.Exact || l.Off != 0 {
		return -1
	}
	return l.Obj.Param
}

// returnsDeref returns i when every return of f returns *param_i (`return *x`), else -1.
func returnsDeref(f *model.Function) int {
	al := alias.New(f)
	out := -1
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			if in.Op != "ret" {
				continue
			}
			if len(in.Operands) != 1 {
				return -1
			}
			i := derefOfParam(al, f, in.Operands[0])
			if i < 0 || out >= 0 && out != i {
				return -1
			}
			out = i
		}
	}
	return out
}

// copiesInto returns i when f's only write through its parameter j is `*param_j = *param_i`,
// else -1.
func copiesInto(f *model.Function, j int) int {
	al := alias.New(f)
	out := -1
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			if in.Op != "store" || len(in.Operands) != 2 {
				continue
			}
			l := al.Pointer(in.Operands[1])
			if l.Obj == nil || l.Obj.Kind != alias.Param || l.Obj.Param != j {
				continue
			}
			i := derefOfParam(al, f, in.Operands[0])
			if !l.Exact || l.Off != 0 || i < 0 || out >= 0 && out != i {
				return -1
			}
			out = i
		}
	}
	return out
}
