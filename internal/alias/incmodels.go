package alias

import (
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// What the inclusion points-to knows of aggregates and library functions beyond "unknown"
// (issue 13: shrinking the unknown memory). Each rule keeps the answer sound: where a rule
// does not apply, the old answer (unknown memory) stands.

// maxAggPointers bounds the pointer fields of an aggregate stored field by field.
const maxAggPointers = 16

// maxAggDepth bounds the insertvalue / phi chain followed to find a field's value.
const maxAggDepth = 64

// storeFields generates the constraints of `store AGG v, ptr dst` field by field: every
// pointer field of v is stored at its byte offset from dst (flang's descriptors: the base
// address at offset 0, the addendum's type description further on). It reports false (and
// generates nothing more) when the aggregate's layout or one pointer field's value is not
// known; the caller then falls back to unknown.
func (s *Inclusion) storeFields(f *model.Function, v *llvmir.Value, dst int32) bool {
	if dst < 0 {
		return true // stored nowhere (null)
	}
	t := TypesOf(f.Module).Of(v.Type)
	if t == nil || t.Size < 0 {
		return false
	}
	var leaves []aggLeaf
	if !pointerLeaves(t, nil, 0, &leaves) {
		return false
	}
	type src struct {
		off int64
		n   int32
	}
	var srcs []src
	for _, lf := range leaves {
		n, ok := s.fieldValue(f, v, lf.path, 0)
		if !ok {
			return false
		}
		if n >= 0 {
			srcs = append(srcs, src{lf.off, n})
		}
	}
	for _, x := range srcs {
		p := dst
		if x.off != 0 {
			p = s.newNode()
			s.addOff(dst, p, x.off)
		}
		s.addStore(p, x.n)
	}
	return true
}

type aggLeaf struct {
	path []int64
	off  int64
}

// pointerLeaves appends the pointer fields of type t (index path and byte offset); false
// when the layout is not known or there are too many.
func pointerLeaves(t *Type, path []int64, off int64, out *[]aggLeaf) bool {
	switch {
	case t == nil || t.Size < 0:
		return false
	case t.Ptr:
		if len(*out) >= maxAggPointers {
			return false
		}
		*out = append(*out, aggLeaf{slices.Clone(path), off})
	case t.Fields != nil:
		if len(t.Offsets) != len(t.Fields) {
			return false
		}
		for i, ft := range t.Fields {
			if !pointerLeaves(ft, append(path, int64(i)), off+t.Offsets[i], out) {
				return false
			}
		}
	case t.Elem != nil:
		if !typeHoldsPointer(t.Elem) {
			return true
		}
		if t.Elem.Size <= 0 {
			return false
		}
		for i := int64(0); i*t.Elem.Size < t.Size; i++ {
			if !pointerLeaves(t.Elem, append(path, i), off+i*t.Elem.Size, out) {
				return false
			}
		}
	}
	return true
}

// typeHoldsPointer reports whether a value of type t may hold a pointer (unknown layouts may).
func typeHoldsPointer(t *Type) bool {
	switch {
	case t == nil || t.Size < 0 || t.Ptr:
		return true
	case t.Fields != nil:
		return slices.ContainsFunc(t.Fields, typeHoldsPointer)
	case t.Elem != nil:
		return typeHoldsPointer(t.Elem)
	}
	return false
}

// fieldValue is the node of the pointer at index path in aggregate value v of f (-1: no
// pointer, null or undef), following insertvalue chains, constant aggregates, phis and
// selects, and loads of the whole aggregate (the pointer is then what memory holds at the
// field's offset). False when the value is not known.
func (s *Inclusion) fieldValue(f *model.Function, v *llvmir.Value, path []int64, depth int) (int32, bool) {
	if v == nil || depth > maxAggDepth {
		return -1, false
	}
	switch v.Kind {
	case llvmir.ValNull, llvmir.ValUndef:
		return -1, true
	case llvmir.ValAggregate:
		if len(path) == 0 {
			return -1, false
		}
		if len(v.Elems) == 0 {
			return -1, strings.HasPrefix(v.Text, "c\"") // a string constant holds no pointer
		}
		if path[0] < 0 || path[0] >= int64(len(v.Elems)) {
			return -1, false
		}
		return s.fieldValue(f, v.Elems[path[0]], path[1:], depth+1)
	case llvmir.ValGlobal, llvmir.ValConstExpr:
		if len(path) != 0 {
			return -1, false
		}
		return s.node(f, v), true
	case llvmir.ValLocal:
	default:
		return -1, false
	}
	if len(path) == 0 {
		return s.node(f, v), true
	}
	d := f.Def(v.Name)
	if d == nil {
		return -1, false // a parameter (aggregates passed by value are not followed)
	}
	switch d.Op {
	case "insertvalue":
		if len(d.Operands) < 3 {
			return -1, false
		}
		var idx []int64
		for _, o := range d.Operands[2:] {
			if o.Kind != llvmir.ValInt {
				return -1, false
			}
			idx = append(idx, o.Int)
		}
		n := min(len(idx), len(path))
		switch {
		case !slices.Equal(idx[:n], path[:n]):
			return s.fieldValue(f, d.Operands[0], path, depth+1) // another field
		case len(idx) <= len(path):
			return s.fieldValue(f, d.Operands[1], path[len(idx):], depth+1)
		}
		return -1, false // a part of the field is inserted (not a pointer field)
	case "load":
		if len(d.Operands) != 1 {
			return -1, false
		}
		off, ok := pathOffset(TypesOf(f.Module).Of(v.Type), path)
		if !ok {
			return -1, false
		}
		p := s.node(f, d.Operands[0])
		if p < 0 {
			return -1, true
		}
		at := p
		if off != 0 {
			at = s.newNode()
			s.addOff(p, at, off)
		}
		n := s.newNode()
		s.addLoad(at, n)
		return n, true
	case "phi", "select":
		ops := d.Operands
		if d.Op == "select" {
			if len(ops) != 3 {
				return -1, false
			}
			ops = ops[1:]
		}
		n := s.newNode()
		for _, o := range ops {
			m, ok := s.fieldValue(f, o, path, depth+1)
			if !ok {
				return -1, false
			}
			if m >= 0 {
				s.addCopy(m, n)
			}
		}
		return n, true
	}
	return -1, false
}

// pathOffset is the byte offset of the element at index path in a value of type t.
func pathOffset(t *Type, path []int64) (int64, bool) {
	off := int64(0)
	for _, i := range path {
		switch {
		case t == nil || t.Size < 0:
			return 0, false
		case t.Fields != nil:
			if i < 0 || i >= int64(len(t.Fields)) || len(t.Offsets) != len(t.Fields) {
				return 0, false
			}
			off += t.Offsets[i]
			t = t.Fields[i]
		case t.Elem != nil:
			if i < 0 || t.Elem.Size < 0 || i*t.Elem.Size >= t.Size {
				return 0, false
			}
			off += i * t.Elem.Size
			t = t.Elem
		default:
			return 0, false
		}
	}
	return off, true
}

// extractIndices are the constant indices of an extractvalue.
func extractIndices(in *llvmir.Inst) ([]int64, bool) {
	if len(in.Operands) < 2 {
		return nil, false
	}
	var idx []int64
	for _, o := range in.Operands[1:] {
		if o.Kind != llvmir.ValInt {
			return nil, false
		}
		idx = append(idx, o.Int)
	}
	return idx, true
}

// The flang runtime's functions on descriptors (flang/include/flang/Runtime): what each
// writes through its descriptor arguments.
var (
	// flangNoPointerOut write only numbers through their pointer arguments: bounds, lengths,
	// a null base address (deallocation, nullification), array elements, text; or nothing.
	flangNoPointerOut = map[string]bool{
		"_FortranAAllocatableSetBounds": true, "_FortranAAllocatableSetDerivedLength": true,
		"_FortranAAllocatableInitIntrinsic": true, "_FortranAAllocatableInitCharacter": true,
		"_FortranAAllocatableDeallocate": true, "_FortranAAllocatableDeallocatePolymorphic": true,
		"_FortranAPointerNullifyIntrinsic": true, "_FortranAPointerNullifyCharacter": true,
		"_FortranAPointerSetBounds": true, "_FortranAIsContiguous": true, "_FortranAIsContiguousUpTo": true,
		"_FortranAAllocatableDeallocateNoFinal": true, "_FortranAPointerDeallocate": true,
	}
	// flangFreshResult allocate the array their first argument (a descriptor) describes: its
	// base address becomes new memory, holding numbers or text (results of intrinsics on
	// intrinsic types).
	flangFreshResult = map[string]bool{
		"_FortranAAllocatableAllocate": true, "_FortranATrim": true, "_FortranAAdjustl": true,
		"_FortranAAdjustr": true, "_FortranAEoshiftVector": true, "_FortranAEoshift": true,
		"_FortranACshift": true, "_FortranACshiftVector": true, "_FortranATranspose": true,
		"_FortranASpread": true, "_FortranARepeat": true, "_FortranAReshape": true,
	}
	// flangCopy allocate (when needed) the array described by their first argument and copy
	// into it the elements of the array described by the second: the base address becomes
	// new memory, and the elements (derived types may hold pointers) get what the source's
	// elements hold. CopyOutAssign copies back into the first argument's existing elements.
	flangCopy = map[string]bool{
		"_FortranAAssign": true, "_FortranAAssignTemporary": true, "_FortranACopyInAssign": true,
		"_FortranACopyOutAssign": true, "_FortranAAssignPolymorphic": true,
		"_FortranAAssignExplicitLengthCharacter": true,
	}
)

// flangMinMaxLoc: MAXLOC / MINLOC / FINDLOC and the reductions with a DIM argument return
// their result in a descriptor they allocate (integers or reals).
func flangMinMaxLoc(name string) bool {
	for _, p := range []string{"_FortranAMaxloc", "_FortranAMinloc", "_FortranAFindloc", "_FortranAMaxvalDim", "_FortranAMinvalDim", "_FortranASumDim", "_FortranAProductDim"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// genFlangRuntime generates the constraints of a call to the flang runtime's descriptor
// functions; false when name is not one of them.
func (s *Inclusion) genFlangRuntime(f *model.Function, in *llvmir.Inst, name string, args []int32) bool {
	switch {
	case flangNoPointerOut[name]:
		return true
	case flangFreshResult[name] || flangMinMaxLoc(name):
		if len(args) == 0 || args[0] < 0 {
			return false
		}
		s.addStore(args[0], s.holder(s.heapLoc(f, in)))
		return true
	case flangCopy[name]:
		if len(args) < 2 || args[0] < 0 || args[1] < 0 {
			return false
		}
		// The new elements (one object per call site, collapsed: deep copies of allocatable
		// components are made into it too) and the destination's existing ones receive the
		// source's elements, and their allocatable components may point to the new memory.
		h := s.heapLoc(f, in)
		s.collapseObj(s.locObj[h])
		h = s.canon(h)
		hn := s.holder(h)
		s.addStore(args[0], hn)
		to, from := s.newNode(), s.newNode()
		s.addLoad(args[0], to)
		s.addLoad(args[1], from)
		s.addMemcpy(to, from)
		part := s.newNode()
		s.addOff(to, part, anyOffset)
		s.addStore(part, hn)
		return true
	}
	return false
}

// mpiWritesNoPointer reports whether MPI function name (any binding: C, Fortran's mpi_x_,
// profiling names) writes no address through its arguments: all but the few that return an
// attribute, a detached buffer or a shared window's base (the allocators are handled as
// such by outAllocator).
func mpiWritesNoPointer(name string) (no, isMPI bool) {
	mf, _, ok := mpi.Lookup(name)
	if !ok {
		return false, false
	}
	return !mpiPointerOut[mf.Name], true
}
