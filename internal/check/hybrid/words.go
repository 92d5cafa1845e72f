package hybrid

import (
	"sort"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// maxItems bounds the MPI calls a summary lists (a call reached along many call paths counts
// once per path); past it the summary is truncated, and the report says so.
const maxItems = 4096

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
	assumed  bool // the P of --initial-context, not written anywhere
}

// chain is the list of call sites through which an item is reached, outermost first.
type chain struct {
	site *model.Event
	next *chain
}

// Item is one MPI call as seen from a function: its own, or one reached through calls,
// parallel regions it forks and tasks it creates.
type Item struct {
	Call *model.Event
	// Word is the parallelism word of the call relative to the function the item belongs to
	// (in a Root: the whole word, the root's initial context included).
	Word Word
	Via  *chain
	// Comm is the communicator of a collective, resolved through the calls that pass it.
	Comm model.Comm
}

// Sites returns the call sites through which the item is reached, outermost first.
func (it *Item) Sites() []*model.Event {
	var out []*model.Event
	for c := it.Via; c != nil; c = c.next {
		out = append(out, c.site)
	}
	return out
}

// summary is what a function exports: the MPI calls it reaches, with words relative to its
// entry, and the number of barriers a thread crosses from its entry to its exit.
type summary struct {
	items     []*Item
	exitB     int
	truncated bool
	done      bool
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

type builder struct {
	prog      *model.Program
	words     *Words
	keys      map[letterKey]int32
	sums      map[*model.Function]*summary
	taskEntry map[*model.Event]*model.Function
}

func newBuilder(p *model.Program) *builder {
	b := &builder{prog: p, words: &Words{letters: make([]letterInfo, 1)}, keys: map[letterKey]int32{},
		sums: map[*model.Function]*summary{}, taskEntry: map[*model.Event]*model.Function{}}
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

// reid gives a callee's letter a new identity for the instance a call site creates: two calls
// of one function run two instances of its single.
func (b *builder) reid(site *model.Event, id int32) int32 {
	k := letterKey{site, int64(id)}
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

// isMain reports whether f is the program's entry point, which runs on the initial thread.
func isMain(f *model.Function) bool { return f.IR.Name == "main" || f.IR.Name == "_QQmain" }

// build computes the summaries of every function and the roots.
func build(p *model.Program, initial string) *Words {
	b := newBuilder(p)
	for _, f := range p.Funcs {
		b.summary(f)
	}
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
		for _, bl := range f.Blocks {
			for _, e := range bl.Events {
				if e.Callee != nil {
					reach(e.Callee)
				}
				if t := b.taskEntry[e]; t != nil {
					reach(t)
				}
			}
		}
	}
	var roots []*model.Function
	for _, f := range p.Funcs {
		if !called[f] || isMain(f) {
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
		if isMain(f) {
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
		s := b.sums[f]
		r := &Root{Fn: f, Context: ctx, Truncated: s.truncated}
		for _, it := range s.items {
			w := make(Word, 0, len(prefix)+len(it.Word))
			w = append(append(w, prefix...), it.Word...)
			w = dropSequentialBarriers(w)
			r.Items = append(r.Items, &Item{Call: it.Call, Word: w, Via: it.Via, Comm: it.Comm})
		}
		b.words.Roots = append(b.words.Roots, r)
	}
	return b.words
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
		if s := b.sums[e.Callee]; s != nil && s.done {
			return s.exitB
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

// summary computes (once) the summary of f: Algorithms 2-3 of seed 000 on the OMPCFG, with
// calls, forks and tasks replaced by the summaries of what they run.
func (b *builder) summary(f *model.Function) *summary {
	if s := b.sums[f]; s != nil {
		return s
	}
	s := &summary{}
	b.sums[f] = s
	for _, bl := range f.Blocks {
		for _, e := range bl.Events {
			if e.Callee != nil {
				b.summary(e.Callee)
			}
			if t := b.taskEntry[e]; t != nil {
				b.summary(t)
			}
		}
	}
	perBlock := make([]int, len(f.Blocks))
	for _, bl := range f.Blocks {
		for _, e := range bl.Events {
			perBlock[bl.Index] += b.barrierWeight(e)
		}
	}
	in := f.OrdersBefore(perBlock)
	waits := make([]int, len(f.Blocks)) // taskwaits and ends of taskgroups, for the tasks
	for _, bl := range f.Blocks {
		for _, e := range bl.Events {
			waits[bl.Index] += taskWait(e)
		}
	}
	inW := f.OrdersBefore(waits)
	for _, x := range f.Exits {
		if n := in[x] + perBlock[x]; n > s.exitB {
			s.exitB = n
		}
	}
	loopFree := func(blk int) bool { // blk is in a loop whose body crosses no barrier
		l := f.Loops().Of[blk]
		if l == nil {
			return false
		}
		n := 0
		for _, x := range l.Blocks {
			n += perBlock[x]
		}
		return n == 0
	}
	enc := b.regions(f, loopFree)
	add := func(it *Item) {
		if len(s.items) >= maxItems {
			s.truncated = true
			return
		}
		s.items = append(s.items, it)
	}
	for _, bl := range f.Blocks {
		cnt, tw := in[bl.Index], inW[bl.Index]
		for _, e := range bl.Events {
			local := func() Word {
				w := make(Word, 0, cnt+len(enc[e]))
				for i := 0; i < cnt; i++ {
					w = append(w, Letter{Kind: B})
				}
				return append(w, enc[e]...)
			}
			switch {
			case e.Kind == model.MPICall:
				if exempt[e.MPI.Name] {
					break
				}
				it := &Item{Call: e, Word: local()}
				if e.IsCollective() {
					it.Comm = commOf(e)
				}
				add(it)
			case e.Kind == model.Call && e.Callee != nil:
				cs := b.sums[e.Callee]
				if !cs.done {
					break // a recursive call: its calls are found from the outer instance
				}
				prefix := local()
				if e.StartsTeam() {
					prefix = append(prefix, b.letter(letterKey{e, 0}, func() letterInfo {
						return letterInfo{kind: P, pos: userPos(f, e.Pos), what: "the parallel region"}
					}))
				}
				free := !e.StartsTeam() && loopFree(bl.Index)
				for _, it := range cs.items {
					add(b.instantiate(e, prefix, it, free))
				}
				s.truncated = s.truncated || cs.truncated
			case e.Kind == model.OMPCall && e.OMP.Kind == model.OMPTaskAlloc:
				t := b.taskEntry[e]
				if t == nil || !b.sums[t].done {
					break
				}
				free := loopFree(bl.Index)
				prefix := local()
				for i := 0; i < tw; i++ {
					prefix = append(prefix, Letter{Kind: W})
				}
				prefix = append(prefix, b.letter(letterKey{e, 0}, func() letterInfo {
					return letterInfo{kind: T, pos: userPos(f, e.OMP.Pos), what: dir(f, "task"), selfConc: free, nowait: true}
				}))
				for _, it := range b.sums[t].items {
					add(b.instantiate(e, prefix, it, false))
				}
			}
			cnt += b.barrierWeight(e)
			tw += taskWait(e)
		}
	}
	s.done = true
	return s
}

// instantiate places a callee's item at call site e, after the word prefix. With loopFree, the
// call is in a loop that crosses no barrier: a single or task the callee runs in the caller's
// team may overlap its own next instance.
func (b *builder) instantiate(e *model.Event, prefix Word, it *Item, loopFree bool) *Item {
	w := make(Word, len(prefix), len(prefix)+len(it.Word))
	copy(w, prefix)
	first := true
	for _, l := range it.Word {
		if l.Kind != B && l.Kind != W {
			l.ID = b.reid(e, l.ID)
			if first && loopFree && (l.Kind == S || l.Kind == T) && b.words.letters[l.ID].nowait {
				b.words.letters[l.ID].selfConc = true
			}
			first = false
		}
		w = append(w, l)
	}
	comm := it.Comm
	if comm.Kind == model.CommParam {
		if e.Fork {
			// __kmpc_fork_call(ident, n, outlined, vars...) passes vars as the outlined
			// function's parameters 2, 3, ... (after the thread ids).
			comm.Param++
			if comm.Param < 3 {
				comm = model.Comm{}
			} else {
				comm = argComm(e, comm)
			}
		} else {
			comm = argComm(e, comm)
		}
	}
	return &Item{Call: it.Call, Word: w, Via: &chain{site: e, next: it.Via}, Comm: comm}
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
		if e := f.EventOf(d); e != nil && e.Kind == model.OMPCall && e.OMP.Kind == model.OMPGetThreadNum {
			return true
		}
		return false
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
