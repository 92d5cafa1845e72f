package dependence

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// The first member of a variable a callee overwrites (issue 13). A method that sets a member
// (`void reset() { iters = 5; }`, `reset(&cfg)` storing `c->n = 2`) writes the first bytes of
// what its parameter points to; when it leaves them fresh (paramCandidates), a call made
// where every process runs clears the caller's member bit of the argument's bytes. But the
// caller reads the member through its own class, the part at offset 0 of the variable's
// object (`s.iters` in another method, `d.n` in main), whose bits the call left set: a
// member first assigned the rank kept varying after the method overwrote it.
//
// firstMember finds that part when the call's argument designates the start of a variable (a
// local or a global) whose type begins with a scalar of exactly the size the callee stores
// there, so that the part stands for those bytes only; callRefreshesArgs then clears its bits
// too (its stale bit when the object's class holds that variable alone, its member bit keyed
// by the variable otherwise, its local bit when it is a simple local), and overwriteTargets
// and memberTargets track it.

// firstMember returns the caller's classes of the first member of the variable argument a
// designates, when the callee g overwrites exactly that member through parameter j: the part
// at offset 0 of the variable's object, and the object itself where the program reaches that
// member through the variable's own address: when the object has no part at 0, and for a
// global in IR of opaque pointers, where `getelementptr (%T, ptr @g, i64 0, i32 0)` folds
// into @g (main's `g.n = rank` stores through @g, as when it stores there itself:
// wholeStore).
func (s *solver) firstMember(f, g *model.Function, j int, a *llvmir.Value) []class {
	size := s.paramStoreSize(g, j)
	if size <= 0 || firstScalarSize(f, a) != size {
		return nil
	}
	obj := s.locOf(f, a)
	if s.pt.OwnerOf(obj) != noClass {
		return nil
	}
	var out []class
	if p, ok := s.pt.Fields[obj][0]; ok {
		out = append(out, s.pt.Find(p))
	}
	if len(out) == 0 || a.Type == "ptr" && isGlobalAddress(a) {
		out = append(out, obj)
	}
	return out
}

// refreshFirstMember clears the bits of the first member of the variable argument a
// designates (firstMember), after a call that leaves the first bytes of what parameter j
// points to fresh.
func (s *solver) refreshFirstMember(f *model.Function, st *fnState, g *model.Function, j int, a *llvmir.Value, cur bitset) {
	obj := s.locOf(f, a)
	for _, p := range s.firstMember(f, g, j, a) {
		if _, local := s.localBit(st, p); local && p != obj {
			s.writeKind(f, st, p, nil, true, cur, anyKind) // (not the object: its other members)
		}
		if i, ok := st.staleBit(s, p); ok && s.coveredByOne(p) {
			cur.clear(i)
			st.posFresh(cur, i)
			st.clearOwn(cur, i)
		}
		if k, ok := s.memberKeyOf(f, p, a); ok {
			if i, ok := st.members[k]; ok {
				st.clearMember(cur, i)
			}
		}
	}
}

// firstScalarSize is the size of the scalar a variable's type begins with, when ptr
// designates the start of a variable of an aggregate type (variableType); 0 otherwise (a
// scalar variable is refreshLocal's and the member bits' case).
func firstScalarSize(f *model.Function, ptr *llvmir.Value) int64 {
	typ, ok := variableType(f, ptr)
	if !ok {
		return 0
	}
	// Through first fields of structs only: the first element of an array is not all the
	// part at offset 0 stands for (an element read at a variable index may be that part).
	t := llvmir.TypesOf(f.Module).Of(typ)
	if t == nil || len(t.Fields) == 0 {
		return 0
	}
	for depth := 0; t != nil && depth < 16; depth++ {
		switch {
		case len(t.Fields) > 0:
			if t.Offsets[0] != 0 {
				return 0
			}
			t = t.Fields[0]
		case t.Elem == nil && t.Size > 0:
			return t.Size
		default:
			return 0
		}
	}
	return 0
}

// paramStoreSize is the size of the stores g makes at the start of what its parameter j
// points to, when all of them have one scalar type and g passes the parameter to no call
// (where a callee could write more of the object); 0 otherwise.
func (s *solver) paramStoreSize(g *model.Function, j int) int64 {
	ps := s.paramStoresOf(g, j)
	if ps.passed {
		return 0
	}
	typ := ""
	for _, st := range ps.stores {
		if st.off != 0 {
			continue
		}
		if typ != "" && st.typ != typ || strings.ContainsAny(st.typ, "[{%<") {
			return 0
		}
		typ = st.typ
	}
	if typ == "" {
		return 0
	}
	return typeSize(g, typ)
}

// isGlobalAddress reports whether v is a global's address (through constant casts).
func isGlobalAddress(v *llvmir.Value) bool {
	for i := 0; i < 8 && v != nil; i++ {
		switch {
		case v.Kind == llvmir.ValGlobal:
			return true
		case v.Kind == llvmir.ValConstExpr && (v.Expr() == "bitcast" || v.Expr() == "addrspacecast") && len(v.Elems()) > 0:
			v = v.Elems()[0]
		default:
			return false
		}
	}
	return false
}
