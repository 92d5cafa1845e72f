// Package collargs checks the arguments of MPI collectives that the standard requires to be
// the same on every process of the communicator: the root, the reduction operation, the
// datatype, the count where the type signatures must match, and the communicator itself
// (seed 000 §5.3.1 (b), Fig. 5.5-5.6).
//
// Two kinds of findings: an argument computed from something that differs between processes
// (`MPI_Bcast(buf, n, MPI_INT, rank, comm)`), and matching collectives (the same position of
// every process's sequence, behind a conditional that varies) written with different
// constant arguments (`if (rank) MPI_Barrier(com1); else MPI_Barrier(com2);`).
package collargs

import (
	"fmt"
	"sort"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/collective"
	"github.com/parcoach/parcoach/internal/check/dependence"
	"github.com/parcoach/parcoach/internal/check/handles"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// ID is the check id.
const ID = "collective-argument-mismatch"

// Analyzer is the collective argument check.
var Analyzer = &check.Analyzer{
	Name: "collargs",
	Doc:  "arguments of MPI collectives that must be the same on every process",
	Checks: []check.Check{{ID: ID,
		Short: "An argument of an MPI collective that must be the same on all processes may differ.",
		Tags:  []string{"mpi", "collective", "correctness"},
		Doc: "An argument of an MPI collective that the standard requires " +
			"to be the same on all processes of the communicator (the root, the reduction operation, the " +
			"datatype, the count of collectives whose type signatures must match, the communicator) may " +
			"differ: it is computed from the rank or from other data that differs between processes, or " +
			"collectives that match each other (the same position in every process's sequence, in the " +
			"branches of a conditional that varies) are written with different constants, or one of them " +
			"with a constant and another with a variable that holds one of a few known constants, another " +
			"among them (`op = argc == 1 ? MPI_MAX : MPI_SUM` passed by the processes but rank 0, which " +
			"passes MPI_SUM): the processes disagree on the paths that assign it. Also a process's own " +
			"block (every process's in MPI_Allgather and MPI_Alltoall, the root's in MPI_Gather and " +
			"MPI_Scatter) sent and received with different type signatures in one call on " +
			"MPI_COMM_WORLD (`MPI_Scatter(all, 2, MPI_INT, &mine, 1, MPI_INT, ...)`). At run time the " +
			"processes disagree on the root or the operation: wrong results, a deadlock, or an MPI error. " +
			"The notes say where the varying value comes from. Compute the argument from values every " +
			"process agrees on (a broadcast or an MPI_Allreduce result)."}},
	Requires: []*check.Analyzer{dependence.Analyzer, collective.Analyzer, handles.Analyzer},
	Run:      run,
}

// arg is one argument kind to compare.
type arg struct {
	name  string
	index func(a mpi.Args) int
}

var (
	rootArg  = arg{"root", func(a mpi.Args) int { return a.Root }}
	opArg    = arg{"operation", func(a mpi.Args) int { return a.Op }}
	typeArg  = arg{"datatype", func(a mpi.Args) int { return a.Datatype }}
	countArg = arg{"count", func(a mpi.Args) int { return a.Count }}
	rcntArg  = arg{"receive count", func(a mpi.Args) int { return a.RecvCount }}
	commArg  = arg{"communicator", func(a mpi.Args) int { return a.Comm }}
)

// fixedCount lists the collective families whose counts must be equal everywhere (their
// type signatures must match); the v and w variants and the personalised ones are free.
var fixedCount = map[string][]arg{
	"MPI_Bcast": {countArg}, "MPI_Reduce": {countArg}, "MPI_Allreduce": {countArg},
	"MPI_Scan": {countArg}, "MPI_Exscan": {countArg}, "MPI_Reduce_scatter_block": {rcntArg},
	"MPI_Allgather": {countArg, rcntArg}, "MPI_Alltoall": {countArg, rcntArg},
	"MPI_Gather": {countArg}, "MPI_Scatter": {rcntArg},
}

// argsOf lists what must agree for a collective.
func argsOf(f *mpi.Func) []arg {
	family := f.Family()
	out := []arg{rootArg, opArg, typeArg, commArg}
	return append(out, fixedCount[family]...)
}

func run(pass *check.Pass) (any, error) {
	dep := pass.ResultOf[dependence.Analyzer].(*dependence.Result)
	unproven := map[*llvmir.Inst]bool{}
	cres := pass.ResultOf[collective.Analyzer].(*collective.Result)
	hres, _ := pass.ResultOf[handles.Analyzer].(*handles.Result)
	for _, s := range cres.Sites {
		unproven[s.Inst] = true
	}
	for _, f := range pass.Program.Funcs {
		var colls []*model.Event
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.IsCollective() && !e.Comm().IsSelf() {
					colls = append(colls, e)
				}
			}
		}
		guards := &nonNullGuards{f: f, memo: map[guardKey]bool{}}
		same := &matchedCtors{dep: dep, f: f, colls: colls, memo: map[string]bool{}, agreed: cres.Agreed}
		for _, e := range colls {
			varyingArgs(pass, dep, guards, same, e)
			signatureMismatch(pass, dep, hres, e)
		}
		differentConstants(pass, dep, hres, f, colls, unproven)
	}
	return nil, nil
}

// nonNullGuards answers f.GuardedNonNull for the blocks of one function, each block once per
// communicator: the test is "the immediate dominator p ends in the test and its non-null
// successor dominates b, or p itself is guarded", so a walk up the dominator tree stops at
// the first block already answered. Without it, n collectives under an n-branch `else if`
// chain walked n dominators each.
type nonNullGuards struct {
	f    *model.Function
	memo map[guardKey]bool
}

// guardKey is a block and what model.Comm.SameComm compares of a communicator.
type guardKey struct {
	b     int
	kind  model.CommKind
	key   string
	param int
}

func (g *nonNullGuards) guarded(b int, c model.Comm) bool {
	var k guardKey
	switch c.Kind {
	case model.CommVar:
		k = guardKey{kind: c.Kind, key: c.Key}
	case model.CommParam:
		k = guardKey{kind: c.Kind, param: c.Param}
	default:
		return false // SameComm never holds: no test can guard it
	}
	f := g.f
	dom := f.Dom()
	// Walk up to the entry or to a block already answered, then answer on the way down.
	var path []int
	answer := false
	for d := b; ; {
		k.b = d
		if v, ok := g.memo[k]; ok {
			answer = v
			break
		}
		path = append(path, d)
		p := dom.Idom[d]
		if p < 0 || p == d {
			break
		}
		d = p
	}
	for i := len(path) - 1; i >= 0; i-- {
		d := path[i]
		if p := dom.Idom[d]; p >= 0 && p != d && !answer {
			tested, nonNull, ok := f.NullCommTest(p)
			answer = ok && tested.SameComm(c) && len(f.CFG.Pred[nonNull]) == 1 && dom.Dominates(nonNull, d)
		}
		k.b = d
		g.memo[k] = answer
	}
	return answer
}

// varyingArgs reports arguments computed from values that differ between processes.
func varyingArgs(pass *check.Pass, dep *dependence.Result, guards *nonNullGuards, same *matchedCtors, e *model.Event) {
	comm := e.Comm()
	idx := e.ArgIndex()
	for _, a := range argsOf(e.MPI) {
		i := a.index(idx)
		if i < 0 || i >= len(e.Inst.Args) || a.name == "datatype" && isArrayArg(e.MPI, i) || ignored(e, a) {
			continue
		}
		if a.name == rootArg.name && intercommRoot(e) {
			continue
		}
		if a.name == commArg.name && guards.guarded(e.Block.Index, comm) {
			// Under `if (comm != MPI_COMM_NULL)`: the processes that call it are comm's
			// members, which all hold the same communicator (the others hold MPI_COMM_NULL).
			continue
		}
		if a.name == commArg.name && (collective.MemberGuarded(e.Fn(), e, e.Inst.Args[i]) || collective.NullTested(e.Fn(), e, e.Inst.Args[i])) {
			// Under the test of the membership argument of the helper that created it, or
			// under a null test of the variable the model does not follow
			// (collective/subcomm.go): the same reason.
			continue
		}
		if a.name == commArg.name && same.sameHandle(comm) {
			continue
		}
		why := dep.ArgVariesAmong(comm, e, i)
		if len(why) == 0 {
			continue
		}
		pass.Report(&diag.Diagnostic{Check: ID, Severity: diag.Warning, Pos: e.Pos,
			Message: fmt.Sprintf("the %s of %s may differ between processes: it must be the same on all of them", a.name, e.MPI.Name),
			Notes:   why})
	}
}

// matchedCtors answers, per handle variable of a function, whether the constructor calls
// that write it match each other: `if (rank == 0) MPI_Win_create(buf, ...) else
// MPI_Win_create(MPI_BOTTOM, 0, ...)` is one collective call, written twice, that gives every
// process the same window.
type matchedCtors struct {
	dep   *dependence.Result
	f     *model.Function
	colls []*model.Event
	order map[*model.Event]int
	memo  map[string]bool
	// agreed: the collective check proved these calls matched class by class of ranks
	// (collective.Result.Agreed).
	agreed map[*llvmir.Inst]bool
}

// sameHandle reports whether c is a variable that only constructor calls write (model's
// CommVar, which its other uses only read) and these calls are one collective written more
// than once: window constructors or MPI_Comm_dup, all of the same name on the same
// communicator, with the same execution order, together reached by every process or by none
// (no conditional that varies between processes decides whether the set is reached). The order
// is what the collective check matches them by; a process that ran two of them would see
// another order.
func (m *matchedCtors) sameHandle(c model.Comm) bool {
	if c.Kind != model.CommVar || c.Ctor != nil || c.Index != "" {
		return false // one constructor call: the dependence analysis already knows it
	}
	if v, ok := m.memo[c.Key]; ok {
		return v
	}
	v := m.compute(c)
	m.memo[c.Key] = v
	return v
}

func (m *matchedCtors) compute(c model.Comm) bool {
	name, ok := strings.CutPrefix(c.Key, m.f.Name+":%")
	if !ok {
		return false
	}
	var ctors []*model.Event
	for _, e := range m.colls {
		idx := e.ArgIndex()
		if idx.New < 0 || idx.New >= len(e.Inst.Args) {
			continue
		}
		a := e.Inst.Args[idx.New]
		if a.Kind != llvmir.ValLocal || a.Name != name {
			continue
		}
		if e.MPI.Sub != mpi.WinConstructor && e.MPI.Family() != "MPI_Comm_dup" {
			return false
		}
		ctors = append(ctors, e)
	}
	if len(ctors) < 2 {
		return false
	}
	if m.order == nil {
		m.order = executionOrders(m.f, m.colls)
	}
	blocks := map[int]bool{}
	var bs []int
	agreed := true
	for _, e := range ctors {
		ec, c0 := e.Comm(), ctors[0].Comm()
		if e.MPI.Name != ctors[0].MPI.Name ||
			!(ec.Kind == model.CommConst || ec.Kind == model.CommVar) || ec.Kind != c0.Kind || ec.Key != c0.Key {
			return false
		}
		agreed = agreed && m.agreed[e.Inst]
	}
	if agreed {
		// `if (rank == 0) MPI_Win_create(a, ...); if (rank == 1) MPI_Win_create(b, ...);`:
		// each class of ranks makes one of them at the same place of its sequence.
		return true
	}
	for _, e := range ctors {
		if m.order[e] != m.order[ctors[0]] {
			return false
		}
		if !blocks[e.Block.Index] {
			blocks[e.Block.Index] = true
			bs = append(bs, e.Block.Index)
		}
	}
	for _, c := range m.f.PDFPlus(bs) {
		if m.dep.CondVaries(dependence.Processes, m.f, c) {
			return false
		}
	}
	return true
}

// ignored reports whether MPI ignores argument a of this call, so that it need not agree with
// the other processes' (MPI-4.0 §6.5-6.9, "in place" options): the send count and datatype
// when the send buffer is MPI_IN_PLACE (MPI_Gather(v) at the root, MPI_Allgather(v),
// MPI_Alltoall(v,w); not the reductions, whose one count and datatype describe the receive
// buffer too), and the receive count of MPI_Scatter(v) at the root when the receive buffer
// is MPI_IN_PLACE.
func ignored(e *model.Event, a arg) bool {
	idx := e.ArgIndex()
	switch a.name {
	case countArg.name, typeArg.name:
		return idx.RecvDatatype >= 0 && inPlace(e, idx.Buffer)
	case rcntArg.name:
		switch e.MPI.Family() {
		case "MPI_Scatter", "MPI_Scatterv":
			return inPlace(e, idx.RecvBuffer)
		}
	}
	return false
}

// intercommRoot reports whether the root argument of e can be MPI_ROOT: the communicator is
// then an intercommunicator, where the root argument differs by design (MPI-4.0 §6.2.2: the
// root passes MPI_ROOT, the other processes of its group MPI_PROC_NULL, the processes of the
// other group the root's rank in the remote group). The value is followed through phi,
// select and a local variable's stores (`root = (rank == 0) ? MPI_ROOT : MPI_PROC_NULL`).
func intercommRoot(e *model.Event) bool {
	i := e.ArgIndex().Root
	if i < 0 {
		return false
	}
	return canBeRoot(e.Fn(), e.Arg(i), 0)
}

func canBeRoot(f *model.Function, v *llvmir.Value, depth int) bool {
	if v == nil || depth > 4 {
		return false
	}
	switch v.Kind {
	case llvmir.ValInt:
		return v.Int == mpi.MPICH.Root || v.Int == mpi.OpenMPI.Root
	case llvmir.ValLocal:
	default:
		return false
	}
	d := f.Def(v.Name)
	if d == nil {
		return false
	}
	switch d.Op {
	case "phi", "select":
		ops := d.Operands
		if d.Op == "select" && len(ops) == 3 {
			ops = ops[1:]
		}
		for _, o := range ops {
			if canBeRoot(f, o, depth+1) {
				return true
			}
		}
	case "load":
		if len(d.Operands) != 1 || d.Operands[0].Kind != llvmir.ValLocal {
			return false
		}
		if a := f.Def(d.Operands[0].Name); a == nil || a.Op != "alloca" {
			return false
		}
		for _, u := range f.Uses(d.Operands[0].Name) {
			if u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == d.Operands[0].Name && canBeRoot(f, u.Operands[0], depth+1) {
				return true
			}
		}
	}
	return false
}

// inPlace: argument i is MPI_IN_PLACE (a sentinel address but a null pointer, which is also
// MPI_BOTTOM in C; Fortran's MPI_BOTTOM is not told apart, as in handles).
func inPlace(e *model.Event, i int) bool {
	if i < 0 || i >= len(e.Inst.Args) {
		return false
	}
	v := e.Inst.Args[i]
	return v != nil && v.Kind != llvmir.ValNull && alias.IsSentinel(v)
}

// isArrayArg: MPI_Alltoallw's datatypes are arrays, per process by design.
func isArrayArg(f *mpi.Func, i int) bool {
	return f.Name == "MPI_Alltoallw" || f.Name == "MPI_Ialltoallw"
}

// differentConstants compares the constant arguments of collectives that match each other:
// same name, same execution order (counted over all the function's collectives, whatever
// their communicator), whose set together is reached by every process but one of them not.
//
// Different communicators are a mismatch only where the order check per communicator could
// not prove the collectives (unproven): two nonblocking barriers on two communicators started
// in either order are matched per communicator.
func differentConstants(pass *check.Pass, dep *dependence.Result, hres *handles.Result, f *model.Function, colls []*model.Event, unproven map[*llvmir.Inst]bool) {
	if len(colls) < 2 {
		return
	}
	order := executionOrders(f, colls)
	type key struct {
		order int
		name  string
	}
	sets := map[key][]*model.Event{}
	var keys []key
	for _, e := range colls {
		k := key{order[e], e.MPI.Name}
		if sets[k] == nil {
			keys = append(keys, k)
		}
		sets[k] = append(sets[k], e)
	}
	sort.Slice(keys, func(i, j int) bool {
		return keys[i].order < keys[j].order || keys[i].order == keys[j].order && keys[i].name < keys[j].name
	})
	for _, k := range keys {
		set := sets[k]
		if len(set) < 2 || !branchesOfVaryingConditional(dep, f, set) {
			continue
		}
		for _, a := range argsOf(set[0].MPI) {
			if a.name == "communicator" && !anyUnproven(set, unproven) {
				continue
			}
			if a.name == rootArg.name && anyIntercommRoot(set) {
				continue
			}
			known := map[*model.Event][]value{}
			vals := map[string]*model.Event{}
			for _, e := range set {
				if ignored(e, a) {
					continue
				}
				if vs, ok := knownArg(hres, e, a); ok {
					known[e] = vs
					if len(vs) == 1 {
						vals[vs[0].text] = e
					}
				}
			}
			if len(vals) >= 2 {
				reportConstants(pass, set, a, known, vals)
			} else if len(vals) == 1 {
				reportSets(pass, set, a, known, vals)
			}
		}
	}
}

// reportConstants reports the members of a matched set that each pass one value, when
// they pass different ones (vals: each value and a member passing it).
func reportConstants(pass *check.Pass, set []*model.Event, a arg, known map[*model.Event][]value, vals map[string]*model.Event) {
	for _, e := range set {
		vs := known[e]
		if len(vs) != 1 {
			continue
		}
		v := vs[0].text
		var notes []diag.Note
		for w, other := range vals {
			if w != v && other != e {
				notes = append(notes, diag.Note{Pos: other.Pos, Message: fmt.Sprintf("the matching %s on other processes uses %s %s", other.MPI.Name, a.name, w)})
			}
		}
		sortNotes(notes)
		pass.Report(&diag.Diagnostic{Check: ID, Severity: diag.Warning, Pos: e.Pos,
			Message: fmt.Sprintf("%s uses %s %s, but the %s it matches on other processes uses another one", e.MPI.Name, a.name, v, e.MPI.Name),
			Notes:   notes})
	}
}

// reportSets reports the members of a matched set whose argument is one of a few known
// values, when the others pass one value w (vals) and the set holds another:
//
//	MPI_Op op = MPI_SUM;
//	if (argc == 1) op = MPI_MAX;
//	if (rank == 0) MPI_Reduce(..., MPI_SUM, 0, comm); else MPI_Reduce(..., op, 0, comm);
//
// On the paths that assign the other value the processes disagree. Two members that both
// hold several values are not compared: the same variable may hold them on every process
// alike.
func reportSets(pass *check.Pass, set []*model.Event, a arg, known map[*model.Event][]value, vals map[string]*model.Event) {
	var w string
	var other *model.Event
	for k, o := range vals {
		w, other = k, o
	}
	for _, e := range set {
		vs := known[e]
		if len(vs) < 2 {
			continue
		}
		var bad []string
		var notes []diag.Note
		for _, v := range vs {
			if v.text == w {
				continue
			}
			bad = append(bad, v.text)
			if v.at != nil {
				notes = append(notes, diag.Note{Pos: e.Fn().InstPos(v.at), Message: fmt.Sprintf("%s %s is assigned here", a.name, v.text)})
			}
		}
		if len(bad) == 0 {
			continue
		}
		notes = append(notes, diag.Note{Pos: other.Pos, Message: fmt.Sprintf("the matching %s on other processes uses %s %s", other.MPI.Name, a.name, w)})
		sortNotes(notes)
		pass.Report(&diag.Diagnostic{Check: ID, Severity: diag.Warning, Pos: e.Pos,
			Message: fmt.Sprintf("%s uses %s %s on the paths where it is assigned before the call, but the %s it matches on other processes uses %s %s", e.MPI.Name, a.name, strings.Join(bad, " or "), e.MPI.Name, a.name, w),
			Notes:   notes})
	}
}

func sortNotes(notes []diag.Note) {
	sort.Slice(notes, func(i, j int) bool { // from maps: order every field
		a, b := notes[i], notes[j]
		if a.Pos.File != b.Pos.File {
			return a.Pos.File < b.Pos.File
		}
		if a.Pos.Line != b.Pos.Line {
			return a.Pos.Line < b.Pos.Line
		}
		if a.Pos.Col != b.Pos.Col {
			return a.Pos.Col < b.Pos.Col
		}
		return a.Message < b.Message
	})
}

// value is one value an argument may hold, rendered, and where it is assigned (nil: in the
// call).
type value struct {
	text string
	at   *llvmir.Inst
}

// knownArg lists the values argument a of e may hold: the constant written in the call, or
// the few constants and predefined handles the handles flow knows a variable holds. The
// communicator is compared as the model names it.
func knownArg(hres *handles.Result, e *model.Event, a arg) ([]value, bool) {
	if v, ok := constantArg(e, a); ok {
		return []value{{text: v}}, true
	}
	if a.name == commArg.name {
		return nil, false
	}
	vs, ok := hres.ArgValues(e.Inst, a.index(e.ArgIndex()))
	if !ok {
		return nil, false
	}
	out := make([]value, 0, len(vs))
	seen := map[string]bool{}
	for _, v := range vs {
		t := v.Name
		if t == "" {
			t = renderInt(v.Int, a)
		}
		if !seen[t] {
			seen[t] = true
			out = append(out, value{text: t, at: v.At})
		}
	}
	return out, true
}

func anyIntercommRoot(set []*model.Event) bool {
	for _, e := range set {
		if intercommRoot(e) {
			return true
		}
	}
	return false
}

func anyUnproven(set []*model.Event, unproven map[*llvmir.Inst]bool) bool {
	for _, e := range set {
		if unproven[e.Inst] {
			return true
		}
	}
	return false
}

// branchesOfVaryingConditional reports whether the set is reached as a whole by every process
// (its PDF+ is empty) while its members are not (one of them has a conditional that varies in
// its PDF+): the processes split between them.
func branchesOfVaryingConditional(dep *dependence.Result, f *model.Function, set []*model.Event) bool {
	blocks := map[int]bool{}
	var bs []int
	for _, e := range set {
		if !blocks[e.Block.Index] {
			blocks[e.Block.Index] = true
			bs = append(bs, e.Block.Index)
		}
	}
	if len(bs) < 2 || len(f.PDFPlus(bs)) != 0 {
		return false
	}
	for _, b := range bs {
		for _, c := range f.PDFPlus([]int{b}) {
			if dep.CondVaries(dependence.Processes, f, c) {
				return true
			}
		}
	}
	return false
}

// constantArg renders a constant argument (a predefined handle by name), or reports false.
func constantArg(e *model.Event, a arg) (string, bool) {
	i := a.index(e.ArgIndex())
	if i < 0 {
		return "", false
	}
	if a.name == "communicator" {
		c := e.Comm()
		if c.Kind == model.CommConst || c.Kind == model.CommVar {
			return strings.TrimPrefix(c.String(), "communicator "), true
		}
		return "", false
	}
	v := e.Arg(i)
	if v == nil || v.Kind != llvmir.ValInt {
		return "", false
	}
	return renderInt(v.Int, a), true
}

// renderInt renders an integer argument: a predefined handle by name, a root or count as a
// number.
func renderInt(n int64, a arg) string {
	if h, ok := mpi.HandleName(n); ok && a.name != "root" && a.name != "count" && a.name != "receive count" {
		return h
	}
	return fmt.Sprint(n)
}

// executionOrders numbers the collectives of f: the largest number of collectives before each
// on a path from the entry, back edges removed (seed 000 Algorithm 12).
func executionOrders(f *model.Function, colls []*model.Event) map[*model.Event]int {
	per := make([]int, len(f.Blocks))
	for _, e := range colls {
		per[e.Block.Index]++
	}
	in := f.OrdersBefore(per)
	res := map[*model.Event]int{}
	next := make([]int, len(f.Blocks))
	for _, e := range colls {
		res[e] = in[e.Block.Index] + next[e.Block.Index]
		next[e.Block.Index]++
	}
	return res
}
