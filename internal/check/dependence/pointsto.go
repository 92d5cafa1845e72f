package dependence

import (
	"maps"
	"os"
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"

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

// class is a node of the union-find; find gives its representative.
type class int

const noClass class = -1

type pointsTo struct {
	parent  []class
	owner   []class                   // the object a part belongs to, noClass for objects
	offset  []int64                   // a part's byte offset in its object, -1 unknown
	fields  map[class]map[int64]class // by representative: offset -> part
	pointee []class                   // of the representative; noClass until a pointer is stored or loaded
	members []int                     // number of named objects unified into the class (for "simple" scalars)
	consts  []int                     // how many of them are constant globals (string literals)

	alloca map[allocaKey]class
	global map[string]class
	param  map[paramKey]class // what a pointer parameter points to
	ret    map[*model.Function]class
	heap   map[*llvmir.Inst]class
	// static: the storage a C library function returns a pointer into, one class per function
	// (ctime's string, getenv's value): a store into it touches nothing of the program.
	static  map[string]class
	unknown class
	valLoc  map[valueKey]class // memoised loc of SSA pointer values

	// Summaries (summary.go): pinned classes (by representative) are shared by several
	// functions' graphs and never copied; calls to candidates are bound after the build.
	pinned    []bool
	candidate map[*model.Function]bool
	summary   map[*model.Function]*fnSummary
	sites     map[*llvmir.Inst]*siteSummary
	siteRet   map[*llvmir.Inst]class
	deferred  map[*model.Function][]*llvmir.Inst

	watch *mergeWatch // PARCOACH_DEBUG_MERGE only (trace.go)

	// firstMember: loads and stores that reach the first member of an object through the
	// object's own address (findFirstMembers), and the part they access.
	firstMember map[*llvmir.Inst]class

	// readOnly: parameters that are only read through (readonly.go); their objects are fed
	// by the arguments' objects (readEdges: parameter's object, argument's object) instead of
	// merged with them.
	readOnly  map[paramKey]bool
	readEdges [][2]class
	// outlined: the parallel regions' functions; teamShared: the objects of their shared
	// variables' parameters (readonly.go).
	outlined   map[*model.Function]bool
	teamShared map[class]bool
}

type allocaKey struct {
	fn   *model.Function
	name string
}

type paramKey struct {
	fn *model.Function
	i  int
}

type valueKey struct {
	fn   *model.Function
	name string
}

func newPointsTo() *pointsTo {
	pt := &pointsTo{
		fields: map[class]map[int64]class{},
		alloca: map[allocaKey]class{}, global: map[string]class{}, param: map[paramKey]class{},
		ret: map[*model.Function]class{}, heap: map[*llvmir.Inst]class{}, valLoc: map[valueKey]class{},
		static:  map[string]class{},
		summary: map[*model.Function]*fnSummary{}, sites: map[*llvmir.Inst]*siteSummary{},
		siteRet: map[*llvmir.Inst]class{}, deferred: map[*model.Function][]*llvmir.Inst{},
	}
	pt.unknown = pt.fresh(0)
	pt.pin(pt.unknown)
	return pt
}

func (pt *pointsTo) fresh(members int) class {
	c := class(len(pt.parent))
	pt.parent = append(pt.parent, c)
	pt.owner = append(pt.owner, noClass)
	pt.offset = append(pt.offset, -1)
	pt.pointee = append(pt.pointee, noClass)
	pt.members = append(pt.members, members)
	pt.consts = append(pt.consts, 0)
	pt.pinned = append(pt.pinned, false)
	return c
}

func (pt *pointsTo) find(c class) class {
	for pt.parent[c] != c {
		pt.parent[c] = pt.parent[pt.parent[c]]
		c = pt.parent[c]
	}
	return c
}

// union merges two classes and, recursively, what they point to.
func (pt *pointsTo) union(a, b class) {
	work := [][2]class{{a, b}}
	var pinned []class // merged classes that were pinned on one side only
	defer func() {
		for _, c := range pinned {
			pt.pinLinks(c)
		}
	}()
	for len(work) > 0 {
		x, y := pt.find(work[len(work)-1][0]), pt.find(work[len(work)-1][1])
		work = work[:len(work)-1]
		if x == y {
			continue
		}
		if y == pt.unknown {
			x, y = y, x // keep unknown as the representative
		}
		pt.parent[y] = x
		pt.members[x] += pt.members[y]
		pt.consts[x] += pt.consts[y]
		if pt.pinned[x] != pt.pinned[y] {
			pt.pinned[x] = true
			pinned = append(pinned, x)
		}
		px, py := pt.pointee[x], pt.pointee[y]
		switch {
		case px == noClass:
			pt.pointee[x] = py
		case py != noClass:
			work = append(work, [2]class{px, py})
		}
		for _, key := range slices.Sorted(maps.Keys(pt.fields[y])) { // in order: the representatives do not depend on a map's order
			fy := pt.fields[y][key]
			if fx, ok := pt.fields[x][key]; ok {
				work = append(work, [2]class{fx, fy})
			} else {
				if pt.fields[x] == nil {
					pt.fields[x] = map[int64]class{}
				}
				pt.fields[x][key] = fy
			}
		}
		delete(pt.fields, y)
		// Parts of two objects, or two parts of one: the objects become one, the offset is
		// kept only if both agree.
		ox, oy := pt.owner[x], pt.owner[y]
		switch {
		case x == pt.unknown:
			// Unknown memory is part of no object: a part merged into it stops being a
			// part (its object would otherwise own everything unknown).
			pt.owner[x], pt.offset[x] = noClass, -1
		case ox == noClass:
			pt.owner[x], pt.offset[x] = oy, pt.offset[y]
		case oy != noClass:
			if pt.offset[x] != pt.offset[y] {
				pt.offset[x] = -1
			}
			work = append(work, [2]class{ox, oy})
		}
	}
}

// deref returns the class the pointers stored in class c point to.
func (pt *pointsTo) deref(c class) class {
	c = pt.find(c)
	if c == pt.find(pt.unknown) {
		return c
	}
	if pt.pointee[c] == noClass {
		pt.pointee[c] = pt.fresh(0)
		pt.pinned[pt.pointee[c]] = pt.pinned[c]
	}
	return pt.find(pt.pointee[c])
}

// part returns the class of the part at byte offset delta from where class c points: a part
// of c's object at the absolute offset. Without a known absolute offset, the whole object.
func (pt *pointsTo) part(c class, delta int64) class {
	c = pt.find(c)
	if c == pt.find(pt.unknown) {
		return c
	}
	obj, off := c, delta
	if o := pt.ownerOf(c); o != noClass {
		if pt.offset[c] < 0 {
			return o
		}
		obj, off = o, pt.offset[c]+delta
	}
	if f, ok := pt.fields[obj][off]; ok {
		return pt.find(f)
	}
	f := pt.fresh(0)
	pt.owner[f], pt.offset[f] = obj, off
	pt.pinned[f] = pt.pinned[obj]
	if pt.fields[obj] == nil {
		pt.fields[obj] = map[int64]class{}
	}
	pt.fields[obj][off] = f
	return f
}

// whole returns the object class c is part of (c itself for an object).
func (pt *pointsTo) whole(c class) class {
	if o := pt.ownerOf(c); o != noClass {
		return o
	}
	return pt.find(c)
}

// ownerOf returns the object class a field class belongs to, or noClass. Unification can make
// a part one with its own object (a pointer parameter given the object once and its first
// member another time): it is then the object itself.
func (pt *pointsTo) ownerOf(c class) class {
	c = pt.find(c)
	o := pt.owner[c]
	if o == noClass || pt.find(o) == c {
		return noClass
	}
	return pt.find(o)
}

// owners lists the objects c is part of, innermost first. Unification may chain objects into
// a cycle (each a part of the other); the walk stops there.
func (pt *pointsTo) owners(c class) []class {
	var out []class
	seen := map[class]bool{pt.find(c): true}
	for o := pt.ownerOf(c); o != noClass && !seen[o]; o = pt.ownerOf(o) {
		seen[o] = true
		out = append(out, o)
	}
	return out
}

// gepOffset returns the constant byte offset a getelementptr adds to its base pointer, or
// false when an index is not constant or a type's layout is not known.
func gepOffset(f *model.Function, in *llvmir.Inst) (int64, bool) {
	if len(in.Operands) < 2 {
		return 0, false
	}
	return indexOffset(f.Module, gepSourceType(f, in), in.Operands[1:])
}

// constGEPOffset is gepOffset for a constant expression `getelementptr (T, ptr @g, i64 0, i32
// 2)`: how C reaches a member of a global struct, and flang a component of a module
// variable of derived type (`getelementptr (i8, ptr @mod_var, i64 376)`).
func constGEPOffset(m *llvmir.Module, v *llvmir.Value) (int64, bool) {
	if v.Expr != "getelementptr" || len(v.Elems) < 2 {
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
	return indexOffset(m, typ, v.Elems[1:])
}

// indexOffset is the byte offset the constant indices idx select in type typ (the first
// index steps over whole typ values), false when one is not constant or a layout is unknown.
func indexOffset(m *llvmir.Module, typ string, idx []*llvmir.Value) (int64, bool) {
	if typ == "" {
		return 0, false
	}
	t := alias.TypesOf(m).Of(typ)
	var off int64
	for i, ix := range idx {
		if ix.Kind != llvmir.ValInt || t == nil || t.Size < 0 {
			return 0, false
		}
		c := ix.Int
		switch {
		case i == 0:
			off += c * t.Size
		case t.Fields != nil:
			if c < 0 || int(c) >= len(t.Fields) || t.Offsets[c] < 0 {
				return 0, false
			}
			off += t.Offsets[c]
			t = t.Fields[c]
		case t.Elem != nil:
			off += c * t.Elem.Size
			t = t.Elem
		default:
			return 0, false
		}
	}
	return off, true
}

// gepSourceType is the source element type a getelementptr indexes (the reader keeps only
// the type of its pointer operand), "" when it cannot be read.
func gepSourceType(f *model.Function, in *llvmir.Inst) string {
	src := f.Module.Text(in.Span)
	i := strings.Index(src, "getelementptr")
	if i < 0 {
		return ""
	}
	rest := strings.TrimSpace(src[i+len("getelementptr"):])
	for _, kw := range []string{"inbounds ", "nuw ", "nusw "} {
		rest = strings.TrimPrefix(rest, kw)
	}
	typ, _, _ := cutType(rest)
	return typ
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
func (pt *pointsTo) loc(f *model.Function, v *llvmir.Value) class {
	if v == nil {
		return pt.unknown
	}
	switch v.Kind {
	case llvmir.ValGlobal:
		return pt.globalClass(f, v.Name)
	case llvmir.ValConstExpr:
		if v.Expr == "getelementptr" && len(v.Elems) > 0 && f != nil && f.Module != nil {
			base := pt.loc(f, v.Elems[0])
			if off, ok := constGEPOffset(f.Module, v); ok {
				return pt.part(base, off)
			}
			return pt.whole(base)
		}
		if b := v.Base(); b != nil && b != v {
			return pt.loc(f, b)
		}
		return pt.unknown
	case llvmir.ValNull, llvmir.ValUndef, llvmir.ValInt:
		return pt.unknown
	case llvmir.ValLocal:
		k := valueKey{f, v.Name}
		if c, ok := pt.valLoc[k]; ok {
			return c
		}
		pt.valLoc[k] = pt.unknown // breaks cycles through phis; refined below
		c := pt.locOfLocal(f, v.Name)
		pt.valLoc[k] = c
		return c
	}
	return pt.unknown
}

// constant reports whether class c holds only constant globals (string literals): nothing
// writes it, whatever a summary or a library function's table says.
func (pt *pointsTo) constant(c class) bool {
	c = pt.find(c)
	return pt.members[c] > 0 && pt.consts[c] == pt.members[c]
}

// globalClass is the object of a global as f names it: private and internal globals (string
// literals, statics) are one per module, the others one per name (the linker's view). A
// constant global starts as a class of constants (see constant).
func (pt *pointsTo) globalClass(f *model.Function, name string) class {
	var g *llvmir.Global
	key := name
	if f != nil && f.Module != nil {
		if g = f.Module.Global(name); g != nil && (g.Linkage == "private" || g.Linkage == "internal") {
			key = f.Module.Name + "\x00" + name
		}
	}
	if c, ok := pt.global[key]; ok {
		return c
	}
	c := pt.fresh(1)
	pt.global[key] = c
	if g != nil && g.Constant {
		pt.consts[c] = 1
	}
	pt.pin(c)
	return c
}

func (pt *pointsTo) paramClass(f *model.Function, i int) class {
	k := paramKey{f, i}
	if c, ok := pt.param[k]; ok {
		return c
	}
	c := pt.fresh(0)
	pt.param[k] = c
	return c
}

func (pt *pointsTo) retClass(f *model.Function) class {
	if c, ok := pt.ret[f]; ok {
		return c
	}
	c := pt.fresh(0)
	pt.ret[f] = c
	return c
}

func (pt *pointsTo) locOfLocal(f *model.Function, name string) class {
	if i := f.ParamIndex(name); i >= 0 {
		return pt.paramClass(f, i)
	}
	def := f.Def(name)
	if def == nil {
		return pt.unknown
	}
	switch def.Op {
	case "alloca":
		k := allocaKey{f, name}
		if c, ok := pt.alloca[k]; ok {
			return c
		}
		c := pt.fresh(1)
		pt.alloca[k] = c
		return c
	case "getelementptr":
		if len(def.Operands) > 0 {
			base := pt.loc(f, def.Operands[0])
			if off, ok := gepOffset(f, def); ok {
				return pt.part(base, off)
			}
			return pt.whole(base)
		}
	case "bitcast", "addrspacecast", "freeze":
		if len(def.Operands) > 0 {
			return pt.loc(f, def.Operands[0])
		}
	case "load":
		if len(def.Operands) == 1 {
			return pt.deref(pt.loc(f, def.Operands[0]))
		}
	case "phi", "select":
		ops := def.Operands
		if def.Op == "select" && len(ops) == 3 {
			ops = ops[1:]
		}
		c := pt.fresh(0)
		for _, op := range ops {
			if !pointsNowhere(op) {
				pt.union(c, pt.loc(f, op))
			}
		}
		return pt.find(c)
	case "call", "invoke":
		return pt.callResult(f, def)
	case "extractvalue":
		if v := insertedValue(f, def); v != nil {
			return pt.loc(f, v)
		}
	}
	return pt.unknown
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

// libraryWrites lists the classes a call to a function outside the program may write: the
// pointer arguments libraryFlow says it writes, none for a function that only reads (in
// domain d: the OpenMP runtime only reads in the processes domain).
func (pt *pointsTo) libraryWrites(d Domain, f *model.Function, in *llvmir.Inst) []class {
	name := in.CalledFunction()
	if eff := effectOf(d, name); eff.known && eff.readOnly {
		return nil
	}
	flow := libraryFlow(name)
	var out []class
	for i, a := range in.Args {
		if llvmir.IsPointerType(a.Type) && flow.writes(i) && writable(f, a) {
			out = append(out, pt.find(pt.loc(f, a)))
		}
	}
	return out
}

// freshBlock reports whether a call returns a fresh block of memory (not fopen and the like,
// also in allocators, which return a handle whose NULL-ness depends on the name asked for).
func freshBlock(name string) bool {
	switch name {
	case "malloc", "calloc", "realloc", "aligned_alloc", "_Znwm", "_Znam", "_mm_malloc", "memalign",
		"valloc", "pvalloc":
		return true
	}
	return strings.HasPrefix(name, "_FortranAAllocatableAllocate")
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

func (pt *pointsTo) callResult(f *model.Function, in *llvmir.Inst) class {
	name := in.CalledFunction()
	if name == "" {
		// A call through a pointer returns what one of the functions it may run returns.
		targets := f.Program.IndirectTargets(in)
		if len(targets) == 0 {
			return pt.unknown
		}
		c := pt.retClass(targets[0])
		for _, t := range targets[1:] {
			pt.union(c, pt.retClass(t))
		}
		return pt.find(c)
	}
	if internalIO(name) && len(in.Args) > 0 {
		// An internal READ or WRITE (a CHARACTER variable as the unit): its items are
		// read from or written into that variable, through the statement's state.
		return pt.loc(f, in.Args[0])
	}
	if allocators[name] || strings.HasPrefix(name, "_FortranAioBegin") {
		// (flang's I/O statements: each Begin returns the statement's own state, which
		// the Output/Input calls of that statement then write.)
		return pt.heapClass(in)
	}
	if _, ok := pt.isSummaryCall(f, in); ok {
		return pt.siteRetClass(in) // bound to a copy of the callee's result in finishSummaries
	}
	if callee := f.Program.Lookup(name); callee != nil {
		if alias.ReturnsFresh(callee) {
			return pt.heapClass(in) // an allocation wrapper: an object per call, like malloc
		}
		return pt.retClass(callee)
	}
	if name == "strtok" || name == "strtok_r" {
		// strtok(NULL, ...) goes on in the string an earlier call was given, in practice
		// by the same function: one class per function for the strings it splits.
		c := pt.staticClass(name + "@" + f.Name)
		if len(in.Args) > 0 && !pointsNowhere(in.Args[0]) {
			pt.union(c, pt.whole(pt.loc(f, in.Args[0])))
		}
		return pt.find(c)
	}
	if !staticResult[name] {
		// Any other library function returning a pointer returns one into the first
		// pointer it was given (strchr, strstr, fgets, memcpy, a C++ library method
		// returning *this or its data: `this` comes first), or, given no pointer, into
		// storage of its own.
		for _, a := range in.Args {
			if llvmir.IsPointerType(a.Type) {
				if pointsNowhere(a) {
					break
				}
				return pt.whole(pt.loc(f, a))
			}
		}
	}
	return pt.staticClass(name)
}

// heapClass is the object allocation call in returns, one per call site.
func (pt *pointsTo) heapClass(in *llvmir.Inst) class {
	c, ok := pt.heap[in]
	if !ok {
		c = pt.fresh(1)
		pt.heap[in] = c
	}
	return c
}

// staticClass is the storage of its own a library function (or key) returns pointers into.
func (pt *pointsTo) staticClass(key string) class {
	c, ok := pt.static[key]
	if !ok {
		c = pt.fresh(1)
		pt.static[key] = c
		pt.pin(c)
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
func (pt *pointsTo) build(p *model.Program) {
	pt.candidate = summaryCandidates(p)
	pt.readOnly = readOnlyParams(p)
	pt.outlined = map[*model.Function]bool{}
	for _, f := range p.Funcs {
		if isOutlined(p, f) {
			pt.outlined[f] = true
		}
	}
	if debugMerge != "" && pt.watch == nil {
		pt.watch = newMergeWatch(debugMerge, os.Stderr)
	}
	for _, f := range p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.Result != "" && (in.Op == "alloca" || llvmir.IsPointerType(in.Type)) {
					pt.loc(f, &llvmir.Value{Kind: llvmir.ValLocal, Name: in.Result})
				}
				pt.visit(f, in)
				pt.watch.check(pt, f, in, "while building")
			}
		}
	}
	pt.findFirstMembers(p)
	pt.finishSummaries(p)
}

func (pt *pointsTo) visit(f *model.Function, in *llvmir.Inst) {
	switch in.Op {
	case "store":
		if len(in.Operands) == 2 && llvmir.IsPointerType(in.Operands[0].Type) && !pointsNowhere(in.Operands[0]) {
			pt.union(pt.deref(pt.loc(f, in.Operands[1])), pt.loc(f, in.Operands[0]))
		}
	case "ret":
		if len(in.Operands) == 1 && llvmir.IsPointerType(in.Operands[0].Type) && !pointsNowhere(in.Operands[0]) {
			pt.union(pt.retClass(f), pt.loc(f, in.Operands[0]))
		}
	case "call", "invoke":
		if _, ok := pt.isSummaryCall(f, in); ok {
			pt.deferred[f] = append(pt.deferred[f], in)
			return
		}
		// An allocator returning the new block through a pointer argument: the block is an
		// object of its own per call site, as malloc's.
		if i, ok := alias.LibraryOutAllocator(in.CalledFunction()); ok && i < len(in.Args) && !pointsNowhere(in.Args[i]) {
			pt.union(pt.deref(pt.loc(f, in.Args[i])), pt.heapClass(in))
		}
		callee := calleeOf(f, in)
		if callee == nil {
			if in.CalledFunction() == "" {
				if targets := f.Program.IndirectTargets(in); len(targets) > 0 {
					for _, t := range targets {
						pt.bindArgs(f, in.Args, t, 0)
					}
					return
				}
			}
			pt.escape(f, in)
			return
		}
		args := in.Args
		offset := 0
		if callee.fork {
			// __kmpc_fork_call(ident, n, microtask, shared...): the microtask's parameters
			// 2.. receive the shared variables.
			args, offset = in.Args[3:], 2
		}
		pt.bindArgs(f, args, callee.fn, offset)
	}
}

// bindArgs unites the pointer parameters of callee (from index offset on) with what the
// call's arguments point to.
func (pt *pointsTo) bindArgs(f *model.Function, args []*llvmir.Value, callee *model.Function, offset int) {
	for i, a := range args {
		if llvmir.IsPointerType(a.Type) && i+offset < len(callee.IR.Params) && !pointsNowhere(a) {
			if pt.readOnly[paramKey{callee, i + offset}] {
				pt.readEdges = append(pt.readEdges, [2]class{pt.paramClass(callee, i+offset), pt.loc(f, a)})
				continue
			}
			pt.union(pt.paramClass(callee, i+offset), pt.loc(f, a))
		}
	}
}

// pointsNowhere reports whether a pointer value is NULL, undef or a constant address
// (MPI_IN_PLACE): it points into no object, so storing or passing it merges nothing. (Taking
// it as the unknown memory joined every `p = NULL` variable's objects to everything.)
func pointsNowhere(v *llvmir.Value) bool {
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
func (pt *pointsTo) escape(f *model.Function, in *llvmir.Inst) {
	name := in.CalledFunction()
	if name == "" { // indirect call: its arguments may reach anything
		for _, a := range in.Args {
			if llvmir.IsPointerType(a.Type) {
				pt.union(pt.unknown, pt.loc(f, a))
			}
		}
	}
}

type calleeInfo struct {
	fn   *model.Function
	fork bool
}

// calleeOf finds the program function a call runs (the outlined region for fork_call).
func calleeOf(f *model.Function, in *llvmir.Inst) *calleeInfo {
	if e := f.EventOf(in); e != nil && e.Kind == model.Call {
		return &calleeInfo{fn: e.Callee, fork: e.Fork}
	}
	return nil
}

// shared returns the classes every thread of a team sees as one memory: globals, the heap,
// unknown memory, the variables a parallel region captures (the parameters of an outlined
// function after the two thread ids), and what they point to or contain.
func (pt *pointsTo) shared(p *model.Program) map[class]bool {
	out := map[class]bool{}
	var work []class
	add := func(c class) {
		c = pt.find(c)
		if !out[c] {
			out[c] = true
			work = append(work, c)
		}
	}
	add(pt.unknown)
	for _, c := range pt.global {
		add(c)
	}
	for _, c := range pt.heap {
		add(c)
	}
	for k, c := range pt.param {
		if k.i >= 2 && isOutlined(p, k.fn) {
			add(c)
		}
	}
	for len(work) > 0 {
		c := work[len(work)-1]
		work = work[:len(work)-1]
		if pt.pointee[c] != noClass {
			add(pt.pointee[c])
		}
		for _, f := range pt.fields[c] {
			add(f)
		}
	}
	return out
}

// sortedFields are the parts of class c, by increasing offset.
func (pt *pointsTo) sortedFields(c class) []class {
	fs := pt.fields[c]
	if len(fs) == 0 {
		return nil
	}
	out := make([]class, 0, len(fs))
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
func (pt *pointsTo) findFirstMembers(p *model.Program) {
	pt.firstMember = map[*llvmir.Inst]class{}
	for _, f := range p.Funcs {
		types := alias.TypesOf(f.Module)
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
				c := pt.find(pt.loc(f, ptr))
				if c == pt.find(pt.unknown) || pt.ownerOf(c) != noClass || len(pt.fields[c]) == 0 {
					continue
				}
				t := types.Of(typ)
				if t == nil || t.Size <= 0 || pt.partInside(c, t.Size) {
					continue
				}
				pt.firstMember[in] = pt.part(c, 0)
			}
		}
	}
}

// partInside reports whether object c has a part starting strictly inside its first size
// bytes.
func (pt *pointsTo) partInside(c class, size int64) bool {
	for off := range pt.fields[c] {
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
func (pt *pointsTo) memLoc(f *model.Function, in *llvmir.Inst, ptr *llvmir.Value) class {
	if c, ok := pt.firstMember[in]; ok {
		return c
	}
	return pt.loc(f, ptr)
}
