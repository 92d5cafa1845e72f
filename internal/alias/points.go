package alias

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// A points-to analysis in the style of Steensgaard: every pointer value points into one
// abstract memory class, classes are merged (unified) when a pointer may point into both, and
// each class has one pointee class for the pointers stored in it. It is flow-insensitive and
// almost linear, which is what a whole program at -O0 (every local variable an alloca) needs
// to know which loads may see which stores.
//
// The parts of an object reached by a getelementptr with constant indices (struct members,
// array elements at constant indices, through any pointer into the object) are classes of
// their own, keyed by their byte offset in the object: a rank stored in one member of a C++
// object, or in info[0], does not make the other members vary. An access at a variable index
// is an access to the whole object. The solver keeps this sound: writing the whole object
// makes its parts vary, and reading it sees what was written in its parts. Two parts merged by
// unification lose their offset (accesses through them go to the whole object), and their
// objects are merged.

// Class is a node of the union-find (a class of memory); Find gives its representative.
type Class int

// NoClass is no class (an object's owner, a class's pointee not yet known).
const NoClass Class = -1

// Points is the program-wide points-to graph. Its fields are the graph itself: the
// dependence solver reads them (and, while it solves, may add parts and pointees lazily
// through Part, Deref and Loc; no union happens after the build). Other users ask the
// read-only View (view.go), which may be shared between goroutines.
type Points struct {
	Parent  []Class
	Owner   []Class                   // the object a part belongs to, NoClass for objects
	Offset  []int64                   // a part's byte offset in its object, -1 unknown
	Fields  map[Class]map[int64]Class // by representative: offset -> part
	Pointee []Class                   // of the representative; NoClass until a pointer is stored or loaded
	Members []int                     // number of named objects unified into the Class (for "simple" scalars)
	Consts  []int                     // how many of them are constant globals (string literals)

	Alloca map[AllocaKey]Class
	Global map[string]Class
	Param  map[ParamKey]Class // what a pointer parameter points to
	Ret    map[*model.Function]Class
	Heap   map[*llvmir.Inst]Class
	// static: the storage a C library function returns a pointer into, one class per function
	// (ctime's string, getenv's value): a store into it touches nothing of the program.
	Static  map[string]Class
	Unknown Class
	valLoc  valLocs // memoised loc of SSA pointer values

	// Summaries (summary.go): pinned classes (by representative) are shared by several
	// functions' graphs and never copied; calls to candidates are bound after the build.
	Pinned    []bool
	Candidate map[*model.Function]bool
	// SummaryOrder: the functions by components of the call graph, callees first, the
	// calls to allocation wrappers left out (summaryOrder).
	SummaryOrder [][]*model.Function
	Summary      map[*model.Function]*FnSummary
	Sites        map[*llvmir.Inst]*SiteSummary
	siteRet      map[*llvmir.Inst]Class
	deferred     map[*model.Function][]*llvmir.Inst

	lib  *Library
	jlog *joinLog // PARCOACH_DEBUG_JOIN (points_debug.go)

	// copies: the memcpy and memmove calls of each function (points_copy.go); merges counts
	// the unions that merged two classes (the copies are replayed until it stops growing).
	// indirect: the calls through pointers, bound after the build (points_indirect.go).
	indirect []*indirectCall

	copies   map[*model.Function][]memCopyRec
	copySeen map[copyKey]bool
	merges   int

	// firstMember: loads and stores that reach the first member of an object through the
	// object's own address (findFirstMembers), and the part they access.
	FirstMember map[*llvmir.Inst]Class

	// readOnly: parameters that are only read through (readonly.go); their objects are fed
	// by the arguments' objects (readEdges: parameter's object, argument's object) instead of
	// merged with them.
	ReadOnly  map[ParamKey]bool
	ReadEdges [][2]Class
	// outlined: the parallel regions' functions; teamShared: the objects of their shared
	// variables' parameters (readonly.go).
	Outlined   map[*model.Function]bool
	TeamShared map[Class]bool
}

// AllocaKey names a local variable: its function and the alloca's result.
type AllocaKey struct {
	Fn   *model.Function
	Name string
}

// ParamKey names a parameter: its function and index.
type ParamKey struct {
	Fn *model.Function
	I  int
}

// ValueKey names an SSA value: its function and name.
type ValueKey struct {
	Fn   *model.Function
	Name string
}

func newPoints(lib *Library) *Points {
	pt := &Points{lib: lib,
		Fields: map[Class]map[int64]Class{},
		Alloca: map[AllocaKey]Class{}, Global: map[string]Class{}, Param: map[ParamKey]Class{},
		Ret: map[*model.Function]Class{}, Heap: map[*llvmir.Inst]Class{}, valLoc: newValLocs(),
		Static:  map[string]Class{},
		Summary: map[*model.Function]*FnSummary{}, Sites: map[*llvmir.Inst]*SiteSummary{},
		siteRet: map[*llvmir.Inst]Class{}, deferred: map[*model.Function][]*llvmir.Inst{},
	}
	pt.Unknown = pt.Fresh(0)
	pt.Pin(pt.Unknown)
	return pt
}

func (pt *Points) Fresh(members int) Class {
	c := Class(len(pt.Parent))
	pt.Parent = append(pt.Parent, c)
	pt.Owner = append(pt.Owner, NoClass)
	pt.Offset = append(pt.Offset, -1)
	pt.Pointee = append(pt.Pointee, NoClass)
	pt.Members = append(pt.Members, members)
	pt.Consts = append(pt.Consts, 0)
	pt.Pinned = append(pt.Pinned, false)
	return c
}

func (pt *Points) Find(c Class) Class {
	for pt.Parent[c] != c {
		pt.Parent[c] = pt.Parent[pt.Parent[c]]
		c = pt.Parent[c]
	}
	return c
}

// union merges two classes and, recursively, what they point to.
func (pt *Points) Union(a, b Class) {
	type job struct {
		a, b   Class
		parent int
		how    string
		flip   bool // (for the log) b is the side of Union's first argument
	}
	work := []job{{a, b, -1, "union", false}}
	var pinned []Class // merged classes that were pinned on one side only
	defer func() {
		for _, c := range pinned {
			pt.pinLinks(c)
		}
	}()
	for len(work) > 0 {
		j := work[len(work)-1]
		x, y := pt.Find(j.a), pt.Find(j.b)
		work = work[:len(work)-1]
		if x == y {
			continue
		}
		swapped := false
		if y == pt.Unknown {
			x, y = y, x // keep unknown as the representative
			swapped = true
		}
		me := -1
		flip := swapped != j.flip // y is the first argument's side
		if pt.jlog != nil {
			if flip {
				me = pt.jlog.add(y, x, j.parent, j.how)
			} else {
				me = pt.jlog.add(x, y, j.parent, j.how)
			}
		}
		pt.Parent[y] = x
		pt.merges++
		pt.Members[x] += pt.Members[y]
		pt.Consts[x] += pt.Consts[y]
		if pt.Pinned[x] != pt.Pinned[y] {
			pt.Pinned[x] = true
			pinned = append(pinned, x)
		}
		px, py := pt.Pointee[x], pt.Pointee[y]
		switch {
		case px == NoClass:
			pt.Pointee[x] = py
		case py != NoClass:
			work = append(work, job{px, py, me, "pointees", flip})
		}
		for _, key := range slices.Sorted(maps.Keys(pt.Fields[y])) { // in order: the representatives do not depend on a map's order
			fy := pt.Fields[y][key]
			if fx, ok := pt.Fields[x][key]; ok {
				how := ""
				if pt.jlog != nil {
					how = fmt.Sprintf("parts+%d", key)
				}
				work = append(work, job{fx, fy, me, how, flip})
			} else {
				if pt.Fields[x] == nil {
					pt.Fields[x] = map[int64]Class{}
				}
				pt.Fields[x][key] = fy
			}
		}
		delete(pt.Fields, y)
		// Parts of two objects, or two parts of one: the objects become one, the offset is
		// kept only if both agree.
		ox, oy := pt.Owner[x], pt.Owner[y]
		switch {
		case x == pt.Unknown:
			// Unknown memory is part of no object: a part merged into it stops being a
			// part (its object would otherwise own everything unknown).
			pt.Owner[x], pt.Offset[x] = NoClass, -1
		case ox == NoClass:
			pt.Owner[x], pt.Offset[x] = oy, pt.Offset[y]
		case oy != NoClass:
			if pt.Offset[x] != pt.Offset[y] {
				pt.Offset[x] = -1
			}
			work = append(work, job{ox, oy, me, "owners", flip})
		}
		if q, ok := pt.Fields[x][0]; ok && pt.OwnerOf(x) != NoClass {
			// A part's own part at +0 (nested parts, points_summary.go) starts where the part
			// does: it is the part, as Part(x, 0) answers. It stops being a part first, or
			// the union would take the part for its own object.
			delete(pt.Fields[x], 0)
			if q = pt.Find(q); q != x {
				pt.Owner[q], pt.Offset[q] = NoClass, -1
				work = append(work, job{x, q, me, "nested part +0", flip})
			}
		}
	}
}

// deref returns the class the pointers stored in class c point to.
func (pt *Points) Deref(c Class) Class {
	c = pt.Find(c)
	if c == pt.Find(pt.Unknown) {
		return c
	}
	if pt.Pointee[c] == NoClass {
		pt.Pointee[c] = pt.Fresh(0)
		pt.Pinned[pt.Pointee[c]] = pt.Pinned[c]
	}
	return pt.Find(pt.Pointee[c])
}

// part returns the class of the part at byte offset delta from where class c points: a part
// of c's object at the absolute offset. Without a known absolute offset, the whole object.
func (pt *Points) Part(c Class, delta int64) Class {
	c = pt.Find(c)
	if c == pt.Find(pt.Unknown) {
		return c
	}
	obj, off := c, delta
	if o := pt.OwnerOf(c); o != NoClass {
		if pt.Offset[c] < 0 {
			return o
		}
		obj, off = o, pt.Offset[c]+delta
	}
	if f, ok := pt.Fields[obj][off]; ok {
		return pt.Find(f)
	}
	f := pt.Fresh(0)
	pt.Owner[f], pt.Offset[f] = obj, off
	if pt.jlog != nil {
		pt.jlog.madePart(f)
	}
	pt.Pinned[f] = pt.Pinned[obj]
	if pt.Fields[obj] == nil {
		pt.Fields[obj] = map[int64]Class{}
	}
	pt.Fields[obj][off] = f
	return f
}

// whole returns the object class c is part of (c itself for an object).
func (pt *Points) Whole(c Class) Class {
	if o := pt.OwnerOf(c); o != NoClass {
		return o
	}
	return pt.Find(c)
}

// ownerOf returns the object class a field class belongs to, or NoClass. Unification can make
// a part one with its own object (a pointer parameter given the object once and its first
// member another time): it is then the object itself.
func (pt *Points) OwnerOf(c Class) Class {
	c = pt.Find(c)
	o := pt.Owner[c]
	if o == NoClass || pt.Find(o) == c {
		return NoClass
	}
	return pt.Find(o)
}

// owners lists the objects c is part of, innermost first. Unification may chain objects into
// a cycle (each a part of the other); the walk stops there.
func (pt *Points) Owners(c Class) []Class {
	var out []Class
	seen := map[Class]bool{pt.Find(c): true}
	for o := pt.OwnerOf(c); o != NoClass && !seen[o]; o = pt.OwnerOf(o) {
		seen[o] = true
		out = append(out, o)
	}
	return out
}

// GEPOffset returns the constant byte offset a getelementptr adds to its base pointer, or
// false when an index is not constant or a type's layout is not known.
func GEPOffset(f *model.Function, in *llvmir.Inst) (int64, bool) {
	if len(in.Operands) < 2 {
		return 0, false
	}
	return indexOffset(f.Module, GEPSourceText(f, in), in.Operands[1:])
}

// ConstGEPOffset is the byte offset constant expression v, a getelementptr, adds to its base
// (false when it is not one or an index is not constant).
func ConstGEPOffset(m *llvmir.Module, v *llvmir.Value) (int64, bool) { return constGEPOffset(m, v) }

// constGEPOffset is gepOffset for a constant expression `getelementptr (T, ptr @g, i64 0, i32
// 2)`: how C reaches a member of a global struct, and flang a component of a module
// variable of derived type (`getelementptr (i8, ptr @mod_var, i64 376)`).
func constGEPOffset(m *llvmir.Module, v *llvmir.Value) (int64, bool) {
	if v.Expr() != "getelementptr" || len(v.Elems()) < 2 {
		return 0, false
	}
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(v.Text), "getelementptr"))
	for changed := true; changed; {
		changed = false
		for _, kw := range []string{"inbounds ", "nuw ", "nusw "} {
			if strings.HasPrefix(rest, kw) {
				rest, changed = strings.TrimSpace(strings.TrimPrefix(rest, kw)), true
			}
		}
		if strings.HasPrefix(rest, "inrange(") { // inrange(lo, hi): vtable bounds
			if i := strings.Index(rest, ")"); i >= 0 {
				rest, changed = strings.TrimSpace(rest[i+1:]), true
			}
		}
	}
	if !strings.HasPrefix(rest, "(") {
		return 0, false
	}
	typ, _, ok := cutType(rest[1:])
	if !ok {
		return 0, false
	}
	return indexOffset(m, typ, v.Elems()[1:])
}

// indexOffset is the byte offset the constant indices idx select in type typ (the first
// index steps over whole typ values), false when one is not constant or a layout is unknown.
func indexOffset(m *llvmir.Module, typ string, idx []*llvmir.Value) (int64, bool) {
	off, exact, ok := llvmir.TypesOf(m).IndexOffset(typ, idx)
	return off, ok && exact
}

// stridedOffset is indexOffset where indices may be variables: the offset is off plus any
// number of elements of each step (the variable indices, taken as 0 in off).
func stridedOffset(m *llvmir.Module, typ string, idx []*llvmir.Value) (off int64, steps []varStep, ok bool) {
	if typ == "" {
		return 0, nil, false
	}
	t := llvmir.TypesOf(m).Of(typ)
	for i, ix := range idx {
		if t == nil || t.Size < 0 {
			return 0, nil, false
		}
		size, count := t.Size, int64(-1)
		if i > 0 {
			switch {
			case t.Fields != nil:
				if ix.Kind != llvmir.ValInt || ix.Int < 0 || int(ix.Int) >= len(t.Fields) || t.Offsets[ix.Int] < 0 {
					return 0, nil, false
				}
				off += t.Offsets[ix.Int]
				t = t.Fields[ix.Int]
				continue
			case t.Elem != nil:
				if t.Elem.Size > 0 && t.Size >= 0 {
					count = t.Size / t.Elem.Size
				}
				t = t.Elem
				size = t.Size
			default:
				return 0, nil, false
			}
		}
		if size <= 0 {
			return 0, nil, false
		}
		if ix.Kind == llvmir.ValInt {
			off += ix.Int * size
		} else {
			steps = append(steps, varStep{rel: off, size: size, count: count})
		}
	}
	return off, steps, true
}

// GEPSourceText is the source element type a getelementptr indexes (the reader keeps only
// the type of its pointer operand), "" when it cannot be read.
func GEPSourceText(f *model.Function, in *llvmir.Inst) string {
	return llvmir.GEPSourceType(f.Module.Text(in.Span))
}

// cutType splits "T, rest" at the comma that ends the type T (types contain commas inside
// braces and brackets).
func cutType(s string) (typ, rest string, ok bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '[', '<', '(':
			depth++
		case '}', ']', '>', ')':
			depth--
		case ',':
			if depth == 0 {
				return strings.TrimSpace(s[:i]), s[i+1:], true
			}
		}
	}
	return "", "", false
}

// loc returns the class value v (a pointer) points into, in function f.
func (pt *Points) Loc(f *model.Function, v *llvmir.Value) Class {
	if v == nil {
		return pt.Unknown
	}
	switch v.Kind {
	case llvmir.ValGlobal:
		return pt.GlobalClass(f, v.Name)
	case llvmir.ValConstExpr:
		if v.Expr() == "getelementptr" && len(v.Elems()) > 0 && f != nil && f.Module != nil {
			base := pt.Loc(f, v.Elems()[0])
			if off, ok := constGEPOffset(f.Module, v); ok {
				return pt.Part(base, off)
			}
			return pt.Whole(base)
		}
		if b := v.Base(); b != nil && b != v {
			return pt.Loc(f, b)
		}
		return pt.Unknown
	case llvmir.ValNull, llvmir.ValUndef, llvmir.ValInt:
		return pt.Unknown
	case llvmir.ValLocal:
		if c, ok := pt.valLoc.get(f, v.Name); ok {
			return c
		}
		pt.valLoc.set(f, v.Name, pt.Unknown) // breaks cycles through phis; refined below
		c := pt.locOfLocal(f, v.Name)
		pt.valLoc.set(f, v.Name, c)
		return c
	}
	return pt.Unknown
}

// constant reports whether class c holds only constant globals (string literals): nothing
// writes it, whatever a summary or a library function's table says.
func (pt *Points) Constant(c Class) bool {
	c = pt.Find(c)
	return pt.Members[c] > 0 && pt.Consts[c] == pt.Members[c]
}

// globalClass is the object of a global as f names it: private and internal globals (string
// literals, statics) are one per module, the others one per name (the linker's view). A
// constant global starts as a class of constants (see constant).
func (pt *Points) GlobalClass(f *model.Function, name string) Class {
	var g *llvmir.Global
	key := name
	if f != nil && f.Module != nil {
		if g = f.Module.Global(name); g != nil && (g.Linkage == "private" || g.Linkage == "internal") {
			key = f.Module.Name + "\x00" + name
		}
	}
	if c, ok := pt.Global[key]; ok {
		return c
	}
	c := pt.Fresh(1)
	pt.Global[key] = c
	if g != nil && g.Constant {
		pt.Consts[c] = 1
	}
	pt.Pin(c)
	return c
}

func (pt *Points) ParamClass(f *model.Function, i int) Class {
	k := ParamKey{f, i}
	if c, ok := pt.Param[k]; ok {
		return c
	}
	c := pt.Fresh(0)
	pt.Param[k] = c
	return c
}

func (pt *Points) RetClass(f *model.Function) Class {
	if c, ok := pt.Ret[f]; ok {
		return c
	}
	c := pt.Fresh(0)
	pt.Ret[f] = c
	return c
}

func (pt *Points) locOfLocal(f *model.Function, name string) Class {
	if i := f.ParamIndex(name); i >= 0 {
		return pt.ParamClass(f, i)
	}
	def := f.Def(name)
	if def == nil {
		return pt.Unknown
	}
	switch def.Op {
	case "alloca":
		k := AllocaKey{f, name}
		if c, ok := pt.Alloca[k]; ok {
			return c
		}
		c := pt.Fresh(1)
		pt.Alloca[k] = c
		return c
	case "getelementptr":
		if len(def.Operands) > 0 {
			base := pt.Loc(f, def.Operands[0])
			if off, ok := GEPOffset(f, def); ok {
				return pt.Part(base, off)
			}
			return pt.Whole(base)
		}
	case "bitcast", "addrspacecast", "freeze":
		if len(def.Operands) > 0 {
			return pt.Loc(f, def.Operands[0])
		}
	case "load":
		if len(def.Operands) == 1 {
			return pt.Deref(pt.Loc(f, def.Operands[0]))
		}
	case "phi", "select":
		ops := def.Operands
		if def.Op == "select" && len(ops) == 3 {
			ops = ops[1:]
		}
		// The phi's own class is its value while its operands are located: a loop's
		// pointer (`%p = phi [%base], [%next]`, %next a getelementptr of %p) then points
		// into the object it walks, not into the unknown memory (which the cycle breaker of
		// Loc would otherwise give %next, and unify with the object).
		c := pt.Fresh(0)
		pt.valLoc.set(f, name, c)
		for _, op := range ops {
			if !PointsNowhere(op) {
				pt.Union(c, pt.Loc(f, op))
			}
		}
		return pt.Find(c)
	case "call", "invoke":
		return pt.callResult(f, def)
	case "extractvalue":
		if v := insertedValue(f, def); v != nil {
			return pt.Loc(f, v)
		}
		if c, ok := pt.extractedLoc(f, def); ok {
			return c
		}
	}
	return pt.Unknown
}

// internalIO reports whether a flang I/O call begins a READ or WRITE on a CHARACTER variable
// given by address as its first argument (not the array forms, which take a descriptor).
func internalIO(name string) bool {
	return strings.HasPrefix(name, "_FortranAioBeginInternal") && !strings.HasPrefix(name, "_FortranAioBeginInternalArray")
}

// insertedValue returns the value an `extractvalue %agg, i` takes out when %agg was built by
// insertvalues in f (flang's { ptr, i64 } of a CHARACTER dummy and its length), nil otherwise.
func insertedValue(f *model.Function, ex *llvmir.Inst) *llvmir.Value {
	if len(ex.Operands) != 2 || ex.Operands[1].Kind != llvmir.ValInt {
		return nil
	}
	idx := ex.Operands[1].Int
	agg := ex.Operands[0]
	for i := 0; i < 8 && agg.Kind == llvmir.ValLocal; i++ {
		d := f.Def(agg.Name)
		if d == nil || d.Op != "insertvalue" || len(d.Operands) != 3 || d.Operands[2].Kind != llvmir.ValInt {
			return nil
		}
		if d.Operands[2].Int == idx {
			return d.Operands[1]
		}
		agg = d.Operands[0]
	}
	return nil
}

// allocators return a new object at every call site.
var allocators = map[string]bool{
	"malloc": true, "calloc": true, "realloc": true, "aligned_alloc": true, "_Znwm": true, "_Znam": true,
	"strdup": true, "strndup": true, "_mm_malloc": true, "memalign": true, "valloc": true, "pvalloc": true,
	// streams and directories: one per opening, so that what rank 0 writes into its output
	// stream says nothing about the input stream every rank reads
	"fopen": true, "fdopen": true, "fopen64": true, "tmpfile": true, "popen": true, "opendir": true,
	"fdopendir": true,

	"MPI_Alloc_mem": false, // returns through a pointer argument, see the solver
}

// callKind says what a call returns a pointer into, as far as the call itself tells
// (classifyCall): both program-wide models (the classes of points.go, the inclusion sets of
// inclusion.go) read calls through it.
type callKind int

const (
	callIndirect   callKind = iota // through a pointer: what the functions it may run return
	callInternalIO                 // a Fortran internal READ/WRITE: into arg
	callAllocator                  // malloc & co., flang's I/O statement state: a new object per site
	callFresh                      // an allocation wrapper of the program: a new object per site
	callProgram                    // a function of the program: what it returns
	callStrtok                     // strtok: the strings key's function splits, and arg
	callIntoArg                    // a library function returning a pointer into (the whole object of) arg
	callStatic                     // a library function returning storage of its own, named key
)

// callTarget is classifyCall's answer.
type callTarget struct {
	kind   callKind
	arg    *llvmir.Value
	callee *model.Function
	key    string
}

// classifyCall says where the pointer call in returns points, in the order the models must
// ask: an indirect call, a Fortran internal I/O statement, an allocator; then (the classes
// check their per-call-site summaries here) a program function, an allocation wrapper among
// them; then the library's conventions.
func classifyCall(f *model.Function, in *llvmir.Inst) callTarget {
	name := in.CalledFunction()
	switch {
	case name == "":
		return callTarget{kind: callIndirect}
	case internalIO(name) && len(in.Args) > 0:
		// An internal READ or WRITE (a CHARACTER variable as the unit): its items are
		// read from or written into that variable, through the statement's state.
		return callTarget{kind: callInternalIO, arg: in.Args[0]}
	case allocators[name] || strings.HasPrefix(name, "_FortranAioBegin"):
		// (flang's I/O statements: each Begin returns the statement's own state, which
		// the Output/Input calls of that statement then write.)
		return callTarget{kind: callAllocator}
	}
	if callee := f.Program.Lookup(name); callee != nil {
		if ReturnsFresh(callee) {
			return callTarget{kind: callFresh, callee: callee} // an object per call, like malloc
		}
		return callTarget{kind: callProgram, callee: callee}
	}
	if name == "strtok" || name == "strtok_r" {
		// strtok(NULL, ...) goes on in the string an earlier call was given, in practice
		// by the same function: one object per function for the strings it splits.
		t := callTarget{kind: callStrtok, key: name + "@" + f.Name}
		if len(in.Args) > 0 && !PointsNowhere(in.Args[0]) {
			t.arg = in.Args[0]
		}
		return t
	}
	if !staticResult[name] {
		// Any other library function returning a pointer returns one into the first
		// pointer it was given (strchr, strstr, fgets, memcpy, a C++ library method
		// returning *this or its data: `this` comes first), or, given no pointer, into
		// storage of its own.
		for _, a := range in.Args {
			if llvmir.IsPointerType(a.Type) {
				if PointsNowhere(a) {
					break
				}
				return callTarget{kind: callIntoArg, arg: a}
			}
		}
	}
	return callTarget{kind: callStatic, key: name}
}

func (pt *Points) callResult(f *model.Function, in *llvmir.Inst) Class {
	t := classifyCall(f, in)
	switch t.kind {
	case callIndirect:
		// A call through a pointer returns what one of the functions it may run returns.
		targets := f.Program.IndirectTargets(in)
		if len(targets) == 0 {
			return pt.Unknown
		}
		if !slices.ContainsFunc(targets, func(t *model.Function) bool { return !ReturnsFresh(t) || WritesFresh(t) }) {
			// Only allocation wrappers (hypre's `(*CAlloc)(1, size)` through a table of
			// functions): a new object per call site, as a direct call to one gives. Their
			// shared result class made every object a Krylov solver allocates one.
			return pt.HeapClass(in)
		}
		c := pt.RetClass(targets[0])
		for _, t := range targets[1:] {
			pt.Union(c, pt.RetClass(t))
		}
		return pt.Find(c)
	case callInternalIO:
		return pt.Loc(f, t.arg)
	case callAllocator:
		return pt.HeapClass(in)
	}
	if _, ok := pt.isSummaryCall(f, in); ok {
		return pt.siteRetClass(in) // bound to a copy of the callee's result in finishSummaries
	}
	switch t.kind {
	case callFresh:
		if WritesFresh(t.callee) {
			// It initialises the object: the caller's is the one it wrote (callProgram).
			return pt.RetClass(t.callee)
		}
		return pt.HeapClass(in) // an allocation wrapper: an object per call, like malloc
	case callProgram:
		return pt.RetClass(t.callee)
	case callStrtok:
		c := pt.staticClass(t.key)
		if t.arg != nil {
			pt.Union(c, pt.Whole(pt.Loc(f, t.arg)))
		}
		return pt.Find(c)
	case callIntoArg:
		return pt.Whole(pt.Loc(f, t.arg))
	}
	return pt.staticClass(t.key)
}

// heapClass is the object allocation call in returns, one per call site.
func (pt *Points) HeapClass(in *llvmir.Inst) Class {
	c, ok := pt.Heap[in]
	if !ok {
		c = pt.Fresh(1)
		pt.Heap[in] = c
	}
	return c
}

// staticClass is the storage of its own a library function (or key) returns pointers into.
func (pt *Points) staticClass(key string) Class {
	c, ok := pt.Static[key]
	if !ok {
		c = pt.Fresh(1)
		pt.Static[key] = c
		pt.Pin(c)
	}
	return c
}

// staticResult are the C library functions that return a pointer into storage of their own
// (a static buffer, the environment), not into anything the program allocated or passed.
var staticResult = map[string]bool{
	"ctime": true, "asctime": true, "localtime": true, "gmtime": true, "strerror": true,
	"getenv": true, "secure_getenv": true, "setlocale": true, "getlogin": true, "ttyname": true,
	"strsignal": true, "inet_ntoa": true,
	"readdir": true,
}

// build unifies what the program's stores, calls and returns say may point where. Every
// pointer value gets its class here, so no union happens later, when the solver relies on
// which classes are simple.
func (pt *Points) build(p *model.Program) {
	pt.SummaryOrder = summaryOrder(p)
	pt.Candidate = summaryCandidates(p, pt.SummaryOrder)
	pt.ReadOnly = readOnlyParams(p, pt.lib)
	pt.Outlined = map[*model.Function]bool{}
	for _, f := range p.Funcs {
		if isOutlined(p, f) {
			pt.Outlined[f] = true
		}
	}
	for _, f := range p.Funcs {
		// Code that never runs (model.NeverRuns: AMG's unused AMS solver, an archive member
		// calling a function no file defines) makes no pointer point anywhere; its values
		// get their classes all the same.
		dead := p.NeverRuns(f)
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.Result != "" && (in.Op == "alloca" || llvmir.IsPointerType(in.Type) || extractedPointer(f, in)) {
					pt.Loc(f, &llvmir.Value{Kind: llvmir.ValLocal, Name: in.Result})
				}
				if dead {
					continue
				}
				pt.setCur(f, in, "while building")
				pt.visit(f, in)
				pt.watch(f, in, "while building")
			}
		}
	}
	pt.replayCopies(nil, true)
	pt.setCur(nil, nil, "first members")
	pt.findFirstMembers(p)
	pt.finishSummaries(p)
	pt.replayCopies(nil, true)
	if len(pt.indirect) > 0 {
		pt.bindIndirect()
		pt.replayCopies(nil, true)
	}
	if pt.jlog != nil {
		pt.reportJoin(os.Stderr)
	}
}

func (pt *Points) visit(f *model.Function, in *llvmir.Inst) {
	switch in.Op {
	case "store":
		if len(in.Operands) == 2 && llvmir.IsPointerType(in.Operands[0].Type) && !PointsNowhere(in.Operands[0]) {
			pt.Union(pt.Deref(pt.Loc(f, in.Operands[1])), pt.Loc(f, in.Operands[0]))
		}
	case "ret":
		if len(in.Operands) == 1 && llvmir.IsPointerType(in.Operands[0].Type) && !PointsNowhere(in.Operands[0]) {
			pt.Union(pt.RetClass(f), pt.Loc(f, in.Operands[0]))
		} else if len(in.Operands) == 1 && aggregateType(in.Operands[0].Type) {
			pt.retAggregate(f, in.Operands[0]) // points_agg.go
		}
	case "call", "invoke":
		if _, ok := pt.isSummaryCall(f, in); ok {
			pt.deferred[f] = append(pt.deferred[f], in)
			return
		}
		// An allocator returning the new block through a pointer argument: the block is an
		// object of its own per call site, as malloc's.
		if i, ok := LibraryOutAllocator(in.CalledFunction()); ok && i < len(in.Args) && !PointsNowhere(in.Args[i]) {
			pt.Union(pt.Deref(pt.Loc(f, in.Args[i])), pt.HeapClass(in))
		}
		callee := CalleeOf(f, in)
		if callee == nil {
			pt.noteCopy(f, in)
			if in.CalledFunction() == "" {
				if targets := f.Program.IndirectTargets(in); len(targets) > 0 {
					pt.deferIndirect(f, in) // bound to those its pointer may hold (bindIndirect)
					return
				}
			}
			pt.escape(f, in)
			return
		}
		args := in.Args
		offset := 0
		if callee.Fork {
			// __kmpc_fork_call(ident, n, microtask, shared...): the microtask's parameters
			// 2.. receive the shared variables (model.ForkShared).
			args, offset = model.ForkShared(in), 2
		}
		pt.bindArgs(f, args, callee.Fn, offset)
	}
}

// bindArgs unites the pointer parameters of callee (from index offset on) with what the
// call's arguments point to.
func (pt *Points) bindArgs(f *model.Function, args []*llvmir.Value, callee *model.Function, offset int) {
	for i, a := range args {
		if llvmir.IsPointerType(a.Type) && i+offset < len(callee.IR.Params) && !PointsNowhere(a) {
			if pt.ReadOnly[ParamKey{callee, i + offset}] {
				pt.ReadEdges = append(pt.ReadEdges, [2]Class{pt.ParamClass(callee, i+offset), pt.Loc(f, a)})
				continue
			}
			pt.Union(pt.ParamClass(callee, i+offset), pt.Loc(f, a))
		}
	}
}

// PointsNowhere reports whether a pointer value is NULL, undef or a constant address
// (MPI_IN_PLACE): it points into no object, so storing or passing it merges nothing. (Taking
// it as the unknown memory joined every `p = NULL` variable's objects to everything.)
func PointsNowhere(v *llvmir.Value) bool {
	switch v.Kind {
	case llvmir.ValNull, llvmir.ValUndef, llvmir.ValInt:
		return true
	case llvmir.ValConstExpr:
		b := v.Base()
		return b == nil || b == v
	}
	return false
}

// escape handles a call to a function the program does not define: pointers it receives may
// be stored anywhere only if it is not a well-known function that keeps no pointer. A call
// through a pointer to none of the program's address-taken functions may run anything.
func (pt *Points) escape(f *model.Function, in *llvmir.Inst) {
	name := in.CalledFunction()
	if name == "" { // indirect call: its arguments may reach anything
		for _, a := range in.Args {
			if llvmir.IsPointerType(a.Type) {
				pt.Union(pt.Unknown, pt.Loc(f, a))
			}
		}
	}
}

// CalleeInfo is the program function a call runs; Fork says it is an OpenMP region started
// by __kmpc_fork_call.
type CalleeInfo struct {
	Fn   *model.Function
	Fork bool
}

// CalleeOf finds the program function a call runs (the outlined region for fork_call), nil
// for a call outside the program.
func CalleeOf(f *model.Function, in *llvmir.Inst) *CalleeInfo {
	if e := f.EventOf(in); e != nil && e.Kind == model.Call {
		return &CalleeInfo{Fn: e.Callee, Fork: e.Fork}
	}
	return nil
}

// shared returns the classes every thread of a team sees as one memory: globals, the heap,
// unknown memory, the variables a parallel region captures (the parameters of an outlined
// function after the two thread ids), and what they point to or contain.
func (pt *Points) Shared(p *model.Program) map[Class]bool {
	out := map[Class]bool{}
	var work []Class
	add := func(c Class) {
		c = pt.Find(c)
		if !out[c] {
			out[c] = true
			work = append(work, c)
		}
	}
	add(pt.Unknown)
	for _, c := range pt.Global {
		add(c)
	}
	for _, c := range pt.Heap {
		add(c)
	}
	for k, c := range pt.Param {
		if k.I >= 2 && isOutlined(p, k.Fn) {
			add(c)
		}
	}
	for len(work) > 0 {
		c := work[len(work)-1]
		work = work[:len(work)-1]
		if pt.Pointee[c] != NoClass {
			add(pt.Pointee[c])
		}
		for _, f := range pt.Fields[c] {
			add(f)
		}
	}
	return out
}

// sortedFields are the parts of class c, by increasing offset.
func (pt *Points) SortedFields(c Class) []Class {
	fs := pt.Fields[c]
	if len(fs) == 0 {
		return nil
	}
	out := make([]Class, 0, len(fs))
	for _, k := range slices.Sorted(maps.Keys(fs)) {
		out = append(out, fs[k])
	}
	return out
}

// isOutlined reports whether f is the body of a parallel region (a fork_call target).
func isOutlined(p *model.Program, f *model.Function) bool {
	g := p.CallGraph()
	for _, caller := range g.Pred[f.Index] {
		for _, b := range p.Funcs[caller].Blocks {
			for _, e := range b.Events {
				if e.Fork && e.Callee == f {
					return true
				}
			}
		}
	}
	return false
}

// findFirstMembers finds the scalar loads and stores through a pointer to the start of an
// object that has parts: they access its first member (or element), not the whole object.
// With opaque pointers clang and flang drop the `getelementptr 0, 0` that typed pointers
// kept, so `perf.n` for the first member n is a load of i64 from @perf itself; taking that
// for a read of the whole record made the counter vary with a timer stored beside it.
// Parts are told apart by their offset (the model assumes accesses at different offsets do
// not overlap), so this is only done when no part starts inside the access.
func (pt *Points) findFirstMembers(p *model.Program) {
	pt.FirstMember = map[*llvmir.Inst]Class{}
	// The parts named by constant offsets into globals in calls' arguments (flang passes the
	// members of a COMMON block as `getelementptr (i8, ptr @blk, i64 8)`) exist before the
	// search below asks which objects have parts.
	for _, f := range p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.Op != "call" && in.Op != "invoke" {
					continue
				}
				for _, a := range in.Args {
					if a != nil && a.Kind != llvmir.ValLocal && a.Kind != llvmir.ValGlobal && llvmir.IsPointerType(a.Type) {
						if base := a.Base(); base != nil && base.Kind == llvmir.ValGlobal {
							pt.Loc(f, a)
						}
					}
				}
			}
		}
	}
	for _, f := range p.Funcs {
		types := llvmir.TypesOf(f.Module)
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				var ptr *llvmir.Value
				var typ string
				switch {
				case in.Op == "load" && len(in.Operands) == 1:
					ptr, typ = in.Operands[0], in.Type
				case in.Op == "store" && len(in.Operands) == 2:
					ptr, typ = in.Operands[1], in.Operands[0].Type
				default:
					continue
				}
				if !scalarType(typ) {
					continue
				}
				c := pt.Find(pt.Loc(f, ptr))
				if c == pt.Find(pt.Unknown) || pt.OwnerOf(c) != NoClass || len(pt.Fields[c]) == 0 {
					continue
				}
				t := types.Of(typ)
				if t == nil || t.Size <= 0 || pt.partInside(c, t.Size) {
					continue
				}
				pt.FirstMember[in] = pt.Part(c, 0)
			}
		}
	}
}

// FirstPart returns the existing part at offset 0 of object c when an access of size bytes
// at c's own address touches that part only: c is an object (no part of another), it has
// parts, one starts at 0, and none starts inside the access. flang passes a COMMON block's
// first member by the block's address (`mpi_comm_rank(comm, @nekmpi_)` writes `nid`, the
// member at offset 0); without this the write is one of the whole block, and every member
// (the communicator at offset 8) varies with the rank. No part is made here: the solver asks
// after the build.
func (pt *Points) FirstPart(c Class, size int64) (Class, bool) {
	c = pt.Find(c)
	if c == pt.Find(pt.Unknown) || pt.OwnerOf(c) != NoClass || size <= 0 || pt.partInside(c, size) {
		return NoClass, false
	}
	f, ok := pt.Fields[c][0]
	if !ok {
		return NoClass, false
	}
	return pt.Find(f), true
}

// partInside reports whether object c has a part starting strictly inside its first size
// bytes.
func (pt *Points) partInside(c Class, size int64) bool {
	for off := range pt.Fields[c] {
		if off > 0 && off < size {
			return true
		}
	}
	return false
}

// scalarType reports whether t is an integer, floating-point or pointer type.
func scalarType(t string) bool {
	switch t {
	case "half", "bfloat", "float", "double", "x86_fp80", "fp128", "ptr":
		return true
	}
	if strings.HasSuffix(t, "*") {
		return true
	}
	if len(t) > 1 && t[0] == 'i' {
		for _, r := range t[1:] {
			if r < '0' || r > '9' {
				return false
			}
		}
		return true
	}
	return false
}

// memLoc is the class a load or store accesses through ptr: the first member when
// findFirstMembers found one, else what ptr points into.
func (pt *Points) MemLoc(f *model.Function, in *llvmir.Inst, ptr *llvmir.Value) Class {
	if c, ok := pt.FirstMember[in]; ok {
		return c
	}
	return pt.Loc(f, ptr)
}
