package dependence

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// reason explains why something varies: a source (the rank from MPI_Comm_rank at line 12) or
// a step from another reason (assigned under a conditional that varies).
type reason struct {
	pos    diag.Pos
	msg    string
	source bool // msg names a value that differs ("the rank obtained from MPI_Comm_rank")
	next   *reason
	// nullOnly: a pointer that varies in its NULL-ness only (nullvary.go); next says why.
	nullOnly bool
}

func source(pos diag.Pos, what string) *reason { return &reason{pos: pos, msg: what, source: true} }

type blockKey struct {
	fn *model.Function
	b  int
}

// solver computes, for one domain, which values, memory, parameters, return values and
// conditionals of the whole program may vary. Everything only ever goes from "same
// everywhere" to "varies", so iterating the functions until nothing changes terminates.
//
// It is two parts: the prepared part (what the domain's solves derive from the program and
// the points-to alone, built once by prepare and shared by every solve of the domain on the
// same graph) and the solution (the facts one solve finds, started empty by each solve).
type solver struct {
	*prepared
	// domain: the constructor of the communicator whose processes the solve compares, nil for
	// every process (span.go). Set by the solve's setup; the prepared part does not depend on it.
	domain *llvmir.Inst

	// valNamed: the SSA values that vary that no instruction of the function defines, if
	// any (the others: fnSol.val).
	valNamed map[valueKey]*reason
	// factSlots: the classes that hold any of the facts below (the tables are dense over them).
	factSlots *classSlots
	// quiet: by class, factSlots.n + 1 when quietNear found none of the classes around it
	// slotted (0: not asked).
	quiet byClass[int32]
	class slotted[*reason] // memory that varies, flow-insensitively (by representative)
	// ptrVary: memory into which pointers that vary were stored (by representative). A
	// pointer loaded from memory varies only for these: data stored into an object (a
	// rank-dependent bound in one member) says nothing of the pointers it holds (ptrvary.go).
	ptrVary slotted[*reason]
	// nullVary, placeNull: memory into which NULL was stored on some processes only
	// (nullvary.go); nullWrap: the nullOnly mark of each reason.
	nullVary                  slotted[*reason]
	placeNull, placeNullInner slotted[[]placeWrite]
	nullWrap                  map[*reason]*reason
	// inner: some field of the object varies (by representative), so reading the whole
	// object may see varying data.
	inner slotted[*reason]
	// placeVary: data that varies written at known places of the class (pathvary.go);
	// anyPlace: some is.
	placeVary, placeInner   slotted[[]placeWrite]
	placePtr, placePtrInner slotted[[]placeWrite]
	anyPlace                bool
	// mods: what each function (with its callees) writes, by class (modRec: its mod set,
	// where and through what it writes each class, what kind of data it stores there).
	mods []*modTable // by function index
	// dataWrite: the write addMod is noting now stores numbers only (modkind.go); ptrWrite:
	// pointers only; nullWrite: NULL only, if pointers (nullvary.go).
	dataWrite, ptrWrite, nullWrite bool
	// writeVia: through what the write addMod is noting now goes (anyVia unless known).
	writeVia writeVia
	views    []*alias.Func // per-function pointer views (writevia.go's viewVia), by index
	narrow   []int8        // memoised narrowReader, by function index (0: not asked, 1: yes, -1: no)
	numRead  bool          // the read loadClassAt answers reads narrow numbers only
	// killRead: the function whose current instruction makes the read loadClassAt answers
	// (nil outside it): a read-only parameter's source killed there counts as uniform.
	killRead *model.Function
	// throws: the function may throw on some processes only.
	// fns: by function index, what varies in it (its result, its conditionals, its values,
	// its flow-sensitive state), dense (these are asked at every instruction).
	fns   []*fnSol
	param map[paramKey]*reason
	// sites: what each call site (with one target) derives from its callee's record of its
	// writes (siteMemo).
	sites map[siteTarget]*siteMemo
	// entryStale: the classes some call made where every process runs reaches a closed
	// function with stale (entryfresh.go).
	entryStale []map[class]bool // by function index
	// staleFrom: the blocks of the calls that marked an entry stale; assumedVarying: blocks
	// taken, from a previous solve, to run only on some processes (solveDomain).
	staleFrom, assumedVarying map[blockKey]bool
	// exitStale: what each function was found not to leave fresh at its returns (exitfresh.go);
	// paramStale, the same of what its parameters point to (overwrite.go).
	exitStale  []map[class]bool     // by function index
	paramStale []map[memberKey]bool // by function index
	// paramDirty: the parameters' bytes a function may leave other than as they were or
	// fresh (paramkeep.go).
	paramDirty []map[memberKey]bool // by function index
	// deadKills: the tolerant kill points a varying write after the point ended (bcastkill.go).
	deadKills map[killRef]bool
	// forced values and memory are uniform whatever is stored in them (see Result.among).
	forcedVal   map[valueKey]bool
	forcedClass byClass[bool]

	// The worklist: functions to (re)evaluate (fnSol.queued), and who depends on what.
	queue    []*model.Function
	readers  sparseByClass[[]int32] // by class, the indices of the functions that read it, sorted
	cur      *model.Function        // the function being evaluated
	curBlock int                    // the block being evaluated
	curInst  int                    // the index of the instruction being evaluated in it
	local    bool                   // a fact of cur changed during the current pass
	// unseen: during the current pass, a fact cur may read changed without requeueing it
	// (where cur writes what it writes, read by a recursive call; a kill point ended).
	unseen bool
	// lastReader, lastMod: the function addReader last registered for each class, and the
	// function and block addMod last noted (a load or store is evaluated many times; the
	// second time, there is nothing to note).
	lastReader byClass[*model.Function]
	lastMod    byClass[modStamp]
	// ownFresh: by MPI call of the Fortran binding, the reference arguments whose memory its
	// function overwrote itself with uniform data just before (bit i: argument i; reffresh.go).
	ownFresh map[*llvmir.Inst]uint64
	// ownCand, ownCandDone: by function index, the classes it keeps own bits for and whether
	// they are listed (1: being listed, 2: done; ownCandidates). ownEntryStale: the own bits
	// some call reaches a closed function with set (reffresh.go).
	ownCand       [][]class
	ownCandDone   []uint8
	ownEntryStale []map[class]bool
	// origins (PARCOACH_DEBUG_WHY only): where each fact first became varying (trace.go).
	origins map[factKey]origin
}

// prepared is what a domain's solves derive from the program, the points-to and the domain
// alone, before or independently of the facts a solve finds: computed once (prepare), only
// read while solving, or memoised with the same value whenever computed. Solving a domain
// once more (entryfresh.go's second solve, a communicator's split) then costs the fixpoint
// only: the preparation was 10-30 % of a solve.
type prepared struct {
	d          Domain
	prog       *model.Program
	pt         *pointsTo
	argvVaries bool
	// randVaries: some process may seed the C library's generator differently (srand with a
	// value that is not a constant), so rand() may differ between processes. Without it every
	// process draws the same sequence (the default seed is 1).
	randVaries bool

	simple byClass[bool]               // scalar locals whose memory is tracked flow-sensitively
	locals map[*model.Function][]class // the simple locals of each function
	// bitOf: the bit of a simple local in the state of the function whose locals list it
	// (its last position there, +1), in bitFn; -1 when several functions list it (then
	// fnState.bit answers, built only when bitShared).
	bitOf     byClass[int32]
	bitFn     byClass[*model.Function]
	bitShared bool
	// sharedMem (threads only): memory all threads of a team see as one. Assuming the program
	// is free of data races, a read of it returns the same value on every thread, whatever
	// was written: a loop's threads write their own elements, a single writes a flag, and
	// after the synchronisation everyone reads the same. Reads inside a critical section,
	// and atomic read-modify-writes, are the exception: each thread sees another value.
	sharedMem byClass[bool]
	critical  map[blockKey]bool
	// threaded (threads only): the functions a team may run. Elsewhere only the initial
	// thread runs, and what it computes (a rank received, rand()) is the same for every
	// thread of the teams it forks later.
	threaded map[*model.Function]bool
	// closed: by function index, whether every call of the function is one the solver sees
	// (entryfresh.go); asked at every call evaluated, as exitCand is at every return.
	closed []bool
	// kills: memory a uniform collective of main fills after every write to it (bcastkill.go).
	kills   map[class][]killPoint
	killIdx map[class]*killIndex // the kill points sorted for killedBy and laterWrite
	// calls: the call graph with the targets of calls through pointers (calls.go).
	calls *graph.Digraph
	// broadcastLoads: loads that read broadcast bytes on every path (bcastcopy.go).
	broadcastLoads map[loadIn]bool
	// broadcastSrc: the broadcast bytes such loads read, where one call names them.
	broadcastSrc map[*llvmir.Inst]BcastSource
	// guarded: the kill points of a class under tests of one flag (bcastguard.go).
	guarded map[class]*guardPass
	// undef: whether the program holds the value of MPI_UNDEFINED (commsplit.go), shared
	// by the solvers of every domain and graph (it depends on the program only).
	undef *undefinedMemo
	// tolerantKills: some kill point is followed by writes (bcastkill.go).
	tolerantKills bool
	// readSrc: the objects that feed each read-only parameter's object; readFeeds, the
	// other way (readonly.go).
	readSrc, readFeeds map[class][]class
	hasReadSrc         byClass[bool] // the classes readSrc has sources for (asked at every read)
	// exitCand: by function index, what the function may leave fresh at its returns
	// (exitfresh.go); paramCand, what its parameters point to (overwrite.go).
	exitCand  [][]class
	paramCand map[*model.Function][]memberKey
	deps      map[*model.Function]*paramDeps // summarised functions' parameter dependences (paramdeps.go)
	// readFrom: the classes of each summarised function's graph that its call sites copy.
	readFrom map[*model.Function][]class
	// frameOwner: the function whose allocas each class holds, nil for mixed classes
	// (framewrites.go); set with deps.
	frameOwner map[class]*model.Function

	// Memoised on demand (what they hold depends on the program and the graph only):
	// siteLive: the blocks of its callee a call can run given its constant arguments
	// (constargs.go).
	siteLive map[*llvmir.Inst][]bool
	// memos: what the evaluation of each load, store and call instruction derives from the
	// IR and the points-to graph alone (loadMemo, storeMemo, its callee), by function index
	// and memo number (memoOf).
	memos    [][]instMemo
	memoBase [][]int32 // by function index, the position of each block's first instruction
	memoAt   [][]int32 // by function index and position, the index of an instruction's memo (-1: none)
	// memoIn, memoSlot: the instruction memoOf answered last and its slot (the evaluation of
	// one load, store or call asks for it several times).
	memoIn     *llvmir.Inst
	memoSlot   *instMemo
	vias       map[writeVia]*writeVia         // interned through-whats (internVia)
	globalObj  map[class]bool                 // the classes of globals (capTargets)
	ownTargets map[*model.Function][2][]class // by function, what it overwrites and reads (trackedTargets)
	// tracked, trackedDone: by function index, trackedTargets once the exit candidates are
	// known (stateTargets); read only by the solves.
	tracked     [][]class
	trackedDone []bool
	// defNums: definedNumbers by function index.
	defNums    []bitset
	candsKnown bool             // the exit candidates are all known (prepare ran)
	scalars    map[class]string // classes that are one scalar variable (overwrite.go)
	// posCand, posAll, posKinds, posGiven: the variables followed for being positive, by
	// function and all, what each function may write there, what the functions given to
	// libraries may (positive.go).
	posCand     [][]class
	posAll      map[class]bool
	posKinds    []map[class]uint8
	posGiven    map[class]uint8
	posKeeps    map[*llvmir.Inst][]class        // by store or call, the candidates it keeps positive
	paramWrites map[paramStoreKey]*paramStores  // paramStoresOf, memoised (overwrite.go)
	ownMembers  map[*model.Function][]memberKey // by function, the variables' bytes it overwrites (memberTargets)
	single      []clearEdgesMemo                // by function index, the edges taken only with one process or a null communicator (guardedexit.go)
	commOnly    map[commOnlyKey]bool            // memory only dups of MPI_COMM_WORLD (or any dup) write (guardedexit.go)
	paramComm   map[paramCommKey]bool           // dummies every caller gives such a communicator (paramCommIs)
	bcastHelp   *rankHelpers                    // the program's rank getters and broadcast helpers (broadcastHelpers)
	worldSize   map[class]bool                  // memory only MPI_Comm_size(MPI_COMM_WORLD) writes
	sizeOutputs map[class]bool                  // memory some MPI_Comm_size call writes its size into
	// callTemps: which allocas are argument temporaries (calltemp.go).
	callTemps map[*llvmir.Inst]bool // by alloca
	// effects: effectOf by callee name, for d (effect).
	effects map[string]effect
	// wrapperFacts: alias's facts of allocation wrappers, by function index (wrappers.go).
	wrapperFacts []uint8
	// fieldsMemo: pt.SortedFields by class (sortedFields).
	fieldsMemo byClass[[]class]
	// nearMemo: localCandidates by class.
	nearMemo byClass[nearLocals]
	// locs: pt.Loc by operand (loc); locNum: for the numbered local values %N, by function
	// index and N (the class + 1; 0: not asked yet).
	locs   map[*llvmir.Value]class
	locNum [][]class
	// ownersMemo: pt.Owners by class (owners).
	ownersMemo [][]class
	// paramPlaces: where pointer parameters point (pathvary.go); places: where pointer
	// values point, memoised; slots: -O0 parameter slots by function.
	paramPlaces map[paramKey][]pointerPlace
	places      map[valueKey][]pointerPlace
	slots       map[*model.Function]map[string]int
	// linkRanges: where each root type may hold a list node's links (listlinks.go), from the
	// modules linkRootSeen lists.
	linkRanges   map[string][][2]int64
	linkRootSeen map[linkRootKey]bool
}

// fnState is the flow-sensitive part for one function: which simple locals hold varying data
// at the entry of each block, and which blocks run only on some processes.
type fnState struct {
	fn     *model.Function
	bit    map[class]int // (only when bitShared: solver.localBit)
	why    []*reason     // per bit: why it varies (first cause)
	in     []bitset
	cdVary []*reason
	// over: the stale bit of memory the function overwrites itself (overwrite.go), after
	// the simple locals' bits; overMay, partsMay: filters of over's classes and overParts'.
	// overIdx, overBits: over again, for overBit (asked at every load, store and call):
	// the classes numbered, and by number the class's bit.
	over              map[class]int
	overMay, partsMay classFilter
	overIdx           classIndex
	overBits          []int32
	// overParts: by object, the stale bits of the tracked classes that are parts of it.
	overParts map[class][]int
	// members: the stale bits of the bytes one variable holds in a tracked class several
	// variables share (overwrite.go), membersMay a filter of their classes; memberBits: by a
	// tracked class's bit, its members' bits.
	members    map[memberKey]int
	membersMay classFilter
	memberBits map[int][]int
	// pos: the positive bits of the tracked classes that are one integer variable; posOf:
	// the same by stale bit (positive.go).
	pos   map[class]posBits
	posOf map[int]posBits
	// shadow: by a parameter's member bit, its shadow bit, clear at the entry (paramkeep.go).
	shadow map[int]int
	// own: by the stale bit of memory a Fortran MPI call reads by reference, the bit that is
	// clear only after the function's own uniform overwrite (reffresh.go).
	own map[int]int
	// bitVar: by member or shadow bit, its variable (writevia.go), built on demand.
	bitVar map[int]string
	rpoPos []int // by block, its position in the function's reverse post-order
	// entryAllStale: every tracked class is stale at the entry (noteEntry).
	entryAllStale bool
	// cdDone: cdVary was computed (controlDependence), when condsAt was cdConds.
	cdDone  bool
	cdConds int
	cur     bitset // the state of the block being evaluated (function), reused
	// region: regionLocal's answers by store, when condsAt was regionConds.
	region      map[*llvmir.Inst]bool
	regionConds int
	pdfSurv     [][]int // f.PDFSurvivors(), which builds a new table each time it is asked
}

// classFilter is a filter of a small set of classes that tells most classes out of the set
// without a map lookup: the loads, stores and calls a function evaluates ask for the stale
// bits of classes it mostly does not track (those lookups were 3 % of AMG's solve).
type classFilter [16]uint64

func filterBit(c class) uint32 { return uint32(c) * 0x9E3779B1 >> 22 } // (10 bits)

func (f *classFilter) add(c class) { h := filterBit(c); f[h/64] |= 1 << (h % 64) }

// may reports whether c may be in the set (false: it is not).
func (f *classFilter) may(c class) bool { h := filterBit(c); return f[h/64]&(1<<(h%64)) != 0 }

// overBit returns the stale bit of class c (a representative) in st, if it has one.
func (st *fnState) overBit(c class) (int, bool) {
	if !st.overMay.may(c) {
		return 0, false
	}
	if i := st.overIdx.position(c); i >= 0 {
		return int(st.overBits[i]), true
	}
	return 0, false
}

// addOver gives class c the next bit of st as its stale bit (over, overBit).
func (st *fnState) addOver(c class) {
	i := len(st.why)
	st.why = append(st.why, nil)
	st.over[c] = i
	st.overMay.add(c)
	if k := st.overIdx.position(c); k >= 0 {
		st.overBits[k] = int32(i)
		return
	}
	st.overIdx.add(c)
	st.overBits = append(st.overBits, int32(i))
}

// memberBit returns the member bit of k in st, if it has one: most reads are of a class that
// has no member bits, told by the filter before hashing k's strings.
func (st *fnState) memberBit(k memberKey) (int, bool) {
	if !st.membersMay.may(k.c) {
		return 0, false
	}
	i, ok := st.members[k]
	return i, ok
}

// partBits returns the stale bits of the tracked parts of class c (a representative).
func (st *fnState) partBits(c class) []int {
	if !st.partsMay.may(c) {
		return nil
	}
	return st.overParts[c]
}

type bitset []uint64

func (b bitset) has(i int) bool { return b[i/64]&(1<<(i%64)) != 0 }
func (b bitset) set(i int)      { b[i/64] |= 1 << (i % 64) }
func (b bitset) clear(i int)    { b[i/64] &^= 1 << (i % 64) }

func newSolver(d Domain, p *model.Program, pt *pointsTo, argvVaries bool) *solver {
	s := &solver{prepared: &prepared{
		d: d, prog: p, pt: pt, argvVaries: argvVaries, undef: &undefinedMemo{},
		siteLive: map[*llvmir.Inst][]bool{}, locals: map[*model.Function][]class{},

		callTemps: map[*llvmir.Inst]bool{}, locs: map[*llvmir.Value]class{},
	}}
	s.clearSolution()
	s.prepare()
	if d == Threads {
		s.seedThreadIDs() // (before the team's shared memory is known, as it always was)
		s.prepareThreads()
	}
	return s
}

// prepare computes the prepared part of s (on an empty solution), but prepareThreads'.
func (s *solver) prepare() {
	d, p, pt := s.d, s.prog, s.pt
	s.readSrc = pt.ReadSources()
	s.readFeeds = map[class][]class{}
	for p, srcs := range s.readSrc {
		if len(srcs) > 0 {
			s.hasReadSrc.set(p, true)
		}
		for _, src := range srcs {
			s.readFeeds[src] = append(s.readFeeds[src], p)
		}
	}
	s.findSimple()
	s.numberLocals()
	s.computeParamDeps()
	s.randVaries = d == Threads || seedsVary(p)
	s.calls = callsWithIndirect(p)
	s.kills = map[class][]killPoint{}
	s.guarded, s.broadcastLoads, s.broadcastSrc = nil, nil, nil
	s.findClosed() // (before the kill points: a broadcast helper's communicator may be a dummy, commHandleIs)
	s.findKills()
	s.ownTargets = map[*model.Function][2][]class{}
	s.slots = map[*model.Function]map[string]int{}
	s.paramCandidates() // (before the exit candidates: the classes tracked count the arguments)
	s.exitCandidates()
	s.candsKnown = true
	s.computeParamPlaces()
}

// prepareThreads computes the prepared part only the threads' domain has.
func (s *solver) prepareThreads() {
	for c := range s.pt.Shared(s.prog) {
		s.sharedMem.set(c, true)
	}
	s.critical = criticalBlocks(s.prog)
	s.threaded = threadedFuncs(s.prog)
}

// clearSolution starts s's solution empty.
func (s *solver) clearSolution() {
	s.valNamed = map[valueKey]*reason{}
	s.factSlots, s.quiet = &classSlots{}, byClass[int32]{}
	s.class, s.ptrVary, s.inner = slotted[*reason]{slots: s.factSlots}, slotted[*reason]{slots: s.factSlots}, slotted[*reason]{slots: s.factSlots}
	s.placeVary, s.placeInner, s.anyPlace = slotted[[]placeWrite]{slots: s.factSlots}, slotted[[]placeWrite]{slots: s.factSlots}, false
	s.placePtr, s.placePtrInner = slotted[[]placeWrite]{slots: s.factSlots}, slotted[[]placeWrite]{slots: s.factSlots}
	n := len(s.prog.Funcs)
	s.mods = make([]*modTable, n)
	s.dataWrite, s.ptrWrite, s.nullWrite = false, false, false
	s.narrow = make([]int8, n)
	s.nullVary = slotted[*reason]{slots: s.factSlots}
	s.placeNull, s.placeNullInner = slotted[[]placeWrite]{slots: s.factSlots}, slotted[[]placeWrite]{slots: s.factSlots}
	s.nullWrap = map[*reason]*reason{}
	s.writeVia = anyVia
	s.views = make([]*alias.Func, n)
	s.fns = make([]*fnSol, n)
	s.param = map[paramKey]*reason{}
	s.sites = map[siteTarget]*siteMemo{}
	s.entryStale, s.exitStale = make([]map[class]bool, n), make([]map[class]bool, n)
	s.paramStale, s.paramDirty = make([]map[memberKey]bool, n), make([]map[memberKey]bool, n)
	s.staleFrom, s.assumedVarying = map[blockKey]bool{}, nil
	s.ownFresh, s.ownEntryStale = nil, make([]map[class]bool, n)
	s.deadKills = nil
	s.forcedVal, s.forcedClass = map[valueKey]bool{}, byClass[bool]{}
	s.queue, s.readers = nil, sparseByClass[[]int32]{}
	s.cur, s.curBlock, s.curInst, s.local, s.unseen = nil, 0, 0, false, false
	s.lastReader, s.lastMod = byClass[*model.Function]{}, byClass[modStamp]{}
	s.origins = nil
	if debugWhy != "" {
		s.origins = map[factKey]origin{}
	}
}

// again returns a new solver for the same domain with s's prepared part and an empty
// solution. None of the prepared facts depends on what was solved (see prepared).
//
// With another points-to graph than s's (a copy, Points.Clone, made when s's was as it is
// now), the prepared part is copied, its memos too, so that the two solvers share nothing
// they write.
func (s *solver) again(pt *pointsTo) *solver {
	p := s.prepared
	if pt != s.pt {
		q := *p
		q.pt = pt
		q.siteLive, q.callTemps, q.scalars = maps.Clone(p.siteLive), maps.Clone(p.callTemps), maps.Clone(p.scalars)
		q.posCand, q.posAll, q.posKinds, q.posGiven, q.posKeeps = nil, nil, nil, nil, nil // (classes of another points-to)
		q.memos, q.memoBase, q.memoAt, q.vias = nil, nil, nil, nil                        // (their records are filled as they are asked)
		q.memoIn, q.memoSlot = nil, nil
		q.single, q.worldSize, q.sizeOutputs = slices.Clone(p.single), maps.Clone(p.worldSize), maps.Clone(p.sizeOutputs)
		q.commOnly, q.paramWrites = maps.Clone(p.commOnly), maps.Clone(p.paramWrites) // (paramStores are read only)
		q.ownTargets, q.globalObj, q.ownMembers = maps.Clone(p.ownTargets), maps.Clone(p.globalObj), maps.Clone(p.ownMembers)
		q.effects, q.locs = maps.Clone(p.effects), maps.Clone(p.locs)
		q.wrapperFacts = slices.Clone(p.wrapperFacts)
		q.tracked, q.trackedDone = slices.Clone(p.tracked), slices.Clone(p.trackedDone) // (the rows are read only)
		q.defNums = slices.Clone(p.defNums)
		q.places, q.slots = maps.Clone(p.places), maps.Clone(p.slots) // (pathvary.go; paramPlaces is read only)
		q.linkRanges, q.linkRootSeen = maps.Clone(p.linkRanges), maps.Clone(p.linkRootSeen)
		q.locNum = make([][]class, len(p.locNum))
		for i, row := range p.locNum {
			q.locNum[i] = slices.Clone(row)
		}
		q.ownersMemo = slices.Clone(p.ownersMemo)
		q.fieldsMemo = byClass[[]class]{} // (the parts of an object may differ on the copy)
		q.nearMemo = byClass[nearLocals]{}
		p = &q
	}
	t := &solver{prepared: p}
	t.clearSolution()
	if t.d == Threads {
		t.seedThreadIDs()
	}
	return t
}

// findSimple marks the locals whose address is only used directly by the function that owns
// them (no pointer to them is stored, passed to a function of the program, or returned): their
// loads and stores can be followed in program order, so a broadcast really makes them uniform.
func (s *solver) findSimple() {
	pt := s.pt
	shared := map[class]bool{pt.Find(pt.Unknown): true}
	for _, c := range pt.Pointee {
		if c != noClass {
			shared[pt.Find(c)] = true
		}
	}
	for _, c := range pt.Param {
		shared[pt.Find(c)] = true
	}
	for _, c := range pt.Ret {
		shared[pt.Find(c)] = true
	}
	for _, srcs := range s.readSrc { // read by a callee through a read-only parameter
		for _, c := range srcs {
			shared[pt.Find(c)] = true
		}
	}
	for k, c := range pt.Alloca {
		r := pt.Find(c)
		if pt.Members[r] == 1 && !shared[r] && !s.simple.get(r) && !anyShared(pt, r, shared) {
			s.simple.set(r, true)
			s.locals[k.Fn] = append(s.locals[k.Fn], r)
			for _, part := range pt.Fields[r] {
				part = pt.Find(part)
				s.simple.set(part, true)
				s.locals[k.Fn] = append(s.locals[k.Fn], part)
			}
		}
	}
	for _, cs := range s.locals {
		slices.Sort(cs) // deterministic bit numbering
	}
}

// numberLocals fills bitOf: the state of f gives the i-th class of locals[f] bit i.
func (s *solver) numberLocals() {
	for f, cs := range s.locals {
		for i, c := range cs {
			switch b := s.bitOf.get(c); {
			case b == 0:
				s.bitOf.set(c, int32(i+1))
				s.bitFn.set(c, f)
			case b > 0 && s.bitFn.get(c) == f:
				s.bitOf.set(c, int32(i+1))
			default:
				s.bitOf.set(c, -1)
				s.bitShared = true
			}
		}
	}
}

// localBit returns the bit of simple local c in st.
func (s *solver) localBit(st *fnState, c class) (int, bool) {
	switch b := s.bitOf.get(c); {
	case b == 0:
		return 0, false
	case b > 0:
		return int(b - 1), s.bitFn.get(c) == st.fn
	}
	i, ok := st.bit[c]
	return i, ok
}

// anyShared reports whether a part of object r escapes.
func anyShared(pt *pointsTo, r class, shared map[class]bool) bool {
	for _, f := range pt.Fields[r] {
		if shared[pt.Find(f)] {
			return true
		}
	}
	return false
}

// locOf is the class a pointer points into.
func (s *solver) locOf(f *model.Function, v *llvmir.Value) class { return s.pt.Find(s.loc(f, v)) }

// loc is pt.Loc memoised by operand: the solver evaluates each instruction several times, and
// Loc builds a key string for a module's private global and reads the text of a constant
// getelementptr each time. What Loc returns for an operand never changes once asked (it
// memoises SSA values itself, a global's class is made once, a part once per offset, and
// no union happens after the build).
func (s *solver) loc(f *model.Function, v *llvmir.Value) class {
	if v == nil {
		return s.pt.Loc(f, v)
	}
	if v.Kind == llvmir.ValLocal && f != nil {
		// What Loc returns for a local value depends on the function and the name only (it
		// is memoised by both): the numbered ones, nearly all, in a slice.
		if n := localNumber(v.Name); n >= 0 {
			if s.locNum == nil {
				s.locNum = make([][]class, len(s.prog.Funcs))
			}
			row := s.locNum[f.Index]
			if row == nil {
				row = make([]class, valueNumbers(f))
				s.locNum[f.Index] = row
			}
			if n < len(row) {
				if c := row[n]; c != 0 {
					return c - 1
				}
				c := s.pt.Loc(f, v)
				row[n] = c + 1
				return c
			}
		}
	}
	if c, ok := s.locs[v]; ok {
		return c
	}
	c := s.pt.Loc(f, v)
	s.locs[v] = c
	return c
}

// memLoc is pt.MemLoc with loc.
func (s *solver) memLoc(f *model.Function, in *llvmir.Inst, ptr *llvmir.Value) class {
	if c, ok := s.pt.FirstMember[in]; ok {
		return c
	}
	return s.loc(f, ptr)
}

// bufferOf is the memory an MPI call fills through a buffer argument: the whole array when the
// argument is the array itself (`counts`, an element-0 getelementptr of an array type), else
// what the pointer points into.
func (s *solver) bufferOf(f *model.Function, v *llvmir.Value) class {
	for v.Kind == llvmir.ValLocal { // typed IR casts the buffer to i8* first
		d := f.Def(v.Name)
		if d == nil || (d.Op != "bitcast" && d.Op != "addrspacecast") || len(d.Operands) == 0 {
			break
		}
		v = d.Operands[0]
	}
	if v.Kind == llvmir.ValLocal {
		if d := f.Def(v.Name); d != nil && d.Op == "getelementptr" && len(d.Operands) > 1 && allZero(d.Operands[1:]) {
			if off, ok := gepOffset(f, d); ok && off == 0 && strings.HasPrefix(gepSourceType(f, d), "[") {
				return s.pt.Whole(s.locOf(f, d.Operands[0]))
			}
		}
	}
	return s.locOf(f, v)
}

func allZero(vs []*llvmir.Value) bool {
	for _, v := range vs {
		if v.Kind != llvmir.ValInt || v.Int != 0 {
			return false
		}
	}
	return true
}

// seedThreadIDs: an outlined OpenMP region receives the thread's global and bound thread ids
// through its first two parameters.
func (s *solver) seedThreadIDs() {
	for _, f := range s.prog.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind == model.Call && e.Fork {
					why := source(e.Pos, "the thread id in the parallel region started here")
					s.markClass(s.pt.ParamClass(e.Callee, 0), why)
					s.markClass(s.pt.ParamClass(e.Callee, 1), why)
				}
			}
		}
	}
}

// run evaluates functions from a worklist until no fact changes. A function is evaluated
// again when something it depends on changes: a parameter it receives, the result, writes or
// exceptions of a function it calls, or memory it reads.
func (s *solver) run() {
	for _, f := range s.prog.Funcs {
		s.enqueue(f)
	}
	for len(s.queue) > 0 {
		f := s.queue[0]
		s.queue = s.queue[1:]
		s.fn(f).queued = false
		s.cur = f
		fs := s.fn(f)
		fs.incomplete = false
		s.function(f)
		fs.evaluated = fs.evaluated || !fs.incomplete
		if fs.evaluated && fs.pendingCallers {
			fs.pendingCallers = false
			s.callersChanged(f)
		}
	}
	s.cur = nil
	s.releaseWorklist()
}

// releaseWorklist drops what only the fixpoint reads (who reads what, what was noted last,
// the call sites' records, the pointer views of the functions), once it is reached: a solve that is not final (solveDomain's
// first, while its second runs) then holds its facts only. The solution is only asked from
// then on, and a question that evaluates an instruction makes these anew, as after
// releaseMemos.
func (s *solver) releaseWorklist() {
	s.queue, s.readers = nil, sparseByClass[[]int32]{}
	s.lastReader, s.lastMod = byClass[*model.Function]{}, byClass[modStamp]{}
	s.sites = nil
	s.views = make([]*alias.Func, len(s.prog.Funcs)) // (storeMemo.via holds what they told; 10 MB on AMG)
}

func (s *solver) enqueue(f *model.Function) {
	if s.d == Threads && !s.threaded[f] {
		// Only the initial thread runs f: nothing in it can differ between the threads
		// of a team (it is no source, and the shared memory it reads reads alike), so it
		// is not solved at all in this domain.
		return
	}
	if f == nil || s.prog.NeverRuns(f) {
		return // (model/dead.go: what it writes is no source of anything)
	}
	if fs := s.fn(f); !fs.queued {
		fs.queued = true
		s.queue = append(s.queue, f)
	}
}

// enqueueAll queues the functions of set (indices in the program, in increasing order: the
// order of the program, as a map's order would change the order the solver meets reasons
// in, and so the notes, from run to run).
func (s *solver) enqueueAll(set []int32) {
	for _, i := range set {
		s.enqueue(s.prog.Funcs[i])
	}
}

// callersChanged re-queues the callers of f (its result, writes or exceptions changed).
func (s *solver) callersChanged(f *model.Function) {
	g := s.calls
	for _, c := range g.Pred[f.Index] {
		s.enqueue(s.prog.Funcs[c])
	}
}

// memoryChanged re-queues the readers of class c, of the objects it is a field of, and of
// its own fields.
func (s *solver) memoryChanged(c class) {
	c = s.pt.Find(c)
	s.enqueueAll(s.readers.get(c))
	if len(s.readFeeds) > 0 {
		// Read-only parameters' objects fed by c, by an object it is part of, or by a part,
		// and those they feed in turn (a parallel region's shared variable passed on).
		seen := map[class]bool{}
		var feed func(x class)
		feed = func(x class) {
			for _, p := range s.readFeeds[x] {
				if !seen[p] {
					seen[p] = true
					s.enqueueAll(s.readers.get(p))
					feed(p)
				}
			}
		}
		for x := range s.family(c) {
			feed(x)
		}
	}
	for _, o := range s.owners(c) {
		s.enqueueAll(s.readers.get(o))
	}
	for _, part := range s.sortedFields(c) {
		if p := s.pt.Find(part); p != c {
			s.enqueueAll(s.readers.get(p))
		}
	}
}

func (s *solver) addReader(c class) {
	if s.lastReader.get(c) == s.cur || s.cur == nil {
		return // the current function is a reader already (nil: asked after the solve)
	}
	s.lastReader.set(c, s.cur)
	rs := s.readers.get(c)
	i, found := slices.BinarySearch(rs, int32(s.cur.Index))
	if !found {
		s.readers.set(c, slices.Insert(rs, i, int32(s.cur.Index)))
	}
}

// forceUniform makes value v of f uniform, and the memory it was loaded from (or, for a
// pointer, the memory it points to).
func (s *solver) forceUniform(f *model.Function, v *llvmir.Value) {
	if v == nil || v.Kind != llvmir.ValLocal {
		return
	}
	s.forcedVal[valueKey{Fn: f, Name: v.Name}] = true
	if llvmir.IsPointerType(v.Type) {
		s.forcedClass.set(s.locOf(f, v), true)
	}
	if d := f.Def(v.Name); d != nil && d.Op == "load" && len(d.Operands) == 1 {
		s.forcedClass.set(s.locOf(f, d.Operands[0]), true)
	}
}

func (s *solver) markVal(f *model.Function, name string, r *reason) {
	if name == "" || r == nil {
		return
	}
	if len(s.forcedVal) > 0 && s.forcedVal[valueKey{Fn: f, Name: name}] {
		return
	}
	if fs := s.fns[f.Index]; fs != nil {
		if n := localNumber(name); n >= 0 && n < len(fs.val) && fs.defs.has(n) {
			// f.Def(name) is an instruction, its value fs.val[n] (as below, without the lookups)
			if old := fs.val[n]; old == nil || old.nullOnly && !r.nullOnly {
				fs.val[n] = r
				s.note(factKey{kind: "val", fn: f, name: name})
				s.local = true
			}
			return
		}
	}
	d := f.Def(name)
	if d == nil {
		k := valueKey{Fn: f, Name: name}
		if old := s.valNamed[k]; old == nil || old.nullOnly && !r.nullOnly {
			s.valNamed[k] = r
			s.note(factKey{kind: "val", fn: f, name: name})
			s.local = true
		}
		return
	}
	if fs := s.fn(f); fs.valOf(d) == nil || fs.valOf(d).nullOnly && !r.nullOnly {
		fs.setVal(d, r)
		s.note(factKey{kind: "val", fn: f, name: name})
		s.local = true
	}
}

// valOf is why the SSA value name of f varies (markVal), without its parameters.
func (s *solver) valOf(f *model.Function, name string) *reason {
	if d := f.Def(name); d != nil {
		return s.valDef(f, d)
	}
	return s.valNamed[valueKey{Fn: f, Name: name}]
}

func (s *solver) markClass(c class, r *reason) {
	c = s.pt.Find(c)
	if s.sharedMem.get(c) {
		return
	}
	if r != nil {
		s.laterWrite(c)
	}
	if s.class.get(c) == nil && r != nil && !s.forcedClass.get(c) {
		s.class.set(c, r)
		s.note(factKey{kind: "class", n: int(c)})
		s.local = true
		defer s.memoryChanged(c)
		for _, o := range s.owners(c) {
			if s.inner.get(o) != nil {
				break
			}
			s.inner.set(o, r)
		}
	}
}

// readSourceData is memoryDataAt's part for the objects that feed read-only parameter object
// c (readonly.go).
func (s *solver) readSourceData(c class, at []fieldPlace) *reason {
	if s.hasReadSrc.get(c) && !s.sharedMem.get(c) { // what a team shares reads alike on its threads, as in markClass
		for _, src := range s.readSrc[c] {
			if r := s.memoryDataAt(src, at); r != nil && !s.readKilled(src) {
				return r
			}
		}
	}
	return nil
}

// quietNear reports whether no class around c (c, its representative, the objects it is part
// of, its parts) holds any fact of the flow-insensitive memory tables (factSlots): then
// every question of those tables about c answers nothing. Most memory a program reads never
// varies, and each read asked the tables of c, its owners and its parts, data, pointers and
// NULLs, whole and at places (5 % of AMG's solve). The answer stays while no class gets a
// slot (a class that has none holds no fact; the owners of a class never change, and a part
// added since has no slot until it gets one).
func (s *solver) quietNear(c class) bool {
	n := s.factSlots.n
	if s.quiet.get(c) == n+1 {
		return true
	}
	hasSlot := func(x class) bool { return s.factSlots.of.get(x) > 0 }
	if hasSlot(c) || hasSlot(s.pt.Find(c)) {
		return false
	}
	for _, o := range s.owners(c) {
		if hasSlot(o) {
			return false
		}
	}
	for _, p := range s.pt.Fields[c] {
		if hasSlot(s.pt.Find(p)) {
			return false
		}
	}
	s.quiet.set(c, n+1)
	return true
}

// memory returns why the memory of class c (a field, an object) may vary: it, an object it
// is a field of, or one of its fields was written with varying data.
func (s *solver) memory(c class) *reason {
	c = s.pt.Find(c)
	if r := s.memoryData(c); r != nil {
		return r
	}
	return s.memoryPtr(c)
}

// memoryData is memory without the pointers stored (ptrvary.go).
func (s *solver) memoryData(c class) *reason { return s.memoryDataAt(c, nil) }

// memoryDataAt is memoryData for a read at places at (nil: not known): what was written at
// other places of the class does not count (pathvary.go).
func (s *solver) memoryDataAt(c class, at []fieldPlace) *reason {
	if s.quietNear(c) {
		return s.readSourceData(c, at) // (the rest reads the tables around c only)
	}
	if r := s.class.get(c); r != nil {
		return r
	}
	if r := s.readSourceData(c, at); r != nil {
		return r
	}
	if r := s.inner.get(c); r != nil {
		return r
	}
	for _, o := range s.owners(c) {
		if r := s.class.get(o); r != nil {
			return r
		}
	}
	return s.placeWhy(c, at)
}

// readKilled reports whether the read loadClassAt is answering runs after a kill point of src,
// the object a read-only parameter's object stands for (bcastkill.go): the bytes read through
// the parameter are src's, read after the broadcast like a load of src itself would be (SNAP's
// outer(..., iitm) reads iitm through its dummy, in a function main calls after
// input_var_bcast).
func (s *solver) readKilled(src class) bool {
	return s.killRead != nil && s.killed(s.killRead, s.curBlock, s.curInst, src)
}

func (s *solver) markCond(f *model.Function, b int, r *reason) {
	if fs := s.fn(f); fs.cond[b] == nil && r != nil {
		fs.cond[b] = r
		fs.condsAt++
		s.note(factKey{kind: "cond", fn: f, n: b})
		s.local = true
	}
}

func (s *solver) addMod(f *model.Function, c class) {
	c = s.pt.Find(c)
	if s.simple.get(c) {
		return
	}
	s.setModWhole(f, c)
	s.addModKeep(f, c)
}

// addModKeep puts class c (a representative) into f's mod set (addMod without what it says
// of the places).
func (s *solver) addModKeep(f *model.Function, c class) {
	if !s.kindAndViaNoted(f, c) {
		if !s.dataWrite {
			s.setModPtr(f, c)
		}
		if !s.ptrWrite {
			s.setModData(f, c)
		}
		if !s.dataWrite && !s.nullWrite {
			s.setModAddr(f, c)
		}
		s.noteVia(f, c)
	}
	b := s.curBlock // as noteModAt
	if f != s.cur {
		b = -1
	}
	if s.lastMod.get(c) == (modStamp{f, b}) {
		return // done already (the same write evaluated again): nothing new
	}
	s.lastMod.set(c, modStamp{f, b})
	s.noteModAt(f, c)
	s.setModBit(modIn, f, c)
}

// kindAndViaNoted reports whether f's record of class c (a representative) has the kind bits
// and the through-what of the write addModKeep is noting already, so that setting them would
// change nothing: the same write is evaluated at every pass, and most are noted already (one
// lookup instead of four).
func (s *solver) kindAndViaNoted(f *model.Function, c class) bool {
	r := s.modsOf(f).find(c)
	if r == nil {
		return false
	}
	var want modBits
	if !s.dataWrite {
		want |= modPtr
	}
	if !s.ptrWrite {
		want |= modData
	}
	if !s.dataWrite && !s.nullWrite {
		want |= modAddr
	}
	if r.bits&want != want {
		return false
	}
	return s.d != Processes || r.via != nil && joinVia(*r.via, s.writeVia).same(*r.via) // (noteVia)
}

// value returns why v varies in f, or nil.
func (s *solver) value(f *model.Function, v *llvmir.Value) *reason {
	r := s.valueRaw(f, v)
	if r != nil && r.nullOnly {
		return r.next // varies (nullvary.go)
	}
	return r
}

// valueRaw is value with the nullOnly marks (nullvary.go).
func (s *solver) valueRaw(f *model.Function, v *llvmir.Value) *reason {
	if v == nil || v.Kind != llvmir.ValLocal {
		return nil
	}
	n := localNumber(v.Name)
	fs := s.fns[f.Index]
	if fs != nil && n >= 0 && n < len(fs.val) {
		if r := fs.val[n]; r != nil || fs.defs.has(n) {
			return r // (only an instruction's result is recorded there: setVal)
		}
	}
	if d := f.Def(v.Name); d != nil { // an instruction's result (the common case): no parameter
		if fs == nil {
			return nil
		}
		if n >= 0 && n < len(fs.val) { // (fs.valOf(d), d.Result being v.Name)
			return fs.val[n]
		}
		return fs.valDef[d]
	}
	if i := f.ParamIndex(v.Name); i >= 0 {
		if r := s.param[paramKey{Fn: f, I: i}]; r != nil {
			return r
		}
		if s.argvVaries && f.IR.Name == "main" {
			return source(f.Pos, "the command-line arguments (--argv-varies)")
		}
		return nil
	}
	return s.valNamed[valueKey{Fn: f, Name: v.Name}]
}

func (s *solver) state(f *model.Function) *fnState {
	fs := s.fn(f)
	if st := fs.st; st != nil {
		return st
	}
	st := &fnState{fn: f}
	if s.bitShared {
		st.bit = map[class]int{}
	}
	for _, c := range s.locals[f] {
		if st.bit != nil {
			st.bit[c] = len(st.why)
		}
		st.why = append(st.why, nil)
	}
	if targets := s.stateTargets(f); len(targets) > 0 {
		st.over = map[class]int{}
		for _, c := range targets {
			st.addOver(c)
		}
		s.addMemberBits(f, st)
		s.addShadowBits(f, st)
		s.addPosBits(st)
		s.addOwnBits(f, st)
	}
	words := (len(st.why) + 63) / 64
	st.in = make([]bitset, len(f.Blocks))
	for i := range st.in {
		st.in[i] = make(bitset, words)
	}
	for c, i := range st.over {
		if !s.entryFresh(f, c) {
			st.setStaleAtEntry(st.in[0], i) // at the entry, the memory holds whatever it held before
		}
		if j, ok := st.own[i]; ok && !s.ownEntryClear(f, c) {
			st.in[0].set(j) // the function has not overwritten it yet, nor did every caller
		}
	}
	st.clearShadows(st.in[0])
	st.clearOwnVars(st.in[0]) // (writevia.go)
	st.posEntry(st.in[0])
	st.cdVary = make([]*reason, len(f.Blocks))
	fs.st = st
	return st
}

// function evaluates f's instructions in reverse post-order until its flow-sensitive state is
// stable, recording every new varying fact.
//
// A pass that found no new fact of f (s.local), changed no block's entry state along a back
// edge, and did not put f back on the worklist (which every other fact f reads does when it
// changes: a parameter, a callee's result, writes, exceptions and freshness, f's own entry
// state) ends the evaluation although entry states changed along forward edges: in reverse
// post-order, a block's state only changes through a forward edge before the block is
// evaluated, so every block was evaluated in this pass on its final state and with the
// facts the next pass would see (the facts f may read that change without putting it back
// on the worklist are watched too: unseen). The next pass would evaluate every instruction
// on the same inputs again, find nothing new and change no state: the solution and the
// order in which the solver meets facts are the same without it.
func (s *solver) function(f *model.Function) {
	st := s.state(f)
	order := f.RPO()
	if st.rpoPos == nil {
		st.rpoPos = make([]int, len(f.Blocks))
		for i, b := range order {
			st.rpoPos[b] = i
		}
	}
	fs := s.fn(f)
	for {
		s.controlDependence(f, st)
		s.local, s.unseen = false, false
		stable, back := true, false
		for _, b := range order {
			cur := append(st.cur[:0], st.in[b]...)
			s.block(f, st, b, cur)
			if f.Blocks[b].EndsProcess != nil {
				st.cur = cur
				continue // (its successors run on no process that got here)
			}
			for _, succ := range f.CFG.Succ[b] {
				out := cur
				if len(st.over)+len(st.members) > 0 && s.clearsOnEdge(f, b, succ) {
					out = s.clearedCopy(st, cur) // one process, or a null communicator (guardedexit.go)
				}
				for w := range out {
					if n := st.in[succ][w] | out[w]; n != st.in[succ][w] {
						st.in[succ][w] = n
						stable = false
						back = back || st.rpoPos[succ] <= st.rpoPos[b]
					}
				}
			}
			st.cur = cur
		}
		if !s.local && (stable || !back && !fs.queued && !s.unseen) {
			return
		}
	}
}

// controlDependence finds the blocks that run only on some processes: those control dependent
// (post-dominance frontier, transitively) on a conditional that varies. Paths that end the
// process are left out (model.PDFSurvivors): the code after a loop whose body may throw runs
// wherever the loop was entered, and the code after `if (bad) { print; exit(1); }` on every
// process still running, the only ones that see what it computes. (The collective check
// reports the exit itself when bad varies.)
//
// Blocks from which every path ends the job (model.LiveFlow.Doomed: an abort, a failed
// assert, an exception nothing catches) run only on some processes too, but what they write
// is read only on their way to the end: no path leads from them back to the code that goes
// on, in this function or after it returns. Marking that memory as varying would mark it for
// every reader of its class (Kripke's main destroys its std::string temporaries in the
// landing pads of its invokes, and every string of the program then varied), while the job
// ends before anyone could wait on what those readers decide. Their blocks are left out.
func (s *solver) controlDependence(f *model.Function, st *fnState) {
	fs := s.fn(f)
	if st.cdDone && fs.condsAt == st.cdConds {
		return // no conditional of f varies since the last time: the same blocks
	}
	st.cdDone, st.cdConds = true, fs.condsAt
	pdf := f.PDFSurvivors()
	doomed := f.Live().Doomed
	for changed := true; changed; {
		changed = false
		for b := range f.Blocks {
			if st.cdVary[b] != nil || doomed != nil && doomed[b] {
				continue
			}
			for _, c := range pdf[b] {
				r := s.condOf(f, c)
				if r == nil {
					r = st.cdVary[c]
				}
				if r != nil {
					st.cdVary[b] = &reason{pos: f.CondPos(c), msg: "only executed where this conditional holds, and it varies", next: r}
					changed = true
					break
				}
			}
		}
	}
}

func (s *solver) block(f *model.Function, st *fnState, b int, cur bitset) {
	s.curBlock = b
	blk := f.Blocks[b]
	for i, in := range blk.IR.Insts {
		s.curInst = i
		s.inst(f, st, b, in, cur)
		if in == blk.NoReturn {
			return
		}
	}
}

func (s *solver) inst(f *model.Function, st *fnState, b int, in *llvmir.Inst, cur bitset) {
	switch in.Op {
	case "alloca":
	case "load":
		if len(in.Operands) == 1 {
			s.markVal(f, in.Result, s.loadInst(f, st, in, cur))
		}
	case "store":
		if len(in.Operands) == 2 {
			kept := s.posKept(f, st, b, in, cur) // (positive.go)
			s.store(f, st, b, in, cur)
			s.posAfter(f, st, b, in, kept, cur)
		}
	case "call", "invoke", "callbr":
		kept := s.posKept(f, st, b, in, cur)
		s.call(f, st, b, in, cur)
		s.posAfter(f, st, b, in, kept, cur)
	case "phi":
		s.phi(f, st, in)
	case "atomicrmw", "cmpxchg":
		if s.d == Threads {
			// Each thread gets another old value.
			s.markVal(f, in.Result, source(f.InstPos(in), "the old value an atomic operation returns"))
		} else {
			for _, op := range in.Operands {
				if r := s.value(f, op); r != nil {
					s.markVal(f, in.Result, r)
				}
			}
		}
	case "br", "switch", "indirectbr":
		if len(in.Operands) > 0 {
			s.markCond(f, b, s.value(f, in.Operands[0]))
		}
	case "ret":
		if st.over != nil {
			s.noteExit(f, st, cur)
		}
		// (Without tracked memory, no parameter's bytes are known fresh or kept.)
		s.noteParamExit(f, st, cur)
		s.noteParamDirty(f, st, cur)
		if len(in.Operands) == 1 {
			r := s.valueRaw(f, in.Operands[0])
			if r != nil && !r.nullOnly && s.returnsFresh(f) {
				// An allocation wrapper returns NULL or a block it has just
				// allocated: only whether it is NULL may differ between processes
				// (hypre_CAlloc's `if (size > 0)`), never which object it is.
				r = s.nullOnly(r)
			}
			if old := s.retOf(f); r != nil && (old == nil || old.nullOnly && !r.nullOnly) {
				s.fn(f).ret = r
				s.note(factKey{kind: "ret", fn: f})
				s.callersChanged(f)
			}
		}
	case "getelementptr", "bitcast", "addrspacecast":
		// An address computed from a pointer NULL on some processes only is such an
		// address too, unless an index varies (nullvary.go).
		var null *reason
		for i, op := range in.Operands {
			r := s.valueRaw(f, op)
			if r == nil {
				continue
			}
			if i == 0 && r.nullOnly {
				null = r
				continue
			}
			if r.nullOnly {
				r = r.next
			}
			s.markVal(f, in.Result, r)
			return
		}
		s.markVal(f, in.Result, null)
	case "icmp":
		if !s.zeroSame(f, st, in, cur) { // (positive.go)
			s.markOperands(f, in)
		}
	default:
		s.markOperands(f, in)
	}
}

// markOperands marks the result of in as varying when an operand varies.
func (s *solver) markOperands(f *model.Function, in *llvmir.Inst) {
	for _, op := range in.Operands {
		if r := s.value(f, op); r != nil {
			s.markVal(f, in.Result, r)
			return
		}
	}
}

// loadInst is load for a load instruction, which may read an object's first member only.
func (s *solver) loadInst(f *model.Function, st *fnState, in *llvmir.Inst, cur bitset) *reason {
	m := s.loadOf(in)
	if m.bcast || s.domain != nil && s.broadcastLoads[loadIn{in, s.domain}] {
		return nil // the bytes of a broadcast on every path (bcastcopy.go)
	}
	ptr := in.Operands[0]
	if r := s.addrVaries(f, ptr); r != nil { // (a pointer NULL on some processes: nullvary.go)
		return r
	}
	if !m.located {
		m.loc, m.located = s.memLoc(f, in, ptr), true
	}
	return s.loadClassAt(f, st, m.loc, cur, m.pointer, in)
}

// loadMemo is what the evaluation of a load derives from the IR and the points-to graph
// alone (as storeMemo): whether it reads broadcast bytes for every domain, whether it reads
// a pointer or a narrow number, the memory read (memLoc), the places read (accessPlaces) and
// the variable it reads from (varRoot), each when first asked.
type loadMemo struct {
	bcast, pointer, narrow bool
	located, placed        bool
	loc                    class
	at                     []fieldPlace // (shared: its readers copy it)
	// root: varRoot's variable, path and offset (c unset), once asked; noRoot when none.
	root *memberKey
}

// noRoot is loadMemo.root for a load through no known variable.
var noRoot = &memberKey{}

// loadOf returns the memo of load in.
func (s *solver) loadOf(in *llvmir.Inst) *loadMemo {
	slot := s.memoOf(in)
	if slot.load == nil {
		slot.load = &loadMemo{bcast: s.broadcastLoads[loadIn{in, nil}], pointer: llvmir.IsPointerType(in.Type), narrow: narrowNumber(in.Type)}
	}
	return slot.load
}

// instMemo holds the memo of one instruction: a load's, a store's, or a call's callee
// (calleeOf; nil: not known yet, noCallee: none).
type instMemo struct {
	load   *loadMemo
	store  *storeMemo
	callee *calleeInfo
	// site: the call's summary (pt.Sites), once siteKnown.
	site      *siteSummary
	siteKnown bool
}

// siteOf is s.pt.Sites[in], from in's memo when in is the instruction memoOf answered last
// (a call's evaluation asks it up to six times; the graph's sites are made with it, before
// any solve).
func (s *solver) siteOf(in *llvmir.Inst) *siteSummary {
	if in != s.memoIn || s.memos == nil {
		return s.pt.Sites[in]
	}
	m := s.memoSlot
	if !m.siteKnown {
		m.site, m.siteKnown = s.pt.Sites[in], true
	}
	return m.site
}

// noCallee is instMemo.callee for a call that runs no function of the program.
var noCallee = &calleeInfo{}

// callee is calleeOf(f, in), memoised when in is the instruction being evaluated (the same
// record every time: no caller writes it).
func (s *solver) callee(f *model.Function, in *llvmir.Inst) *calleeInfo {
	if f != s.cur || s.curBlock >= len(f.Blocks) {
		return calleeOf(f, in)
	}
	insts := f.Blocks[s.curBlock].IR.Insts
	if s.curInst >= len(insts) || insts[s.curInst] != in {
		return calleeOf(f, in)
	}
	slot := s.memoOf(in)
	if slot.callee == nil {
		slot.callee = calleeOf(f, in)
		if slot.callee == nil {
			slot.callee = noCallee
		}
	}
	if slot.callee == noCallee {
		return nil
	}
	return slot.callee
}

// memoOf returns the memo slot of in, the instruction being evaluated (s.cur, s.curBlock,
// s.curInst).
func (s *solver) memoOf(in *llvmir.Inst) *instMemo {
	if in == s.memoIn && s.memos != nil {
		return s.memoSlot // (in's slot: the memo is of the instruction, wherever asked)
	}
	f := s.cur
	if s.memos == nil {
		n := len(s.prog.Funcs)
		s.memos, s.memoBase, s.memoAt = make([][]instMemo, n), make([][]int32, n), make([][]int32, n)
	}
	row := s.memos[f.Index]
	if row == nil {
		// Only loads, stores and calls have a memo: memoAt numbers them, by position.
		base := make([]int32, len(f.Blocks))
		n := 0
		for i, b := range f.Blocks {
			base[i] = int32(n)
			n += len(b.IR.Insts)
		}
		at := make([]int32, n)
		k := 0
		for i, b := range f.Blocks {
			for j, x := range b.IR.Insts {
				at[int(base[i])+j] = -1
				switch x.Op {
				case "load", "store", "call", "invoke", "callbr":
					at[int(base[i])+j] = int32(k)
					k++
				}
			}
		}
		row = make([]instMemo, k)
		s.memos[f.Index], s.memoBase[f.Index], s.memoAt[f.Index] = row, base, at
	}
	if f.Blocks[s.curBlock].IR.Insts[s.curInst] != in {
		panic("dependence: memo asked for an instruction other than the current one")
	}
	i := s.memoAt[f.Index][int(s.memoBase[f.Index][s.curBlock])+s.curInst]
	if i < 0 {
		panic("dependence: memo asked for an instruction other than a load, a store or a call")
	}
	s.memoIn, s.memoSlot = in, &row[i]
	return s.memoSlot
}

// placesRead is accessPlaces for load ld of f, memoised.
func (s *solver) placesRead(f *model.Function, ld *llvmir.Inst) []fieldPlace {
	m := s.loadOf(ld)
	if !m.placed {
		m.at, m.placed = s.accessPlaces(f, ld.Operands[0], typeSize(f, ld.Type)), true
	}
	return m.at
}

// load: the value varies when the address does (a[rank]) or when the memory does.
func (s *solver) load(f *model.Function, st *fnState, ptr *llvmir.Value, cur bitset, pointer bool) *reason {
	if r := s.value(f, ptr); r != nil {
		return r
	}
	return s.loadClass(f, st, s.locOf(f, ptr), cur, pointer)
}

// loadClass explains why memory of class c read at the current instruction may vary.
func (s *solver) loadClass(f *model.Function, st *fnState, c class, cur bitset, pointer bool) *reason {
	return s.loadClassAt(f, st, c, cur, pointer, nil)
}

// loadNumbers is loadClass for a read of narrow numbers only (a narrowReader's reads).
func (s *solver) loadNumbers(f *model.Function, st *fnState, c class, cur bitset) *reason {
	s.numRead = true
	defer func() { s.numRead = false }()
	return s.loadClassAt(f, st, c, cur, false, nil)
}

// loadClassAt is loadClass for load instruction ld (nil: not one), whose places
// (pathvary.go) then say which writes at known places it may read.
func (s *solver) loadClassAt(f *model.Function, st *fnState, c class, cur bitset, pointer bool, ld *llvmir.Inst) *reason {
	c = s.pt.Find(c)
	if r := s.localBits(st, c, cur); r != nil {
		return r
	}
	if s.fresh(st, c, cur) || ld != nil && s.memberFreshRead(f, st, c, ld, cur) {
		return nil // overwritten with uniform data just before (overwrite.go)
	}
	if s.sharedMem.get(c) && s.critical[blockKey{f, s.curBlock}] {
		return &reason{pos: f.Pos, msg: "a shared variable read inside a critical section (each thread sees another value)", source: false}
	}
	s.addReader(c)
	s.killRead = f
	defer func() { s.killRead = nil }()
	var r *reason
	switch {
	case s.numRead || ld != nil && !pointer && s.loadOf(ld).narrow:
		// A narrow number reads no pointer stored there (modkind.go).
		var at []fieldPlace
		if s.anyPlace && ld != nil {
			at = s.placesRead(f, ld)
		}
		r = s.memoryDataAt(c, at)
	case ld != nil && pointer:
		// A pointer: when only NULLs stored there vary, it varies in its NULL-ness only.
		var at []fieldPlace
		if s.anyPlace {
			at = s.placesRead(f, ld)
		}
		if r = s.memoryAddrAt(c, at); r == nil {
			if n := s.memoryNullAt(c, at); n != nil {
				r = s.nullOnly(n)
			}
		}
	case ld != nil && s.anyPlace:
		at := s.placesRead(f, ld)
		if !pointer {
			r = s.memoryDataAt(c, at)
		}
		if r == nil {
			r = s.memoryPtrAt(c, at)
		}
	case pointer:
		r = s.memoryPtr(c)
	default:
		r = s.memory(c)
	}
	if r != nil && s.killed(f, s.curBlock, s.curInst, c) {
		return nil // broadcast after its last write: the same on every process
	}
	return r
}

func (s *solver) store(f *model.Function, st *fnState, b int, in *llvmir.Inst, cur bitset) {
	val, ptr := in.Operands[0], in.Operands[1]
	m := s.storeOf(f, in)
	kind := m.kind
	r := s.valueRaw(f, val)
	if r != nil && r.nullOnly {
		r = r.next
		if st.cdVary[b] == nil {
			// A pointer NULL on some processes only (an allocation wrapper's result),
			// stored where every process runs, stores only that (nullvary.go); stored on
			// some processes only, it replaces what the others keep.
			kind = nullKind
		}
	}
	if r == nil {
		r = s.addrVaries(f, ptr) // (nullvary.go)
	}
	temp := m.temp
	if r == nil && !m.landing && !temp && st.cdVary[b] != nil && !s.regionLocal(f, st, b, in) {
		// The exception object and selector are stored under the (varying) unwind edge,
		// but every process that reaches the landing pad holds the same ones: they are
		// read only inside the handler. An argument temporary is read only by the calls
		// after its store (calltemp.go). A local used only inside the region of one
		// varying conditional is seen only by the processes that run it (regionlocal.go).
		r = st.cdVary[b]
	}
	if !m.located {
		m.loc, m.located = s.memLoc(f, in, ptr), true
	}
	c := s.pt.Find(m.loc)
	var at []fieldPlace
	if _, local := s.localBit(st, c); !local && !temp {
		if !m.placed {
			m.at, m.placed = s.accessPlaces(f, ptr, typeSize(f, val.Type)), true
		}
		at = m.at
	}
	s.dataWrite, s.ptrWrite, s.nullWrite = m.data, m.ptr, m.null
	s.writeVia = *m.via
	switch {
	case temp: // f's callers never see its argument temporaries
	case at != nil:
		s.addModAt(f, c, at)
	default:
		s.addMod(f, c)
	}
	s.dataWrite, s.ptrWrite, s.nullWrite, s.writeVia = false, false, false, anyVia
	if at != nil && r != nil && !s.forcedClass.get(c) {
		// (writeKind's markKind, at the places written)
		s.markKindPlaces(c, at, r, kind)
	} else {
		s.writeKind(f, st, c, r, m.direct, cur, kind)
	}
	if st.over != nil {
		if size := len(s.pt.Parent); m.wholeAt != size {
			m.whole, m.wholeAt = s.wholeStore(f, in), size
		}
		s.overwrittenAt(f, st, c, ptr, r == nil, m.whole, true, cur)
	}
}

// storeMemo is what the evaluation of a store derives from the IR and the points-to graph
// alone, the same every time it is evaluated: the facts of the IR at once (storeOf), the
// memory written (memLoc, memoised there too) and the places written (accessPlaces, from
// memoised places) when first asked, in the order the evaluation asks them (asking may add
// parts to the graph), and whether it replaces all of its memory (wholeStore), again when the
// graph grew.
type storeMemo struct {
	temp, landing, direct bool         // isCallTemp, fromLandingPad, isDirect
	data, ptr, null       bool         // storesNumbers, a pointer, isNullPtr (of the value)
	kind                  writeKindT   // kindOf the value
	via                   *writeVia    // baseVia of the address (interned: internVia)
	located, placed       bool         // loc, at are known
	loc                   class        // memLoc (before Find)
	at                    []fieldPlace // accessPlaces (shared: its readers copy it)
	whole                 bool         // wholeStore, when the graph had wholeAt classes
	wholeAt               int
}

// internVia returns the one copy of v the solver keeps (storeMemo.via and modRec.via hold a
// pointer, not the 72 bytes; few distinct values). Copies are compared by value: after
// releaseMemos, a value is interned anew.
func (s *solver) internVia(v writeVia) *writeVia {
	if p, ok := s.vias[v]; ok {
		return p
	}
	if s.vias == nil {
		s.vias = map[writeVia]*writeVia{}
	}
	p := &v
	s.vias[v] = p
	return p
}

// storeOf returns the memo of store in of f.
func (s *solver) storeOf(f *model.Function, in *llvmir.Inst) *storeMemo {
	slot := s.memoOf(in)
	if slot.store != nil {
		return slot.store
	}
	val, ptr := in.Operands[0], in.Operands[1]
	m := &storeMemo{
		temp: s.isCallTemp(f, ptr), landing: fromLandingPad(f, val), direct: isDirect(f, ptr),
		data: storesNumbers(val), ptr: llvmir.IsPointerType(val.Type), null: isNullPtr(val),
		kind: kindOf(val), via: s.internVia(s.baseVia(f, ptr)), wholeAt: -1,
	}
	slot.store = m
	return m
}

// fromLandingPad reports whether v is the value of a landingpad or a part of it.
func fromLandingPad(f *model.Function, v *llvmir.Value) bool {
	for i := 0; i < 3 && v != nil && v.Kind == llvmir.ValLocal; i++ {
		d := f.Def(v.Name)
		if d == nil {
			return false
		}
		if d.Op == "landingpad" {
			return true
		}
		if d.Op != "extractvalue" || len(d.Operands) == 0 {
			return false
		}
		v = d.Operands[0]
	}
	return false
}

// write records a store of data that varies (r != nil) or not into class c. A store of a
// uniform value straight into a simple local makes it uniform again (a strong update).
func (s *solver) write(f *model.Function, st *fnState, c class, r *reason, direct bool, cur bitset) {
	s.writeKind(f, st, c, r, direct, cur, anyKind)
}

// writeKind is write for a store of data only (a number) or of a pointer only.
func (s *solver) writeKind(f *model.Function, st *fnState, c class, r *reason, direct bool, cur bitset, k writeKindT) {
	if s.forcedClass.get(c) {
		return
	}
	if i, ok := s.localBit(st, c); ok {
		switch {
		case r != nil:
			if k == nullKind {
				r = s.nullOnly(r) // the local differs in its NULL-ness only (nullvary.go)
			}
			cur.set(i)
			if old := st.why[i]; old == nil || old.nullOnly && !r.nullOnly {
				st.why[i] = r
				s.note(factKey{kind: "bit", fn: f, n: i})
			}
		case direct:
			// A uniform value written over the whole object makes its parts uniform too.
			cur.clear(i)
			for _, part := range s.pt.Fields[c] {
				if j, ok := s.localBit(st, s.pt.Find(part)); ok {
					cur.clear(j)
				}
			}
		}
		return
	}
	if r != nil {
		s.markKind(c, r, k)
	}
}

// localBits explains why a simple local (or part of one) holds varying data at this point: its
// own bit, the bit of an object it is part of, or (for the object) the bit of one of its
// parts.
func (s *solver) localBits(st *fnState, c class, cur bitset) *reason {
	// c itself; every enclosing object: a part of a part (the element a helper reads, of
	// the first member of an array a whole store filled) varies when the outer object does;
	// its parts, the first by offset, not by a map's order.
	for _, x := range s.localCandidates(c) {
		if i, ok := s.localBit(st, x); ok && cur.has(i) {
			return st.why[i]
		}
	}
	return nil
}

// nearLocals is the memo of localCandidates for a class.
type nearLocals struct {
	cands []class
	done  bool
}

// localCandidates lists, in the order localBits asks them, the classes among c, its owners
// and its parts (their representatives) that are simple locals of some function (bitOf):
// only those may have a bit in a state. Most classes read have none, and localBits walked
// their owners and parts at every load (2-3 % of AMG's solve). The owners of a class never
// change, and a part added while solving is a new class, no simple local (findSimple
// numbered them all before): the memo stays good when c gets parts.
func (s *solver) localCandidates(c class) []class {
	if m := s.nearMemo.get(c); m.done {
		return m.cands
	}
	var cands []class
	add := func(x class) {
		if s.bitOf.get(x) != 0 {
			cands = append(cands, x)
		}
	}
	add(c)
	for _, o := range s.owners(c) {
		add(o)
	}
	for _, part := range s.sortedFields(c) {
		add(s.pt.Find(part))
	}
	s.nearMemo.set(c, nearLocals{cands: cands, done: true})
	return cands
}

// isDirect reports whether ptr designates a whole variable or part: an alloca itself, or a
// member or element at a constant offset of one. A store through it replaces what was there.
func isDirect(f *model.Function, ptr *llvmir.Value) bool {
	if ptr.Kind != llvmir.ValLocal {
		return false
	}
	d := f.Def(ptr.Name)
	if d == nil {
		return false
	}
	if d.Op == "getelementptr" {
		_, ok := gepOffset(f, d)
		return ok
	}
	return d.Op == "alloca"
}

// phi: the value varies when an incoming value does, or when which edge is taken does.
func (s *solver) phi(f *model.Function, st *fnState, in *llvmir.Inst) {
	for i, op := range in.Operands {
		if r := s.value(f, op); r != nil {
			s.markVal(f, in.Result, r)
			return
		}
		if i < len(in.PhiBlocks) && in.PhiBlocks[i] != nil && in.Block != nil {
			if r := s.edgeChoice(f, st, in.Block.Index, in.PhiBlocks[i].Index); r != nil {
				s.markVal(f, in.Result, r)
				return
			}
		}
	}
}

// edgeChoice explains why the processes that reach block b may come from predecessor p on
// some processes and from another one on others: p's own branch varies, or p runs only
// where a conditional that varies holds, among those between b's immediate dominator and p.
// Every process that reaches b has passed b's immediate dominator, so a conditional above it
// (a rank test around a whole loop, whose header's phi chooses between the loop's entry and
// its latch) does not choose among b's edges: flang counts a DO loop in phis, and inside
// `if (rank == 0)` every loop's count varied with the rank test.
func (s *solver) edgeChoice(f *model.Function, st *fnState, b, p int) *reason {
	if r := s.condOf(f, p); r != nil {
		return r
	}
	if st.cdVary[p] == nil {
		return nil
	}
	dom := f.Dom()
	top := dom.Idom[b]
	if top < 0 {
		return st.cdVary[p]
	}
	if st.pdfSurv == nil {
		st.pdfSurv = f.PDFSurvivors() // (regionlocal.go keeps it too)
	}
	pdf := st.pdfSurv
	seen := map[int]bool{}
	stack := []int{p}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, c := range pdf[x] {
			if seen[c] || !dom.Dominates(top, c) {
				continue
			}
			seen[c] = true
			if r := s.condOf(f, c); r != nil {
				return &reason{pos: f.CondPos(c), msg: "only executed where this conditional holds, and it varies", next: r}
			}
			stack = append(stack, c)
		}
	}
	return nil
}

func (s *solver) call(f *model.Function, st *fnState, b int, in *llvmir.Inst, cur bitset) {
	name := in.CalledFunction()
	if strings.HasPrefix(name, "llvm.dbg.") {
		// Debug records (half of the calls at -g -O0): no result, metadata arguments only,
		// no function of the program; every step below finds nothing to do with them.
		return
	}
	s.noteOwnFresh(f, st, in, cur)
	s.noteOwnEntry(f, st, in, cur)
	s.noteEntry(f, st, b, in, cur)
	kept := s.callKeepsArgs(f, st, b, in, cur)
	s.callTouches(f, st, b, in, cur)
	s.callRefreshes(f, st, b, in, cur)
	s.callRefreshesArgs(f, st, b, in, cur)
	keepArgs(kept, cur)
	if model.IsThrow(name) {
		if r := st.cdVary[b]; r != nil && s.throwsOf(f) == nil {
			s.fn(f).throws = &reason{pos: f.InstPos(in), msg: "an exception is thrown here only where a conditional that varies holds", next: r}
			s.callersChanged(f)
		}
	}
	if ci := s.callee(f, in); ci != nil {
		if site := s.siteOf(in); site != nil {
			s.callSummarized(f, st, b, in, site, cur)
		} else {
			s.callProgram(f, st, b, in, ci)
		}
		if r := s.throwsOf(ci.Fn); r != nil {
			// Whether the unwind edge of an invoke is taken varies; a plain call
			// propagates the exception out of f.
			if in.Op == "invoke" {
				s.markCond(f, b, r)
			}
			if s.throwsOf(f) == nil {
				s.fn(f).throws = r
				s.callersChanged(f)
			}
		}
		return
	}
	if name == "" {
		if targets := f.Program.IndirectTargets(in); len(targets) > 0 {
			// A call through a pointer (a virtual call) runs one of these.
			for _, t := range targets {
				s.callProgram(f, st, b, in, &calleeInfo{Fn: t})
			}
			return
		}
	}
	if seededSequence[name] && !s.randVaries {
		return // the same seed everywhere: the same numbers everywhere
	}
	if freshBlock(name) {
		// A fresh block: its address is no data of the program, whatever the size asked
		// (a rank-dependent count); only its NULL-ness on failure, an out-of-memory error
		// path, could differ.
		return
	}
	if i, ok := alias.LibraryOutAllocator(name); ok && i < len(in.Args) {
		// The same through a pointer argument (posix_memalign, the PRK kernels' prk_malloc):
		// the result is 0 or an out-of-memory error, the pointer stored a fresh block's
		// address. Only a call made on some processes makes the pointer variable vary.
		c := s.locOf(f, in.Args[i])
		s.addMod(f, c)
		s.writeKind(f, st, c, st.cdVary[b], isDirect(f, in.Args[i]), cur, anyKind)
		return
	}
	if isListLinkFunc(name) {
		s.callListLinks(f, st, b, in, cur)
		return
	}
	eff := s.effect(name)
	if !eff.known {
		s.callUnknown(f, st, b, in, cur)
		return
	}
	if len(eff.uniform) > 0 && s.collectiveOutside(f, in) {
		// The same only on the processes of its communicator, some of the domain's (span.go).
		eff.vary = append(slices.Clone(eff.vary), eff.uniform...)
		eff.uniform = nil
		eff.varyWhy = "data " + name + " returns on a communicator of some of the processes"
	}
	s.readAtOffset(f, st, in, cur, name)
	if out, ok := s.splitNeverNull(f, in); ok {
		// The new communicator cannot be MPI_COMM_NULL: the same for its members (commsplit.go).
		eff.vary = slices.DeleteFunc(slices.Clone(eff.vary), func(i int) bool { return i == out })
		eff.uniform = append(slices.Clone(eff.uniform), out)
	}
	if s.d == Threads && !s.threaded[f] {
		// Run by the initial thread only: not a source of variation between threads.
		eff.ret, eff.vary = "", nil
	}
	if eff.ret != "" {
		s.markVal(f, in.Result, source(f.InstPos(in), eff.ret))
	} else if eff.readOnly {
		// atoi(s), strlen(s), fopen(name): computed from the arguments and what they point to.
		s.markVal(f, in.Result, s.argsVary(f, st, in, cur, anyArg))
	}
	if len(eff.argString) > 0 && len(in.Args) > 0 {
		if str, ok := stringArg(f.Module, in.Args[0]); !ok || slices.Contains(eff.argString, str) {
			s.markVal(f, in.Result, source(f.InstPos(in), "an environment variable that holds the rank"))
		}
	}
	ctl := st.cdVary[b]
	for _, i := range eff.vary {
		if i < len(in.Args) && writable(f, in.Args[i]) {
			c := s.outLoc(f, name, i, in.Args[i])
			s.dataWrite = effectKind(name) == dataKind // received numbers (ptrvary.go)
			s.addMod(f, c)
			s.dataWrite = false
			s.writeKind(f, st, c, source(f.InstPos(in), eff.varyWhy), false, cur, effectKind(name))
			s.overwritten(st, c, false, false, cur)
		}
	}
	for _, i := range eff.uniform {
		if i < len(in.Args) && writable(f, in.Args[i]) {
			c := s.bufferOf(f, in.Args[i])
			s.dataWrite = effectKind(name) == dataKind // received numbers (ptrvary.go)
			s.addMod(f, c)
			s.dataWrite = false
			s.writeKind(f, st, c, ctl, ctl == nil, cur, effectKind(name))
			s.overwrittenAt(f, st, c, in.Args[i], ctl == nil, true, false, cur)
		}
	}
	if ctl != nil && !eff.readOnly {
		// Outputs written only on some processes vary. Not request handles: a request's
		// value is opaque, the program passes it back to MPI and never computes with it;
		// counting it made LULESH's whole Domain vary, whose `sendRequest[pmsg]` (a member
		// array at a variable index) is the whole object to the points-to.
		request, kind := -1, anyKind
		if mf, binding, ok := mpi.Lookup(name); ok {
			// MPI writes numbers (received data, statuses), never addresses of this
			// process, but for the calls effectKind names (ptrvary.go).
			request, kind = mf.ArgsFor(binding).Request, effectKind(name)
		}
		for i, a := range in.Args {
			if i == request {
				continue
			}
			if llvmir.IsPointerType(a.Type) && writable(f, a) && (eff.written == nil || eff.written(i)) {
				c := s.outLoc(f, name, i, a)
				s.writeKind(f, st, c, ctl, false, cur, kind)
				s.overwritten(st, c, false, false, cur)
			}
		}
	}
}

// outLoc is the memory MPI call name writes through its argument i, a (intOutput).
func (s *solver) outLoc(f *model.Function, name string, i int, a *llvmir.Value) class {
	return s.intOutput(name, i, s.locOf(f, a))
}

// intOutput is the memory MPI call name writes through argument i when that points into
// class c: for the one integer it returns (a rank, a size, a flag, an index) given as an
// object's own address, the object's first member when it has parts (alias.FirstPart:
// Nekbone's `mpi_comm_rank(nekcomm, nid)`, nid the first member of COMMON /nekmpi/, passed
// as the block's address), else c.
func (s *solver) intOutput(name string, i int, c class) class {
	mf, binding, ok := mpi.Lookup(name)
	if !ok {
		return c
	}
	if x := mf.ArgsFor(binding); i != x.Rank && i != x.Size && i != x.Flag && i != x.Index {
		return c
	}
	if p, ok := s.pt.FirstPart(c, mpiIntSize); ok {
		return p
	}
	return c
}

// mpiIntSize is the size of the integer MPI returns through a reference: a C int, a default
// Fortran INTEGER or LOGICAL.
const mpiIntSize = 4

// readAtOffset: MPI_File_read_at and its variants read the file at the offset they are
// given; where that offset varies between processes (`rank * block`), each process reads its
// own part, and the data read varies. (What every process reads at the same place is the
// same everywhere: the file is one.)
func (s *solver) readAtOffset(f *model.Function, st *fnState, in *llvmir.Inst, cur bitset, name string) {
	if s.d != Processes {
		return
	}
	mf, binding, ok := mpi.Lookup(name)
	if !ok || !strings.HasPrefix(mf.Family(), "MPI_File_read_at") {
		return
	}
	off, buf := -1, mf.ArgsFor(binding).Buffer
	for i, p := range paramsOf(mf, binding) {
		if p == "offset" {
			off = i
		}
	}
	if off < 0 || buf < 0 || off >= len(in.Args) || buf >= len(in.Args) || !writable(f, in.Args[buf]) {
		return
	}
	a := in.Args[off]
	varies := s.value(f, a) != nil
	if !varies && binding == mpi.Fortran && llvmir.IsPointerType(a.Type) {
		varies = s.load(f, st, a, cur, false) != nil // Fortran passes the offset by reference
	}
	if !varies {
		return
	}
	c := s.locOf(f, in.Args[buf])
	s.dataWrite = true
	s.addMod(f, c)
	s.dataWrite = false
	s.writeKind(f, st, c, source(f.InstPos(in), "data read by "+name+" at an offset that varies between processes"), false, cur, dataKind)
	s.overwritten(st, c, false, false, cur)
}

// writable reports whether a pointer argument may designate memory a call writes: not NULL,
// not a sentinel address (MPI_STATUS_IGNORE is (MPI_Status *)1), not a constant global (the
// format string of sprintf).
func writable(f *model.Function, v *llvmir.Value) bool {
	if pointsNowhere(v) {
		return false
	}
	if b := v.Base(); b != nil && b.Kind == llvmir.ValGlobal {
		if g := f.Module.Global(b.Name); g != nil && g.Constant {
			return false
		}
	}
	return true
}

// callUnknown: a function outside the program and outside the tables returns a value computed
// from its arguments, and writes through its pointer arguments data computed from them.
func (s *solver) callUnknown(f *model.Function, st *fnState, b int, in *llvmir.Inst, cur bitset) {
	flow := callFlow(in)
	r := s.argsVary(f, st, in, cur, flow.reads)
	if r != nil {
		s.markVal(f, in.Result, r)
	}
	if r == nil {
		r = st.cdVary[b]
	}
	if in.CalledFunction() == "" {
		// An indirect call: its result may be anything the callee computes.
		if r != nil {
			s.markVal(f, in.Result, r)
		}
	}
	if isDestructor(in.CalledFunction()) {
		return // the object is dead afterwards: what is written does not matter
	}
	if outs := wholeOutputs(f, in); outs != nil && st.over != nil {
		defer func() {
			for i, a := range in.Args {
				if outs(i) && llvmir.IsPointerType(a.Type) && !pointsNowhere(a) {
					s.overwrittenAt(f, st, s.locOf(f, a), a, r == nil, true, false, cur)
					if r == nil && i == 0 && wholeCopy(f, in) {
						s.overwrittenWhole(st, s.locOf(f, a), cur)
					}
				}
			}
		}()
	}
	for i, a := range in.Args {
		if llvmir.IsPointerType(a.Type) && writable(f, a) && flow.writes(i) {
			c := s.locOf(f, a)
			kind := anyKind
			if memIntrinsic(in.CalledFunction()) && copiesNumbers(f, in) {
				kind = dataKind // (nullvary.go)
			}
			s.dataWrite = kind == dataKind
			s.addMod(f, c)
			s.dataWrite = false
			if r != nil {
				s.writeKind(f, st, c, r, false, cur, kind)
				s.overwritten(st, c, false, false, cur)
			}
		}
	}
	if r == nil {
		s.copyOverLocal(f, st, in, cur)
	}
}

// argsVary explains why an argument of a call, or the memory a pointer argument points to,
// nil when none does. Only the memory of the arguments reads(i) accepts is read.
func (s *solver) argsVary(f *model.Function, st *fnState, in *llvmir.Inst, cur bitset, reads func(int) bool) *reason {
	mem := memIntrinsic(in.CalledFunction())
	for i, a := range in.Args {
		if mem && llvmir.IsPointerType(a.Type) {
			// memcpy, memset: the address of a pointer NULL on some processes only is
			// the same where the call does not crash (nullvary.go).
			if r := s.addrVaries(f, a); r != nil {
				return r
			}
		} else if r := s.value(f, a); r != nil {
			return r
		}
		if llvmir.IsPointerType(a.Type) && !pointsNowhere(a) && reads(i) {
			if r := s.load(f, st, a, cur, false); r != nil {
				return r
			}
		}
	}
	return nil
}

// callProgram: a call to a function of the program passes varying arguments to its
// parameters, receives its varying result, and, when it runs only on some processes, makes
// everything it writes vary.
func (s *solver) callProgram(f *model.Function, st *fnState, b int, in *llvmir.Inst, ci *calleeInfo) {
	args, offset := in.Args, 0
	if ci.Fork {
		if len(in.Args) < 3 {
			return
		}
		args, offset = model.ForkShared(in), 2
	}
	if !ci.Fork && s.allocatesOnly(ci.Fn) {
		s.callAllocation(f, in, ci.Fn)
		return
	}
	ctl := st.cdVary[b]
	if ctl == nil && !s.assumedVarying[blockKey{f, b}] {
		// A call made only where a conditional that varies holds passes nothing to the
		// callee's parameters that matters: every process that makes it is one of those
		// the conditional already tells apart, what it writes varies (below), and its
		// result is used under the same conditional or through a phi of it.
		s.passArgs(f, args, ci.Fn, offset)
	}
	if r := s.retOf(ci.Fn); r != nil {
		s.markVal(f, in.Result, r)
	}
	m := s.inheritSite(f, in, ci)
	if ctl != nil && !s.failureOnly(f) && m != nil {
		// (f calls functions that write only where an allocation failed: no program path,
		// alias.FailureOnly.)
		s.markCalleeWrites(f, in, ci.Fn, m, ctl)
	}
}

// markCalleeWrites marks what callee g writes that its callers can see (not its own locals,
// which die at its return) as varying, for call in of f made only under conditional ctl: the
// classes of site memo m. Marking only ever adds facts, each what it was not already, so
// marking the same classes again with the same records of g, under the same conditional,
// adds nothing: the memo says when it was done (a call under a varying conditional in a
// function evaluated again walked its callee's whole mod set at every pass).
func (s *solver) markCalleeWrites(f *model.Function, in *llvmir.Inst, g *model.Function, m *siteMemo, ctl *reason) {
	gs := s.fn(g)
	current := m.ver == gs.modVer && m.size == len(s.pt.Parent) // (inheriting a recursive call changes g's record)
	if current && m.markedUnder == ctl && m.markedEval == gs.evaluated {
		return
	}
	why := &reason{pos: f.InstPos(in), msg: fmt.Sprintf("memory written by %s, which is called only under a conditional that varies", g.Name), next: ctl}
	for _, c := range m.mod {
		if s.pt.Pinned[s.pt.Find(c)] && !s.writesNewOnly(g, c) {
			s.markWritten(g, c, why)
		}
	}
	if current && m.ver == gs.modVer && m.size == len(s.pt.Parent) {
		m.markedUnder, m.markedEval = ctl, gs.evaluated
	}
}

// callAllocation is callProgram for an allocation wrapper of the program (alias.AllocatesOnly:
// it returns NULL or a fresh block and writes nothing but where the allocation failed).
// Whether it returns NULL depends on its arguments at this call and on what varies inside
// it, never on another call's arguments: no call passes them to its parameters, so its body
// is solved with them uniform. hypre_CAlloc(1, sizeof *solver) is NULL nowhere, although
// other calls ask rank-dependent sizes (and get NULL for 0 elements on some processes).
func (s *solver) callAllocation(f *model.Function, in *llvmir.Inst, g *model.Function) {
	r := s.retOf(g)
	for _, a := range in.Args {
		if r != nil {
			break
		}
		if r = s.value(f, a); r != nil {
			r = s.nullOnly(r)
		}
	}
	s.markVal(f, in.Result, r)
}

// passArgs makes the parameters of callee (from index offset on) vary where the call's
// arguments do.
func (s *solver) passArgs(f *model.Function, args []*llvmir.Value, callee *model.Function, offset int) {
	for i, a := range args {
		if r := s.valueRaw(f, a); r != nil {
			k := paramKey{Fn: callee, I: i + offset}
			if old := s.param[k]; old == nil || old.nullOnly && !r.nullOnly {
				s.param[k] = r
				s.note(factKey{kind: "param", fn: callee, n: i + offset})
				s.enqueue(callee)
			}
		}
	}
}

// memoryAt approximates why the memory ptr points to varies at the entry of block b: the
// flow-sensitive state of a simple local there, or the memory of its class.
func (s *solver) memoryAt(f *model.Function, b int, ptr *llvmir.Value) *reason {
	st := s.stateIf(f)
	c := s.locOf(f, ptr)
	if st != nil {
		if _, ok := s.localBit(st, c); ok {
			return s.localBits(st, c, st.in[b])
		}
	}
	return s.memory(c)
}

// memoryReadBy is memoryAt for the memory ptr points to as instruction i of block b reads it
// (a Fortran MPI call given a count by reference): with the kill points of bcastkill.go, as a
// load there would see them, including those of a read-only parameter's sources (glmax's
// count dummy given `ng` in functions main calls after the input broadcast).
func (s *solver) memoryReadBy(f *model.Function, b, i int, ptr *llvmir.Value) *reason {
	if i < 0 {
		return s.memoryAt(f, b, ptr)
	}
	saved := [2]int{s.curBlock, s.curInst}
	s.curBlock, s.curInst, s.killRead = b, i, f
	defer func() { s.curBlock, s.curInst, s.killRead = saved[0], saved[1], nil }()
	r := s.memoryAt(f, b, ptr)
	if r != nil && s.killed(f, b, i, s.locOf(f, ptr)) {
		return nil
	}
	return r
}

// threadedFuncs lists the functions a team of threads may run: the outlined parallel
// regions, what they call directly or through a pointer (model.Program.IndirectTargets), every
// function whose address the program gives to code it has no body of (a task's entry, a
// reduction's combiner, a qsort comparator, an MPI user operation: the library may call it on
// any thread), and, in a program without main (a library, a file analysed on its own), every
// function nothing calls and every function whose address is taken: their callers are
// elsewhere and may be in a region. (In a whole program every function whose address is
// taken was a root before: on AMG that made 906 of its 1,470 functions threaded instead of
// 584, through the solver tables hypre's main sets up and calls from the initial thread, and
// the threads' solve took 1.0 s of CPU instead of 0.2 s.)
func threadedFuncs(p *model.Program) map[*model.Function]bool {
	out := map[*model.Function]bool{}
	var work []*model.Function
	add := func(f *model.Function) {
		if f != nil && !out[f] {
			out[f] = true
			work = append(work, f)
		}
	}
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind == model.Call && e.Fork {
					add(e.Callee)
				}
			}
		}
	}
	// (A pointer a library finds in memory, a handler stored in a struct sigaction say, is
	// not counted: a team-wide construct in such a function is not something programs do.)
	for _, f := range p.GivenToLibraries() {
		add(f)
	}
	g := callsWithIndirect(p)
	hasMain := false
	for _, f := range p.Funcs {
		hasMain = hasMain || f.IsMain()
	}
	if !hasMain {
		// Code outside the program calls it: any function, directly or through the addresses
		// it finds in memory, may be called from a region there.
		for _, f := range p.Funcs {
			if len(g.Pred[f.Index]) == 0 {
				add(f)
			}
		}
		for _, f := range p.AddressTaken() {
			add(f)
		}
	}
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range g.Succ[f.Index] {
			add(p.Funcs[c])
		}
	}
	return out
}

// criticalBlocks are the blocks inside critical and ordered constructs: there, threads read
// shared memory one after the other and may see different values.
func criticalBlocks(p *model.Program) map[blockKey]bool {
	out := map[blockKey]bool{}
	for _, f := range p.Funcs {
		for _, c := range f.OpenMP().Constructs {
			if c.Kind == model.ConstructCritical || c.Kind == model.ConstructOrdered {
				for _, b := range c.Blocks {
					out[blockKey{f, b}] = true
				}
			}
		}
	}
	return out
}

// seededSequence are the C library's generators that draw from a global state seeded by
// srand/srandom/srand48 (and seeded identically on every process when the program does not).
// Threads share the state, so between threads they always vary.
var seededSequence = map[string]bool{"rand": true, "random": true, "drand48": true, "lrand48": true, "mrand48": true}

// seedsVary reports whether some call seeds those generators with anything but a constant
// (srand(time(NULL)), srand(rank), a seed read from input): then rand() varies.
func seedsVary(p *model.Program) bool {
	for _, f := range p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.Op != "call" && in.Op != "invoke" {
					continue
				}
				switch in.CalledFunction() {
				case "srand", "srandom", "srand48", "seed48", "lcong48":
					for _, a := range in.Args {
						if a.Kind != llvmir.ValInt {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// owners is pt.Owners memoised by class: no union happens after the points-to is built, and a
// part created while solving gets its owner at creation, so the objects a class is part of
// never change. (Owners walks the chain with a map of its own each time: 5-15 % of the
// solver's CPU before.) The slices returned are shared: read them only.
func (s *solver) owners(c class) []class {
	c = s.pt.Find(c)
	if int(c) < len(s.ownersMemo) {
		if o := s.ownersMemo[c]; o != nil {
			return o
		}
	} else {
		s.ownersMemo = append(s.ownersMemo, make([][]class, len(s.pt.Parent)-len(s.ownersMemo))...)
	}
	o := s.pt.Owners(c)
	if o == nil {
		o = []class{}
	}
	s.ownersMemo[c] = o
	return o
}

// byClass maps classes to T in a slice: classes are small dense integers, and the solver asks
// for the facts of a class at every load and store (a map's hashing was a tenth of its CPU).
// The zero value is empty; it grows as classes are set (parts are added while solving).
type byClass[T any] struct {
	v   []T
	neg map[class]T // (no class is negative; kept for safety)
}

func (m *byClass[T]) get(c class) T {
	if c >= 0 && int(c) < len(m.v) {
		return m.v[c]
	}
	if c < 0 {
		return m.neg[c]
	}
	var zero T
	return zero
}

func (m *byClass[T]) set(c class, x T) {
	if c < 0 {
		if m.neg == nil {
			m.neg = map[class]T{}
		}
		m.neg[c] = x
		return
	}
	if int(c) >= len(m.v) {
		m.v = append(m.v, make([]T, int(c)+1-len(m.v))...)
	}
	m.v[c] = x
}

// sparseByClass is byClass for a table that holds something for few of the classes (the
// readers of memory: 18,700 of AMG's 62,000 classes): its dense part is a 4-byte position
// per class instead of the value itself.
type sparseByClass[T any] struct {
	pos  byClass[int32] // by class, the position of its value in vals + 1 (0: none)
	vals []T
}

func (m *sparseByClass[T]) get(c class) T {
	if i := m.pos.get(c); i > 0 {
		return m.vals[i-1]
	}
	var zero T
	return zero
}

func (m *sparseByClass[T]) set(c class, x T) {
	if i := m.pos.get(c); i > 0 {
		m.vals[i-1] = x
		return
	}
	m.vals = append(m.vals, x)
	m.pos.set(c, int32(len(m.vals)))
}

// classSlots numbers the classes that hold some fact of a solution's flow-insensitive memory
// tables (slotted): a few thousand of AMG's 62,000 classes. Dense tables by class of each
// fact (8 bytes a reason, 24 a slice of places) were 4 MB of each solve, nearly all empty;
// one table of 4-byte slots and tables dense over the slots are a tenth of that.
type classSlots struct {
	of byClass[int32] // by class, its slot + 1 (0: none yet)
	n  int32
}

// slot returns the slot of c, numbering it if it has none.
func (cs *classSlots) slot(c class) int32 {
	if i := cs.of.get(c); i > 0 {
		return i - 1
	}
	cs.n++
	cs.of.set(c, cs.n)
	return cs.n - 1
}

// slotted is a table by class over the classes a classSlots numbers.
type slotted[T any] struct {
	slots *classSlots
	v     []T // by slot
}

func (m *slotted[T]) get(c class) T {
	if i := int(m.slots.of.get(c)) - 1; i >= 0 && i < len(m.v) {
		return m.v[i]
	}
	var zero T
	return zero
}

func (m *slotted[T]) set(c class, x T) {
	i := int(m.slots.slot(c))
	if i >= len(m.v) {
		m.v = append(m.v, make([]T, i+1-len(m.v))...)
	}
	m.v[i] = x
}

// sortedFields is pt.SortedFields memoised by class (it sorts the parts each time). Parts are
// only ever added to an object (Part, while solving), never removed: the memo is good while
// the object has as many parts as when it was made.
func (s *solver) sortedFields(c class) []class {
	n := len(s.pt.Fields[c])
	if n == 0 {
		return nil
	}
	if fs := s.fieldsMemo.get(c); len(fs) == n {
		return fs
	}
	fs := s.pt.SortedFields(c)
	s.fieldsMemo.set(c, fs)
	return fs
}

// effect is effectOf(s.d, name) memoised: the tables, the MPI registry's lookup of the name
// and the prefixes are read once per callee instead of at every evaluation of every call.
// (The effect is shared: its slices are only read.)
func (s *solver) effect(name string) effect {
	if e, ok := s.effects[name]; ok {
		return e
	}
	if s.effects == nil {
		s.effects = map[string]effect{}
	}
	e := effectOf(s.d, name)
	s.effects[name] = e
	return e
}

// modStamp is a function and a block of it (-1: a call's callee) addMod noted a class for.
// modRec is what a solve recorded of one class of a function's mod set. One record per
// class instead of seven maps by class (AMG: 35,000 classes in its functions' mod sets,
// 15 MB of the two solves' maps at the peak of the second).
type modRec struct {
	at     []int32      // the blocks where it joined the mod set (-1: none of f's): noteModAt
	places []fieldPlace // where f writes it, when at known places only (addModAt; see modWhole)
	via    *writeVia    // through what f writes it (noteVia; nil: not noted yet), interned
	bits   modBits
	ver    int // f's modVer when the record last changed (recChanged)
}

// modBits: what a modRec says of its class.
type modBits uint8

const (
	modIn    modBits = 1 << iota // in the mod set (addModKeep)
	modPtr                       // f may store pointers there (modkind.go)
	modData                      // f may store numbers (or data of unknown kind) there
	modAddr                      // f may store pointers other than NULL there (nullvary.go)
	modWhole                     // f writes it at a place not known (pathvary.go)
)

// modTable is a function's records by class: the records in a slice, a table of their
// positions. A map of 64-byte records probed many cache lines at each lookup, and the solver
// looks a record up at every write it notes and every call it evaluates (those lookups were
// 7 % of AMG's solve); a table of 4-byte positions probes one or two, and a classIndex
// rather than a map (whose hashing and group probing were 2 % of AMG's whole check). last
// skips even that when the class asked is the one asked before, as it is for half the
// lookups (addMod notes a write's bits, blocks and through-what one after the other; on AMG
// 3.2 of 5.9 million).
type modTable struct {
	classIndex // the records' classes (cls: by record, its class)
	recs       []modRec
	last       int32 // the position + 1 of the record find or ref answered last (0: none)
}

// noMods is the records of a function that has none (read only: find answers nil, which
// leaves last alone).
var noMods = &modTable{}

// find returns the record of class c, nil when there is none. The pointer is good until the
// next record is made (ref).
func (t *modTable) find(c class) *modRec {
	if t.last > 0 && t.cls[t.last-1] == c {
		return &t.recs[t.last-1]
	}
	i := t.position(c)
	if i < 0 {
		return nil
	}
	t.last = int32(i + 1)
	return &t.recs[i]
}

// get returns the record of class c (empty when there is none).
func (t *modTable) get(c class) modRec {
	if r := t.find(c); r != nil {
		return *r
	}
	return modRec{}
}

// ref returns the record of class c, made empty if there is none (as find's, good until the
// next record is made).
func (t *modTable) ref(c class) *modRec {
	if r := t.find(c); r != nil {
		return r
	}
	i := t.add(c)
	t.recs = append(t.recs, modRec{})
	t.last = int32(i + 1)
	return &t.recs[i]
}

// classIndex numbers classes in the order they are added: their positions in an
// open-addressing table keyed by class rather than a map. Classes are small integers a
// multiplication places; a map hashes them and probes groups of slots at every lookup.
type classIndex struct {
	slots []int32 // by slotOf, a position + 1 (0: empty); a power of two, at most half full
	cls   []class // by position, its class
}

// slotOf is where the probe for class c starts in a table of n slots (a power of two): an
// odd multiplier spreads classes that differ in their low bits alone over the whole table.
func slotOf(c class, n int) int { return int(uint32(c)*0x9E3779B1) & (n - 1) }

// position returns the position of class c, -1 when it has none.
func (x *classIndex) position(c class) int {
	n := len(x.slots)
	if n == 0 {
		return -1
	}
	for h := slotOf(c, n); ; h = (h + 1) & (n - 1) {
		p := x.slots[h]
		if p == 0 {
			return -1
		}
		if x.cls[p-1] == c {
			return int(p - 1)
		}
	}
}

// add numbers class c, which has no position yet, and returns its position.
func (x *classIndex) add(c class) int {
	x.cls = append(x.cls, c)
	if 2*len(x.cls) > len(x.slots) {
		x.resize(max(8, 2*len(x.slots)))
	} else {
		x.place(len(x.cls) - 1)
	}
	return len(x.cls) - 1
}

// resize makes the table n slots and places every position in it again.
func (x *classIndex) resize(n int) {
	x.slots = make([]int32, n)
	for i := range x.cls {
		x.place(i)
	}
}

// place puts position i in the first free slot from its class's.
func (x *classIndex) place(i int) {
	n := len(x.slots)
	h := slotOf(x.cls[i], n)
	for x.slots[h] != 0 {
		h = (h + 1) & (n - 1)
	}
	x.slots[h] = int32(i + 1)
}

// modsOf returns f's records (noMods when none: not to be written), modsFor makes them if
// needed.
func (s *solver) modsOf(f *model.Function) *modTable {
	if m := s.mods[f.Index]; m != nil {
		return m
	}
	return noMods
}

func (s *solver) modsFor(f *model.Function) *modTable {
	m := s.mods[f.Index]
	if m == nil {
		m = &modTable{}
		s.mods[f.Index] = m
	}
	return m
}

// modHas reports whether f's record of class c has bit.
func (s *solver) modHas(f *model.Function, c class, bit modBits) bool {
	r := s.modsOf(f).find(c)
	return r != nil && r.bits&bit != 0
}

// setModBit sets bit in f's record of class c, and has f's callers evaluated again when it
// is new.
func (s *solver) setModBit(bit modBits, f *model.Function, c class) {
	if r := s.modsFor(f).ref(c); r.bits&bit == 0 {
		r.bits |= bit
		s.recChanged(f, r)
		s.callersChanged(f)
	}
}

type modStamp struct {
	fn *model.Function
	b  int
}

// fnSol is what a solve found of one function.
type fnSol struct {
	st *fnState // its flow-sensitive state, once evaluated
	// pendingCallers: a caller skipped a summarised call of it before it was evaluated.
	pendingCallers bool
	// evaluated: run evaluated it once without skipping such a call (incomplete).
	evaluated, incomplete bool
	queued                bool      // on the worklist
	ret, throws           *reason   // its result varies; it may throw on some processes only
	cond                  []*reason // by block: the conditional ending it varies
	condsAt               int       // how many of cond are set
	// val: the SSA values %N defined by an instruction that vary, by N (numbered values,
	// all of clang's without -fno-discard-value-names); valDef: the others.
	val    []*reason
	valDef map[*llvmir.Inst]*reason
	// defs: the N below len(val) that an instruction's result %N is (f.Def answers), shared
	// (definedNumbers).
	defs bitset
	// modVer counts the changes of what the solve recorded of its writes (its mod set and
	// their places, blocks, kinds and through-what): a call site whose callee's count did
	// not change derives the same from them (siteMemo).
	modVer int
}

// fn returns the solution's record of f, made on first use.
func (s *solver) fn(f *model.Function) *fnSol {
	if fs := s.fns[f.Index]; fs != nil {
		return fs
	}
	fs := &fnSol{cond: make([]*reason, len(f.Blocks)), val: make([]*reason, valueNumbers(f)), defs: s.definedNumbers(f)}
	s.fns[f.Index] = fs
	return fs
}

// definedNumbers is, by N below valueNumbers(f), whether f.Def("N") is an instruction: the
// SSA values valueRaw and markVal are asked of most, without hashing or parsing again (the
// same for every solve: read only once made).
func (s *solver) definedNumbers(f *model.Function) bitset {
	if s.defNums == nil {
		s.defNums = make([]bitset, len(s.prog.Funcs))
	}
	if b := s.defNums[f.Index]; b != nil {
		return b
	}
	n := valueNumbers(f)
	b := make(bitset, n/64+1)
	for _, blk := range f.IR.Blocks {
		for _, in := range blk.Insts {
			if k := localNumber(in.Result); k >= 0 && k < n {
				b.set(k)
			}
		}
	}
	s.defNums[f.Index] = b
	return b
}

// valueNumbers bounds the numbers N of f's unnamed values %N: LLVM numbers its unnamed
// parameters, blocks and instruction results in one sequence.
func valueNumbers(f *model.Function) int {
	n := len(f.IR.Params) + len(f.IR.Blocks)
	for _, b := range f.IR.Blocks {
		n += len(b.Insts)
	}
	return n
}

// stateIf returns f's flow-sensitive state, nil when f was not evaluated.
func (s *solver) stateIf(f *model.Function) *fnState {
	if fs := s.fns[f.Index]; fs != nil {
		return fs.st
	}
	return nil
}

// condOf is why the conditional ending block b of f varies, nil when it does not.
func (s *solver) condOf(f *model.Function, b int) *reason {
	if fs := s.fns[f.Index]; fs != nil && b >= 0 && b < len(fs.cond) {
		return fs.cond[b]
	}
	return nil
}

func (s *solver) retOf(f *model.Function) *reason {
	if fs := s.fns[f.Index]; fs != nil {
		return fs.ret
	}
	return nil
}

func (s *solver) throwsOf(f *model.Function) *reason {
	if fs := s.fns[f.Index]; fs != nil {
		return fs.throws
	}
	return nil
}

// valDef is why the value instruction d of f defines varies.
func (s *solver) valDef(f *model.Function, d *llvmir.Inst) *reason {
	if fs := s.fns[f.Index]; fs != nil {
		return fs.valOf(d)
	}
	return nil
}

func (fs *fnSol) valOf(d *llvmir.Inst) *reason {
	if n := localNumber(d.Result); n >= 0 && n < len(fs.val) {
		return fs.val[n]
	}
	return fs.valDef[d]
}

func (fs *fnSol) setVal(d *llvmir.Inst, r *reason) {
	if n := localNumber(d.Result); n >= 0 && n < len(fs.val) {
		fs.val[n] = r
		return
	}
	if fs.valDef == nil {
		fs.valDef = map[*llvmir.Inst]*reason{}
	}
	fs.valDef[d] = r
}

// localNumber is llvmir.LocalNumber (numbered values index the solver's dense tables).
func localNumber(name string) int { return llvmir.LocalNumber(name) }

// releaseMemos drops what only evaluating instructions reads (the instructions' memos, the
// call sites'), at the end of a domain's solve: the solver is only asked from then on, and a
// later solve sharing the prepared part (again) makes them anew as it asks.
func (s *solver) releaseMemos() {
	s.sites = nil
	s.memos, s.memoBase, s.memoAt, s.vias = nil, nil, nil, nil
	s.memoIn, s.memoSlot = nil, nil
}

// recChanged notes that f's record r changed (fnSol.modVer, modRec.ver).
func (s *solver) recChanged(f *model.Function, r *modRec) {
	fs := s.fn(f)
	fs.modVer++
	r.ver = fs.modVer
}

// siteTarget is a call and one function it may run.
type siteTarget struct {
	in *llvmir.Inst
	fn *model.Function
}

// siteMemo is what a call site (with one target) derives from its callee's record of its
// writes, when the callee's record was at version ver and the points-to graph had size
// classes: the callee's mod set as the site sees it (siteMod), whether the site inherited
// them already (inheritSite), and, once asked (callTouches), which stale and member bits
// its writes set in the caller (siteTouches). (Through what the callee writes each, viaOf, is
// read from its record again: the same while the version is.)
//
// All of it is a function of the callee's record, of the call and of the graph only, so it
// stays what it was while neither changes; and inheriting only ever adds to the caller's
// record, so inheriting the same again adds nothing. Nor does inheriting again a class whose
// record did not change since it was inherited (since): when the callee's version moves, the
// site inherits the classes whose records changed only (a large callee's mod set, thousands
// of classes on AMG, changes a few at a time), and its mod set is the last one with the
// changed classes taken out or in (siteModSince).
type siteMemo struct {
	ver, size int
	mod       []class
	touch     bitset // (nil until asked)
	inherited bool
	// since: the callee's version up to which the site inherited every record it sees (-1:
	// none); a record whose version is not above it was inherited as it is.
	since int
	// markedUnder: the conditional under which markCalleeWrites marked the classes (nil:
	// not yet), the callee evaluated then or not (markedEval: how it counts its writes).
	markedUnder *reason
	markedEval  bool
}

// site returns the memo of call in of f to g, made again when g's record or the graph
// changed.
func (s *solver) site(f *model.Function, in *llvmir.Inst, g *model.Function) *siteMemo {
	k := siteTarget{in, g}
	ver, size := s.fn(g).modVer, len(s.pt.Parent)
	old := s.sites[k]
	if old != nil && old.ver == ver && old.size == size {
		return old
	}
	m := &siteMemo{ver: ver, size: size, since: -1}
	if old != nil && old.size == size {
		m.since = old.since
		if old.inherited {
			m.since = old.ver
		}
		m.mod = s.siteModSince(f, in, g, old)
	} else {
		m.mod = s.siteMod(f, in, g)
	}
	if s.sites == nil {
		s.sites = map[siteTarget]*siteMemo{}
	}
	s.sites[k] = m
	return m
}

// inheritSite puts what callee ci writes, as call in of f sees it, into f's mod set, with
// through what the call writes it, and returns the site's memo, whose mod are those classes
// (siteMod); unless the site inherited the same record already (siteMemo). The memo's
// version is the callee's before inheriting (a recursive call changes it while it inherits).
// Nil: the callee writes nothing for the caller to see.
func (s *solver) inheritSite(f *model.Function, in *llvmir.Inst, ci *calleeInfo) *siteMemo {
	if !ci.Fork && s.failureOnly(ci.Fn) {
		return nil // what it writes, it writes where an allocation failed
	}
	g := ci.Fn
	m := s.site(f, in, g)
	if m.inherited {
		return m
	}
	m.inherited = true
	mods := s.modsOf(g)
	for _, c := range m.mod {
		if r := mods.find(c); m.since >= 0 && r != nil && r.ver <= m.since {
			continue // inherited as it is (siteMemo)
		}
		s.writeVia = s.callVia(f, in, g, ci.Fork, s.viaOf(g, c))
		s.inheritMod(f, g, c)
		s.writeVia = anyVia
	}
	return m
}
