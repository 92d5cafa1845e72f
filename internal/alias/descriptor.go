package alias

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// flang passes an assumed-shape array to an MPI call through local copies of its descriptor
// ({ base address, element size, ..., dims }): the descriptor received as a dummy argument is
// rebuilt into a local slot (insertvalue of the base address read from the dummy's
// descriptor, stored whole), or, when the array is not contiguous, _FortranACopyInAssign
// fills another slot with a contiguous copy; a phi picks one of the two slots and the buffer
// is the base address loaded from it. Both slots stand for the dummy's array (the copy is
// that array while the call lasts: copy-out writes it back), so the buffer is the memory the
// dummy's descriptor points to. Without this, the two slots made the buffer unknown memory,
// and every such send and receive buffer overlapped.

// descriptorBase follows a base address loaded through p, a pointer to the first field of one
// of the local descriptor slots (through a phi or select of slots). It fails (no object)
// unless every slot's base address comes from one object.
func (a *Func) descriptorBase(p *llvmir.Value) Loc {
	slots := a.descriptorSlots(p)
	if len(slots) == 0 {
		return Loc{}
	}
	var one oneObject
	for _, s := range slots {
		if !one.add(a.slotBase(s, 0)) {
			return Loc{}
		}
	}
	return one.loc
}

// DescribedArray is the array a flang descriptor slot describes (p: the slot, or a phi of
// slots), as descriptorBase finds it; no object when it is not known.
func (a *Func) DescribedArray(p *llvmir.Value) Loc { return a.descriptorBase(p) }

// descriptorSlots lists the allocas p may be the first field of: the alloca itself, a
// getelementptr with zero indices of it, a phi or select of those.
func (a *Func) descriptorSlots(p *llvmir.Value) []*llvmir.Value {
	for depth := 0; p != nil && p.Kind == llvmir.ValLocal && depth < 4; depth++ {
		def := a.Fn.Def(p.Name)
		if def == nil {
			return nil
		}
		switch def.Op {
		case "alloca":
			if !isDescriptorType(def.Type) {
				return nil
			}
			return []*llvmir.Value{p}
		case "getelementptr":
			if len(def.Operands) < 2 || !allZeroIndices(def.Operands[1:]) {
				return nil
			}
			p = def.Operands[0]
		case "phi", "select":
			ops := def.Operands
			if def.Op == "select" {
				if len(ops) != 3 {
					return nil
				}
				ops = ops[1:]
			}
			var out []*llvmir.Value
			for _, op := range ops {
				s := a.descriptorSlots(op)
				if len(s) == 0 {
					return nil
				}
				out = append(out, s...)
			}
			return out
		default:
			return nil
		}
	}
	return nil
}

// slotBase is the object the base address stored in descriptor slot s points into: the
// address inserted into the descriptor stored whole into it, or the base of the descriptor it
// was copied from (memcpy, _FortranACopyInAssign). Any other write to it fails.
func (a *Func) slotBase(s *llvmir.Value, depth int) Loc {
	if depth > 4 {
		return Loc{}
	}
	var one oneObject
	for _, use := range a.Fn.Uses(s.Name) {
		switch {
		case use.Op == "load" || use.Op == "phi" || use.Op == "select":
		case use.Op == "getelementptr":
			// Reading fields; a store through one would change the descriptor.
			for _, u := range a.Fn.Uses(use.Result) {
				if u.Op != "load" {
					return Loc{}
				}
			}
		case use.Op == "store":
			if len(use.Operands) != 2 || use.Operands[1].Name != s.Name || use.Operands[0].Name == s.Name {
				return Loc{}
			}
			base := a.insertedBase(use.Operands[0])
			if base == nil || !one.add(a.Pointer(base)) {
				return Loc{}
			}
		case use.Op == "call" || use.Op == "invoke":
			if isDebugCall(use) {
				continue
			}
			name := use.CalledFunction()
			if argCount(use, s.Name) != 1 {
				return Loc{}
			}
			if len(use.Args) == 0 || use.Args[0].Name != s.Name || name == "_FortranAIsContiguous" || name == "_FortranACopyOutAssign" {
				// (CopyOutAssign writes the array the slot describes, not the slot)
				// s read: the source of a copy, CopyOutAssign's source, a contiguity test.
				if strings.HasPrefix(name, "_FortranA") || strings.HasPrefix(name, "llvm.memcpy") {
					continue
				}
				return Loc{}
			}
			if !(strings.HasPrefix(name, "llvm.memcpy") || name == "_FortranACopyInAssign") || len(use.Args) < 2 {
				return Loc{}
			}
			src := use.Args[1]
			var l Loc
			if slots := a.descriptorSlots(src); len(slots) == 1 {
				l = a.slotBase(slots[0], depth+1)
			} else {
				l = a.deref(src) // the caller's descriptor: the memory its base address points to
			}
			if !one.add(l) {
				return Loc{}
			}
		default:
			return Loc{}
		}
	}
	return one.loc
}

// insertedBase returns the pointer inserted at field 0 of an aggregate built by a chain of
// insertvalue instructions, or nil.
func (a *Func) insertedBase(v *llvmir.Value) *llvmir.Value {
	for depth := 0; v != nil && v.Kind == llvmir.ValLocal && depth < 32; depth++ {
		def := a.Fn.Def(v.Name)
		if def == nil || def.Op != "insertvalue" || len(def.Operands) < 3 {
			return nil
		}
		if len(def.Operands) == 3 && def.Operands[2].Kind == llvmir.ValInt && def.Operands[2].Int == 0 {
			return def.Operands[1]
		}
		v = def.Operands[0]
	}
	return nil
}

// isDescriptorType reports whether an allocated type is a flang descriptor: a struct whose
// first field is the base address and second the element size.
func isDescriptorType(t string) bool {
	return strings.HasPrefix(t, "{ ptr, i64, i32, i8, i8, i8, i8") || strings.HasPrefix(t, "{ i8*, i64, i32, i8, i8, i8, i8")
}

func allZeroIndices(vs []*llvmir.Value) bool {
	for _, v := range vs {
		if v.Kind != llvmir.ValInt || v.Int != 0 {
			return false
		}
	}
	return true
}
