package dependence

import (
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Through which pointer a function writes a class (issue 13, TeaLeaf). The points-to merges
// every variable given to one dummy: tea_solve's `error`, `rro`, `rrn`, `initial_residual`...
// all reach tea_allsum(value), so they are one class. A call that writes the class, such as
// `tea_leaf_calc_2norm(1, initial_residual)`, set the stale bits of every variable of it in
// the caller: `error` was then stale although only `initial_residual` was written, and the
// Chebyshev paths that do not compute `error` (the first step, `MOD(n,10) /= 0`) carried that
// bit to the loop's exit test, which then varied (collective-in-loop at global_mpi.f90:47/71).
//
// modRec.via records, per function and class of its mod set, through what the function
// (with its callees) writes that class where its callers can see it:
//   - viaLocal: only into its own stack variables (dead at its return, none of its callers');
//   - viaParam: only through pointers based on some parameters, at most maxVia (the
//     parameter itself, its -O0 slot, getelementptrs and casts of it, whatever the indices:
//     the object it points to; tea_allsum2(value1, value2) writes both), or (off >= 0) on the
//     pointer loaded from a constant offset of what a parameter points to: flang passes the
//     shared variables of a parallel region in a struct of pointers, stored by the forking
//     function just before __kmpc_fork_call and loaded back by the region (structField: the
//     struct is a local of the forking function that only receives those stores and is given
//     to the call, and the callee writes none of it);
//   - viaFresh: only into blocks allocated during the call (malloc, new, an allocation
//     wrapper; not realloc, which may return the block it was given: alias.NewBlock),
//     through pointers that hold nothing else (alias.Func.Pointer): objects that did not
//     exist before the call. A call made only on some processes changes nothing the others
//     hold by such writes (hypre_seqAMGSetup's `if (redundant || my_id == 0)
//     HYPRE_BoomerAMGCreate(&coarse_solver)`: the solver object it initialises exists only
//     where the call is made; the pointer to it, stored into coarse_solver, is a write
//     through a parameter and varies). For the member bits below it counts as viaAny;
//   - viaAny: anything else (the zero value: every write not known otherwise).
//
// A call whose callee writes a class only through parameters then sets, of the caller's
// member bits of that class, only those of the variables the arguments point into (and, when
// that is no variable of the caller's own, those of whatever else the argument may be: its
// parameters' and globals' bytes); one whose callee writes it only into its own locals sets
// none. The class's own stale bit is set as always.
//
// And a function's own stack variables start fresh at its entry: what they hold before the
// function writes them is no value of the program (reading it is reading uninitialised
// memory), so their member bits start clear whatever the callers reach the entry with.
//
// Setting fewer bits showed a hole the stale bits of every variable used to hide: a function
// that tracks no memory at all (getlocal: `*p = rank + 1`, not a complete overwrite of a
// class several variables share) never noted its parameters' bytes stale or dirty at its
// returns, so its callers took it for leaving them fresh (paramkeep.go, overwrite.go); it
// now notes them at every return.

type viaKind uint8

const (
	viaAny viaKind = iota
	viaLocal
	viaParam
	viaFresh
)

// maxVia bounds the parameters one record names (more: viaAny). Eight: Nekbone's init_mesh
// writes the six decomposition numbers its caller passes (npx, npy, npz, mx, my, mz).
const maxVia = 8

// paramRef is one parameter a write goes through: off is -1 for the parameter's pointer
// itself, else the offset it was loaded from in what the parameter points to.
type paramRef struct {
	param int32
	off   int64
}

// writeVia says through what a function writes a class (see above): viaParam, through the
// n first refs, in increasing order.
type writeVia struct {
	kind viaKind
	n    uint8
	refs [maxVia]paramRef
}

var anyVia = writeVia{}

// same reports whether v and w are the same through-what. The refs past n are always zero
// (paramVia and joinVia fill them in order), so it compares the n first only: == compared
// all eight, 0.7 % of AMG's check (kindAndViaNoted and noteVia ask at every write noted).
func (v writeVia) same(w writeVia) bool {
	return v.kind == w.kind && v.n == w.n && slices.Equal(v.refs[:v.n], w.refs[:w.n])
}

func paramVia(j int, off int64) writeVia {
	v := writeVia{kind: viaParam, n: 1}
	v.refs[0] = paramRef{int32(j), off}
	return v
}

// joinVia is the through-what of two writes of one class.
func joinVia(a, b writeVia) writeVia {
	switch {
	case a.same(b), b.kind == viaLocal:
		return a
	case a.kind == viaLocal:
		return b
	case a.kind == viaAny || b.kind == viaAny, a.kind == viaFresh || b.kind == viaFresh:
		return anyVia // (a fresh write joined with a parameter's: as viaAny, what fresh writes were before viaFresh)
	}
	out := a
	for _, r := range b.refs[:b.n] {
		i := 0
		for i < int(out.n) && (out.refs[i].param < r.param || out.refs[i].param == r.param && out.refs[i].off < r.off) {
			i++
		}
		if i < int(out.n) && out.refs[i] == r {
			continue
		}
		if out.n == maxVia {
			return anyVia
		}
		copy(out.refs[i+1:], out.refs[i:out.n])
		out.refs[i] = r
		out.n++
	}
	return out
}

// noteVia records that f writes class c through s.writeVia (addModKeep). The record holds
// the interned copy (internVia): AMG's functions have 35,000 classes in their mod sets, with
// few distinct through-whats, and a map of 72-byte values was 5 MB of each solve.
func (s *solver) noteVia(f *model.Function, c class) {
	if s.d != Processes {
		return
	}
	r := s.modsFor(f).ref(c)
	n := s.writeVia
	if r.via != nil {
		n = joinVia(*r.via, n)
	}
	if r.via == nil || !n.same(*r.via) {
		r.via = s.internVia(n)
		s.recChanged(f, r)
		s.callersChanged(f)
	}
}

// viaOf is what a callee's record says of class c (viaAny when none).
func (s *solver) viaOf(g *model.Function, c class) writeVia {
	if r := s.modsOf(g).find(s.pt.Find(c)); r != nil && r.via != nil {
		return *r.via
	}
	return anyVia
}

// baseVia finds what pointer ptr of f is based on.
func (s *solver) baseVia(f *model.Function, ptr *llvmir.Value) writeVia {
	if v, ok := s.viewVia(f, ptr); ok {
		return v
	}
	for i := 0; i < 32 && ptr != nil; i++ {
		if ptr.Kind != llvmir.ValLocal {
			return anyVia
		}
		d := f.Def(ptr.Name)
		if d == nil {
			if j := f.ParamIndex(ptr.Name); j >= 0 {
				return paramVia(j, -1)
			}
			return anyVia
		}
		switch d.Op {
		case "alloca":
			return writeVia{kind: viaLocal}
		case "bitcast", "addrspacecast", "getelementptr":
			if len(d.Operands) == 0 {
				return anyVia
			}
			ptr = d.Operands[0]
		case "load":
			if len(d.Operands) != 1 || !llvmir.IsPointerType(d.Type) {
				return anyVia
			}
			if j, ok := s.paramAt(f, d.Operands[0]); ok {
				return j
			}
			return anyVia
		default:
			return anyVia
		}
	}
	return anyVia
}

// viewVia is what f's own pointer view (alias.Func) says pointer ptr is based on: a block one
// of f's calls allocated (alias.NewBlock) and nothing else, or what a parameter points to
// (also when the parameter went through a local of its own: `amg_data = (T *) data`).
func (s *solver) viewVia(f *model.Function, ptr *llvmir.Value) (writeVia, bool) {
	if s.d != Processes || ptr == nil || ptr.Kind != llvmir.ValLocal {
		return anyVia, false
	}
	a := s.views[f.Index]
	if a == nil {
		a = alias.New(f)
		s.views[f.Index] = a
	}
	l := a.Pointer(ptr)
	switch {
	case l.Obj == nil:
	case l.Obj.Kind == alias.Heap && l.Obj.Site != nil && alias.NewBlock(f, l.Obj.Site):
		return writeVia{kind: viaFresh}, true
	case l.Obj.Kind == alias.Param:
		return paramVia(l.Obj.Param, -1), true
	}
	return anyVia, false
}

// writesNewOnly reports whether callee g writes class c (of its graph) only into blocks it
// allocates during the call (viaFresh).
func (s *solver) writesNewOnly(g *model.Function, c class) bool {
	return s.viaOf(g, c).kind == viaFresh
}

// paramAt reads address p of a load of a pointer: a parameter's -O0 slot (the parameter
// itself, off -1), or a constant offset into what a parameter points to (off >= 0).
func (s *solver) paramAt(f *model.Function, p *llvmir.Value) (writeVia, bool) {
	if p.Kind != llvmir.ValLocal {
		return anyVia, false
	}
	if j, ok := s.slotParam(f)[p.Name]; ok {
		return paramVia(j, -1), true
	}
	off := int64(0)
	for i := 0; i < 16 && p != nil && p.Kind == llvmir.ValLocal; i++ {
		d := f.Def(p.Name)
		if d == nil {
			if j := f.ParamIndex(p.Name); j >= 0 {
				return paramVia(j, off), true
			}
			return anyVia, false
		}
		switch d.Op {
		case "bitcast", "addrspacecast":
		case "getelementptr":
			o, ok := gepOffset(f, d)
			if !ok {
				return anyVia, false
			}
			off += o
		default:
			return anyVia, false
		}
		if len(d.Operands) == 0 {
			return anyVia, false
		}
		p = d.Operands[0]
	}
	return anyVia, false
}

// callPtr finds, in caller f, the pointer through which callee g writes what it writes
// through parameter reference v at call in: the argument, or what f stored at the offset of
// the argument's struct the callee loads it from. nil when not known.
func (s *solver) callPtr(f *model.Function, in *llvmir.Inst, g *model.Function, fork bool, v paramRef) *llvmir.Value {
	args, offset := in.Args, 0
	if fork {
		args, offset = model.ForkShared(in), 2
	}
	j := int(v.param) - offset
	if j < 0 || j >= len(args) {
		return nil
	}
	a := args[j]
	if v.off < 0 {
		return a
	}
	return s.structField(f, in, g, a, v.off)
}

// structField returns the one pointer f stores at offset off of its local struct a, which
// call in gives callee g: a is used only by that call and by stores of pointers into it at
// constant offsets, and g writes none of it.
func (s *solver) structField(f *model.Function, call *llvmir.Inst, g *model.Function, a *llvmir.Value, off int64) *llvmir.Value {
	if a.Kind != llvmir.ValLocal {
		return nil
	}
	if d := f.Def(a.Name); d == nil || d.Op != "alloca" {
		return nil
	}
	sc := s.locOf(f, a)
	mods := s.modsOf(g)
	for i, c := range mods.cls {
		if mods.recs[i].bits&modIn == 0 {
			continue
		}
		c = s.pt.Find(c)
		if c == sc {
			return nil
		}
		for _, o := range s.owners(c) {
			if o == sc {
				return nil
			}
		}
	}
	var found *llvmir.Value
	n := 0
	// stored notes a store of v at offset o: the pointer at off when there, and no other
	// store may overlap it (a size not known may).
	stored := func(v *llvmir.Value, o int64) bool {
		if o == off {
			found = v
			n++
			return true
		}
		sz := typeSize(f, v.Type)
		return sz > 0 && (o+sz <= off || o >= off+8)
	}
	isStoreTo := func(u *llvmir.Inst, p string) bool {
		return u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == p &&
			(u.Operands[0].Kind != llvmir.ValLocal || u.Operands[0].Name != p)
	}
	harmless := func(u *llvmir.Inst) bool {
		return strings.HasPrefix(u.CalledFunction(), "llvm.dbg.") || strings.HasPrefix(u.CalledFunction(), "llvm.lifetime.")
	}
	for _, u := range f.Uses(a.Name) {
		switch {
		case u == call || harmless(u):
		case u.Op == "getelementptr" && len(u.Operands) > 0 && u.Operands[0].Kind == llvmir.ValLocal && u.Operands[0].Name == a.Name:
			o, ok := gepOffset(f, u)
			if !ok {
				return nil
			}
			for _, v := range f.Uses(u.Result) {
				switch {
				case harmless(v):
				case isStoreTo(v, u.Result):
					if !stored(v.Operands[0], o) {
						return nil
					}
				default:
					return nil // passed, loaded, offset again: more than a struct filled once
				}
			}
		case isStoreTo(u, a.Name):
			if !stored(u.Operands[0], 0) {
				return nil
			}
		default:
			return nil
		}
	}
	if n != 1 || found == nil || !llvmir.IsPointerType(found.Type) {
		return nil
	}
	return found
}

// callVia is, in caller f's terms, through what call in writes what callee g writes through v.
func (s *solver) callVia(f *model.Function, in *llvmir.Inst, g *model.Function, fork bool, v writeVia) writeVia {
	if v.kind != viaParam {
		return v
	}
	out := writeVia{kind: viaLocal}
	for _, r := range v.refs[:v.n] {
		p := s.callPtr(f, in, g, fork, r)
		if p == nil {
			return anyVia
		}
		out = joinVia(out, s.baseVia(f, p))
	}
	return out
}

// varName names the variable pointer ptr of f points into, whatever the offsets: an alloca's
// name, "@" and a global's, or paramVar of a pointer parameter (as memberKey.v).
func (s *solver) varName(f *model.Function, ptr *llvmir.Value) (string, bool) {
	for i := 0; i < 32 && ptr != nil; i++ {
		switch ptr.Kind {
		case llvmir.ValGlobal:
			return "@" + ptr.Name, true
		case llvmir.ValConstExpr:
			b := ptr.Base()
			if b == nil || b.Kind != llvmir.ValGlobal {
				return "", false
			}
			return "@" + b.Name, true
		case llvmir.ValLocal:
			d := f.Def(ptr.Name)
			if d == nil {
				if j := f.ParamIndex(ptr.Name); j >= 0 {
					return paramVar(j), true
				}
				return "", false
			}
			switch d.Op {
			case "alloca":
				return d.Result, true
			case "load":
				if len(d.Operands) == 1 && d.Operands[0].Kind == llvmir.ValLocal {
					if j, ok := s.slotParam(f)[d.Operands[0].Name]; ok {
						return paramVar(j), true
					}
				}
				return "", false
			case "bitcast", "addrspacecast", "getelementptr":
				if len(d.Operands) == 0 {
					return "", false
				}
				ptr = d.Operands[0]
			default:
				return "", false
			}
		default:
			return "", false
		}
	}
	return "", false
}

// ownVar reports whether member variable v is a stack variable of the function itself.
func ownVar(v string) bool { return paramIndex(v) < 0 && !strings.HasPrefix(v, "@") }

// bitVarOf is the variable of member (or shadow) bit j of st, "" for other bits.
func (st *fnState) bitVarOf(j int) string {
	if st.bitVar == nil {
		st.bitVar = map[int]string{}
		for k, i := range st.members {
			st.bitVar[i] = k.v
			if sh, ok := st.shadow[i]; ok {
				st.bitVar[sh] = k.v
			}
		}
	}
	return st.bitVar[j]
}

// clearOwnVars clears, in bs, the member bits of f's own stack variables (at the entry).
func (st *fnState) clearOwnVars(bs bitset) {
	for k, i := range st.members {
		if ownVar(k.v) {
			bs.clear(i)
			if sh, ok := st.shadow[i]; ok {
				bs.clear(sh)
			}
		}
	}
}

// touchedVia is touched for class w which call in (to g) writes through v: when the write
// goes into one variable of f's, only that variable's member bits are set with the class's.
func (s *solver) touchedVia(f *model.Function, st *fnState, in *llvmir.Inst, g *model.Function, fork bool, v writeVia, w class, cur bitset) {
	s.touchedKept(st, s.viaKeepOf(f, in, g, fork, v), w, cur)
}

// viaKeep says which member bits of a class a call's write sets (touchedVia): all
// (keepAll), none (keepNone), those of the variables names (keepOwn: all of them f's own
// stack variables), or those and every bit not of f's own stack variables (keepOthers).
type viaKeep struct {
	mode  uint8
	names []string
}

const (
	keepAll uint8 = iota
	keepNone
	keepOwn
	keepOthers
)

// viaKeepOf is the viaKeep of a write call in (to g) makes through v.
func (s *solver) viaKeepOf(f *model.Function, in *llvmir.Inst, g *model.Function, fork bool, v writeVia) viaKeep {
	switch v.kind {
	case viaLocal:
		return viaKeep{mode: keepNone}
	case viaParam:
		var names []string
		own := true
		for _, r := range v.refs[:v.n] {
			p := s.callPtr(f, in, g, fork, r)
			if p == nil {
				names = nil
				break
			}
			name, ok := s.varName(f, p)
			if !ok {
				names = nil
				break
			}
			names, own = append(names, name), own && ownVar(name)
		}
		switch {
		case len(names) == 0:
		case own:
			return viaKeep{mode: keepOwn, names: names}
		default:
			return viaKeep{mode: keepOthers, names: names}
		}
	}
	return viaKeep{mode: keepAll}
}

// touchedKept is touched for class w, setting the member bits k keeps.
func (s *solver) touchedKept(st *fnState, k viaKeep, w class, cur bitset) {
	var keep func(j int) bool
	switch k.mode {
	case keepAll:
		s.touched(st, w, cur)
		return
	case keepNone:
		keep = func(int) bool { return false }
	case keepOwn:
		keep = func(j int) bool { return slices.Contains(k.names, st.bitVarOf(j)) }
	default:
		keep = func(j int) bool { b := st.bitVarOf(j); return !ownVar(b) || slices.Contains(k.names, b) }
	}
	s.touchedKeep(st, w, keep, cur)
}

// touchedKeep is touched setting, of the member bits of the classes it sets, those keep
// accepts only.
func (s *solver) touchedKeep(st *fnState, w class, keep func(int) bool, cur bitset) {
	if len(st.over) == 0 {
		return
	}
	s.buildOverParts(st)
	set := func(i int) {
		cur.set(i)
		if st.posOf != nil {
			st.posStale(cur, i)
		}
		st.setOwn(cur, i)
		for _, j := range st.memberBits[i] {
			if keep(j) {
				cur.set(j)
			}
		}
	}
	w = s.pt.Find(w)
	if i, ok := st.overBit(w); ok {
		set(i)
	}
	for _, i := range st.partBits(w) {
		set(i)
	}
	for _, o := range s.owners(w) {
		if i, ok := st.overBit(o); ok {
			set(i)
		}
	}
	if st.own != nil {
		s.touchedFeeds(st, w, cur)
	}
}
