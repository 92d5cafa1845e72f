package nonblocking

import (
	"cmp"
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

// itemKind is what one instruction does for this analysis.
type itemKind uint8

const (
	kNone     itemKind = iota // nothing to do
	kIssue                    // a nonblocking operation returns a new active request
	kInit                     // a persistent *_init returns an inactive request
	kStart                    // MPI_Start
	kStartAll                 // MPI_Startall over an array
	kWait                     // MPI_Wait, MPI_Test: completes its request
	kFree                     // MPI_Request_free
	kWaitAll                  // MPI_Waitall, MPI_Testall
	kWaitAny                  // MPI_Waitany, MPI_Testany
	kWaitSome                 // MPI_Waitsome, MPI_Testsome
	kCall                     // a call to a function with a summary touching requests
	kEscape                   // a request variable's address given to code not followed
	kStore                    // a plain store into a request variable
	kFinalize                 // MPI_Finalize
	kAccess                   // memory accesses only (load, store, memcpy, MPI buffers)
	kReturn                   // the function returns
)

// reqOp is an operation that creates a request: its name and place, the buffers it uses
// while pending, and for an operation of a callee the call it is reached through.
type reqOp struct {
	name   string
	inst   *llvmir.Inst // the call that starts it (for a callee's operation, the call to the callee)
	pos    diag.Pos
	bufs   []alias.Buffer
	via    []diag.Note
	callee bool
	// rmaWin and rmaTarget are the window and target rank of a request-based RMA operation
	// (MPI_Rput, MPI_Rget, ...), whose buffers a passive-target synchronisation frees
	// (rmarelease.go); nil for other operations.
	rmaWin, rmaTarget *llvmir.Value
}

// access is a read or write of memory by an instruction.
type access struct {
	loc   alias.Loc
	size  int64
	ext   alias.Extent // a size affine in one variable (halo slices), when size is -1
	area  alias.Area   // the same as the IR gives it, for alias.AreasDisjoint
	write bool
	what  string // "load", "store", "MPI_Send", ...
	// call: the access a called function makes through an argument (alias.ParamUses,
	// FieldUses), size and offset within the object unknown: evidence of a conflict only
	// when the argument is where the pending buffer starts (MustAlias, or the same pointer
	// read from one place: sameStart).
	call bool
}

// item is one instruction that matters, in block order.
type item struct {
	kind   itemKind
	inst   *llvmir.Inst
	ev     *model.Event
	pos    diag.Pos
	block  int
	inLoop bool

	name  string    // MPI function or callee
	loc   alias.Loc // the request (or request array) it names
	count int64     // array operations: number of requests, -1 unknown
	op    int       // kIssue, kInit, kStart: index in the operation table
	slots []int     // the request variables it acts on
	null  bool      // kStore: MPI_REQUEST_NULL is stored
	acc   []access  // memory it reads or writes (checked before its effect)
	call  *callSite // kCall
	// calleeAcc: a call of a function of the program whose accesses through its arguments
	// (calleeAccesses) are computed when the reporting pass first finds an operation
	// pending there (most calls have none: the summaries behind them cost memory and time).
	calleeAcc bool
	// test: a completion call that may return before completing (MPI_Test...); synthetic:
	// its copy on the exit edges of the loop around it, where it has completed (the loop
	// polls until it does).
	test, synthetic bool
}

// callSite maps a callee's summary onto the caller's request variables.
type callSite struct {
	sum     *Summary
	targets []int       // per summary slot, the caller slot it lands on (-1: none)
	ops     map[int]int // callee op index -> caller op index
	pools   map[int]IOp // caller pool slot -> its effect on the pending count
	notes   []diag.Note
	escaped map[int]bool // caller slots given to the callee that its summary does not mention
}

// slot is a request variable: one MPI_Request (an alloca, a constant element of an array, a
// field), or, for an array indexed by variables ("pooled"), the whole array.
type slot struct {
	key    string
	obj    *alias.Object // nil for the pool of requests whose address is unknown
	off    int64
	pooled bool
	init   set
	// interval analysis of a pool: per block, the operations on it.
	iops [][]IOp
	// issuing items, for messages
	issues []*item
}

// mpichRequestNull is MPI_REQUEST_NULL in mpich (C and Fortran).
const mpichRequestNull = 0x2c000000

// requestSize is the size of one request handle in an array when the IR does not say
// (mpich: an int in C, an INTEGER in Fortran).
const requestSize = 4

// scan lists the items of every block and the request variables they act on.
func (fa *fnAnalysis) scan() {
	f := fa.f
	loops := f.Loops()
	fa.items = make([][]*item, len(f.Blocks))
	objs := map[*alias.Object]bool{} // objects holding requests
	pooled := map[*alias.Object]bool{}
	unknownPool := false
	note := func(l alias.Loc) {
		if l.Obj == nil {
			unknownPool = true
			return
		}
		objs[l.Obj] = true
		if !l.Exact {
			pooled[l.Obj] = true
		}
	}
	// Branch conditions that keep their value for a while, and the instructions after which
	// they may not: those stay items (kind kNone) so that the dataflow forgets their facts.
	r := fa.al.CorrelatedRegions()
	fa.addFlagConds(&r)
	fa.counted = fa.addCounterConds(&r)
	for _, b := range f.Blocks {
		evs := map[*llvmir.Inst]*model.Event{}
		for _, e := range b.Events {
			evs[e.Inst] = e
		}
		for _, in := range b.IR.Insts {
			if b.NoReturn != nil && in == b.NoReturn {
				break
			}
			it := &item{inst: in, block: b.Index, pos: f.InstPos(in), inLoop: loops.Of[b.Index] != nil, count: -1, op: -1}
			switch in.Op {
			case "load", "store":
				if loc, size, write, ok := fa.al.LoadStore(in); ok {
					it.kind = kAccess
					ptr := in.Operands[0]
					if write {
						ptr = in.Operands[1]
					}
					it.acc = []access{{loc: loc, size: size, write: write, what: in.Op, area: alias.Area{Ptr: ptr, At: in, Size: size}}}
					if write {
						v := in.Operands[0]
						it.null = v.Kind == llvmir.ValInt && v.Int == mpichRequestNull || v.Kind == llvmir.ValGlobal && v.Name == "ompi_request_null"
					}
				}
			case "ret":
				it.kind = kReturn
			case "call", "invoke":
				if e := evs[in]; e != nil {
					fa.classify(it, e, note)
				} else {
					fa.intrinsic(it)
				}
			}
			if it.kind == kNone || it.kind == kAccess && len(it.acc) == 0 {
				if len(r.Kills[in]) == 0 {
					continue
				}
				it.kind = kNone
			}
			fa.items[b.Index] = append(fa.items[b.Index], it)
		}
	}
	// Calls to functions with a summary: their request variables join the caller's.
	for _, its := range fa.items {
		for _, it := range its {
			if it.kind == kCall {
				for _, ss := range it.call.sum.Slots {
					l := fa.mapSlot(it, ss)
					if l == nil {
						continue
					}
					if !ss.Exact {
						l.Exact = false
					}
					note(*l)
				}
			}
		}
	}
	// An array completed (or started) by a function that receives it, or that is global, and
	// that the function names no element of: the whole array is one pooled slot, so that the
	// summary tells the callers what happens to it.
	named := map[*alias.Object]bool{}
	for _, its := range fa.items {
		for _, it := range its {
			switch it.kind {
			case kIssue, kInit, kStart, kWait, kFree:
				if it.loc.Obj != nil && it.loc.Exact {
					named[it.loc.Obj] = true
				}
			}
		}
	}
	for _, its := range fa.items {
		for _, it := range its {
			switch it.kind {
			case kStartAll, kWaitAll, kWaitAny, kWaitSome:
				if o := it.loc.Obj; o != nil && (o.Kind == alias.Param || o.Kind == alias.Global || namedRequests(o)) && !named[o] {
					pooled[o] = true
				}
			}
		}
	}
	fa.pooled = pooled
	fa.reqObjs = objs
	fa.unknownPool = unknownPool
	// Create the slots: those the calls name, then those calls to summarised functions map
	// to, then the arrays (which cover the slots of their object).
	for _, its := range fa.items {
		for _, it := range its {
			switch it.kind {
			case kIssue, kInit, kStart, kWait, kFree:
				it.slots = []int{fa.slotOf(it.loc)}
			case kStartAll, kWaitAll, kWaitAny, kWaitSome:
				if it.loc.Obj == nil || pooled[it.loc.Obj] {
					it.slots = []int{fa.slotOf(it.loc)}
				}
			case kCall:
				fa.bindCall(it)
			}
		}
	}
	for _, its := range fa.items {
		for _, it := range its {
			switch it.kind {
			case kStartAll, kWaitAll, kWaitAny, kWaitSome:
				if it.slots == nil {
					it.slots = fa.slotsIn(it.loc, it.count)
				}
			case kAccess:
				if it.inst.Op == "store" || strings.HasPrefix(it.inst.CalledFunction(), "llvm.mem") {
					fa.storeSlots(it)
				}
			}
		}
	}
	// Escapes: a request variable's address passed to code the analysis does not follow.
	for _, its := range fa.items {
		for _, it := range its {
			if it.kind != kEscape {
				continue
			}
			for _, a := range it.inst.Args {
				l := fa.al.Pointer(a)
				if l.Obj != nil && objs[l.Obj] {
					it.slots = append(it.slots, fa.slotsIn(alias.Loc{Obj: l.Obj, Exact: true}, -1)...)
				} else if h := fa.handleLoadedFrom(a); h.Obj != nil && objs[h.Obj] {
					// A request's handle given by value (CoSP2's saveRequest(request), which
					// keeps it in a table another function waits on): that request goes on
					// in code not followed, as when its address is given.
					it.slots = append(it.slots, fa.slotsIn(h, 1)...)
				}
			}
		}
	}
	fa.synTarget = map[int]int{}
	fa.buildGraph()
	fa.conds, fa.kills = r.Conds, r.Kills
	fa.implied = fa.impliedFacts()
}

// handleLoadedFrom is where the value v was loaded from, when v is a load's result the size
// of a request handle (an MPI_Request of mpich, an int, or of Open MPI, a pointer).
func (fa *fnAnalysis) handleLoadedFrom(v *llvmir.Value) alias.Loc {
	if v == nil || v.Kind != llvmir.ValLocal {
		return alias.Loc{}
	}
	d := fa.f.Def(v.Name)
	if d == nil || d.Op != "load" || len(d.Operands) != 1 || d.Type != "i32" && !llvmir.IsPointerType(d.Type) {
		return alias.Loc{}
	}
	return fa.al.Pointer(d.Operands[0])
}

// classify fills an item for a call the model recognised.
func (fa *fnAnalysis) classify(it *item, e *model.Event, note func(alias.Loc)) {
	it.ev = e
	it.pos = e.Pos
	it.kind = kAccess
	switch e.Kind {
	case model.MPICall:
		fa.classifyMPI(it, e, note)
	case model.Call:
		if e.Fork {
			it.kind = kEscape
			it.name = e.Callee.Name
			return
		}
		it.name = e.Callee.Name
		if s := fa.a.sums[e.Callee]; s != nil {
			if len(s.Slots) > 0 {
				it.kind = kCall
				it.call = &callSite{sum: s}
				for _, ss := range s.Slots {
					// a wrapper of MPI_Test (hypre_MPI_Test): the call is a test
					it.test = it.test || ss.Test
				}
			}
			return
		}
		it.kind = kEscape
		it.calleeAcc = true
	case model.IndirectCall:
		it.kind = kEscape
		it.name = "indirect call"
	default:
		it.kind = kEscape
		it.name = it.inst.CalledFunction()
	}
}

// calleeAccesses are the accesses a call of a function of the program makes through its
// pointer arguments (alias.ParamUses). A callee that uses requests is left out: it may
// complete the pending operation before it touches the buffer (its own analysis looks
// inside).
func (fa *fnAnalysis) calleeAccesses(e *model.Event) []access {
	g := e.Callee
	if g == nil || g.Program == nil || g.Program.Reaches(g).Has(model.UsesRequest) {
		return nil
	}
	var out []access
	add := func(loc alias.Loc, u alias.ParamUse, area alias.Area) {
		for _, w := range []alias.ParamUse{alias.ReadsParam, alias.WritesParam} {
			if u&w != 0 && loc.Obj != nil {
				out = append(out, access{loc: loc, size: -1, write: w == alias.WritesParam, what: g.Name, call: true, area: area})
			}
		}
	}
	for j, u := range alias.ParamUses(g) {
		if j >= len(e.Inst.Args) {
			break
		}
		v := e.Inst.Args[j]
		add(fa.al.Pointer(v), u, alias.Area{Ptr: v, At: e.Inst, Size: -1})
	}
	// through the pointers stored in what the arguments point to (`compute(&h)` reading
	// h->recv[i]), in a fixed order: the findings name the first conflict
	fields := alias.FieldUses(g)
	keys := slices.SortedFunc(maps.Keys(fields), func(x, y alias.ParamField) int {
		return cmp.Or(cmp.Compare(x.Param, y.Param), cmp.Compare(x.Off, y.Off))
	})
	for _, pf := range keys {
		if pf.Param < len(e.Inst.Args) {
			add(fa.al.DerefAt(fa.al.Pointer(e.Inst.Args[pf.Param]), pf.Off), fields[pf], alias.Area{Size: -1})
		}
	}
	return out
}

func (fa *fnAnalysis) classifyMPI(it *item, e *model.Event, note func(alias.Loc)) {
	mf := e.MPI
	args := e.ArgIndex()
	it.name = mf.Name
	// Buffers the call reads or writes at once (blocking calls) or while pending.
	bufs := fa.al.Buffers(e)
	for _, b := range bufs {
		it.acc = append(it.acc, access{loc: b.Loc, size: b.Size, ext: b.Extent, write: b.Write, what: mf.Name, area: b.Area})
	}
	reqLoc := func() alias.Loc {
		if args.Request < 0 || args.Request >= len(e.Inst.Args) {
			return alias.Loc{}
		}
		return fa.requestPointer(e.Inst.Args[args.Request])
	}
	count := func() int64 {
		if args.Count >= 0 {
			if c := e.Arg(args.Count); c != nil && c.Kind == llvmir.ValInt {
				return c.Int
			}
		}
		return -1
	}
	switch {
	case mf.Kind == mpi.PersistentP2P || mf.Kind == mpi.PersistentCollective:
		if args.Request < 0 {
			return
		}
		it.kind, it.loc = kInit, reqLoc()
		it.op = fa.newOp(&reqOp{name: mf.Name, inst: e.Inst, pos: e.Pos, bufs: bufs})
		it.acc = nil // the buffers are used when the request is started
	case mf.CreatesRequest():
		it.kind, it.loc = kIssue, reqLoc()
		op := &reqOp{name: mf.Name, inst: e.Inst, pos: e.Pos, bufs: bufs}
		if mf.Kind == mpi.RMAComm && e.Binding == mpi.C && args.Win >= 0 && args.Target >= 0 && args.Win < len(e.Inst.Args) && args.Target < len(e.Inst.Args) {
			op.rmaWin, op.rmaTarget = e.Inst.Args[args.Win], e.Inst.Args[args.Target] // rmarelease.go
		}
		it.op = fa.newOp(op)
	case mf.Kind == mpi.Start:
		it.loc = reqLoc()
		if mf.Name == "MPI_Startall" {
			it.kind, it.count = kStartAll, count()
		} else {
			it.kind = kStart
		}
	case mf.Kind == mpi.Completion:
		it.loc, it.count = reqLoc(), count()
		it.test = !mf.Blocking
		switch {
		case mf.Name == "MPI_Request_free":
			it.kind = kFree
		case mf.Completes == mpi.CompletesOne:
			it.kind = kWait
		case mf.Completes == mpi.CompletesAll:
			it.kind = kWaitAll
		case mf.Completes == mpi.CompletesAny:
			it.kind = kWaitAny
		default:
			it.kind = kWaitSome
		}
	case mf.Kind == mpi.Finalize:
		it.kind = kFinalize
		return
	default:
		return
	}
	note(it.loc)
}

// intrinsic fills an item for a call the model did not classify: memory intrinsics are
// accesses, other calls (external functions) may do anything with a request given to them.
func (fa *fnAnalysis) intrinsic(it *item) {
	in := it.inst
	name := in.CalledFunction()
	it.kind = kAccess
	it.name = name
	switch {
	case strings.HasPrefix(name, "llvm.memcpy") || strings.HasPrefix(name, "llvm.memmove"):
		if len(in.Args) >= 3 {
			size := int64(-1)
			if in.Args[2].Kind == llvmir.ValInt {
				size = in.Args[2].Int
			}
			area := func(p *llvmir.Value) alias.Area {
				return alias.Area{Ptr: p, At: in, Size: size, Count: in.Args[2], Elem: 1}
			}
			it.acc = []access{
				{loc: fa.al.Pointer(in.Args[1]), size: size, what: "memcpy", area: area(in.Args[1])},
				{loc: fa.al.Pointer(in.Args[0]), size: size, write: true, what: "memcpy", area: area(in.Args[0])},
			}
		}
	case strings.HasPrefix(name, "llvm.memset"):
		if len(in.Args) >= 3 {
			size := int64(-1)
			if in.Args[2].Kind == llvmir.ValInt {
				size = in.Args[2].Int
			}
			it.acc = []access{{loc: fa.al.Pointer(in.Args[0]), size: size, write: true, what: "memset"}}
		}
	case strings.HasPrefix(name, "llvm."):
	case name == "_FortranACopyOutAssign" && len(in.Args) >= 2:
		// flang's copy-out after a call given a contiguous copy of an array: the runtime
		// writes the copy back into the array (and frees the copy, MPI-4.0 §19.1.12)
		if l := fa.al.DescribedArray(in.Args[0]); l.Obj != nil {
			it.acc = []access{{loc: l, size: -1, write: true, what: name}}
		}
	default:
		for _, a := range in.Args {
			if a.Kind == llvmir.ValLocal || a.Kind == llvmir.ValGlobal || a.Kind == llvmir.ValConstExpr {
				it.kind = kEscape
				return
			}
		}
	}
}

func (fa *fnAnalysis) newOp(op *reqOp) int {
	fa.ops = append(fa.ops, op)
	return len(fa.ops) - 1
}

// requestPointer is where a pointer to requests points. Requests reached through a pointer
// read from memory (`obj->reqs[i]`) stay in the pool of requests at unknown addresses: the
// slots model variables the function or its callers name, whose state on entry is known or
// explicitly unknown (parameters, globals).
func (fa *fnAnalysis) requestPointer(v *llvmir.Value) alias.Loc {
	l := fa.al.Pointer(v)
	if l.Obj != nil && l.Obj.Kind == alias.Deref && !namedRequests(l.Obj) {
		return alias.Loc{}
	}
	return l
}

// slotOf returns the slot a request location designates, creating it.
func (fa *fnAnalysis) slotOf(l alias.Loc) int {
	var key string
	switch {
	case l.Obj == nil:
		key = "?"
	case fa.pooled[l.Obj]:
		key = l.Obj.Key() + "+*"
	default:
		key = l.Key()
	}
	if i, ok := fa.slotIdx[key]; ok {
		return i
	}
	s := &slot{key: key, obj: l.Obj, off: l.Off, pooled: l.Obj == nil || fa.pooled[l.Obj]}
	switch {
	case l.Obj == nil:
		s.init = one(atom{k: aNull})
	case l.Obj.Kind == alias.Param || l.Obj.Kind == alias.Global || callerSees(l.Obj):
		s.init = one(atom{k: aEntry})
	default:
		s.init = one(atom{k: aNull})
	}
	fa.slots = append(fa.slots, s)
	fa.slotIdx[key] = len(fa.slots) - 1
	return len(fa.slots) - 1
}

// slotsIn returns the slots of the request array starting at l with count elements (every
// slot of the object from l on when the count is unknown). An unknown array covers every
// slot.
func (fa *fnAnalysis) slotsIn(l alias.Loc, count int64) []int {
	var out []int
	for i, s := range fa.slots {
		switch {
		case l.Obj == nil:
			out = append(out, i)
		case s.obj != l.Obj:
		case s.pooled || !l.Exact:
			out = append(out, i)
		case s.off >= l.Off && (count < 0 || s.off < l.Off+count*fa.elemSize(l.Obj)):
			out = append(out, i)
		}
	}
	return out
}

// elemSize is the size of one request in an array object.
func (fa *fnAnalysis) elemSize(o *alias.Object) int64 {
	if o.Type != "" {
		t := fa.al.Types().Of(o.Type)
		for t.Elem != nil {
			t = t.Elem
		}
		if t.Size > 0 && t.Fields == nil {
			return t.Size
		}
	}
	return requestSize
}

// storeSlots records the request variables a store or memory intrinsic overwrites.
func (fa *fnAnalysis) storeSlots(it *item) {
	for _, a := range it.acc {
		if !a.write || a.loc.Obj == nil || !fa.reqObjs[a.loc.Obj] {
			continue
		}
		for i, s := range fa.slots {
			if s.obj != a.loc.Obj {
				continue
			}
			if s.pooled || !a.loc.Exact || s.off >= a.loc.Off && (a.size < 0 || s.off < a.loc.Off+a.size) {
				it.slots = append(it.slots, i)
			}
		}
	}
	if len(it.slots) > 0 {
		it.kind = kStore
		if it.inst.Op != "store" {
			// memset/memcpy over requests: an initialisation (memset to 0 is not
			// MPI_REQUEST_NULL in mpich, but clang emits it for `= {0}`-like code).
			it.null = strings.HasPrefix(it.inst.CalledFunction(), "llvm.memset") || strings.HasPrefix(it.inst.CalledFunction(), "llvm.memcpy")
		}
	}
}

// mapSlot returns the caller location a summary slot of the callee designates at call it.
func (fa *fnAnalysis) mapSlot(it *item, ss SumSlot) *alias.Loc {
	var l alias.Loc
	if ss.Loc.Obj != nil {
		// requests reached through a pointer (`&c->reqs[0]`): the same read in the caller
		l = fa.al.CallerLoc(it.inst, ss.Loc)
		if l.Obj != nil && l.Obj.Kind == alias.Deref && !namedRequests(l.Obj) {
			l = alias.Loc{}
		}
		return &l
	}
	if ss.Param >= 0 {
		if ss.Param >= len(it.inst.Args) {
			return nil
		}
		l = fa.requestPointer(it.inst.Args[ss.Param])
	} else {
		l = fa.al.GlobalLoc(ss.Global)
	}
	if l.Obj == nil {
		return &l
	}
	l.Off += ss.Off
	return &l
}

// bindCall maps the slots of a callee's summary onto the caller's slots and its operations
// onto caller operations reported at the call.
func (fa *fnAnalysis) bindCall(it *item) {
	cs := it.call
	cs.ops = map[int]int{}
	cs.targets = make([]int, len(cs.sum.Slots))
	for i, ss := range cs.sum.Slots {
		l := fa.mapSlot(it, ss)
		if l == nil {
			cs.targets[i] = -1
			continue
		}
		if !ss.Exact {
			l.Exact = false
		}
		cs.targets[i] = fa.slotOf(*l)
		for _, a := range ss.Exit {
			if a.k == aPending || a.k == aInactive || a.k == aActive {
				fa.calleeOp(it, int(a.op))
			}
		}
	}
}

// calleeOp makes the caller's copy of an operation of the callee: placed at the call, its
// buffers translated through the arguments.
func (fa *fnAnalysis) calleeOp(it *item, i int) int {
	cs := it.call
	if j, ok := cs.ops[i]; ok {
		return j
	}
	op := cs.sum.Ops[i]
	c := &reqOp{name: op.name, inst: it.inst, pos: it.pos, callee: true}
	c.via = append([]diag.Note{{Pos: op.pos, Message: op.name + " is called here, in " + it.name}}, op.via...)
	for k, b := range op.bufs {
		if l, ok := fa.al.CallerBuffer(it.inst, b.Loc); ok {
			b.Loc = l
			// The callee's values mean nothing here, but for a buffer it forwards from
			// its parameters (a wrapper of the MPI call): the call's arguments.
			b.Area = alias.Area{}
			if fw := op.bufs[k].Area.Fwd; fw != nil && len(op.via) == 0 {
				b.Area = alias.AreaAtCall(it.inst, fw)
			}
			c.bufs = append(c.bufs, b)
		}
	}
	j := fa.newOp(c)
	cs.ops[i] = j
	return j
}

// polls reports whether a completion call inside a loop is one the loop repeats until the
// requests are complete: a test (MPI_Test...), MPI_Waitany or MPI_Waitsome (one or some per
// iteration), or a completion over an array indexed by the loop.
func (it *item) polls(fa *fnAnalysis) bool {
	switch it.kind {
	case kWait, kWaitAll, kWaitAny, kWaitSome:
	case kCall:
		return it.test
	default:
		return false
	}
	if it.test || it.kind == kWaitAny || it.kind == kWaitSome || !it.loc.Exact {
		return true
	}
	for _, s := range it.slots {
		if fa.slots[s].pooled {
			return true
		}
	}
	return false
}

// buildGraph makes the graph the analyses run on: the CFG, plus nodes on some edges where a
// completion call is known to have completed its requests:
//   - every exit edge of a loop that polls requests (see polls). Such a loop runs until the
//     requests are complete, so the copy of the completion call placed on its exits
//     completes them there, while a test inside the loop may not have, and the path that
//     skips the loop is not one the program takes while requests are pending;
//   - the edge taken when the flag of an MPI_Test just called is true (`if (flag)`).
func (fa *fnAnalysis) buildGraph() {
	f := fa.f
	n := len(f.Blocks)
	type edge = [2]int
	onEdge := map[edge][]*item{}
	var edges []edge
	put := func(e edge, it *item) {
		for _, x := range onEdge[e] {
			if x.inst == it.inst {
				return
			}
		}
		if _, ok := onEdge[e]; !ok {
			edges = append(edges, e)
		}
		onEdge[e] = append(onEdge[e], it)
	}
	polls := map[*graph.Loop][]*item{}
	for b, its := range fa.items {
		for _, it := range its {
			if l := f.Loops().Of[b]; l != nil && it.polls(fa) {
				polls[l] = append(polls[l], it)
			}
			if it.test && it.kind != kCall {
				if e, ok := fa.flagEdge(it); ok {
					put(e, it)
				}
			}
		}
	}
	for _, l := range f.Loops().Loops {
		for _, it := range polls[l] {
			for _, e := range l.Exits {
				put(e, it)
			}
		}
	}
	// An edge taken only when an MPI call returned an error code is not followed (errpath.go).
	failed := map[int]int{}
	for b := 0; b < n; b++ {
		if s, ok := f.FailedMPISucc(b); ok {
			failed[b] = s
		}
	}
	if len(edges) == 0 && len(failed) == 0 {
		fa.g = f.CFG
		return
	}
	extra := map[edge]int{}
	for i, e := range edges {
		extra[e] = n + i
		fa.synTarget[n+i] = e[1]
		var its []*item
		for _, it := range onEdge[e] {
			c := *it
			c.synthetic, c.block = true, n+i
			its = append(its, &c)
		}
		fa.items = append(fa.items, its)
	}
	g := graph.New(n + len(edges))
	for u := 0; u < n; u++ {
		for _, v := range f.CFG.Succ[u] {
			if s, ok := failed[u]; ok && s == v {
				continue
			}
			if node, ok := extra[edge{u, v}]; ok {
				g.AddEdge(u, node)
				g.AddEdge(node, v)
			} else {
				g.AddEdge(u, v)
			}
		}
	}
	fa.g = g
}

// flagEdge finds the edge a test's block takes when the flag the test just set is true:
// the block ends with `br (icmp ne (load flag), 0)` (or its negation), the load after the
// test with no call between.
func (fa *fnAnalysis) flagEdge(it *item) ([2]int, bool) {
	if it.ev == nil {
		return [2]int{}, false
	}
	fi := it.ev.ArgIndex().Flag
	if fi < 0 || fi >= len(it.inst.Args) || it.inst.Args[fi].Kind != llvmir.ValLocal {
		return [2]int{}, false
	}
	flag := it.inst.Args[fi].Name
	b := it.inst.Block
	after := false
	loaded := map[string]bool{}
	var term *llvmir.Inst
	for _, in := range b.Insts {
		if in == it.inst {
			after = true
			continue
		}
		if !after {
			continue
		}
		switch {
		case in.Op == "load" && len(in.Operands) == 1 && in.Operands[0].Kind == llvmir.ValLocal && in.Operands[0].Name == flag:
			loaded[in.Result] = true
		case in.Op == "call" || in.Op == "invoke":
			if !strings.HasPrefix(in.CalledFunction(), "llvm.") {
				return [2]int{}, false
			}
		case in.Op == "br":
			term = in
		}
	}
	if term == nil || len(term.Operands) != 1 || len(term.Succs) != 2 || term.Operands[0].Kind != llvmir.ValLocal {
		return [2]int{}, false
	}
	truth, ok := fa.flagTruth(term.Operands[0].Name, loaded, 0)
	if !ok {
		return [2]int{}, false
	}
	succ := term.Succs[1]
	if truth {
		succ = term.Succs[0]
	}
	return [2]int{b.Index, succ.Index}, true
}

// flagTruth reports whether condition c is true exactly when the loaded flag is (true) or
// exactly when it is not (false).
func (fa *fnAnalysis) flagTruth(c string, loaded map[string]bool, depth int) (bool, bool) {
	def := fa.f.Def(c)
	if def == nil || depth > 4 {
		return false, false
	}
	switch def.Op {
	case "icmp":
		if len(def.Operands) != 2 || def.Operands[0].Kind != llvmir.ValLocal || def.Operands[1].Kind != llvmir.ValInt || def.Operands[1].Int != 0 {
			return false, false
		}
		v := def.Operands[0].Name
		if d := fa.f.Def(v); d != nil && (d.Op == "trunc" || d.Op == "zext") && len(d.Operands) == 1 && d.Operands[0].Kind == llvmir.ValLocal {
			v = d.Operands[0].Name
		}
		if !loaded[v] {
			return false, false
		}
		switch def.Pred {
		case "ne":
			return true, true
		case "eq":
			return false, true
		}
	case "xor":
		if len(def.Operands) == 2 && def.Operands[0].Kind == llvmir.ValLocal && def.Operands[1].Kind == llvmir.ValInt && def.Operands[1].Int != 0 {
			t, ok := fa.flagTruth(def.Operands[0].Name, loaded, depth+1)
			return !t, ok
		}
	case "trunc":
		if len(def.Operands) == 1 && def.Operands[0].Kind == llvmir.ValLocal && loaded[def.Operands[0].Name] {
			return true, true
		}
	}
	return false, false
}

// namedRequests: requests in Deref object o have a name the function's callers share:
// memory reached through pointers read at exact offsets from a parameter (`&c->reqs[0]` in a
// helper given c). The caller's own reads (`&c.reqs[0]` for its variable c) and a global's
// pointer stay in the pool of requests at unknown addresses, as before (miniAMR's `request`
// array: every function reaches it, and its loops complete it under flags the pool does not
// follow; a local handle's requests lost at the return are counted there).
func namedRequests(o *alias.Object) bool {
	if !alias.NamedDeref(o) {
		return false
	}
	return alias.DerefRoot(o).Kind == alias.Param
}

// callerSees: requests in object o were the caller's on entry (reached through a
// parameter).
func callerSees(o *alias.Object) bool {
	return o.Kind == alias.Deref && namedRequests(o)
}
