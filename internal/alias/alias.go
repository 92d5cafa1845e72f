// Package alias is the checker's memory model. It answers which memory a pointer may
// designate at two resolutions that work together:
//
//   - Program-wide classes (points.go, points_summary.go, points_readonly.go): a points-to
//     graph in the style of Steensgaard over the whole program, field-sensitive (the parts of
//     an object at constant byte offsets are classes of their own), with context summaries of
//     small helper functions (their graph copied at each call site, heap blocks named by
//     calling context) and read-only parameters fed by their arguments instead of merged
//     with them. It is built once per program (ProgramPoints); the dependence analysis solves
//     on the graph itself (Points), every other question goes to its frozen, read-only View.
//   - Program-wide inclusion sets (inclusion.go, bitset.go): an Andersen-style points-to of
//     the same program, from the same reading of instructions and library calls
//     (classifyCall, Library), field-sensitive by byte offset, heap objects per allocation
//     site and per call of an allocation wrapper, solved with difference propagation and
//     lazy cycle detection. Built with the classes and kept in the View: where the classes
//     merged two objects (one pointer copied into another anywhere merges what both point
//     to), the View asks whether the inclusion sets of the two names share an object.
//     Step 2 (not done): the dependence analysis solving on the inclusion sets.
//   - Per-function objects and offsets (this file, ranges.go, slots.go...): for the pointers
//     of one function, the base object (an alloca, a global, a heap allocation, the memory a
//     pointer parameter designates, the memory a pointer read from memory designates) and a
//     constant or symbolic offset. Two accesses to the same object with overlapping constant
//     ranges must alias; the same object with an unknown offset or extent may alias; distinct
//     allocas, globals or allocation sites never do. Two names the function alone cannot tell
//     apart (two parameters, a parameter and a global) are separated by the program-wide
//     model when the program never passes them the same memory (NoAlias: different classes,
//     or disjoint inclusion sets without unknown memory), and stay Unknown otherwise. So do
//     pointers read from two different places (s->a, s->b): NoAlias when the inclusion sets
//     of what those places may hold share no object (View.ReadApart).
//
// The per-function analysis is flow-insensitive and made for -O0 IR, where every variable
// lives in an alloca: a pointer loaded from a local pointer variable is followed to the values
// stored into that variable (all of them must point into one object), and a variable filled
// by an allocation routine through its address (posix_memalign, MPI_Alloc_mem,
// MPI_Win_allocate) holds a heap object of its own.
package alias

import (
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Kind says what an object is.
type Kind int

const (
	// Local is an alloca of the function.
	Local Kind = iota
	// Global is a global variable.
	Global
	// Heap is the memory returned by one allocation site (malloc, calloc, new, MPI_Alloc_mem,
	// the base of MPI_Win_allocate...).
	Heap
	// Param is the memory a pointer parameter of the function points to on entry.
	Param
	// Deref is the memory a pointer read from memory points to, named by the location it
	// was read from: every read of `s->buf` (the same parameter, global or heap object at
	// the same offset) gives the same Deref object, `s->other` another one. Nothing says
	// two such objects are distinct; Relate answers Unknown for them (see Relation).
	Deref
)

func (k Kind) String() string {
	switch k {
	case Local:
		return "local"
	case Global:
		return "global"
	case Heap:
		return "heap"
	case Param:
		return "param"
	case Deref:
		return "deref"
	}
	return "?"
}

// Object is one memory object.
type Object struct {
	Kind  Kind
	Name  string // alloca or call result, global name, or parameter name
	Param int    // Param: the parameter index
	// From, for a Deref object, is the key of the location the pointer was read from;
	// fromLocal says that location is in a local variable of the function, whose stores the
	// analysis could not follow.
	From      string
	fromLocal bool
	Site      *llvmir.Inst // the alloca or the allocation call (nil for globals and params)
	Type      string       // allocated type text, "" when unknown
	Size      int64        // size in bytes, -1 when unknown

	fn *Func
	// mod, for a Global object, is the module its name is resolved in when that is not fn's:
	// a static global of a callee's file reaching the caller (GlobalLocOf).
	mod       *llvmir.Module
	escapes   int8 // 0 not computed, 1 no, 2 yes
	untouched int8 // cond.go: 0 not computed, 1 yes, 2 no
	// incMemo is View.incSet's answer for the object, once asked (an object belongs to one
	// Func, which one check uses at a time: no lock).
	incMemo *incAnswer
	// fromObj, for a Deref object, is the object the pointer is read from; contentsOf the
	// allocation sites a local object's pointers may point to (contents.go).
	fromObj *Object
	// fromOff, for a Deref object, is the offset in fromObj it is read from, when fromExact.
	fromOff   int64
	fromExact bool
	// fromScale and fromRes, for a Deref object read at an offset that is not a constant but
	// a constant plus multiples of element sizes (`s[i].f`, a field of an element of an array
	// of structures): the offset is fromRes (the variable indices taken as 0) plus a multiple
	// of fromScale (the sizes' gcd); 0 otherwise.
	fromScale, fromRes int64
	// unsplit, for a Deref object, is its key with every such offset as "*": Deref objects
	// with one unsplit key were one object before fields of array elements were told apart.
	unsplit      string
	contentsOf   map[string]bool
	contentsDone bool
}

// Key identifies the object within its function (globals: within the program).
func (o *Object) Key() string {
	switch o.Kind {
	case Global:
		return "@" + o.Name
	case Param:
		return "param" + strconv.Itoa(o.Param)
	case Heap:
		return "heap%" + o.Name
	case Deref:
		return "*(" + o.From + ")"
	}
	return "%" + o.Name
}

func (o *Object) String() string { return o.Kind.String() + " " + o.Key() }

// Loc is where a pointer points: an object and an offset in bytes. Obj is nil when nothing is
// known (a pointer read from memory, returned by an unknown call).
type Loc struct {
	Obj   *Object
	Off   int64
	Exact bool // Off is known
	// Index, for an offset that is not a constant, names the one variable it depends on when
	// there is one: the offset is Off + Scale * (value of the local variable Index). Two
	// locations with the same Index and Scale are the same element as long as the variable
	// keeps its value (see SameIndex).
	Index string
	Scale int64
	// IndexAt is the load of Index the offset was computed from (symbolic.go).
	IndexAt *llvmir.Inst
}

// Known reports whether the object is known.
func (l Loc) Known() bool { return l.Obj != nil }

// Key is a textual identity of the location: the object and the offset ("*" when unknown).
func (l Loc) Key() string {
	if l.Obj == nil {
		return "?"
	}
	if !l.Exact {
		return l.Obj.Key() + "+*"
	}
	return l.Obj.Key() + "+" + strconv.FormatInt(l.Off, 10)
}

func (l Loc) String() string { return l.Key() }

// Relation is the answer of Relate.
type Relation int

const (
	// NoAlias: the two accesses never overlap.
	NoAlias Relation = iota
	// Unknown: the analysis cannot relate the two names at all — two parameters, a
	// parameter and a global, pointers read from two different places. They overlap only if
	// the program passes or stores the same memory under both names. A sound user takes it
	// as MayAlias; a check that reports only on evidence of overlap (a "may" warning) skips
	// it.
	Unknown
	// MayAlias: the same object at offsets the analysis cannot compare, or memory an
	// unknown pointer may reach.
	MayAlias
	// MustAlias: the accesses overlap.
	MustAlias
)

func (r Relation) String() string {
	switch r {
	case NoAlias:
		return "no-alias"
	case MayAlias:
		return "may-alias"
	case Unknown:
		return "unknown"
	}
	return "must-alias"
}

// Func is the alias information of one function, computed on demand and cached.
type Func struct {
	Fn    *model.Function
	types *llvmir.Types
	objs  map[string]*Object
	memo  map[string]Loc
	busy  map[string]bool
	// ranges.go caches
	reach    map[reachKey][]*llvmir.Inst
	disjoint map[[2]Area]bool
	// visiting: while ReturnsFresh is computed, the wrappers above this one (wrapper.go).
	visiting map[*model.Function]bool
	// capturing: while Captures is computed, the parameters above this one, and whether
	// the answer used the assumption made for one of them (wrapper.go).
	capturing   map[captureKey]bool
	provisional bool
	// accVisiting: while returnedLoc is computed, the functions above this one, and whether
	// the answer used the assumption made for one of them (accessor.go).
	accVisiting    map[*model.Function]bool
	accProvisional bool
}

// New prepares the alias information of a function.
func New(f *model.Function) *Func {
	return &Func{Fn: f, types: llvmir.TypesOf(f.Module), objs: map[string]*Object{}, memo: map[string]Loc{}, busy: map[string]bool{}}
}

// Types returns the type table of the function's module.
func (a *Func) Types() *llvmir.Types { return a.types }

// SizeOf returns the size in bytes of a type written as text, -1 when unknown.
func (a *Func) SizeOf(typ string) int64 { return a.types.Of(typ).Size }

// LoadStore describes the memory a load or a store touches: where, how many bytes, and
// whether it writes; ok is false for any other instruction.
func (a *Func) LoadStore(in *llvmir.Inst) (loc Loc, size int64, write, ok bool) {
	switch {
	case in.Op == "load" && len(in.Operands) == 1:
		return a.Pointer(in.Operands[0]), a.SizeOf(in.Type), false, true
	case in.Op == "store" && len(in.Operands) == 2:
		return a.Pointer(in.Operands[1]), a.SizeOf(in.Operands[0].Type), true, true
	}
	return Loc{}, 0, false, false
}

// Pointer returns the location a pointer value points to.
func (a *Func) Pointer(v *llvmir.Value) Loc {
	if v == nil {
		return Loc{}
	}
	switch v.Kind {
	case llvmir.ValLocal:
		if l, ok := a.memo[v.Name]; ok {
			return l
		}
		if a.busy[v.Name] {
			return Loc{} // a cycle through phis
		}
		a.busy[v.Name] = true
		l := a.local(v)
		delete(a.busy, v.Name)
		a.memo[v.Name] = l
		return l
	case llvmir.ValGlobal:
		return Loc{Obj: a.global(v.Name), Exact: true}
	case llvmir.ValConstExpr:
		return a.constExpr(v)
	}
	return Loc{}
}

func (a *Func) object(key string, mk func() *Object) *Object {
	if o, ok := a.objs[key]; ok {
		return o
	}
	o := mk()
	o.fn = a
	a.objs[key] = o
	return o
}

func (a *Func) global(name string) *Object {
	return a.object("@"+name, func() *Object {
		o := &Object{Kind: Global, Name: name, Size: -1}
		if g := a.Fn.Module.Global(name); g != nil {
			o.Type = g.Type
			o.Size = a.types.Of(g.Type).Size
		}
		return o
	})
}

func (a *Func) param(i int, name string) *Object {
	return a.object("param"+strconv.Itoa(i), func() *Object {
		return &Object{Kind: Param, Name: name, Param: i, Size: -1}
	})
}

func (a *Func) heap(site *llvmir.Inst, name string) *Object {
	return a.object("heap%"+name, func() *Object {
		return &Object{Kind: Heap, Name: name, Site: site, Size: heapSize(site)}
	})
}

// heapSize is the constant size argument of malloc(n), when there is one.
func heapSize(site *llvmir.Inst) int64 {
	if site == nil {
		return -1
	}
	switch site.CalledFunction() {
	case "malloc", "_Znwm", "_Znam":
		if len(site.Args) == 1 && site.Args[0].Kind == llvmir.ValInt {
			return site.Args[0].Int
		}
	case "calloc":
		if len(site.Args) == 2 && site.Args[0].Kind == llvmir.ValInt && site.Args[1].Kind == llvmir.ValInt {
			return site.Args[0].Int * site.Args[1].Int
		}
	}
	return -1
}

func (a *Func) local(v *llvmir.Value) Loc {
	f := a.Fn
	if i := f.ParamIndex(v.Name); i >= 0 {
		return Loc{Obj: a.param(i, v.Name), Exact: true}
	}
	def := f.Def(v.Name)
	if def == nil {
		return Loc{}
	}
	switch def.Op {
	case "alloca":
		return Loc{Obj: a.object("%"+v.Name, func() *Object {
			size := a.types.Of(def.Type).Size
			if len(def.Operands) > 0 && size >= 0 {
				// alloca T, i64 N
				if n := def.Operands[0]; n.Kind == llvmir.ValInt {
					size *= n.Int
				} else {
					size = -1
				}
			}
			return &Object{Kind: Local, Name: v.Name, Site: def, Type: def.Type, Size: size}
		}), Exact: true}
	case "getelementptr":
		if len(def.Operands) == 0 {
			return Loc{}
		}
		base := a.Pointer(def.Operands[0])
		return a.gep(base, gepSourceType(f.Module, def), def.Operands[1:])
	case "bitcast", "addrspacecast":
		if len(def.Operands) == 1 {
			return a.Pointer(def.Operands[0])
		}
	case "phi", "select":
		ops := def.Operands
		if def.Op == "select" && len(ops) == 3 {
			ops = ops[1:]
		}
		var out Loc
		for i, op := range ops {
			l := a.Pointer(op)
			if l.Obj == nil {
				return Loc{}
			}
			if i == 0 {
				out = l
				continue
			}
			if l.Obj != out.Obj {
				return Loc{}
			}
			if !l.Exact || !out.Exact || l.Off != out.Off {
				out.Exact, out.Index = false, ""
			}
		}
		return out
	case "load":
		if len(def.Operands) == 1 {
			if l := a.loaded(def.Operands[0]); l.Obj != nil {
				return l
			}
			if l := a.descriptorBase(def.Operands[0]); l.Obj != nil {
				return l
			}
			return a.deref(def.Operands[0])
		}
	case "call", "invoke":
		if isAllocator(def.CalledFunction()) || a.wrapperCall(def) {
			return Loc{Obj: a.heap(def, v.Name), Exact: true}
		}
		return a.accessorResult(def)
	}
	return Loc{}
}

// isAllocator reports whether a call returns fresh memory.
func isAllocator(name string) bool {
	switch name {
	case "malloc", "calloc", "realloc", "aligned_alloc", "valloc", "memalign", "_Znwm", "_Znam",
		"_ZnwmRKSt9nothrow_t", "_ZnamRKSt9nothrow_t", "_FortranAAllocatableAllocate",
		"_FortranAPointerAllocate", "_FortranAPointerAllocateSource":
		return true
	}
	return false
}

// LibraryOutAllocator returns the index of the argument through which a C library function
// returns a fresh block (posix_memalign), ok false for any other function. The MPI
// allocators are known to outAllocator and to the MPI effects of each analysis.
func LibraryOutAllocator(name string) (int, bool) {
	if name == "posix_memalign" {
		return 0, true
	}
	return 0, false
}

// outAllocator returns the index of the argument through which a call returns fresh memory
// (int posix_memalign(void **p, ...), MPI_Alloc_mem(size, info, void *baseptr),
// MPI_Win_allocate(..., void *baseptr, MPI_Win *win)), or -1.
func outAllocator(in *llvmir.Inst) int {
	name := in.CalledFunction()
	if i, ok := LibraryOutAllocator(name); ok {
		return i
	}
	if mf, b, ok := mpi.Lookup(name); ok {
		switch mf.Name {
		case "MPI_Alloc_mem", "MPI_Win_allocate", "MPI_Win_allocate_shared":
			return mf.ArgsFor(b).Buffer
		}
	}
	return -1
}

// loaded follows a pointer read from memory at p: when p is a local variable (an alloca that
// does not escape) every value stored into it, and every allocation made into it through its
// address, must point into one object.
func (a *Func) loaded(p *llvmir.Value) Loc {
	if p.Kind != llvmir.ValLocal {
		return Loc{}
	}
	def := a.Fn.Def(p.Name)
	if def == nil || def.Op != "alloca" {
		return Loc{}
	}
	var one oneObject
	selfStep := false
	for _, use := range a.Fn.Uses(p.Name) {
		switch {
		case use.Op == "load":
			if len(use.Operands) != 1 || use.Operands[0].Name != p.Name {
				return Loc{}
			}
		case use.Op == "store":
			if len(use.Operands) != 2 || use.Operands[1].Kind != llvmir.ValLocal || use.Operands[1].Name != p.Name {
				return Loc{} // the variable's address is stored somewhere
			}
			if k := use.Operands[0].Kind; k == llvmir.ValNull || k == llvmir.ValUndef {
				continue // NULL points to no object
			}
			if a.steps(use.Operands[0], p.Name) {
				// p += n: p stays in its object, at an offset no longer known.
				selfStep = true
				continue
			}
			if !one.add(a.Pointer(use.Operands[0])) {
				return Loc{}
			}
		case use.Op == "call" || use.Op == "invoke":
			if isDebugCall(use) {
				continue
			}
			i := outAllocator(use)
			if i < 0 || i >= len(use.Args) || use.Args[i].Kind != llvmir.ValLocal || use.Args[i].Name != p.Name || argCount(use, p.Name) != 1 {
				return Loc{}
			}
			if !one.add(Loc{Obj: a.heap(use, "out."+p.Name+"."+instID(use)), Exact: true}) {
				return Loc{}
			}
		default:
			return Loc{}
		}
	}
	out := one.loc
	if selfStep {
		out.Exact, out.Index, out.Scale = false, "", 0
	}
	return out
}

// oneObject joins locations that must all be in one object: the first gives the object, the
// offset is kept while they agree. With none, the object is unknown.
type oneObject struct {
	loc Loc
	n   int
}

func (o *oneObject) add(l Loc) bool {
	switch {
	case l.Obj == nil:
		return false
	case o.n == 0:
		o.loc = l
	case l.Obj != o.loc.Obj:
		return false
	case !l.Exact || !o.loc.Exact || l.Off != o.loc.Off:
		o.loc.Exact, o.loc.Index = false, ""
	}
	o.n++
	return true
}

// steps reports whether v is the pointer held in local variable name moved by getelementptr
// (p + n, p++), through casts.
func (a *Func) steps(v *llvmir.Value, name string) bool {
	for depth := 0; v != nil && v.Kind == llvmir.ValLocal && depth < 8; depth++ {
		def := a.Fn.Def(v.Name)
		if def == nil || len(def.Operands) == 0 {
			return false
		}
		switch def.Op {
		case "getelementptr", "bitcast", "addrspacecast":
			v = def.Operands[0]
		case "load":
			p := def.Operands[0]
			return p.Kind == llvmir.ValLocal && p.Name == name
		default:
			return false
		}
	}
	return false
}

// deref names the memory a pointer read at p points to when loaded could not follow it: a
// Deref object keyed by the location read. A location the analysis does not know gives
// nothing.
func (a *Func) deref(p *llvmir.Value) Loc {
	return a.derefLoc(a.Pointer(p), p)
}

// DerefAt is the memory the pointer stored off bytes after exact location base points to,
// named as a load of that pointer would name it (`h->recv` for base &h, off 0); nothing when
// base is not known exactly.
func (a *Func) DerefAt(base Loc, off int64) Loc {
	if base.Obj == nil || !base.Exact {
		return Loc{}
	}
	return a.derefLoc(Loc{Obj: base.Obj, Off: base.Off + off, Exact: true}, nil)
}

// derefLoc is deref of the pointer read at location from; p, when not nil, is the pointer
// value that gives from (for the fields of array elements, strided).
func (a *Func) derefLoc(from Loc, p *llvmir.Value) Loc {
	if from.Obj == nil {
		return Loc{}
	}
	key := from.Key()
	// unsplit: the key without the fields of array elements told apart (at any step).
	unsplit := from.Obj.Key()
	if from.Obj.Kind == Deref {
		unsplit = from.Obj.unsplit
	}
	if from.Exact {
		unsplit = "*(" + unsplit + "+" + strconv.FormatInt(from.Off, 10) + ")"
	} else {
		unsplit = "*(" + unsplit + "+*)"
	}
	var scale, res int64
	if !from.Exact && p != nil {
		// `s[i].recv` and `s[j].send` are read from different fields: two objects, which
		// distinct relates (one object, as before, for reads at offsets it cannot separate).
		if obj, c, g, ok := a.strided(p, 0); ok && obj == from.Obj && g > 0 {
			scale, res = g, c
			key = from.Obj.Key() + "+" + strconv.FormatInt(((c%g)+g)%g, 10) + "%" + strconv.FormatInt(scale, 10)
		}
	}
	o := a.object("*("+key+")", func() *Object {
		return &Object{Kind: Deref, Name: key, From: key, fromLocal: from.Obj.Kind == Local || from.Obj.fromLocal, Size: -1, fromObj: from.Obj,
			fromOff: from.Off, fromExact: from.Exact, fromScale: scale, fromRes: res, unsplit: unsplit}
	})
	return Loc{Obj: o, Exact: true}
}

// strided evaluates pointer v as an object plus c plus multiples of g bytes (g the gcd of the
// sizes of the elements its variable indices step over; 0 when the offset is exact).
func (a *Func) strided(v *llvmir.Value, depth int) (*Object, int64, int64, bool) {
	if v == nil || depth > 8 {
		return nil, 0, 0, false
	}
	if v.Kind == llvmir.ValLocal && a.Fn.ParamIndex(v.Name) < 0 {
		if def := a.Fn.Def(v.Name); def != nil {
			switch def.Op {
			case "bitcast", "addrspacecast":
				if len(def.Operands) == 1 {
					return a.strided(def.Operands[0], depth+1)
				}
				return nil, 0, 0, false
			case "load":
				// A local pointer variable stored once (`c = &s[i];` then `c->f`).
				if st := a.onlyStore(def.Operands[0]); st != nil {
					return a.strided(st.Operands[0], depth+1)
				}
			case "getelementptr":
				if len(def.Operands) < 2 {
					return nil, 0, 0, false
				}
				obj, c, g, ok := a.strided(def.Operands[0], depth+1)
				if !ok {
					return nil, 0, 0, false
				}
				t := a.types.Of(gepSourceType(a.Fn.Module, def))
				for i, ix := range def.Operands[1:] {
					if t == nil {
						return nil, 0, 0, false
					}
					k, isConst := constInt(ix)
					size := t.Size
					if i > 0 {
						switch {
						case t.Fields != nil:
							if !isConst || k < 0 || int(k) >= len(t.Fields) || t.Offsets[k] < 0 {
								return nil, 0, 0, false
							}
							c += t.Offsets[k]
							t = t.Fields[k]
							continue
						case t.Elem != nil:
							t = t.Elem
							size = t.Size
						default:
							return nil, 0, 0, false
						}
					}
					if size <= 0 {
						return nil, 0, 0, false
					}
					if isConst {
						c += k * size
					} else {
						g = gcd(g, size)
					}
				}
				return obj, c, g, true
			}
		}
	}
	l := a.Pointer(v)
	if l.Obj == nil || !l.Exact {
		return nil, 0, 0, false
	}
	return l.Obj, l.Off, 0, true
}

// onlyStore returns the one store to local variable p when every other use of it is a load
// (its address goes nowhere).
func (a *Func) onlyStore(p *llvmir.Value) *llvmir.Inst {
	if p == nil || p.Kind != llvmir.ValLocal {
		return nil
	}
	if def := a.Fn.Def(p.Name); def == nil || def.Op != "alloca" {
		return nil
	}
	var st *llvmir.Inst
	for _, use := range a.Fn.Uses(p.Name) {
		switch {
		case use.Op == "load" && len(use.Operands) == 1 && use.Operands[0].Name == p.Name:
		case use.Op == "store" && len(use.Operands) == 2 && use.Operands[1].Kind == llvmir.ValLocal && use.Operands[1].Name == p.Name && use.Operands[0].Name != p.Name:
			if st != nil {
				return nil
			}
			st = use
		case (use.Op == "call" || use.Op == "invoke") && isDebugCall(use):
		default:
			return nil
		}
	}
	return st
}

func gcd(x, y int64) int64 {
	for y != 0 {
		x, y = y, x%y
	}
	return x
}

func argCount(in *llvmir.Inst, name string) int {
	n := 0
	for _, a := range in.Args {
		if a.Kind == llvmir.ValLocal && a.Name == name {
			n++
		}
	}
	return n
}

func instID(in *llvmir.Inst) string { return strconv.Itoa(int(in.Span.Start)) }

func isDebugCall(in *llvmir.Inst) bool {
	return strings.HasPrefix(in.CalledFunction(), "llvm.dbg.") || strings.HasPrefix(in.CalledFunction(), "llvm.lifetime.")
}

// gep applies the indices of a getelementptr over source element type src to base.
func (a *Func) gep(base Loc, src string, idx []*llvmir.Value) Loc {
	if base.Obj == nil {
		return Loc{}
	}
	if !base.Exact || src == "" {
		base.Exact, base.Index = false, ""
		return base
	}
	t := a.types.Of(src)
	off := base.Off
	inexact := func() Loc {
		base.Exact, base.Index, base.Scale = false, "", 0
		return base
	}
	index, scale := "", int64(0)
	var indexAt *llvmir.Inst
	variable := func(ix *Value, size int64) bool {
		v, adj, mul, at := a.indexVarAt(ix)
		if v == "" || index != "" || size <= 0 {
			return false
		}
		index, scale, indexAt = v, mul*size, at
		off += adj * size
		return true
	}
	for i, ix := range idx {
		if t == nil || t.Size < 0 && i == 0 {
			return inexact()
		}
		c, ok := constInt(ix)
		if i == 0 {
			if !ok {
				if !variable(ix, t.Size) {
					return inexact()
				}
				continue
			}
			off += c * t.Size
			continue
		}
		switch {
		case t.Fields != nil:
			if !ok || c < 0 || int(c) >= len(t.Fields) || t.Offsets[c] < 0 {
				return inexact()
			}
			off += t.Offsets[c]
			t = t.Fields[c]
		case t.Elem != nil:
			if t.Elem.Size < 0 {
				return inexact()
			}
			if !ok {
				if !variable(ix, t.Elem.Size) {
					return inexact()
				}
			} else {
				off += c * t.Elem.Size
			}
			t = t.Elem
		default:
			return inexact()
		}
	}
	base.Off = off
	if index != "" {
		base.Exact, base.Index, base.Scale, base.IndexAt = false, index, scale, indexAt
	}
	return base
}

// Value is an IR value (an alias of llvmir.Value for brevity in this file).
type Value = llvmir.Value

// indexVar returns the local variable (an alloca) an index is read from, through integer
// casts, the addition of constants and multiplication by a constant: `sext (load %i)`,
// `sub (sext (load %i)), 1` (Fortran's 1-based arrays), flang-19's
// `add (mul (mul (sub (sext (load %i)), 1), 1), 1), 0`. The index is mul*var + adj; "" when
// it is anything else.
func (a *Func) indexVar(v *Value) (name string, adj, mul int64) {
	name, adj, mul, _ = a.indexVarAt(v)
	return
}

// indexVarAt is indexVar, with the load of the variable.
func (a *Func) indexVarAt(v *Value) (name string, adj, mul int64, at *llvmir.Inst) {
	mul = 1
	for depth := 0; v != nil && v.Kind == llvmir.ValLocal && depth < 16; depth++ {
		def := a.Fn.Def(v.Name)
		if def == nil || len(def.Operands) == 0 {
			return "", 0, 0, nil
		}
		switch def.Op {
		case "sext", "zext", "trunc":
			v = def.Operands[0]
		case "add", "sub":
			if len(def.Operands) != 2 || def.Operands[1].Kind != llvmir.ValInt {
				return "", 0, 0, nil
			}
			if def.Op == "add" {
				adj += mul * def.Operands[1].Int
			} else {
				adj -= mul * def.Operands[1].Int
			}
			v = def.Operands[0]
		case "mul":
			if len(def.Operands) != 2 {
				return "", 0, 0, nil
			}
			x, c := def.Operands[0], def.Operands[1]
			if x.Kind == llvmir.ValInt {
				x, c = c, x
			}
			if c.Kind != llvmir.ValInt || c.Int <= 0 {
				return "", 0, 0, nil
			}
			mul *= c.Int
			v = x
		case "load":
			p := def.Operands[0]
			if p.Kind != llvmir.ValLocal {
				return "", 0, 0, nil
			}
			if d := a.Fn.Def(p.Name); d != nil && d.Op == "alloca" {
				return p.Name, adj, mul, def
			}
			return "", 0, 0, nil
		default:
			return "", 0, 0, nil
		}
	}
	return "", 0, 0, nil
}

// SameIndex relates two locations whose offsets depend on the same variable in the same way,
// assuming the variable has the same value at both: they then compare like constant offsets.
// It returns Relate's answer otherwise.
func SameIndex(a Loc, asize int64, b Loc, bsize int64) Relation {
	if a.Obj != nil && a.Obj == b.Obj && a.Index != "" && a.Index == b.Index && a.Scale == b.Scale {
		a.Exact, b.Exact = true, true
		return Relate(a, asize, b, bsize)
	}
	return Relate(a, asize, b, bsize)
}

func constInt(v *llvmir.Value) (int64, bool) {
	if v != nil && v.Kind == llvmir.ValInt {
		return v.Int, true
	}
	return 0, false
}

// constExpr resolves getelementptr / bitcast constant expressions over a global.
func (a *Func) constExpr(v *llvmir.Value) Loc {
	switch v.Expr() {
	case "bitcast", "addrspacecast":
		if len(v.Elems()) > 0 {
			return a.Pointer(v.Elems()[0])
		}
	case "getelementptr":
		if len(v.Elems()) > 0 {
			return a.gep(a.Pointer(v.Elems()[0]), llvmir.GEPSourceType(v.Text), v.Elems()[1:])
		}
	}
	return Loc{}
}

// gepSourceType returns the source element type of a getelementptr instruction: the pointee
// of its typed pointer operand, or the type written after the opcode (opaque pointers).
func gepSourceType(m *llvmir.Module, in *llvmir.Inst) string {
	if len(in.Operands) > 0 {
		if t := in.Operands[0].Type; strings.HasSuffix(t, "*") {
			return strings.TrimSpace(t[:len(t)-1])
		}
	}
	return llvmir.GEPSourceType(m.Text(in.Span)) // (kept by DropBodies)
}

// Escapes reports whether the address of a local or heap object may be known outside the
// function's direct uses: stored into memory, or passed to a call that is not an MPI call or
// a memory intrinsic. Globals and parameters always escape.
func (o *Object) Escapes() bool {
	if o.Kind == Global || o.Kind == Param || o.Kind == Deref {
		return true
	}
	if o.escapes == 0 {
		o.escapes = 1
		if o.fn.escapes(o) {
			o.escapes = 2
		}
	}
	return o.escapes == 2
}

func (a *Func) escapes(o *Object) bool {
	root := o.Name
	if o.Kind == Heap {
		if o.Site == nil || o.Site.Result == "" || o.Name != o.Site.Result {
			return true // allocated through an output argument: followed no further
		}
		root = o.Site.Result
	}
	return a.addressEscapes(root)
}

// addressEscapes reports whether the pointer value root may be kept beyond the function's own
// uses of it: stored anywhere but a local pointer variable that does not escape itself,
// returned, or passed to a call that may keep it.
func (a *Func) addressEscapes(root string) bool {
	seen := map[string]bool{}
	work := []string{root}
	for len(work) > 0 {
		name := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[name] {
			continue
		}
		seen[name] = true
		for _, use := range a.Fn.Uses(name) {
			switch use.Op {
			case "load":
			case "store":
				if len(use.Operands) == 2 && use.Operands[0].Kind == llvmir.ValLocal && use.Operands[0].Name == name {
					// The address itself is stored: a local pointer variable that does not
					// escape keeps it in the function.
					p := use.Operands[1]
					if p.Kind != llvmir.ValLocal {
						return true
					}
					if d := a.Fn.Def(p.Name); d == nil || d.Op != "alloca" {
						return true
					}
					for _, u := range a.Fn.Uses(p.Name) {
						switch {
						case u.Op == "load" && u.Result != "":
							work = append(work, u.Result)
						case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Name == p.Name && u.Operands[0].Name != p.Name:
						case (u.Op == "call" || u.Op == "invoke") && isDebugCall(u):
						default:
							return true
						}
					}
				}
			case "getelementptr", "bitcast", "addrspacecast", "phi", "select":
				if use.Result != "" {
					work = append(work, use.Result)
				}
			case "call", "invoke":
				callee := use.CalledFunction()
				if isDebugCall(use) || callKeepsNothing(callee) {
					continue
				}
				if a.keepsNothing(use, name) {
					continue
				}
				return true
			case "icmp", "ptrtoint", "ptrtoaddr":
			default:
				return true
			}
		}
	}
	return false
}

// Relate tells whether [a, a+asize) and [b, b+bsize) may overlap. A size of -1 means unknown
// (the access may extend to the end of the object).
func Relate(a Loc, asize int64, b Loc, bsize int64) Relation {
	if a.Obj == nil || b.Obj == nil {
		known := a.Obj
		if known == nil {
			known = b.Obj
		}
		if known != nil && (known.Kind == Local || known.Kind == Heap) && !known.Escapes() {
			return NoAlias
		}
		return MayAlias
	}
	if a.Obj != b.Obj {
		return distinct(a.Obj, b.Obj)
	}
	if a.Obj.Kind == Deref {
		// Two reads of one location may give two different pointers when the location is
		// written in between: offsets say nothing.
		return MayAlias
	}
	if !a.Exact || !b.Exact {
		return MayAlias
	}
	if asize == 0 || bsize == 0 {
		return NoAlias
	}
	if a.Off == b.Off {
		return MustAlias
	}
	first, fsize, second := a, asize, b
	if b.Off < a.Off {
		first, fsize, second = b, bsize, a
	}
	if fsize < 0 {
		if size := first.Obj.Size; size >= 0 && second.Off >= size {
			return NoAlias
		}
		return MayAlias
	}
	if first.Off+fsize > second.Off {
		return MustAlias
	}
	return NoAlias
}

// distinct relates two different objects. Allocas, globals and allocation sites are
// distinct storage. A parameter's memory exists before the function runs, so it is none of
// the function's allocas or allocations. Memory reached through a pointer read from memory
// may be any storage whose address escaped. What remains — two parameters, a parameter and
// a global, pointers read from two different places of the caller's memory — only the
// program's calls could make one: two parameters, or a parameter and a global, the
// program-wide classes separate (NoAlias) when no call puts them in one; the rest is Unknown.
func distinct(x, y *Object) Relation {
	if x.Kind == Deref && y.Kind == Deref && x.unsplit == y.unsplit {
		// Pointers read, at some step of their chains, from fields of array elements that
		// the function tells apart (`s[i].recv` and `s[j].send`) but not what the fields
		// hold: one object before the fields were told apart, still evidence of overlap
		// unless the inclusion sets prove them apart (filled from two allocations).
		return readApart(x, y, MayAlias)
	}
	if y.Kind == Deref && x.Kind != Deref {
		x, y = y, x
	}
	if x.Kind == Deref && (y.Kind == Deref || y.Kind == Heap) && disjointContents(x, y) {
		return NoAlias
	}
	switch {
	case x.Kind == Deref:
		switch y.Kind {
		case Local, Heap:
			if y.Escapes() {
				return readApart(x, y, MayAlias)
			}
			return NoAlias
		}
		if x.fromLocal || y.fromLocal {
			// Read from a local variable whose stores the analysis could not follow: it
			// may hold any escaped address, the caller's memory included.
			return readApart(x, y, MayAlias)
		}
		return sharedOnly(x, y, readApart(x, y, Unknown))
	case x.Kind == Param || y.Kind == Param:
		other := y
		if y.Kind == Param {
			other = x
		}
		if other.Kind == Param || other.Kind == Global {
			return sharedOnly(x, y, apart(x, y))
		}
		return NoAlias
	}
	return NoAlias
}

// apart relates two objects the function alone cannot tell apart (two parameters, a
// parameter and a global) with the program-wide classes: NoAlias when the program never puts
// them in one class (View.Apart), Unknown otherwise.
func apart(x, y *Object) Relation {
	if f := sharedFunction(x, y); f != nil && ProgramView(f.Program).Apart(f, x, y) {
		return NoAlias
	}
	return Unknown
}

// sharedOnly turns the Unknown of two names the function cannot relate into MayAlias when the
// program-wide inclusion sets say each may be one block only, the same one
// (View.SameOnlyBlock): `outgoing = incoming` after `incoming = recvbuf`, two globals read in
// another function; a helper whose two parameters its only call gives the same block. That
// is evidence of overlap; two names that may each be several blocks, some shared (a helper
// called on many buffers), or one allocation site that stands for many blocks, stay Unknown.
func sharedOnly(x, y *Object, rel Relation) Relation {
	if rel != Unknown {
		return rel
	}
	if f := sharedFunction(x, y); f != nil && ProgramView(f.Program).SameOnlyBlock(f, x, y) {
		return MayAlias
	}
	return rel
}

// readApart relates memory reached through a pointer read from memory (x) and another object
// with the program-wide inclusion sets (View.ReadApart): NoAlias when they prove the two
// apart, else the function's own answer rel.
func readApart(x, y *Object, rel Relation) Relation {
	if f := sharedFunction(x, y); f != nil && ProgramView(f.Program).ReadApart(f, x, y) {
		return NoAlias
	}
	return rel
}

// sharedFunction is the function of a program that objects x and y both belong to, nil if
// none (the program-wide model has nothing to say then).
func sharedFunction(x, y *Object) *model.Function {
	if x.fn == nil || x.fn != y.fn || x.fn.Fn == nil || x.fn.Fn.Program == nil {
		return nil
	}
	return x.fn.Fn
}

// GlobalLoc returns the location of the start of the global variable name.
func (a *Func) GlobalLoc(name string) Loc { return Loc{Obj: a.global(name), Exact: true} }

// GlobalLocOf is the location, in a's function, of global object o of another function: the
// same name, resolved in o's module (a `static` buffer of the callee's file is not a global of
// the caller's file of the same name, nor unknown there).
func (a *Func) GlobalLocOf(o *Object) Loc {
	m := o.module()
	if m == nil || m == a.Fn.Module || !internalGlobal(m, o.Name) {
		return a.GlobalLoc(o.Name)
	}
	return Loc{Obj: a.object("@"+m.Name+"\x00"+o.Name, func() *Object {
		c := &Object{Kind: Global, Name: o.Name, Size: -1, mod: m}
		if g := m.Global(o.Name); g != nil {
			c.Type = g.Type
			c.Size = a.types.Of(g.Type).Size
		}
		return c
	}), Exact: true}
}

// module is the module a global object's name is resolved in (nil: not known).
func (o *Object) module() *llvmir.Module {
	if o.mod != nil {
		return o.mod
	}
	if o.fn != nil && o.fn.Fn != nil {
		return o.fn.Fn.Module
	}
	return nil
}

// internalGlobal reports whether name is a global of module m that other modules cannot name.
func internalGlobal(m *llvmir.Module, name string) bool {
	g := m.Global(name)
	return g != nil && (g.Linkage == "private" || g.Linkage == "internal")
}

// Object returns the object of the function with the given key (as Object.Key returns it),
// or nil if the analysis has not met it.
func (a *Func) Object(key string) *Object { return a.objs[key] }

// RelateAt relates two accesses whose addresses were computed at different times: first at
// instruction firstAt, second at secondAt, executed later. When both offsets depend on the
// same variable in the same way, it uses what the control flow says about that variable:
//   - inside a loop that writes the variable (its induction variable), with the same constant
//     part and extent: the same element if secondAt is reached from firstAt within one
//     iteration, another element if the first access comes from an earlier iteration;
//   - a variable written once in the function keeps its value: the same element.
//
// Otherwise it is Relate.
func (a *Func) RelateAt(first Loc, fsize int64, firstAt *llvmir.Inst, second Loc, ssize int64, secondAt *llvmir.Inst) Relation {
	rel := Relate(first, fsize, second, ssize)
	if rel != MayAlias || first.Obj == nil || first.Obj != second.Obj || first.Index == "" ||
		first.Index != second.Index || first.Scale != second.Scale || firstAt == nil || secondAt == nil {
		return rel
	}
	stores := a.storesTo(first.Index)
	if len(stores) <= 1 {
		return SameIndex(first, fsize, second, ssize)
	}
	if first.Off != second.Off || fsize != ssize || fsize < 0 {
		return rel
	}
	fb, sb := firstAt.Block.Index, secondAt.Block.Index
	loops := a.Fn.Loops()
	for l := loops.Of[fb]; l != nil; l = l.Parent {
		if !l.Contains(sb) {
			continue
		}
		written := false
		for _, st := range stores {
			if l.Contains(st.Block.Index) {
				written = true
				break
			}
		}
		if !written {
			continue
		}
		if a.sameIteration(l, firstAt, secondAt) {
			return MustAlias
		}
		return NoAlias
	}
	return rel
}

// storesTo lists the stores into local variable name.
func (a *Func) storesTo(name string) []*llvmir.Inst {
	var out []*llvmir.Inst
	for _, u := range a.Fn.Uses(name) {
		if u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == name {
			out = append(out, u)
		} else if (u.Op == "call" || u.Op == "invoke") && !isDebugCall(u) {
			out = append(out, u, u) // written through its address: unknown
		}
	}
	return out
}

// sameIteration reports whether `to` can follow `from` within one iteration of loop l: it is
// later in the same block, or its block is reached from from's block inside l without going
// back to the header.
func (a *Func) sameIteration(l *graph.Loop, from, to *llvmir.Inst) bool {
	fb, tb := from.Block.Index, to.Block.Index
	if fb == tb {
		return instIndex(to) > instIndex(from)
	}
	g := a.Fn.CFG
	seen := map[int]bool{fb: true}
	work := []int{fb}
	for len(work) > 0 {
		u := work[len(work)-1]
		work = work[:len(work)-1]
		for _, v := range g.Succ[u] {
			if v == l.Header || !l.Contains(v) || seen[v] {
				continue
			}
			if v == tb {
				return true
			}
			seen[v] = true
			work = append(work, v)
		}
	}
	return false
}

func instIndex(in *llvmir.Inst) int {
	for i, x := range in.Block.Insts {
		if x == in {
			return i
		}
	}
	return -1
}
