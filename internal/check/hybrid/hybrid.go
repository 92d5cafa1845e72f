// Package hybrid checks MPI+OpenMP programs (PARCOACH, seed 000 Chapters 2 and 4): the
// parallelism word of every MPI call (Algorithms 2-3), the MPI thread level the program asks
// for against the level its calls need (Algorithms 4-9, automaton Fig. 2.5), MPI collectives
// called by several threads at once (category 1 of Fig. 4.2, automaton Fig. 4.4) and
// collectives in different monothreaded regions that may run at the same time (category 2,
// Algorithm 7). Category 3 (processes calling different sequences of collectives) is the
// collective order check, which already sees through single and master regions.
//
// A parallelism word is the sequence of constructs around a point: P for a parallel region, S
// for single, a section or (written T here) a task, M for master, B for each barrier crossed
// since the enclosing parallel construct began; C, not in the thesis, marks critical and
// ordered regions, which every thread runs one at a time. Words are computed per function
// from the constructs the model recovers (Algorithms 2-3 become: the letters of the constructs
// whose body holds the call, after the barriers counted on the longest path from the entry),
// and across functions: a call, a fork and a task creation put the callee's words after the
// word of the site, so a function's words are the set of words reaching it from all its call
// sites. A function no one calls (main, a library entry point) starts from the word of
// --initial-context: sequential (ε, the default), parallel (P) or nested (PP).
//
// The automaton of words (word.go) has the states of Fig. 2.5: 0 the initial thread alone, 1
// every thread of a team it started, 2 one thread of a team (single, section, task), 3 the
// initial thread in a master region, 4 every thread of a team started inside a single, 5 and 6
// nested teams; plus a state for critical regions. Nestings OpenMP forbids (SS, SM, MS, and
// worksharing inside a task or critical region) are its invalid state.
//
// Concurrency (Lemma 5, Algorithm 7): two calls in monothreaded regions may run at the same
// time when their words share a prefix ending with the same parallel construct and the same
// number of barriers, and continue with different single, section or task regions (or a
// single and a master region). Master regions of one team run on one thread and critical
// regions of one name under one lock: they are not concurrent with each other. A nowait
// single (or a task) in a loop with no barrier may overlap its own next instance.
package hybrid

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Check ids.
const (
	ThreadLevelID   = "mpi-thread-level"
	MultithreadedID = "mpi-collective-multithreaded"
	ConcurrentID    = "mpi-concurrent-collectives"
)

// Analyzer computes the parallelism words of every MPI call and which calls may run at the
// same time; it reports nothing itself.
var Analyzer = &check.Analyzer{
	Name: "hybrid-words",
	Doc:  "parallelism words of MPI calls in MPI+OpenMP programs, and concurrent monothreaded regions",
	Run: func(pass *check.Pass) (any, error) {
		initial := ""
		if pass.Config != nil {
			initial = pass.Config.InitialContext
		}
		return Compute(pass.Program, initial), nil
	},
}

// ThreadLevelAnalyzer is the thread-level compliance check (seed 000 §2.1.2).
var ThreadLevelAnalyzer = &check.Analyzer{
	Name: "thread-level",
	Doc:  "MPI calls placed where the requested MPI thread level does not allow them; the minimum level the program needs",
	Checks: []check.Check{
		{ID: ThreadLevelID,
			Short: "An MPI call is placed where the requested MPI thread level does not allow it.",
			Tags:  []string{"mpi", "openmp", "hybrid", "thread-safety", "correctness"},
			Doc: "An MPI call (point-to-point, collective or any other) is placed where the " +
				"MPI thread level the program requests does not allow it. The level comes from the constant " +
				"`required` argument of MPI_Init_thread (MPI_THREAD_SINGLE for MPI_Init), or from " +
				"--thread-level. Each call gets a parallelism word, the OpenMP constructs around it: outside " +
				"parallel regions (word ε) any level will do; in a master region (PM) MPI_THREAD_FUNNELED " +
				"is needed, since only the thread that initialised MPI may call it; in a single, section or " +
				"task region (PS) or a critical region, MPI_THREAD_SERIALIZED, since any thread may call it, " +
				"one at a time; called by every thread of a team (P), in nested teams (PPS), or at the same " +
				"time as another MPI call in a concurrent monothreaded region (a single nowait followed by " +
				"another single), MPI_THREAD_MULTIPLE. A program that calls MPI beyond its level has " +
				"undefined behaviour (crashes, corrupted messages, deadlocks that depend on the schedule). " +
				"The note gives the minimum level the whole program needs; `parcoach check " +
				"--thread-level-report` lists it per function with the calls that force it. Fix it by " +
				"requesting that level (and checking `provided`), or by moving the call into a master " +
				"region or out of the parallel region. The same id reports MPI calls inside OpenMP " +
				"regions nested in a way the specification forbids (a single inside a single, reached " +
				"through a call): the automaton of parallelism words rejects them (invalid state). " +
				"Functions nobody in the analysed code calls are assumed to be called outside parallel " +
				"regions; --initial-context=parallel or nested says otherwise."},
	},
	Requires: []*check.Analyzer{Analyzer},
	Run:      runThreadLevel,
}

// CollectivesAnalyzer reports the collectives of hybrid programs whose order within a process
// is not deterministic (seed 000 §4.1.2, categories 1 and 2).
var CollectivesAnalyzer = &check.Analyzer{
	Name: "hybrid-collectives",
	Doc:  "MPI collectives called by several threads, or from concurrent monothreaded regions",
	Checks: []check.Check{
		{ID: MultithreadedID,
			Short: "An MPI collective may be called by several threads of one process.",
			Tags:  []string{"mpi", "openmp", "hybrid", "collective", "correctness"},
			Doc: "An MPI collective may be called by several threads of one process: it " +
				"is inside a parallel region but not in a single, section, master or task region of it " +
				"(parallelism word P), or in a single region of a parallel region nested in another one " +
				"(PPS: one thread per inner team), or it is in a function called from such a place. Each " +
				"thread's call is a separate collective, so processes execute as many collectives as they " +
				"have threads, in an order that depends on the schedule: the collectives are mismatched or " +
				"the program deadlocks, whatever the thread level (category 1 of the hybrid analysis). " +
				"The only safe placements are outside parallel regions and in monothreaded regions, the " +
				"words of (S|PB*S)*. Fix it by enclosing the call in `#pragma omp single` or `master`, or " +
				"moving it out of the parallel region. If the team is known to have one thread, the finding " +
				"is a false positive. Collectives in critical (or ordered) regions are one call per thread, one " +
				"at a time: they are not reported when the order cannot differ between processes (teams " +
				"with a constant num_threads, no other collective on the communicator in the team, and " +
				"either every collective of that lock is the same call up to its buffers, or they are all " +
				"made once per entry of one critical construct)."},
		{ID: ConcurrentID,
			Short: "Two MPI collectives on the same communicator may be called at the same time by different threads.",
			Tags:  []string{"mpi", "openmp", "hybrid", "collective", "concurrency", "correctness"},
			Doc: "Two MPI collectives on the same (or possibly the same) communicator " +
				"are in different monothreaded regions of one parallel region with no barrier between them " +
				"(a `single nowait` followed by another single, a master region and a single, two tasks, " +
				"two sections), so two threads may call them at the same time (category 2 of the hybrid " +
				"analysis, Algorithm 7). Which one MPI sees first depends on the thread schedule, and may " +
				"differ between processes: collectives are mismatched (wrong results, deadlock). The " +
				"message names both lines. A nowait single in a loop with no barrier can also overlap its " +
				"own next instance. Fix it by removing `nowait`, adding `#pragma omp barrier` between the " +
				"regions, or putting both calls in the same region. When the two collectives use provably " +
				"different communicators the order is not at risk: this check is silent, but the program " +
				"needs MPI_THREAD_MULTIPLE (mpi-thread-level says so)."},
	},
	Requires: []*check.Analyzer{Analyzer},
	Run:      runCollectives,
}

// Result is what the words analyzer computes.
type Result struct {
	*Words
	prog     *model.Program
	ordinals map[*model.Event]int
	viaMemo  map[*chain]*viaInfo
	viaMu    sync.Mutex // the analyses that require this one may run at once (check -j)
	// Info holds, for every item of every root, its state and the MPI calls that may run at
	// the same time as it.
	Info map[*Item]*ItemInfo
}

// ItemInfo is what the analysis knows about one MPI call in one context.
type ItemInfo struct {
	State State
	Bad   int // index in the word of the letter the automaton rejects, -1 when valid
	// Partners are MPI calls of other monothreaded regions (or of the whole team) that may run
	// at the same time (a few of them).
	Partners []Partner
}

// Partner is an MPI call that may run at the same time as an item.
type Partner struct {
	Item *Item
	P    int  // index in the words of the parallel construct both run in
	Self bool // the same region, one iteration later
	Task bool // two tasks one thread creates (P is the index before the first task letter)
	Loop bool // regions of consecutive iterations of a loop
}

// maxPartners bounds the partners kept per item.
const maxPartners = 8

// Compute runs the analysis on a program: parallelism words (with initial context initial for
// functions without callers), states and concurrency.
func Compute(p *model.Program, initial string) *Result {
	r := &Result{Words: build(p, initial), Info: map[*Item]*ItemInfo{}, prog: p, viaMemo: map[*chain]*viaInfo{}}
	for _, root := range r.Roots {
		for _, it := range root.Items {
			s, bad := Run(Seq, it.Word)
			r.Info[it] = &ItemInfo{State: s, Bad: bad}
		}
		r.concurrency(root)
	}
	return r
}

type bucket struct {
	name  string
	self  bool
	items []*Item
}

type group struct {
	task    bool // tasks created by one thread, not regions of a team
	loop    bool // regions of consecutive iterations of a loop, between the same barriers
	p       map[*Item]int
	buckets []*bucket
	by      map[string]*bucket
}

// concurrency applies Lemma 5 to the items of a root: at each parallel construct of a word,
// followed by its barriers, the next letter names the monothreaded region (its bucket) the
// item runs in; items of different buckets of one group may run at the same time. Tasks a
// thread creates between two taskwaits form groups too: each task is its own bucket.
func (r *Result) concurrency(root *Root) {
	groups := map[string]*group{}
	var order []*group
	put := func(k string, it *Item, pi int, name string, self, task, loop bool) {
		g := groups[k]
		if g == nil {
			g = &group{p: map[*Item]int{}, by: map[string]*bucket{}, task: task, loop: loop}
			groups[k] = g
			order = append(order, g)
		}
		bk := g.by[name]
		if bk == nil {
			bk = &bucket{name: name}
			g.by[name] = bk
			g.buckets = append(g.buckets, bk)
		}
		bk.self = bk.self || self
		if _, dup := g.p[it]; !dup {
			g.p[it] = pi
			bk.items = append(bk.items, it)
		}
	}
	for _, it := range root.Items {
		var key, all strings.Builder
		w := it.Word
		for i := 0; i < len(w); i++ {
			if w[i].Kind == T {
				put("T|"+all.String(), it, i-1, r.bucket(w[i]), r.info(w[i]).selfConc, true, false)
			}
			fmt.Fprintf(&all, "%c%d.", w[i].Kind, w[i].ID)
			if w[i].Kind == W {
				continue
			}
			fmt.Fprintf(&key, "%c%d.", w[i].Kind, w[i].ID)
			if w[i].Kind != P {
				continue
			}
			pi, atP := i, key.String()
			for i+1 < len(w) && (w[i+1].Kind == B || w[i+1].Kind == W) {
				i++
				fmt.Fprintf(&all, "%c0.", w[i].Kind)
				if w[i].Kind == B {
					key.WriteString("B0.")
				}
			}
			name, self := "*", false
			if i+1 < len(w) && w[i+1].Kind != P {
				name = r.bucket(w[i+1])
				self = r.info(w[i+1]).selfConc
			}
			put(key.String(), it, pi, name, self, false, false)
			for _, tag := range it.loops {
				if tag.p == pi {
					put(atP+"|"+tag.key, it, pi, name, self, false, true)
				}
			}
		}
	}
	for _, g := range order {
		if len(g.buckets) < 2 && !(len(g.buckets) == 1 && g.buckets[0].self) {
			continue
		}
		for _, bk := range g.buckets {
			for _, it := range bk.items {
				info := r.Info[it]
				if !info.State.Mono() && info.State != Serial {
					continue // multithreaded already: MULTIPLE and category 1
				}
				r.partners(info, it, g, bk)
			}
		}
	}
}

// partners records the items of other buckets of g (and of its own bucket when its region
// may overlap itself) as running at the same time as it: the closest few in the source.
func (r *Result) partners(info *ItemInfo, it *Item, g *group, own *bucket) {
	var cands []Partner
	locks := r.locks(it.Word, g.p[it])
	for _, bk := range g.buckets {
		if bk == own && !bk.self {
			continue
		}
		for _, o := range bk.items {
			if len(cands) >= 8*maxPartners {
				break
			}
			if r.holdsOneOf(o.Word, g.p[o], locks) {
				continue // both inside critical regions of one lock: never at the same time
			}
			if g.task && r.tasksOrdered(it.Word, g.p[it], o.Word, g.p[o]) {
				continue // sibling tasks ordered by their depend clauses (taskdeps.go)
			}
			cands = append(cands, Partner{Item: o, P: g.p[it], Self: bk == own, Task: g.task, Loop: g.loop})
		}
	}
	here := at(it.Call)
	dist := func(q Partner) int {
		p := at(q.Item.Call)
		if p.File != here.File {
			return 1 << 30
		}
		if d := p.Line - here.Line; d >= 0 {
			return d
		}
		return here.Line - p.Line
	}
	sort.SliceStable(cands, func(i, j int) bool { return dist(cands[i]) < dist(cands[j]) })
	for _, q := range cands {
		if len(info.Partners) >= maxPartners {
			break
		}
		dup := false
		for _, x := range info.Partners {
			dup = dup || x.Item == q.Item
		}
		if !dup {
			info.Partners = append(info.Partners, q)
		}
	}
	if !it.Call.IsCollective() {
		return
	}
	for _, q := range info.Partners {
		if q.Item.Call.IsCollective() {
			return
		}
	}
	for _, q := range cands { // keep the closest collective, for the collective checks
		if q.Item.Call.IsCollective() {
			info.Partners = append(info.Partners, q)
			return
		}
	}
}

// locks are the buckets of the critical (and ordered) regions around a word after index p.
func (r *Result) locks(w Word, p int) map[string]bool {
	var out map[string]bool
	for i := p + 1; i < len(w); i++ {
		if w[i].Kind == C {
			if out == nil {
				out = map[string]bool{}
			}
			out[r.bucket(w[i])] = true
		}
	}
	return out
}

// holdsOneOf reports whether a word is, after index p, inside a critical region of one of
// the locks.
func (r *Result) holdsOneOf(w Word, p int, locks map[string]bool) bool {
	if len(locks) == 0 {
		return false
	}
	for i := p + 1; i < len(w); i++ {
		if w[i].Kind == C && locks[r.bucket(w[i])] {
			return true
		}
	}
	return false
}

// callView is the worst context of one MPI call over all the places it is reached from.
type callView struct {
	item    *Item
	info    *ItemInfo
	level   mpi.ThreadLevel
	partner *Partner // set when concurrency raises the level
	distinc bool     // the partner's communicator differs (collectives)
}

// views computes, for every MPI call, the context that needs the highest thread level.
func (r *Result) views() (map[*model.Event]*callView, []*model.Event) {
	out := map[*model.Event]*callView{}
	var order []*model.Event
	for _, root := range r.Roots {
		for _, it := range root.Items {
			info := r.Info[it]
			v := &callView{item: it, info: info, level: info.State.Level()}
			if v.level < mpi.ThreadMultiple && len(info.Partners) > 0 {
				v.level = mpi.ThreadMultiple
				v.partner = &info.Partners[0]
				v.distinc = it.Comm.DistinctFrom(v.partner.Item.Comm)
			}
			old, ok := out[it.Call]
			if !ok {
				order = append(order, it.Call)
			}
			if !ok || v.level > old.level {
				out[it.Call] = v
			}
		}
	}
	return out, order
}

// positions and phrases

// at is where a finding about call e is reported: the call, in the user's function.
func at(e *model.Event) diag.Pos { return userPos(e.Fn(), e.Pos) }

// where phrases position p for a message reported at position from: "at line 9", "at
// other.c:9", "in function f", or nothing when the compiler gave no line and both are in the
// same function.
func where(p, from diag.Pos) string {
	switch {
	case !p.Known():
		if p.Func != "" && p.Func != from.Func {
			return "in function " + p.Func
		}
		if p.Func == "" && p.File != from.File {
			return "in " + p.File
		}
		return ""
	case p.File == from.File || from.File == "":
		return fmt.Sprintf("at line %d", p.Line)
	}
	return fmt.Sprintf("at %s:%d", p.File, p.Line)
}

// join puts a and b together with a space, leaving b out when it is empty.
func join(a, b string) string {
	if b == "" {
		return a
	}
	return a + " " + b
}

// describe phrases a letter: "the parallel region at line 9", "#pragma omp single at line 13".
func (r *Result) describe(l Letter, from diag.Pos) string {
	info := r.info(l)
	if info.assumed {
		return info.what
	}
	return join(info.what, where(info.pos, from))
}

// shape finds, in a word, the last two parallel constructs and the last letter after the last
// one that is not a barrier (-1 when absent).
func shape(w Word) (lastP, prevP, inner int) {
	lastP, prevP, inner = -1, -1, -1
	for i, l := range w {
		switch l.Kind {
		case P:
			prevP, lastP, inner = lastP, i, -1
		case B, W:
		default:
			inner = i
		}
	}
	return
}

// context phrases who runs a call whose word is w, in state s.
func (r *Result) context(w Word, s State, from diag.Pos) string {
	lastP, prevP, inner := shape(w)
	d := func(i int) string { return r.describe(w[i], from) }
	switch s {
	case Seq:
		return "outside parallel regions"
	case Team, TeamOther:
		return "by every thread of " + d(lastP)
	case Nested:
		return "by every thread of " + d(lastP) + ", nested in " + d(prevP)
	case NestedOne:
		if inner >= 0 {
			return "in " + d(inner) + " once per team of " + d(lastP) + ", nested in " + d(prevP)
		}
		return "by several threads: nested parallel regions (" + d(lastP) + ")"
	case Main:
		if inner >= 0 {
			return "by the master thread, in " + d(inner)
		}
	case One:
		if inner >= 0 {
			if w[inner].Kind == M {
				return "by the master thread of a team started inside another region, in " + d(inner)
			}
			return "by one thread of the team, not necessarily the main thread, in " + d(inner)
		}
	case Serial:
		if inner >= 0 && lastP >= 0 {
			return "by every thread of " + d(lastP) + ", one at a time, in " + d(inner)
		}
	}
	return "in a multithreaded context"
}

// regionOf phrases the monothreaded region an item runs in after index p of its word (the
// parallel construct, or the point where a thread creates tasks).
func (r *Result) regionOf(it *Item, p int, from diag.Pos) string {
	w := it.Word
	i := next(w, p)
	if i >= len(w) || w[i].Kind == P {
		return "called by every thread"
	}
	return "in " + r.describe(w[i], from)
}

// next is the index of the first letter after index p that is not a barrier or a taskwait.
func next(w Word, p int) int {
	i := p + 1
	for i < len(w) && (w[i].Kind == B || w[i].Kind == W) {
		i++
	}
	return i
}

// concurrencyWhy phrases why an item and its partner may run at the same time.
func (r *Result) concurrencyWhy(it *Item, q *Partner, from diag.Pos) string {
	w := it.Word
	if q.Self {
		if i := next(w, q.P); i < len(w) {
			if w[i].Kind == T {
				return r.describe(w[i], from) + " is in a loop with no barrier or taskwait, so the tasks of two iterations may run at the same time"
			}
			return r.describe(w[i], from) + " is in a loop with no barrier and does not wait at its end, so another thread may run the next iteration's instance at the same time"
		}
	}
	if q.Task {
		by := "the same thread"
		if q.P >= 0 && w[q.P].Kind != B && w[q.P].Kind != W {
			by = "the thread running " + r.describe(w[q.P], from)
		}
		return fmt.Sprintf("%s and %s, both created by %s with no taskwait between them", r.regionOf(it, q.P, from), r.regionOf(q.Item, q.P, from), by)
	}
	if q.Loop {
		return fmt.Sprintf("%s and %s of %s, in consecutive iterations of a loop with no barrier between them", r.regionOf(it, q.P, from), r.regionOf(q.Item, q.P, from), r.describe(w[q.P], from))
	}
	return fmt.Sprintf("%s and %s of %s, with no barrier between them", r.regionOf(it, q.P, from), r.regionOf(q.Item, q.P, from), r.describe(w[q.P], from))
}

// notes explains an item: its regions, then the calls through which it is reached.
func (r *Result) notes(it *Item, from diag.Pos) []diag.Note {
	var notes []diag.Note
	for _, l := range it.Word {
		if l.Kind == B || l.Kind == W {
			continue
		}
		info := r.info(l)
		if info.assumed {
			continue
		}
		msg := ""
		switch l.Kind {
		case P:
			msg = "the parallel region starts here"
		case S, T:
			msg = info.what + ": one thread runs it"
			if info.nowait && l.Kind == S {
				msg += "; the others do not wait at its end (nowait)"
			}
		case M:
			msg = info.what + ": the master thread runs it"
		case C:
			msg = info.what + ": every thread runs it, one at a time"
		}
		notes = diag.AppendNotes(notes, diag.Note{Pos: info.pos, Message: msg})
	}
	return append(notes, r.viaNotes(it)...)
}

// maxVia bounds the call-site notes of a finding: the outermost ones and the innermost one.
const maxVia = 4

// viaNotes are the calls through which an item is reached (not the compiler's own calls
// between an outlined region and its body); a long chain is shortened in its middle.
func (r *Result) viaNotes(it *Item) []diag.Note {
	v := r.via(it.Via)
	note := func(s *model.Event) diag.Note {
		return diag.Note{Pos: userPos(s.Fn(), s.Pos), Message: fmt.Sprintf("%s is reached through the call to %s in %s", it.Call.MPI.Name, s.Callee.Name, s.Fn().UserFunc())}
	}
	var notes []diag.Note
	for _, s := range v.outer {
		notes = append(notes, note(s))
	}
	switch {
	case v.n > len(v.outer)+1:
		notes = append(notes, diag.Note{Pos: userPos(v.inner.Fn(), v.inner.Pos), Message: fmt.Sprintf("... and through %d more calls, the last to %s in %s", v.n-len(v.outer), v.inner.Callee.Name, v.inner.Fn().UserFunc())})
	case v.n > len(v.outer):
		notes = append(notes, note(v.inner))
	}
	return notes
}

// viaInfo summarises the user's calls of a chain: how many, the outermost few, the innermost.
type viaInfo struct {
	n     int
	outer []*model.Event
	inner *model.Event
}

// via computes (once per chain node: chains share their outer part) the viaInfo of c.
func (r *Result) via(c *chain) *viaInfo {
	if c == nil {
		return &viaInfo{}
	}
	r.viaMu.Lock()
	defer r.viaMu.Unlock()
	if v := r.viaMemo[c]; v != nil {
		return v
	}
	var todo []*chain
	for n := c; n != nil && r.viaMemo[n] == nil; n = n.up {
		todo = append(todo, n)
	}
	for i := len(todo) - 1; i >= 0; i-- {
		n := todo[i]
		up := &viaInfo{}
		if n.up != nil {
			up = r.viaMemo[n.up]
		}
		v := *up
		if s := n.site; s.Callee != nil && !s.StartsTeam() && !s.Callee.Outlined() {
			v.n++
			v.inner = s
			if len(v.outer) < maxVia-1 {
				v.outer = append(v.outer[:len(v.outer):len(v.outer)], s)
			}
		}
		r.viaMemo[n] = &v
	}
	return r.viaMemo[c]
}

// name is how a message names an MPI call: its function, and when the compiler gave no line
// (flang-new-16), which call of that function of the user function it is.
func (r *Result) name(e *model.Event) string {
	if at(e).Known() {
		return e.MPI.Name
	}
	if r.ordinals == nil {
		r.ordinals = map[*model.Event]int{}
		count := map[string]int{}
		for _, f := range r.prog.Funcs {
			for _, b := range f.Blocks {
				for _, x := range b.Events {
					if x.Kind == model.MPICall {
						k := f.UserFunc() + "|" + x.MPI.Name
						count[k]++
						r.ordinals[x] = count[k]
					}
				}
			}
		}
	}
	return fmt.Sprintf("%s (%s call in %s)", e.MPI.Name, ordinal(r.ordinals[e]), e.Fn().UserFunc())
}

// ordinal spells 1st, 2nd, 3rd, 4th...
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// fullName is name with the place: "MPI_Reduce at line 15".
func (r *Result) fullName(e *model.Event) string {
	if p := at(e); p.Known() {
		return e.MPI.Name + " " + where(p, diag.Pos{})
	}
	return r.name(e)
}

// found merges the findings of one check at one place.
type found struct {
	pass  *check.Pass
	by    map[string]*diag.Diagnostic
	order []string
}

func newFound(pass *check.Pass) *found { return &found{pass: pass, by: map[string]*diag.Diagnostic{}} }

func (f *found) add(id string, sev diag.Severity, p diag.Pos, msg string, notes []diag.Note) {
	k := fmt.Sprintf("%s|%s|%d|%d|%s", id, p.File, p.Line, p.Col, p.Func)
	if p.Line == 0 {
		k += "|" + msg
	}
	d, ok := f.by[k]
	if !ok {
		d = &diag.Diagnostic{Check: id, Severity: sev, Pos: p, Message: msg}
		f.by[k] = d
		f.order = append(f.order, k)
	}
	d.Notes = diag.AppendNotes(d.Notes, notes...)
}

func (f *found) flush() {
	for _, k := range f.order {
		f.pass.Report(f.by[k])
	}
}

// sortedEvents orders MPI calls by position (file, line, column), then by function.
func sortedEvents(es []*model.Event) {
	sort.SliceStable(es, func(i, j int) bool {
		a, b := at(es[i]), at(es[j])
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.Func < b.Func
	})
}
