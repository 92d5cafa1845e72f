package alias

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Aggregates holding pointers (issue 13). A C++ function returning a small struct of pointers
// (a std::pair of iterators: libstdc++'s _Rb_tree::_M_get_insert_hint_unique_pos, equal_range)
// returns it in registers, `{ ptr, ptr }`, which the caller takes apart with extractvalue.
// Such a pointer was the unknown memory, and storing it (the map's node links) unified every
// std::map's nodes, and what they point to, with the unknown memory. Now the pointers a
// function returns inside an aggregate are in its result class (one class for all of its
// members: the summaries copy it per call site like any result), and an extractvalue of a
// call's aggregate points there; of an aggregate loaded from memory, where the pointers
// stored at that offset point.

// extractedPointer reports whether extractvalue ex takes out a pointer (the parser leaves
// its type empty: it is the aggregate's element at the indices).
func extractedPointer(f *model.Function, ex *llvmir.Inst) bool {
	if ex.Op != "extractvalue" || ex.Result == "" || len(ex.Operands) < 2 {
		return false
	}
	t := extractedType(f, ex)
	return t != nil && t.Ptr
}

// extractedType is the type of the element an extractvalue takes out of its aggregate (the
// parser leaves the instruction's own type empty), nil when the indices or the type are not
// known.
func extractedType(f *model.Function, ex *llvmir.Inst) *llvmir.Type {
	idx, ok := extractIndices(ex)
	if !ok || len(ex.Operands) == 0 {
		return nil
	}
	t := llvmir.TypesOf(f.Module).Of(ex.Operands[0].Type)
	for _, i := range idx {
		switch {
		case t != nil && t.Fields != nil && i >= 0 && i < int64(len(t.Fields)):
			t = t.Fields[i]
		case t != nil && t.Elem != nil:
			t = t.Elem
		default:
			return nil
		}
	}
	return t
}

// extractedLoc is the class the pointer extractvalue ex takes out of a call's result or of
// an aggregate loaded from memory points into; false when it is neither.
func (pt *Points) extractedLoc(f *model.Function, ex *llvmir.Inst) (Class, bool) {
	if len(ex.Operands) < 2 || ex.Operands[0].Kind != llvmir.ValLocal {
		return NoClass, false
	}
	agg := ex.Operands[0]
	d := f.Def(agg.Name)
	if d == nil {
		return NoClass, false
	}
	switch d.Op {
	case "call", "invoke":
		return pt.aggCallResult(f, d)
	case "load":
		idx, ok := extractIndices(ex)
		if !ok || len(d.Operands) != 1 {
			return NoClass, false
		}
		off, ok := pathOffset(llvmir.TypesOf(f.Module).Of(agg.Type), idx)
		if !ok {
			return NoClass, false
		}
		return pt.storedAt(f, d.Operands[0], off), true
	}
	return NoClass, false
}

// aggCallResult is the class the pointers in the aggregate a direct call to a function of the
// program returns point into: the callee's result, or the call site's copy of it for a
// summarised callee.
func (pt *Points) aggCallResult(f *model.Function, call *llvmir.Inst) (Class, bool) {
	ci := CalleeOf(f, call)
	if ci == nil || ci.Fork || ci.Fn.IR.Decl || call.CalledFunction() == "" {
		return NoClass, false
	}
	if _, ok := pt.isSummaryCall(f, call); ok {
		return pt.siteRetClass(call), true
	}
	return pt.RetClass(ci.Fn), true
}

// storedAt is the class the pointers stored at byte offset off from where ptr points point
// into. At offset 0 it is both what a load through ptr itself reads (opaque pointers) and what
// a load through its first member's getelementptr reads (typed pointers).
func (pt *Points) storedAt(f *model.Function, ptr *llvmir.Value, off int64) Class {
	base := pt.Loc(f, ptr)
	c := pt.Deref(pt.Part(base, off))
	if off == 0 {
		pt.Union(c, pt.Deref(base))
	}
	return pt.Find(c)
}

// maxAggWalk bounds the walk of an aggregate's definition.
const maxAggWalk = 8

// aggClasses lists the classes the pointers held in aggregate value v of f point into; false
// when they are not known (the caller then takes the unknown memory).
func (pt *Points) aggClasses(f *model.Function, v *llvmir.Value, depth int) ([]Class, bool) {
	if v == nil || depth > maxAggWalk {
		return nil, false
	}
	switch v.Kind {
	case llvmir.ValNull, llvmir.ValUndef, llvmir.ValInt:
		return nil, true
	case llvmir.ValAggregate:
		var out []Class
		for _, e := range v.Elems() {
			if PointsNowhere(e) {
				continue
			}
			if llvmir.IsPointerType(e.Type) || e.Kind == llvmir.ValGlobal || e.Kind == llvmir.ValConstExpr {
				out = append(out, pt.Loc(f, e))
				continue
			}
			cs, ok := pt.aggClasses(f, e, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, cs...)
		}
		return out, true
	case llvmir.ValLocal:
	default:
		return nil, false
	}
	d := f.Def(v.Name)
	if d == nil {
		return nil, false // a parameter: aggregates passed by value are not followed
	}
	switch d.Op {
	case "insertvalue":
		if len(d.Operands) < 3 {
			return nil, false
		}
		out, ok := pt.aggClasses(f, d.Operands[0], depth+1)
		if !ok {
			return nil, false
		}
		e := d.Operands[1]
		switch {
		case PointsNowhere(e):
		case llvmir.IsPointerType(e.Type):
			out = append(out, pt.Loc(f, e))
		default:
			if t := llvmir.TypesOf(f.Module).Of(e.Type); t != nil && t.Size >= 0 && t.Fields == nil && t.Elem == nil && !t.Ptr {
				break // a number
			}
			cs, ok := pt.aggClasses(f, e, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, cs...)
		}
		return out, true
	case "load":
		if len(d.Operands) != 1 {
			return nil, false
		}
		offs, ok := pointerOffsets(llvmir.TypesOf(f.Module).Of(v.Type), 0, nil, 0)
		if !ok {
			return nil, false
		}
		var out []Class
		for _, off := range offs {
			out = append(out, pt.storedAt(f, d.Operands[0], off))
		}
		return out, true
	case "call", "invoke":
		c, ok := pt.aggCallResult(f, d)
		if !ok {
			return nil, false
		}
		return []Class{c}, true
	case "phi", "select":
		ops := d.Operands
		if d.Op == "select" {
			if len(ops) != 3 {
				return nil, false
			}
			ops = ops[1:]
		}
		var out []Class
		for _, o := range ops {
			cs, ok := pt.aggClasses(f, o, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, cs...)
		}
		return out, true
	}
	return nil, false
}

// pointerOffsets appends the byte offsets (from base) of the pointers in type t; false when
// a layout is not known.
func pointerOffsets(t *llvmir.Type, base int64, out []int64, depth int) ([]int64, bool) {
	switch {
	case t == nil || t.Size < 0 || depth > maxAggWalk:
		return out, false
	case t.Ptr:
		return append(out, base), true
	case t.Fields != nil:
		if len(t.Offsets) != len(t.Fields) {
			return out, false
		}
		for i, ft := range t.Fields {
			var ok bool
			if out, ok = pointerOffsets(ft, base+t.Offsets[i], out, depth+1); !ok {
				return out, false
			}
		}
		return out, true
	case t.Elem != nil:
		if t.Elem.Size <= 0 {
			return out, t.Elem.Size == 0
		}
		inner, ok := pointerOffsets(t.Elem, 0, nil, depth+1)
		if !ok {
			return out, false
		}
		if len(inner) == 0 {
			return out, true
		}
		n := t.Size / t.Elem.Size
		if n > 64 {
			return out, false
		}
		for k := int64(0); k < n; k++ {
			for _, o := range inner {
				out = append(out, base+k*t.Elem.Size+o)
			}
		}
		return out, true
	}
	return out, true // a number
}

// retAggregate binds `ret <aggregate> v` of f: the pointers it holds are in f's result
// class (the unknown memory when they are not known).
func (pt *Points) retAggregate(f *model.Function, v *llvmir.Value) {
	if t := llvmir.TypesOf(f.Module).Of(v.Type); t != nil && t.Size >= 0 {
		if offs, ok := pointerOffsets(t, 0, nil, 0); ok && len(offs) == 0 {
			return // no pointer in it
		}
	}
	cs, ok := pt.aggClasses(f, v, 0)
	if !ok {
		pt.Union(pt.RetClass(f), pt.Unknown)
		return
	}
	for _, c := range cs {
		pt.Union(pt.RetClass(f), c)
	}
}

// aggregateType reports whether type text t is a struct or array (literal or named).
func aggregateType(t string) bool {
	return t != "" && (t[0] == '{' || t[0] == '[' || t[0] == '<' && len(t) > 1 && t[1] == '{' || t[0] == '%' && !llvmir.IsPointerType(t))
}
