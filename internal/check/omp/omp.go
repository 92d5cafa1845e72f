// Package omp checks that the threads of an OpenMP team encounter the same barriers and
// worksharing constructs (PARCOACH, seed 002 Algorithms 1-2, seed 000 §3.2 Algorithms 15 and
// 18), and that no barrier or worksharing construct is closely nested, through a call, in a
// region where the specification forbids it.
//
// The program is the OMPCFG the model recovers from the compiler's lowering: single, master,
// masked, for and sections are conditionals (the branch on __kmpc_single's result, the tests
// that hand each thread its iterations, the switch of sections), implicit barriers are events,
// and a combined `parallel for` is a nowait loop whose barrier is the end of the region.
//
// Every function that may run in a team (a parallel region's outlined function, a function
// called from one, a function whose callers are unknown) is checked on its own:
//
//   - Verbosity 0 (default): each barrier gets a sequential order, the largest number of
//     barriers on a path from the entry to it in the CFG without back edges. The barriers of one
//     order form a set C_r; a non-empty PDF+(C_r) means some threads may cross fewer barriers
//     than others, which deadlocks. Each barrier of the set is reported, with a note at each
//     conditional.
//   - Verbosity 1 (--omp-strict): every barrier must be reached by all threads: PDF+ of each
//     barrier on its own.
//   - Every worksharing construct whose PDF+ is non-empty is reported.
//
// The conditionals a loop construct evaluates alike on every thread (clang's guard on the trip
// count) and the if clause of parallel are never causes; the other construct conditionals are:
// a barrier reached inside a single through a call is reached by one thread only.
//
// Inter-procedurally (Algorithm 18), functions are summarised bottom-up over the call graph by
// the minimal numbers of barriers and of worksharing constructs a team entering them crosses
// (teams created inside them excluded); a call takes part in its caller's analysis as that
// many barriers and worksharing constructs, and its findings are reported at the call.
package omp

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/dependence"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Check ids.
const (
	BarrierID     = "omp-barrier-divergence"
	WorksharingID = "omp-worksharing-divergence"
	NestingID     = "omp-invalid-nesting"
)

// Analyzer is the OpenMP barrier and worksharing check.
var Analyzer = &check.Analyzer{
	Name: "omp",
	Doc:  "OpenMP barriers and worksharing constructs encountered by all threads of a team",
	Checks: []check.Check{
		{ID: BarrierID,
			Short: "An OpenMP barrier may not be reached by all threads of the team.",
			Tags:  []string{"openmp", "barrier", "deadlock", "correctness"},
			Doc: "An OpenMP barrier (explicit, or the implicit barrier ending a for, " +
				"sections or single construct, or one reached through a call) may not be reached by all " +
				"threads of the team: a conditional lets some threads cross fewer barriers than others. " +
				"The threads that reach it wait forever for the others, or pair with a different barrier " +
				"(a deadlock at the end of the parallel region). By default only a different number of " +
				"barriers is reported, since implementations let different barriers synchronise " +
				"together; --omp-strict reports every barrier that some threads of the team may not " +
				"reach, as the OpenMP specification requires. The notes name each conditional that " +
				"decides (a user if, loop or switch, or the single, master or loop construct around " +
				"it). Fix it by making the barrier unconditional, or by giving every branch the same " +
				"number of barriers. If the condition is the same on every thread (it does not depend " +
				"on omp_get_thread_num()), the finding is a false positive."},
		{ID: WorksharingID,
			Short: "An OpenMP worksharing construct may not be encountered by all threads of the team.",
			Tags:  []string{"openmp", "worksharing", "correctness"},
			Doc: "An OpenMP worksharing construct (for/do, sections, single, or one " +
				"reached through a call) may not be encountered by all threads of the team, although the " +
				"OpenMP specification requires every thread of a team to encounter the same worksharing " +
				"constructs in the same order. The iterations or sections meant for the threads that " +
				"skip it are never executed, the runtime pairs constructs wrongly (two single constructs " +
				"on two branches act as one), and its implicit barrier may deadlock. The notes name each " +
				"conditional that decides. Fix it by moving the construct out of the conditional; if the " +
				"condition is the same on every thread the finding is a false positive."},
		{ID: NestingID,
			Short: "A barrier or worksharing construct is nested, through a call, where OpenMP forbids it.",
			Tags:  []string{"openmp", "deadlock", "correctness"},
			Doc: "A barrier or a worksharing construct is closely nested in a region " +
				"where the OpenMP specification forbids it: inside a single, master, masked, critical, " +
				"ordered, for or sections region, or an explicit task, reached through a function call " +
				"(the compiler rejects it when written directly, but cannot see through calls). The " +
				"threads of the enclosing region do not all reach it, or one of them holds a lock while " +
				"waiting: the program deadlocks or behaves unspecifiedly. The finding is at the inner " +
				"construct, with notes at the enclosing region and the calls. Move the construct out of " +
				"the region, or enclose it in its own parallel region."},
	},
	Requires: []*check.Analyzer{dependence.Analyzer},
	Run:      run,
}

// Origin is a barrier or worksharing construct as written, for messages and notes.
type Origin struct {
	Pos  diag.Pos
	What string      // "#pragma omp barrier", "the implicit barrier of #pragma omp for"...
	Via  []diag.Note // the calls through which it is reached, outermost first
}

// Summary is what a function exports to its callers (Algorithm 18): the minimal numbers of
// barriers and worksharing constructs a team entering it crosses, with the ones on one path
// that achieves the minimum, and the barriers and worksharing constructs it reaches outside
// any construct of its own (which would be closely nested in a region around a call to it).
type Summary struct {
	Barriers    int
	Worksharing int
	BarrierPath []Origin // len == Barriers
	WorkPath    []Origin // len == Worksharing
	TopLevel    []Origin
}

// Result maps each function to its summary, and lists the sites the static pass could not
// prove (for a future runtime check).
type Result struct {
	Summaries map[*model.Function]*Summary
	Sites     []*Site
}

// Site is a barrier or worksharing construct (or a call reaching one) that some threads of a
// team may not reach, with the conditionals that decide.
type Site struct {
	Fn    *model.Function
	Inst  *llvmir.Inst
	Check string
	What  string
	Conds []diag.Pos
}

// maxPath bounds the origins kept per summary (a chain of functions each calling the next
// twice would otherwise grow them exponentially); the counts stay exact.
const maxPath = 64

func run(pass *check.Pass) (any, error) {
	a := &analysis{
		pass: pass,
		dep:  pass.ResultOf[dependence.Analyzer].(*dependence.Result),
		sums: map[*model.Function]*Summary{},
	}
	if pass.Program.AnyUses().Has(model.UsesOpenMP) {
		a.context()
	} else {
		a.team = map[*model.Function]bool{} // no construct, no region: every summary is empty
	}
	for _, comp := range pass.Program.BottomUp() {
		a.component(comp)
	}
	a.nesting()
	a.found.Flush(pass)
	return &Result{Summaries: a.sums, Sites: a.sites}, nil
}

type analysis struct {
	pass  *check.Pass
	dep   *dependence.Result
	sums  map[*model.Function]*Summary
	found check.Findings
	sites []*Site
	// team marks the functions checked for divergence: they may run in a team of threads.
	team map[*model.Function]bool
}

// context decides which functions may run in a team: the bodies of parallel regions and what
// they call, and functions whose callers are unknown; not the functions only the sequential
// part of the program (main and what it calls outside regions) runs, where every construct
// binds to a team of one thread.
func (a *analysis) context() {
	p := a.pass.Program
	a.team = map[*model.Function]bool{}
	seq := map[*model.Function]bool{}
	var reach func(f *model.Function, mark map[*model.Function]bool)
	reach = func(f *model.Function, mark map[*model.Function]bool) {
		if mark[f] {
			return
		}
		mark[f] = true
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind == model.Call && e.Callee != nil && !e.StartsTeam() {
					reach(e.Callee, mark)
				}
			}
		}
	}
	for _, f := range p.Funcs {
		if f.IsMain() {
			reach(f, seq)
		}
	}
	for _, f := range p.Funcs {
		switch {
		case f.InRegionBody():
			reach(f, a.team)
		case !seq[f] && !f.IsTaskEntry() && len(p.CallSites(f)) == 0 && len(p.ForkSites(f)) == 0:
			reach(f, a.team) // called from elsewhere: maybe from a parallel region
		}
	}
	for _, f := range p.Funcs {
		if !seq[f] && !f.IsTaskEntry() {
			a.team[f] = true
		}
	}
}

// component analyses one strongly connected component of the call graph; a recursive one is
// iterated from empty summaries until they stop changing (bounded), then reported once.
func (a *analysis) component(fs []*model.Function) {
	if len(fs) > 1 || fs[0].CallsItself() {
		for round := 0; round < 4; round++ {
			changed := false
			for _, f := range fs {
				s := a.function(f, false)
				if old := a.sums[f]; old == nil || old.Barriers != s.Barriers || old.Worksharing != s.Worksharing || len(old.TopLevel) != len(s.TopLevel) {
					changed = true
				}
				a.sums[f] = s
			}
			if !changed {
				break
			}
		}
	}
	for _, f := range fs {
		a.sums[f] = a.function(f, a.team[f])
	}
}

// itemKind separates the two sequences the analysis follows.
type itemKind int

const (
	barrierItem itemKind = iota
	workItem
)

// item is a barrier or worksharing construct placed in a block of the function analysed: its
// own, or one a callee's summary contributes at a call.
type item struct {
	kind     itemKind
	block    int
	order    int
	ev       *model.Event
	at       diag.Pos // where it is reported in this function
	what     string   // what it is, for messages
	origin   *Origin  // for an item reached through a call: where it is written
	explicit bool     // a `#pragma omp barrier` of this function
}

// onAnalyse, when set (by tests), is called for every function the analysis looks into.
var onAnalyse func(*model.Function)

// function runs Algorithm 15 on f and returns its summary; with report it records findings.
func (a *analysis) function(f *model.Function, report bool) *Summary {
	if !a.pass.Program.Reaches(f).Has(model.UsesOpenMP) {
		// No OpenMP runtime call or fork in f or in what it calls: no barrier or worksharing
		// item, nothing at top level, so the summary is empty and nothing is reported; its
		// flow graph and sequence graph are not built.
		return &Summary{}
	}
	if onAnalyse != nil {
		onAnalyse(f)
	}
	items := a.items(f)
	if len(items) == 0 {
		// minPath finds nothing to count: only the top-level constructs remain.
		return &Summary{TopLevel: a.topLevel(f)}
	}
	fl := f.NormalFlow()
	sg := newSeqGraph(f, fl)
	sum := a.summarise(f, sg, items)
	if !report || len(items) == 0 {
		return sum
	}
	var barriers, works []*item
	for _, it := range items {
		if it.kind == barrierItem {
			barriers = append(barriers, it)
		} else {
			works = append(works, it)
		}
	}
	if a.pass.Config != nil && a.pass.Config.OmpStrict {
		for _, it := range barriers {
			a.check(f, fl, BarrierID, []*item{it})
		}
	} else {
		orderItems(sg, barriers)
		for _, set := range orderSets(barriers) {
			a.check(f, fl, BarrierID, set)
		}
	}
	for _, it := range works {
		a.check(f, fl, WorksharingID, []*item{it})
	}
	return sum
}

// items lists the barriers and worksharing constructs of f in block order, calls replaced by
// their callees' summaries; parallel regions started in f (new teams) contribute nothing.
func (a *analysis) items(f *model.Function) []*item {
	var out []*item
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			switch {
			case e.Kind == model.OMPCall:
				if it := a.ompItem(f, e); it != nil {
					out = append(out, it)
				}
			case e.Kind == model.Call && e.Callee != nil && !e.StartsTeam():
				s := a.sums[e.Callee]
				if s == nil {
					continue
				}
				for i := 0; i < s.Barriers; i++ {
					out = append(out, a.callItem(f, e, barrierItem, pathAt(s.BarrierPath, i)))
				}
				for i := 0; i < s.Worksharing; i++ {
					out = append(out, a.callItem(f, e, workItem, pathAt(s.WorkPath, i)))
				}
			}
		}
	}
	return out
}

func pathAt(p []Origin, i int) *Origin {
	if i < len(p) {
		return &p[i]
	}
	if len(p) > 0 {
		return &p[len(p)-1]
	}
	return nil
}

// ompItem makes the item of a runtime call: barriers and what synchronises like one (a
// blocking reduction, copyprivate), and the calls that start a worksharing construct.
func (a *analysis) ompItem(f *model.Function, e *model.Event) *item {
	c := f.ConstructOf(e)
	it := &item{block: e.Block.Index, ev: e, at: userPos(f, e.OMP.Pos)}
	if c != nil {
		it.at = userPos(f, c.Pos)
	}
	switch e.OMP.Kind {
	case model.OMPBarrier:
		switch {
		case c != nil:
			it.what = "the implicit barrier of " + directive(f, c.Kind)
		case e.OMP.Implicit():
			it.what = "an implicit barrier"
		default:
			it.what = dir(f, "barrier")
			it.explicit = true
		}
	case model.OMPReduce:
		it.what = "the reduction"
		if c != nil {
			it.what += " of " + directive(f, c.Kind)
		}
	case model.OMPCopyprivate:
		it.what = "the copyprivate broadcast"
		if c != nil {
			it.what += " of " + directive(f, c.Kind)
		}
	case model.OMPForStaticInit, model.OMPDispatchInit, model.OMPSingle:
		if c == nil || !c.Kind.Worksharing() || c.Begin != e {
			return nil
		}
		it.kind, it.what = workItem, directive(f, c.Kind)
		return it
	default:
		return nil
	}
	it.kind = barrierItem
	return it
}

// callItem places one barrier or worksharing construct of a callee's summary at the call e.
func (a *analysis) callItem(f *model.Function, e *model.Event, k itemKind, o *Origin) *item {
	it := &item{kind: k, block: e.Block.Index, ev: e, at: userPos(f, e.Pos)}
	if k == barrierItem {
		it.what = "a barrier in " + e.Callee.Name
	} else {
		it.what = "a worksharing construct in " + e.Callee.Name
	}
	if o != nil {
		it.origin = o
		it.what = fmt.Sprintf("%s (in %s)", o.What, e.Callee.Name)
	}
	return it
}

// orderItems computes sequential orders: the largest number of barriers on a path from the
// entry to each barrier, in the CFG without back edges (a loop's body counts once).
func orderItems(sg *seqGraph, items []*item) {
	n := len(sg.succ)
	per := make([]int, n)
	for _, it := range items {
		per[it.block]++
	}
	in := make([]int, n)
	for _, b := range sg.order {
		out := in[b] + per[b]
		for _, s := range sg.succ[b] {
			if out > in[s] {
				in[s] = out
			}
		}
	}
	next := make([]int, n)
	for _, it := range items {
		it.order = in[it.block] + next[it.block]
		next[it.block]++
	}
}

// orderSets forms the sets C_r: the barriers of sequential order r.
func orderSets(items []*item) [][]*item {
	by := map[int][]*item{}
	var orders []int
	for _, it := range items {
		if _, ok := by[it.order]; !ok {
			orders = append(orders, it.order)
		}
		by[it.order] = append(by[it.order], it)
	}
	sort.Ints(orders)
	out := make([][]*item, len(orders))
	for i, r := range orders {
		out[i] = by[r]
	}
	return out
}

// check reports every item of set when PDF+ of its blocks holds a conditional that may
// differ between the threads of the team. What depends only on the set (the positions of the
// conditionals, and per group of loops around an item the phrase naming them and their notes)
// is computed once and shared by its items, so a set of n items with n conditionals (an
// n-branch `else if` chain with a barrier in every branch) costs about n, not n².
func (a *analysis) check(f *model.Function, fl *model.Flow, id string, set []*item) {
	seen := map[int]bool{}
	var blocks []int
	for _, it := range set {
		if !seen[it.block] {
			seen[it.block] = true
			blocks = append(blocks, it.block)
		}
	}
	sort.Ints(blocks)
	conds := a.causes(f, fl.PDFPlus(blocks))
	if len(conds) == 0 {
		return
	}
	positions := make([]diag.Pos, len(conds)) // shared by the sites of the set
	for i, c := range conds {
		positions[i] = userPos(f, f.CondPos(c))
	}
	type key struct {
		loop *graph.Loop // what DecidesLoop(c, it.block) depends on
		file string
	}
	phrases := map[key]string{}
	notes := map[*graph.Loop][]diag.Note{}
	for _, it := range set {
		l := f.Loops().Of[it.block]
		k := key{l, it.at.File}
		phrase, ok := phrases[k]
		if !ok {
			phrase = deciders(f, it.at, it.block, conds)
			phrases[k] = phrase
		}
		ns, ok := notes[l]
		if !ok {
			ns = a.condNotes(f, conds, it)
			notes[l] = ns
		}
		a.report(f, id, it, conds, phrase, ns, positions)
	}
}

// causes filters a PDF+ down to the conditionals that may make threads disagree: not the
// conditionals every thread of the team evaluates alike by construction (a loop's guard on
// its trip count, the if clause of parallel), nor the user's conditionals the dependence
// analysis proves the same on every thread.
func (a *analysis) causes(f *model.Function, pdf []int) []int {
	var out []int
	for _, b := range pdf {
		c, uniform := f.ConstructCond(b)
		if c != nil && uniform || c == nil && !a.dep.CondVaries(dependence.Threads, f, b) {
			continue
		}
		out = append(out, b)
	}
	return out
}

// report records the finding for one item: phrase names the conditionals, condNotes are
// their notes, positions their places for the runtime checks (all three shared, not changed).
func (a *analysis) report(f *model.Function, id string, it *item, conds []int, phrase string, condNotes []diag.Note, positions []diag.Pos) {
	verb := "reached"
	if id == WorksharingID {
		verb = "encountered"
	}
	msg := fmt.Sprintf("%s may not be %s by all threads of the team: %s", it.what, verb, phrase)
	notes := condNotes
	if it.origin != nil {
		notes = append(append(make([]diag.Note, 0, len(condNotes)+len(it.origin.Via)+1), condNotes...), it.origin.Via...)
		notes = append(notes, diag.Note{Pos: it.origin.Pos, Message: it.origin.What + " is here"})
	}
	dec := diag.Decision{Func: f.Index, FuncName: f.IR.Name, Block: it.block, Conds: conds}
	a.add(id, it.at, msg, notes, dec)
	a.sites = append(a.sites, &Site{Fn: f, Inst: it.ev.Inst, Check: id, What: it.what, Conds: positions})
}

// maxDeciders bounds what one finding says about its conditionals: the message names at most
// this many places and the notes follow as many conditionals, then say how many more decide.
const maxDeciders = 5

// condNotes phrases a note per conditional: a user's conditional decides; a construct's says
// which threads get through it.
func (a *analysis) condNotes(f *model.Function, conds []int, it *item) []diag.Note {
	notes := make([]diag.Note, 0, 2*min(len(conds), maxDeciders+1))
	for i, b := range conds {
		pos := userPos(f, f.CondPos(b))
		if i == maxDeciders {
			notes = append(notes, diag.Note{Pos: pos, Message: fmt.Sprintf("and %d more decide (the first of them here)", len(conds)-i)})
			break
		}
		var msg string
		if c, _ := f.ConstructCond(b); c != nil {
			pos = userPos(f, c.Pos)
			switch c.Kind {
			case model.ConstructSingle:
				msg = "only the thread that executes " + directive(f, c.Kind) + " reaches it"
			case model.ConstructMaster:
				msg = "only the master thread reaches it, in " + directive(f, c.Kind)
			case model.ConstructMasked:
				msg = "only the filtered thread reaches it, in " + directive(f, c.Kind)
			case model.ConstructSections:
				msg = "only the thread that executes this section of " + directive(f, c.Kind) + " reaches it"
			case model.ConstructFor:
				msg = "each thread reaches it once per iteration " + directive(f, c.Kind) + " gives it"
			default:
				msg = directive(f, c.Kind) + " decides whether it is reached"
			}
		} else if f.DecidesLoop(b, it.block) {
			msg = "this loop decides how many times it is reached"
		} else {
			msg = "the conditional here decides whether it is reached"
		}
		n := diag.Note{Pos: pos, Message: msg}
		if !slices.Contains(notes, n) {
			notes = append(notes, n)
		}
		if c, _ := f.ConstructCond(b); c == nil {
			for _, why := range a.dep.Why(dependence.Threads, f, b) {
				if !slices.Contains(notes, why) {
					notes = append(notes, why)
				}
			}
		}
	}
	return notes
}

// deciders phrases "the conditional at line 6 decides" (or "the loop", "the construct") for
// the conditionals of a finding at block at.
func deciders(f *model.Function, at diag.Pos, block int, conds []int) string {
	var places []string
	seen := map[string]bool{}
	construct, loops := 0, 0
	for _, b := range conds {
		p := f.CondPos(b)
		if c, _ := f.ConstructCond(b); c != nil {
			p = c.Pos
			construct++
		} else if f.DecidesLoop(b, block) {
			loops++
		}
		var s string
		switch {
		case !p.Known():
			s = "in function " + f.UserFunc()
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
	noun := "conditional"
	switch len(conds) {
	case construct:
		noun = "construct"
	case loops:
		noun = "loop"
	}
	more := ""
	if len(places) > maxDeciders {
		more = fmt.Sprintf(" and %d more", len(places)-maxDeciders)
		places = places[:maxDeciders]
	}
	where := strings.Join(places, ", ")
	if !strings.HasPrefix(where, "in ") {
		where = "at " + where
	}
	if len(places) == 1 {
		return fmt.Sprintf("the %s %s decides", noun, where)
	}
	return fmt.Sprintf("the %ss %s%s decide", noun, where, more)
}

// add records a finding, merging the notes of findings of the same check at the same place
// (the barriers a call contributes, a callee reached from several places), with where f's CFG
// decides it when it is about control flow.
func (a *analysis) add(id string, at diag.Pos, msg string, notes []diag.Note, decs ...diag.Decision) {
	k := fmt.Sprintf("%s|%s|%d|%d|%s", id, at.File, at.Line, at.Col, at.Func)
	a.found.Add(k, &diag.Diagnostic{Check: id, Severity: diag.Warning, Pos: at, Message: msg, Notes: notes, Decisions: decs})
}

// userPos names the user's function in a position inside outlined code (flang-new-16 gives no
// line, so the function is all a reader has).
func userPos(f *model.Function, p diag.Pos) diag.Pos {
	p.Func = f.UserFunc()
	if p.File == "" {
		p.File = f.Pos.File
	}
	return p
}

// fortran reports whether f was compiled from Fortran (flang's names start with _Q).
func fortran(f *model.Function) bool { return f.IsFortran() }

// dir spells a directive the way the user wrote it: "#pragma omp single" or "!$omp single".
func dir(f *model.Function, name string) string {
	if fortran(f) {
		if name == "for" {
			name = "do"
		}
		return "!$omp " + name
	}
	return "#pragma omp " + name
}

func directive(f *model.Function, k model.ConstructKind) string { return dir(f, k.String()) }
