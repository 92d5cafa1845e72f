package collective

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Complementary rank tests (CorrBench's test2..5: `if (rank == 0) {create; fence; fence}`
// then `if (rank == 1) {create; fence; fence}`, or `if (rank == 0) {...} else if (rank == 1)
// {...}`, inside `if (rank < 2)` on a communicator split by `rank < 2`).
//
// Each conditional alone varies, and the execution orders computed over all paths put the
// second branch's collectives after the first's, so the sets are reported. But the tests
// compare one variable, a rank (written once, by MPI_Comm_rank, so never negative), with
// constants: they split the ranks into a few classes (intervals between the constants) inside
// which every test has one outcome. Within a class, the flow is the CFG with the other
// outcome's edges removed; if on it every collective of the communicator the class reaches is
// on every path to a normal exit (and in no loop), each process of the class executes exactly
// that sequence. Classes that run the same sequence agree; the communicator's members are
// the classes where its constructor runs, and those with the same colour when it is split by
// a comparison of the same rank. When all the classes that share a communicator agree, no
// process can wait for another: the sets are not reported.

// rankCond is a conditional that compares the rank variable with a constant.
type rankCond struct {
	pred     string // alias.BranchCond's normalised predicate: eq, slt, sgt, ult, ugt
	n        int64
	varFirst bool // `rank pred n` (else `n pred rank`)
	t, f     int  // successors where it holds, where it does not
}

func (rc rankCond) holds(v int64) bool {
	x, y := v, rc.n
	if !rc.varFirst {
		x, y = rc.n, v
	}
	switch rc.pred {
	case "eq":
		return x == y
	case "slt":
		return x < y
	case "sgt":
		return x > y
	case "ult":
		return uint64(x) < uint64(y)
	case "ugt":
		return uint64(x) > uint64(y)
	}
	return false
}

// Bounds of the search: classes per variable, rank variables tried, and block visits.
const (
	maxRankClasses = 16
	maxRankVars    = 3
	maxClassWork   = 1 << 21
)

// rankClassesAgree reports whether the processes of comm agree on the collectives of group
// once the conditionals on one rank variable are decided class by class (above). When every
// class that can finish normally holds the communicator and runs the same sequence, same
// lists it (the occurrences of one class, in order): every process entering f executes it.
func (a *analysis) rankClassesAgree(f *model.Function, comm model.Comm, group []*occurrence) (ok bool, same []*occurrence) {
	if len(group) == 0 || len(group) > maxSeq {
		return false, nil
	}
	al := a.aliasOf(f)
	conds := map[string]map[int]rankCond{} // by variable, by block
	var vars []string
	for b := range f.Blocks {
		c, ok := al.BranchCond(b)
		if !ok {
			continue
		}
		name, rc, ok := parseRankCond(c, func(v string) (int64, bool) { return constVar(f, v) })
		if !ok {
			continue
		}
		if conds[name] == nil {
			if !writtenByCommRank(f, name) {
				conds[name] = map[int]rankCond{} // not a rank: remembered as none
				continue
			}
			conds[name] = map[int]rankCond{}
			vars = append(vars, name)
		} else if !slices.Contains(vars, name) {
			continue
		}
		conds[name][b] = rc
	}
	if len(vars) > maxRankVars {
		vars = vars[:maxRankVars]
	}
	for _, x := range vars {
		if ok, same := a.classesAgree(f, comm, group, x, conds[x], nil); ok {
			return true, same
		}
	}
	// Conditionals every member of comm evaluates alike (`if (shm_nprocs >= 2)` around the
	// window and its fences, CorrBench's fence_shm) take both ways in the flow of a class,
	// so nothing under them is on every path. Each of their outcomes is taken by all the
	// classes together: the classes must agree under every combination of outcomes (a few
	// conditionals, outside loops, whose two successors differ).
	uniform := a.uniformConds(f, comm, group, conds)
	if len(uniform) == 0 || len(uniform) > maxUniformConds {
		return false, nil
	}
	for _, x := range vars {
		agree := true
		for mask := 0; agree && mask < 1<<len(uniform); mask++ {
			fixed := make(map[int]int, len(uniform))
			for i, b := range uniform {
				fixed[b] = f.CFG.Succ[b][mask>>i&1]
			}
			agree, _ = a.classesAgree(f, comm, group, x, conds[x], fixed)
		}
		if agree {
			return true, nil // the sequence depends on the outcomes: none is every process's
		}
	}
	return false, nil
}

// maxUniformConds bounds the conditionals whose outcomes rankClassesAgree enumerates.
const maxUniformConds = 3

// uniformConds lists the two-way conditionals of f, outside loops and not tests of a rank
// variable, that decide whether some collective of group runs and that every member of comm
// evaluates alike (more than maxUniformConds: that many and one).
func (a *analysis) uniformConds(f *model.Function, comm model.Comm, group []*occurrence, conds map[string]map[int]rankCond) []int {
	var blocks, decide []int
	for _, o := range group {
		if !slices.Contains(blocks, o.block) {
			blocks = append(blocks, o.block)
			for _, c := range f.PDFPlusLive([]int{o.block}) {
				if !slices.Contains(decide, c) {
					decide = append(decide, c)
				}
			}
		}
	}
	slices.Sort(decide)
	loops := f.Loops()
	var out []int
	for _, b := range decide {
		if loops.Of[b] != nil || len(f.CFG.Succ[b]) != 2 || f.CFG.Succ[b][0] == f.CFG.Succ[b][1] {
			return nil
		}
		rank := false
		for _, cs := range conds {
			if _, ok := cs[b]; ok {
				rank = true
			}
		}
		if rank {
			continue
		}
		if a.dep.CondVariesAmong(comm, f, b) {
			return nil
		}
		out = append(out, b)
		if len(out) > maxUniformConds {
			return out
		}
	}
	return out
}

func (a *analysis) aliasOf(f *model.Function) *alias.Func {
	if a.aliases == nil {
		a.aliases = map[*model.Function]*alias.Func{}
	}
	al := a.aliases[f]
	if al == nil {
		al = alias.New(f)
		a.aliases[f] = al
	}
	return al
}

// parseRankCond reads a key `pred(*x,n)` or `pred(n,*x)`, n a constant or a variable
// konst knows the value of (`int src = 0;` ... `if (rank == src)`).
func parseRankCond(c alias.Cond, konst func(string) (int64, bool)) (string, rankCond, bool) {
	open := strings.IndexByte(c.Key, '(')
	if open < 0 || !strings.HasSuffix(c.Key, ")") {
		return "", rankCond{}, false
	}
	pred := c.Key[:open]
	switch pred {
	case "eq", "slt", "sgt", "ult", "ugt":
	default:
		return "", rankCond{}, false
	}
	x, y, ok := strings.Cut(c.Key[open+1:len(c.Key)-1], ",")
	if !ok {
		return "", rankCond{}, false
	}
	value := func(k string) (int64, bool) {
		if n, err := strconv.ParseInt(k, 10, 64); err == nil {
			return n, true
		}
		if name, ok := strings.CutPrefix(k, "*"); ok && konst != nil && !strings.ContainsAny(name, "(),*") {
			return konst(name)
		}
		return 0, false
	}
	rc := rankCond{pred: pred, t: c.True, f: c.False, varFirst: true}
	v := x
	n, ok := value(y)
	if !ok {
		v, rc.varFirst = y, false
		if n, ok = value(x); !ok {
			return "", rankCond{}, false
		}
	}
	name, ok := strings.CutPrefix(v, "*")
	if !ok || strings.ContainsAny(name, "(),*") {
		return "", rankCond{}, false
	}
	if _, isConst := value(v); isConst {
		return "", rankCond{}, false // two constants
	}
	rc.n = n
	return name, rc, true
}

// constVar is the value of local variable name of f when its only write is one store of a
// constant and its other uses are loads (`int src = 0;`).
func constVar(f *model.Function, name string) (int64, bool) {
	if d := f.Def(name); d == nil || d.Op != "alloca" {
		return 0, false
	}
	var c int64
	stores := 0
	for _, u := range f.Uses(name) {
		switch {
		case u.Op == "load":
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == name:
			if u.Operands[0].Kind != llvmir.ValInt {
				return 0, false
			}
			c = u.Operands[0].Int
			stores++
		case (u.Op == "call" || u.Op == "invoke") && u.IsDebugIntrinsic():
		default:
			return 0, false
		}
	}
	return c, stores == 1
}

// writtenByCommRank reports whether local variable name is the rank output of a call to
// MPI_Comm_rank (C binding) in f. alias.BranchCond already proved it written at most once.
func writtenByCommRank(f *model.Function, name string) bool {
	for _, u := range f.Uses(name) {
		if u.Op != "call" && u.Op != "invoke" {
			continue
		}
		mf, b, ok := mpi.Lookup(u.CalledFunction())
		if !ok || b != mpi.C || mf.Name != "MPI_Comm_rank" {
			continue
		}
		i := mf.ArgsFor(b).Rank
		if i >= 0 && i < len(u.Args) && u.Args[i].Kind == llvmir.ValLocal && u.Args[i].Name == name {
			return true
		}
	}
	return false
}

// classesAgree is rankClassesAgree for the rank variable x and its conditionals.
//
// fixed gives, for conditionals every process evaluates alike, the successor all take.
func (a *analysis) classesAgree(f *model.Function, comm model.Comm, group []*occurrence, x string, conds map[int]rankCond, fixed map[int]int) (bool, []*occurrence) {
	// Class boundaries: every value at which some test may change its outcome.
	pts := map[int64]bool{0: true}
	for _, rc := range conds {
		for _, p := range []int64{rc.n, rc.n + 1} {
			if p > 0 {
				pts[p] = true
			}
		}
	}
	if len(pts) > maxRankClasses {
		return false, nil
	}
	var reps []int64
	for p := range pts {
		reps = append(reps, p)
	}
	slices.Sort(reps)

	n := len(f.Blocks)
	if n*len(reps)*(len(group)+2) > maxClassWork {
		return false, nil
	}
	loops := f.Loops()
	isEnd := make([]bool, n)
	for _, b := range f.JobEnds() {
		isEnd[b] = true
	}
	isExit := make([]bool, n)
	for _, b := range f.Exits {
		isExit[b] = !isEnd[b]
	}
	ctors, colour, known := a.members(f, comm, x)
	if !known {
		return false, nil
	}

	sorted := slices.Clone(group)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].order < sorted[j].order })

	type classSeq struct {
		colour int
		seq    []*occurrence
	}
	var seqs []classSeq
	allHeld := true
	for _, v := range reps {
		succ := func(b int) []int {
			if isEnd[b] {
				return nil
			}
			if rc, ok := conds[b]; ok {
				if rc.holds(v) {
					return []int{rc.t}
				}
				return []int{rc.f}
			}
			if s, ok := fixed[b]; ok {
				return []int{s}
			}
			return f.CFG.Succ[b]
		}
		// reach marks the blocks reachable from the entry without going through avoid, and
		// says whether a normal exit is among them.
		reach := func(avoid int) ([]bool, bool) {
			seen := make([]bool, n)
			if avoid == 0 {
				return seen, false
			}
			seen[0] = true
			work := []int{0}
			exit := false
			for len(work) > 0 {
				b := work[len(work)-1]
				work = work[:len(work)-1]
				if isExit[b] {
					exit = true
				}
				for _, s := range succ(b) {
					if s != avoid && !seen[s] {
						seen[s] = true
						work = append(work, s)
					}
				}
			}
			return seen, exit
		}
		seen, exits := reach(-1)
		if !exits {
			continue // every process of the class ends the job (or never finishes)
		}
		sure := map[int]bool{}
		isSure := func(b int) bool {
			if s, ok := sure[b]; ok {
				return s
			}
			_, exit := reach(b)
			sure[b] = !exit && loops.Of[b] == nil
			return sure[b]
		}
		held := ctors == nil
		for _, b := range ctors {
			if seen[b] {
				if !isSure(b) {
					return false, nil
				}
				held = true
			}
		}
		var seq []*occurrence
		for _, o := range sorted {
			if !seen[o.block] {
				continue
			}
			if !isSure(o.block) {
				return false, nil
			}
			seq = append(seq, o)
		}
		if !held {
			if len(seq) > 0 {
				return false, nil
			}
			allHeld = false
			continue
		}
		c := 0
		if colour != nil {
			c = 1
			if colour.holds(v) {
				c = 2
			}
		}
		seqs = append(seqs, classSeq{c, seq})
	}
	if len(seqs) == 0 {
		// No class that finishes holds the communicator: nothing to disagree on under
		// these outcomes of the uniform conditionals (fixed), nothing known otherwise.
		return fixed != nil, nil
	}
	sameSeq := func(x, y []*occurrence) bool {
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i].Name != y[i].Name || x[i].Comm.Kind != y[i].Comm.Kind || x[i].Comm.Key != y[i].Comm.Key {
				return false
			}
		}
		return true
	}
	all := true
	for i := range seqs {
		for j := range i {
			if sameSeq(seqs[i].seq, seqs[j].seq) {
				continue
			}
			if seqs[i].colour == seqs[j].colour {
				return false, nil
			}
			all = false
		}
	}
	if all && allHeld {
		return true, seqs[0].seq
	}
	return true, nil
}

// members describes which classes of rank variable x hold communicator comm: ctors are the
// blocks of f where it is constructed (nil: it is not constructed in f, every class holds
// it), colour the test of x it was split by (through a window's communicator too), when the
// split compares x with a constant. known is false when comm cannot be told apart (a handle
// that is not a variable of f constructed by MPI calls).
func (a *analysis) members(f *model.Function, comm model.Comm, x string) (ctors []int, colour *rankCond, known bool) {
	switch comm.Kind {
	case model.CommConst:
		return nil, nil, true
	case model.CommVar:
	default:
		return nil, nil, false
	}
	name, ok := strings.CutPrefix(comm.Key, f.Name+":%")
	if !ok {
		if comm.CtorFn != nil && comm.CtorFn != f {
			return nil, nil, true // made elsewhere: every class may hold it
		}
		return nil, nil, false
	}
	var ctorComms []model.Comm
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			if e.MPI == nil || !e.IsCollective() {
				continue
			}
			idx := e.ArgIndex()
			if idx.New < 0 || idx.New >= len(e.Inst.Args) {
				continue
			}
			arg := e.Inst.Args[idx.New]
			if arg.Kind != llvmir.ValLocal || arg.Name != name {
				continue
			}
			ctors = append(ctors, b.Index)
			ctorComms = append(ctorComms, e.Comm())
			if e.MPI.Name == "MPI_Comm_split" {
				if rc, ok := a.splitColourCond(f, e.Inst, x); ok {
					colour = &rc
				} else {
					colour = nil
				}
			}
		}
	}
	if len(ctors) == 0 {
		return nil, nil, false
	}
	// A window (or a communicator made from another) made on a split communicator: the
	// classes of one colour share it.
	if colour == nil && len(ctorComms) > 0 {
		c0 := ctorComms[0]
		for _, c := range ctorComms[1:] {
			if c.Kind != c0.Kind || c.Key != c0.Key {
				return ctors, nil, true
			}
		}
		if c0.Kind == model.CommVar && c0.Ctor != nil && c0.CtorFn == f {
			if rc, ok := a.splitColourCond(f, c0.Ctor, x); ok {
				colour = &rc
			}
		}
	}
	return ctors, colour, true
}

// splitColourCond is the colour of a call to MPI_Comm_split as a test of rank variable x, when
// it is one (`rank < 2`).
func (a *analysis) splitColourCond(f *model.Function, split *llvmir.Inst, x string) (rankCond, bool) {
	colour := splitColour(split)
	if colour == nil {
		return rankCond{}, false
	}
	k, ok := a.aliasOf(f).ComparisonKey(colour)
	if !ok {
		return rankCond{}, false
	}
	name, rc, ok := parseRankCond(alias.Cond{Key: k}, func(v string) (int64, bool) { return constVar(f, v) })
	if !ok || name != x {
		return rankCond{}, false
	}
	return rc, true
}
