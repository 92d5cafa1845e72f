// Package collective checks that the processes of a communicator call the same MPI
// collectives in the same order (PARCOACH, seed 000 §3.1.1 Algorithm 12, with the
// inter-procedural summaries of §5.2 Algorithms 22-23 and seed 004 for nonblocking collectives).
//
// Per function, every collective (and every call to a function that surely executes
// collectives) gets an execution order: the largest number of collectives on a path from the
// entry to it in the CFG without back edges. The collectives of one order and one name form a
// set C(r,c); the iterated post-dominance frontier of that set, PDF+(C(r,c)), is the set of
// conditionals from which one path executes the collective at that position and another does
// not. A non-empty PDF+ is a finding at each collective of the set, with a note at each
// conditional. Conditionals that decide how many times a loop around the collective runs make
// a collective-in-loop finding; the others a collective-mismatch one.
//
// Functions are analysed bottom-up over the call graph. Each exports a summary: the sequence
// of collectives every process entering it surely executes (Algorithm 22). A call takes part
// in its caller's analysis as that sequence, so `if (c) f(); else MPI_Barrier();` with f
// calling MPI_Barrier is silent (seed Fig. 5.1), while `if (c) f();` is reported at the
// barrier inside f, with the call chain and the caller's conditional as notes (Fig. 5.2). A
// thin wrapper (one collective on a communicator it receives, on every path) stands for that
// collective at its call sites, so its findings land on the caller's line.
package collective

import (
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/dependence"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Check ids.
const (
	MismatchID = "collective-mismatch"
	InLoopID   = "collective-in-loop"
	IndirectID = "collective-indirect-call"
)

// Analyzer is the MPI collective order check.
var Analyzer = &check.Analyzer{
	Name: "collective",
	Doc:  "MPI collectives called in the same order by all processes of a communicator",
	Checks: []check.Check{
		{ID: MismatchID,
			Short: "An MPI collective may not be called by all processes of its communicator, or not in the same order.",
			Tags:  []string{"mpi", "collective", "deadlock", "correctness"},
			Doc: "An MPI collective (blocking, nonblocking or persistent, or a communicator, " +
				"window or file operation that is collective) may not be called by all processes of its " +
				"communicator, or not at the same position of their sequences of collectives: a conditional " +
				"lets some processes call it while others call another collective or leave the function. " +
				"At run time the processes that reach it wait forever for the others (a deadlock), or " +
				"collectives are matched wrongly. The notes name each conditional that decides. A " +
				"nonblocking collective never matches its blocking counterpart. Fix it by making every " +
				"process call the same collectives in the same order (move the collective out of the " +
				"conditional, or call it in every branch). If the conditional is the same on every process " +
				"(it does not depend on the rank), the finding is a false positive; `parcoach cc " +
				"--instrument` checks it at run time. A conditional whose two branches call the same " +
				"collectives in the same order, under the same conditions that every process evaluates " +
				"alike (`if (rank == 0) { if (flag) MPI_Bcast(...); } else { if (flag) MPI_Bcast(...); }` " +
				"with flag computed before the rank test and written in neither branch), is not reported."},
		{ID: InLoopID,
			Short: "An MPI collective is in a loop whose number of iterations may differ between processes.",
			Tags:  []string{"mpi", "collective", "deadlock", "correctness"},
			Doc: "An MPI collective is called inside a loop whose number of iterations may " +
				"differ between processes: processes that leave the loop earlier stop calling the " +
				"collective while the others still wait in it. The note names the loop's exit conditional. " +
				"Make the trip count the same on every process (for example bound it by a value all " +
				"processes agree on, such as the result of an MPI_Allreduce). A loop that runs while a " +
				"count is not zero is not reported when the count is positive on every process at its " +
				"first test (set to a positive constant where every process runs, then only incremented, " +
				"also by message handlers) and agreed on at the later ones (`count = 1; ... while (count " +
				"!= 0) { count = 0; ...; MPI_Allreduce(MPI_IN_PLACE, &count, ...); }`)."},
		{ID: IndirectID,
			Short:    "A call through a function pointer may reach collectives the order check cannot see.",
			Tags:     []string{"mpi", "collective", "remark"},
			Severity: diag.Info,
			Doc: "A remark, not a finding: a call through a function pointer may reach a " +
				"function of the program that calls MPI collectives (its address is taken somewhere). The " +
				"static check does not know which function is called, so the collectives behind the " +
				"pointer do not take part in the order check of the caller. If the pointer is chosen " +
				"differently on different processes, they may call different collectives; " +
				"`parcoach cc --instrument=all` checks this at run time. Remarks do not change the exit status."},
	},
	Requires: []*check.Analyzer{dependence.Analyzer},
	Run:      run,
}

// Item is one collective in the sequence a function executes: an MPI call of the function
// itself, or one of the summarised collectives of a function it calls.
type Item struct {
	Name   string      // collective's MPI name; nonblocking ones keep their own name
	Comm   *model.Comm // communicator, CommParam when it is one the function received (never nil; shared)
	Origin *diag.Pos   // where the collective is written (in a callee for summarised items; never nil, shared: the event's)
	Via    *chain      // the calls through which the collective is reached, outermost first
	// Wrapper marks the single collective of a thin wrapper: at call sites it stands for a
	// collective written at the call.
	Wrapper bool
}

// chain is a call chain shared between the summaries of callers (a list with shared tails, so
// deep call graphs cost one note per call, not one per caller and callee). The note of a call
// is phrased only when a finding shows it: most instantiated items are never reported.
//
// Its links are the model's (the call's event, the callee), not copies of their positions and
// names: summaries hold up to maxSeq items per function, each with its own link (issue 18).
// The collective is the item's: instantiating an item keeps its name.
type chain struct {
	call   *model.Event    // the call, in the caller
	callee *model.Function // the function called
	next   *chain
	depth  int
}

func (c *chain) note(name string) diag.Note {
	return diag.Note{Pos: c.call.Pos, Message: fmt.Sprintf("%s is reached through the call to %s in %s", name, c.callee.Name, c.call.Fn().Name)}
}

func (c *chain) len() int {
	if c == nil {
		return 0
	}
	return c.depth
}

// maxChainNotes bounds the call-chain notes of one finding: the outermost calls and the
// innermost ones are kept, the middle of a very deep chain is elided.
const maxChainNotes = 8

// notes are the notes of the chain of an item that calls collective name.
func (c *chain) notes(name string) []diag.Note {
	var out []diag.Note
	n := c.len()
	i := 0
	for ; c != nil; c = c.next {
		if i < maxChainNotes/2 || i >= n-maxChainNotes/2 {
			out = append(out, c.note(name))
		} else if i == maxChainNotes/2 {
			out = append(out, diag.Note{Pos: c.call.Pos, Message: fmt.Sprintf("... %d more calls ...", n-maxChainNotes)})
		}
		i++
	}
	return out
}

// Summary is what a function exports to its callers: the collectives every process entering
// it surely executes, in order (seed 000 Algorithm 22).
type Summary struct {
	Seq       []Item
	Truncated bool // the sequence was cut at maxSeq items
	// PerThread: every thread that runs the function makes each collective of Seq once (no
	// conditional, OpenMP construct conditionals included, and no loop decides any of them, in
	// the function or in the callees they come from). A parallel region of a constant team
	// size N with such a summary makes its sequence N times in every process (team.go).
	PerThread bool
}

// Result maps each function to its summary, and lists the sites the static pass could not
// prove (the set O of Algorithm 12), which the instrumentation checks at run time.
type Result struct {
	Summaries map[*model.Function]*Summary
	Sites     []*Site
	Stats     Stats
	// Agreed holds the MPI collectives whose communicator's collectives were proven to agree
	// class by class of ranks (rankclasses.go): two constructor calls of one handle in it,
	// `if (rank == 0) MPI_Win_create(...); if (rank == 1) MPI_Win_create(...);`, are matched
	// with each other and make the same handle.
	Agreed map[*llvmir.Inst]bool
}

// Stats counts what the analysis saw: how many collectives, and how many conditionals were in
// their PDF+ before and after dropping those every process evaluates alike.
type Stats struct {
	Collectives int // MPI collective calls in the program (not on MPI_COMM_SELF)
	CondsPDF    int // distinct conditionals in some PDF+
	CondsKept   int // of those, the ones that may vary between processes
}

// Site is a collective (or a call that reaches one) whose set has a non-empty PDF+.
type Site struct {
	Fn     *model.Function
	Inst   *llvmir.Inst // the MPI call, or the call to the function that reaches it
	Name   string       // the collective
	Origin diag.Pos     // where the collective is written
	Conds  []diag.Pos   // the conditionals that decide (the PDF+ of its set)
	InLoop bool         // some conditional decides a loop around it
}

// maxSeq bounds summaries: a chain of functions each calling the next twice would otherwise
// grow them exponentially, and a long chain of calls makes every caller re-examine the whole
// sequence. A truncated summary still lists the first collectives in order; a mismatch past
// the 64th collective of a call chain is then found in the callee, not at the caller.
const maxSeq = 64

func run(pass *check.Pass) (any, error) {
	dep := pass.ResultOf[dependence.Analyzer].(*dependence.Result)
	a := &analysis{pass: pass, dep: dep, sums: map[*model.Function]*Summary{}, agreed: map[*llvmir.Inst]bool{},
		condsPDF: map[condKey]bool{}, condsKept: map[condKey]bool{}, comms: map[model.Comm]*model.Comm{}}
	a.resolved = stdFunctionCalls(pass.Program)
	for _, comp := range a.bottomUp() {
		a.component(comp)
	}
	a.indirectCalls()
	a.found.Flush(pass)
	a.stats.CondsPDF, a.stats.CondsKept = len(a.condsPDF), len(a.condsKept)
	return &Result{Summaries: a.sums, Sites: a.sites, Stats: a.stats, Agreed: a.agreed}, nil
}

type analysis struct {
	pass  *check.Pass
	dep   *dependence.Result
	sums  map[*model.Function]*Summary
	found check.Findings
	sites []*Site

	stats               Stats
	condsPDF, condsKept map[condKey]bool
	// globalQuiet and globalWriters: per global, whether its address never escapes and the
	// functions that store to it (samebranches.go).
	globalQuiet   map[string]bool
	globalWriters map[string]map[*model.Function]bool
	// live: by function, its flow without the paths that end the job (samebranches.go).
	live  map[*model.Function]*liveFlow
	pairs map[*model.Function]*condPair // complementary.go, by function

	// comms shares the communicators of the items (a summary holds up to maxSeq of them).
	comms map[model.Comm]*model.Comm
	// occSlab is the free rest of the current chunk of occurrences (newOccurrence).
	occSlab []occurrence

	// resolved holds the calls through a pointer whose targets are known (std::function's
	// call of its invoker, stdfunction.go).
	resolved map[*llvmir.Inst][]*model.Function

	// aliases holds the alias information of the functions whose conditionals colourGuard
	// read (colourguard.go).
	aliases map[*model.Function]*alias.Func
	// agreed: Result.Agreed.
	agreed map[*llvmir.Inst]bool
}

// newOccurrence places o in a chunk of occurrences: a function's occurrences are many small
// short-lived objects (up to maxSeq per call of a summarised function).
func (a *analysis) newOccurrence(o occurrence) *occurrence {
	if len(a.occSlab) == 0 {
		a.occSlab = make([]occurrence, 256)
	}
	p := &a.occSlab[0]
	a.occSlab = a.occSlab[1:]
	*p = o
	return p
}

// comm is the shared copy of communicator c.
func (a *analysis) comm(c model.Comm) *model.Comm {
	if p, ok := a.comms[c]; ok {
		return p
	}
	p := &c
	a.comms[c] = p
	return p
}

type condKey struct {
	fn *model.Function
	b  int
}

// component analyses one strongly connected component of the call graph. A recursive
// component is solved optimistically (a greatest fixpoint): each function first assumes it
// surely executes all its own collectives outside loops, the summaries are recomputed with
// that assumption for the recursive calls, and the assumption is replaced by the result until
// both agree (bounded). A recursion whose base case and recursive case execute the same
// collectives is then silent, and one that skips them on some processes is still reported.
func (a *analysis) component(fs []*model.Function) {
	recursive := len(fs) > 1 || fs[0].CallsItself()
	if recursive {
		for _, f := range fs {
			a.sums[f] = a.ownCollectives(f)
		}
		for round := 0; round < 4; round++ {
			next := make([]*Summary, len(fs))
			for i, f := range fs {
				next[i] = a.function(f, false)
			}
			stable := true
			for i, f := range fs {
				if !sameSummary(a.sums[f], next[i]) {
					stable = false
				}
				a.sums[f] = next[i]
			}
			if stable {
				break
			}
		}
	}
	for _, f := range fs {
		a.sums[f] = a.function(f, true)
	}
}

// ownCollectives is the optimistic first guess for a recursive function's summary: the
// collectives it calls outside loops, in block order.
func (a *analysis) ownCollectives(f *model.Function) *Summary {
	s := &Summary{}
	of := f.Loops().Of
	for _, o := range a.occurrences(f, false) {
		if of[o.block] == nil && len(s.Seq) < maxSeq {
			s.Seq = append(s.Seq, o.Item)
		}
	}
	return s
}

func sameSummary(x, y *Summary) bool {
	if x == nil || y == nil {
		return x == y
	}
	if len(x.Seq) != len(y.Seq) {
		return false
	}
	for i := range x.Seq {
		if x.Seq[i].Name != y.Seq[i].Name || *x.Seq[i].Comm != *y.Seq[i].Comm {
			return false
		}
	}
	return true
}

// occurrence is an item placed in a block of the function being analysed.
type occurrence struct {
	Item
	block int
	order int
	// seq is the order among all the function's collectives (order is then recomputed per
	// communicator); summarised: the occurrence already stands in the summary.
	seq        int
	summarised bool
	// perThread: the item is made once by every thread running the callee it comes from
	// (always for the function's own MPI calls; a summarised item: its callee's PerThread).
	perThread bool
	// commArg is 1 + the index of the argument of inst that is the communicator handle (an
	// MPI call's, or the one a summarised item's communicator parameter receives), 0 unknown.
	// (An int32 beside the booleans: it takes their padding, not another word; issue 18.)
	commArg int32
	at      diag.Pos     // where the finding is reported in this function's terms
	inst    *llvmir.Inst // the MPI call, or the call through which the collective is reached
}

// function runs Algorithm 12 on f and returns its summary; with report it also records the
// findings.
func (a *analysis) function(f *model.Function, report bool) *Summary {
	occs := a.occurrences(f, report)
	if len(occs) == 0 {
		return &Summary{}
	}
	// The summary lists sure collectives in execution order over all communicators.
	ord := f.Ordering()
	orderOccurrences(f, ord, occs)
	for _, o := range occs {
		o.seq = o.order
	}
	type sure struct {
		item Item
		seq  int
	}
	perThread := true // Summary.PerThread
	sures := make([]sure, 0, len(occs))
	pdfOf := map[string][]int{} // summarised calls put many sets in the same blocks
	var byBlock map[int][]*occurrence
	for _, group := range commGroups(occs) {
		// The order of collectives only has to agree per communicator.
		orderOccurrences(f, ord, group)
		var agreed, tried bool // rankclasses.go, asked once per group
		for _, set := range collectiveSets(group) {
			comm := setComm(set)
			blocks := blocksOf(set)
			key := blockSetKey(blocks)
			all, ok := pdfOf[key]
			if !ok {
				// A path that ends the job (abort, assert, MPI_Abort, an exception nothing
				// catches) leaves no process waiting: it neither meets nor misses the set.
				all = f.PDFPlusLive(blocks)
				pdfOf[key] = all
			}
			pdf, members := a.varying(f, comm, set, all)
			if len(pdf) > 0 {
				pdf = withoutErrorBranches(f, pdf) // errpath.go
			}
			if len(pdf) > 0 {
				if byBlock == nil {
					byBlock = occsByBlock(occs)
				}
				pdf = a.correlated(f, comm, pdf, byBlock)
			}
			if report {
				for _, c := range all {
					a.condsPDF[condKey{f, c}] = true
				}
				for _, c := range pdf {
					a.condsKept[condKey{f, c}] = true
				}
			}
			if len(pdf) > 0 && !tried {
				tried = true
				var same []*occurrence
				agreed, same = a.rankClassesAgree(f, groupComm(group), group)
				if agreed {
					for _, o := range group {
						if o.Via == nil && o.inst != nil {
							a.agreed[o.inst] = true
						}
					}
					perThread = false
					for _, o := range same {
						if !o.summarised {
							o.summarised = true
							sures = append(sures, sure{summaryItem([]*occurrence{o}), o.seq})
						}
					}
				}
			}
			if agreed && len(pdf) > 0 {
				// Complementary rank tests: every class of processes that shares the
				// communicator runs the same collectives (summarised above when all do).
				continue
			}
			if len(pdf) == 0 && members {
				// Made by the members of a sub-communicator the function creates or
				// reads from memory (subcomm.go), not by every process entering it; a
				// caller could not name that communicator.
				continue
			}
			if len(pdf) == 0 {
				// An unknown-communicator occurrence is in every group: summarised once.
				if len(all) > 0 || inAnyLoop(f, blocks) {
					perThread = false
				}
				for _, o := range set {
					perThread = perThread && o.perThread
				}
				if (!inAnyLoop(f, blocks) || onceInSection(f, blocks, occs)) && !set[0].summarised {
					set[0].summarised = true
					sures = append(sures, sure{summaryItem(set), set[0].seq})
				}
				continue
			}
			perThread = false
			if report {
				a.reportSet(f, comm, set, pdf)
			}
		}
	}
	sort.SliceStable(sures, func(i, j int) bool { return sures[i].seq < sures[j].seq })
	sum := &Summary{Seq: make([]Item, 0, len(sures))}
	for _, s := range sures {
		sum.Seq = append(sum.Seq, s.item)
	}
	markWrapper(f, sum, occs)
	if len(sum.Seq) > maxSeq {
		sum.Seq, sum.Truncated = sum.Seq[:maxSeq], true
	}
	sum.PerThread = perThread && !sum.Truncated
	return sum
}

func blockSetKey(blocks []int) string {
	if len(blocks) == 1 {
		return strconv.Itoa(blocks[0])
	}
	return fmt.Sprint(blocks)
}

// varying keeps the conditionals that may be evaluated differently by the processes of the
// communicator: the others cannot make them disagree (seed 000 §5.3.1).
//
// A conditional that also decides whether the communicator is created at all is left out
// too: the processes that skip the collective do not have the communicator. members says
// that a conditional was left out as the membership test of a sub-communicator, or as a null
// test of a communicator variable the model does not follow (subcomm.go).
func (a *analysis) varying(f *model.Function, comm model.Comm, set []*occurrence, conds []int) (out []int, members bool) {
	var ctorDeps []int
	if comm.Kind == model.CommVar && comm.CtorFn == f {
		if e := f.EventOf(comm.Ctor); e != nil {
			ctorDeps = graph.IteratedFrontier(f.PDF(), []int{e.Block.Index})
		}
	}
	out = conds[:0:0]
	for _, c := range conds {
		if construct, uniform := f.ConstructCond(c); construct != nil && !uniform {
			// single, master, a worksharing chunk: which thread runs it, not whether the
			// process does.
			continue
		}
		if guardsOwnComm(f, c, set) || a.colourGuard(f, comm, c) {
			continue
		}
		if nullVarGuard(f, c, set) {
			members = true
			continue
		}
		if a.dep.CondVariesAmong(comm, f, c) && !slices.Contains(ctorDeps, c) {
			if a.memberGuard(f, c, set) {
				members = true
				continue
			}
			out = append(out, c)
		}
	}
	return out, members
}

// guardsOwnComm reports whether conditional c tests the communicator of every collective of
// the set against MPI_COMM_NULL (`if (comm != MPI_COMM_NULL) MPI_Barrier(comm);`): all the
// members of comm pass the test, so it cannot make them disagree.
func guardsOwnComm(f *model.Function, c int, set []*occurrence) bool {
	tested, _, ok := f.NullCommTest(c)
	if !ok {
		return false
	}
	for _, o := range set {
		if !tested.SameComm(*o.Comm) {
			return false
		}
	}
	return true
}

// occurrences lists the collectives of f in block order: its own MPI collectives (except those
// on MPI_COMM_SELF, which involve one process) and the summaries of the functions it calls.
func (a *analysis) occurrences(f *model.Function, report bool) []*occurrence {
	var out []*occurrence
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			switch {
			case e.IsCollective():
				c := e.Comm()
				if c.Kind == model.CommUnknown {
					c = spilledCommParam(f, e) // subcomm.go
				}
				if c.IsSelf() {
					continue
				}
				if report {
					a.stats.Collectives++
				}
				o := a.newOccurrence(occurrence{Item: Item{Name: e.MPI.Name, Comm: a.comm(c), Origin: &e.Pos}, block: b.Index, at: e.Pos, inst: e.Inst, perThread: true})
				if i := e.ArgIndex().Comm; e.Binding == mpi.C && i >= 0 {
					o.commArg = int32(i + 1)
				}
				out = append(out, o)
			case e.Kind == model.Call:
				s := a.sums[e.Callee]
				if s == nil {
					continue
				}
				for k := teamCalls(e, s); k > 0; k-- { // team.go
					for _, it := range s.Seq {
						o := a.instantiate(e, it)
						o.perThread = s.PerThread
						out = append(out, o)
					}
				}
			case e.Kind == model.OMPCall && e.OMP.Kind == model.OMPTaskAlloc:
				// A task runs its body once, on some thread of the team, before the next
				// barrier or taskwait: its collectives are made once where it is created
				// (their order against other tasks is the hybrid check's).
				t := e.TaskEntry()
				s := a.sums[t]
				if t == nil || s == nil {
					continue
				}
				for _, it := range s.Seq {
					// Not per thread (team.go): when every thread creates the task, the
					// team makes its collectives N times, but a region of tasks is not
					// unrolled yet (MPI-CorrBench's correct two_collectives_5 would then
					// be reported: rank 0's two threads make four broadcasts, the others two).
					out = append(out, a.instantiateAt(e, t, it))
				}
			case e.Kind == model.IndirectCall:
				callee, s := a.indirectSummary(e)
				if s == nil {
					continue
				}
				for _, it := range s.Seq {
					out = append(out, a.instantiateAt(e, callee, it))
				}
			}
		}
	}
	return out
}

// instantiate places a callee's summarised collective at the call e.
func (a *analysis) instantiate(e *model.Event, it Item) *occurrence {
	return a.instantiateAt(e, e.Callee, it)
}

// instantiateAt places a summarised collective of callee at the call e (direct, or through a
// pointer that reaches callee).
func (a *analysis) instantiateAt(e *model.Event, callee *model.Function, it Item) *occurrence {
	o := a.newOccurrence(occurrence{Item: it, block: e.Block.Index, inst: e.Inst})
	if it.Comm.Kind == model.CommParam {
		o.Comm = a.comm(e.ArgComm(*it.Comm))
		o.commArg = int32(it.Comm.Param + 1)
	}
	if it.Wrapper && !(strings.HasPrefix(e.Fn().Pos.File, "/usr/") && o.Comm.Kind != model.CommParam) {
		// The wrapper is the collective: report at the call, as if written there. Not at a
		// call inside the C++ library (std::__invoke_impl calling a lambda that takes the
		// communicator) that does not pass it on as a wrapper itself: the user's code is the
		// collective's own line.
		o.Origin, o.at, o.Via, o.Wrapper = &e.Pos, e.Pos, nil, false
		return o
	}
	o.at = *it.Origin
	o.Via = &chain{call: e, callee: callee, next: it.Via, depth: it.Via.len() + 1}
	return o
}

// orderOccurrences computes execution orders: the largest number of collectives on a path
// from the entry to each occurrence, in the CFG without back edges (loops count once).
func orderOccurrences(f *model.Function, ord *model.Ordering, occs []*occurrence) {
	perBlock := make([]int, len(f.Blocks))
	for _, o := range occs {
		perBlock[o.block]++
	}
	in := ord.Before(perBlock)
	next := make([]int, len(f.Blocks))
	for _, o := range occs {
		o.order = in[o.block] + next[o.block]
		next[o.block]++
	}
}

// commGroups splits the occurrences by communicator: one group per known communicator
// (predefined handle or constructed variable), each also holding the occurrences whose
// communicator is not known, which may be any of them.
func commGroups(occs []*occurrence) [][]*occurrence {
	byKey := map[string][]*occurrence{}
	var keys []string
	var unknown []*occurrence
	for _, o := range occs {
		if o.Comm.Kind != model.CommConst && o.Comm.Kind != model.CommVar {
			unknown = append(unknown, o)
			continue
		}
		if _, ok := byKey[o.Comm.Key]; !ok {
			keys = append(keys, o.Comm.Key)
		}
		byKey[o.Comm.Key] = append(byKey[o.Comm.Key], o)
	}
	if len(keys) == 0 {
		return [][]*occurrence{unknown}
	}
	out := make([][]*occurrence, 0, len(keys))
	for _, k := range keys {
		out = append(out, append(byKey[k], unknown...))
	}
	return out
}

// groupComm is the known communicator of a group of commGroups, or the unknown one.
func groupComm(group []*occurrence) model.Comm {
	for _, o := range group {
		if o.Comm.Kind == model.CommConst || o.Comm.Kind == model.CommVar {
			return *o.Comm
		}
	}
	return model.Comm{}
}

// setComm is the communicator every occurrence of a set is on, or the unknown communicator.
func setComm(set []*occurrence) model.Comm {
	c := *set[0].Comm
	for _, o := range set[1:] {
		if o.Comm.Key != c.Key || o.Comm.Kind != c.Kind {
			return model.Comm{}
		}
	}
	if c.Kind != model.CommConst && c.Kind != model.CommVar {
		return model.Comm{}
	}
	return c
}

// collectiveSets forms the sets C(r,c): occurrences of one execution order and one name,
// by increasing order; sets of the same order by the first appearance of their name; the
// occurrences of a set in their order in occs.
func collectiveSets(occs []*occurrence) [][]*occurrence {
	sorted := slices.Clone(occs)
	slices.SortStableFunc(sorted, func(x, y *occurrence) int { return x.order - y.order })
	var out [][]*occurrence
	for i := 0; i < len(sorted); {
		j := i + 1
		same := true
		for j < len(sorted) && sorted[j].order == sorted[i].order {
			same = same && sorted[j].Name == sorted[i].Name
			j++
		}
		if same {
			out = append(out, sorted[i:j:j]) // the common case: one collective per order
		} else {
			out = append(out, byName(sorted[i:j])...)
		}
		i = j
	}
	return out
}

// byName splits occurrences by name, in the order the names first appear.
func byName(occs []*occurrence) [][]*occurrence {
	var out [][]*occurrence
	for _, o := range occs {
		k := slices.IndexFunc(out, func(set []*occurrence) bool { return set[0].Name == o.Name })
		if k < 0 {
			out = append(out, nil)
			k = len(out) - 1
		}
		out[k] = append(out[k], o)
	}
	return out
}

// blocksOf lists the blocks of a set's occurrences, sorted, each once.
func blocksOf(set []*occurrence) []int {
	out := make([]int, 0, len(set))
	for _, o := range set {
		out = append(out, o.block)
	}
	sort.Ints(out)
	return slices.Compact(out)
}

func inAnyLoop(f *model.Function, blocks []int) bool {
	of := f.Loops().Of
	for _, b := range blocks {
		if of[b] != nil {
			return true
		}
	}
	return false
}

// onceInSection reports whether blocks lie in one section of a sections construct, in no loop
// but the construct's own (the loop over the section numbers that its lowering makes): one
// thread of the team runs that section, once, each time the process meets the construct, so
// the process executes the collective once, like one written outside any loop. Every other
// collective of the construct must be in the same section: collectives of two sections run
// on different threads in either order (or twice, for the same collective in two sections),
// and stay unsummarised.
func onceInSection(f *model.Function, blocks []int, occs []*occurrence) bool {
	loops := f.Loops()
	l := loops.Of[blocks[0]]
	if l == nil || l.Parent != nil {
		return false
	}
	// the switch on the section number: a conditional of a sections construct in l
	sw := -1
	for _, b := range l.Blocks {
		if c, _ := f.ConstructCond(b); c != nil && c.Kind == model.ConstructSections {
			if t := f.Terminator(b); t != nil && t.Op == "switch" {
				if sw >= 0 {
					return false
				}
				sw = b
			}
		}
	}
	if sw < 0 {
		return false
	}
	idom := f.Dom().Idom
	section := func(b int) int { // the entry of b's section: the successor of the switch that dominates it
		for i := 0; i < len(idom); i++ {
			d := idom[b]
			if d < 0 || d == b || !l.Contains(d) {
				return -1
			}
			if d == sw {
				return b
			}
			b = d
		}
		return -1
	}
	s := -1
	for _, b := range blocks {
		if loops.Of[b] != l {
			return false
		}
		e := section(b)
		if e < 0 || s >= 0 && e != s {
			return false
		}
		s = e
	}
	for _, o := range occs {
		if l.Contains(o.block) && section(o.block) != s {
			return false
		}
	}
	return true
}

func summaryItem(set []*occurrence) Item {
	it := set[0].Item
	it.Wrapper = false
	return it
}

// markWrapper recognises a thin wrapper: its only collective is one MPI call, executed on
// every path, on a communicator the function receives as a parameter.
func markWrapper(f *model.Function, sum *Summary, occs []*occurrence) {
	if len(sum.Seq) != 1 || len(occs) != 1 || occs[0].Via != nil {
		return
	}
	if sum.Seq[0].Comm.Kind == model.CommParam {
		sum.Seq[0].Wrapper = true
	}
}

// maxDeciders bounds what one finding says about its conditionals: the message names at most
// this many places and the notes point at as many conditionals, then say how many more decide.
// A long `else if` chain with a collective in every branch puts every conditional of the chain
// in the PDF+ of every one of its collectives; without the bound the output grows with the
// square of the chain's length.
const maxDeciders = 5

// reportSet records a finding at every occurrence of a set whose PDF+ is not empty. The
// conditionals are split: those that decide how often a loop around the occurrence runs make
// a collective-in-loop finding, the others a collective-mismatch one.
//
// Everything that depends only on the set is computed once and shared by its occurrences:
// the positions of the conditionals, their split (which depends only on the loops around the
// occurrence's block), the messages and the notes; the work per occurrence is bounded.
func (a *analysis) reportSet(f *model.Function, comm model.Comm, set []*occurrence, pdf []int) {
	positions := make([]diag.Pos, len(pdf)) // shared by the sites of the set
	for i, c := range pdf {
		positions[i] = f.CondPos(c)
	}
	type split struct{ loop, other []int }
	splits := map[*graph.Loop]*split{}
	splitOf := func(b int) *split {
		l := f.Loops().Of[b] // DecidesLoop(c, b) depends only on the loops around b
		if sp := splits[l]; sp != nil {
			return sp
		}
		sp := &split{}
		if l == nil {
			sp.other = pdf
		} else {
			for _, c := range pdf {
				if f.DecidesLoop(c, b) {
					sp.loop = append(sp.loop, c)
				} else {
					sp.other = append(sp.other, c)
				}
			}
		}
		splits[l] = sp
		return sp
	}
	type textKey struct {
		conds *int // the first element of a split's slice: which slice
		kind  string
		file  string
		comm  string
	}
	messages := map[textKey]string{}
	notes := map[textKey][]diag.Note{}
	text := func(o *occurrence, id string, conds []int) (string, []diag.Note) {
		k := textKey{&conds[0], id, o.at.File, o.Comm.String()}
		msg, ok := messages[k]
		if !ok {
			if id == MismatchID {
				msg = mismatchMessage(f, o, conds)
			} else {
				msg = loopMessage(f, o, conds)
			}
			messages[k] = msg
		}
		nk := textKey{conds: &conds[0], kind: id}
		ns, ok := notes[nk]
		if !ok {
			what, noun := "the conditional here decides whether "+o.Name+" is called", "conditional"
			if id == InLoopID {
				what, noun = "this loop decides how many times "+o.Name+" is called", "loop"
			}
			ns = a.condNotes(f, comm, conds, what, noun)
			notes[nk] = ns
		}
		return msg, ns
	}
	for _, o := range set {
		sp := splitOf(o.block)
		if len(sp.other) > 0 {
			msg, ns := text(o, MismatchID, sp.other)
			a.add(MismatchID, o, msg, ns, decision(f, o.block, sp.other))
		}
		if len(sp.loop) > 0 {
			msg, ns := text(o, InLoopID, sp.loop)
			a.add(InLoopID, o, msg, ns, decision(f, o.block, sp.loop))
		}
		a.sites = append(a.sites, &Site{Fn: f, Inst: o.inst, Name: o.Name, Origin: *o.Origin, InLoop: len(sp.loop) > 0, Conds: positions})
	}
}

// condNotes puts a note at each conditional, followed by why it varies between processes; past
// maxDeciders conditionals, one note says how many more decide.
func (a *analysis) condNotes(f *model.Function, comm model.Comm, conds []int, msg, noun string) []diag.Note {
	notes := make([]diag.Note, 0, 2*min(len(conds), maxDeciders+1))
	for i, c := range conds {
		if i == maxDeciders {
			notes = append(notes, diag.Note{Pos: f.CondPos(c), Message: fmt.Sprintf("and %d more %ss decide (the first of them here)", len(conds)-i, noun)})
			break
		}
		notes = append(notes, diag.Note{Pos: f.CondPos(c), Message: msg})
		for _, why := range a.dep.WhyAmong(comm, f, c) {
			notes = append(notes, why)
		}
	}
	return notes
}

func mismatchMessage(f *model.Function, o *occurrence, conds []int) string {
	what := "processes"
	if o.Comm.Kind != model.CommUnknown {
		what = "processes of " + o.Comm.String()
	}
	return fmt.Sprintf("%s may not be called by all %s: %s", o.Name, what, deciders(f, o.at, conds, "conditional"))
}

func loopMessage(f *model.Function, o *occurrence, conds []int) string {
	return fmt.Sprintf("%s is called in a loop whose number of iterations may differ between processes: %s",
		o.Name, deciders(f, o.at, conds, "loop"))
}

// deciders phrases "the conditional at line 56 decides" for the conditionals of a finding,
// naming the file too when it is not the one of the finding, and the function when the
// compiler recorded no line. Past maxDeciders places it says how many more there are.
func deciders(f *model.Function, at diag.Pos, conds []int, noun string) string {
	var places []string
	seen := map[string]bool{}
	for _, c := range conds {
		p := f.CondPos(c)
		var s string
		switch {
		case !p.Known():
			s = "in function " + f.Name
		case p.File == at.File:
			s = fmt.Sprintf("line %d", p.Line)
		default:
			s = fmt.Sprintf("%s:%d", p.File, p.Line)
		}
		if !seen[s] {
			seen[s] = true
			places = append(places, s)
		}
	}
	if len(places) == 1 {
		return fmt.Sprintf("the %s %s decides", noun, atOrIn(places[0]))
	}
	if len(places) > maxDeciders {
		more := len(places) - maxDeciders
		return fmt.Sprintf("the %ss %s and %d more decide", noun, atOrIn(strings.Join(places[:maxDeciders], ", ")), more)
	}
	return fmt.Sprintf("the %ss %s decide", noun, atOrIn(strings.Join(places, ", ")))
}

func atOrIn(s string) string {
	if strings.HasPrefix(s, "in ") {
		return s
	}
	return "at " + s
}

// add records a finding, merging the notes of findings at the same place with the same
// message (a callee's collective reached from several callers).
func (a *analysis) add(id string, o *occurrence, msg string, conds []diag.Note, dec diag.Decision) {
	d := &diag.Diagnostic{Check: id, Severity: diag.Warning, Pos: o.at, Message: msg,
		Notes: append(append(make([]diag.Note, 0, len(conds)+o.Via.len()), conds...), o.Via.notes(o.Name)...), Decisions: []diag.Decision{dec}}
	a.found.Add(d.Key(), d)
}

// decision locates a finding in f's CFG for renderers that draw it. The occurrences of a set
// share conds (nothing changes it afterwards).
func decision(f *model.Function, block int, conds []int) diag.Decision {
	return diag.Decision{Func: f.Index, FuncName: f.IR.Name, Block: block, Conds: conds}
}

// indirectCalls remarks on calls through function pointers that may reach a function with
// collectives: one whose address the program takes.
func (a *analysis) indirectCalls() {
	prog := a.pass.Program
	var candidates []*model.Function
	for _, f := range prog.AddressTaken() {
		if a.callsCollectives(f, map[*model.Function]bool{}) {
			candidates = append(candidates, f)
		}
	}
	if len(candidates) == 0 {
		return
	}
	for _, f := range prog.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind != model.IndirectCall {
					continue
				}
				if _, ok := a.resolved[e.Inst]; ok {
					continue // its targets' collectives take part in the analysis
				}
				// A function pointer reaches functions taking as many arguments.
				var reach []*model.Function
				for _, c := range candidates {
					if len(c.IR.Params) == len(e.Inst.Args) || c.IR.Variadic {
						reach = append(reach, c)
					}
				}
				if len(reach) == 0 {
					continue
				}
				targets := targetNames(reach)
				list := strings.Join(targets, ", ")
				if len(targets) > 5 {
					list = strings.Join(targets[:5], ", ") + fmt.Sprintf(" and %d more", len(targets)-5)
				}
				a.pass.Report(&diag.Diagnostic{Check: IndirectID, Severity: diag.Info, Pos: e.Pos,
					Message: "this call through a function pointer may reach " + list +
						", which call MPI collectives: those collectives are not checked here"})
			}
		}
	}
}

// targetNames are the names of fs, sorted, each once; two functions of one name (static
// functions of several files) are told apart by their file.
func targetNames(fs []*model.Function) []string {
	count := map[string]int{}
	for _, f := range fs {
		count[f.Name]++
	}
	var out []string
	for _, f := range fs {
		n := f.Name
		if count[n] > 1 && f.Pos.File != "" {
			n += " (" + filepath.Base(f.Pos.File) + ")"
		}
		out = append(out, n)
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// callsCollectives reports whether f, or a function it calls, calls an MPI collective.
func (a *analysis) callsCollectives(f *model.Function, seen map[*model.Function]bool) bool {
	if seen[f] {
		return false
	}
	seen[f] = true
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			if e.IsCollective() || e.Kind == model.Call && a.callsCollectives(e.Callee, seen) {
				return true
			}
		}
	}
	return false
}
