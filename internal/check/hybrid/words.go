package hybrid

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Bounds of the expansion of a root: inside parallel regions every call path is a distinct
// instance of the regions it runs (Lemma 5 needs them apart), so a call graph with many paths
// is cut short; the report then says its levels are lower bounds.
const (
	maxItems  = 1 << 16 // MPI calls listed per root
	maxVisits = 1 << 18 // functions entered per root
)

// letterInfo describes one construct instance a letter stands for.
type letterInfo struct {
	kind Kind
	pos  diag.Pos // where it is written (Func: the user function)
	what string   // "#pragma omp single", "the parallel region", ...
	// bucket groups the letters that never run at the same time when they follow the same
	// parallel construct: a letter's own construct, all master regions of a team (one thread),
	// all critical regions of one name (one lock).
	bucket string
	// selfConc: two instances of the region may run at the same time (a nowait single or a
	// task in a loop with no barrier: the next iteration's instance starts before this one ends).
	selfConc bool
	nowait   bool
	assumed  bool         // the P of --initial-context, not written anywhere
	task     *model.Event // a T: the __kmpc_omp_task_alloc of the task (taskdeps.go)
}

// chain is the list of call sites through which an item is reached: the innermost site,
// linked to the sites around it.
type chain struct {
	site *model.Event
	up   *chain
}

// Item is one MPI call reached from a root, in one context: through one path of calls,
// parallel regions forked and tasks created.
type Item struct {
	Call *model.Event
	// Word is the parallelism word of the call: the root's initial context, then the
	// constructs around each site of the path and around the call.
	Word Word
	Via  *chain
	// Comm is the communicator of a collective, resolved through the calls that pass it.
	Comm model.Comm
	// loops are the loops around the item that run at team level (directly in a parallel
	// region or in what it calls outside any single or master region).
	loops []loopTag
}

// loopTag names one instance of a loop run at team level after the parallel construct at
// index p of a word, and the phase of the item in its iterations.
type loopTag struct {
	p   int
	key string
}

// Sites returns the call sites through which the item is reached, outermost first.
func (it *Item) Sites() []*model.Event {
	var out []*model.Event
	for c := it.Via; c != nil; c = c.up {
		out = append(out, c.site)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// Root is a function no other function of the program calls (main, a library entry point),
// with every MPI call it reaches and the full parallelism word of each.
type Root struct {
	Fn        *model.Function
	Context   string // sequential, parallel or nested (--initial-context; main is sequential)
	Items     []*Item
	Truncated bool
}

// Words is the result of the parallelism-word analysis.
type Words struct {
	Roots   []*Root
	letters []letterInfo
}

type letterKey struct {
	obj any
	n   int64
}

// stepKind says what a step of a function does.
type stepKind int

const (
	mpiStep  stepKind = iota // an MPI call
	callStep                 // a call of a function of the program
	forkStep                 // a parallel region: __kmpc_fork_call, or the serialized call of `parallel if`
	taskStep                 // a task creation
)

// evStep is an event of a function that matters for parallelism words, with its local word:
// the barriers crossed from the function's entry (longest path, loops once) and the letters of
// the constructs around it (ids local to the function).
type evStep struct {
	kind     stepKind
	e        *model.Event
	callee   *model.Function
	word     Word
	waits    int  // taskwaits before a task creation
	loopFree bool // in a loop of the function whose body crosses no barrier
	// loop is the innermost loop around the event whose iterations cross barriers, and phase
	// the barriers crossed since the start of its iteration modulo their number per iteration:
	// two regions of the same phase in consecutive iterations run between the same barriers.
	loop  *graph.Loop
	phase int
}

// local is what one function contributes, computed once.
type local struct {
	steps   []evStep
	exitB   int  // barriers a thread crosses from the entry to an exit (longest path)
	reaches bool // some MPI call is reached from it
	done    bool
}

type builder struct {
	prog      *model.Program
	words     *Words
	keys      map[letterKey]int32
	locals    map[*model.Function]*local
	taskEntry map[*model.Event]*model.Function
}

func newBuilder(p *model.Program) *builder {
	b := &builder{prog: p, words: &Words{letters: make([]letterInfo, 1)}, keys: map[letterKey]int32{},
		locals: map[*model.Function]*local{}, taskEntry: map[*model.Event]*model.Function{}}
	for _, f := range p.Funcs {
		for _, e := range p.TaskSites(f) {
			b.taskEntry[e] = f
		}
	}
	return b
}

// letter interns the letter of key k, creating its description with info on first use.
func (b *builder) letter(k letterKey, info func() letterInfo) Letter {
	id, ok := b.keys[k]
	if !ok {
		id = int32(len(b.words.letters))
		b.keys[k] = id
		b.words.letters = append(b.words.letters, info())
	}
	return Letter{Kind: b.words.letters[id].kind, ID: id}
}

// reid gives a function's letter the identity of one instance of the function, the path via
// that reaches it: two calls of one function run two instances of its single.
func (b *builder) reid(via *chain, id int32) int32 {
	k := letterKey{via, int64(id)}
	nid, ok := b.keys[k]
	if !ok {
		nid = int32(len(b.words.letters))
		b.keys[k] = nid
		b.words.letters = append(b.words.letters, b.words.letters[id])
	}
	return nid
}

// Info about letters, for messages.
func (w *Words) info(l Letter) letterInfo {
	if int(l.ID) < len(w.letters) {
		return w.letters[l.ID]
	}
	return letterInfo{kind: l.Kind}
}

// build computes the local steps of every function, then expands each root.
func build(p *model.Program, initial string) *Words {
	b := newBuilder(p)
	for _, f := range p.Funcs {
		b.local(f)
	}
	b.reachMPI()
	called := map[*model.Function]bool{}
	for _, f := range p.Funcs {
		if len(p.CallSites(f)) > 0 || len(p.ForkSites(f)) > 0 || len(p.TaskSites(f)) > 0 {
			called[f] = true
		}
	}
	reached := map[*model.Function]bool{}
	var reach func(f *model.Function)
	reach = func(f *model.Function) {
		if reached[f] {
			return
		}
		reached[f] = true
		for _, s := range b.locals[f].steps {
			if s.callee != nil {
				reach(s.callee)
			}
		}
	}
	var roots []*model.Function
	for _, f := range p.Funcs {
		if !called[f] || f.IsMain() {
			roots = append(roots, f)
			reach(f)
		}
	}
	for _, f := range p.Funcs { // cycles no root reaches: each entered anywhere
		if !reached[f] {
			roots = append(roots, f)
			reach(f)
		}
	}
	for _, f := range roots {
		ctx := initial
		if f.IsMain() {
			ctx = "sequential"
		}
		var prefix Word
		switch ctx {
		case "parallel":
			prefix = Word{b.assumedP(f, 1)}
		case "nested":
			prefix = Word{b.assumedP(f, 1), b.assumedP(f, 2)}
		default:
			ctx = "sequential"
		}
		r := &Root{Fn: f, Context: ctx}
		if b.locals[f].reaches {
			x := &expander{b: b, root: r, onPath: map[*model.Function]bool{}, seqSeen: map[seqKey]bool{}}
			x.visit(f, prefix, nil, nil, nil)
		}
		b.words.Roots = append(b.words.Roots, r)
	}
	return b.words
}

// reachMPI marks the functions from which an MPI call is reached (a fixpoint over the call
// graph, tasks included), so that the expansion skips the others.
func (b *builder) reachMPI() {
	for changed := true; changed; {
		changed = false
		for _, f := range b.prog.Funcs {
			l := b.locals[f]
			if l.reaches {
				continue
			}
			for _, s := range l.steps {
				if s.kind == mpiStep || (s.callee != nil && b.locals[s.callee].reaches) {
					l.reaches, changed = true, true
					break
				}
			}
		}
	}
}

// expander lists the MPI calls a root reaches, top-down: every call path is an instance.
// Outside parallel regions (the word is still sequential) a function is entered once per
// context: instances there never run at the same time.
type expander struct {
	b       *builder
	root    *Root
	onPath  map[*model.Function]bool
	seqSeen map[seqKey]bool
	visits  int
}

type seqKey struct {
	f    *model.Function
	prev Kind
}

// visit enters f with the word prefix, reached through via. free lists the positions of the
// word after which the first single or task region overlaps its own next instance (the call
// sites in a loop with no barrier).
func (x *expander) visit(f *model.Function, prefix Word, via *chain, free []int, tags []loopTag) {
	if x.root.Truncated {
		return
	}
	if x.visits++; x.visits > maxVisits {
		x.root.Truncated = true
		return
	}
	x.onPath[f] = true
	defer delete(x.onPath, f)
	b := x.b
	team, lastP := lastKind(prefix) == P, -1 // f runs at team level: every thread of a team
	for i, l := range prefix {
		if l.Kind == P {
			lastP = i
		}
	}
	for _, s := range b.locals[f].steps {
		stepTags := tags
		if team && s.loop != nil {
			stepTags = append(tags[:len(tags):len(tags)], loopTag{p: lastP, key: fmt.Sprintf("L%d.%p.%d.%d", f.Index, via, s.loop.Header, s.phase)})
		}
		w := make(Word, len(prefix), len(prefix)+len(s.word)+s.waits+1)
		copy(w, prefix)
		for _, l := range s.word {
			if l.Kind != B {
				l.ID = b.reid(via, l.ID)
			}
			w = append(w, l)
		}
		w = dropSequentialBarriers(w)
		switch s.kind {
		case mpiStep:
			if len(x.root.Items) >= maxItems {
				x.root.Truncated = true
				return
			}
			x.markFree(w, free)
			it := &Item{Call: s.e, Word: w, Via: via, loops: stepTags}
			if s.e.IsCollective() {
				it.Comm = resolveComm(commOf(s.e), via)
			}
			x.root.Items = append(x.root.Items, it)
			continue
		case forkStep:
			w = append(w, Letter{Kind: P, ID: b.reid(via, b.forkLetter(f, s.e).ID)})
		case taskStep:
			for i := 0; i < s.waits; i++ {
				w = append(w, Letter{Kind: W})
			}
			w = dropSequentialBarriers(w)
			w = append(w, Letter{Kind: T, ID: b.reid(via, b.taskLetter(f, s.e, s.loopFree).ID)})
		}
		g := s.callee
		if g == nil || !b.locals[g].reaches || x.onPath[g] {
			continue // nothing to find, or a recursive call: found from the outer instance
		}
		if st, _ := Run(Seq, w); st == Seq && !hasP(w) {
			k := seqKey{g, lastKind(w)}
			if x.seqSeen[k] {
				continue
			}
			x.seqSeen[k] = true
		}
		sub := free
		if s.kind == callStep && s.loopFree {
			sub = append(free[:len(free):len(free)], len(w))
		}
		x.visit(g, w, &chain{site: s.e, up: via}, sub, stepTags)
	}
}

// markFree makes the first single or task region after each position of free overlap its own
// next instance, when it does not wait at its end.
func (x *expander) markFree(w Word, free []int) {
	for _, at := range free {
		for i := at; i < len(w); i++ {
			if w[i].Kind == B || w[i].Kind == W {
				continue
			}
			if info := &x.b.words.letters[w[i].ID]; (w[i].Kind == S || w[i].Kind == T) && info.nowait {
				info.selfConc = true
			}
			break
		}
	}
}

func hasP(w Word) bool {
	for _, l := range w {
		if l.Kind == P {
			return true
		}
	}
	return false
}

// lastKind is the last letter of w that is not a barrier or a taskwait (0 when none).
func lastKind(w Word) Kind {
	for i := len(w) - 1; i >= 0; i-- {
		if w[i].Kind != B && w[i].Kind != W {
			return w[i].Kind
		}
	}
	return 0
}

// resolveComm follows a communicator parameter up the call sites that pass it.
func resolveComm(c model.Comm, via *chain) model.Comm {
	for n := via; n != nil && c.Kind == model.CommParam; n = n.up {
		e := n.site
		switch {
		case e.Fork:
			// __kmpc_fork_call(ident, n, outlined, vars...) passes vars as the outlined
			// function's parameters 2, 3, ... (after the thread ids).
			c.Param++
			if c.Param < 3 {
				return model.Comm{}
			}
			c = argComm(e, c)
		case e.Kind == model.Call:
			c = argComm(e, c)
		default:
			return model.Comm{} // a task's shared variables are packed: unknown
		}
	}
	return c
}

// forkLetter is the P of a parallel region started at e in f.
func (b *builder) forkLetter(f *model.Function, e *model.Event) Letter {
	return b.letter(letterKey{e, 0}, func() letterInfo {
		return letterInfo{kind: P, pos: userPos(f, e.Pos), what: "the parallel region"}
	})
}

// taskLetter is the T of a task created at e in f.
func (b *builder) taskLetter(f *model.Function, e *model.Event, loopFree bool) Letter {
	return b.letter(letterKey{e, 0}, func() letterInfo {
		return letterInfo{kind: T, pos: userPos(f, e.OMP.Pos), what: dir(f, "task"), selfConc: loopFree, nowait: true, task: e}
	})
}

// dropSequentialBarriers removes the barriers (and taskwaits) met before the first parallel
// region of a word: outside parallel regions they bind to a team of one thread, and the
// thesis' words have none there.
func dropSequentialBarriers(w Word) Word {
	out := w[:0]
	inTeam := false
	for _, l := range w {
		if l.Kind == P {
			inTeam = true
		}
		if !inTeam && (l.Kind == B || l.Kind == W) {
			continue
		}
		out = append(out, l)
	}
	return out
}

// assumedP is the letter of a parallel region --initial-context assumes around f.
func (b *builder) assumedP(f *model.Function, n int64) Letter {
	return b.letter(letterKey{f, -n}, func() letterInfo {
		return letterInfo{kind: P, pos: f.Pos, what: "the parallel region " + f.Name + " is assumed to run in (--initial-context)", assumed: true}
	})
}

// exempt lists the MPI functions any thread may call whatever the thread level (MPI-3.1
// §12.4.3).
var exempt = map[string]bool{
	"MPI_Initialized": true, "MPI_Finalized": true, "MPI_Query_thread": true,
	"MPI_Is_thread_main": true, "MPI_Get_version": true, "MPI_Get_library_version": true,
}

// barrierWeight is the number of barriers of the team the event synchronises on.
func (b *builder) barrierWeight(e *model.Event) int {
	switch e.Kind {
	case model.OMPCall:
		switch e.OMP.Kind {
		case model.OMPBarrier, model.OMPReduce, model.OMPCopyprivate:
			return 1
		}
	case model.Call:
		if e.StartsTeam() {
			return 0
		}
		if l := b.locals[e.Callee]; l != nil && l.done {
			return l.exitB
		}
	}
	return 0
}

// taskWait is 1 for the calls that wait for the tasks their thread created: taskwait, the end
// of a taskgroup.
func taskWait(e *model.Event) int {
	if e.Kind == model.OMPCall && (e.OMP.Kind == model.OMPTaskwait || e.OMP.Kind == model.OMPEndTaskgroup) {
		return 1
	}
	return 0
}

// local computes (once) the steps of f: Algorithms 2-3 of seed 000 on the OMPCFG, each event
// with the letters of the constructs around it and the barriers crossed before it (those of
// callees included, which are computed first).
func (b *builder) local(f *model.Function) *local {
	if l := b.locals[f]; l != nil {
		return l
	}
	l := &local{}
	b.locals[f] = l
	for _, bl := range f.Blocks {
		for _, e := range bl.Events {
			if e.Callee != nil {
				b.local(e.Callee)
			}
			if t := b.taskEntry[e]; t != nil {
				b.local(t)
			}
		}
	}
	perBlock := make([]int, len(f.Blocks))
	waits := make([]int, len(f.Blocks))
	for _, bl := range f.Blocks {
		for _, e := range bl.Events {
			perBlock[bl.Index] += b.barrierWeight(e)
			waits[bl.Index] += taskWait(e)
		}
	}
	in, inW := f.OrdersBefore(perBlock), f.OrdersBefore(waits)
	for _, x := range f.Exits {
		if n := in[x] + perBlock[x]; n > l.exitB {
			l.exitB = n
		}
	}
	loopFree := func(blk int) bool { // blk is in a loop whose body crosses no barrier
		lp := f.Loops().Of[blk]
		if lp == nil {
			return false
		}
		n := 0
		for _, x := range lp.Blocks {
			n += perBlock[x]
		}
		return n == 0
	}
	period := map[*graph.Loop]int{} // barriers per iteration, longest path
	periodOf := func(lp *graph.Loop) int {
		if n, ok := period[lp]; ok {
			return n
		}
		n := 0
		for _, x := range lp.Latches {
			if d := in[x] + perBlock[x] - in[lp.Header]; d > n {
				n = d
			}
		}
		period[lp] = n
		return n
	}
	enc := b.regions(f, loopFree)
	for _, bl := range f.Blocks {
		cnt, tw := in[bl.Index], inW[bl.Index]
		for _, e := range bl.Events {
			s := evStep{e: e, kind: -1}
			switch {
			case e.Kind == model.MPICall && !exempt[e.MPI.Name]:
				s.kind = mpiStep
			case e.Kind == model.Call && e.Callee != nil:
				s.kind, s.callee = callStep, e.Callee
				if e.StartsTeam() {
					s.kind = forkStep
				}
			case e.Kind == model.OMPCall && e.OMP.Kind == model.OMPTaskAlloc && b.taskEntry[e] != nil:
				s.kind, s.callee, s.waits = taskStep, b.taskEntry[e], tw
			}
			if s.kind >= 0 {
				s.word = make(Word, 0, cnt+len(enc[e]))
				for i := 0; i < cnt; i++ {
					s.word = append(s.word, Letter{Kind: B})
				}
				s.word = append(s.word, enc[e]...)
				s.loopFree = loopFree(bl.Index)
				for lp := f.Loops().Of[bl.Index]; lp != nil; lp = lp.Parent {
					if n := periodOf(lp); n > 0 {
						s.loop, s.phase = lp, (cnt-in[lp.Header])%n
						break
					}
				}
				l.steps = append(l.steps, s)
			}
			cnt += b.barrierWeight(e)
			tw += taskWait(e)
		}
	}
	l.done = true
	return l
}

// region is a construct around some events of a function, with the letter it contributes.
type region struct {
	letter Letter
	size   int
}

// regions returns, for every event of f inside constructs that change who runs it, the
// letters of those constructs, outermost first. loopFree tells whether a block is in a loop
// that crosses no barrier.
func (b *builder) regions(f *model.Function, loopFree func(int) bool) map[*model.Event][]Letter {
	var around map[*model.Event][]region
	addTo := func(e *model.Event, l Letter, size int) {
		if around == nil {
			around = map[*model.Event][]region{}
		}
		around[e] = append(around[e], region{l, size})
	}
	for _, c := range f.OpenMP().Constructs {
		c := c
		var kind Kind
		bucket := ""
		switch c.Kind {
		case model.ConstructSingle:
			kind = S
		case model.ConstructSections:
			kind = S
		case model.ConstructMaster:
			kind, bucket = M, "M"
		case model.ConstructMasked:
			kind, bucket = S, ""
			if filterZero(c) {
				kind, bucket = M, "M"
			}
		case model.ConstructCritical:
			kind, bucket = C, "C:"+criticalName(c)
		case model.ConstructOrdered:
			kind, bucket = C, "C:ordered"
		default:
			continue
		}
		info := func() letterInfo {
			li := letterInfo{kind: kind, pos: userPos(f, c.Pos), what: directive(f, c.Kind), bucket: bucket, nowait: c.Nowait || kind == M}
			if kind == S && li.nowait && c.Begin != nil && loopFree(c.Begin.Block.Index) {
				li.selfConc = true
			}
			return li
		}
		if c.Kind == model.ConstructSections {
			sw := sectionSwitch(f, c)
			for _, e := range c.Body {
				n := int64(-1)
				if sw >= 0 {
					for _, t := range f.CFG.Succ[sw] {
						if f.Dom().Dominates(t, e.Block.Index) {
							n = int64(t)
							break
						}
					}
				}
				if n < 0 {
					n = int64(len(f.Blocks) + e.Block.Index) // unknown section: its own
				}
				l := b.letter(letterKey{c, n}, func() letterInfo {
					li := info()
					li.what = dir(f, "section")
					if n < int64(len(f.Blocks)) {
						li.pos = userPos(f, blockPos(f, int(n)))
					}
					return li
				})
				addTo(e, l, len(c.Body))
			}
			continue
		}
		l := b.letter(letterKey{c, 0}, info)
		for _, e := range c.Body {
			addTo(e, l, len(c.Body))
		}
	}
	for _, tr := range threadZeroRegions(f) {
		tr := tr
		l := b.letter(letterKey{tr, 0}, func() letterInfo {
			return letterInfo{kind: M, pos: userPos(f, f.CondPos(tr.cond)), what: "the omp_get_thread_num() == 0 branch", bucket: "M", nowait: true}
		})
		for _, e := range tr.events {
			addTo(e, l, len(tr.events))
		}
	}
	out := make(map[*model.Event][]Letter, len(around))
	for e, rs := range around {
		sort.SliceStable(rs, func(i, j int) bool { return rs[i].size > rs[j].size })
		ls := make([]Letter, len(rs))
		for i, r := range rs {
			ls[i] = r.letter
		}
		out[e] = ls
	}
	return out
}

// blockPos is the position of the first located instruction of block b.
func blockPos(f *model.Function, b int) diag.Pos {
	for _, in := range f.Blocks[b].IR.Insts {
		if in.Dbg >= 0 {
			if p := f.InstPos(in); p.Known() {
				return p
			}
		}
	}
	return diag.Pos{File: f.Pos.File, Func: f.Name}
}

// fill in the bucket of letters that have none: their own.
func (w *Words) bucket(l Letter) string {
	info := w.info(l)
	if info.bucket != "" {
		return info.bucket
	}
	return string(l.Kind) + strconv.Itoa(int(l.ID))
}

// sectionSwitch finds the switch that picks the section to run among the conditionals of a
// sections construct, -1 when there is none.
func sectionSwitch(f *model.Function, c *model.Construct) int {
	for _, b := range c.Conds {
		if t := f.Terminator(b); t != nil && t.Op == "switch" {
			return b
		}
	}
	return -1
}

// filterZero reports whether a masked construct runs on thread 0 (no filter, or filter(0)).
func filterZero(c *model.Construct) bool {
	if c.Begin == nil || len(c.Begin.Inst.Args) < 3 {
		return true
	}
	a := c.Begin.Inst.Args[2]
	return a.Kind == llvmir.ValInt && a.Int == 0
}

// criticalName names the lock of a critical construct (its IR global).
func criticalName(c *model.Construct) string {
	if c.Begin != nil && len(c.Begin.Inst.Args) > 2 {
		return c.Begin.Inst.Args[2].Text
	}
	return ""
}

// threadZero is the part of a function only thread 0 of the team runs: the blocks dominated by
// the branch of `if (omp_get_thread_num() == 0)` that holds.
type threadZero struct {
	cond   int
	events []*model.Event
}

// threadZeroRegions finds `if (omp_get_thread_num() == 0)` (also `!= 0` with an else, and the
// thread number kept in a local variable).
func threadZeroRegions(f *model.Function) []*threadZero {
	var out []*threadZero
	for i := range f.Blocks {
		t := f.Terminator(i)
		if t == nil || t.Op != "br" || len(t.Succs) != 2 || len(t.Operands) == 0 {
			continue
		}
		c := t.Operands[0]
		if c == nil || c.Kind != llvmir.ValLocal {
			continue
		}
		cmp := f.Def(c.Name)
		if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 || (cmp.Pred != "eq" && cmp.Pred != "ne") {
			continue
		}
		x, k := cmp.Operands[0], cmp.Operands[1]
		if x.Kind == llvmir.ValInt {
			x, k = k, x
		}
		if k.Kind != llvmir.ValInt || k.Int != 0 || !isThreadNum(f, x, 0) {
			continue
		}
		then := t.Succs[0].Index
		if cmp.Pred == "ne" {
			then = t.Succs[1].Index
		}
		if len(f.CFG.Pred[then]) != 1 {
			continue
		}
		tz := &threadZero{cond: i}
		dom := f.Dom()
		for _, bl := range f.Blocks {
			if dom.Dominates(then, bl.Index) {
				tz.events = append(tz.events, bl.Events...)
			}
		}
		if len(tz.events) > 0 {
			out = append(out, tz)
		}
	}
	return out
}

// isThreadNum reports whether v is the result of omp_get_thread_num(), directly, through a
// cast, or through a local variable every store to which stores such a result.
func isThreadNum(f *model.Function, v *llvmir.Value, depth int) bool {
	if v == nil || v.Kind != llvmir.ValLocal || depth > 4 {
		return false
	}
	d := f.Def(v.Name)
	if d == nil {
		return false
	}
	switch d.Op {
	case "call":
		e := f.EventOf(d)
		if e != nil && e.Kind == model.OMPCall && e.OMP.Kind == model.OMPGetThreadNum {
			return true
		}
		// A helper of the program that returns omp_get_thread_num() (get_thread_num()).
		return e != nil && e.Kind == model.Call && e.Callee != nil && returnsThreadNum(e.Callee, depth+1)
	case "zext", "sext", "trunc":
		return len(d.Operands) == 1 && isThreadNum(f, d.Operands[0], depth+1)
	case "load":
		if len(d.Operands) != 1 {
			return false
		}
		p := d.Operands[0]
		if p.Kind != llvmir.ValLocal {
			return false
		}
		if a := f.Def(p.Name); a == nil || a.Op != "alloca" {
			return false
		}
		stores := 0
		for _, u := range f.Uses(p.Name) {
			switch {
			case u.Op == "load":
			case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == p.Name:
				if !isThreadNum(f, u.Operands[0], depth+1) {
					return false
				}
				stores++
			case u.Op == "call" && u.CalledFunction() == "llvm.dbg.declare":
			default:
				return false // the address escapes
			}
		}
		return stores > 0
	}
	return false
}

// returnsThreadNum reports whether every return of g returns omp_get_thread_num()'s result.
func returnsThreadNum(g *model.Function, depth int) bool {
	rets := 0
	for i := range g.Blocks {
		t := g.Terminator(i)
		if t == nil || t.Op != "ret" {
			continue
		}
		if len(t.Operands) != 1 || !isThreadNum(g, t.Operands[0], depth) {
			return false
		}
		rets++
	}
	return rets > 0
}

// userPos names the user's function in a position inside outlined code.
func userPos(f *model.Function, p diag.Pos) diag.Pos {
	p.Func = f.UserFunc()
	if p.File == "" {
		p.File = f.Pos.File
	}
	return p
}

// dir spells a directive the way the user wrote it: "#pragma omp single" or "!$omp single".
func dir(f *model.Function, name string) string {
	if f.IsFortran() {
		if name == "for" {
			name = "do"
		}
		return "!$omp " + name
	}
	return "#pragma omp " + name
}

func directive(f *model.Function, k model.ConstructKind) string { return dir(f, k.String()) }

// requiredArg reads the constant `required` argument of MPI_Init_thread: a literal, a
// constant kept in a local variable (required = MPI_THREAD_FUNNELED; MPI_Init_thread(...,
// required, ...)), or, in Fortran, the constant stored into the variable passed by reference.
func requiredArg(e *model.Event) (mpi.ThreadLevel, bool) {
	i := e.ArgIndex().Required
	v := e.Arg(i)
	if v == nil {
		return 0, false
	}
	f := e.Fn()
	if v.Kind == llvmir.ValInt {
		return levelOf(v.Int)
	}
	if v.Kind != llvmir.ValLocal {
		return 0, false
	}
	p := v
	if e.Binding != mpi.Fortran || v != e.Inst.Args[i] {
		d := f.Def(v.Name)
		if d == nil || d.Op != "load" || len(d.Operands) != 1 || d.Operands[0].Kind != llvmir.ValLocal {
			return 0, false
		}
		p = d.Operands[0]
	}
	if a := f.Def(p.Name); a == nil || a.Op != "alloca" {
		return 0, false
	}
	var val *llvmir.Value
	for _, u := range f.Uses(p.Name) {
		switch {
		case u.Op == "load":
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == p.Name:
			x := u.Operands[0]
			if x.Kind != llvmir.ValInt || (val != nil && val.Int != x.Int) {
				return 0, false
			}
			val = x
		case u == e.Inst, u.Op == "call" && u.CalledFunction() == "llvm.dbg.declare":
		default:
			return 0, false
		}
	}
	if val == nil {
		return 0, false
	}
	return levelOf(val.Int)
}

func levelOf(n int64) (mpi.ThreadLevel, bool) {
	if n < int64(mpi.ThreadSingle) || n > int64(mpi.ThreadMultiple) {
		return 0, false
	}
	return mpi.ThreadLevel(n), true
}

// commOf is the communicator of a collective; beyond the model's reading, it recognises a
// communicator a parallel region shares with its parent: clang passes the variable's address
// as a parameter of the outlined function, which spills it (at -O0) and loads it back.
func commOf(e *model.Event) model.Comm {
	c := e.Comm()
	if c.Kind != model.CommUnknown || e.Binding != mpi.C {
		return c
	}
	v := e.Arg(e.ArgIndex().Comm)
	if v == nil || v.Kind != llvmir.ValLocal {
		return c
	}
	f := e.Fn()
	if d := f.Def(v.Name); d != nil && d.Op == "load" && len(d.Operands) == 1 {
		if j := spilledParam(f, d.Operands[0]); j >= 0 {
			return model.Comm{Kind: model.CommParam, Param: j, ByRef: true}
		}
	}
	return c
}

// argComm is what communicator parameter c of the callee of call site e is: the model's
// reading, or the address a caller received itself and passes on (clang's outlined region
// passing a shared variable to its `_debug__` twin).
func argComm(e *model.Event, c model.Comm) model.Comm {
	if c.ByRef && c.Param < len(e.Inst.Args) {
		if j := spilledParam(e.Fn(), e.Inst.Args[c.Param]); j >= 0 {
			return model.Comm{Kind: model.CommParam, Param: j, ByRef: true}
		}
	}
	if got := e.ArgComm(c); got.Kind != model.CommUnknown || !c.ByRef || !e.Fork {
		return got
	}
	return sharedComm(e.Fn(), e.Inst.Args[c.Param])
}

// sharedComm classifies a communicator variable a parallel region receives by address: a
// local variable of the parent written only by communicator constructors, whose address goes
// only to MPI calls and to the regions it forks (the model's reading stops at the fork).
func sharedComm(f *model.Function, p *llvmir.Value) model.Comm {
	if p == nil || p.Kind != llvmir.ValLocal {
		return model.Comm{}
	}
	if d := f.Def(p.Name); d == nil || d.Op != "alloca" {
		return model.Comm{}
	}
	ctors := 0
	var ctor *llvmir.Inst
	for _, u := range f.Uses(p.Name) {
		switch {
		case u.Op == "load":
		case u.Op == "call" && u.CalledFunction() == "__kmpc_fork_call":
		case u.Op == "call" && (u.CalledFunction() == "llvm.dbg.declare" || strings.HasPrefix(u.CalledFunction(), "llvm.lifetime.")):
		case u.Op == "call" || u.Op == "invoke":
			mf, binding, ok := mpi.Lookup(u.CalledFunction())
			if !ok {
				return model.Comm{}
			}
			if i := mf.ArgsFor(binding).New; i >= 0 && i < len(u.Args) && u.Args[i].Kind == llvmir.ValLocal && u.Args[i].Name == p.Name {
				if mf.Sub != mpi.CommConstructor {
					return model.Comm{}
				}
				ctors++
				ctor = u
			}
		default:
			return model.Comm{}
		}
	}
	if ctors == 0 {
		return model.Comm{}
	}
	c := model.Comm{Kind: model.CommVar, Key: f.Name + ":%" + p.Name, Name: f.VarName(p.Name)}
	if ctors == 1 {
		c.Ctor, c.CtorFn = ctor, f
	}
	return c
}

// spilledParam returns j when v is loaded from a local variable whose only store is parameter
// j (clang's spill of a parameter at -O0), -1 otherwise.
func spilledParam(f *model.Function, v *llvmir.Value) int {
	if v == nil || v.Kind != llvmir.ValLocal {
		return -1
	}
	if j := f.ParamIndex(v.Name); j >= 0 {
		return j
	}
	d := f.Def(v.Name)
	if d == nil || d.Op != "load" || len(d.Operands) != 1 || d.Operands[0].Kind != llvmir.ValLocal {
		return -1
	}
	a := d.Operands[0].Name
	if x := f.Def(a); x == nil || x.Op != "alloca" {
		return -1
	}
	j := -1
	for _, u := range f.Uses(a) {
		switch {
		case u.Op == "load":
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == a:
			x := u.Operands[0]
			if x.Kind != llvmir.ValLocal || j >= 0 {
				return -1
			}
			if j = f.ParamIndex(x.Name); j < 0 {
				return -1
			}
		case u.Op == "call" && u.CalledFunction() == "llvm.dbg.declare":
		default:
			return -1
		}
	}
	return j
}
