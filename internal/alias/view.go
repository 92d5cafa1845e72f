package alias

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// View is the program-wide points-to graph frozen after its build: what per-function
// questions (Func, Relate) ask of it. It is read-only, so analyses running at once (check -j)
// share it while the dependence solver goes on adding parts to the graph itself.
//
// It answers one question: can the memory a pointer parameter designates, or a global, be
// the same object as another one? Unification puts into one class every object a pointer may
// point to, so two objects whose classes differ are distinct storage, unless the graph missed
// how a pointer got somewhere. The View therefore only answers for classes it can vouch for:
//   - not the unknown memory (an indirect call to anything, a pointer made from an integer);
//   - holding at least one named object (a parameter no call of the program binds, such as a
//     callback's or main's, holds none);
//   - not reachable through memory the graph did not see pointers stored into: memory a
//     library call writes (memcpy of a struct holding pointers, MPI_Comm_get_attr), an
//     aggregate store (flang's array descriptors), a global whose initializer holds addresses;
//   - a parameter of a function with context summaries (its classes are placeholders, bound
//     per call) or whose address is taken (the library may call it) is not answered for, nor
//     any parameter of a program without main (its callers are elsewhere).
//
// Pointers that travel as integers (ptrtoint, stored as i64, loaded as a pointer) are not
// seen either; at -O0 they are rare and the View does not look for them.
//
// A read-only parameter's class is fed by its arguments' classes instead of merged with them
// (read edges): its objects are its own class and every class feeding it.
//
// Where the classes cannot answer, the View asks the inclusion-based points-to (inclusion.go):
// two names are apart when their inclusion sets share no object and neither holds the
// unknown memory. That needs fewer refusals: the sets of a summarised function's parameters
// are the union over all its calls, memory written unseen (library calls, aggregates,
// atomics, initializers) holds the unknown memory in the sets themselves. Address-taken
// functions (the library may call them) and programs without main are still refused.
type View struct {
	rep     []Class // representative of every class at the freeze
	obj     []Class // the outermost object of each representative
	unknown Class
	members []int
	param   map[ParamKey]Class
	global  map[string]Class
	feeds   map[Class][]Class // read edges by object: reader -> the objects feeding it
	suspect map[Class]bool    // objects whose pointers may come from stores the graph did not see
	skip    map[*model.Function]bool

	// inc is the inclusion-based points-to (inclusion.go): where the classes merged two
	// objects, the inclusion sets may still keep them apart. incSkip: the functions whose
	// parameters it does not answer for (address-taken, every function of a program
	// without main).
	inc     *Inclusion
	incSkip map[*model.Function]bool
	noMain  bool
	// incOnce, incBuild: the inclusion sets are built and attached at the first question
	// (incl), or ahead (BuildInclusionNow, BuildInclusionAhead) when incWanted: the program
	// has requests or windows, whose checks will ask. incPanic: what the build panicked with.
	incOnce   sync.Once
	incBuild  func()
	incWanted bool
	incPanic  any
	// neverRuns: virtual methods the inclusion answers for that no call of the program
	// runs: every query in them is vacuous (apart). Set by setInclusion.
	neverRuns map[*model.Function]bool
}

// setInclusionLazy has the View build p's inclusion sets with build when it is first asked
// (incl). The sets answer only for pairs of objects the classes cannot tell apart, which only
// the nonblocking and RMA checks relate: a program without requests or windows never asks.
// Building them is 9 % of AMG's CPU and half of miniXyce's, which never asks.
func (v *View) setInclusionLazy(p *model.Program, build func() *Inclusion) {
	v.incBuild = func() { v.setInclusion(p, build()) }
	v.incWanted = p.AnyUses().Has(model.UsesRequest | model.UsesRMA)
}

// BuildInclusionNow builds the inclusion sets now when the program's checks will ask them
// (it has requests or windows), and does nothing otherwise. The dependence analysis calls it
// before it solves when analyses run one at a time: built later, beside the solver's
// memory, the sets added to the peak (AMG 346 -> 454 MB).
func (v *View) BuildInclusionNow() {
	if v.incWanted {
		v.incl()
	}
}

// BuildInclusionAhead starts building the inclusion sets in the background when the
// program's checks will ask them (check -j 2 and more): the dependence analysis, which needs
// only the classes, solves meanwhile, and the first question waits for the build instead of
// starting it. (Built under the lock of ProgramPoints, it made the dependence analysis of
// Quicksilver wait 1.5 s for sets it never reads.) A build that panics panics again in each
// analysis that asks (incl), which reports it as its own error.
func (v *View) BuildInclusionAhead() {
	if v.incWanted {
		go func() {
			defer func() { _ = recover() }() // (the askers panic with it: incl)
			v.incl()
		}()
	}
}

// incl returns the inclusion sets, built at the first call (nil: none). A build that
// panicked panics again at every call: an analysis that needed the sets fails (its error
// is reported) instead of reading "no sets" as "nothing told apart".
func (v *View) incl() *Inclusion {
	v.incOnce.Do(func() {
		if v.incBuild == nil {
			return
		}
		defer func() {
			if r := recover(); r != nil {
				v.incPanic = r
			}
		}()
		build := v.incBuild
		v.incBuild = nil
		build()
	})
	if v.incPanic != nil {
		panic(v.incPanic)
	}
	return v.inc
}

// setInclusion attaches the solved inclusion sets of p to the View. The virtual methods
// whose calls the inclusion models all (vtableOnlyFuncs) leave incSkip; those of them no
// call binds never run (an empty parameter set says no call passes anything). (Other
// functions never called keep the refusal of an empty set.)
func (v *View) setInclusion(p *model.Program, inc *Inclusion) {
	v.inc = inc
	v.neverRuns = map[*model.Function]bool{}
	if inc == nil {
		return
	}
	if v.noMain {
		return
	}
	named := calledNames(p)
	unbound := inc.unboundTargets()
	for _, f := range inc.programCalled(p, unbound) {
		delete(v.incSkip, f)
	}
	for f := range vtableOnlyFuncs(p) {
		delete(v.incSkip, f)
		if !f.IsMain() && !inc.called[f] && !named[f.IR.Name] && !unbound[f] {
			v.neverRuns[f] = true
		}
	}
}

// freeze makes the View of a built graph.
func (pt *Points) freeze(p *model.Program) *View {
	n := len(pt.Parent)
	v := &View{rep: make([]Class, n), obj: make([]Class, n), members: make([]int, n),
		param: map[ParamKey]Class{}, global: map[string]Class{}, feeds: map[Class][]Class{},
		suspect: map[Class]bool{}, skip: map[*model.Function]bool{}}
	for c := range n {
		v.rep[c] = pt.Find(Class(c))
	}
	// The outermost object of each representative: follow the owners (unification may chain
	// objects into a cycle, each a part of the other: the walk stops there).
	const todo, busy = Class(-2), Class(-3)
	for c := range n {
		v.obj[c] = todo
	}
	var outer func(r Class) Class
	outer = func(r Class) Class {
		switch v.obj[r] {
		case todo:
		case busy:
			return r
		default:
			return v.obj[r]
		}
		v.obj[r] = busy
		o := r
		if up := pt.OwnerOf(r); up != NoClass {
			o = outer(v.rep[up])
		}
		v.obj[r] = o
		return o
	}
	for c := range n {
		if v.rep[c] == Class(c) {
			outer(Class(c))
		}
	}
	for c := range n {
		v.obj[c] = v.obj[v.rep[c]]
	}
	for c := range n {
		if v.rep[c] == Class(c) {
			v.members[v.obj[c]] += pt.Members[c]
		}
	}
	v.unknown = v.obj[pt.Unknown]
	for k, c := range pt.Param {
		v.param[k] = v.obj[c]
	}
	for k, c := range pt.Global {
		v.global[k] = v.obj[c]
	}
	for _, e := range pt.ReadEdges {
		to, from := v.obj[e[0]], v.obj[e[1]]
		if !slices.Contains(v.feeds[to], from) {
			v.feeds[to] = append(v.feeds[to], from)
		}
	}
	v.incSkip = map[*model.Function]bool{}
	for f, s := range pt.Summary {
		if s != nil {
			v.skip[f] = true
		}
	}
	for _, f := range p.AddressTaken() {
		v.skip[f] = true
		v.incSkip[f] = true
	}
	hasMain := false
	for _, f := range p.Funcs {
		hasMain = hasMain || f.IsMain()
	}
	v.noMain = !hasMain
	if !hasMain {
		// A library, or part of a program: its functions' callers are not all here.
		for _, f := range p.Funcs {
			v.skip[f] = true
			v.incSkip[f] = true
		}
	}
	// Memory the graph did not see pointers stored into: everything reachable from what the
	// pointers held there point to is suspect.
	var work []Class
	unseen := func(c Class) { // pointers in object c's memory may have been written unseen
		if c == NoClass {
			return
		}
		o := v.obj[pt.Find(c)]
		for _, x := range append([]Class{o}, pt.SortedFields(o)...) {
			if t := pt.Pointee[pt.Find(x)]; t != NoClass {
				work = append(work, t)
			}
		}
	}
	for _, f := range p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				switch in.Op {
				case "atomicrmw", "cmpxchg":
					// (the build follows plain stores only)
					if len(in.Operands) > 1 && mayHoldPointer(in.Operands[len(in.Operands)-1].Type) {
						unseen(pt.peek(f, in.Operands[0]))
					}
				case "store":
					if len(in.Operands) == 2 && mayHoldPointer(in.Operands[0].Type) && !llvmir.IsPointerType(in.Operands[0].Type) {
						unseen(pt.peek(f, in.Operands[1]))
					}
				case "call", "invoke":
					if CalleeOf(f, in) != nil {
						continue
					}
					if _, ok := LibraryOutAllocator(in.CalledFunction()); ok {
						continue
					}
					_, w := pt.lib.accessed(f, in)
					for _, i := range w {
						unseen(pt.peek(f, in.Args[i]))
					}
				}
			}
		}
	}
	for _, m := range p.Modules {
		for _, g := range m.Globals {
			if g.Init != nil && holdsAddress(g.Init) {
				unseen(pt.peekGlobal(m, g.Name))
			}
		}
	}
	for len(work) > 0 {
		c := v.obj[pt.Find(work[len(work)-1])]
		work = work[:len(work)-1]
		if v.suspect[c] {
			continue
		}
		v.suspect[c] = true
		for _, x := range append([]Class{c}, pt.SortedFields(c)...) {
			if t := pt.Pointee[pt.Find(x)]; t != NoClass {
				work = append(work, t)
			}
		}
	}
	return v
}

// mayHoldPointer reports whether a stored value's type may contain a pointer (an aggregate,
// or a type the reader kept as text only).
func mayHoldPointer(t string) bool {
	return t == "" || strings.Contains(t, "ptr") || strings.Contains(t, "*") || strings.HasPrefix(t, "%")
}

// holdsAddress reports whether a global's initializer contains the address of a global or a
// function.
func holdsAddress(v *llvmir.Value) bool {
	if v == nil {
		return false
	}
	if v.Kind == llvmir.ValGlobal {
		return true
	}
	for _, e := range v.Elems() {
		if holdsAddress(e) {
			return true
		}
	}
	return false
}

// objects returns the objects class c stands for: its object and those feeding it through
// read edges; ok is false when the View cannot vouch for them (see View).
func (v *View) objects(c Class) (out []Class, ok bool) {
	named := 0
	work := []Class{v.obj[c]}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if slices.Contains(out, x) {
			continue
		}
		if x == v.unknown || v.suspect[x] {
			return nil, false
		}
		out = append(out, x)
		named += v.members[x]
		work = append(work, v.feeds[x]...)
	}
	return out, named > 0
}

// classOf is the class of an object of function f the View answers for.
func (v *View) classOf(f *model.Function, o *Object) (Class, bool) {
	switch o.Kind {
	case Param:
		if v.skip[f] {
			return NoClass, false
		}
		c, ok := v.param[ParamKey{f, o.Param}]
		return c, ok
	case Global:
		c, ok := v.global[globalKey(objModule(f, o), o.Name)]
		return c, ok
	}
	return NoClass, false
}

// Apart reports whether the program-wide model proves that objects x and y of function f
// (parameters' memory or globals) are distinct storage: the classes, or else the inclusion
// sets.
func (v *View) Apart(f *model.Function, x, y *Object) bool {
	if v == nil || f == nil {
		return false
	}
	return v.classesApart(f, x, y) || v.inclusionApart(f, x, y)
}

// inclusionApart: the inclusion sets of x and y share no object and hold no unknown memory,
// for the objects the classes answer for (parameters' memory and globals). A parameter never
// bound (no call passes it a pointer) has an empty set: no answer. The functions with context
// summaries need no refusal here: the inclusion sets are the union over every call. Memory
// the classes call suspect (written by the library, aggregates stored whole, atomics,
// initializers) holds Unknown in the inclusion sets.
func (v *View) inclusionApart(f *model.Function, x, y *Object) bool {
	paramOrGlobal := func(o *Object) bool { return o.Kind == Param || o.Kind == Global }
	return paramOrGlobal(x) && paramOrGlobal(y) && v.setsApart(f, x, y, "the classes could not tell")
}

// SameOnlyBlock reports whether the inclusion sets say objects x and y of function f
// (parameters' memory, globals, memory reached through pointers read from memory) may each
// start at one location only, the same one, of an object that stands for one block of the
// run (a global, a block main allocates outside loops: incObj.oneBlock) and whose locations
// are exact offsets (exactObject).
func (v *View) SameOnlyBlock(f *model.Function, x, y *Object) bool {
	if v == nil || f == nil || v.incl() == nil {
		return false
	}
	// first the objects (remembered on x and y: Relate asks this of every pair of names
	// the function cannot relate), then the locations of the rare pair left
	ox, okx := v.incSet(f, x, 0)
	oy, oky := v.incSet(f, y, 0)
	if !okx || !oky || len(ox) != 1 || len(oy) != 1 || ox[0] != oy[0] || !v.inc.exactObject(ox[0]) {
		return false
	}
	lx, okx := v.incLocs(f, x, 0)
	ly, oky := v.incLocs(f, y, 0)
	if !okx || !oky || len(lx) != 1 || len(ly) != 1 || lx[0] != ly[0] {
		return false
	}
	if debugInclusion {
		fmt.Fprintf(os.Stderr, "parcoach: inclusion: %s: %s and %s may only be the same block\n", f.Name, x, y)
	}
	return true
}

// sharesNone: the sorted sets a and b have no element in common.
func sharesNone(a, b []int32) bool {
	for _, o := range a {
		if _, found := slices.BinarySearch(b, o); found {
			return false
		}
	}
	return true
}

// maxReadDepth bounds the chains of pointers read from memory ReadApart follows (s->a->b).
const maxReadDepth = 4

// ReadApart reports whether the inclusion sets prove objects x and y of function f distinct
// storage, where one of them at least is memory reached through a pointer read from memory
// (Deref): the locations the pointer may be read from, what they may hold, and the objects
// of that share nothing with the other's and hold no unknown memory.
func (v *View) ReadApart(f *model.Function, x, y *Object) bool {
	return v != nil && f != nil && v.setsApart(f, x, y, "read from memory")
}

// setsApart: the inclusion objects x and y may be are known (no unknown memory, not empty)
// and share none. why is for PARCOACH_DEBUG_INCLUSION.
func (v *View) setsApart(f *model.Function, x, y *Object, why string) bool {
	if v.incl() == nil {
		return false
	}
	ox, okx := v.incSet(f, x, 0)
	oy, oky := v.incSet(f, y, 0)
	if !okx || !oky || !sharesNone(ox, oy) {
		if debugIncRefused != "" && strings.Contains(f.Name+" "+f.IR.Name, debugIncRefused) {
			v.printRefusal(f, x, y, ox, okx, oy, oky)
		}
		return false
	}
	if debugInclusion {
		fmt.Fprintf(os.Stderr, "parcoach: inclusion: %s: %s and %s apart (%s)\n", f.Name, x, y, why)
	}
	return true
}

// incAnswer is a remembered incSet: the View and function it was asked in, and the answer.
type incAnswer struct {
	v    *View
	f    *model.Function
	objs []int32
	ok   bool
}

// incSet is the sorted set of inclusion objects o may be; false when there is no answer.
// The answer is remembered on o: reading a pointer's target set through a large object's
// contents is costly (8 ms a call on Quicksilver), and the nonblocking and RMA checks ask
// the same few objects again for each pair they relate (64 calls for 16 objects there).
func (v *View) incSet(f *model.Function, o *Object, depth int) ([]int32, bool) {
	if m := o.incMemo; depth == 0 && m != nil && m.v == v && m.f == f {
		return m.objs, m.ok
	}
	objs, ok := v.incSetOf(f, o, depth)
	if depth == 0 {
		o.incMemo = &incAnswer{v: v, f: f, objs: objs, ok: ok}
	}
	return objs, ok
}

// incSetOf computes incSet.
func (v *View) incSetOf(f *model.Function, o *Object, depth int) ([]int32, bool) {
	locs, ok := v.incLocs(f, o, depth)
	if !ok {
		return nil, false
	}
	out := make([]int32, 0, len(locs))
	for _, l := range locs {
		out = append(out, v.inc.locObj[l])
	}
	slices.Sort(out)
	return slices.Compact(out), true
}

// incLocs lists the inclusion locations where object o of f may start; false when the sets
// hold unknown memory, are empty, or o is not one the View answers for.
func (v *View) incLocs(f *model.Function, o *Object, depth int) ([]int32, bool) {
	s := v.incl()
	if v.incSkip[f] {
		return nil, false
	}
	if v.neverRuns[f] {
		return nil, true // (no object: the function never runs)
	}
	start := func(obj int32, ok bool) ([]int32, bool) {
		if !ok {
			return nil, false
		}
		return []int32{s.start(obj)}, true
	}
	switch o.Kind {
	case Param:
		if o.Param < 0 || o.Param >= len(f.IR.Params) {
			return nil, false
		}
		n, ok := s.val.get(f, f.IR.Params[o.Param].Name)
		if !ok {
			return nil, false
		}
		return s.known(s.solved(n))
	case Global:
		g := s.globalObject(objModule(f, o), o.Name)
		return start(g, g >= 0)
	case Local:
		a, ok := s.alloca.get(f, o.Name)
		return start(a, ok)
	case Heap:
		h, ok := s.heap[o.Site]
		// (a block stored into a parameter's memory is, in the sets, an object per call of
		// the function: its own object stands for none of them)
		return start(h, ok && o.Site != nil && !s.intoSite[o.Site])
	case Deref:
		if o.fromObj == nil || depth >= maxReadDepth {
			return nil, false
		}
		base, ok := v.incLocs(f, o.fromObj, depth+1)
		if !ok {
			return nil, false
		}
		var held sparseSet
		for _, l := range base {
			if o.fromScale > 0 {
				s.readAtStrided(&held, l, o.fromRes, o.fromScale)
			} else {
				s.readAt(&held, l, o.fromOff, o.fromExact)
			}
		}
		return s.known(&held)
	}
	return nil, false
}

// classesApart: the classes of x and y differ and the View can vouch for both.
func (v *View) classesApart(f *model.Function, x, y *Object) bool {
	cx, okx := v.classOf(f, x)
	cy, oky := v.classOf(f, y)
	if !okx || !oky {
		return false
	}
	ox, okx := v.objects(cx)
	oy, oky := v.objects(cy)
	if !okx || !oky {
		return false
	}
	for _, a := range ox {
		if slices.Contains(oy, a) {
			return false
		}
	}
	return true
}

// peek is Loc for a value the build gave a class, without adding any (NoClass otherwise): the
// freeze must not change the graph the dependence solver then reads.
func (pt *Points) peek(f *model.Function, v *llvmir.Value) Class {
	if v == nil {
		return NoClass
	}
	switch v.Kind {
	case llvmir.ValGlobal:
		return pt.peekGlobal(f.Module, v.Name)
	case llvmir.ValConstExpr:
		if b := v.Base(); b != nil && b != v {
			return pt.peek(f, b)
		}
	case llvmir.ValLocal:
		if i := f.ParamIndex(v.Name); i >= 0 {
			if c, ok := pt.Param[ParamKey{f, i}]; ok {
				return c
			}
			return NoClass
		}
		if c, ok := pt.valLoc.get(f, v.Name); ok {
			return c
		}
	}
	return NoClass
}

// peekGlobal is the class of global name of module m, NoClass when the build gave it none.
func (pt *Points) peekGlobal(m *llvmir.Module, name string) Class {
	c, ok := pt.Global[globalKey(m, name)]
	if !ok {
		return NoClass
	}
	return c
}

// objModule is the module global object o of f is named in: its own when it came from another
// file's function (GlobalLocOf), else f's.
func objModule(f *model.Function, o *Object) *llvmir.Module {
	if o.mod != nil {
		return o.mod
	}
	return f.Module
}

// globalKey is how the graph names a global (see GlobalClass).
func globalKey(m *llvmir.Module, name string) string {
	if m != nil && internalGlobal(m, name) {
		return m.Name + "\x00" + name
	}
	return name
}
