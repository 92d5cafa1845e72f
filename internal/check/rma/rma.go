// Package rma checks MPI one-sided communication (MPI-RMA) inside each function: local
// concurrency between the origin buffers of MPI_Put/MPI_Get/accumulates and the loads and
// stores of the program (seed 001, Table I and Algorithms 1-3), concurrent operations on the
// same target location (Algorithm 4), communication outside any epoch, and epochs left open.
//
// The analysis follows seed 001: the accesses of one-sided operations issued since the last
// synchronisation of their window (MemInBB) are carried along the CFG; every memory access
// met is checked against them with Table I (Put and accumulates read their origin buffer, Get
// writes it; a load reads, a store writes; two reads are compatible, anything involving a
// write is not), and a synchronisation that completes the operations (MPI_Win_fence,
// MPI_Win_unlock, MPI_Win_unlock_all, MPI_Win_complete, MPI_Win_flush and its variants)
// removes them. Algorithm 1 runs the BFS on each loop from the inner to the outer loop, then
// on the whole function, so that the accesses of one iteration meet those of the next; this
// implementation reaches the same result with a forward dataflow iterated to its fixpoint on
// the CFG with its back edges (the set of pending accesses only grows), then reports in one
// last pass. Aliasing comes from package alias: the same object with overlapping constant
// ranges is an error, a possible overlap a warning.
//
// The same dataflow tracks the epochs of each window (fence, lock per target, lock_all, PSCW
// start and post) to find one-sided operations issued where no epoch is open on their window,
// and epochs a function opens on a window of its own and does not close.
//
// Issue 17 adds what happens between processes and threads (procs.go): which process runs a
// block (branches on the rank), the phases between collectives, the target's own accesses to
// its window memory, the orderings by messages, exclusive locks and PSCW groups, datatype-aware
// atomicity of accumulates, and the threads of an OpenMP team; summaries of what helpers leave
// in progress or read (summary.go), and window base pointers copied on the way (chase.go).
package rma

import (
	"fmt"
	"sort"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Check ids.
const (
	LocalRaceID  = "rma-local-race"
	TargetRaceID = "rma-target-race"
	OutsideID    = "rma-outside-epoch"
	OpenEpochID  = "rma-open-epoch"
	AssertID     = "rma-fence-assert"
)

// Analyzer is the MPI-RMA check.
var Analyzer = &check.Analyzer{
	Name: "rma",
	Doc:  "MPI one-sided communication: local concurrency inside epochs, epochs opened and closed",
	Checks: []check.Check{
		{ID: LocalRaceID,
			Short: "A local buffer is used by a one-sided operation and by a conflicting access in the same RMA epoch.",
			Tags:  []string{"mpi", "rma", "data-race", "correctness"},
			Doc: "Inside one RMA epoch, a local buffer is used by a one-sided operation " +
				"(MPI_Put, MPI_Get, MPI_Accumulate...) and by another access that is not compatible with " +
				"it: MPI_Get writes its origin buffer and MPI_Put reads it at any time until the epoch " +
				"ends or a flush completes the operation, so a second MPI_Get into the same buffer, an " +
				"MPI_Put from a buffer an MPI_Get is filling, a load of a buffer an MPI_Get is filling, " +
				"or a store into a buffer an MPI_Put or MPI_Get is using gives undefined results " +
				"(seed 001, Table I: two reads are compatible, anything with a write is not; the first " +
				"access must be a one-sided operation, since a load or store is over when the next " +
				"statement starts). The note shows the other access. The finding is an error when the " +
				"two accesses surely overlap, a warning when they may (same object at an unknown offset, " +
				"pointers the analysis cannot tell apart). In an OpenMP region, an operation a master, single, " +
				"loop iteration or section completes is not ordered with the other threads until a barrier " +
				"of the team; an MPI_Get made by a helper (any number of calls deep) that leaves it in " +
				"progress counts at the call; an operation a task makes on a buffer of the thread that " +
				"creates it (through the task's shared variables) is pending there until a taskwait or a " +
				"barrier. Fix it by completing the operation first " +
				"(MPI_Win_flush, MPI_Win_flush_local, or by ending the epoch) or by using separate buffers."},
		{ID: TargetRaceID,
			Short: "Two accesses to the same window location, at least one a one-sided operation writing it, are not ordered.",
			Tags:  []string{"mpi", "rma", "data-race", "correctness"},
			Doc: "The same location of a process's window is accessed by a one-sided operation and by " +
				"another access, at least one writing it, with nothing ordering them: their order is not " +
				"defined, so the location ends with either value or a mix. Three cases are reported. " +
				"(1) Two operations of one epoch on the same target and location (seed 001, Algorithm 4), " +
				"including an operation still in progress at the target after MPI_Win_flush_local (which " +
				"completes it at the origin only). (2) Operations of different processes (branches on " +
				"the rank returned by MPI_Comm_rank say which process runs what) on the same location, " +
				"between the same collectives (MPI_Barrier, MPI_Win_fence...), not ordered by a message " +
				"sent after the first completes and received before the second, not serialised by " +
				"exclusive locks, not in successive exposure epochs of MPI_Win_post/MPI_Win_wait. " +
				"(3) A load or store of the window's memory (the base of MPI_Win_allocate or " +
				"MPI_Win_create and pointers into it, also in OpenMP regions and helpers that receive it) " +
				"by the target process while another process's MPI_Put, MPI_Get or accumulate on it may " +
				"be in progress. A helper called through a function pointer chosen by rank counts as " +
				"called by the processes that chose it. In OpenMP, a collective in one iteration of a " +
				"worksharing loop or one section does not order what another iteration or section does " +
				"(it may run on another thread, before or after the collective), and one-sided " +
				"operations an OpenMP region makes are compared with the other processes' accesses at " +
				"the fork. Accumulates are atomic with each other only for the same predefined " +
				"datatype (a derived datatype counts by the type it is built of), the same op (or " +
				"MPI_NO_OP), and aligned displacements; MPI_Get_accumulate and MPI_Fetch_and_op with " +
				"MPI_NO_OP only read. Fix it by completing the operation (MPI_Win_flush, unlock, fence) " +
				"and then synchronising the processes (barrier, message) before the other access, or " +
				"by using the same datatype and op for concurrent accumulates."},
		{ID: OutsideID,
			Short: "A one-sided communication call is made outside any access epoch on its window.",
			Tags:  []string{"mpi", "rma", "correctness"},
			Doc: "A one-sided communication call is made where no access epoch is open on its " +
				"window for its target: no MPI_Win_fence, MPI_Win_lock (on that target), MPI_Win_lock_all or " +
				"MPI_Win_start precedes it without the matching MPI_Win_unlock, MPI_Win_unlock_all or " +
				"MPI_Win_complete in between (or the last fence was given MPI_MODE_NOSUCCEED). This is " +
				"erroneous: the MPI library may fail or the data never arrive. It is an error when no path " +
				"opens an epoch, a warning when only some do. Windows received from a caller are assumed to " +
				"be in the state the caller left them until the function synchronises them itself."},
		{ID: OpenEpochID,
			Short: "An RMA epoch is not closed before the function returns, MPI_Win_free or MPI_Finalize.",
			Tags:  []string{"mpi", "rma", "deadlock", "correctness"},
			Doc: "An epoch opened with MPI_Win_lock, MPI_Win_lock_all, MPI_Win_start or " +
				"MPI_Win_post on a window of the function is not closed (MPI_Win_unlock, MPI_Win_unlock_all, " +
				"MPI_Win_complete, MPI_Win_wait) before the function returns, MPI_Win_free or MPI_Finalize: " +
				"the operations of the epoch are never guaranteed to complete and the other processes may " +
				"wait forever. Fence epochs are not reported (the last fence needs no partner). Close every " +
				"epoch on every path."},
		{ID: AssertID,
			Short: "MPI_Win_fence asserts MPI_MODE_NOPRECEDE or MPI_MODE_NOSTORE, and what the process did makes it false.",
			Tags:  []string{"mpi", "rma", "correctness", "arguments"},
			Doc: "MPI_Win_fence is given MPI_MODE_NOPRECEDE (\"the fence does not complete any sequence of " +
				"locally issued RMA calls\", MPI-4.0 §12.5.5) while an MPI_Put, MPI_Get, MPI_Accumulate... this " +
				"process issued on the window since its previous synchronisation is still pending: the " +
				"assertion is false, and an implementation that believes it may skip completing the " +
				"operation (the data never arrives, or arrives after the fence). It is an error when the " +
				"operation is pending on every path, a warning when on some. The note shows the " +
				"operation. Likewise MPI_MODE_NOSTORE (\"the local window was not updated by stores since the " +
				"last synchronization\") given to a fence after a store, memcpy or receive into the memory " +
				"of the window by this process since its previous synchronisation of the window. " +
				"Fix the assertion (drop the flag), or complete the operations first. " +
				"A false MPI_MODE_NOSUCCEED shows as rma-outside-epoch at the operation after it."},
	},
	Run: run,
}

type analysis struct {
	pass    *check.Pass
	syncs   map[*model.Function]bool       // functions that (transitively) synchronise a window
	sums    map[*model.Function][]sumOp    // one-sided operations a function leaves in progress on its window parameters
	paccs   map[*model.Function][]paramAcc // loads and stores a function makes through pointers its parameters hold
	exits   map[*model.Function]uint64     // the phases a function returns in, relative to its entry, when counted
	rops    map[*model.Function][]regionOp // operations of OpenMP regions on windows their callers pass
	taken   map[*model.Function]bool       // functions whose address is taken: their accesses through parameters are summarised for calls through pointers
	helpers map[*model.Function]bool       // functions a function with RMA calls passes pointers to: their accesses through parameters are summarised
	found   map[string]*finding
	order   []string
}

type finding struct {
	d        *diag.Diagnostic
	definite bool
	errMsg   string
	warnMsg  string
}

// onAnalyse, when set (by tests), is called for every function the analysis looks into.
var onAnalyse func(*model.Function)

func run(pass *check.Pass) (any, error) {
	p := pass.Program
	if !p.AnyUses().Has(model.UsesRMA) {
		return nil, nil // no one-sided call, window synchronisation, creation or free anywhere
	}
	a := &analysis{pass: pass, syncs: map[*model.Function]bool{}, sums: map[*model.Function][]sumOp{}, paccs: map[*model.Function][]paramAcc{}, exits: map[*model.Function]uint64{}, rops: map[*model.Function][]regionOp{}, taken: map[*model.Function]bool{}, found: map[string]*finding{}}
	for _, f := range p.AddressTaken() {
		a.taken[f] = true
	}
	a.helpers = windowHelpers(p)
	for _, comp := range p.BottomUp() {
		for round := 0; round < 2; round++ {
			for _, f := range comp {
				// Only a function that reaches an RMA event can synchronise a window.
				if p.Reaches(f).Has(model.UsesRMA) {
					a.syncs[f] = a.synchronises(f)
				}
			}
		}
		for _, f := range comp {
			if p.Reaches(f).Has(model.UsesRMA) {
				a.summarise(f)
			}
		}
		for _, f := range comp {
			// A function without RMA events of its own has nothing to check (scan would find
			// no one-sided operation or synchronisation): its items are not built.
			if !p.Uses(f).Has(model.UsesRMA) && !a.callsSummarised(f) && !f.Outlined() && !a.taken[f] && !a.helpers[f] || p.NeverRuns(f) {
				continue
			}
			if onAnalyse != nil {
				onAnalyse(f)
			}
			newFn(a, f).analyse()
		}
	}
	for _, k := range a.order {
		fd := a.found[k]
		if fd.definite {
			fd.d.Severity, fd.d.Message = diag.Error, fd.errMsg
		} else {
			fd.d.Severity, fd.d.Message = diag.Warning, fd.warnMsg
		}
		pass.Report(fd.d)
	}
	return nil, nil
}

// windowHelpers lists the functions that receive a pointer (every argument, in Fortran) from
// a function with one-sided calls or window synchronisations of its own: their loads and
// stores through it may touch that caller's window memory (a helper filling the array the
// caller exposes in a window), which their summary of accesses tells the caller.
func windowHelpers(p *model.Program) map[*model.Function]bool {
	out := map[*model.Function]bool{}
	g := p.CallGraph()
	for _, f := range p.Funcs {
		if f.IsMain() || f.IR == nil || !pointerParams(f) {
			continue
		}
		for _, c := range g.Pred[f.Index] {
			if p.Uses(p.Funcs[c]).Has(model.UsesRMA) {
				out[f] = true
				break
			}
		}
	}
	return out
}

func pointerParams(f *model.Function) bool {
	for _, p := range f.IR.Params {
		if p.Type == "ptr" || strings.HasSuffix(p.Type, "*") {
			return true
		}
	}
	return false
}

// callsSummarised reports whether f calls a function that leaves one-sided operations in
// progress (see summarise).
func (a *analysis) callsSummarised(f *model.Function) bool {
	if len(a.sums) == 0 && len(a.paccs) == 0 && len(a.rops) == 0 {
		return false
	}
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			if e.Kind == model.Call && e.Callee != nil && (len(a.sums[e.Callee]) > 0 || len(a.paccs[e.Callee]) > 0 || len(a.rops[e.Callee]) > 0) {
				return true
			}
		}
	}
	return false
}

// synchronises reports whether f calls an RMA synchronisation, itself or through a callee.
func (a *analysis) synchronises(f *model.Function) bool {
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			if e.Kind == model.MPICall && (e.MPI.Kind == mpi.RMASync || e.MPI.Sub == mpi.WinDestructor) {
				return true
			}
			if e.Kind == model.Call && a.syncs[e.Callee] {
				return true
			}
		}
	}
	return false
}

func (a *analysis) report(id, key string, pos diag.Pos, definite bool, errMsg, warnMsg string, notes []diag.Note) {
	k := id + "|" + pos.String() + "|" + key
	fd, ok := a.found[k]
	if !ok {
		fd = &finding{d: &diag.Diagnostic{Check: id, Pos: pos}, errMsg: errMsg, warnMsg: warnMsg}
		a.found[k] = fd
		a.order = append(a.order, k)
	}
	if definite && !fd.definite {
		fd.definite, fd.errMsg = true, errMsg
	}
	for _, n := range notes {
		dup := false
		for _, m := range fd.d.Notes {
			if m == n {
				dup = true
			}
		}
		if !dup {
			fd.d.Notes = append(fd.d.Notes, n)
		}
	}
}

// --- items ---

type itemKind uint8

const (
	kNone     itemKind = iota
	kAccess            // load, store, memory intrinsic, buffers of a non-RMA MPI call
	kComm              // one-sided communication
	kSync              // window synchronisation
	kCreate            // window constructor
	kFree              // MPI_Win_free
	kComplete          // completion of requests (MPI_Wait...): request-based RMA completes locally
	kSyncCall          // call to a function that synchronises windows
	kReturn
	kFinalize
)

// syncKind says what a synchronisation does.
type syncKind uint8

const (
	sFence syncKind = iota
	sLock
	sUnlock
	sLockAll
	sUnlockAll
	sStart
	sComplete
	sPost
	sWait
	sTest
	sFlush    // flush, flush_local: completes the operations to one target
	sFlushAll // flush_all, flush_local_all
	sSync     // MPI_Win_sync: memory barrier only
)

// value identifies an integer argument as far as the IR shows it: a constant, or a variable
// that keeps one value in the function.
type value struct {
	key   string // "" unknown
	c     int64
	konst bool
}

func (v value) mustEqual(w value) bool {
	if v.konst && w.konst {
		return v.c == w.c
	}
	return v.key != "" && v.key == w.key && !v.konst && !w.konst
}

func (v value) mayEqual(w value) bool {
	if v.konst && w.konst {
		return v.c == w.c
	}
	return true
}

// apartFromConst reports whether one of v and w is a constant and the other a value known
// by its key (a variable written once, an expression of such): a value that is not written as
// that constant, which some processes may hold and others not (`size - 1` is 0 with one
// process only). MPI_Win_flush_local(size - 1) does not surely free the buffers of an
// operation to target 0.
func (v value) apartFromConst(w value) bool {
	return v.konst && !w.konst && w.key != "" || w.konst && !v.konst && v.key != ""
}

func (v value) String() string {
	if v.konst {
		return fmt.Sprint(v.c)
	}
	if strings.HasPrefix(v.key, "var:") {
		return "variable"
	}
	return "?"
}

// op is a one-sided communication.
type op struct {
	it      *item
	name    string
	pos     diag.Pos
	bufs    []alias.Buffer
	win     string
	target  value
	disp    value
	count   int64  // target count, -1 unknown
	write   bool   // writes the target (Put, accumulates but MPI_NO_OP)
	atomic  bool   // accumulate family: atomic with the same family
	tsize   int64  // size of the target datatype, -1 unknown
	dtype   int64  // predefined datatype at the target (atomicity), 0 unknown
	opcode  int64  // accumulate op handle, 0 unknown
	derived string // the target datatype is not a predefined handle: the value naming it ("?" unknown)
	request alias.Loc
	hasReq  bool
}

type item struct {
	kind      itemKind
	inst      *llvmir.Inst
	ev        *model.Event
	pos       diag.Pos
	block     int
	name      string
	acc       []access
	op        int // kComm: index in ops
	sync      syncKind
	win       string // window key ("" unknown)
	local     bool   // the window handle is a local variable of the function
	rank      value  // lock/unlock/flush target
	final     bool   // fence with MPI_MODE_NOSUCCEED
	noStore   int8   // fence with MPI_MODE_NOSTORE, as noPrecede
	noPrecede int8   // fence with MPI_MODE_NOPRECEDE: 2 on every path, 1 on some (a local assigned several constants)
	reqs      alias.Loc
	count     int64
	excl      bool // MPI_Win_lock with MPI_LOCK_EXCLUSIVE

	teamSync  bool            // an OpenMP barrier (explicit or implicit), a blocking reduction, copyprivate
	calleeAcc bool            // a call to a function that accesses memory through its parameters' pointers
	regionOps bool            // a call to an OpenMP region that makes one-sided operations on its caller's windows
	via       int             // a call through a pointer chosen by rank: 1 + the block that chose the callee (0: none)
	task      bool            // kComm: an operation of a task created here, pending until taskwait or a barrier
	taskColl  bool            // creates a task that calls collectives: they happen at some time until a taskwait or barrier
	taskWait  bool            // taskwait
	taskFn    *model.Function // a task allocation: the task's entry
	coll      bool            // a blocking collective: a new phase on every process
	collAny   bool            // a call to a function that may call collectives: phases unknown after it
	sendTo    []value         // blocking sends: the destination
	recvFrom  []value         // blocking receives: the source
}

type access struct {
	loc   alias.Loc
	size  int64
	write bool
	what  string
}

type fn struct {
	a     *analysis
	f     *model.Function
	al    *alias.Func
	items [][]*item
	// anyNoStore: some fence of the function asserts MPI_MODE_NOSTORE (stores into window
	// memory are then recorded in the state).
	anyNoStore bool
	ops        []*op
	wins       []string // window keys
	winIx      map[string]int
	local      map[string]bool // windows whose handle is a local variable
	made       map[string]bool // windows created in the function
	rep        bool
	conds      map[int]alias.Cond // blocks ending with a branch on a condition tested elsewhere too
	testExits  map[int]testExit   // blocks ending with a branch on the flag of MPI_Win_test (wintest.go)
	errSucc    map[int]int        // blocks ending with a branch on an MPI error code: the successor on failure (errpath.go)

	procs      [][]pcons          // per block: rank comparisons that hold there
	rankKeys   map[string]bool    // variables MPI_Comm_rank writes (stable-key notation)
	mems       []*winMem          // memory of the windows created here
	recs       []opRec            // per operation, from the last pass
	accs       []accRec           // window memory accesses, from the last pass
	posts      []postRec          // MPI_Win_post calls
	thrC       []*model.Construct // per block: the innermost construct one thread runs (master, single, loop, sections)
	bodies     map[*model.Construct][]int
	inOrdered  []bool    // per block: inside an ordered construct
	ws         []*wsInfo // per block: a worksharing construct whose collectives it is not ordered with
	wsOf       map[*model.Construct]*wsInfo
	secs       map[int]*secCount      // counted sections constructs, by the block of their end call
	exit       uint64                 // phases at the returns (last pass)
	period     []*periodic            // per block: the loop whose iterations each make the same number of collectives (loops.go)
	cur        int                    // the block transfer is in
	stableFrom map[*alias.Object]bool // task.go: pointers read from parameter memory the function never writes
	rops       []regionOp             // operations of called regions on windows of the parameters (last pass)
	ranksDone  bool
	paccs      []paramAcc // accesses through pointers the parameters hold (the summary for callers)
}

func newFn(a *analysis, f *model.Function) *fn {
	return &fn{a: a, f: f, al: alias.New(f), winIx: map[string]int{}, local: map[string]bool{}, made: map[string]bool{}}
}

func (x *fn) analyse() {
	if !x.scan() && !x.f.Outlined() && !x.a.callsSummarised(x.f) && !x.a.taken[x.f] && !x.a.helpers[x.f] {
		return
	}
	x.conds = x.al.Correlated()
	x.testExits = x.winTestExits()
	x.errSucc = x.errorEdges()
	x.ranksReady()
	x.recs = make([]opRec, len(x.ops))
	x.threads()
	x.worksharing()
	x.countSections()
	x.periodicLoops()
	x.dataflow()
	if x.exit != 0 && x.exit&phaseUnknown == 0 && x.countable() {
		x.a.exits[x.f] = x.exit
	}
	x.cross()
	x.exportRegionOps()
	if len(x.paccs) > 256 {
		// too many: keep the accesses through pointers read from parameters (captured
		// variables), drop those through the parameters themselves
		keep := x.paccs[:0:0]
		for _, pa := range x.paccs {
			if !pa.direct {
				keep = append(keep, pa)
			}
		}
		x.paccs = keep
	}
	if len(x.paccs) > 0 && len(x.paccs) <= 256 && !x.f.IsMain() {
		x.a.paccs[x.f] = x.paccs
	}
}

// scan lists the items of every block; it reports whether the function does any one-sided
// communication or synchronisation.
func (x *fn) scan() bool {
	f := x.f
	x.items = make([][]*item, len(f.Blocks))
	rma := false
	for _, b := range f.Blocks {
		evs := map[*llvmir.Inst]*model.Event{}
		for _, e := range b.Events {
			evs[e.Inst] = e
		}
		for _, in := range b.IR.Insts {
			if b.NoReturn != nil && in == b.NoReturn {
				break
			}
			it := &item{inst: in, block: b.Index, pos: f.InstPos(in), op: -1, count: -1}
			switch in.Op {
			case "load", "store":
				if in.Op == "load" && x.handleLoad(in) {
					break // the load of a window handle is not an access to the window's memory
				}
				if loc, size, write, ok := x.al.LoadStore(in); ok {
					it.kind = kAccess
					it.acc = []access{{loc: loc, size: size, write: write, what: in.Op}}
				}
			case "ret":
				it.kind = kReturn
			case "call", "invoke":
				if e := evs[in]; e != nil {
					if x.classify(it, e) {
						rma = true
					}
					if extra := x.callItems(it, e); len(extra) > 0 {
						x.items[b.Index] = append(x.items[b.Index], extra...)
						rma = true
					}
					if it.taskFn != nil && x.a.pass.Program.Uses(it.taskFn).Has(model.UsesRMA) {
						if extra := x.taskItems(it, e, it.taskFn); len(extra) > 0 {
							x.items[b.Index] = append(x.items[b.Index], extra...)
							rma = true
						}
					}
					if e.Kind == model.IndirectCall {
						if extra := x.indirectItems(it, e); len(extra) > 0 {
							x.items[b.Index] = append(x.items[b.Index], extra...)
							rma = true
						}
					}
				} else {
					x.intrinsic(it)
				}
			}
			if it.kind != kNone || it.coll || it.teamSync || it.calleeAcc || it.regionOps || it.taskColl || it.taskWait || it.collAny || it.sendTo != nil || it.recvFrom != nil {
				x.items[b.Index] = append(x.items[b.Index], it)
			}
		}
	}
	return rma
}

func (x *fn) intrinsic(it *item) {
	in := it.inst
	name := in.CalledFunction()
	size := int64(-1)
	if len(in.Args) >= 3 && in.Args[2].Kind == llvmir.ValInt {
		size = in.Args[2].Int
	}
	switch {
	case strings.HasPrefix(name, "llvm.memcpy") || strings.HasPrefix(name, "llvm.memmove"):
		if len(in.Args) >= 3 {
			it.kind = kAccess
			it.acc = []access{
				{loc: x.al.Pointer(in.Args[1]), size: size, what: "memcpy"},
				{loc: x.al.Pointer(in.Args[0]), size: size, write: true, what: "memcpy"},
			}
		}
	case strings.HasPrefix(name, "llvm.memset"):
		if len(in.Args) >= 3 {
			it.kind = kAccess
			it.acc = []access{{loc: x.al.Pointer(in.Args[0]), size: size, write: true, what: "memset"}}
		}
	}
}

// classify fills an item for a call the model recognised; it reports whether it is RMA.
func (x *fn) classify(it *item, e *model.Event) bool {
	it.ev, it.pos = e, e.Pos
	switch e.Kind {
	case model.Call:
		if x.a.syncs[e.Callee] {
			it.kind, it.name = kSyncCall, e.Callee.Name
		}
		if e.Callee != nil && x.a.pass.Program.Reaches(e.Callee).Has(model.UsesCollective) {
			it.collAny = true
		}
		if e.Callee != nil && len(x.a.paccs[e.Callee]) > 0 {
			it.calleeAcc = true
		}
		if e.Callee != nil && len(x.a.rops[e.Callee]) > 0 {
			it.regionOps = true
		}
		return false
	case model.MPICall:
	case model.OMPCall:
		switch e.OMP.Kind {
		case model.OMPBarrier, model.OMPReduce, model.OMPCopyprivate:
			it.teamSync = true
		case model.OMPTaskwait:
			it.taskWait = true
		case model.OMPTaskAlloc:
			for i := len(e.Inst.Args) - 1; i >= 0; i-- {
				if v := e.Inst.Args[i].Base(); v != nil && v.Kind == llvmir.ValGlobal {
					if t := x.a.pass.Program.Lookup(v.Name); t != nil {
						it.taskColl = x.a.pass.Program.Reaches(t).Has(model.UsesCollective)
						it.taskFn = t
						break
					}
				}
			}
		}
		return false
	default:
		return false
	}
	mf := e.MPI
	args := e.ArgIndex()
	it.name = mf.Name
	if mf.Kind == mpi.Collective {
		it.coll = true
	}
	if mf.Kind == mpi.PointToPoint {
		n := strings.ToLower(mf.Name)
		if strings.Contains(n, "send") && args.Target >= 0 {
			it.sendTo = []value{x.intValue(e, args.Target)}
		}
		if (strings.Contains(n, "recv") || strings.Contains(n, "sendrecv")) && args.Source >= 0 {
			it.recvFrom = []value{x.intValue(e, args.Source)}
		}
	}
	switch {
	case mf.Kind == mpi.RMAComm:
		it.kind = kComm
		it.win, it.local = x.window(e, args.Win)
		o := &op{it: it, name: mf.Name, pos: e.Pos, bufs: x.al.Buffers(e), win: it.win, count: -1}
		o.target = x.intValue(e, args.Target)
		o.disp = x.intValue(e, args.TargetDisp)
		o.write = mf.Name != "MPI_Get" && mf.Name != "MPI_Rget"
		o.atomic = strings.Contains(mf.Name, "ccumulate") || mf.Name == "MPI_Fetch_and_op" || mf.Name == "MPI_Compare_and_swap"
		o.tsize = -1
		dt := args.TargetDatatype
		if dt < 0 {
			dt = args.Datatype
		}
		if dt >= 0 {
			o.tsize = alias.DatatypeSize(e.Arg(dt))
			if v := x.intValue(e, dt); !v.konst {
				o.derived = "?"
				if a := e.Arg(dt); a != nil && a.Kind == llvmir.ValLocal {
					o.derived = a.Name
					if def := x.f.Def(a.Name); def != nil && def.Op == "load" && len(def.Operands) == 1 && def.Operands[0].Kind == llvmir.ValLocal {
						o.derived = "*" + def.Operands[0].Name
					}
				}
			}
		}
		if o.atomic {
			o.dtype = x.basicType(e, dt)
			if v := x.intValue(e, args.Op); v.konst {
				o.opcode = v.c
			} else if args.Op < 0 {
				o.opcode = -1 // compare-and-swap
			}
			if o.opcode == opNoOp {
				o.write = false // MPI_Get_accumulate / MPI_Fetch_and_op with MPI_NO_OP only read
			}
		}
		if args.TargetCount >= 0 {
			if c := x.intValue(e, args.TargetCount); c.konst {
				o.count = c.c
			}
		} else {
			o.count = 1
		}
		if args.Request >= 0 && args.Request < len(e.Inst.Args) {
			o.request, o.hasReq = x.al.Pointer(e.Inst.Args[args.Request]), true
		}
		for _, b := range o.bufs {
			it.acc = append(it.acc, access{loc: b.Loc, size: b.Size, write: b.Write, what: mf.Name})
		}
		x.ops = append(x.ops, o)
		it.op = len(x.ops) - 1
		x.addWin(it.win, it.local)
		return true
	case mf.Kind == mpi.RMASync:
		it.kind = kSync
		it.win, it.local = x.window(e, args.Win)
		x.addWin(it.win, it.local)
		switch mf.Name {
		case "MPI_Win_fence":
			it.sync, it.coll = sFence, true
			if v := x.intValue(e, args.Assert); v.konst && (v.c&mpi.MPICH.ModeNoSucceed != 0) {
				it.final = true
			}
			vals := x.assertValues(e, args.Assert)
			it.noPrecede = assertHas(vals, mpi.MPICH.ModeNoPrecede)
			it.noStore = assertHas(vals, mpi.MPICH.ModeNoStore)
			x.anyNoStore = x.anyNoStore || it.noStore > 0
		case "MPI_Win_lock":
			it.sync, it.rank = sLock, x.intValue(e, args.Target)
			if v := x.intValue(e, args.LockType); v.konst && v.c == mpi.MPICH.LockExclusive {
				it.excl = true
			}
		case "MPI_Win_unlock":
			it.sync, it.rank = sUnlock, x.intValue(e, args.Target)
		case "MPI_Win_lock_all":
			it.sync = sLockAll
		case "MPI_Win_unlock_all":
			it.sync = sUnlockAll
		case "MPI_Win_start":
			it.sync = sStart
		case "MPI_Win_complete":
			it.sync = sComplete
		case "MPI_Win_post":
			it.sync = sPost
			x.posts = append(x.posts, postRec{block: it.block, win: it.win, ranks: x.groupRanks(e, args.Group)})
		case "MPI_Win_wait":
			it.sync = sWait
		case "MPI_Win_test":
			it.sync = sTest
		case "MPI_Win_flush", "MPI_Win_flush_local":
			it.sync, it.rank = sFlush, x.intValue(e, args.Target)
		case "MPI_Win_flush_all", "MPI_Win_flush_local_all":
			it.sync = sFlushAll
		default:
			it.sync = sSync
		}
		return true
	case mf.Sub == mpi.WinConstructor:
		it.kind = kCreate
		it.win, it.local = x.windowPtr(e, args.New)
		x.addWin(it.win, it.local)
		x.made[it.win] = true
		x.noteWindowMemory(it, e)
		return true
	case mf.Sub == mpi.WinDestructor:
		it.kind = kFree
		it.win, it.local = x.windowPtr(e, args.Win)
		return true
	case mf.Kind == mpi.Completion:
		it.kind = kComplete
		if args.Request >= 0 && args.Request < len(e.Inst.Args) {
			it.reqs = x.al.Pointer(e.Inst.Args[args.Request])
		}
		if args.Count >= 0 {
			if c := x.intValue(e, args.Count); c.konst {
				it.count = c.c
			}
		}
		return false
	case mf.Kind == mpi.Finalize:
		it.kind = kFinalize
		return false
	}
	for _, b := range x.al.Buffers(e) {
		it.acc = append(it.acc, access{loc: b.Loc, size: b.Size, write: b.Write, what: mf.Name})
	}
	if len(it.acc) > 0 {
		it.kind = kAccess
	}
	return false
}

func (x *fn) addWin(w string, local bool) {
	if w == "" {
		return
	}
	if _, ok := x.winIx[w]; !ok {
		x.winIx[w] = len(x.wins)
		x.wins = append(x.wins, w)
	}
	if local {
		x.local[w] = true
	}
}

// window identifies the window argument i of an MPI call: the variable its handle is loaded
// from (C), or the variable passed by reference (Fortran).
func (x *fn) window(e *model.Event, i int) (string, bool) {
	if i < 0 || i >= len(e.Inst.Args) {
		return "", false
	}
	v := e.Inst.Args[i]
	if e.Binding == mpi.Fortran {
		return x.windowPtr(e, i)
	}
	switch v.Kind {
	case llvmir.ValLocal:
		if p := x.f.ParamIndex(v.Name); p >= 0 {
			return fmt.Sprintf("param%d", p), false
		}
		if def := x.f.Def(v.Name); def != nil && def.Op == "load" && len(def.Operands) == 1 {
			l := x.al.Pointer(def.Operands[0])
			if l.Obj != nil && l.Exact {
				return l.Key(), l.Obj.Kind == alias.Local
			}
		}
	case llvmir.ValGlobal:
		return "sym:" + v.Name, false // Open MPI: the address of a window object
	}
	return "", false
}

// windowPtr identifies the window a pointer argument designates (MPI_Win_create's output,
// MPI_Win_free's argument, every window argument in Fortran).
func (x *fn) windowPtr(e *model.Event, i int) (string, bool) {
	if i < 0 || i >= len(e.Inst.Args) {
		return "", false
	}
	l := x.al.Pointer(e.Inst.Args[i])
	if l.Obj != nil && l.Exact {
		return l.Key(), l.Obj.Kind == alias.Local
	}
	return "", false
}

// intValue identifies integer argument i: a constant, or a local variable written at most
// once in the function (by a store or through its address, as MPI_Comm_rank does).
func (x *fn) intValue(e *model.Event, i int) value {
	if i < 0 || i >= len(e.Inst.Args) {
		return value{}
	}
	v := e.Arg(i)
	if v == nil {
		return value{}
	}
	if v.Kind == llvmir.ValInt {
		return value{c: v.Int, konst: true}
	}
	if v.Kind != llvmir.ValLocal {
		return value{}
	}
	var ptr *llvmir.Value
	if e.Binding == mpi.Fortran && v == e.Inst.Args[i] {
		ptr = v
	} else {
		for depth := 0; depth < 4; depth++ {
			def := x.f.Def(v.Name)
			if def == nil || len(def.Operands) == 0 {
				break
			}
			if def.Op == "sext" || def.Op == "zext" || def.Op == "trunc" {
				if def.Operands[0].Kind == llvmir.ValInt {
					return value{c: def.Operands[0].Int, konst: true}
				}
				v = def.Operands[0]
				continue
			}
			if def.Op == "load" {
				ptr = def.Operands[0]
			}
			break
		}
		if ptr == nil {
			if k, ok := x.exprKey(v, 0); ok {
				// arithmetic of stable values ((rank + 1) % size): the same wherever computed
				return value{key: "expr:" + k}
			}
			return value{key: "ssa:" + v.Name}
		}
	}
	if ptr.Kind != llvmir.ValLocal {
		return value{}
	}
	def := x.f.Def(ptr.Name)
	if def == nil || def.Op != "alloca" {
		return value{}
	}
	writes := 0
	var stored *llvmir.Value
	var writer *llvmir.Inst
	for _, u := range x.f.Uses(ptr.Name) {
		switch {
		case u.Op == "load":
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == ptr.Name:
			writes++
			stored, writer = u.Operands[0], u
		case u.Op == "call" || u.Op == "invoke":
			n := u.CalledFunction()
			if strings.HasPrefix(n, "llvm.dbg.") || strings.HasPrefix(n, "llvm.lifetime.") {
				continue
			}
			if mf, _, ok := mpi.Lookup(n); ok && (mf.Kind == mpi.RMAComm || mf.Kind == mpi.RMASync) {
				continue // Fortran: passed by reference, only read
			}
			writes++
			stored, writer = nil, u
		default:
			return value{}
		}
	}
	if writes > 1 {
		return value{}
	}
	if writer != nil && x.f.Loops().Of[writer.Block.Index] != nil {
		return value{} // written in a loop: one value per iteration
	}
	if writes == 1 && stored != nil && stored.Kind == llvmir.ValInt {
		return value{c: stored.Int, konst: true}
	}
	return value{key: "var:" + ptr.Name}
}

// --- state ---

// epoch values: closed, open (by an item), or unknown (as the caller left it).
type eKind uint8

const (
	eClosed eKind = iota
	eOpen
	eUnknown
)

type eAtom struct {
	k    eKind
	by   *item
	tags string // facts of the paths that give this value (alias.Fact)
}

type eSet []eAtom

func (s eSet) has(k eKind) bool {
	for _, a := range s {
		if a.k == k {
			return true
		}
	}
	return false
}

func (s eSet) only(k eKind) bool { return len(s) > 0 && !s.hasOther(k) }

func (s eSet) hasOther(k eKind) bool {
	for _, a := range s {
		if a.k != k {
			return true
		}
	}
	return false
}

func eUnion(s, t eSet) eSet {
	out := s
	for _, a := range t {
		dup := false
		for _, b := range out {
			if a == b {
				dup = true
				break
			}
		}
		if !dup {
			if len(out) == len(s) {
				out = append(eSet(nil), s...)
			}
			out = append(out, a)
		}
	}
	return out
}

func eEqual(s, t eSet) bool {
	if len(s) != len(t) {
		return false
	}
	for _, a := range s {
		found := false
		for _, b := range t {
			if a == b {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// winState is the epochs of one window: fence, lock_all, start, post, and one lock per
// target key ("lock:<key>"); def is the value of locks not listed.
type winState struct {
	def    eSet
	epochs map[string]eSet
}

func (w *winState) get(k string) eSet {
	if s, ok := w.epochs[k]; ok {
		return s
	}
	return w.def
}

func (w *winState) clone() *winState {
	c := &winState{def: w.def, epochs: make(map[string]eSet, len(w.epochs))}
	for k, v := range w.epochs {
		c.epochs[k] = v
	}
	return c
}

// pend is a pending one-sided operation and the facts of the paths it is pending on.
type pend struct {
	op   int
	tags string
	done bool // completed at the origin (MPI_Win_flush_local, MPI_Wait): only the target side is pending
	// thr: completed by the thread that issued it inside a one-thread construct (master,
	// single, an iteration of a loop, a section), not yet ordered with the other threads of
	// the team (no barrier since); other: it has gone round the loop of its construct.
	thr, other bool
}

type state struct {
	pending []pend // one-sided operations not yet completed, sorted by op
	wins    []*winState
	facts   string // facts that hold on every path reaching here

	phase uint64 // the phases (collectives since the entry) this point may be in
	// teamNext: the phases one thread of the team has reached by collectives inside a
	// master/single construct; the other threads reach them at the next barrier of the team.
	teamNext uint64
	fin      []int   // operations completed at their target since the last collective (some path)
	recv     []value // sources received from since the last collective (every path)
}

func (s *state) clone() *state {
	c := &state{pending: append([]pend(nil), s.pending...), wins: make([]*winState, len(s.wins)), facts: s.facts,
		phase: s.phase, teamNext: s.teamNext, fin: append([]int(nil), s.fin...), recv: append([]value(nil), s.recv...)}
	for i, w := range s.wins {
		c.wins[i] = w.clone()
	}
	return c
}

func pendLess(a, b pend) bool {
	if a.op != b.op {
		return a.op < b.op
	}
	if a.tags != b.tags {
		return a.tags < b.tags
	}
	if a.done != b.done {
		return !a.done
	}
	if a.thr != b.thr {
		return !a.thr
	}
	return !a.other && b.other
}

// addPend inserts p, keeping one entry per operation where the facts allow it.
func addPend(ps []pend, p pend) ([]pend, bool) {
	for i, q := range ps {
		if q.op != p.op || q.done != p.done || q.thr != p.thr || q.other != p.other {
			continue
		}
		if q == p {
			return ps, false
		}
		if m, ok := alias.MergeFacts(q.tags, p.tags); ok {
			if m == q.tags {
				return ps, false
			}
			out := append(append([]pend(nil), ps[:i]...), ps[i+1:]...)
			r, _ := addPend(out, pend{op: p.op, tags: m, done: p.done, thr: p.thr, other: p.other})
			return r, true
		}
	}
	i := sort.Search(len(ps), func(i int) bool { return !pendLess(ps[i], p) })
	out := append(append(append([]pend(nil), ps[:i]...), p), ps[i:]...)
	return out, true
}

// simplifyE merges the epoch values that differ only by facts (see alias.MergeFacts).
func simplifyE(s eSet) eSet {
	for changed := true; changed; {
		changed = false
	outer:
		for i := range s {
			for j := range s {
				if i == j || s[i].k != s[j].k || s[i].by != s[j].by {
					continue
				}
				if m, ok := alias.MergeFacts(s[i].tags, s[j].tags); ok {
					merged := eAtom{k: s[i].k, by: s[i].by, tags: m}
					var out eSet
					for k, a := range s {
						if k != i && k != j {
							out = append(out, a)
						}
					}
					s = append(out, merged)
					changed = true
					break outer
				}
			}
		}
	}
	return s
}

// join merges src into dst, reporting a change.
func join(dst, src *state) bool {
	changed := false
	for _, p := range src.pending {
		var ch bool
		dst.pending, ch = addPend(dst.pending, p)
		changed = changed || ch
	}
	for i, w := range src.wins {
		d := dst.wins[i]
		keys := map[string]bool{}
		for k := range w.epochs {
			keys[k] = true
		}
		for k := range d.epochs {
			keys[k] = true
		}
		for k := range keys {
			old := d.get(k)
			u := simplifyE(eUnion(old, w.get(k)))
			if !eEqual(u, old) {
				changed = true
			}
			d.epochs[k] = u
		}
		if u := simplifyE(eUnion(d.def, w.def)); !eEqual(u, d.def) {
			d.def = u
			changed = true
		}
	}
	if f := alias.IntersectFacts(dst.facts, src.facts); f != dst.facts {
		dst.facts = f
		changed = true
	}
	if m := dst.phase | src.phase; m != dst.phase {
		dst.phase, changed = m, true
	}
	if m := dst.teamNext | src.teamNext; m != dst.teamNext {
		dst.teamNext, changed = m, true
	}
	for _, o := range src.fin {
		if !hasInt(dst.fin, o) {
			dst.fin, changed = append(dst.fin, o), true
		}
	}
	if r := intersectValues(dst.recv, src.recv); len(r) != len(dst.recv) {
		dst.recv, changed = r, true
	}
	return changed
}

// withFact is the state on an edge where fact f holds: the values of the paths that took the
// other way are dropped, the others record f.
func (s *state) withFact(f string) *state {
	neg := alias.Opposite(f)
	c := &state{facts: alias.AddFact(s.facts, f), wins: make([]*winState, len(s.wins)),
		phase: s.phase, teamNext: s.teamNext, fin: append([]int(nil), s.fin...), recv: append([]value(nil), s.recv...)}
	for _, p := range s.pending {
		if !alias.HasFact(p.tags, neg) {
			c.pending = append(c.pending, pend{op: p.op, tags: alias.AddFact(p.tags, f), done: p.done, thr: p.thr, other: p.other})
		}
	}
	sort.Slice(c.pending, func(i, j int) bool { return pendLess(c.pending[i], c.pending[j]) })
	tag := func(v eSet) eSet {
		var out eSet
		for _, a := range v {
			if !alias.HasFact(a.tags, neg) {
				a.tags = alias.AddFact(a.tags, f)
				out = append(out, a)
			}
		}
		return out
	}
	for i, w := range s.wins {
		nw := &winState{def: tag(w.def), epochs: make(map[string]eSet, len(w.epochs))}
		for k, v := range w.epochs {
			nw.epochs[k] = tag(v)
		}
		c.wins[i] = nw
	}
	return c
}

func (x *fn) initial() *state {
	s := &state{wins: make([]*winState, len(x.wins)), phase: 1}
	for i, w := range x.wins {
		v := eSet{{k: eUnknown}}
		if x.made[w] {
			// A window the function creates: before the constructor there is nothing to
			// talk about; the constructor closes everything.
			v = eSet{{k: eClosed}}
		}
		s.wins[i] = &winState{def: v, epochs: map[string]eSet{}}
	}
	return s
}

// --- dataflow ---

func (x *fn) dataflow() {
	g := x.f.CFG
	n := g.N()
	in := make([]*state, n)
	in[0] = x.initial()
	order := graph.ReversePostOrder(g, 0)
	dirty := make([]bool, n)
	dirty[0] = true
	once := x.onceLoops()    // onceloops.go
	back := map[int]*state{} // of a once header: the join of its back edges' states
	loops := x.f.Loops()
	for round := 0; round < 256; round++ {
		changed := false
		for _, b := range order {
			if !dirty[b] || in[b] == nil {
				continue
			}
			dirty[b] = false
			out := x.transfer(b, in[b].clone())
			var outBack *state
			if once[b] && back[b] != nil {
				outBack = x.transfer(b, back[b].clone())
			}
			for _, s := range g.Succ[b] {
				if x.errorEdge(b, s) {
					continue // an error path (errpath.go)
				}
				from := out
				if once[b] && !loops.InLoop(s, loops.Of[b]) {
					// the exit of a loop that surely runs once: only after an iteration
					if outBack == nil {
						continue
					}
					from = outBack
				}
				e := x.onEdge(b, s, from)
				if once[s] && x.f.Dom().Dominates(s, b) {
					if back[s] == nil {
						back[s] = e.clone()
						dirty[s], changed = true, true
					} else if join(back[s], e) {
						dirty[s], changed = true, true
					}
				}
				if in[s] == nil {
					in[s] = e.clone()
					dirty[s], changed = true, true
				} else if join(in[s], e) {
					dirty[s], changed = true, true
				}
			}
		}
		if !changed {
			break
		}
	}
	x.periodStart(in)
	x.rep = true
	for _, b := range order {
		if in[b] != nil {
			x.transfer(b, in[b].clone())
		}
	}
}

// onEdge is the state on the CFG edge b -> s: the outcome of a branch on a condition tested
// more than once is a fact there.
func (x *fn) onEdge(b, s int, st *state) *state {
	st = x.throughBackEdge(b, s, st)
	st = x.periodEdge(b, s, st)
	st = x.afterTest(b, s, st)
	c, ok := x.conds[b]
	switch {
	case !ok:
		return st
	case s == c.True:
		return st.withFact(alias.Fact(c.ID, true))
	case s == c.False:
		return st.withFact(alias.Fact(c.ID, false))
	}
	return st
}

func (x *fn) transfer(b int, st *state) *state {
	x.cur = b
	x.wsEnter(b, st)
	x.sectionsBoundary(b, st)
	for _, it := range x.items[b] {
		if len(it.acc) > 0 {
			x.checkLocal(it, st)
			x.checkWindowAccess(it, st)
			x.noteWindowStore(it, st)
		}
		for _, s := range it.recvFrom {
			st.recv = addValue(st.recv, s)
		}
		if len(it.sendTo) > 0 && x.rep {
			for _, o := range st.fin {
				for _, d := range it.sendTo {
					x.recs[o].released = addValue(x.recs[o].released, d)
				}
			}
		}
		if it.teamSync && st.teamNext != 0 {
			st.phase, st.teamNext = st.teamNext, 0
		}
		if it.taskColl {
			st.phase |= nextPhase(st.phase)
		}
		if it.teamSync || it.taskWait {
			// After a barrier of the team (or waiting for the tasks), this process has made
			// every collective its threads and tasks made before it.
			st.phase = latestPhase(st.phase)
		}
		if it.teamSync {
			out := st.pending[:0:0]
			for _, p := range st.pending {
				if !p.thr {
					out = append(out, p)
				}
			}
			st.pending = out
		}
		if it.calleeAcc && x.rep {
			x.applyCallAccesses(it, st)
		}
		if it.regionOps {
			x.importRegionOps(it, st)
		}
		if it.collAny {
			if ex, ok := x.callExit(it); ok {
				x.shiftPhase(st, ex)
			} else {
				st.phase, st.fin, st.recv = phaseUnknown, nil, nil
			}
		}
		if it.coll && !(it.kind == kSync && it.sync == sFence) {
			if c := x.oneThread(it.block); c != nil && (c.Kind == model.ConstructFor || c.Kind == model.ConstructSections) {
				// In a worksharing loop (or sections): how many iterations make the collective
				// is not known here; the phases after it are not counted.
				st.phase, st.teamNext = phaseUnknown, 0
			} else {
				if c != nil {
					st.teamNext |= nextPhase(st.phase)
				}
				x.nextPhase(st)
			}
		}
		if it.taskWait {
			out := st.pending[:0:0]
			for _, p := range st.pending {
				if !x.ops[p.op].it.task {
					out = append(out, p)
				}
			}
			st.pending = out
		}
		switch it.kind {
		case kComm:
			if it.task {
				st.pending, _ = addPend(st.pending, pend{op: it.op, tags: st.facts, done: true, thr: true, other: true})
				break
			}
			x.checkTarget(it, st)
			x.checkEpoch(it, st)
			if x.rep {
				r := &x.recs[it.op]
				r.seen = true
				r.live |= x.wsPhase(it.block, st.phase)
				r.acquired = st.recv
				r.locked, r.excl = x.lockedAt(st, x.ops[it.op])
				if w, ok := x.winIx[it.win]; ok && st.wins[w].get("start").only(eOpen) {
					r.pscw = true
				}
				if w, ok := x.winIx[it.win]; ok && st.wins[w].get("start").only(eOpen) {
					r.pscw = true
				}
			}
			st.pending, _ = addPend(st.pending, pend{op: it.op, tags: st.facts})
		case kSync:
			x.sync(it, st)
		case kCreate:
			if w, ok := x.winIx[it.win]; ok {
				st.wins[w] = &winState{def: eSet{{k: eClosed, tags: st.facts}}, epochs: map[string]eSet{}}
			}
		case kFree:
			if w, ok := x.winIx[it.win]; ok {
				x.checkOpen(it, st, w, "at MPI_Win_free", "MPI_Win_free is called here")
				st.wins[w] = &winState{def: eSet{{k: eClosed, tags: st.facts}}, epochs: map[string]eSet{}}
				x.clear(st, it.win, nil)
			}
		case kComplete:
			x.complete(it, st)
		case kSyncCall:
			st.pending = nil
			for w := range st.wins {
				st.wins[w] = &winState{def: eSet{{k: eUnknown, tags: st.facts}}, epochs: map[string]eSet{}}
			}
		case kReturn:
			if x.rep {
				if st.teamNext != 0 {
					x.exit |= st.teamNext
				} else {
					x.exit |= st.phase
				}
			}
			for w, key := range x.wins {
				if x.local[key] {
					x.checkOpen(it, st, w, "when the function returns", "the function returns here")
				}
			}
		case kFinalize:
			for w := range x.wins {
				x.checkOpen(it, st, w, "at MPI_Finalize", "MPI_Finalize is called here")
			}
		}
	}
	return st
}

// clear removes the pending operations on window w (all windows when w is unknown) whose
// target may be rank (all targets when rank is nil). As for clearLocal, a target written as a
// constant and one known by its key are apart: MPI_Win_flush(size - 1) does not surely
// complete an operation to target 0 (cb4; before, only flush_local was read so).
func (x *fn) clear(st *state, w string, rank *value) {
	out := st.pending[:0:0]
	var keep []pend
	for _, p := range st.pending {
		o := x.ops[p.op]
		if p.thr {
			out = append(out, p) // completed already; waits for a barrier of the team
			continue
		}
		if (w == "" || o.win == "" || o.win == w) && (rank == nil || rank.mayEqual(o.target) && !rank.apartFromConst(o.target)) {
			if !hasInt(st.fin, p.op) {
				st.fin = append(st.fin, p.op)
			}
			if !p.thr && x.thrC != nil && x.thrC[o.it.block] != nil {
				p.done, p.thr = true, true
				keep = append(keep, p)
			}
			continue
		}
		out = append(out, p)
	}
	for _, p := range keep {
		out, _ = addPend(out, p)
	}
	st.pending = out
}

// clearLocal marks the operations a flush_local completes: done at the origin (their buffers
// are free), still in progress at the target.
func (x *fn) clearLocal(st *state, w string, rank *value) {
	var out []pend
	for _, p := range st.pending {
		o := x.ops[p.op]
		if (w == "" || o.win == "" || o.win == w) && (rank == nil || rank.mayEqual(o.target) && !rank.apartFromConst(o.target)) {
			p.done = true
		}
		out, _ = addPend(out, p)
	}
	st.pending = out
}

// nextPhase moves past a collective: the operations still in progress stay live into the
// next phase; messages received and completions before it are ordered by it.
func (x *fn) nextPhase(st *state) {
	st.phase = nextPhase(st.phase)
	if x.rep {
		for _, p := range st.pending {
			if !p.thr {
				x.recs[p.op].live |= x.periodWrap(x.cur, st.phase)
			}
		}
	}
	st.fin, st.recv = nil, nil
}

func hasInt(a []int, v int) bool {
	for _, w := range a {
		if w == v {
			return true
		}
	}
	return false
}

func (x *fn) sync(it *item, st *state) {
	w, known := x.winIx[it.win]
	set := func(k string, v eSet) {
		if known {
			st.wins[w].epochs[k] = v
		}
	}
	open := eSet{{k: eOpen, by: it, tags: st.facts}}
	closed := eSet{{k: eClosed, tags: st.facts}}
	if it.sync == sFence && it.noStore > 0 {
		x.checkNoStore(it, st)
	}
	if known {
		delete(st.wins[w].epochs, storedKey) // a synchronisation: no local store since
	}
	switch it.sync {
	case sFence:
		if it.noPrecede > 0 {
			x.checkNoPrecede(it, st)
		}
		x.clear(st, it.win, nil)
		x.nextPhase(st)
		if it.final {
			set("fence", closed)
		} else {
			set("fence", open)
		}
	case sLock:
		set("lock:"+it.rank.lockKey(), open)
	case sUnlock:
		x.clear(st, it.win, &it.rank)
		if known {
			k := "lock:" + it.rank.lockKey()
			for key := range st.wins[w].epochs {
				if strings.HasPrefix(key, "lock:") && (key == k || it.rank.key == "" && !it.rank.konst) {
					st.wins[w].epochs[key] = closed
				}
			}
			st.wins[w].epochs[k] = closed
		}
	case sLockAll:
		set("lockall", open)
	case sUnlockAll:
		x.clear(st, it.win, nil)
		set("lockall", closed)
	case sStart:
		set("start", open)
	case sComplete:
		x.clear(st, it.win, nil)
		set("start", closed)
	case sPost:
		set("post", open)
	case sWait:
		set("post", closed)
	case sTest:
		if known {
			set("post", eUnion(st.wins[w].get("post"), closed))
		}
	case sFlush:
		if it.name == "MPI_Win_flush_local" {
			x.clearLocal(st, it.win, &it.rank)
		} else {
			x.clear(st, it.win, &it.rank)
		}
	case sFlushAll:
		if it.name == "MPI_Win_flush_local_all" {
			x.clearLocal(st, it.win, nil)
		} else {
			x.clear(st, it.win, nil)
		}
	}
}

// lockKey names the lock of a target in the epoch map.
func (v value) lockKey() string {
	switch {
	case v.konst:
		return fmt.Sprint(v.c)
	case v.key != "":
		return v.key
	}
	return "?"
}

// complete removes the request-based operations whose request a completion call completes.
func (x *fn) complete(it *item, st *state) {
	out := st.pending[:0:0]
	for _, p := range st.pending {
		o := x.ops[p.op]
		if o.hasReq && (it.reqs.Obj == nil || alias.Relate(it.reqs, requestExtent(it), o.request, 4) != alias.NoAlias) {
			if o.write {
				// MPI_Rput, MPI_Raccumulate: MPI_Wait completes them at the origin only.
				p.done = true
				out, _ = addPend(out, p)
			}
			continue
		}
		out, _ = addPend(out, p)
	}
	st.pending = out
}

func requestExtent(it *item) int64 {
	if it.ev != nil && it.ev.MPI.Completion == mpi.Multi {
		if it.count > 0 {
			return it.count * 4
		}
		return -1
	}
	return 4
}

// --- checks ---

// flangDescriptor reports whether obj is a local variable holding a flang array descriptor
// ({ base_addr, elem_len, version, rank, type, attribute, extra, dims... }): storage of the
// compiler, which the program's own pointers never reach (the data it describes is elsewhere).
func flangDescriptor(obj *alias.Object) bool {
	return obj != nil && obj.Kind == alias.Local && strings.HasPrefix(obj.Type, "{ ptr, i64, i32, i8, i8, i8, i8")
}

// checkLocal applies Table I between the accesses of an item and the origin buffers of the
// pending one-sided operations. Each access gives at most one finding: against an operation
// it surely overlaps if there is one, else against the first it may overlap.
func (x *fn) checkLocal(it *item, st *state) {
	if !x.rep {
		return
	}
	for _, acc := range it.acc {
		best, bestRel := -1, alias.NoAlias
		var bestBuf alias.Buffer
		bestThr := false
		for _, pp := range st.pending {
			p := pp.op
			o := x.ops[p]
			if pp.thr && x.otherThread(pp, it.block) {
				// completed by its thread, not ordered with this one: falls through
			} else if pp.done || x.exclusiveItems(o.it, it, false) {
				continue // the origin buffers are free; or the two never run on one process
			}
			for _, b := range o.bufs {
				if !acc.write && !b.Write {
					continue // two reads: compatible
				}
				if flangDescriptor(acc.loc.Obj) && b.Loc.Obj != acc.loc.Obj {
					continue // a descriptor flang copies around a call (copy-in/copy-out): never user data
				}
				rel := x.al.RelateAt(b.Loc, b.Size, o.it.inst, acc.loc, acc.size, it.inst)
				if rel == alias.MayAlias && o.it.task {
					rel = x.stableDerefRelate(b.Loc, b.Size, acc.loc, acc.size, rel)
				}
				if rel == alias.NoAlias || p == it.op && rel != alias.MustAlias {
					continue
				}
				if pp.thr && (rel != alias.MustAlias && (b.Loc.Obj == nil || b.Loc.Obj != acc.loc.Obj) ||
					acc.loc.Obj != nil && acc.loc.Obj.Kind == alias.Local) {
					continue // another thread: only the same shared object is evidence (locals are private to each thread)
				}
				if pp.thr && pp.other && b.Loc.Index != "" && b.Loc.Index == acc.loc.Index {
					continue // buf[i] in another iteration of the loop: another element
				}
				if rel > bestRel {
					best, bestRel, bestBuf, bestThr = p, rel, b, pp.thr
				}
			}
			if bestRel == alias.MustAlias {
				break
			}
		}
		if best < 0 {
			continue
		}
		o := x.ops[best]
		who := acc.what
		if who == "load" || who == "store" {
			who = "this " + who
		}
		at := place(o.pos, it.pos)
		errMsg := fmt.Sprintf("%s conflicts with %s %s on the same local buffer inside one epoch", who, o.name, at)
		warnMsg := fmt.Sprintf("%s may conflict with %s %s on a possibly overlapping local buffer inside one epoch", who, o.name, at)
		note := fmt.Sprintf("%s %s its %s here; it may still be in progress until the epoch ends or a flush completes it", o.name, map[bool]string{true: "writes", false: "reads"}[bestBuf.Write], bestBuf.Role)
		if bestThr {
			errMsg = fmt.Sprintf("%s conflicts with %s %s, made by another thread of the team with no barrier since, on the same buffer", who, o.name, at)
			warnMsg = fmt.Sprintf("%s may conflict with %s %s, made by another thread of the team with no barrier since, on a possibly overlapping buffer", who, o.name, at)
			note = fmt.Sprintf("%s %s its %s here, in a construct one thread runs; the thread completes it, but the other threads are not ordered with it until a barrier", o.name, map[bool]string{true: "writes", false: "reads"}[bestBuf.Write], bestBuf.Role)
			if o.it.task {
				errMsg = fmt.Sprintf("%s conflicts with %s %s, made by a task with no taskwait or barrier since, on the same buffer", who, o.name, at)
				warnMsg = fmt.Sprintf("%s may conflict with %s %s, made by a task with no taskwait or barrier since, on a possibly overlapping buffer", who, o.name, at)
				note = fmt.Sprintf("%s %s its %s here; the task may run, on another thread, at any time until a taskwait or a barrier", o.name, map[bool]string{true: "writes", false: "reads"}[bestBuf.Write], bestBuf.Role)
			}
		}
		x.a.report(LocalRaceID, acc.what, it.pos, bestRel == alias.MustAlias, errMsg, warnMsg,
			[]diag.Note{{Pos: o.pos, Message: note}})
	}
}

// checkTarget is Algorithm 4: a one-sided operation against the pending ones on the same
// window, target and location.
func (x *fn) checkTarget(it *item, st *state) {
	if !x.rep {
		return
	}
	o := x.ops[it.op]
	for _, pp := range st.pending {
		p := pp.op
		q := x.ops[p]
		if pp.thr || !o.write && !q.write || x.atomicPair(o, q) {
			continue
		}
		if o.atomic && q.atomic && o.dtype != 0 && o.dtype == q.dtype {
			// Accumulates from one origin to one target location are done in program
			// order (accumulate_ordering, default rar,raw,war,waw: MPI-4.0 §12.7.2), "on a
			// per-datatype granularity": with two different basic datatypes they are
			// neither ordered nor atomic (RMARaceBench atomic/002, 007).
			continue
		}
		if x.exclusiveItems(o.it, q.it, true) {
			continue // different processes: compared by cross, with their synchronisations
		}
		if o.win == "" || o.win != q.win || !o.target.mustEqual(q.target) {
			continue
		}
		if p == it.op && !o.disp.konst {
			continue // the same call in a loop: a variable displacement may move on
		}
		if !x.sameTarget(o, q) {
			continue
		}
		x.reportTargetOps(o, q, p, "")
	}
}

// reportTargetOps reports operation o conflicting with q (index p) on the same target location.
func (x *fn) reportTargetOps(o, q *op, p int, by string) {
	{
		at := place(q.pos, o.pos)
		rank := "same rank"
		if o.target.konst {
			rank = fmt.Sprintf("rank %d", o.target.c)
		}
		disp := "same displacement"
		if o.disp.konst && q.disp.konst && o.disp.c == q.disp.c {
			disp = fmt.Sprintf("displacement %d", o.disp.c)
		} else if o.disp.konst && q.disp.konst {
			disp = "overlapping displacements"
		}
		msg := fmt.Sprintf("%s conflicts with %s %s%s on the same target location (%s, %s) inside one epoch",
			o.name, q.name, by, at, rank, disp)
		if o.atomic && q.atomic {
			msg += ": accumulates are atomic with each other only for the same predefined datatype, a compatible op and aligned displacements"
		}
		x.a.report(TargetRaceID, fmt.Sprint(p), o.pos, true, msg, msg,
			[]diag.Note{{Pos: q.pos, Message: fmt.Sprintf("%s accesses the same target location here, in the same epoch", q.name)}})
	}
}

// sameLocation reports whether two operations on the same target surely touch a common
// location of its window: equal displacements, or constant displacements whose ranges
// (counted in target elements, assuming the window's displacement unit is the element size)
// overlap.
func sameLocation(o, q *op) bool {
	if o.disp.konst && q.disp.konst {
		lo, hi := o, q
		if q.disp.c < o.disp.c {
			lo, hi = q, o
		}
		if lo.disp.c == hi.disp.c {
			return true
		}
		return lo.count > 0 && lo.disp.c+lo.count > hi.disp.c
	}
	return o.disp.mustEqual(q.disp)
}

// checkEpoch reports a one-sided operation issued where no epoch is open on its window.
func (x *fn) checkEpoch(it *item, st *state) {
	if !x.rep {
		return
	}
	w, ok := x.winIx[it.win]
	if !ok {
		return
	}
	o := x.ops[it.op]
	ws := st.wins[w]
	kinds := []eSet{ws.get("fence"), ws.get("lockall"), ws.get("start")}
	lockSeen := false
	for k, v := range ws.epochs {
		if !strings.HasPrefix(k, "lock:") {
			continue
		}
		lockSeen = true
		key := strings.TrimPrefix(k, "lock:")
		if key == "?" || !o.target.konst || lockKeyMayEqual(key, o.target) {
			kinds = append(kinds, v)
		}
	}
	if !lockSeen {
		kinds = append(kinds, ws.def)
	}
	open, maybe := false, false
	for _, s := range kinds {
		if s.has(eUnknown) {
			return
		}
		if s.only(eOpen) {
			open = true
		}
		if s.has(eOpen) {
			maybe = true
		}
	}
	if open {
		return
	}
	x.a.report(OutsideID, "outside", it.pos, !maybe,
		fmt.Sprintf("%s outside any epoch on its window: no MPI_Win_fence, MPI_Win_lock, MPI_Win_lock_all or MPI_Win_start is active here", o.name),
		fmt.Sprintf("%s may be outside any epoch on its window: on some path no MPI_Win_fence, MPI_Win_lock, MPI_Win_lock_all or MPI_Win_start is active here", o.name),
		nil)
}

// checkNoPrecede reports the operations of the process still pending on the window of a fence
// that asserts MPI_MODE_NOPRECEDE. Only the fence's own window counts, known by its handle;
// an operation pending on some paths only makes a warning.
func (x *fn) checkNoPrecede(it *item, st *state) {
	if !x.rep || it.win == "" {
		return
	}
	for _, p := range st.pending {
		o := x.ops[p.op]
		if p.thr || o.win != it.win {
			continue
		}
		may := fmt.Sprintf("MPI_Win_fence asserts MPI_MODE_NOPRECEDE, but %s of this process may be pending on the window: on some path the fence completes it", o.name)
		if it.noPrecede < 2 {
			may = fmt.Sprintf("MPI_Win_fence's assertion is MPI_MODE_NOPRECEDE on the paths that assign it, but %s of this process may be pending on the window there: the fence may complete it", o.name)
		}
		x.a.report(AssertID, "noprecede", it.pos, it.noPrecede == 2 && x.pendingEverywhere(it, p),
			fmt.Sprintf("MPI_Win_fence asserts MPI_MODE_NOPRECEDE, but %s of this process is pending on the window: the fence completes it", o.name),
			may,
			[]diag.Note{{Pos: o.it.pos, Message: fmt.Sprintf("%s is issued here", o.name)}})
		return
	}
}

// storedKey is the pseudo-epoch of a window whose memory this process stored into since its
// last synchronisation of the window (open: the store, on some path), for MPI_MODE_NOSTORE.
const storedKey = "stored"

// noteWindowStore records a store of item it into the memory of a window of the function.
func (x *fn) noteWindowStore(it *item, st *state) {
	if !x.anyNoStore {
		return // no fence of the function asserts MPI_MODE_NOSTORE: nothing to record
	}
	for _, acc := range it.acc {
		if !acc.write {
			continue
		}
		m, _ := x.windowAt(acc.loc, it)
		if m == nil {
			continue
		}
		if w, ok := x.winIx[m.win]; ok {
			st.wins[w].epochs[storedKey] = eSet{{k: eOpen, by: it, tags: st.facts}}
		}
	}
}

// NoStoreNote is the note of an MPI_MODE_NOSTORE finding at the store that falsifies the
// assertion: the instrumentation puts a runtime check before that store.
const NoStoreNote = "the window's memory is written here"

// checkNoStore reports a store into the window's memory since its last synchronisation when
// fence it asserts MPI_MODE_NOSTORE ("the local window was not updated by stores since the
// last synchronisation", MPI-4.0 §12.5.5).
func (x *fn) checkNoStore(it *item, st *state) {
	w, ok := x.winIx[it.win]
	if !x.rep || !ok || it.win == "" {
		return
	}
	v, ok := st.wins[w].epochs[storedKey]
	if !ok || !v.has(eOpen) || v.has(eUnknown) {
		return
	}
	var by *item
	for _, a := range v {
		if a.k == eOpen && a.by != nil {
			by = a.by
			break
		}
	}
	if by == nil {
		return
	}
	what := by.name
	if what == "" {
		what = "a store"
	}
	may := fmt.Sprintf("MPI_Win_fence asserts MPI_MODE_NOSTORE, but %s may have written the window's memory since its last synchronisation (on some path)", what)
	if it.noStore < 2 {
		may = fmt.Sprintf("MPI_Win_fence's assertion is MPI_MODE_NOSTORE on the paths that assign it, but %s may have written the window's memory since its last synchronisation", what)
	}
	x.a.report(AssertID, "nostore", it.pos, it.noStore == 2 && v.only(eOpen),
		fmt.Sprintf("MPI_Win_fence asserts MPI_MODE_NOSTORE, but %s wrote the window's memory since its last synchronisation", what),
		may, []diag.Note{{Pos: by.pos, Message: NoStoreNote}})
}

// assertValues lists the values argument i of fence e may hold: a constant, or the constants
// stored into the local variable it is loaded from (their order is not followed: `int a =
// NOPRECEDE; a = 0;` counts the first; fence assertions are set next to the fence); nil when
// unknown.
func (x *fn) assertValues(e *model.Event, i int) []int64 {
	if v := x.intValue(e, i); v.konst {
		return []int64{v.c}
	}
	if e.Binding != mpi.C || i < 0 || i >= len(e.Inst.Args) {
		return nil
	}
	v := e.Inst.Args[i]
	if v.Kind != llvmir.ValLocal {
		return nil
	}
	ld := x.f.Def(v.Name)
	if ld == nil || ld.Op != "load" || len(ld.Operands) != 1 || ld.Operands[0].Kind != llvmir.ValLocal {
		return nil
	}
	slot := ld.Operands[0].Name
	if a := x.f.Def(slot); a == nil || a.Op != "alloca" {
		return nil
	}
	var vals []int64
	for _, u := range x.f.Uses(slot) {
		switch {
		case u.Op == "load":
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == slot:
			if u.Operands[0].Kind != llvmir.ValInt {
				return nil
			}
			vals = append(vals, u.Operands[0].Int)
		case u.Op == "call" && (strings.HasPrefix(u.CalledFunction(), "llvm.dbg.") || strings.HasPrefix(u.CalledFunction(), "llvm.lifetime.")):
		default:
			return nil // the address escapes, or is written otherwise
		}
	}
	return vals
}

// assertHas says whether an assertion that may hold vals has bit: 2 when every value does, 1
// when some do, 0 when none (or none is known).
func assertHas(vals []int64, bit int64) int8 {
	with := 0
	for _, v := range vals {
		if v&bit != 0 {
			with++
		}
	}
	switch {
	case with == 0:
		return 0
	case with == len(vals):
		return 2
	}
	return 1
}

// pendingEverywhere reports whether operation p, pending at fence it, is pending on every path
// there: issued earlier in the fence's own block (straight-line code between the two, and the
// state says nothing completed it). Elsewhere the pending set joins paths.
func (x *fn) pendingEverywhere(it *item, p pend) bool {
	o := x.ops[p.op]
	if o.it.block != it.block {
		return false
	}
	for _, other := range x.items[it.block] {
		if other == o.it {
			return true
		}
		if other == it {
			return false
		}
	}
	return false
}

func lockKeyMayEqual(key string, t value) bool {
	var c int64
	if _, err := fmt.Sscan(key, &c); err == nil {
		return c == t.c
	}
	return true
}

// checkOpen reports the epochs of window w still open at it.
func (x *fn) checkOpen(it *item, st *state, w int, where, note string) {
	if !x.rep {
		return
	}
	ws := st.wins[w]
	var keys []string
	for k := range ws.epochs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if k == "fence" || k == storedKey {
			continue
		}
		v := ws.epochs[k]
		if v.has(eUnknown) {
			continue
		}
		for _, a := range v {
			if a.k != eOpen {
				continue
			}
			closer := map[string]string{"lockall": "MPI_Win_unlock_all", "start": "MPI_Win_complete", "post": "MPI_Win_wait"}[k]
			if closer == "" {
				closer = "MPI_Win_unlock"
			}
			x.a.report(OpenEpochID, "open|"+k, a.by.pos, v.only(eOpen),
				fmt.Sprintf("%s opens an epoch that is still open %s (no %s)", a.by.name, where, closer),
				fmt.Sprintf("%s opens an epoch that may still be open %s: some path skips %s", a.by.name, where, closer),
				[]diag.Note{{Pos: it.pos, Message: note}})
		}
	}
}

// place phrases where pos is, relative to a finding at at.
func place(pos, at diag.Pos) string {
	switch {
	case !pos.Known():
		if pos.Func != "" {
			return "in function " + pos.Func
		}
		return "in this function"
	case pos.File == at.File:
		return fmt.Sprintf("at line %d", pos.Line)
	}
	return fmt.Sprintf("at %s:%d", pos.File, pos.Line)
}
