package rma

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Processes (issue 17).
//
// seed 001 looks at one process. Real RMA races are mostly between processes: rank 0 puts into
// rank 1's window while rank 1 reads it. The program is the same on every process, and the
// branches on the rank say which process runs what: a block reached only through
// `if (rank == 0)` runs on rank 0, one under `if (rank == 2)` on rank 2, so two accesses there
// are on different processes (they cannot race on a local buffer, and they are concurrent
// unless a synchronisation between processes orders them).
//
// The synchronisations between processes are counted as phases: every blocking collective
// (MPI_Barrier, MPI_Win_fence, window creation...) starts a new phase on every process, since
// all processes call the collectives in the same order. An operation is live at its target
// from the phase it is issued in to the phase where the origin completes it (unlock, flush,
// fence, complete); a load or store of window memory by another process in one of those
// phases is concurrent with it unless point-to-point messages order them (the origin sends
// after completing it, the target receives from the origin before the access) or exclusive
// locks serialise them.

// pcons says that a stable variable (the rank) is, or is not, equal to a constant in a block.
type pcons struct {
	key string // the stable key of the variable (alias.BranchCond notation: "*name")
	c   int64
	eq  bool
}

// procConstraints computes, for every block, the comparisons of stable variables with
// constants that hold on every path reaching it (through the branches that dominate it).
func (x *fn) procConstraints() {
	f := x.f
	dom := f.Dom()
	n := len(f.Blocks)
	x.procs = make([][]pcons, n)
	type edgeFact struct {
		to int
		pc pcons
	}
	facts := map[int][]edgeFact{} // branch block -> (successor, constraint on that edge)
	for b := 0; b < n; b++ {
		c, ok := x.al.BranchCond(b)
		key, k, ok2 := alias.EqConst(c.Key)
		if !ok || !ok2 {
			if c, key, k, ok = x.rankBranch(b); !ok {
				continue
			}
		}
		facts[b] = []edgeFact{{c.True, pcons{key, k, true}}, {c.False, pcons{key, k, false}}}
	}
	if len(facts) == 0 {
		return
	}
	g := f.CFG
	for b := 0; b < n; b++ {
		if !dom.Reachable(b) {
			continue
		}
		var out []pcons
		for d := dom.Idom[b]; d >= 0; d = dom.Idom[d] {
			for _, ef := range facts[d] {
				// The edge d -> ef.to holds the fact; it holds at b when every path to b
				// takes that edge: ef.to has d as its only predecessor and dominates b.
				if len(g.Pred[ef.to]) == 1 && dom.Dominates(ef.to, b) {
					out = append(out, ef.pc)
				}
			}
		}
		x.procs[b] = out
	}
}

// rankBranch reads a branch on `rank == C` (or !=) where the rank variable is given an initial
// value before MPI_Comm_rank writes it (`int rank = -1; MPI_Comm_rank(comm, &rank);`): the
// alias analysis does not take it as a stable variable (written twice), but every load after
// the MPI_Comm_rank call reads the rank.
func (x *fn) rankBranch(b int) (alias.Cond, string, int64, bool) {
	insts := x.f.Blocks[b].IR.Insts
	if len(insts) == 0 {
		return alias.Cond{}, "", 0, false
	}
	br := insts[len(insts)-1]
	if br.Op != "br" || len(br.Operands) != 1 || len(br.Succs) != 2 || br.Succs[0] == br.Succs[1] || br.Operands[0].Kind != llvmir.ValLocal {
		return alias.Cond{}, "", 0, false
	}
	cmp := x.f.Def(br.Operands[0].Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 || cmp.Pred != "eq" && cmp.Pred != "ne" {
		return alias.Cond{}, "", 0, false
	}
	l, k := cmp.Operands[0], cmp.Operands[1]
	if l.Kind == llvmir.ValInt {
		l, k = k, l
	}
	if k.Kind != llvmir.ValInt || l.Kind != llvmir.ValLocal {
		return alias.Cond{}, "", 0, false
	}
	ld := x.f.Def(l.Name)
	if ld == nil || ld.Op != "load" || len(ld.Operands) != 1 || ld.Operands[0].Kind != llvmir.ValLocal {
		return alias.Cond{}, "", 0, false
	}
	v := ld.Operands[0].Name
	if !x.rankKeys["*"+v] || !x.rankAfterInit(v, ld) {
		return alias.Cond{}, "", 0, false
	}
	c := alias.Cond{True: br.Succs[0].Index, False: br.Succs[1].Index}
	if cmp.Pred == "ne" {
		c.True, c.False = c.False, c.True
	}
	return c, "*" + v, k.Int, true
}

// rankAfterInit reports whether the load ld of variable v reads what MPI_Comm_rank wrote: v
// is written by one MPI_Comm_rank call outside loops, otherwise only by stores of constants
// before that call, and the call comes before ld.
func (x *fn) rankAfterInit(v string, ld *llvmir.Inst) bool {
	return x.writtenByCallBefore(v, ld, func(e *model.Event) bool { return e.MPI.Kind == mpi.Rank })
}

// writtenByCallBefore is rankAfterInit for the MPI calls is accepts (onceloops.go asks it of
// MPI_Comm_size): stores of constants, then one such call, before ld.
func (x *fn) writtenByCallBefore(v string, ld *llvmir.Inst, is func(*model.Event) bool) bool {
	constStore := func(st *llvmir.Inst) bool { return st.Operands[0].Kind == llvmir.ValInt }
	accepted := func(c *llvmir.Inst) bool {
		e := x.f.EventOf(c)
		return e != nil && e.Kind == model.MPICall && is(e)
	}
	_, calls, ok := x.f.SettledWrites(v, ld, constStore, accepted)
	return ok && len(calls) == 1
}

// exclusive reports whether two blocks can never run on the same process (rankOnly false:
// on one process, no path goes through both under the same values; rankOnly true: they run
// on different processes, by the rank returned by MPI_Comm_rank).
func (x *fn) exclusive(a, b int, rankOnly bool) bool {
	if x.procs == nil {
		return false
	}
	return x.exclusiveCons(x.procs[a], x.procs[b], rankOnly)
}

func (x *fn) exclusiveCons(pa, pb []pcons, rankOnly bool) bool {
	for _, p := range pa {
		if rankOnly && !x.rankKeys[p.key] {
			continue
		}
		for _, q := range pb {
			if p.key != q.key {
				continue
			}
			if p.eq && q.eq && p.c != q.c || p.eq != q.eq && p.c == q.c {
				return true
			}
		}
	}
	return false
}

// mayBe reports whether a process running block b may be rank t (a constant).
func (x *fn) mayBe(b int, t value) bool {
	if x.procs == nil {
		return true
	}
	return x.mayBeCons(x.procs[b], t)
}

func (x *fn) mayBeCons(pc []pcons, t value) bool {
	if !t.konst {
		return true
	}
	for _, p := range pc {
		if !x.rankKeys[p.key] {
			continue
		}
		if p.eq && p.c != t.c || !p.eq && p.c == t.c {
			return false
		}
	}
	return true
}

// isRank reports whether v is the rank of the calling process (a variable MPI_Comm_rank wrote).
func (x *fn) isRank(v value) bool {
	return strings.HasPrefix(v.key, "var:") && x.rankKeys["*"+strings.TrimPrefix(v.key, "var:")]
}

// findRanks lists the variables MPI_Comm_rank writes.
func (x *fn) findRanks() {
	x.rankKeys = map[string]bool{}
	for _, b := range x.f.Blocks {
		for _, e := range b.Events {
			if e.Kind != model.MPICall || e.MPI.Kind != mpi.Rank {
				continue
			}
			i := e.ArgIndex().Rank
			if i < 0 || i >= len(e.Inst.Args) {
				continue
			}
			if v := e.Inst.Args[i]; v.Kind == llvmir.ValLocal {
				x.rankKeys["*"+v.Name] = true
			}
		}
	}
}

// --- phases ---

const phaseUnknown = uint64(1) << 63

// nextPhase shifts a set of phases past one collective.
func nextPhase(m uint64) uint64 {
	out := (m << 1) &^ phaseUnknown
	if m&(1<<62) != 0 || m&phaseUnknown != 0 {
		out |= phaseUnknown
	}
	return out
}

// samePhase reports whether two sets of phases share one. Where the collectives cannot be
// counted (a phase unknown on some path) the check stays silent.
func samePhase(a, b uint64) bool { return (a|b)&phaseUnknown == 0 && a&b != 0 }

// --- window memory ---

// winMem is the memory of a window created in the function.
type winMem struct {
	win  string
	it   *item        // the constructor call (a process that does not run it has other window memory)
	site *llvmir.Inst // MPI_Win_allocate: the heap object made at this call
	ptr  string       // ... or the object read through the pointer variable it fills (typed pointers)
	obj  *alias.Object
	base int64 // offset of the window's start in obj
	unit int64 // displacement unit, -1 unknown
}

// noteWindowMemory records the memory of a window constructor.
func (x *fn) noteWindowMemory(it *item, e *model.Event) {
	args := e.ArgIndex()
	m := &winMem{win: it.win, it: it, unit: -1}
	unitArg := 2
	switch e.MPI.Name {
	case "MPI_Win_allocate", "MPI_Win_allocate_shared":
		m.site, unitArg = e.Inst, 1
		if args.Buffer >= 0 && args.Buffer < len(e.Inst.Args) {
			if l := x.al.Pointer(e.Inst.Args[args.Buffer]); l.Obj != nil && l.Exact {
				m.ptr = "*(" + l.Key() + ")"
			}
		}
	case "MPI_Win_create":
		if args.Buffer < 0 || args.Buffer >= len(e.Inst.Args) {
			return
		}
		l := x.al.Pointer(e.Inst.Args[args.Buffer])
		if l.Obj == nil || !l.Exact {
			return
		}
		m.obj, m.base = l.Obj, l.Off
	default:
		return
	}
	if v := x.intValue(e, unitArg); v.konst {
		m.unit = v.c
	}
	x.mems = append(x.mems, m)
}

// windowOf returns the window memory an access touches and the access's offset in it
// (-1 unknown).
func (x *fn) windowOf(l alias.Loc) (*winMem, int64) { return x.windowAt(l, nil) }

// windowAt is windowOf for an access made by item it (nil: any process): the memory of a
// constructor that runs only on other processes than it (`if (rank == 0) MPI_Win_create(B, ...); else
// MPI_Win_create(A, ...)`) is not window memory where it runs, whatever the object.
func (x *fn) windowAt(l alias.Loc, it *item) (*winMem, int64) {
	if l.Obj == nil {
		return nil, -1
	}
	for _, m := range x.mems {
		if it != nil && m.it != nil && x.exclusiveItems(m.it, it, true) {
			continue
		}
		if m.site != nil && l.Obj.Kind == alias.Heap && l.Obj.Site == m.site || m.obj != nil && l.Obj == m.obj ||
			m.ptr != "" && l.Obj.Key() == m.ptr {
			if !l.Exact {
				return m, -1
			}
			return m, l.Off - m.base
		}
	}
	return nil, -1
}

// targetRange is the byte range of the window an operation touches, ok false when unknown.
func (x *fn) targetRange(o *op) (lo, hi int64, ok bool) {
	if !o.disp.konst {
		return 0, 0, false
	}
	unit, tsize := x.unitOf(o.win), o.tsize
	if unit < 0 {
		unit = tsize
	}
	if tsize < 0 {
		tsize = unit
	}
	if unit < 0 {
		unit, tsize = 1, 1
	}
	n := o.count
	if n < 0 {
		return o.disp.c * unit, -1, true
	}
	return o.disp.c * unit, o.disp.c*unit + n*tsize, true
}

func (x *fn) unitOf(win string) int64 {
	for _, m := range x.mems {
		if m.win == win {
			return m.unit
		}
	}
	return -1
}

// overlapTarget relates an operation's target range with an access to window memory.
func (x *fn) overlapTarget(o *op, off, size int64) alias.Relation {
	lo, hi, ok := x.targetRange(o)
	if !ok || off < 0 {
		return alias.MayAlias
	}
	if size < 0 {
		size = 1
	}
	if hi >= 0 && off >= hi || off+size <= lo {
		return alias.NoAlias
	}
	if hi < 0 {
		return alias.MayAlias
	}
	return alias.MustAlias
}

// --- records of the last pass, for the comparison between processes ---

type opRec struct {
	seen     bool
	live     uint64  // phases in which the operation may be in progress at its target
	released []value // ranks the origin sent a message to after completing it, in its phase
	acquired []value // sources the origin received from, in its phase, before issuing it
	pscw     bool    // issued in an access epoch opened by MPI_Win_start
	locked   bool    // issued in a lock epoch (MPI_Win_lock on its target, or lock_all)
	excl     bool    // ... an exclusive one
}

type accRec struct {
	it       *item
	acc      access
	mem      *winMem
	off      int64
	phase    uint64
	acquired []value
	selfExcl bool // inside an exclusive lock of the process's own window
	outPost  bool // surely outside any exposure epoch (MPI_Win_post .. MPI_Win_wait) of the window
}

func addValue(vs []value, v value) []value {
	for _, w := range vs {
		if w == v {
			return vs
		}
	}
	return append(vs, v)
}

// intersectValues keeps the values in both (the receives done on every path).
func intersectValues(a, b []value) []value {
	var out []value
	for _, v := range a {
		for _, w := range b {
			if v == w {
				out = append(out, v)
				break
			}
		}
	}
	return out
}

// ordered reports whether a message orders the end of operation A (origin block ab) before
// something done at block bb after receiving from the sources acq.
func (x *fn) ordered(r *opRec, ab int, acq []value, bb int) bool {
	for _, d := range r.released {
		if !x.mayBe(bb, d) {
			continue
		}
		for _, s := range acq {
			if x.mayBe(ab, s) {
				return true
			}
		}
	}
	return false
}

// selfExclusive reports whether an access at block b is inside an exclusive lock the process
// holds on its own part of window w.
func (x *fn) selfExclusive(st *state, w int, b int) bool {
	for k, v := range st.wins[w].epochs {
		if !strings.HasPrefix(k, "lock:") || !v.only(eOpen) {
			continue
		}
		excl := true
		for _, a := range v {
			if a.by == nil || !a.by.excl {
				excl = false
			}
		}
		if !excl {
			continue
		}
		key := strings.TrimPrefix(k, "lock:")
		if strings.HasPrefix(key, "var:") && x.rankKeys["*"+strings.TrimPrefix(key, "var:")] {
			return true
		}
		if c, err := strconv.ParseInt(key, 10, 64); err == nil {
			for _, p := range x.procs[b] {
				if x.rankKeys[p.key] && p.eq && p.c == c {
					return true
				}
			}
		}
	}
	return false
}

// lockedAt says whether an operation is issued in a lock epoch on its target, and whether
// that lock is exclusive.
func (x *fn) lockedAt(st *state, o *op) (locked, excl bool) {
	w, ok := x.winIx[o.win]
	if !ok {
		return false, false
	}
	ws := st.wins[w]
	if ws.get("lockall").only(eOpen) {
		locked = true
	}
	if v := ws.get("lock:" + o.target.lockKey()); o.target.lockKey() != "?" && v.only(eOpen) {
		locked, excl = true, true
		for _, a := range v {
			if a.by == nil || !a.by.excl {
				excl = false
			}
		}
	}
	return locked, excl
}

// cross compares, after the last pass, the operations and window accesses of different
// processes.
func (x *fn) cross() {
	for _, ac := range x.accs {
		for i, o := range x.ops {
			r := &x.recs[i]
			if !r.seen || o.win != ac.mem.win || !o.write && !ac.acc.write {
				continue
			}
			ab, bb := o.it.block, ac.it.block
			if !x.exclusiveItems(o.it, ac.it, true) || x.isRank(o.target) || !x.mayBeItem(ac.it, o.target) {
				continue
			}
			if !samePhase(r.live, ac.phase) || x.ordered(r, ab, ac.acquired, bb) || r.locked && ac.selfExcl {
				continue
			}
			if r.pscw && ac.outPost {
				// An access epoch opened by MPI_Win_start reaches a target only between
				// the target's MPI_Win_post and the end of its MPI_Win_wait.
				continue
			}
			rel := x.overlapTarget(o, ac.off, ac.acc.size)
			if rel == alias.NoAlias {
				continue
			}
			x.reportTargetAccess(o, ac.it, ac.acc, rel == alias.MustAlias, true)
		}
	}
	for i, o := range x.ops {
		ri := &x.recs[i]
		for j := i + 1; j < len(x.ops); j++ {
			q, rj := x.ops[j], &x.recs[j]
			if !ri.seen || !rj.seen || o.win == "" || o.win != q.win || !o.write && !q.write {
				continue
			}
			if !x.exclusiveItems(o.it, q.it, true) || !o.target.mustEqual(q.target) || x.isRank(o.target) {
				continue
			}
			if !samePhase(ri.live, rj.live) || ri.locked && rj.locked && (ri.excl || rj.excl) {
				continue
			}
			if x.ordered(ri, o.it.block, rj.acquired, q.it.block) || x.ordered(rj, q.it.block, ri.acquired, o.it.block) {
				continue
			}
			if ri.pscw && rj.pscw && x.pscwOrdered(o, q) {
				continue
			}
			if !x.sameTarget(o, q) || x.atomicPair(o, q) {
				continue
			}
			first, second := o, q
			if q.pos.Line < o.pos.Line {
				first, second = q, o
			}
			x.reportTargetOps(second, first, j, "by another process ")
		}
	}
}

// reportTargetAccess reports a load or store of window memory concurrent with a one-sided
// operation on it.
func (x *fn) reportTargetAccess(o *op, it *item, acc access, definite, other bool) {
	who := acc.what
	if who == "load" || who == "store" {
		who = "this " + who
	}
	by := ""
	if other {
		by = " by another process"
	}
	kind := "reads"
	if acc.write {
		kind = "writes"
	}
	at := place(o.pos, it.pos)
	errMsg := fmt.Sprintf("%s %s window memory that %s%s %s accesses in the same epoch, without synchronisation between them", who, kind, o.name, by, at)
	warnMsg := fmt.Sprintf("%s %s window memory that %s%s %s may access in the same epoch, without synchronisation between them", who, kind, o.name, by, at)
	x.a.report(TargetRaceID, "mem|"+o.pos.String(), it.pos, definite, errMsg, warnMsg,
		[]diag.Note{{Pos: o.pos, Message: fmt.Sprintf("%s accesses this process's window here; it may be in progress until the origin completes it and synchronises with this process", o.name)}})
}

// sameTarget reports whether two operations on one target surely touch a common location
// (byte ranges when the displacements are constants).
func (x *fn) sameTarget(o, q *op) bool {
	if o.derived != "" || q.derived != "" {
		if x.startsAtDisp(o) && x.startsAtDisp(q) && o.disp.mustEqual(q.disp) {
			return true // both touch the element at the displacement (RMARaceBench atomic/002)
		}
		// A derived target datatype may have holes or start past the displacement: two
		// operations surely meet only with the same datatype at the same displacement.
		if o.derived != q.derived || o.derived == "?" || o.derived[0] != '*' {
			return false
		}
		return o.disp.mustEqual(q.disp)
	}
	if o.disp.konst && q.disp.konst {
		l1, h1, _ := x.targetRange(o)
		l2, h2, _ := x.targetRange(q)
		if l1 == l2 {
			return true
		}
		if l2 < l1 {
			l1, h1, l2, h2 = l2, h2, l1, h1
		}
		_ = h2
		return h1 > l2
	}
	return o.disp.mustEqual(q.disp)
}

// atomicPair reports whether two accumulate-family operations are atomic with each other: the
// same predefined datatype (a derived datatype counts by the predefined type it is built of),
// compatible operations (the same op, or one of them MPI_NO_OP), and element-aligned
// displacements (MPI-4.0 §12.7.1).
func (x *fn) atomicPair(o, q *op) bool {
	if !o.atomic || !q.atomic {
		return false
	}
	if o.dtype == 0 || o.dtype != q.dtype {
		return false
	}
	if o.opcode != q.opcode && o.opcode != opNoOp && q.opcode != opNoOp {
		return false
	}
	if o.disp.konst && q.disp.konst && o.tsize > 0 {
		l1, _, _ := x.targetRange(o)
		l2, _, _ := x.targetRange(q)
		if (l1-l2)%o.tsize != 0 {
			return false
		}
	}
	return true
}

const opNoOp = 0x5800000e // MPI_NO_OP (mpich)

// startsAtDisp reports whether the target datatype of o surely touches the element at its
// displacement: a predefined datatype, or one MPI_Type_contiguous made (no hole before its
// first element).
func (x *fn) startsAtDisp(o *op) bool {
	if o.derived == "" {
		return true
	}
	if o.derived == "?" {
		return false
	}
	name := strings.TrimPrefix(o.derived, "*")
	made := ""
	for _, b := range x.f.Blocks {
		for _, ev := range b.Events {
			if ev.Kind != model.MPICall || !strings.HasPrefix(ev.MPI.Name, "MPI_Type_") || ev.MPI.Name == "MPI_Type_commit" || ev.MPI.Name == "MPI_Type_free" {
				continue
			}
			for _, a := range ev.Inst.Args {
				if a.Kind == llvmir.ValLocal && a.Name == name {
					if made != "" && made != ev.MPI.Name {
						return false
					}
					made = ev.MPI.Name
				}
			}
		}
	}
	return made == "MPI_Type_contiguous"
}

// basicType returns the predefined datatype handle an argument designates: a constant handle,
// or a variable a type constructor of the function (MPI_Type_contiguous, vector...) filled from
// one predefined type. 0 when unknown.
func (x *fn) basicType(e *model.Event, i int) int64 {
	v := x.intValue(e, i)
	if v.konst {
		return v.c
	}
	// the variable the handle is loaded from (C), or passed by reference (Fortran)
	a := e.Arg(i)
	if a == nil || a.Kind != llvmir.ValLocal {
		return 0
	}
	name := a.Name
	if def := x.f.Def(a.Name); def != nil && def.Op == "load" && len(def.Operands) == 1 && def.Operands[0].Kind == llvmir.ValLocal {
		name = def.Operands[0].Name
	}
	for _, b := range x.f.Blocks {
		for _, ev := range b.Events {
			if ev.Kind != model.MPICall || !strings.HasPrefix(ev.MPI.Name, "MPI_Type_") || ev.MPI.Name == "MPI_Type_commit" || ev.MPI.Name == "MPI_Type_free" {
				continue
			}
			writes := false
			for _, a := range ev.Inst.Args {
				if a.Kind == llvmir.ValLocal && a.Name == name {
					writes = true
				}
			}
			if !writes {
				continue
			}
			// the old type: a predefined datatype handle among the arguments
			for k := range ev.Inst.Args {
				if c := ev.Arg(k); c != nil && c.Kind == llvmir.ValInt && alias.DatatypeSize(c) > 0 {
					return c.Int
				}
			}
		}
	}
	return 0
}

// checkWindowAccess compares a load, store or MPI buffer that touches the memory of a window
// with the one-sided operations in progress that may target this process (the operations of
// this path; those of other processes are compared by cross), and records it for cross.
func (x *fn) checkWindowAccess(it *item, st *state) {
	if !x.rep {
		return
	}
	for _, acc := range it.acc {
		if it.kind == kComm && acc.what == it.name {
			continue // an operation's own origin buffer: the local check's business
		}
		m, off := x.windowAt(acc.loc, it)
		if m == nil && (acc.what == "load" || acc.what == "store") && (acc.loc.Obj == nil || acc.loc.Obj.Kind == alias.Deref) {
			m, off = x.chaseWindow(it.inst)
		}
		if m == nil {
			if p, from, ok := derefParam(acc.loc); ok && (acc.what == "load" || acc.what == "store") {
				o := int64(-1)
				if acc.loc.Exact {
					o = acc.loc.Off
				}
				x.paccs = append(x.paccs, paramAcc{param: p, from: from, off: o, size: acc.size, write: acc.write,
					what: acc.what, pos: it.pos, phase: x.wsPhase(it.block, st.phase)})
			} else if acc.loc.Obj != nil && acc.loc.Obj.Kind == alias.Param && (acc.what == "load" || acc.what == "store") {
				o := int64(-1)
				if acc.loc.Exact {
					o = acc.loc.Off
				}
				x.paccs = append(x.paccs, paramAcc{param: acc.loc.Obj.Param, direct: true, off: o, size: acc.size, write: acc.write,
					what: acc.what, pos: it.pos, phase: x.wsPhase(it.block, st.phase)})
			}
			continue
		}
		if w, ok := x.winIx[m.win]; ok {
			x.accs = append(x.accs, accRec{it: it, acc: acc, mem: m, off: off, phase: x.wsPhase(it.block, st.phase),
				acquired: st.recv, selfExcl: x.selfExclusive(st, w, it.block), outPost: st.wins[w].get("post").only(eClosed)})
		}
		for _, pp := range st.pending {
			o := x.ops[pp.op]
			if pp.thr || o.win != m.win || !o.write && !acc.write || !x.mayBeItem(it, o.target) {
				continue
			}
			if !o.target.konst && !x.isRank(o.target) {
				continue // a target computed on the way (a neighbour, a random rank): not known to be this process
			}
			if x.isRank(o.target) && x.exclusiveItems(o.it, it, true) {
				continue
			}
			rel := x.overlapTarget(o, off, acc.size)
			if rel == alias.NoAlias {
				continue
			}
			x.reportTargetAccess(o, it, acc, rel == alias.MustAlias, x.exclusiveItems(o.it, it, true))
		}
	}
}

// handleLoad reports whether a load only reads a window handle: its value is used only as
// the window argument of MPI calls (a captured `win` in an outlined OpenMP region).
func (x *fn) handleLoad(in *llvmir.Inst) bool { return x.handleLoadDepth(in, 0) }

// handleLoadDepth also accepts the load of the pointer to a handle (a captured variable read
// from the shareds of a task or region) whose value is only used by handle loads.
func (x *fn) handleLoadDepth(in *llvmir.Inst, depth int) bool {
	if in.Result == "" || depth > 2 {
		return false
	}
	uses := x.f.Uses(in.Result)
	if len(uses) == 0 {
		return false
	}
	for _, u := range uses {
		if u.Op == "load" && len(u.Operands) == 1 && u.Operands[0].Kind == llvmir.ValLocal && u.Operands[0].Name == in.Result {
			if !x.handleLoadDepth(u, depth+1) {
				return false
			}
			continue
		}
		if u.Op != "call" && u.Op != "invoke" {
			return false
		}
		mf, b, ok := mpi.Lookup(u.CalledFunction())
		if !ok {
			return false
		}
		w := mf.ArgsFor(b).Win
		if w < 0 || w >= len(u.Args) || u.Args[w].Kind != llvmir.ValLocal || u.Args[w].Name != in.Result {
			return false
		}
		for i, a := range u.Args {
			if i != w && a.Kind == llvmir.ValLocal && a.Name == in.Result {
				return false
			}
		}
	}
	return true
}

// --- post/start/complete/wait ---

// postRec is an MPI_Win_post: where, on which window, and the ranks of its group when known.
type postRec struct {
	block int
	win   string
	ranks []int64 // nil: unknown
}

// groupRanks reads the ranks of the group argument i of a call, when the function builds it
// with MPI_Group_incl from constants stored in a local variable or array.
func (x *fn) groupRanks(e *model.Event, i int) []int64 {
	if i < 0 || i >= len(e.Inst.Args) {
		return nil
	}
	a := e.Inst.Args[i]
	if a.Kind != llvmir.ValLocal {
		return nil
	}
	name := a.Name
	if def := x.f.Def(name); def != nil && def.Op == "load" && len(def.Operands) == 1 && def.Operands[0].Kind == llvmir.ValLocal {
		name = def.Operands[0].Name
	}
	var incl *model.Event
	for _, b := range x.f.Blocks {
		for _, ev := range b.Events {
			if ev.Kind == model.MPICall && ev.MPI.Name == "MPI_Group_incl" && len(ev.Inst.Args) >= 4 {
				if out := ev.Inst.Args[3]; out.Kind == llvmir.ValLocal && out.Name == name {
					if incl != nil {
						return nil // built twice
					}
					incl = ev
				}
			}
		}
	}
	if incl == nil {
		return nil
	}
	n := x.intValue(incl, 1)
	if !n.konst || n.c <= 0 || n.c > 64 {
		return nil
	}
	arr := x.al.Pointer(incl.Inst.Args[2])
	if arr.Obj == nil || !arr.Exact {
		return nil
	}
	vals := map[int64]int64{}
	for _, b := range x.f.Blocks {
		for _, in := range b.IR.Insts {
			if in.Op != "store" || len(in.Operands) != 2 {
				continue
			}
			loc, size, _, ok := x.al.LoadStore(in)
			if !ok || loc.Obj != arr.Obj {
				continue
			}
			if !loc.Exact || in.Operands[0].Kind != llvmir.ValInt || size != 4 {
				return nil
			}
			if _, dup := vals[loc.Off]; dup {
				return nil
			}
			vals[loc.Off] = in.Operands[0].Int
		}
	}
	var out []int64
	for k := int64(0); k < n.c; k++ {
		v, ok := vals[arr.Off+4*k]
		if !ok {
			return nil
		}
		out = append(out, v)
	}
	return out
}

// originRank is the rank a block runs on, when a comparison with a constant fixes it.
func (x *fn) originRank(b int) (int64, bool) {
	if x.procs == nil {
		return 0, false
	}
	for _, p := range x.procs[b] {
		if x.rankKeys[p.key] && p.eq {
			return p.c, true
		}
	}
	return 0, false
}

// pscwOrdered reports whether two operations issued in access epochs (MPI_Win_start) on the
// same target are matched with different exposure epochs of that target (successive
// MPI_Win_post / MPI_Win_wait whose groups hold one origin and not the other).
func (x *fn) pscwOrdered(o, q *op) bool {
	ro, ok1 := x.originRank(o.it.block)
	rq, ok2 := x.originRank(q.it.block)
	if !ok1 || !ok2 || !o.target.konst {
		return false
	}
	io, iq := -1, -1
	for i, p := range x.posts {
		if p.win != o.win || p.ranks == nil || !x.mayBe(p.block, o.target) {
			continue
		}
		for _, r := range p.ranks {
			if r == ro && io < 0 {
				io = i
			}
			if r == rq && iq < 0 {
				iq = i
			}
		}
	}
	return io >= 0 && iq >= 0 && io != iq
}

// --- threads (hybrid MPI + OpenMP) ---

// threads finds, for every block of an outlined region, the innermost construct whose body a
// single thread runs at a time: master, masked, single, and the iterations of a loop or the
// sections of a sections construct.
func (x *fn) threads() {
	info := x.f.OpenMP()
	if info == nil || len(info.Constructs) == 0 {
		return
	}
	n := len(x.f.Blocks)
	x.thrC = make([]*model.Construct, n)
	x.bodies = map[*model.Construct][]int{}
	x.inOrdered = make([]bool, n)
	size := make([]int, n)
	for _, c := range info.Constructs {
		if c.Kind == model.ConstructOrdered {
			for _, b := range x.bodyOf(c) {
				x.inOrdered[b] = true
			}
		}
		switch c.Kind {
		case model.ConstructMaster, model.ConstructMasked, model.ConstructSingle, model.ConstructFor, model.ConstructSections:
		default:
			continue
		}
		blocks := x.bodyOf(c)
		for _, b := range blocks {
			if x.thrC[b] == nil || len(blocks) < size[b] {
				x.thrC[b], size[b] = c, len(blocks)
			}
		}
		x.bodies[c] = blocks
	}
}

// bodyOf returns the blocks of a construct's body: those the model lists, else (master,
// single, masked) the blocks after the begin call that lead to the end call.
func (x *fn) bodyOf(c *model.Construct) []int {
	if len(c.Blocks) > 0 || c.Begin == nil || c.End == nil {
		return c.Blocks
	}
	begin, end := c.Begin.Block.Index, c.End.Block.Index
	dom := x.f.Dom()
	g := x.f.CFG
	seen := map[int]bool{end: true}
	stack := []int{end}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, p := range g.Pred[b] {
			if p != begin && !seen[p] && dom.Dominates(begin, p) {
				seen[p] = true
				stack = append(stack, p)
			}
		}
	}
	var out []int
	for b := range seen {
		out = append(out, b)
	}
	return out
}

// otherThread reports whether an access at block b may be made by another thread than the one
// that issued (and completed) a pending operation: outside its construct, or in a later
// iteration of its loop or another section.
func (x *fn) otherThread(p pend, b int) bool {
	c := x.thrC[x.ops[p.op].it.block]
	if c == nil {
		return false
	}
	if x.inOrdered[x.ops[p.op].it.block] && x.inOrdered[b] {
		return false // ordered regions run one after the other, in the order of the iterations
	}
	in := false
	for _, k := range x.bodies[c] {
		if k == b {
			in = true
			break
		}
	}
	return !in || p.other
}

// throughBackEdge marks the completed operations of a loop or sections construct that go
// round its loop: what follows belongs to another iteration, maybe another thread.
func (x *fn) throughBackEdge(b, s int, st *state) *state {
	if x.thrC == nil || !x.f.Dom().Dominates(s, b) {
		return st
	}
	st = x.dropIterationFin(b, st)
	changed := false
	for _, p := range st.pending {
		if p.thr && !p.other {
			if c := x.thrC[x.ops[p.op].it.block]; c != nil && (c.Kind == model.ConstructFor || c.Kind == model.ConstructSections) {
				changed = true
			}
		}
	}
	if !changed {
		return st
	}
	c := st.clone()
	var out []pend
	for _, p := range c.pending {
		if p.thr && !p.other {
			if k := x.thrC[x.ops[p.op].it.block]; k != nil && (k.Kind == model.ConstructFor || k.Kind == model.ConstructSections) {
				p.other = true
			}
		}
		out, _ = addPend(out, p)
	}
	c.pending = out
	return c
}

// dropIterationFin forgets, on the back edge b -> header of a worksharing loop or sections,
// the operations completed in the iteration: a message sent in another iteration (another
// section), maybe by another thread, is not ordered after their completion.
func (x *fn) dropIterationFin(b int, st *state) *state {
	c := x.thrC[b]
	if c == nil || c.Kind != model.ConstructFor && c.Kind != model.ConstructSections || len(st.fin) == 0 {
		return st
	}
	keep := st.fin[:0:0]
	for _, o := range st.fin {
		if x.thrC[x.ops[o].it.block] != c {
			keep = append(keep, o)
		}
	}
	if len(keep) == len(st.fin) {
		return st
	}
	n := st.clone()
	n.fin = keep
	return n
}

// latestPhase keeps the latest of a set of known phases.
func latestPhase(m uint64) uint64 {
	if m&phaseUnknown != 0 || m == 0 {
		return m
	}
	for b := 62; b >= 0; b-- {
		if m&(1<<b) != 0 {
			return 1 << b
		}
	}
	return m
}

// oneThread returns the construct one thread runs that holds block b, or nil.
func (x *fn) oneThread(b int) *model.Construct {
	if x.thrC == nil {
		return nil
	}
	return x.thrC[b]
}

// exprKey describes an integer SSA value computed from constants and variables written at
// most once outside loops ((rank + 1) % size), so that two computations of it compare equal.
func (x *fn) exprKey(v *llvmir.Value, depth int) (string, bool) {
	if v == nil || depth > 8 {
		return "", false
	}
	switch v.Kind {
	case llvmir.ValInt:
		return fmt.Sprint(v.Int), true
	case llvmir.ValLocal:
	default:
		return "", false
	}
	if p := x.f.ParamIndex(v.Name); p >= 0 {
		return fmt.Sprintf("arg%d", p), true
	}
	def := x.f.Def(v.Name)
	if def == nil {
		return "", false
	}
	switch def.Op {
	case "load":
		if len(def.Operands) == 1 && x.writtenOnce(def.Operands[0]) {
			return "*" + def.Operands[0].Name, true
		}
	case "sext", "zext", "trunc":
		if len(def.Operands) == 1 {
			return x.exprKey(def.Operands[0], depth+1)
		}
	case "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "and", "or", "xor", "shl", "ashr", "lshr":
		if len(def.Operands) == 2 {
			a, ok1 := x.exprKey(def.Operands[0], depth+1)
			b, ok2 := x.exprKey(def.Operands[1], depth+1)
			if ok1 && ok2 {
				return def.Op + "(" + a + "," + b + ")", true
			}
		}
	}
	return "", false
}

// writtenOnce reports whether a local variable is written at most once, outside loops, by a
// store or a call it is passed to (MPI_Comm_rank), and otherwise only read.
func (x *fn) writtenOnce(p *llvmir.Value) bool {
	if p.Kind != llvmir.ValLocal {
		return false
	}
	if d := x.f.Def(p.Name); d == nil || d.Op != "alloca" {
		return false
	}
	writes := 0
	loops := x.f.Loops()
	for _, u := range x.f.Uses(p.Name) {
		switch {
		case u.Op == "load":
			continue
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == p.Name:
		case u.Op == "call" || u.Op == "invoke":
			n := u.CalledFunction()
			if strings.HasPrefix(n, "llvm.dbg.") || strings.HasPrefix(n, "llvm.lifetime.") {
				continue
			}
			if mf, _, ok := mpi.Lookup(n); ok && (mf.Kind == mpi.RMAComm || mf.Kind == mpi.RMASync) {
				continue // Fortran: passed by reference, only read
			}
		default:
			return false
		}
		writes++
		if writes > 1 || loops.Of[u.Block.Index] != nil {
			return false
		}
	}
	return true
}
