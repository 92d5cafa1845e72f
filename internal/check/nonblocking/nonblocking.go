// Package nonblocking checks that every nonblocking MPI operation is completed, and that its
// buffers are left alone until it is.
//
// Two analyses share one pass over each function.
//
// The first follows request variables. Each request variable of the function (an
// MPI_Request, a constant element of an array of them, a field) is a slot; a forward dataflow
// over the CFG, loops included, computes the possible values of every slot at every point: no
// operation, a pending nonblocking operation (named by the call that started it), an inactive
// or active persistent request, or, for parameters and globals, the value the caller left. A
// new request stored into a slot still holding a pending one overwrites it (also through a
// loop's back edge: a loop issuing more requests than it completes); MPI_Start on a slot that
// holds no persistent request starts nothing; a completion call on a slot with nothing pending
// while another slot is pending waits on the wrong request. At each return (and at
// MPI_Finalize) a slot of the function still pending on every path is an error, on some path
// a warning. The same dataflow knows, at each load, store and MPI call, which buffers belong
// to pending operations (mpi-buffer-race).
//
// The second is Algorithm 1 of seed 004: the interval [lb, ub] of pending operations per
// block, on the CFG without back edges. It is used for request arrays indexed by variables
// (slots cannot tell their elements apart) and for requests whose address the IR does not
// show, one interval per array: lb > 0 at a return is an error, ub > 0 a warning.
//
// Functions are analysed bottom-up over the call graph: a function's summary says what it
// leaves in the request variables reachable from its parameters and in global ones, so that a
// helper waiting on a request passed by pointer completes it in its caller.
package nonblocking

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
	MissingID = "mpi-missing-completion"
	RaceID    = "mpi-buffer-race"
)

// Analyzer is the nonblocking completion check.
var Analyzer = &check.Analyzer{
	Name: "nonblocking",
	Doc:  "nonblocking MPI operations completed, their requests and buffers used correctly",
	Checks: []check.Check{
		{ID: MissingID,
			Short: "A nonblocking MPI operation may not be completed, or its request is lost.",
			Tags:  []string{"mpi", "nonblocking", "resource-leak", "correctness"},
			Doc: "A nonblocking MPI operation (MPI_Isend, MPI_Irecv, MPI_Ibcast and the " +
				"other nonblocking collectives, MPI_Rput..., or a persistent request started by MPI_Start) " +
				"is not completed by MPI_Wait, MPI_Test, one of their array forms or MPI_Request_free " +
				"before the function returns or MPI_Finalize is called, or its request is lost: " +
				"overwritten by another operation (often in a loop that starts more operations than it " +
				"completes), waited on through the wrong variable, or MPI_Start is called on a request " +
				"that no MPI_*_init created or that is still active. A pending operation may never " +
				"happen, its buffer may not be safe to reuse, and the MPI library keeps its resources; " +
				"MPI_Finalize with pending operations is erroneous. The finding is an error when the " +
				"request is pending on every path, a warning when only some path leaves it pending " +
				"(Algorithm 1 of PARCOACH counts pending requests as an interval [lb, ub]; lb > 0 is an " +
				"error, ub > 0 a warning). Complete every request on every path, for example with " +
				"MPI_Waitall on the array of requests, or initialise request variables to " +
				"MPI_REQUEST_NULL and wait on them unconditionally. A helper function that waits on a " +
				"request passed by pointer completes it, and a loop that calls a wrapper of MPI_Test " +
				"(a function that only tests the request it is given) until it succeeds polls like " +
				"one that calls MPI_Test."},
		{ID: RaceID,
			Short: "The buffer of a pending nonblocking MPI operation is accessed before its completion.",
			Tags:  []string{"mpi", "nonblocking", "data-race", "correctness"},
			Doc: "The buffer of a nonblocking operation is used before the operation is " +
				"completed: a load or store to the buffer of a pending receive (MPI_Irecv, the receive " +
				"buffer of a nonblocking collective), or a store to the buffer of a pending send, " +
				"including through another MPI call. The MPI library may read or write the buffer at " +
				"any time until MPI_Wait or MPI_Test reports the completion, so the value read is " +
				"undefined and the value sent may be the new one (the nonblocking counterpart of the " +
				"local-concurrency table of MPI-RMA). The finding is an error when the access surely " +
				"overlaps the buffer of an operation pending on every path, a warning otherwise. A " +
				"warning needs evidence of overlap: the same variable, array, allocation, parameter " +
				"or pointer read from the same place (two reads of `s->buf`). Memory under two names " +
				"nothing in the function relates (two pointer parameters, a parameter and a global, " +
				"`s->recv` and `s->send`) is taken as distinct, the way a halo exchange passes " +
				"slices of one allocation, unless the whole program shows that both may only be one " +
				"and the same block (a global array, or an array main makes once): two globals given " +
				"the same array (`incoming = recvbuf; ... outgoing = incoming`), a helper whose two " +
				"parameters its only caller gives the same array. A call of a function of the " +
				"program is an access too: when it is given the start of a pending buffer and reads " +
				"or writes the memory of that parameter (itself, or through the functions it calls; " +
				"loads, stores, memcpy/memset, MPI buffers), it is reported at the call as a warning " +
				"(`fill(halo, n)` while a receive into `halo` is pending), and so is one given a " +
				"struct whose pointer member it reads or writes through (`peek(&h)` returning " +
				"`h->recv[0]` while the receive into `h.recv` is pending); a function that uses " +
				"requests itself is left to its own analysis (it may complete the operation first). " +
				"Slices of one allocation at offsets known only at run time " +
				"(`in = out + n*width`) are told apart when the offsets, the counts, and the bounds of the " +
				"counted loops that index them (`for (...; i <= iend; i++) out[kk++] = ...`) prove it, " +
				"including tiled loops whose step is positive on the branch taken (`if (tiling)`). Two " +
				"more shapes are taken as no evidence of overlap: later slots of a strided partition " +
				"(`&buf[k*stride]` with `++k` between the operations: whether a message fits its slot " +
				"is the program's set-up), and an element read or written through an index array " +
				"(`x[idx[i]]`) while the part of the array after a run-time prefix is received " +
				"(`x + nlocal`). Paths the program cannot follow are left out: a branch on a value " +
				"that has not changed since an earlier branch on it (a rank, a local flag, or a global " +
				"that only loads and stores name and that nothing called in between may write, such as " +
				"`if (send_faces)` in a loop) takes the same way again, so an operation of one branch " +
				"is not pending in the other. A branch also decides the comparisons its outcome implies " +
				"(`(done & (rank > 0)) != 0` taken means `rank > 0`; `rank == 0` taken means not " +
				"`rank > 0`), a flag filled by calls (`&flag` given to MPI_Test or to a wrapper of it) " +
				"keeps its value until the next such call or store, and an operation whose request " +
				"goes into an array the function sets only under a condition (`if (n) reqs = " +
				"malloc(...)`) is started only where the condition holds; a counter only set to constants " +
				"that are not negative and incremented (`n++` after each MPI_Isend) is positive after an " +
				"increment, so `if (n) MPI_Waitall(n, ...)` is not skipped once it has counted an " +
				"operation. Move the access after the completion call, or use a " +
				"separate buffer."},
	},
	Run: run,
}

// Summary is what a function leaves in the request variables its callers can see: those
// reachable through its pointer parameters and the global ones.
type Summary struct {
	Ops   []*reqOp // the operations its slots refer to
	Slots []SumSlot
}

// SumSlot is the value of one request variable when the function returns, in terms of the
// value it had on entry (aEntry, aEntryDone, aEntryStarted) or of the function's operations.
type SumSlot struct {
	Loc    alias.Loc // requests reached through a pointer (`&c->reqs[i]`): in the function's terms
	Param  int       // parameter index, -1 for a global or Loc
	Global string    // global name when Param is -1
	Off    int64
	Exact  bool // false: somewhere in the array from Off on
	Exit   set
	// Test: the function may return before completing the request, and only tests
	// (MPI_Test...) complete it: a wrapper of MPI_Test. A loop that calls it polls.
	Test bool
}

// Result maps functions to their summaries.
type Result struct {
	Summaries map[*model.Function]*Summary
}

type analysis struct {
	pass  *check.Pass
	sums  map[*model.Function]*Summary
	found map[string]*finding
	order []string
	// completes: whether main reaches (through calls) some completion call, computed once.
	completes *bool
}

// mainCompletes reports whether some MPI completion call (MPI_Wait*, MPI_Test*,
// MPI_Request_free) is reachable from main through direct calls; true when the program has no
// main (a library: its users may complete). Requests left pending at addresses the analysis
// cannot follow are reported only when it is false: then nothing can complete them.
func (a *analysis) mainCompletes(p *model.Program) bool {
	if a.completes != nil {
		return *a.completes
	}
	var mains []int
	for _, f := range p.Funcs {
		if f.IsMain() {
			mains = append(mains, f.Index)
		}
	}
	v := len(mains) == 0
	for i, reached := range graph.Reachable(p.CallGraph(), mains...) {
		if reached && !v {
			v = completesAny(p.Funcs[i])
		}
	}
	a.completes = &v
	return v
}

// completesAny reports whether f calls an MPI completion (MPI_Wait*, MPI_Test*,
// MPI_Request_free).
func completesAny(f *model.Function) bool {
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			if e.Kind == model.MPICall && e.MPI.Kind == mpi.Completion {
				return true
			}
		}
	}
	return false
}

// finding accumulates one diagnostic: several exits may report the same request.
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
	a := &analysis{pass: pass, sums: map[*model.Function]*Summary{}, found: map[string]*finding{}}
	if !p.AnyUses().Has(model.UsesRequest) {
		// No call creates, starts or completes a request anywhere: no function has request
		// variables, operations or a summary.
		return &Result{Summaries: a.sums}, nil
	}
	for _, comp := range p.BottomUp() {
		for _, f := range comp {
			// A function that neither makes nor reaches a request call has no request
			// variable or operation of its own, and calls no function whose summary has
			// one (such a callee reaches a request call): its analysis would return nil.
			if !p.Reaches(f).Has(model.UsesRequest) || p.NeverRuns(f) {
				continue // (model/dead.go: code that never runs has nothing to report)
			}
			if onAnalyse != nil {
				onAnalyse(f)
			}
			fa := newFnAnalysis(a, f)
			a.sums[f] = fa.analyse()
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
	return &Result{Summaries: a.sums}, nil
}

// report records a finding at pos; key groups the findings that are one (the same request at
// several exits). The error message is used when some occurrence is definite.
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
		if !hasNote(fd.d.Notes, n) {
			fd.d.Notes = append(fd.d.Notes, n)
		}
	}
}

func hasNote(ns []diag.Note, n diag.Note) bool {
	for _, m := range ns {
		if m == n {
			return true
		}
	}
	return false
}

// fnAnalysis is the analysis of one function.
type fnAnalysis struct {
	a     *analysis
	f     *model.Function
	al    *alias.Func
	g     *graph.Digraph // the CFG, with nodes on the exits of polling loops
	items [][]*item      // per node of g
	ops   []*reqOp
	slots []*slot

	slotIdx     map[string]int
	released    map[releaseKey]bool // releasedByRMASync's answers
	pooled      map[*alias.Object]bool
	reqObjs     map[*alias.Object]bool
	unknownPool bool

	reporting bool
	exitState state // join of the states at the returns

	conds       map[int]alias.Cond        // blocks ending with a branch on a condition tested elsewhere too
	kills       map[*llvmir.Inst][]int    // stores after which some conditions of conds may change
	implied     map[[2]int][]string       // edge -> facts of conds its branch implies (implied.go)
	guards      map[string][]string       // local holding a request array -> allocGuard's answer
	counted     map[*llvmir.Inst][]string // increment of a counter -> the facts after it (counter.go)
	poolPending map[*item]map[int]bool
	synTarget   map[int]int // synthetic node of g -> the CFG block its edge leads to

	in           []state                // the fixpoint's states at the entry of the nodes of g
	entryPending map[int]map[int32]bool // loop header -> operations pending when it is entered
	kept         map[*alias.Object]bool // keptBeyond's answers
}

func newFnAnalysis(a *analysis, f *model.Function) *fnAnalysis {
	return &fnAnalysis{a: a, f: f, al: alias.New(f), slotIdx: map[string]int{}}
}

// analyse runs both analyses on the function, reports, and returns its summary.
func (fa *fnAnalysis) analyse() *Summary {
	fa.scan()
	if len(fa.slots) == 0 && len(fa.ops) == 0 {
		return nil
	}
	fa.dataflow()
	fa.intervals()
	return fa.summary()
}

// summary exports the final values of the slots of parameters and globals.
func (fa *fnAnalysis) summary() *Summary {
	s := &Summary{Ops: fa.ops}
	if fa.exitState.v == nil {
		return s
	}
	for i, sl := range fa.slots {
		if sl.obj == nil || sl.obj.Kind != alias.Param && sl.obj.Kind != alias.Global && !callerSees(sl.obj) {
			continue
		}
		exit := stripTags(simplify(fa.exitState.v[i]))
		if equal(exit, sl.init) {
			continue
		}
		ss := SumSlot{Param: -1, Off: sl.off, Exact: !sl.pooled, Exit: exit, Test: fa.testOnly(i, exit)}
		switch sl.obj.Kind {
		case alias.Param:
			ss.Param = sl.obj.Param
		case alias.Global:
			ss.Global = sl.obj.Name
		default:
			ss.Loc = alias.Loc{Obj: sl.obj, Off: sl.off, Exact: !sl.pooled}
		}
		if sl.pooled {
			ss.Off = 0
		}
		s.Slots = append(s.Slots, ss)
	}
	return s
}

// testOnly reports whether slot i leaves the function either as it came or completed, and
// only by tests (MPI_Test, MPI_Testall..., or calls to functions that are such wrappers).
func (fa *fnAnalysis) testOnly(i int, exit set) bool {
	if !exit.has(aEntry) || !exit.has(aEntryDone) {
		return false
	}
	found := false
	for _, its := range fa.items {
		for _, it := range its {
			if it.synthetic {
				continue
			}
			switch it.kind {
			case kWait, kFree, kWaitAll, kWaitAny, kWaitSome:
				on := it.kind == kWait && it.loc.Obj == nil
				for _, s := range it.slots {
					on = on || s == i
				}
				if !on {
					continue
				}
				if !it.test || it.kind == kFree {
					return false
				}
				found = true
			case kCall:
				for j, ss := range it.call.sum.Slots {
					if it.call.targets[j] != i {
						continue
					}
					if ss.Test {
						found = true
					} else if ss.Exit.has(aEntryDone) || ss.Exit.has(aNull) {
						return false
					}
				}
			}
		}
	}
	return found
}

// --- messages ---

// place phrases where pos is, relative to a finding at at: "line 12", "file.c:12", or the
// function when the line is unknown.
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

func opNotes(op *reqOp, msg string) []diag.Note {
	notes := []diag.Note{{Pos: op.pos, Message: msg}}
	return append(notes, op.via...)
}

// opPhrase names an operation for a message at at: "MPI_Isend at line 12".
func opPhrase(op *reqOp, at diag.Pos) string {
	s := op.name + " " + place(op.pos, at)
	if op.callee {
		s += " (inside the called function)"
	}
	return s
}

func sortedInts(m map[int]bool) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

func joinNames(names []string) string {
	if len(names) <= 2 {
		return strings.Join(names, " and ")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
