package alias

import (
	"cmp"
	"fmt"
	"io"
	"math/bits"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// An inclusion-based points-to analysis in the style of Andersen (issue 13, step 1): whole
// program, flow-insensitive, field-sensitive by byte offset. Where unification (points.go)
// merges the objects two pointers may point to as soon as one is copied into the other, here
// every pointer has its own set of locations and `p = q` only adds q's set to p's: after
// `p = &a; q = &b; p = q`, q still points to b alone.
//
// Objects: one per alloca, per global (private and internal ones per module, as the linker
// sees them), per allocation call site (malloc & co., and the call sites of the program's
// allocation wrappers, ReturnsFresh: an object per call of the wrapper), per library function
// returning storage of its own, per function of the program whose address is taken (what an
// indirect call may run), main's argv, and the unknown memory (Unknown): what a pointer made
// from an integer, returned by an unknown call or written by a library function points to.
// Unknown may be anything: a query meeting it gets no answer.
//
// Locations are an object and a byte offset: the parts a getelementptr at constant indices
// reaches are told apart (struct members, array elements at constant indices). An access at
// a variable index, an offset outside the object, or more than maxIncFields parts collapse
// the object into one location (it stays distinct from every other object).
//
// Constraints come from the same instruction walk as the classes: address-of (alloca, a
// global or function, an allocation site), copies (bitcast, phi, select, getelementptr at a
// constant offset shifts the locations, at a variable index the whole object), loads and
// stores, memcpy/memmove (the contents of the source object's parts are copied to the
// destination at the same relative offsets), calls (arguments to parameters, the result of
// the callee to the call's; an OpenMP fork to its outlined region; a call through a pointer
// to the functions in the pointer's set, or, when the set holds Unknown, to the functions
// model.Program.IndirectTargets allows), library calls through classifyCall and the Library
// tables (memory a library function writes through a pointer may then hold any pointer:
// Unknown; a function of the program passed to the library may be called with anything:
// its parameters point to Unknown), aggregates stored whole (flang's descriptors) and
// pointer atomics (Unknown), globals initialised with addresses.
//
// The solver is a worklist over the constraint graph with difference propagation (a node
// passes on only what it received since it was last processed), sparse bit sets, and lazy
// cycle detection (Hardekopf & Lin, PLDI 2007): when an edge a→b leaves b with the same set
// as a, a search from a finds the cycle through the edge and merges its nodes. Everything
// iterates in a fixed order, so the result does not depend on map order.

// Inclusion is the inclusion-based points-to of a program, solved. After BuildInclusion it is
// read-only and may be shared between goroutines.
type Inclusion struct {
	p   *model.Program
	lib *Library

	objs []*incObj
	// objCanon, by object: what canon needs to know of it, in a dense list (see canon)
	objCanon []int32
	locObj   []int32
	locOff   []int64 // -1: the whole (collapsed) object
	locNode  []int32 // the node holding what the location contains

	nodes incNodes // (empty once solved: sets holds the answers, see compact)
	// derefSlab: the room left for the nodes' incDerefs (see derefsOf)
	derefSlab []incDerefs
	parent    []int32
	// after the solve: the distinct sets (sets, 0 the empty one) and by node the one it
	// points to (setOf: 4 bytes a node, where a set header by node was 24, most of them
	// empty or a merged node's, issue 18)
	sets  []sparseSet
	setOf []int32

	val incVals
	ret map[*model.Function]int32
	// clone: the function being generated again at a call (inclusion_clone.go), nil when
	// none; clones: which functions are; taken: the functions whose address is taken
	clone  *incClone
	clones map[*model.Function]bool
	taken  map[*model.Function]bool
	// sinkBody: the cloned function whose own body is being generated, for the sets of its
	// values only: it writes no memory but its stack slots
	sinkBody *model.Function
	holds    map[int32]int32 // location -> a node pointing to it alone
	alloca   incVals         // the objects of the allocas, by function and name (a table like val's)
	global   map[string]int32
	heap     map[*llvmir.Inst]int32
	static   map[string]int32
	fnObj    map[string]int32

	unknown, unknownLoc int32
	argv                int32
	// the C++ library's reach and code (incmodels.go), -1 until a call to it is met
	cxxReach, cxxCode, cxxMem int32
	cxxTypes                  int32               // what the library's vtables and type information hold (-1: not made)
	constant                  map[int32]bool      // holder nodes of constant globals' addresses given to the C++ library
	aggRet                    map[aggRetKey]int32 // fields of aggregates returned by the program's functions

	// origins names what makes pointers unknown (a library function writing through its
	// arguments, an aggregate stored whole, inttoptr...), by id (0: none). With split set
	// (the debug count of PARCOACH_DEBUG_INCLUSION), each origin has an unknown object of its
	// own, so a set shows which origins reached it; otherwise they are all Unknown.
	origins  []string
	originID map[string]int32
	split    bool
	unkOf    map[int32]int32 // origin -> its unknown location (split)

	// blocks functions allocate into their parameters' memory (inclusion_fresh.go)
	intoParam map[*model.Function][]paramStore
	skipStore map[*llvmir.Inst]bool
	intoSite  map[*llvmir.Inst]bool
	intoHeap  map[[2]*llvmir.Inst]int32
	forwarded map[[2]*llvmir.Inst]bool  // (call, store): the object is made at the caller's calls
	argFuncs  map[*model.Function]*Func // (namedArg, during gen)

	calls   []*incCall
	virt    []*virtCall
	escaped map[*model.Function]bool
	called  map[*model.Function]bool // functions a call binds (direct, indirect, virtual, escaped)
	// libArgs: the nodes of library calls' arguments (during the build, progcalled.go);
	// libReached: the functions whose address memory they lead to holds (after the solve).
	libArgs    []int32
	libReached map[*model.Function]bool
	mem        memCopies // the copies done by copyContents (inclusion_pairs.go)
	// edges: the copy edges added, and those checked for a cycle (see solve)
	edges  edgeSet
	work   []int32
	inWork []bool
	// passing: the node whose delta the solver is passing on (-1: none), passingDelta
	// that delta (see mergedDelta)
	passing      int32
	passingDelta sparseSet
	// spare: the room of deltas passed on, for the deltas of nodes to come (see addInto)
	spare [][]setWord
	// passCopies' marks of the copy edges' ends met in one pass, by node
	copyMark  []int32
	copyEpoch int32
	// the cycle search's marks, by node (see collapseCycle)
	mark  []int32
	reach []bool
	epoch int32
	// the search's buffers, kept from one search to the next
	cycStack []cycFrame
	cycFound []int32
	cycSeen  []int32
	// giveUps: by node m, the nodes the last search from m that gave up visited (see givesUp)
	giveUps map[int32]*cycGiveUp

	Stats IncStats

	dbg *incDebug // PARCOACH_DEBUG_INCLUSION_WHY (inclusion_debug.go), nil when unset
}

// IncStats counts what the solver did (PARCOACH_DEBUG_INCLUSION prints them).
type IncStats struct {
	Nodes, Locations, Objects int
	Processed, Merged         int // nodes taken from the worklist; nodes merged into others (cycles, collapses)
	Collapsed                 int // objects collapsed into one location
	// Values: SSA pointer values (and parameters) with a node; UnknownValues: those whose
	// set holds the unknown memory; MeanObjects: the mean number of objects in the others' sets.
	Values, UnknownValues int
	MeanObjects           float64
}

type incObjKind int8

const (
	objLocal incObjKind = iota
	objGlobal
	objHeap
	objStatic
	objFunc
	objArgv
	objUnknown
)

type incObj struct {
	kind      incObjKind
	name      string
	fn        *model.Function // objFunc: the function (nil outside the program)
	size      int64           // bytes, -1 unknown
	fields    incFields       // the parts made so far, by offset
	whole     int32
	collapsed bool
	// readonly: a constant global (string literals, tables, vtables and type information)
	// or the C++ library's type information: the program never writes it (writing a
	// constant is undefined), so stores, copies and library writes into it are left out.
	readonly bool
	// oneBlock: the object stands for one block of the run only: a global variable, or a
	// variable or block main makes outside any loop (an allocation site in another function may
	// run any number of times, and std::vector's storage of every vector comes from one
	// site in the library's templates).
	oneBlock bool
	// memOut: the first of the memcpy copies out of this object (in Inclusion.mem), plus
	// one (0: none); memLast: the last one, plus one
	memOut, memLast int32
	// stride, when not 0: the object is folded, offsets taken modulo stride (a block
	// indexed by a variable: one element stands for all, its fields apart). regions: arrays
	// of known length inside the object indexed by a variable (`s->a[i].f`), each folded
	// onto its first element; none once the object has a stride.
	stride  int64
	regions []incRegion
}

// incRegion is an array in an object: [start, end), elements of stride bytes.
type incRegion struct{ start, end, stride int64 }

// memRec: the contents from offset srcOff of an object are copied to location dst, n bytes
// (-1: as many as the objects hold).
type memRec struct {
	srcOff int64
	dst    int32
	n      int64
}

// memEdge is a memcpy between the memory two nodes point to: the other node, and the bytes
// copied (-1: unknown).
type memEdge struct {
	node int32
	n    int64
}

type incNode struct {
	pts, delta sparseSet
	copies     []int32 // (the edges added and those checked for a cycle: Inclusion.edges)
	// derefs: the constraints through the pointed locations (nil: none yet). Apart, as most
	// nodes have none: a node was 168 bytes with their three lists and flags, 88 without
	// (issue 18: Quicksilver's 95,000 nodes held 16 MB at the solve's peak)
	derefs *incDerefs
	// the constraints few nodes have, apart (nil: none), which keeps the nodes small (issue
	// 18: a node is made for every pointer value and every location)
	rare *incRare
}

// incNodes holds the nodes in chunks of a fixed size: a node keeps its address, and the
// store grows without the copies (and the garbage) of a slice that doubles. A node is made
// for every pointer value and every location (143,000 on AMG, 216 bytes each then, 168 since the edge sets moved to Inclusion.edges): the doubling
// slice made AMG's build allocate 163 MB for them, the chunks 33 MB.
type incNodes struct {
	chunks [][]incNode
	n      int
}

const (
	incChunkBits = 12
	incChunk     = 1 << incChunkBits
)

func (ns *incNodes) len() int { return ns.n }

// at is node i (a shift and a mask: the solver's hottest accessor; node indices are never
// negative).
func (ns *incNodes) at(i int32) *incNode {
	u := uint32(i)
	return &ns.chunks[u>>incChunkBits][u&(incChunk-1)]
}

// add makes a node and returns its index.
func (ns *incNodes) add() int32 {
	if ns.n%incChunk == 0 {
		ns.chunks = append(ns.chunks, make([]incNode, incChunk))
	}
	ns.n++
	return int32(ns.n - 1)
}

// incDerefs holds a node's constraints through the locations it points to.
type incDerefs struct {
	offs   []offEdge
	loads  []int32 // nodes that receive what the pointed locations hold
	stores []int32 // nodes whose pointers are stored into the pointed locations
	// unknownStore: the pointed locations may hold any pointer (a library writes them);
	// collapse: their objects are collapsed (an aggregate stored whole); escape: functions
	// pointed to are called from outside the program. unknownStore and escape are origins
	// (0: not set).
	unknownStore, escape int32
	collapse             bool
}

// derefsOf is node n's constraints through the pointed locations, made when it has none
// yet (from a chunk of them, like the nodes: one allocation each was the solve's most
// frequent).
func (s *Inclusion) derefsOf(n int32) *incDerefs {
	nd := s.nodes.at(n)
	if nd.derefs == nil {
		if len(s.derefSlab) == 0 {
			s.derefSlab = make([]incDerefs, derefChunk)
		}
		nd.derefs = &s.derefSlab[0]
		s.derefSlab = s.derefSlab[1:]
	}
	return nd.derefs
}

const derefChunk = 1024

// mergeDerefs adds b's constraints through the pointed locations to a's.
func (a *incDerefs) mergeDerefs(b *incDerefs) {
	a.offs = append(a.offs, b.offs...)
	a.loads = append(a.loads, b.loads...)
	a.stores = append(a.stores, b.stores...)
	a.unknownStore = cmp.Or(a.unknownStore, b.unknownStore)
	a.collapse = a.collapse || b.collapse
	a.escape = cmp.Or(a.escape, b.escape)
}

// incRare holds a node's constraints of the kinds few nodes have.
type incRare struct {
	memDst []memEdge // memcpy(this, src): the src pointer nodes
	memSrc []memEdge // memcpy(dst, this): the dst pointer nodes
	calls  []int32   // indirect calls through this node (indices in Inclusion.calls)
	// selfs: for each location l pointed to, the location at.at bytes after l holds l
	// shifted by at.val bytes (a std::string pointing to its own buffer, a tree header's
	// links pointing to itself: per object, not into every object the pointer may be)
	selfs []selfPair
	virt  []int32 // virtual calls on the objects this node points to (in Inclusion.virt)
}

// rareOf is node n's rare constraints, made when it has none yet.
func (s *Inclusion) rareOf(n int32) *incRare {
	if s.nodes.at(n).rare == nil {
		s.nodes.at(n).rare = &incRare{}
	}
	return s.nodes.at(n).rare
}

// mergeRare adds b's rare constraints to a's.
func (a *incRare) mergeRare(b *incRare) {
	a.memDst = append(a.memDst, b.memDst...)
	a.memSrc = append(a.memSrc, b.memSrc...)
	a.calls = append(a.calls, b.calls...)
	for _, k := range b.selfs {
		if !slices.Contains(a.selfs, k) {
			a.selfs = append(a.selfs, k)
		}
	}
	a.virt = append(a.virt, b.virt...)
}

// selfPair: the location at bytes after l holds the location val bytes after l.
type selfPair struct{ at, val int64 }

type offEdge struct {
	to    int32
	k     int64     // anyOffset: an unknown offset
	steps []varStep // variable indices: k plus any number of elements of each
}

// varStep is a variable index of a getelementptr: elements of size bytes from rel bytes after
// its base (the earlier variable indices taken as 0); count elements, or -1 when the index
// steps over a pointer (no bound known).
type varStep struct{ rel, size, count int64 }

const anyOffset = int64(-1) << 62

// maxIncFields bounds the parts of one object; past it the object is collapsed.
const maxIncFields = 256

type incCall struct {
	in   *llvmir.Inst
	args []int32 // -1 for no pointer
	res  int32
	// caller: the function making the call through a pointer, when the call is one of the
	// program's own (nil for the calls a library makes back): an allocation wrapper it runs
	// then makes an object of this call (bindCall)
	caller *model.Function
	bound  map[*model.Function]bool
	lib    bool // bound as a library call (Unknown)
	cxx    bool // bound as a call to the C++ library's code
}

// BuildInclusion generates the constraints of program p and solves them.
func BuildInclusion(p *model.Program, lib *Library) *Inclusion {
	return buildInclusion(p, lib, false)
}

func buildInclusion(p *model.Program, lib *Library, split bool) *Inclusion {
	s := &Inclusion{p: p, lib: lib, split: split, passing: -1, cxxReach: -1, cxxCode: -1, cxxTypes: -1, constant: map[int32]bool{}, aggRet: map[aggRetKey]int32{}, originID: map[string]int32{}, unkOf: map[int32]int32{},
		val: newIncVals(), ret: map[*model.Function]int32{}, holds: map[int32]int32{},
		alloca: newIncVals(), global: map[string]int32{}, heap: map[*llvmir.Inst]int32{},
		static: map[string]int32{}, fnObj: map[string]int32{}, escaped: map[*model.Function]bool{}, called: map[*model.Function]bool{},
		clones: map[*model.Function]bool{}, taken: map[*model.Function]bool{}}
	for _, f := range p.AddressTaken() {
		s.taken[f] = true
	}
	if !split {
		s.dbg = newIncDebug()
	}
	s.unknown = s.newObj(objUnknown, "unknown", -1)
	s.unknownLoc = s.objs[s.unknown].whole
	s.collapseObj(s.unknown)
	s.addLoc(s.content(s.unknownLoc), s.unknownLoc)
	s.derefsOf(s.content(s.unknownLoc)).escape = s.origin("stored in unknown memory") // functions stored there may be called by anyone
	s.argv = s.newObj(objArgv, "argv", -1)
	s.collapseObj(s.argv)
	strs := s.newObj(objArgv, "argv strings", -1)
	s.collapseObj(strs)
	s.addLoc(s.content(s.objs[s.argv].whole), s.objs[strs].whole)
	s.freshStores()
	s.gen()
	s.argFuncs = nil
	if s.dbg != nil {
		s.dbg.ctx = "solve"
	}
	s.solve()
	if !split {
		s.printDebugPts()
		if debugIncHubs != "" {
			s.printHubs(os.Stderr)
		}
	}
	for i := range s.parent {
		s.parent[i] = s.find(int32(i))
	}
	s.Stats.Nodes, s.Stats.Locations, s.Stats.Objects = s.nodes.len(), len(s.locObj), len(s.objs)
	s.valueStats()
	s.libReached = s.libraryReached()
	s.libArgs = nil
	s.compact()
	if s.Stats.Nodes >= 20000 {
		// The solve's working state (nodes, delta sets, copy records: Quicksilver 40 of the
		// 149 MB live during it) is garbage now. Collected here, the next heap goal is twice
		// what stays live; left to the next scheduled collection, the heap first grows to
		// twice the live heap of the last collection during the solve, and that was the peak
		// RSS of the runs whose solve is large (issue 18: Quicksilver's median peak RSS
		// 291 -> 254 MB, AMG's 356 -> 334, no CPU measurably added: a collection then
		// replaces one the run would have made soon after).
		runtime.GC()
	}
	return s
}

func (s *Inclusion) newNode() int32 {
	n := s.nodes.add()
	s.parent = append(s.parent, n)
	s.inWork = append(s.inWork, false)
	if s.dbg != nil {
		s.dbg.made[n] = s.dbg.ctx
	}
	return n
}

func (s *Inclusion) newLoc(o int32, off int64) int32 {
	l := int32(len(s.locObj))
	s.locObj = append(s.locObj, o)
	s.locOff = append(s.locOff, off)
	s.locNode = append(s.locNode, s.newNode())
	return l
}

func (s *Inclusion) newObj(k incObjKind, name string, size int64) int32 {
	o := int32(len(s.objs))
	s.objs = append(s.objs, &incObj{kind: k, name: name, size: size})
	s.objCanon = append(s.objCanon, canonAsIs)
	s.objs[o].whole = s.newLoc(o, -1)
	s.dbgObj(o)
	return o
}

func (s *Inclusion) find(n int32) int32 {
	for s.parent[n] != n {
		s.parent[n] = s.parent[s.parent[n]]
		n = s.parent[n]
	}
	return n
}

// content is the node holding what location l contains.
func (s *Inclusion) content(l int32) int32 { return s.find(s.locNode[s.canon(l)]) }

// canon is the location l stands for now (the whole object once it is collapsed). (The
// solver asks it for every location it passes on: objCanon answers for the objects neither
// folded nor given regions without a read of the object, a cache miss each, issue 18.)
func (s *Inclusion) canon(l int32) int32 {
	switch c := s.objCanon[s.locObj[l]]; {
	case c == canonAsIs:
		return l
	case c >= 0: // collapsed
		return c
	}
	o := s.objs[s.locObj[l]]
	if o.collapsed {
		return o.whole
	}
	if (o.stride > 0 || len(o.regions) > 0) && s.locOff[l] >= 0 {
		if r, ok := o.fields.get(o.norm(s.locOff[l])); ok {
			return r
		}
	}
	return l
}

// The objCanon of an object: the whole location once collapsed (every location stands for
// it), else one of these.
const (
	canonAsIs     = -1 // neither folded nor given regions: each location stands for itself
	canonByObject = -2 // folded or given regions: see the object
)

// modOff is off modulo m, in [0, m).
func modOff(off, m int64) int64 { return (off%m + m) % m }

// norm is the offset of object ob that stands for offset off.
func (ob *incObj) norm(off int64) int64 {
	if ob.stride > 0 {
		return modOff(off, ob.stride)
	}
	for range len(ob.regions) + 1 {
		moved := false
		for _, r := range ob.regions {
			if off >= r.start+r.stride && off < r.end {
				off = r.start + (off-r.start)%r.stride
				moved = true
			}
		}
		if !moved {
			break
		}
	}
	return off
}

// standsFor lists the offsets of ob that offset off (as its parts stand now, no stride)
// stands for: off and, in the arrays (regions) whose first element holds it, the same place
// in every element. false: more than maxCopyOutSpots.
func (ob *incObj) standsFor(off int64) ([]int64, bool) {
	out := []int64{off}
	for range len(ob.regions) + 1 {
		grown := false
		for _, r := range ob.regions {
			for _, x := range out {
				if x < r.start || x >= r.start+r.stride {
					continue
				}
				for y := x + r.stride; y < r.end; y += r.stride {
					if !slices.Contains(out, y) {
						out = append(out, y)
						grown = true
						if len(out) > maxCopyOutSpots {
							return nil, false
						}
					}
				}
			}
		}
		if !grown {
			break
		}
	}
	return out, true
}

// region returns the region of ob whose first element holds offset off.
func (ob *incObj) region(off int64) (incRegion, bool) {
	for _, r := range ob.regions {
		if off >= r.start && off < r.start+r.stride {
			return r, true
		}
	}
	return incRegion{}, false
}

// field is the location at byte offset off of object o.
func (s *Inclusion) field(o int32, off int64) int32 {
	ob := s.objs[o]
	if ob.collapsed {
		return ob.whole
	}
	off = ob.norm(off)
	if l, ok := ob.fields.get(off); ok {
		return l
	}
	if off < 0 || (ob.size >= 0 && off > ob.size) || len(ob.fields) >= maxIncFields {
		s.collapseObj(o)
		return ob.whole
	}
	l := s.newLoc(o, off)
	ob.fields.set(off, l)
	for c := ob.memOut; c != 0; c = s.mem.next[c-1] { // (copies added meanwhile included)
		if !ob.collapsed {
			s.copyOut(o, s.mem.rec(c-1), off)
		}
	}
	return s.canon(l)
}

// shift is the location k bytes after l (anyOffset: somewhere in l's object).
func (s *Inclusion) shift(l int32, k int64) int32 {
	l = s.canon(l)
	o := s.locObj[l]
	if s.objs[o].collapsed {
		return s.objs[o].whole
	}
	if k == anyOffset || s.locOff[l] < 0 {
		s.collapseObj(o)
		return s.objs[o].whole
	}
	return s.field(o, s.locOff[l]+k)
}

// shiftStrided is the location k bytes plus any number of elements of each step after l:
// the object is folded where the steps go (see foldObj, addRegion).
func (s *Inclusion) shiftStrided(l int32, k int64, steps []varStep) int32 {
	if len(steps) == 0 || k == anyOffset {
		return s.shift(l, k)
	}
	l = s.canon(l)
	o := s.locObj[l]
	if s.objs[o].collapsed || s.locOff[l] < 0 {
		s.collapseObj(o)
		return s.objs[o].whole
	}
	base := s.locOff[l]
	for _, st := range steps {
		if st.count <= 1 {
			// A pointer stepped (or an array of one element, maybe the struct hack's
			// `a[1]` that runs past the structure): no bound known.
			s.foldObj(o, st.size)
		} else {
			s.addRegion(o, incRegion{base + st.rel, base + st.rel + st.count*st.size, st.size})
		}
		if s.objs[o].collapsed {
			return s.objs[o].whole
		}
	}
	return s.field(o, base+k)
}

// addRegion folds the array r of object o onto its first element. An array that overlaps
// another one other than as an array inside its first element folds the whole object.
func (s *Inclusion) addRegion(o int32, r incRegion) {
	ob := s.objs[o]
	if ob.collapsed {
		return
	}
	if ob.stride > 0 || r.stride <= 0 || r.end <= r.start {
		s.foldObj(o, r.stride)
		return
	}
	r.start = ob.norm(r.start)
	r.end = r.start + (r.end - r.start)
	regions := []incRegion{}
	for _, x := range ob.regions {
		switch {
		case x == r:
			return
		case x.start == r.start && x.stride == r.stride:
			r.end = max(r.end, x.end)
			continue
		case r.end <= x.start || x.end <= r.start:
		case r.start >= x.start && r.end <= x.start+x.stride:
			// inside the first element of x
		case x.start >= r.start && x.end <= r.start+r.stride:
		default:
			g := r.stride
			for _, y := range ob.regions {
				g = gcd(g, y.stride)
			}
			s.foldObj(o, g)
			return
		}
		regions = append(regions, x)
	}
	ob.regions = append(regions, r)
	s.objCanon[o] = canonByObject
	if s.dbg != nil {
		s.dbgEvent(o, fmt.Sprintf("given an array at [%d, %d) of %d-byte elements", r.start, r.end, r.stride))
	}
	s.refold(o)
	s.recopyOut(o)
}

// recopyOut applies again the copies out of object o, after its parts changed what offsets
// they stand for (see copyOut).
func (s *Inclusion) recopyOut(o int32) {
	ob := s.objs[o]
	for c := ob.memOut; c != 0 && !ob.collapsed; c = s.mem.next[c-1] {
		for _, off := range ob.fields.offsets() {
			if ob.collapsed {
				break
			}
			s.copyOut(o, s.mem.rec(c-1), off)
		}
	}
}

// refold moves the fields of o to the offsets that stand for them now, merging those that
// become one.
func (s *Inclusion) refold(o int32) {
	ob := s.objs[o]
	for _, off := range ob.fields.offsets() {
		r := ob.norm(off)
		if r == off {
			continue
		}
		l, _ := ob.fields.get(off)
		ob.fields.del(off)
		if rl, ok := ob.fields.get(r); ok {
			s.merge(s.find(s.locNode[rl]), s.find(s.locNode[l]))
		} else {
			ob.fields.set(r, l)
			s.locOff[l] = r
		}
	}
}

// minFoldStride: folding by less than a pointer's size is collapsing.
const minFoldStride = 8

// foldObj takes the offsets of object o modulo g (and its stride so far): the fields that
// become one are merged. An object whose parts were copied out (memcpy) is collapsed.
func (s *Inclusion) foldObj(o int32, g int64) {
	ob := s.objs[o]
	if ob.collapsed {
		return
	}
	ns := g
	if ob.stride > 0 {
		ns = gcd(ob.stride, g)
	}
	for _, r := range ob.regions {
		ns = gcd(ns, r.stride) // coarser than the regions' folding
	}
	if ns == ob.stride {
		return
	}
	if ns < minFoldStride {
		s.collapseObj(o)
		return
	}
	ob.stride, ob.regions = ns, nil
	s.objCanon[o] = canonByObject
	if s.dbg != nil {
		s.dbgEvent(o, fmt.Sprintf("folded by %d bytes", ns))
	}
	s.refold(o)
	s.recopyOut(o) // what was copied out: each part now stands for the offsets it folds
}

// collapseObj makes object o one location.
func (s *Inclusion) collapseObj(o int32) {
	ob := s.objs[o]
	if ob.collapsed {
		return
	}
	ob.collapsed = true
	s.objCanon[o] = ob.whole
	s.Stats.Collapsed++
	s.dbgEvent(o, "collapsed")
	for _, off := range ob.fields.offsets() {
		l, _ := ob.fields.get(off)
		s.merge(s.find(s.locNode[ob.whole]), s.find(s.locNode[l]))
	}
	// What was copied out part by part may now come from anywhere in o.
	for c := ob.memOut; c != 0; c = s.mem.next[c-1] {
		d := s.locObj[s.mem.at(c-1).ld]
		s.collapseObj(d)
		s.addCopy(s.content(ob.whole), s.content(s.objs[d].whole))
	}
}

// merge makes node b part of node a (both representatives).
func (s *Inclusion) merge(a, b int32) {
	if a == b {
		return
	}
	s.Stats.Merged++
	s.parent[b] = a
	if s.dbg != nil {
		s.dbgCopy(b, a, &s.nodes.at(b).pts, "merged with it ("+s.dbg.ctx+")", s.dbg.via)
	}
	na, nb := s.nodes.at(a), s.nodes.at(b)
	pending := s.mergedDelta(a, b)
	na.pts.addAll(&nb.pts, nil)
	na.copies = append(na.copies, nb.copies...)
	if nb.derefs != nil {
		s.derefsOf(a).mergeDerefs(nb.derefs)
	}
	if nb.rare != nil {
		s.rareOf(a).mergeRare(nb.rare)
	}
	*nb = incNode{}
	na.delta = pending
	s.push(a)
}

// mergedDelta is what node a must pass on again once node b is merged into it: each side's
// constraints saw only its own set, so the locations one side has and the other lacks, and
// what either had still to pass on; and the set the solver is passing on from either, if it
// is one of them (its pass stops at the merge, see solve). (Passing the whole set on again
// was most of the solve's work on AMG: cycles are merged when their sets are equal, issue 18.)
func (s *Inclusion) mergedDelta(a, b int32) sparseSet {
	na, nb := s.nodes.at(a), s.nodes.at(b)
	out := na.pts.minus(&nb.pts)
	onlyB := nb.pts.minus(&na.pts)
	out.addAll(&onlyB, nil)
	out.addAll(&na.delta, nil)
	out.addAll(&nb.delta, nil)
	if s.passing == a || s.passing == b {
		out.addAll(&s.passingDelta, nil)
	}
	return out
}

func (s *Inclusion) push(n int32) {
	if !s.inWork[n] {
		s.inWork[n] = true
		s.work = append(s.work, n)
	}
}

func (s *Inclusion) addLoc(n, l int32) {
	n = s.find(n)
	if s.dbg != nil && s.dbgWatched(l) && !s.nodes.at(n).pts.has(l) {
		s.dbgGot(n, l, cause{s.dbg.cur[0], s.dbg.cur[1], s.dbg.ctx, s.dbg.via})
	}
	if s.nodes.at(n).pts.add(l) {
		s.nodes.at(n).delta.add(l)
		s.push(n)
	}
}

// addCopy: node b includes node a.
func (s *Inclusion) addCopy(a, b int32) {
	a, b = s.find(a), s.find(b)
	if a == b || !s.edges.add(edgeKey(a, b, false)) {
		return
	}
	if s.dbg != nil {
		s.dbg.edgeCtx[[2]int32{a, b}] = edgeWhy{s.dbg.ctx, s.dbg.via}
		s.dbgCopy(a, b, &s.nodes.at(a).pts, "copy edge ("+s.dbg.ctx+")", s.dbg.via)
	}
	s.nodes.at(a).copies = append(s.nodes.at(a).copies, b)
	if s.addInto(b, &s.nodes.at(a).pts) {
		s.push(b)
	}
}

// addOff: node b includes node a's locations shifted by k bytes.
func (s *Inclusion) addOff(a, b int32, k int64) {
	if a < 0 || b < 0 {
		return
	}
	if k == 0 {
		s.addCopy(a, b)
		return
	}
	a = s.find(a)
	dr := s.derefsOf(a)
	dr.offs = append(dr.offs, offEdge{to: b, k: k})
	for _, l := range s.nodes.at(a).pts.elems() {
		s.addLoc(b, s.shift(l, k))
	}
}

// addOffStrided: node b includes node a's locations shifted by k bytes plus any multiple of
// g bytes.
func (s *Inclusion) addOffStrided(a, b int32, k int64, steps []varStep) {
	if a < 0 || b < 0 {
		return
	}
	a = s.find(a)
	dr := s.derefsOf(a)
	dr.offs = append(dr.offs, offEdge{to: b, k: k, steps: steps})
	for _, l := range s.nodes.at(a).pts.elems() {
		s.addLoc(b, s.shiftStrided(l, k, steps))
	}
}

// addSelf: for every location l node p points to, the location k.at bytes after l holds
// the location k.val bytes after l.
func (s *Inclusion) addSelf(p int32, k selfPair) {
	if p < 0 {
		return
	}
	p = s.find(p)
	if r := s.nodes.at(p).rare; r != nil && slices.Contains(r.selfs, k) {
		return
	}
	r := s.rareOf(p)
	r.selfs = append(r.selfs, k)
	for _, l := range s.nodes.at(p).pts.elems() {
		s.addSelfLoc(l, k)
	}
}

func (s *Inclusion) addSelfLoc(l int32, k selfPair) {
	at := s.shift(l, k.at)
	if s.readonly(at) {
		return
	}
	v := s.shift(l, k.val)
	s.addLoc(s.content(at), v)
}

func (s *Inclusion) addLoad(p, dst int32) {
	if p < 0 || dst < 0 {
		return
	}
	p = s.find(p)
	dr := s.derefsOf(p)
	dr.loads = append(dr.loads, dst)
	for _, l := range s.nodes.at(p).pts.elems() {
		s.addCopy(s.content(l), dst)
	}
}

func (s *Inclusion) addStore(p, src int32) {
	if p < 0 || src < 0 {
		return
	}
	p = s.find(p)
	dr := s.derefsOf(p)
	dr.stores = append(dr.stores, src)
	for _, l := range s.nodes.at(p).pts.elems() {
		if !s.readonly(l) {
			s.addCopy(src, s.content(l))
		}
	}
}

// addMemcpy: the memory dst points to receives the contents of the memory src points to
// (all of it).
func (s *Inclusion) addMemcpy(dst, src int32) { s.addMemcpyN(dst, src, -1) }

// addMemcpyN: the memory dst points to receives n bytes (-1: unknown) of the memory src
// points to.
func (s *Inclusion) addMemcpyN(dst, src int32, n int64) {
	if dst < 0 || src < 0 {
		return
	}
	d, sr := s.find(dst), s.find(src)
	rd := s.rareOf(d)
	rd.memDst = append(rd.memDst, memEdge{sr, n})
	rs := s.rareOf(sr)
	rs.memSrc = append(rs.memSrc, memEdge{d, n})
	for _, ld := range s.nodes.at(d).pts.elems() {
		for _, ls := range s.nodes.at(s.find(sr)).pts.elems() {
			s.copyContents(ls, ld, n)
		}
	}
}

// flag sets a node's flags and applies them to what it points to already.
func (s *Inclusion) flag(n int32, unknownStore int32, collapse bool, escape int32) {
	if n < 0 {
		return
	}
	n = s.find(n)
	if unknownStore != 0 || collapse || escape != 0 {
		dr := s.derefsOf(n)
		dr.unknownStore = cmp.Or(dr.unknownStore, unknownStore)
		dr.collapse = dr.collapse || collapse
		dr.escape = cmp.Or(dr.escape, escape)
	}
	for _, l := range s.nodes.at(n).pts.elems() {
		s.flagLoc(l, unknownStore, collapse, escape)
	}
}

func (s *Inclusion) flagLoc(l int32, unknownStore int32, collapse bool, escape int32) {
	if s.readonly(l) {
		unknownStore, collapse = 0, false // (nothing writes it)
	}
	if collapse {
		s.collapseObj(s.locObj[l])
	}
	if unknownStore != 0 {
		s.addLoc(s.content(l), s.unk(unknownStore))
	}
	if escape != 0 {
		if o := s.objs[s.locObj[l]]; o.kind == objFunc && o.fn != nil {
			s.escapeFn(o.fn, escape)
		}
	}
}

// origin is the id of the origin of unknown memory named name.
func (s *Inclusion) origin(name string) int32 {
	if id, ok := s.originID[name]; ok {
		return id
	}
	s.origins = append(s.origins, name)
	id := int32(len(s.origins))
	s.originID[name] = id
	return id
}

// unk is the unknown location a pointer made unknown by origin id points to: Unknown, or
// the origin's own unknown object when split.
func (s *Inclusion) unk(id int32) int32 {
	if !s.split || id == 0 {
		return s.unknownLoc
	}
	if l, ok := s.unkOf[id]; ok {
		return l
	}
	o := s.newObj(objUnknown, "unknown ("+s.origins[id-1]+")", -1)
	s.collapseObj(o)
	l := s.objs[o].whole
	s.unkOf[id] = l
	s.addLoc(s.content(l), l)
	s.derefsOf(s.content(l)).escape = s.origin("stored in unknown memory")
	return l
}

// readonly reports whether location l is in a read-only object.
func (s *Inclusion) readonly(l int32) bool { return s.objs[s.locObj[l]].readonly }

// unkNamed is unk of the origin named name.
func (s *Inclusion) unkNamed(name string) int32 { return s.unk(s.origin(name)) }

// copyContents copies what the object of ls holds from ls on to the same relative offsets
// from ld.
func (s *Inclusion) copyContents(ls, ld int32, n int64) {
	ls, ld = s.canon(ls), s.canon(ld)
	if s.readonly(ld) {
		return
	}
	c, isNew := s.mem.add(memDone{srcOff: s.locOff[ls], n: n, ls: ls, ld: ld})
	if !isNew {
		return
	}
	o := s.locObj[ls]
	ob := s.objs[o]
	if ob.memOut == 0 {
		ob.memOut = c + 1
	} else {
		s.mem.next[ob.memLast-1] = c + 1
	}
	ob.memLast = c + 1
	if ob.collapsed {
		d := s.locObj[ld]
		s.collapseObj(d)
		s.addCopy(s.content(ob.whole), s.content(s.objs[d].whole))
		return
	}
	r := s.mem.rec(c)
	for _, off := range ob.fields.offsets() {
		if ob.collapsed {
			break
		}
		s.copyOut(o, r, off)
	}
}

// maxCopyOutSpots bounds the places of a destination one part of a folded object is copied
// to; past it the destination is folded the same way.
const maxCopyOutSpots = 64

// copyOut applies copy r out of object o to its part at offset off (as the part's offsets
// stand now: off is one of o.fields' keys): the part's contents go to the destination at the
// same distance from r.dst as off from r.srcOff. When o is folded by a stride, the part
// stands for every offset off + k*stride: those at or after r.srcOff go to r.dst plus their
// distance, that is every stride bytes from the first one in the destination (up to its
// size; a destination of unknown size, or with too many such places, is folded by the
// stride itself).
func (s *Inclusion) copyOut(o int32, r memRec, off int64) {
	ob := s.objs[o]
	part := func() int32 { // (the destination may be o itself, folded meanwhile)
		if l, ok := ob.fields.get(ob.norm(off)); ok && !ob.collapsed {
			return s.content(l)
		}
		return s.content(ob.whole)
	}
	src := part()
	if ob.stride <= 0 && len(ob.regions) > 0 {
		// the copy may start at any offset srcOff stands for, the part be at any of its own
		from, okf := ob.standsFor(r.srcOff)
		at, oka := ob.standsFor(off)
		if !okf || !oka {
			s.collapseObj(o)
			return
		}
		for _, f := range from {
			for _, a := range at {
				if a >= f && (r.n < 0 || a-f < r.n) && !ob.collapsed {
					s.addCopy(part(), s.content(s.shift(r.dst, a-f)))
				}
			}
		}
		return
	}
	if ob.stride <= 0 {
		if off >= r.srcOff && (r.n < 0 || off-r.srcOff < r.n) {
			s.addCopy(src, s.content(s.shift(r.dst, off-r.srcOff)))
		}
		return
	}
	st := ob.stride
	d0 := modOff(off-r.srcOff, st) // the first distance from srcOff of an offset off stands for
	if r.n >= 0 && d0 >= r.n {
		return
	}
	dl := s.canon(r.dst)
	do := s.objs[s.locObj[dl]]
	if do.collapsed || s.locOff[dl] < 0 {
		s.addCopy(src, s.content(s.shift(dl, anyOffset)))
		return
	}
	if do.stride > 0 && st%do.stride == 0 {
		s.addCopy(src, s.content(s.shift(dl, d0)))
		return
	}
	base := s.locOff[dl]
	end := do.size // the end of the destination's bytes written
	if r.n >= 0 && (end < 0 || base+r.n < end) {
		end = base + r.n
	}
	if end < 0 || (end-base-d0)/st >= maxCopyOutSpots {
		s.foldObj(s.locObj[dl], st)
		s.addCopy(part(), s.content(s.shift(s.canon(dl), d0)))
		return
	}
	for d := d0; base+d < end; d += st {
		if ob.collapsed || do.collapsed {
			s.addCopy(s.content(ob.whole), s.content(do.whole))
			return
		}
		s.addCopy(part(), s.content(s.shift(dl, d)))
	}
}

func (s *Inclusion) escapeFn(f *model.Function, origin int32) {
	if s.escaped[f] {
		return
	}
	s.escaped[f] = true
	s.called[f] = true
	cb := s.origin("callback given to " + s.origins[origin-1])
	for i, prm := range f.IR.Params {
		if llvmir.IsPointerType(prm.Type) {
			s.addLoc(s.paramNode(f, i), s.unk(cb))
		}
	}
}

// holder is a node pointing to location l alone.
func (s *Inclusion) holder(l int32) int32 {
	if n, ok := s.holds[l]; ok {
		return n
	}
	n := s.newNode()
	s.holds[l] = n
	s.addLoc(n, l)
	return n
}

func (s *Inclusion) valNode(f *model.Function, name string) int32 {
	if c := s.clone; c != nil && f == c.fn {
		return c.val(s, name)
	}
	if n, ok := s.val.get(f, name); ok {
		return n
	}
	n := s.newNode()
	s.val.set(f, name, n)
	return n
}

func (s *Inclusion) paramNode(f *model.Function, i int) int32 {
	return s.valNode(f, f.IR.Params[i].Name)
}

func (s *Inclusion) retNode(f *model.Function) int32 {
	if c := s.clone; c != nil && f == c.fn {
		if c.ret < 0 {
			c.ret = s.newNode()
		}
		return c.ret
	}
	if n, ok := s.ret[f]; ok {
		return n
	}
	n := s.newNode()
	s.ret[f] = n
	return n
}

// node is the node of pointer value v in f, -1 for a pointer into no object (NULL).
func (s *Inclusion) node(f *model.Function, v *llvmir.Value) int32 {
	if v == nil {
		return s.holder(s.unkNamed("missing operand"))
	}
	if PointsNowhere(v) {
		return -1
	}
	switch v.Kind {
	case llvmir.ValLocal:
		return s.valNode(f, v.Name)
	case llvmir.ValGlobal, llvmir.ValConstExpr:
		return s.holder(s.constLoc(f, v))
	}
	return s.holder(s.unkNamed("constant"))
}

// constLoc is the location a constant address points to.
func (s *Inclusion) constLoc(f *model.Function, v *llvmir.Value) int32 {
	switch v.Kind {
	case llvmir.ValGlobal:
		return s.globalLoc(f.Module, v.Name)
	case llvmir.ValConstExpr:
		if v.Expr() == "getelementptr" && len(v.Elems()) > 0 {
			base := s.constLoc(f, v.Elems()[0])
			if off, ok := constGEPOffset(f.Module, v); ok {
				return s.shift(base, off)
			}
			return s.shift(base, anyOffset)
		}
		if (v.Expr() == "bitcast" || v.Expr() == "addrspacecast") && len(v.Elems()) == 1 {
			// (typed pointers: a cast of a getelementptr keeps its offset, a vtable
			// pointer `bitcast (getelementptr (@_ZTV..., 0, inrange 0, 2))` included)
			return s.constLoc(f, v.Elems()[0])
		}
		if b := v.Base(); b != nil && b != v {
			return s.constLoc(f, b)
		}
	}
	return s.unkNamed("constant expression")
}

// globalLoc is the start of global (or function) name as module m names it. An alias of a
// global variable is the variable (aliases of functions are resolved by the model).
func (s *Inclusion) globalLoc(m *llvmir.Module, name string) int32 {
	if m != nil && m.Global(name) == nil {
		for _, a := range m.Aliases {
			if a.Name == name && a.Kind == "alias" && a.Target != nil {
				if t := a.Target.Base(); t != nil && t.Kind == llvmir.ValGlobal && t.Name != name && m.Global(t.Name) != nil {
					return s.globalLoc(m, t.Name)
				}
			}
		}
		if fn := s.p.Lookup(name); fn != nil || isFunctionName(m, name) {
			o, ok := s.fnObj[name]
			if !ok {
				o = s.newObj(objFunc, name, -1)
				s.objs[o].fn = fn
				s.collapseObj(o)
				s.fnObj[name] = o
			}
			return s.objs[o].whole
		}
	}
	key := globalKey(m, name)
	o, ok := s.global[key]
	if !ok {
		size := int64(-1)
		if m != nil {
			if g := m.Global(name); g != nil {
				if t := llvmir.TypesOf(m).Of(g.Type); t != nil {
					size = t.Size
				}
			}
		}
		o = s.newObj(objGlobal, "@"+name, size)
		s.objs[o].oneBlock = true
		s.global[key] = o
		if m != nil {
			if g := m.Global(name); g != nil && (g.Constant || g.Init == nil && cxxTypeInfo(name)) {
				s.objs[o].readonly = true
			}
		}
	}
	return s.field(o, 0)
}

// isFunctionName reports whether module m declares or defines a function name.
func isFunctionName(m *llvmir.Module, name string) bool {
	for _, fn := range m.Funcs {
		if fn.Name == name {
			return true
		}
	}
	return false
}

func (s *Inclusion) objLoc(tab map[string]int32, key string, kind incObjKind, size int64) int32 {
	o, ok := tab[key]
	if !ok {
		o = s.newObj(kind, key, size)
		tab[key] = o
		if kind == objStatic {
			// the library's own storage: whatever it holds is the library's
			s.collapseObj(o)
			s.addLoc(s.content(s.objs[o].whole), s.unkNamed("library storage of "+key))
		}
	}
	return s.field(o, 0)
}

func (s *Inclusion) heapLoc(f *model.Function, in *llvmir.Inst) int32 {
	o, ok := s.heap[in]
	if !ok {
		o = s.newObj(objHeap, "heap "+f.Name+":"+siteName(f, in), heapSize(in))
		s.objs[o].oneBlock = onceInMain(f, in)
		s.heap[in] = o
	}
	return s.field(o, 0)
}

// exactObject: object o is one block of the run (oneBlock) never collapsed or folded, so
// two pointers at one of its locations point to the same bytes. (PRK's AMR slices one
// block into four halo buffers at offsets known at run time: the block collapses, and its
// one location stands for all four.)
func (s *Inclusion) exactObject(o int32) bool {
	ob := s.objs[o]
	return ob.oneBlock && !ob.collapsed && ob.stride == 0 && len(ob.regions) == 0
}

// onceInMain: instruction in of f runs once in a run: f is main and in is in no loop.
func onceInMain(f *model.Function, in *llvmir.Inst) bool {
	return f.IsMain() && in.Block != nil && f.Loops().Of[in.Block.Index] == nil
}

// siteName names an allocation site: its result, or its line.
func siteName(f *model.Function, in *llvmir.Inst) string {
	if in.Result != "" {
		return "%" + in.Result
	}
	return "@" + strconv.Itoa(int(in.Span.Start))
}

// gen generates the constraints of the whole program.
func (s *Inclusion) gen() {
	defined := map[string]bool{}
	for _, m := range s.p.Modules {
		for _, g := range m.Globals {
			if g.Init != nil {
				defined[g.Name] = true
			}
		}
	}
	for _, m := range s.p.Modules {
		for _, g := range m.Globals {
			l := s.globalLoc(m, g.Name)
			if g.Init == nil && !defined[g.Name] {
				// the library reads what the program stores there (libraryReached)
				s.libArgs = append(s.libArgs, s.holder(l))
			}
			switch {
			case g.Init == nil && !defined[g.Name] && stdioStreams[g.Name]:
				// the C library's standard streams: a pointer to the library's FILE, which
				// holds pointers to the library's own memory (the FILE itself stands for it;
				// setvbuf, writing a program buffer into it, is a library write as any)
				o, ok := s.static["FILE @"+g.Name]
				if !ok {
					o = s.newObj(objStatic, "FILE @"+g.Name, -1)
					s.static["FILE @"+g.Name] = o
					s.collapseObj(o)
					s.addLoc(s.content(s.objs[o].whole), s.objs[o].whole)
				}
				s.addLoc(s.content(s.shift(l, anyOffset)), s.objs[o].whole)
			case g.Init == nil && !defined[g.Name] && cxxTypeInfo(g.Name):
				// the C++ library's vtables and type information (read-only)
				s.addCopy(s.cxxTypeInfoNode(), s.content(s.shift(l, anyOffset)))
			case g.Init == nil && !defined[g.Name] && strings.HasPrefix(g.Name, "_ZSt"):
				// the C++ library's objects (std::cout): they hold what it may hold
				s.addStore(s.holder(s.shift(l, anyOffset)), s.cxxReachNode(nil))
			case g.Init == nil && !defined[g.Name]:
				// defined outside the program (environ, optarg): the library's
				s.addLoc(s.content(s.shift(l, anyOffset)), s.unkNamed("external global @"+g.Name))
			case g.Init != nil && holdsAddress(g.Init):
				// the addresses of an initializer at their offsets (a vtable's slots), when
				// its type says where each part goes; else the global is one location
				var placed []placedAddr
				if t := llvmir.TypesOf(m).Of(g.Type); t != nil && s.placeInit(m, g.Init, t, 0, &placed) {
					for _, p := range placed {
						s.addLoc(s.content(s.shift(l, p.off)), p.loc)
					}
				} else {
					w := s.shift(l, anyOffset)
					s.addrsIn(m, g.Init, func(a int32) { s.addLoc(s.content(w), a) })
				}
			}
		}
	}
	for _, f := range s.p.Funcs {
		if f.IsMain() {
			for i, prm := range f.IR.Params {
				if llvmir.IsPointerType(prm.Type) {
					s.addLoc(s.paramNode(f, i), s.objs[s.argv].whole)
				}
			}
		}
		if s.p.NeverRuns(f) {
			continue // (its instructions never make a pointer point anywhere)
		}
		if s.cloned(f) {
			s.sinkBody = f // (its own values' sets only: its writes are made at each call)
		}
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				s.genInst(f, in)
			}
		}
		s.sinkBody = nil
	}
}

// stdioStreams are the C library's globals pointing to its standard streams.
var stdioStreams = map[string]bool{"stdin": true, "stdout": true, "stderr": true}

// placedAddr is an address in a global's initializer and its offset in the global.
type placedAddr struct {
	off int64
	loc int32
}

// placeInit appends to out the addresses in initializer v of type t at offset off, and
// reports whether every address found a place (the types of the aggregates holding one
// known, an address a global or a getelementptr at constant indices of one).
func (s *Inclusion) placeInit(m *llvmir.Module, v *llvmir.Value, t *llvmir.Type, off int64, out *[]placedAddr) bool {
	if v == nil || !holdsAddress(v) {
		return true
	}
	switch v.Kind {
	case llvmir.ValGlobal:
		*out = append(*out, placedAddr{off, s.globalLoc(m, v.Name)})
		return true
	case llvmir.ValConstExpr:
		b := v.Base()
		if b == nil || b == v || b.Kind != llvmir.ValGlobal {
			return false
		}
		l := s.globalLoc(m, b.Name)
		if v.Expr() == "getelementptr" {
			k, ok := constGEPOffset(m, v)
			if !ok {
				return false
			}
			l = s.shift(l, k)
		}
		*out = append(*out, placedAddr{off, l})
		return true
	}
	if t == nil || t.Size < 0 {
		return false
	}
	for i, e := range v.Elems() {
		switch {
		case t.Fields != nil && len(t.Fields) == len(v.Elems()) && len(t.Offsets) == len(t.Fields):
			if !s.placeInit(m, e, t.Fields[i], off+t.Offsets[i], out) {
				return false
			}
		case t.Elem != nil && t.Elem.Size > 0:
			if !s.placeInit(m, e, t.Elem, off+int64(i)*t.Elem.Size, out) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// addrsIn calls add with the location of every address in a global's initializer.
func (s *Inclusion) addrsIn(m *llvmir.Module, v *llvmir.Value, add func(int32)) {
	if v == nil {
		return
	}
	switch v.Kind {
	case llvmir.ValGlobal:
		add(s.globalLoc(m, v.Name))
		return
	case llvmir.ValConstExpr:
		if b := v.Base(); b != nil && b != v && b.Kind == llvmir.ValGlobal {
			l := s.globalLoc(m, b.Name)
			add(s.shift(l, anyOffset))
			return
		}
	}
	for _, e := range v.Elems() {
		s.addrsIn(m, e, add)
	}
}

func (s *Inclusion) genInst(f *model.Function, in *llvmir.Inst) {
	if s.dbg != nil {
		s.dbg.ctx = fmt.Sprintf("%s: %s %%%s (line %d)", f.IR.Name, in.Op, in.Result, in.Span.Start)
	}
	ptrResult := in.Result != "" && llvmir.IsPointerType(in.Type)
	if in.Op == "extractvalue" && in.Type == "" && in.Result != "" && len(in.Operands) > 0 {
		// (the parser leaves its type empty: it is the aggregate's element at the indices)
		t := extractedType(f, in)
		ptrResult = t != nil && t.Ptr
	}
	res := int32(-1)
	if ptrResult || in.Op == "alloca" {
		res = s.valNode(f, in.Result)
	}
	ops := in.Operands
	switch in.Op {
	case "alloca":
		o, ok := s.alloca.get(f, in.Result)
		if c := s.clone; c != nil && f == c.fn {
			o, ok = c.allocas[in.Result]
		}
		if !ok {
			size := int64(-1)
			if t := llvmir.TypesOf(f.Module).Of(in.Type); t != nil {
				size = t.Size
			}
			if len(ops) > 0 && size >= 0 { // alloca T, N
				if ops[0].Kind == llvmir.ValInt {
					size *= ops[0].Int
				} else {
					size = -1
				}
			}
			if c := s.clone; c != nil && f == c.fn {
				o = c.alloca(s, f, in, size)
			} else {
				o = s.newObj(objLocal, f.Name+"%"+in.Result, size)
				s.objs[o].oneBlock = onceInMain(f, in)
				s.alloca.set(f, in.Result, o)
			}
		}
		s.addLoc(res, s.field(o, 0))
		return
	case "store":
		if len(ops) != 2 || s.skipStore[in] {
			return // (a block stored into a parameter's memory: made at each call, genIntoParam)
		}
		if f == s.sinkBody && !onOwnStack(f, ops[1]) {
			return // (made at each call: inclusion_clone.go)
		}
		switch {
		case llvmir.IsPointerType(ops[0].Type):
			if r, at, val, ok := selfStore(f, ops[1], ops[0]); ok {
				// `p->left = &p->header`: each object p may be points into itself
				s.addSelf(s.valNode(f, r), selfPair{at, val})
				return
			}
			s.addStore(s.node(f, ops[1]), s.node(f, ops[0]))
		case mayHoldPointer(ops[0].Type):
			// an aggregate stored whole (flang's descriptors): field by field, or unknown
			if d := s.node(f, ops[1]); !s.storeFields(f, ops[0], d) {
				s.flag(d, s.origin("aggregate store"), true, 0)
			}
		}
		return
	case "atomicrmw", "cmpxchg":
		if f == s.sinkBody {
			return
		}
		if len(ops) > 1 && mayHoldPointer(ops[len(ops)-1].Type) {
			s.flag(s.node(f, ops[0]), s.origin("pointer atomic"), true, 0)
		}
		if ptrResult {
			s.addLoc(res, s.unkNamed("pointer atomic"))
		}
		return
	case "ret":
		if len(ops) == 1 && llvmir.IsPointerType(ops[0].Type) {
			if n := s.node(f, ops[0]); n >= 0 {
				s.addCopy(n, s.retNode(f))
			}
		}
		return
	case "call", "invoke":
		s.genCall(f, in, res)
		return
	}
	if !ptrResult {
		return
	}
	switch in.Op {
	case "getelementptr":
		if len(ops) > 0 {
			if off, ok := GEPOffset(f, in); ok {
				s.addOff(s.node(f, ops[0]), res, off)
			} else if scalarAddress(f, in.Result) {
				// `((char *)o->ptr)[n - 1] = 0`: an address at a variable index that only
				// loads and stores numbers: no pointer is read or written through it, and the
				// object keeps its parts (nothing collapses it)
			} else if off, steps, ok := stridedOffset(f.Module, GEPSourceText(f, in), ops[1:]); ok && len(steps) > 0 {
				s.addOffStrided(s.node(f, ops[0]), res, off, steps)
			} else {
				s.addOff(s.node(f, ops[0]), res, anyOffset)
			}
		}
	case "bitcast", "addrspacecast", "freeze":
		if len(ops) > 0 {
			s.addOff(s.node(f, ops[0]), res, 0)
		}
	case "load":
		if len(ops) == 1 {
			s.addLoad(s.node(f, ops[0]), res)
		}
	case "phi", "select":
		if in.Op == "select" && len(ops) == 3 {
			ops = ops[1:]
		}
		for _, op := range ops {
			s.addOff(s.node(f, op), res, 0)
		}
	case "extractvalue":
		if idx, ok := extractIndices(in); !ok {
			s.addLoc(res, s.unkNamed("extractvalue"))
		} else if n, ok := s.fieldValue(f, ops[0], idx, 0); ok {
			if n >= 0 {
				s.addOff(n, res, 0)
			}
		} else {
			s.addLoc(res, s.unkNamed("extractvalue"))
		}
	default: // inttoptr, va_arg...
		s.addLoc(res, s.unkNamed(in.Op))
	}
}

// memcpyLen is the constant length of memcpy call in (its third argument), -1 when it is not
// a constant.
func memcpyLen(in *llvmir.Inst) int64 {
	if len(in.Args) >= 3 && in.Args[2] != nil && in.Args[2].Kind == llvmir.ValInt && in.Args[2].Int >= 0 {
		return in.Args[2].Int
	}
	return -1
}

// memCopy reports whether a library function copies memory from its second pointer argument
// to its first.
func memCopy(name string) bool {
	return name == "memcpy" || name == "memmove" || strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove.")
}

func (s *Inclusion) genCall(f *model.Function, in *llvmir.Inst, res int32) {
	name := in.CalledFunction()
	if strings.HasPrefix(name, "llvm.dbg.") || strings.HasPrefix(name, "llvm.lifetime.") {
		return
	}
	args := make([]int32, len(in.Args))
	for i, a := range in.Args {
		args[i] = -1
		if llvmir.IsPointerType(a.Type) {
			args[i] = s.node(f, a)
		}
	}
	out := -1
	if i := outAllocator(in); i >= 0 && i < len(args) {
		out = i
		s.addStore(args[i], s.holder(s.heapLoc(f, in)))
	}
	if callee := CalleeOf(f, in); callee != nil {
		if callee.Fn != nil {
			s.called[callee.Fn] = true
		}
		if !callee.Fork && callee.Fn != nil && s.cloned(callee.Fn) {
			for i, a := range args { // (the shared body's parameters, for its own sets)
				if a >= 0 && i < len(callee.Fn.IR.Params) {
					s.addCopy(a, s.paramNode(callee.Fn, i))
				}
			}
			s.genClone(callee.Fn, args, res)
			return
		}
		off, from := 0, 0
		if callee.Fork { // the shared variables go to the microtask's parameters 2, 3, ...
			off, from = 2, len(in.Args)-len(model.ForkShared(in))
		}
		for i := from; i < len(args); i++ {
			if j := i - from + off; args[i] >= 0 && j < len(callee.Fn.IR.Params) {
				s.addCopy(args[i], s.paramNode(callee.Fn, j))
			}
		}
		if !callee.Fork && callee.Fn != nil {
			s.genIntoParam(f, in, callee.Fn, args)
		}
	} else if name == "" {
		if k, ok := virtualCall(f, in); ok && len(args) > 0 && args[0] >= 0 {
			s.addVirtual(in, args, res, k)
		} else {
			s.addIndirectFrom(f, in, args, res, s.node(f, in.Callee))
		}
		return
	} else if ok, str := cxxLibrary(name); ok {
		for _, a := range args { // (the C++ library may call what they lead to: progcalled.go)
			if a >= 0 {
				s.libArgs = append(s.libArgs, a)
			}
		}
		s.constantArgs(f, in, args)
		s.genCxxLibrary(in, name, args, res, str)
		return
	} else {
		// A library function: memory it writes through a pointer may hold anything after,
		// a function of the program given to it may be called with anything.
		switch {
		case memCopy(name) && len(args) >= 2:
			s.addMemcpyN(args[0], args[1], memcpyLen(in))
		case name == "realloc" && len(args) >= 1:
			// the new memory holds what the old held (the old is freed, not written)
			s.addMemcpy(s.holder(s.heapLoc(f, in)), args[0])
		case s.genListLinks(name, args):
		case !writesNoPointer(name) && !s.genFlangRuntime(f, in, name, args):
			_, w := s.lib.accessed(f, in)
			for _, i := range w {
				if i < len(args) && i != out {
					s.flag(args[i], s.origin("library write "+name), false, 0)
				}
			}
		}
		cb := s.genCallback(name, in, args)
		if !noCallback(name) {
			for i, a := range args {
				if i != cb && !dataPointer(in.Args[i].Type) {
					s.flag(a, 0, false, s.origin(name))
				}
				if a >= 0 {
					s.libArgs = append(s.libArgs, a)
				}
			}
		}
	}
	if res < 0 {
		return
	}
	t := classifyCall(f, in)
	switch t.kind {
	case callInternalIO:
		s.addOff(s.node(f, t.arg), res, 0)
	case callAllocator:
		s.addLoc(res, s.heapLoc(f, in))
	case callFresh:
		s.freshCall(f, in, t.callee, args, res)
	case callProgram:
		s.addCopy(s.retNode(t.callee), res)
	case callStrtok:
		s.addLoc(res, s.objLoc(s.static, t.key, objStatic, -1))
		if t.arg != nil {
			s.addOff(s.node(f, t.arg), res, anyOffset)
		}
	case callIntoArg:
		k := anyOffset
		if returnsFirstArg(name) && len(in.Args) > 0 && t.arg == in.Args[0] {
			k = 0 // the destination itself
		}
		s.addOff(s.node(f, t.arg), res, k)
	default:
		s.addLoc(res, s.objLoc(s.static, t.key, objStatic, -1))
	}
}

// virtCall is a virtual call: `this->vptr[slot](this, ...)`, bound per object `this` may
// point to (each runs the function of its own vtable, with itself as this).
type virtCall struct {
	in    *llvmir.Inst
	args  []int32
	res   int32
	slot  int64 // byte offset of the slot in the vtable
	bound map[int32]bool
}

// virtualCall recognises the C++ virtual call in of f: its callee is loaded from a constant
// offset (the slot) of a pointer loaded from its first argument (the vtable pointer, at
// offset 0 of the object), bitcasts aside. It returns the slot's offset.
func virtualCall(f *model.Function, in *llvmir.Inst) (int64, bool) {
	if len(in.Args) == 0 || in.Callee == nil || in.Callee.Kind != llvmir.ValLocal {
		return 0, false
	}
	strip := func(v *llvmir.Value) *llvmir.Value {
		for v != nil && v.Kind == llvmir.ValLocal {
			d := f.Def(v.Name)
			if d == nil || (d.Op != "bitcast" && d.Op != "addrspacecast") || len(d.Operands) != 1 {
				break
			}
			v = d.Operands[0]
		}
		return v
	}
	load := func(v *llvmir.Value) *llvmir.Value { // the address v is loaded from
		v = strip(v)
		if v == nil || v.Kind != llvmir.ValLocal {
			return nil
		}
		d := f.Def(v.Name)
		if d == nil || d.Op != "load" || len(d.Operands) != 1 {
			return nil
		}
		return d.Operands[0]
	}
	slotAddr := load(in.Callee)
	if slotAddr == nil {
		return 0, false
	}
	slot, vt := int64(0), strip(slotAddr)
	if vt != nil && vt.Kind == llvmir.ValLocal {
		if d := f.Def(vt.Name); d != nil && d.Op == "getelementptr" && len(d.Operands) > 1 {
			k, ok := GEPOffset(f, d)
			if !ok {
				return 0, false
			}
			slot, vt = k, d.Operands[0]
		}
	}
	objAddr := strip(load(vt))
	this := strip(in.Args[0])
	if objAddr == nil || this == nil || objAddr.Kind != llvmir.ValLocal || this.Kind != llvmir.ValLocal || objAddr.Name != this.Name {
		return 0, false
	}
	return slot, true
}

// addVirtual generates virtual call in (virtualCall) with argument nodes args (args[0] the
// object) and result res.
func (s *Inclusion) addVirtual(in *llvmir.Inst, args []int32, res int32, slot int64) {
	v := int32(len(s.virt))
	s.virt = append(s.virt, &virtCall{in: in, args: args, res: res, slot: slot, bound: map[int32]bool{}})
	n := s.find(args[0])
	r := s.rareOf(n)
	r.virt = append(r.virt, v)
	for _, l := range s.nodes.at(n).pts.elems() {
		s.bindVirtual(v, l)
	}
}

// bindVirtual binds virtual call v for the object at location l: the function in the slot of
// the vtable l points to, called with l as this.
func (s *Inclusion) bindVirtual(vi int32, l int32) {
	v := s.virt[vi]
	l = s.canon(l)
	if v.bound[l] {
		return
	}
	v.bound[l] = true
	this := s.holder(l)
	vptr := s.newNode()
	s.addLoad(this, vptr)
	slot := vptr
	if v.slot != 0 {
		slot = s.newNode()
		s.addOff(vptr, slot, v.slot)
	}
	fn := s.newNode()
	s.addLoad(slot, fn)
	args := slices.Clone(v.args)
	args[0] = this
	s.addIndirect(v.in, args, v.res, fn)
}

// addIndirect generates an indirect call of in through node callee with argument nodes args
// and result res.
func (s *Inclusion) addIndirect(in *llvmir.Inst, args []int32, res, callee int32) {
	s.addIndirectFrom(nil, in, args, res, callee)
}

// addIndirectFrom is addIndirect for a call of function caller (nil: a call the library makes).
func (s *Inclusion) addIndirectFrom(caller *model.Function, in *llvmir.Inst, args []int32, res, callee int32) {
	c := &incCall{in: in, args: args, res: res, bound: map[*model.Function]bool{}, caller: caller}
	s.calls = append(s.calls, c)
	idx := int32(len(s.calls) - 1)
	if callee >= 0 {
		n := s.find(callee)
		r := s.rareOf(n)
		r.calls = append(r.calls, idx)
		for _, l := range s.nodes.at(n).pts.elems() {
			s.bindIndirect(idx, l)
		}
	}
}

// genCallback generates the calls a library function makes to the function given as one of
// its arguments, for those whose calls are known, and returns that argument's index (-1:
// none). The OpenMP runtime calls a reduction function with two of the lists of pointers
// given to __kmpc_reduce (this thread's and another's, of the same call); qsort calls its
// comparison with two pointers into the array, bsearch with the key and one.
func (s *Inclusion) genCallback(name string, in *llvmir.Inst, args []int32) int {
	elems := func(i int) int32 {
		if args[i] < 0 {
			return -1
		}
		n := s.newNode()
		s.addOff(args[i], n, anyOffset)
		return n
	}
	switch {
	case (name == "__kmpc_reduce" || name == "__kmpc_reduce_nowait") && len(args) == 7 && args[5] >= 0:
		s.addIndirect(in, []int32{args[4], args[4]}, -1, args[5])
		return 5
	case name == "qsort" && len(args) == 4 && args[3] >= 0:
		e := elems(0)
		s.addIndirect(in, []int32{e, e}, -1, args[3])
		return 3
	case name == "__cxa_atexit" && len(args) >= 2 && args[0] >= 0:
		s.addIndirect(in, []int32{args[1]}, -1, args[0])
		return 0
	case name == "atexit" && len(args) == 1 && args[0] >= 0:
		s.addIndirect(in, nil, -1, args[0])
		return 0
	case name == "bsearch" && len(args) == 5 && args[4] >= 0:
		s.addIndirect(in, []int32{args[0], elems(1)}, -1, args[4])
		return 4
	}
	return -1
}

// noCallback reports whether library function name never calls a function given to it
// (whatever its arguments point to is not called from outside the program): memory and
// string functions, free, stdio, and MPI but for the functions registering callbacks.
func noCallback(name string) bool {
	switch {
	case name == "__cxa_atexit" || name == "atexit":
		return false
	case noPointerWriters[name], stdioNoPointerOut[name], strings.HasPrefix(name, "llvm."),
		strings.HasPrefix(name, cxxListPrefix), name == "free", name == "memset", name == "memcpy", name == "memmove", name == "strlen",
		name == "strcmp", name == "strncmp", name == "malloc", name == "calloc", name == "realloc":
		return true
	}
	mf, _, ok := mpi.Lookup(name)
	if !ok {
		return false
	}
	for _, k := range []string{"keyval", "Keyval", "errhandler", "Errhandler", "Op_create", "Grequest", "datarep"} {
		if strings.Contains(mf.Name, k) {
			return false
		}
	}
	return true
}

// stdioNoPointerOut are the C library's stream functions: they write through their FILE
// argument only the library's own state (its buffers), and through the others bytes.
var stdioNoPointerOut = map[string]bool{
	"fprintf": true, "printf": true, "vfprintf": true, "vprintf": true, "fputs": true, "puts": true,
	"fputc": true, "putc": true, "putchar": true, "fwrite": true, "fflush": true, "fclose": true,
	"fseek": true, "ftell": true, "rewind": true, "feof": true, "ferror": true, "clearerr": true,
	"fgetc": true, "getc": true, "ungetc": true, "getchar": true, "perror": true,
}

// bindIndirect binds indirect call c to what location l (in its callee pointer's set) runs.
func (s *Inclusion) bindIndirect(ci int32, l int32) {
	c := s.calls[ci]
	o := s.objs[s.locObj[l]]
	switch {
	case o.kind == objFunc && o.fn != nil:
		s.bindCall(c, o.fn)
	case o.kind == objUnknown && c.in == nil:
		s.bindLibrary(c)
	case o.kind == objUnknown:
		targets := s.p.IndirectTargets(c.in)
		for _, t := range targets {
			s.bindCall(c, t)
		}
		if len(targets) == 0 {
			s.bindLibrary(c)
		}
	case o.kind == objFunc && cxxAbortsVirtual[o.name]:
		// a pure virtual (or deleted) function's slot in an abstract class's vtable: the
		// library ends the program there (no write, no callback)
	case o.kind == objFunc && s.locObj[l] == s.cxxCode: // the C++ library's, through its vtables
		s.bindCxx(c, "", false)
	case o.kind == objFunc && isCxxLibrary(o.name): // a C++ library function (a destructor given to atexit)
		_, str := cxxLibrary(o.name)
		s.bindCxx(c, o.name, str)
	case o.kind == objFunc: // a library function
		s.bindLibrary(c)
	}
	// (data called as code: the pointer's set holds objects of a collapsed struct that also
	// held the function pointers; calling them is undefined, they run nothing)
}

// noPointerWriters are library functions that write through their pointer arguments only
// bytes, numbers, or pointers the memory already held (qsort): not program addresses.
var noPointerWriters = map[string]bool{
	"memset": true, "strcpy": true, "strncpy": true, "strcat": true, "strncat": true,
	"sprintf": true, "snprintf": true, "vsprintf": true, "vsnprintf": true, "fgets": true,
	"fread": true, "sscanf": true, "fscanf": true, "scanf": true, "__isoc99_sscanf": true,
	"__isoc99_fscanf": true, "__isoc99_scanf": true, "gettimeofday": true, "time": true,
	"clock_gettime": true, "getrusage": true, "qsort": true, "gethostname": true,
	// (functions that only read the strings they are given)
	"system": true, "remove": true, "unlink": true, "mkdir": true, "access": true, "atoi": true,
	"atof": true, "atol": true, "atoll": true, "getenv": true,
	// (operator delete; registering an exit handler writes the library's own list)
	"_ZdlPv": true, "_ZdaPv": true, "_ZdlPvm": true, "_ZdaPvm": true, "__cxa_atexit": true, "atexit": true,
}

// mpiPointerOut are the MPI functions that write an address through an argument (an
// attribute value, a detached buffer, a shared window's base): it may be any memory.
var mpiPointerOut = map[string]bool{
	"MPI_Comm_get_attr": true, "MPI_Win_get_attr": true, "MPI_Type_get_attr": true,
	"MPI_Attr_get": true, "MPI_Buffer_detach": true, "MPI_Win_shared_query": true,
	"MPI_Win_get_attr_": true, "MPI_Info_get": true,
}

// writesNoPointer reports whether library function name writes no program address through
// its pointer arguments: the few above, the LLVM intrinsics (memset, stack save/restore; a
// va_list's contents are read by va_arg, which gives unknown memory), and MPI's data buffers
// and handles. (Functions returning a pointer through an argument, such as strtol's end
// pointer, stay unknown.)
func writesNoPointer(name string) bool {
	switch {
	case noPointerWriters[name], stdioNoPointerOut[name], strings.HasPrefix(name, "llvm."):
		return true
	case strings.HasPrefix(name, "MPI_") || strings.HasPrefix(name, "PMPI_"):
		return !mpiPointerOut[strings.TrimPrefix(name, "P")]
	}
	no, _ := mpiWritesNoPointer(name)
	return no
}

func (s *Inclusion) bindCall(c *incCall, fn *model.Function) {
	if c.bound[fn] {
		return
	}
	c.bound[fn] = true
	s.called[fn] = true
	for i, a := range c.args {
		if a >= 0 && i < len(fn.IR.Params) {
			s.addCopy(a, s.paramNode(fn, i))
		}
	}
	if c.res < 0 {
		return
	}
	if c.caller != nil && c.in != nil && ReturnsFresh(fn) {
		// An allocation wrapper called through a pointer (hypre's `(*CAlloc)(1, size)`
		// through a Krylov solver's table of functions): a new object per call site, as a
		// direct call gives. Its one shared object was every block all the Krylov solvers
		// allocate, folded by the arrays among them, and through it every pointer stored
		// into any of them reached every load from any.
		s.freshCall(c.caller, c.in, fn, c.args, c.res)
		return
	}
	s.addCopy(s.retNode(fn), c.res)
}

// freshCall generates the result res of call in of f to allocation wrapper wrapper (args:
// the call's argument nodes): a new object per call site, holding what the wrapper's own
// object holds, or, for a wrapper around realloc, what the block this call gives it holds.
func (s *Inclusion) freshCall(f *model.Function, in *llvmir.Inst, wrapper *model.Function, args []int32, res int32) {
	site := s.heapLoc(f, in)
	h := s.holder(site)
	s.addLoc(res, site)
	if j, ok := ReallocatedParam(wrapper); ok && j < len(args) {
		s.addMemcpy(h, args[j])
	} else {
		s.addMemcpy(h, s.retNode(wrapper))
	}
}

func (s *Inclusion) bindCxx(c *incCall, name string, str bool) {
	if !c.cxx {
		c.cxx = true
		s.genCxxLibrary(c.in, name, c.args, c.res, str)
	}
}

func isCxxLibrary(name string) bool {
	ok, _ := cxxLibrary(name)
	return ok
}

func (s *Inclusion) bindLibrary(c *incCall) {
	if c.lib {
		return
	}
	c.lib = true
	for _, a := range c.args {
		s.flag(a, s.origin("indirect library call"), false, s.origin("indirect library call"))
		if a >= 0 {
			s.libArgs = append(s.libArgs, a)
		}
	}
	if c.res >= 0 {
		s.addLoc(c.res, s.unkNamed("indirect library call"))
	}
}

// solve runs the worklist to the fixed point.
func (s *Inclusion) solve() {
	// the delta's locations and a memcpy's other end's, listed into lists reused from one
	// node to the next (the loops below may add to the sets: they walk a copy)
	var locs, others []int32
	for len(s.work) > 0 {
		n := s.work[0]
		s.work = s.work[1:]
		s.inWork[n] = false
		if s.find(n) != n || s.nodes.at(n).delta.empty() {
			continue
		}
		s.Stats.Processed++
		d := s.nodes.at(n).delta
		s.nodes.at(n).delta = sparseSet{}
		s.passing, s.passingDelta = n, d
		nd := *s.nodes.at(n) // the constraint lists as they are now; ones added later saw the whole set
		var rare incRare
		if nd.rare != nil {
			rare = *nd.rare // (by value: the lists as they are now, like nd's)
		}
		var dr incDerefs
		if nd.derefs != nil {
			dr = *nd.derefs // (the same)
		}
		locs = d.appendElems(locs[:0])
		for _, l := range locs {
			l = s.canon(l)
			if s.dbg != nil {
				s.dbgAt(n, l)
			}
			if dr.collapse || dr.unknownStore != 0 || dr.escape != 0 {
				s.flagLoc(l, dr.unknownStore, dr.collapse, dr.escape)
			}
			for _, dst := range dr.loads {
				s.addCopy(s.content(l), dst)
			}
			for _, src := range dr.stores {
				if !s.readonly(l) {
					s.addCopy(src, s.content(l))
				}
			}
			for _, e := range rare.memDst {
				others = s.nodes.at(s.find(e.node)).pts.appendElems(others[:0])
				for _, ls := range others {
					s.copyContents(ls, l, e.n)
				}
			}
			for _, e := range rare.memSrc {
				others = s.nodes.at(s.find(e.node)).pts.appendElems(others[:0])
				for _, ld := range others {
					s.copyContents(l, ld, e.n)
				}
			}
			for _, c := range rare.calls {
				s.bindIndirect(c, l)
			}
			for _, k := range rare.selfs {
				s.addSelfLoc(l, k)
			}
			for _, v := range rare.virt {
				s.bindVirtual(v, l)
			}
			for _, e := range dr.offs {
				s.addLoc(e.to, s.shiftStrided(l, e.k, e.steps))
			}
		}
		if s.dbg != nil {
			s.dbg.cur, s.dbg.ctx, s.dbg.via = [2]int32{-1, -1}, "solve", -1
		}
		if s.find(n) != n {
			s.passing = -1
			continue // merged meanwhile: the merged node passes d on again (mergedDelta)
		}
		s.passCopies(n, nd.copies, &d)
		s.passing, s.passingDelta = -1, sparseSet{}
		s.recycle(d)
	}
}

// maxSpare bounds the rooms kept for deltas to come.
const maxSpare = 256

// addInto adds o to node m's set, and what is new to its delta, and reports whether the set
// changed. An empty delta is filled in the room of one passed on already (most of the
// solver's allocations were new deltas, and the garbage of those passed on, issue 18).
func (s *Inclusion) addInto(m int32, o *sparseSet) bool {
	nm := s.nodes.at(m)
	if nm.delta.empty() && len(s.spare) > 0 {
		nm.delta.w, s.spare = s.spare[len(s.spare)-1], s.spare[:len(s.spare)-1]
	}
	changed := nm.pts.addAll(o, &nm.delta)
	if nm.delta.empty() && cap(nm.delta.w) > 0 {
		s.recycle(nm.delta) // (unused)
		nm.delta.w = nil
	}
	return changed
}

// recycle keeps the room of delta d, which nothing reads any more, for a delta to come.
func (s *Inclusion) recycle(d sparseSet) {
	if cap(d.w) > 0 && len(s.spare) < maxSpare {
		s.spare = append(s.spare, d.w[:0])
	}
}

// passCopies passes delta d of node n on along its copy edges (to, as they were when n was
// taken from the worklist), checking an edge for a cycle when both ends' sets are equal. The
// edges are compacted as they are met: merges leave duplicates and self edges in the lists,
// each a look-up and a set walk at every pass (issue 18).
func (s *Inclusion) passCopies(n int32, to []int32, d *sparseSet) {
	s.copyEpoch++
	if len(s.copyMark) < s.nodes.len() {
		s.copyMark = append(s.copyMark, make([]int32, s.nodes.len()-len(s.copyMark))...)
	}
	kept := to[:0] // (in place: the representatives met, each once)
	for _, m := range to {
		m = s.find(m)
		if m == n || s.copyMark[m] == s.copyEpoch {
			continue // (a duplicate has d already: sets only grow, merged ones included)
		}
		s.copyMark[m] = s.copyEpoch
		kept = append(kept, m)
		if !s.passCopy(n, m, d) {
			return // n merged into another node, which has its lists and passes d on
		}
	}
	// Edges added meanwhile (to n's list, past to's end) are kept after the compacted ones;
	// a list moved meanwhile (grown by a merge) is left as it is: its entries stand for the
	// same representatives.
	cur := s.nodes.at(n).copies
	if len(to) > 0 && len(cur) >= len(to) && &cur[0] == &to[0] {
		s.nodes.at(n).copies = append(kept, cur[len(to):]...)
	}
}

// passCopy passes d from n on to m, and checks the edge for a cycle; false when n was merged
// into another node.
func (s *Inclusion) passCopy(n, m int32, d *sparseSet) bool {
	if s.dbg != nil {
		e, ok := s.dbg.edgeCtx[[2]int32{n, m}]
		if !ok {
			e.via = -1
		}
		s.dbgCopy(n, m, d, "copy edge ("+e.how+")", e.via)
	}
	if s.addInto(m, d) {
		s.push(m)
	}
	if k := edgeKey(n, m, true); !s.edges.has(k) && s.nodes.at(m).pts.equal(&s.nodes.at(n).pts) {
		s.edges.add(k)
		s.collapseCycle(n, m)
		if s.find(n) != n {
			return false
		}
	}
	return true
}

// maxCycleSearch bounds the nodes one cycle search visits: a search that gives up misses a
// cycle (the solution is the same, only slower to reach), a search through the whole graph
// at every check made the solver quadratic.
const maxCycleSearch = 512

// collapseCycle merges the nodes of a cycle through edge n→m, if there is one: those on a
// path of copy edges from m back to n.
func (s *Inclusion) collapseCycle(n, m int32) {
	// Nodes reaching n backwards are not indexed; search forward from m, and keep the nodes
	// from which n is reachable.
	if len(s.mark) < s.nodes.len() {
		s.mark = append(s.mark, make([]int32, s.nodes.len()-len(s.mark))...)
		s.reach = append(s.reach, make([]bool, s.nodes.len()-len(s.reach))...)
	}
	if s.givesUp(n, m) {
		return
	}
	s.epoch += 2
	onStack, done := s.epoch, s.epoch+1 // (marks of earlier searches are older epochs)
	found := s.cycFound[:0]
	stack := append(s.cycStack[:0], cycFrame{m, s.nodes.at(m).copies})
	seen := append(s.cycSeen[:0], m)
	defer func() { s.cycStack, s.cycFound, s.cycSeen = stack[:0], found[:0], seen[:0] }()
	s.mark[m], s.reach[m] = onStack, false
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if len(top.succ) > 0 {
			y := s.find(top.succ[0])
			top.succ = top.succ[1:]
			switch {
			case y == n:
				s.reach[top.x] = true
			case s.mark[y] != onStack && s.mark[y] != done:
				if seen = append(seen, y); len(seen) > maxCycleSearch {
					s.rememberGiveUp(m, seen)
					return
				}
				s.mark[y], s.reach[y] = onStack, false
				stack = append(stack, cycFrame{y, s.nodes.at(y).copies})
			case s.reach[y]:
				s.reach[top.x] = true
			}
			continue
		}
		x := top.x
		s.mark[x] = done
		stack = stack[:len(stack)-1]
		if s.reach[x] {
			found = append(found, x)
			if len(stack) > 0 {
				s.reach[stack[len(stack)-1].x] = true
			}
		}
	}
	if len(found) == 0 || found[len(found)-1] != m {
		return
	}
	// (a node on the stack when met again may reach n through its later successors: such
	// a node is missed here and found by a later check of one of its edges)
	slices.Sort(found)
	if s.dbg != nil && debugIncCycle != "" {
		s.dbgCycle(n, found)
	}
	for _, x := range found {
		s.merge(s.find(n), s.find(x))
	}
}

// cycFrame is a node of the search's path, and the copy edges from it still to follow (the
// search changes no list: a slice of it, not the node read again at every edge).
type cycFrame struct {
	x    int32
	succ []int32
}

// A search from m towards n gives up exactly when more than maxCycleSearch nodes are
// reachable from m without passing through n: it meets each of them before it ends. The
// nodes a search that gave up visited (seen) stay reachable from m, without passing through
// any node not among them, as the graph grows, and a merge only makes some of them one: a
// later search from m towards a node not among them, while they are still more than
// maxCycleSearch representatives, would give up too, and is skipped. (On Quicksilver, 23,000
// searches gave up, 11.8 M node visits, from 926 nodes m: most were such repeats, issue 18.)
type cycGiveUp struct {
	seen   []int32 // representatives
	merged int     // Stats.Merged when seen was last made representatives
}

// rememberGiveUp records the nodes seen of a search from m that gave up.
func (s *Inclusion) rememberGiveUp(m int32, seen []int32) {
	if s.giveUps == nil {
		s.giveUps = map[int32]*cycGiveUp{}
	}
	g := s.giveUps[m]
	if g == nil {
		g = &cycGiveUp{}
		s.giveUps[m] = g
	}
	g.seen, g.merged = append(g.seen[:0], seen...), s.Stats.Merged // (an earlier one's list reused)
}

// givesUp reports whether the search from m towards n would give up, by the nodes an earlier
// search from m that gave up visited (false when unsure).
func (s *Inclusion) givesUp(n, m int32) bool {
	g := s.giveUps[m]
	if g == nil {
		return false
	}
	if g.merged != s.Stats.Merged { // (nodes merged meanwhile: maybe some of seen)
		s.epoch += 2 // (a mark of its own for the representatives met)
		reps := g.seen[:0]
		for _, x := range g.seen {
			if r := s.find(x); s.mark[r] != s.epoch {
				s.mark[r] = s.epoch
				reps = append(reps, r)
			}
		}
		g.seen, g.merged = reps, s.Stats.Merged
		if len(g.seen) <= maxCycleSearch {
			delete(s.giveUps, m)
			return false
		}
	}
	return !slices.Contains(g.seen, n) // (a walk of 513 numbers: cheaper than sorting them once)
}

// Objects returns the objects value v of function f may point into, and whether the set
// holds the unknown memory.
func (s *Inclusion) objects(n int32) (objs []int32, unknown bool) {
	if n < 0 {
		return nil, false
	}
	for _, l := range s.solved(n).elems() {
		o := s.locObj[l]
		if s.objs[o].kind == objUnknown {
			unknown = true
		}
		objs = append(objs, o)
	}
	slices.Sort(objs)
	return slices.Compact(objs), unknown
}

// start is the location at the start of object o, read-only (the whole object once
// collapsed; every object the View asks about got its start location when it was made).
func (s *Inclusion) start(o int32) int32 {
	ob := s.objs[o]
	if l, ok := ob.fields.get(0); ok && !ob.collapsed {
		return l
	}
	return ob.whole
}

// readAt adds to acc what the memory at off bytes from location l may hold (anywhere in
// l's object when !exact), read-only: a part no constraint ever named holds nothing.
func (s *Inclusion) readAt(acc *sparseSet, l int32, off int64, exact bool) {
	// (the sets are merged into one set, word by word: listed one after the other, the
	// answers of a dereference through a large set repeated each location thousands of
	// times, 30 MB of Quicksilver's peak heap for one answer, issue 18)
	l = s.canon(l)
	ob := s.objs[s.locObj[l]]
	switch {
	case ob.collapsed:
		acc.addAll(s.solved(s.locNode[ob.whole]), nil)
	case exact && s.locOff[l] >= 0:
		if c, ok := ob.fields.get(ob.norm(s.locOff[l] + off)); ok {
			acc.addAll(s.solved(s.locNode[c]), nil)
		}
	default:
		for _, f := range ob.fields {
			acc.addAll(s.solved(s.locNode[f.loc]), nil)
		}
	}
}

// readAtStrided is readAt for the memory at res bytes plus any multiple of scale from
// location l: the field that stands for them when an array of the object has that stride,
// else the fields at those offsets (modulo the object's own stride).
func (s *Inclusion) readAtStrided(acc *sparseSet, l int32, res, scale int64) {
	l = s.canon(l)
	ob := s.objs[s.locObj[l]]
	if ob.collapsed || s.locOff[l] < 0 || scale <= 0 {
		s.readAt(acc, l, 0, false)
		return
	}
	at := ob.norm(s.locOff[l] + res)
	if r, ok := ob.region(at); ok && ob.stride == 0 && scale%r.stride == 0 {
		if c, ok := ob.fields.get(at); ok {
			acc.addAll(s.solved(s.locNode[c]), nil)
		}
		return
	}
	m := scale
	if ob.stride > 0 {
		m = gcd(m, ob.stride)
	}
	for _, r := range ob.regions {
		m = gcd(m, r.stride)
	}
	base := s.locOff[l] + res
	for _, f := range ob.fields {
		if modOff(f.off-base, m) == 0 {
			acc.addAll(s.solved(s.locNode[f.loc]), nil)
		}
	}
}

// known returns the canonical locations of set, sorted, and false when they are none or
// hold the unknown memory.
func (s *Inclusion) known(set *sparseSet) ([]int32, bool) {
	if set.empty() {
		return nil, false
	}
	out := make([]int32, 0, set.len())
	sorted := true
	for _, w := range set.w {
		for b := w.b(); b != 0; b &= b - 1 {
			l := s.canon(w.i<<6 + int32(bits.TrailingZeros64(b)))
			if s.objs[s.locObj[l]].kind == objUnknown {
				return nil, false
			}
			sorted = sorted && (len(out) == 0 || out[len(out)-1] < l)
			out = append(out, l)
		}
	}
	if !sorted { // (a location merged into another one since it was added)
		slices.Sort(out)
		out = slices.Compact(out)
	}
	return out, true
}

// globalObject is the object of global name as module m names it, -1 if it has none.
func (s *Inclusion) globalObject(m *llvmir.Module, name string) int32 {
	if o, ok := s.global[globalKey(m, name)]; ok {
		return o
	}
	return -1
}

// PointsTo names the objects (with the offsets, "+N", of the parts) value name of f may
// point to, sorted: for tests and debugging.
func (s *Inclusion) PointsTo(f *model.Function, name string) []string {
	n, ok := s.val.get(f, name)
	if !ok {
		return nil
	}
	var out []string
	for _, l := range s.solved(n).elems() {
		out = append(out, s.locName(l))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Contents names what the location at offset off of the object named obj may hold.
func (s *Inclusion) Contents(obj string, off int64) []string {
	for o, ob := range s.objs {
		if ob.name != obj {
			continue
		}
		l := s.canon(s.objs[o].whole)
		if !ob.collapsed {
			var ok bool
			if l, ok = ob.fields.get(ob.norm(off)); !ok {
				return nil
			}
		}
		var out []string
		for _, x := range s.solved(s.locNode[l]).elems() {
			out = append(out, s.locName(x))
		}
		slices.Sort(out)
		return slices.Compact(out)
	}
	return nil
}

func (s *Inclusion) locName(l int32) string {
	o := s.objs[s.locObj[l]]
	if o.collapsed || s.locOff[l] <= 0 {
		return o.name
	}
	return fmt.Sprintf("%s+%d", o.name, s.locOff[l])
}

// debugInclusion: PARCOACH_DEBUG_INCLUSION is set (the solver's cost, and every answer only
// the inclusion sets gave, on stderr).
var debugInclusion = os.Getenv("PARCOACH_DEBUG_INCLUSION") != ""

// buildInclusionTimed is BuildInclusion for ProgramPoints; with PARCOACH_DEBUG_INCLUSION set
// it prints the solver's cost and counters on stderr.
func buildInclusionTimed(p *model.Program, lib *Library) *Inclusion {
	if !debugInclusion {
		return BuildInclusion(p, lib)
	}
	start := time.Now()
	s := BuildInclusion(p, lib)
	fmt.Fprintf(os.Stderr, "parcoach: inclusion points-to: %v, %+v\n", time.Since(start), s.Stats)
	buildInclusion(p, lib, true).printOrigins(os.Stderr)
	return s
}

// OriginCount is how many pointer values an origin of unknown memory reaches.
type OriginCount struct {
	Origin string
	Values int    // values whose set holds this origin's unknown memory
	Only   int    // those whose set holds no other origin's
	Sample string // one of the values (the first by function and name)
}

// Origins counts, per origin of unknown memory, the SSA pointer values (and parameters) whose
// set it reaches, most first; s must be built split (each origin an unknown object of its
// own: what is stored through one origin's memory and read through another's is not
// followed, so the counts are close to, not exactly, what each origin adds to the solution).
func (s *Inclusion) Origins() []OriginCount {
	counts := map[int32]*OriginCount{}
	byLoc := map[int32]int32{}
	for id, l := range s.unkOf {
		byLoc[l] = id
	}
	var keys []ValueKey
	s.val.each(func(k ValueKey, _ int32) { keys = append(keys, k) })
	slices.SortFunc(keys, func(a, b ValueKey) int {
		return cmp.Or(strings.Compare(a.Fn.Name, b.Fn.Name), strings.Compare(a.Name, b.Name))
	})
	for _, k := range keys {
		n, _ := s.val.get(k.Fn, k.Name)
		var ids []int32
		for _, l := range s.solved(n).elems() {
			if id, ok := byLoc[s.canon(l)]; ok {
				ids = append(ids, id)
			}
		}
		for _, id := range ids {
			c := counts[id]
			if c == nil {
				c = &OriginCount{Origin: s.origins[id-1], Sample: k.Fn.Name + " %" + k.Name}
				counts[id] = c
			}
			c.Values++
			if len(ids) == 1 {
				c.Only++
			}
		}
	}
	var out []OriginCount
	for _, c := range counts {
		out = append(out, *c)
	}
	slices.SortFunc(out, func(a, b OriginCount) int {
		return cmp.Or(b.Values-a.Values, b.Only-a.Only, strings.Compare(a.Origin, b.Origin))
	})
	return out
}

// printOrigins prints Origins (the first 25) on w.
func (s *Inclusion) printOrigins(w io.Writer) {
	total := 0
	s.val.values(func(n int32) {
		if _, u := s.objects(n); u {
			total++
		}
	})
	fmt.Fprintf(w, "parcoach: inclusion: %d of %d pointer values hold unknown memory (split by origin); per origin: values reached (reached by it alone)\n", total, s.val.len())
	for i, c := range s.Origins() {
		if i == 25 {
			fmt.Fprintf(w, "parcoach: inclusion:   ...\n")
			break
		}
		fmt.Fprintf(w, "parcoach: inclusion:   %6d (%6d) %s (e.g. %s)\n", c.Values, c.Only, c.Origin, c.Sample)
	}
}
