package alias

import (
	"slices"
	"strconv"
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
	t := llvmir.TypesOf(f.Module).Of(v.Type)
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
func pointerLeaves(t *llvmir.Type, path []int64, off int64, out *[]aggLeaf) bool {
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
func typeHoldsPointer(t *llvmir.Type) bool {
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
		if len(v.Elems()) == 0 {
			return -1, strings.HasPrefix(v.Text, "c\"") // a string constant holds no pointer
		}
		if path[0] < 0 || path[0] >= int64(len(v.Elems())) {
			return -1, false
		}
		return s.fieldValue(f, v.Elems()[path[0]], path[1:], depth+1)
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
		off, ok := pathOffset(llvmir.TypesOf(f.Module).Of(v.Type), path)
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
	case "landingpad":
		// { exception, selector }: the unwinder's exception object, the library's memory
		return s.holder(s.objLoc(s.static, "exception", objStatic, -1)), true
	case "call", "invoke":
		// a function of the program returning an aggregate: its returned values' field
		c := CalleeOf(f, d)
		if c == nil || c.Fork || c.Fn.IR.Decl {
			return -1, false
		}
		key := aggRetKey{c.Fn, pathKey(path)}
		if n, ok := s.aggRet[key]; ok {
			return n, true
		}
		n := s.newNode()
		s.aggRet[key] = n // (before the walk: a recursive function meets it again)
		for _, b := range c.Fn.IR.Blocks {
			for _, r := range b.Insts {
				if r.Op != "ret" || len(r.Operands) != 1 {
					continue
				}
				m, ok := s.fieldValue(c.Fn, r.Operands[0], path, depth+1)
				if !ok {
					s.addLoc(n, s.unkNamed("aggregate returned by "+c.Fn.Name))
				} else if m >= 0 {
					s.addCopy(m, n)
				}
			}
		}
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

// aggRetKey names the field at path (pathKey) of what function fn returns.
type aggRetKey struct {
	fn   *model.Function
	path string
}

func pathKey(path []int64) string {
	var b strings.Builder
	for _, i := range path {
		b.WriteString(strconv.FormatInt(i, 10))
		b.WriteByte('.')
	}
	return b.String()
}

// pathOffset is the byte offset of the element at index path in a value of type t.
func pathOffset(t *llvmir.Type, path []int64) (int64, bool) {
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
		"_FortranAPointerAllocate": true, "_FortranAPointerAllocateSource": true, // (ALLOCATE of a POINTER)
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

// The C++ standard library (libstdc++'s std::string, streams, red-black trees): its code
// gets the program's objects only through its arguments, and what it writes through them is
// its own memory (a string's characters, a stream's buffers and facets, the vtables of its
// classes) or what it was given. One object stands for all of its memory (cxxMem) and one
// for all of its code (cxxCode, what the program calls through the library's vtables), and
// one node (cxxReach) for everything the library may hold: its memory and code and every
// object given to one of these functions. A call writes cxxReach into the objects its
// arguments point to and returns cxxReach; the library's memory holds cxxReach; the
// library calls the functions in cxxReach (a manipulator given to operator<<) with
// cxxReach. So a pointer read from a string or a stream points to the library's memory or
// to an object the program gave the library, never to unknown memory, and objects never
// given to the library stay apart from it.

// cxxStringPrefix: the members of std::string (basic_string<char, char_traits<char>,
// allocator<char>>), const or not. Its only pointer (the characters) is at offset 0 and
// points to its own buffer at offset 16 or to the library's memory.
var cxxStringPrefixes = []string{
	"_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE",
	"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE",
}

// cxxLibraryPrefixes: streams (string, file, standard), their operators and manipulators,
// ios_base, locales, red-black tree rebalancing (std::map, std::set).
var cxxLibraryPrefixes = []string{
	"_ZNSt7__cxx1119basic_istringstream", "_ZNSt7__cxx1119basic_ostringstream",
	"_ZNSt7__cxx1118basic_stringstream", "_ZNKSt7__cxx1119basic_istringstream",
	"_ZNKSt7__cxx1119basic_ostringstream", "_ZNKSt7__cxx1118basic_stringstream",
	"_ZNSt7__cxx1115basic_stringbuf", "_ZNKSt7__cxx1115basic_stringbuf",
	"_ZNSt14basic_ifstream", "_ZNSt14basic_ofstream", "_ZNSt13basic_fstream", "_ZNSt13basic_filebuf",
	"_ZNKSt14basic_ifstream", "_ZNKSt14basic_ofstream", "_ZNKSt13basic_fstream", "_ZNKSt13basic_filebuf",
	"_ZNSo", "_ZNSi", "_ZNKSo", "_ZNKSi", "_ZNSt9basic_ios", "_ZNKSt9basic_ios",
	"_ZNSt8ios_base", "_ZNKSt8ios_base", "_ZNSt6locale", "_ZNKSt6locale", "_ZNKSt5ctypeIcE",
	"_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_", "_ZStlsIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_",
	"_ZStrsIcSt11char_traitsIcEERSt13basic_istreamIT_T0_ES6_", "_ZStrsISt11char_traitsIcEERSt13basic_istreamIcT_ES5_",
	"_ZStlsIcSt11char_traitsIcESaIcEERSt13basic_ostreamIT_T0_ES7_RKNSt7__cxx1112basic_stringIS4_S5_T1_EE",
	"_ZStrsIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EE",
	"_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l",
	"_ZSt7getlineIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EE",
	"_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_", "_ZSt5flushIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_",
	"_ZSt18_Rb_tree_decrementP", "_ZSt18_Rb_tree_incrementP", "_ZSt29_Rb_tree_insert_and_rebalance",
	"_ZSt28_Rb_tree_rebalance_for_erase", "_ZNSaIcE", "_ZNKSaIcE",
}

// constantArgs marks in s.constant the nodes of the arguments of in that are the address of
// a constant global (a string literal): the library copies what they hold (it is read-only,
// nothing writes it) and keeps no pointer to them.
func (s *Inclusion) constantArgs(f *model.Function, in *llvmir.Inst, args []int32) {
	for i, a := range in.Args {
		if i >= len(args) || args[i] < 0 {
			continue
		}
		b := a.Base()
		if b == nil || b.Kind != llvmir.ValGlobal {
			continue
		}
		if g := f.Module.Global(b.Name); g != nil && g.Constant {
			s.constant[args[i]] = true
		}
	}
}

// cxxLibrary reports whether name is one of the C++ library's functions above, and whether
// it is a member of std::string.
func cxxLibrary(name string) (ok, str bool) {
	for _, p := range cxxStringPrefixes {
		if strings.HasPrefix(name, p) {
			return true, true
		}
	}
	for _, p := range cxxLibraryPrefixes {
		if strings.HasPrefix(name, p) {
			return true, false
		}
	}
	return false, false
}

// maxCxxCallbackArgs: the arguments the library's calls of a function in cxxReach get.
const maxCxxCallbackArgs = 8

// cxxReachNode is cxxReach, made on first use from call in.
func (s *Inclusion) cxxReachNode(in *llvmir.Inst) int32 {
	if s.cxxReach >= 0 {
		return s.cxxReach
	}
	r := s.newNode()
	s.cxxReach = r
	mem := s.newObj(objStatic, "C++ library memory", -1)
	s.collapseObj(mem)
	s.cxxMem = mem
	code := s.newObj(objFunc, "C++ library code", -1)
	s.collapseObj(code)
	s.cxxCode = code
	s.addLoc(r, s.objs[mem].whole)
	s.addLoc(r, s.objs[code].whole)
	s.addCopy(r, s.content(s.objs[mem].whole))
	args := make([]int32, maxCxxCallbackArgs)
	for i := range args {
		args[i] = r
	}
	s.addIndirect(in, args, r, r)
	return r
}

// genCxxLibrary generates a call to one of the C++ library's functions (or to its code
// through a vtable, cxxCode, name ""): args are its pointer arguments' nodes, res its
// result's node. str: a member of std::string.
//
//   - A member of std::string writes, at offset 0 of the strings its arguments point to, a
//     pointer to their own buffer (offset 16) or to the library's memory, and keeps no
//     pointer to any of them (the characters are copied).
//   - _Rb_tree_increment and _Rb_tree_decrement return a node reached from the one given
//     along the links (offsets 8, 16 and 24).
//   - The red-black tree rebalancing functions relink the nodes and the header they are
//     given and those reachable from them along the links (one set per call): each of them
//     holds any of them at offsets 8, 16 and 24 (parent, left, right). They do not involve
//     the library's memory (cxxReach): a map's nodes and header stay apart from the streams,
//     and a map inside a program object (its header) does not bring that object into reach
//     of the stream functions, which write anywhere in what they are given.
//   - The others (streams, code called through the library's vtables) write cxxReach
//     anywhere in the object their first argument points to (the stream, or the string a
//     function returns), which joins cxxReach; their other arguments are written as strings
//     (a string or a number read from a stream) and kept only by the functions that keep a
//     pointer (a stream buffer given to rdbuf or init, a stream given to tie, a buffer to
//     setbuf, a callback: their mangled names say so), whose arguments all join cxxReach.
//
// The result is cxxReach; a string member's is the library's memory, one of its arguments
// (*this) or their characters.
func (s *Inclusion) genCxxLibrary(in *llvmir.Inst, name string, args []int32, res int32, str bool) {
	if strings.HasPrefix(name, "_ZNSaIcE") || strings.HasPrefix(name, "_ZNKSaIcE") {
		return // std::allocator<char>: an empty class, its members do nothing
	}
	if strings.HasPrefix(name, "_ZSt18_Rb_tree_") { // increment, decrement
		// a walk along the links from the node given: nothing written, nothing kept
		if res < 0 || len(args) == 0 || args[0] < 0 {
			return
		}
		w := s.newNode()
		s.addCopy(args[0], w)
		for _, off := range []int64{8, 16, 24} {
			p := s.newNode()
			s.addOff(w, p, off)
			s.addLoad(p, w)
		}
		s.addCopy(w, res)
		return
	}
	if strings.HasPrefix(name, "_ZSt29_Rb_tree_") || strings.HasPrefix(name, "_ZSt28_Rb_tree_") {
		// insert_and_rebalance, rebalance_for_erase: they relink the nodes and the header
		// given and those reachable from them along the links; nothing else is written or
		// kept, and the library's memory is not involved
		t := s.newNode()
		for _, a := range args {
			if a >= 0 {
				s.addCopy(a, t)
			}
		}
		for _, off := range []int64{8, 16, 24} {
			p := s.newNode()
			s.addOff(t, p, off)
			s.addLoad(p, t)
			s.addStore(p, t)
		}
		if res >= 0 {
			s.addCopy(t, res) // (the node taken out of the tree)
		}
		return
	}
	r := s.cxxReachNode(in)
	mem := s.holder(s.objs[s.cxxMem].whole)
	asString := func(a int32) int32 {
		// each string its own buffer (not the buffers of every string this argument may be)
		own := s.newNode()
		s.addOff(a, own, 16)
		s.addSelf(a, selfPair{0, 16})
		s.addStore(a, mem)
		return own
	}
	keeps := name == "" || cxxKeepsArgs(name)
	first := true
	for _, a := range args {
		if a < 0 || s.constant[a] {
			continue
		}
		switch {
		case str:
			own := asString(a)
			if res >= 0 { // *this, or its characters (c_str, data)
				s.addCopy(a, res)
				s.addCopy(own, res)
			}
		case first || keeps:
			s.addCopy(a, r)
			p := s.newNode()
			s.addOff(a, p, anyOffset)
			s.addStore(p, r)
		default:
			asString(a)
		}
		first = false
	}
	if res >= 0 {
		if str {
			s.addCopy(mem, res)
		} else {
			s.addCopy(r, res)
		}
	}
}

// cxxKeepsArgs reports whether a C++ library function (by mangled name) may keep a pointer
// to one of its arguments past the call: a stream buffer given to rdbuf or init or a
// constructor, a stream to tie, a buffer to setbuf, a function (manipulators, callbacks).
func cxxKeepsArgs(name string) bool {
	for _, k := range []string{"rdbuf", "4init", "3tie", "setbuf", "register_callback", "PSt15basic_streambuf", "PF", "imbue", "5pword"} {
		if strings.Contains(name, k) {
			return true
		}
	}
	return false
}

// libstdc++'s doubly linked list (std::list) keeps its links in _List_node_base: the next
// node at offset 0, the previous at offset 8. The functions below are compiled into the
// library (not inlined into the program) and write only these links, with addresses of the
// nodes they are given or reach along the links: never another pointer, nothing kept, no
// callback.
const (
	cxxListHook    = "_ZNSt8__detail15_List_node_base7_M_hookEPS0_"
	cxxListUnhook  = "_ZNSt8__detail15_List_node_base9_M_unhookEv"
	cxxListPrefix  = "_ZNSt8__detail15_List_node_base"
	listNextOffset = 0
	listPrevOffset = 8
)

// genListLinks generates a call to one of libstdc++'s list-link functions (false when name
// is not one of them; args are the pointer arguments' nodes).
//
//   - this->_M_hook(pos) links this before pos: this->next = pos, this->prev = pos->prev,
//     pos->prev->next = this, pos->prev = this.
//   - this->_M_unhook() unlinks this: this->prev->next = this->next, this->next->prev =
//     this->prev (this keeps its links).
//   - The others (_M_transfer, _M_reverse, swap) relink the nodes they are given and those
//     reachable from them: every such node may hold any of them at offsets 0 and 8.
func (s *Inclusion) genListLinks(name string, args []int32) bool {
	if !strings.HasPrefix(name, cxxListPrefix) {
		return false
	}
	at := func(p int32, off int64) int32 {
		if off == 0 {
			return p
		}
		n := s.newNode()
		s.addOff(p, n, off)
		return n
	}
	switch {
	case name == cxxListHook && len(args) == 2:
		this, pos := args[0], args[1]
		if this < 0 || pos < 0 {
			return true // (a null node: undefined, nothing the analysis follows)
		}
		prev := s.newNode()
		s.addLoad(at(pos, listPrevOffset), prev)
		s.addStore(at(this, listNextOffset), pos)
		s.addStore(at(this, listPrevOffset), prev)
		s.addStore(at(prev, listNextOffset), this)
		s.addStore(at(pos, listPrevOffset), this)
	case name == cxxListUnhook && len(args) == 1:
		if args[0] < 0 {
			return true
		}
		next, prev := s.newNode(), s.newNode()
		s.addLoad(at(args[0], listNextOffset), next)
		s.addLoad(at(args[0], listPrevOffset), prev)
		s.addStore(at(prev, listNextOffset), next)
		s.addStore(at(next, listPrevOffset), prev)
	default:
		// the nodes given and all those reachable from them along the links
		r := s.newNode()
		for _, a := range args {
			if a >= 0 {
				s.addCopy(a, r)
			}
		}
		for _, off := range []int64{listNextOffset, listPrevOffset} {
			p := at(r, off)
			s.addLoad(p, r)
			s.addStore(p, r)
		}
	}
	return true
}

// cxxTypeInfo reports whether an external global is one of the C++ library's vtables
// (_ZTV: the type_info classes' of the C++ ABI that the program's own type information
// points to, those of the library's classes), type information (_ZTI) or type names
// (_ZTS): constant data, which the program never writes.
func cxxTypeInfo(name string) bool {
	return strings.HasPrefix(name, "_ZTV") || strings.HasPrefix(name, "_ZTI") || strings.HasPrefix(name, "_ZTS")
}

// cxxTypeInfoNode is what the library's vtables and type information hold: the library's
// code (a virtual call through one of them runs the library, as through cxxCode) and one
// object standing for all of them (a type_info points to its vtable and its name).
func (s *Inclusion) cxxTypeInfoNode() int32 {
	if s.cxxTypes >= 0 {
		return s.cxxTypes
	}
	s.cxxReachNode(nil)
	o := s.newObj(objStatic, "C++ library type information", -1)
	s.collapseObj(o)
	s.objs[o].readonly = true
	n := s.content(s.objs[o].whole)
	s.addLoc(n, s.objs[o].whole)
	s.addLoc(n, s.objs[s.cxxCode].whole)
	s.cxxTypes = n
	return n
}

// cxxAbortsVirtual are the functions the compiler puts in a vtable's slots of pure virtual
// and deleted functions: calling one terminates the program.
var cxxAbortsVirtual = map[string]bool{"__cxa_pure_virtual": true, "__cxa_deleted_virtual": true}

// returnsFirstArg reports whether C library function name returns its first argument
// itself (the destination of a copy or a fill), not a pointer somewhere into it.
func returnsFirstArg(name string) bool {
	switch name {
	case "strcpy", "strncpy", "strcat", "strncat", "memcpy", "memmove", "memset":
		return true
	}
	return strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove.") || strings.HasPrefix(name, "llvm.memset.")
}

// scalarAddress reports whether pointer value name of f is used only as the address of
// loads and stores of values that hold no pointer (and by debug intrinsics): its set then
// feeds no constraint, and where it points within its object does not matter.
func scalarAddress(f *model.Function, name string) bool {
	if name == "" {
		return false
	}
	uses := f.Uses(name)
	if len(uses) == 0 {
		return false
	}
	for _, u := range uses {
		switch {
		case u.Op == "load" && len(u.Operands) == 1 && !mayHoldPointer(u.Type):
		case u.Op == "store" && len(u.Operands) == 2 && !mayHoldPointer(u.Operands[0].Type) &&
			!isLocal(u.Operands[0], name) && isLocal(u.Operands[1], name):
		case (u.Op == "call") && strings.HasPrefix(u.CalledFunction(), "llvm.dbg."):
		default:
			return false
		}
	}
	return true
}

// isLocal reports whether v is the local value name.
func isLocal(v *llvmir.Value, name string) bool {
	return v != nil && v.Kind == llvmir.ValLocal && v.Name == name
}

// dataPointer reports whether a call argument's type, in IR with typed pointers (clang 14),
// is a pointer to data, not to a function: a library function given it does not call what
// it points to (a callback's parameter has a function pointer type, `void (i8*)*`). With
// opaque pointers (`ptr`) nothing is known.
func dataPointer(t string) bool {
	return strings.HasSuffix(t, "*") && !strings.Contains(t, "(")
}

// selfStore reports whether `store val, addr` in f stores into an object a pointer into the
// same object, both at constant offsets from one pointer value r (the same SSA value, or the
// same parameter through its -O0 slot): addr is r+at and val is r+val. Each object r may
// point to then holds a pointer into itself, not into every object r may point to.
func selfStore(f *model.Function, addr, val *llvmir.Value) (r string, at, vo int64, ok bool) {
	ra, at, oka := selfRoot(f, addr, 0)
	rv, vo, okv := selfRoot(f, val, 0)
	if !oka || !okv || ra != rv {
		return "", 0, 0, false
	}
	return ra, at, vo, true
}

// maxSelfRootDepth bounds the casts and offsets selfRoot follows.
const maxSelfRootDepth = 16

// selfRoot follows pointer value v of f back through casts and getelementptrs at constant
// offsets, and loads of a parameter's -O0 slot (an alloca whose only store is the
// parameter's, only loaded otherwise), to the value it is an offset of.
func selfRoot(f *model.Function, v *llvmir.Value, depth int) (string, int64, bool) {
	if v == nil || v.Kind != llvmir.ValLocal || depth > maxSelfRootDepth {
		return "", 0, false
	}
	if f.ParamIndex(v.Name) >= 0 {
		return v.Name, 0, true
	}
	d := f.Def(v.Name)
	if d == nil {
		return "", 0, false
	}
	switch d.Op {
	case "bitcast", "addrspacecast":
		if len(d.Operands) == 1 {
			if r, k, ok := selfRoot(f, d.Operands[0], depth+1); ok {
				return r, k, true
			}
		}
	case "getelementptr":
		if off, ok := GEPOffset(f, d); ok && len(d.Operands) > 0 {
			if r, k, ok := selfRoot(f, d.Operands[0], depth+1); ok {
				return r, k + off, true
			}
		}
	case "load":
		if len(d.Operands) == 1 {
			if p, ok := paramSlot(f, d.Operands[0]); ok {
				return p, 0, true
			}
		}
	}
	return v.Name, 0, true
}

// paramSlot reports whether slot is an alloca of f whose only store is a parameter's and
// whose other uses are loads (and debug intrinsics): a load of it is the parameter.
func paramSlot(f *model.Function, slot *llvmir.Value) (string, bool) {
	if slot == nil || slot.Kind != llvmir.ValLocal {
		return "", false
	}
	if d := f.Def(slot.Name); d == nil || d.Op != "alloca" || len(d.Operands) > 0 {
		return "", false
	}
	param := ""
	for _, u := range f.Uses(slot.Name) {
		switch {
		case u.Op == "load" && len(u.Operands) == 1:
		case u.Op == "store" && len(u.Operands) == 2 && isLocal(u.Operands[1], slot.Name) &&
			!isLocal(u.Operands[0], slot.Name) && u.Operands[0].Kind == llvmir.ValLocal &&
			f.ParamIndex(u.Operands[0].Name) >= 0 && param == "":
			param = u.Operands[0].Name
		case u.Op == "call" && strings.HasPrefix(u.CalledFunction(), "llvm.dbg."):
		default:
			return "", false
		}
	}
	return param, param != ""
}
