package dependence

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// NULL stored on some processes only (issue 13, Quicksilver). Storing the constant NULL,
// wherever and under whatever conditional, changes whether a pointer is NULL, never which
// object it points to: where it is not NULL it holds what every process holds. A pointer
// loaded from memory whose only varying pointers are such NULLs varies in its NULL-ness
// only: a comparison of it (p == NULL, p != q) varies, and so does anything computed from it
// but an address; a load or a store through it (or through a member or element address
// computed from it), and memcpy/memset on it, reach the same object on every process that
// does not crash. Quicksilver's particle buffers set their data pointers to NULL when a send
// completed (MPI_Test), and unification put those pointers in one class with the timers'
// container pointer: every timer then varied.
//
// Memory: nullVary and placeNull (by class, at places) record NULLs stored that vary, apart
// from ptrVary and placePtr (pointers that vary in what they point to). Values: a load of a
// pointer from memory that has only NULL variation gets a reason marked nullOnly; value()
// answers for it the reason without the mark (the value varies), valueAddr() with it, for the
// uses that only dereference it. A nullOnly reason never leaves the SSA values: every other
// use takes value().

// nullKind is the write kind of a store of NULL (ptrvary.go's kinds).
const nullKind writeKindT = 3

// isNullPtr reports whether v is the constant NULL pointer.
func isNullPtr(v *llvmir.Value) bool {
	return v != nil && v.Kind == llvmir.ValNull && llvmir.IsPointerType(v.Type)
}

// markNull records that NULL may have been stored into class c on some processes only.
func (s *solver) markNull(c class, r *reason) {
	c = s.pt.Find(c)
	if s.sharedMem.get(c) || r == nil || s.forcedClass.get(c) || s.nullVary.get(c) != nil || s.ptrVary.get(c) != nil {
		return
	}
	s.nullVary.set(c, r)
	s.note(factKey{kind: "null", n: int(c)})
	s.local = true
	s.memoryChanged(c)
}

// markNullPlaces is markNull at places ps of class c.
func (s *solver) markNullPlaces(c class, ps []fieldPlace, r *reason) {
	c = s.pt.Find(c)
	if r == nil || s.sharedMem.get(c) || s.forcedClass.get(c) || s.nullVary.get(c) != nil || s.ptrVary.get(c) != nil {
		return
	}
	s.addPlaces(&s.placeNull, &s.placeNullInner, c, ps, r, s.markNull)
}

// memoryNullAt explains why a pointer read from class c at places at (nil: not known) may be
// NULL on some processes only: a NULL stored on some processes into it, an object it is part
// of or one of its parts.
func (s *solver) memoryNullAt(c class, at []fieldPlace) *reason {
	c = s.pt.Find(c)
	if s.quietNear(c) {
		return nil
	}
	if r := s.aroundClass(&s.nullVary, c); r != nil {
		return r
	}
	return s.placeWhyIn(&s.placeNull, &s.placeNullInner, c, at)
}

// aroundClass is the reason facts holds for class c (a representative), for an object c is
// part of, or for one of c's parts.
func (s *solver) aroundClass(facts *slotted[*reason], c class) *reason {
	if r := facts.get(c); r != nil {
		return r
	}
	for _, o := range s.owners(c) {
		if r := facts.get(o); r != nil {
			return r
		}
	}
	for _, p := range s.pt.Fields[c] {
		if r := facts.get(s.pt.Find(p)); r != nil {
			return r
		}
	}
	return nil
}

// nullOnly is the mark of r for a pointer that varies in its NULL-ness only (one per reason).
func (s *solver) nullOnly(r *reason) *reason {
	if n := s.nullWrap[r]; n != nil {
		return n
	}
	n := &reason{pos: r.pos, msg: "a pointer NULL on some processes only", next: r, nullOnly: true}
	s.nullWrap[r] = n
	return n
}

// valueAddr is value for a use of v as an address only: a pointer that varies in its NULL-ness
// only is answered with its nullOnly reason, which such uses ignore.
func (s *solver) valueAddr(f *model.Function, v *llvmir.Value) *reason {
	return s.valueRaw(f, v)
}

// addrVaries is valueAddr without the reasons of pointers that vary in their NULL-ness only.
func (s *solver) addrVaries(f *model.Function, v *llvmir.Value) *reason {
	if r := s.valueRaw(f, v); r != nil && !r.nullOnly {
		return r
	}
	return nil
}

// setModAddr records that f may store pointers other than NULL (or data of unknown kind)
// into class c (modkind.go's setModPtr).
func (s *solver) setModAddr(f *model.Function, c class) { s.setModKind(modAddr, f, c) }

// calleeKind is the kind of what callee g (evaluated) stores into class c: numbers only,
// pointers only, NULLs only; anyKind when it may store several kinds, or before g was
// evaluated.
func (s *solver) calleeKind(g *model.Function, c class) writeKindT {
	if !s.fn(g).evaluated {
		return anyKind
	}
	c = s.pt.Find(c)
	bits := s.modsOf(g).get(c).bits
	data, ptr, addr := bits&modData != 0, bits&modPtr != 0, bits&modAddr != 0
	switch {
	case !ptr:
		return dataKind
	case !data && !addr:
		return nullKind
	case !data:
		return ptrKind
	}
	return anyKind
}

// memIntrinsic reports whether name is memcpy, memmove or memset (or their LLVM intrinsics),
// which only dereference their pointer arguments.
func memIntrinsic(name string) bool {
	switch name {
	case "memcpy", "memmove", "memset":
		return true
	}
	return strings.HasPrefix(name, "llvm.memcpy") || strings.HasPrefix(name, "llvm.memmove") || strings.HasPrefix(name, "llvm.memset")
}

// copiesNumbers reports whether memcpy/memmove/memset call in copies numbers only: memset
// writes bytes, and memcpy's destination is, before its cast to i8* (or, with opaque
// pointers, the element an array index designates), a scalar number or a named struct (or
// class) whose members are numbers or arrays of numbers (no pointer, no
// other named type: a union would hide one). Such a copy made on some processes only makes
// the numbers vary, not the pointers of the memory (Quicksilver: a CellInfo of four ints
// copied into a send buffer in a loop whose trip count varies).
func copiesNumbers(f *model.Function, in *llvmir.Inst) bool {
	name := in.CalledFunction()
	if name == "memset" || strings.HasPrefix(name, "llvm.memset") {
		return true
	}
	if len(in.Args) == 0 || in.Args[0].Kind != llvmir.ValLocal {
		return false
	}
	d := f.Def(in.Args[0].Name)
	var t string
	switch {
	case d == nil:
		return false
	case d.Op == "bitcast" && len(d.Operands) == 1 && strings.HasSuffix(strings.TrimSpace(d.Operands[0].Type), "*"):
		t = strings.TrimSuffix(strings.TrimSpace(d.Operands[0].Type), "*") // typed pointers
	case d.Op == "getelementptr" && len(d.Operands) == 2:
		t = gepSourceType(f, d) // opaque pointers: &a[i] of an array of t
	default:
		return false
	}
	t = strings.TrimSpace(t)
	if storesNumbers(&llvmir.Value{Type: t}) {
		return true
	}
	if !strings.HasPrefix(t, "%struct.") && !strings.HasPrefix(t, "%class.") {
		return false
	}
	body, ok := llvmir.TypesOf(f.Module).Body(t[1:])
	if !ok || body == "opaque" || strings.ContainsAny(body, "%*") || strings.Contains(body, "ptr") {
		return false
	}
	return true
}
