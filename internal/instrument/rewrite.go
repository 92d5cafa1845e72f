// Package instrument turns the sites the static pass could not prove into runtime checks
// (PARCOACH, seed 000 §3.1.2, Algorithms 13-14): it splices calls to the runtime library
// (runtime/c/parcoach_rt.c) into the LLVM IR text of a translation unit, builds and caches
// that library with the user's MPI compiler, and drives `parcoach cc`, the compiler wrapper
// that analyses, instruments and links a program inside an existing build.
//
// What is instrumented (Mode):
//
//   - Selective (the default): every function holding a site of the set O of Algorithm 12
//     (a collective, or a call reaching one, whose set has a non-empty PDF+) gets a check
//     before each of its collectives and before each call that is a site, and a leave check
//     (color 0) before each of its returns and exit() calls, on the communicators of those
//     collectives. Checking all the collectives of such a function, not only the flagged
//     ones, is what makes Lemma 2's proof hold: a process that skips the flagged collective
//     meets a check at its next collective of the function, or at the leave check. The
//     function's parallel regions and tasks, which the compiler outlined into functions of
//     their own, are part of it: their collectives get checks too (without leave checks: a
//     region's end does not leave the function). Otherwise a process whose next collective
//     is in a task would enter it unchecked while the others wait in their check.
//   - All: every collective of every function is checked; there are no leave checks except
//     when leaving main (and before exit() calls), on MPI_COMM_WORLD, because a function
//     called by some processes only (a wrapper around MPI_Bcast called in one branch, say)
//     would otherwise add a check the others never make.
//
// Every inserted call is one MPI_Allreduce in the runtime; they are matched by all the
// processes of the communicator exactly when the program's collectives are, which is the
// condition of Lemma 2. The assumption of the thesis remains: a function with flagged
// collectives is executed by all the processes of their communicators (the static pass
// checks each function under that assumption).
//
// OpenMP barriers and worksharing constructs the OpenMP analysis could not prove get the
// OpenMP check of Algorithms 16-17 (omp.go, runtime/c/parcoach_rt_omp.c).
package instrument

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/check/collective"
	"github.com/parcoach/parcoach/internal/check/omp"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Mode says which collectives get a runtime check.
type Mode int

const (
	// Selective checks the functions holding sites the static pass could not prove.
	Selective Mode = iota
	// All checks every collective (--instrument=all).
	All
)

func (m Mode) String() string {
	if m == All {
		return "all"
	}
	return "selective"
}

// Flags of the `what` argument of the runtime entries; the same values as PARCOACH_W_* in
// runtime/c/parcoach_rt.c.
const (
	wantRoot  = 1
	wantOp    = 2
	wantCount = 4
	useWorld  = 8
)

// Runtime entry points.
const (
	fnCheck  = "parcoach_rt_check"
	fnLeave  = "parcoach_rt_leave"
	fnCheckF = "parcoach_rt_check_f"
	fnLeaveF = "parcoach_rt_leave_f"
	// The leave checks of parallel region bodies (runtime/c/parcoach_rt_hybrid.c): the team
	// meets at a barrier and its primary thread makes the check, once for the team (seed 000
	// Algorithm 20 wraps the check in a single; a barrier first keeps it from running while
	// another thread of the team is still inside a check of the region).
	fnLeaveTeam  = "parcoach_rt_leave_team"
	fnLeaveTeamF = "parcoach_rt_leave_team_f"
	fnWin        = "parcoach_rt_check_win"
)

// Site is one inserted check, as listed in the module's site table.
type Site struct {
	Kind  byte     // 'C' a check before a collective, 'L' a check before leaving a function
	What  string   // the collective ("MPI_Bcast"), or the function left ("f()")
	Pos   diag.Pos // where the check is
	Via   diag.Pos // for a call that reaches the collective: where the collective is written
	Func  string   // the function holding it
	Conds []diag.Pos
}

// Result is what Rewrite did to one module.
type Result struct {
	IR        []byte // the rewritten IR text (the input unchanged when Sites is empty)
	Sites     []Site // the site table, in table order
	Functions int    // functions instrumented
	Skipped   []string
	// Proven counts the MPI calls whose requests the static pass proved (Options.Proven):
	// they call the monitor's proven entries.
	Proven int
	// Global: the module turns the monitor's global checks on (Options.Global).
	Global bool
}

// Options tune Rewrite.
type Options struct {
	Mode Mode
	// Optimize removes the `noinline` (and `optnone`) attributes that clang puts on every
	// function at -O0, so that compiling the rewritten IR at -O1 and above optimises it as
	// the user's own compilation would.
	Optimize bool
	// OMP is the OpenMP analysis's result: the functions holding its sites get the OpenMP
	// runtime check (omp.go). Nil: no OpenMP checks.
	OMP *omp.Result
	// Hybrid are the findings of the hybrid analysis (HybridFindings): the MPI calls they
	// report get the hybrid runtime check (hybrid.go). Nil: no hybrid checks.
	Hybrid []*diag.Diagnostic
	// RMA are the race findings of the RMA analysis (RMAFindings): the loads and stores they
	// report get the RMA runtime check (rma.go). Nil: none.
	RMA []*diag.Diagnostic
	// Proven: the program links the selective runtime monitor, so the calls whose requests
	// nonblocking.ProvenRequests proves call its proven entries (proven.go).
	Proven bool
	// Global: the program links the selective runtime monitor and the static pass reported a
	// finding that only the monitor's global checks see at run time (GlobalFindings): the
	// module turns them on before main (parcoach_monitor_global_checks).
	Global bool
}

// GlobalFindings returns the findings for which selective instrumentation places no check of
// its own and the runtime monitor's global collective checks are needed (issue 15): an
// argument of a collective (communicator, count, root, operation) that may differ between
// processes, which the monitor's whole-signature check compares before the collective runs.
func GlobalFindings(ds []*diag.Diagnostic) []*diag.Diagnostic {
	var out []*diag.Diagnostic
	for _, d := range ds {
		if d != nil && d.Check == "collective-argument-mismatch" {
			out = append(out, d)
		}
	}
	return out
}

// fnGlobal is the runtime monitor's entry that turns its global checks on.
const fnGlobal = "parcoach_monitor_global_checks"

// Rewrite splices the runtime checks into module mod of prog. res is the collective
// analysis's result for prog.
func Rewrite(prog *model.Program, mod *llvmir.Module, res *collective.Result, opt Options) (*Result, error) {
	r := &rewriter{
		prog:    prog,
		mod:     mod,
		res:     res,
		mode:    opt.Mode,
		opaque:  isOpaque(mod),
		fnSites: map[*model.Function][]*collective.Site{},
		siteOf:  map[*llvmir.Inst]*collective.Site{},
		used:    map[string]bool{},
		checked: map[*llvmir.Inst]bool{},
		renamed: map[string]bool{},
	}
	if res != nil {
		for _, s := range res.Sites {
			if s.Fn != nil && s.Fn.Module == mod {
				r.fnSites[s.Fn] = append(r.fnSites[s.Fn], s)
				if _, dup := r.siteOf[s.Inst]; !dup {
					r.siteOf[s.Inst] = s
				}
			}
		}
	}
	r.handleTypes()
	// The hybrid checks come first at an MPI call: they run before the collective check
	// (which would itself misbehave when several threads call it).
	r.hybridCalls(opt.Hybrid)
	r.rmaAccesses(opt.RMA)
	for _, f := range prog.Funcs {
		if f.Module == mod {
			r.function(f)
		}
	}
	r.ompFunctions(opt.OMP)
	out := &Result{Sites: r.sites, Functions: r.nfuncs, Skipped: r.skipped}
	if opt.Proven {
		out.Proven = r.provenCalls()
	}
	out.Global = opt.Global
	if len(r.sites) == 0 && out.Proven == 0 && !out.Global {
		out.IR = mod.Src
		return out, nil
	}
	r.global = out.Global
	out.IR = r.emit(opt.Optimize)
	return out, nil
}

type insertion struct {
	off  int
	seq  int
	text string
	del  int // source bytes from off that text replaces
}

type rewriter struct {
	prog    *model.Program
	mod     *llvmir.Module
	res     *collective.Result
	mode    Mode
	opaque  bool
	fnSites map[*model.Function][]*collective.Site
	siteOf  map[*llvmir.Inst]*collective.Site
	checked map[*llvmir.Inst]bool

	commT, opT, dtT string            // the C handle types of the module (i32 with mpich)
	userFunc        map[string]string // function name → the user's function it was outlined from
	winT            string

	sites   []Site
	ins     []insertion
	used    map[string]bool // runtime entries called
	nreload int
	nfuncs  int
	skipped []string
	renamed map[string]bool // MPI functions some call of which calls its proven entry
	global  bool            // turn the monitor's global checks on (Options.Global)
}

// isOpaque reports whether the module uses opaque pointers (clang 15+, flang-new).
func isOpaque(m *llvmir.Module) bool {
	for _, f := range m.Funcs {
		for _, p := range f.Params {
			if p.Type == "ptr" || strings.HasPrefix(p.Type, "ptr ") {
				return true
			}
			if strings.HasSuffix(p.Type, "*") {
				return false
			}
		}
	}
	return !bytes.Contains(m.Src, []byte("i8*")) && !bytes.Contains(m.Src, []byte("i32*"))
}

func (r *rewriter) ptrT() string {
	if r.opaque {
		return "ptr"
	}
	return "i8*"
}

// handleTypes finds the IR types of communicator, op and datatype handles in the C binding
// (i32 for mpich, pointers for Open MPI), from the first collective that has each.
func (r *rewriter) handleTypes() {
	for _, f := range r.prog.Funcs {
		if f.Module != r.mod {
			continue
		}
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if !e.IsCollective() || e.Binding != mpi.C {
					continue
				}
				a := e.MPI.ArgsFor(mpi.C)
				arg := func(i int) string {
					if i >= 0 && i < len(e.Inst.Args) {
						return e.Inst.Args[i].Type
					}
					return ""
				}
				if r.commT == "" && e.MPI.Over == mpi.OverComm {
					r.commT = arg(a.Comm)
				}
				if r.opT == "" {
					r.opT = arg(a.Op)
				}
				if r.dtT == "" {
					r.dtT = arg(a.Datatype)
				}
			}
		}
	}
	if r.commT == "" {
		r.commT = "i32"
	}
	def := r.commT
	if !isIntType(def) {
		def = r.ptrT()
	}
	if r.opT == "" {
		r.opT = def
	}
	if r.dtT == "" {
		r.dtT = def
	}
}

func isIntType(t string) bool {
	if len(t) < 2 || t[0] != 'i' {
		return false
	}
	_, err := strconv.Atoi(t[1:])
	return err == nil
}

func zeroOf(t string) string {
	if isIntType(t) {
		return "0"
	}
	return "null"
}

// isOutlined reports functions that are OpenMP region bodies rather than user functions.
func isOutlined(f *model.Function) bool {
	return model.CompilerNamed(f.IR.Name)
}

// exitCalls are the functions that end the process normally: leaving through them is leaving
// the function. abort(), assertion failures and MPI_Abort are not: a check there could turn a
// crash into a wait for processes that will never come.
var exitCalls = map[string]bool{
	"exit": true, "_exit": true, "_Exit": true, "quick_exit": true,
	"_FortranAStopStatement": true, "_FortranAStopStatementText": true, "_FortranAExit": true,
	"_gfortran_stop_string": true, "_gfortran_stop_numeric": true,
}

// commRef is a communicator as the check before some instruction passes it.
type commRef struct {
	world   bool
	fortran bool
	typ     string
	val     string // the value text
	v       *llvmir.Value
	ptr     *llvmir.Value // when set, the handle is loaded from this pointer (MPI_Comm_free(&c))
	win     bool          // a window, not a communicator
}

func (c commRef) key() string {
	switch {
	case c.world:
		return "world"
	case c.ptr != nil:
		return "*" + c.ptr.Text
	case c.v != nil && c.v.Kind == llvmir.ValLocal:
		return "%" + c.v.Name
	}
	return c.typ + " " + c.val
}

// function instruments one function.
func (r *rewriter) function(f *model.Function) {
	sites := r.fnSites[f]
	region := false // an outlined region or task of a function with sites
	if r.mode == Selective && len(sites) == 0 {
		sites = r.enclosingSites(f)
		if len(sites) == 0 {
			return
		}
		region = true
	}
	var conds []diag.Pos
	for _, s := range sites {
		conds = appendPos(conds, s.Conds...)
	}
	var comms []commRef
	seen := map[string]bool{}
	addComm := func(c commRef) {
		k := c.key()
		if c.v != nil && c.v.Kind == llvmir.ValLocal && f.ParamIndex(c.v.Name) < 0 {
			// Two loads of one variable are one communicator.
			if def := f.Def(c.v.Name); def != nil && def.Op == "load" && len(def.Operands) > 0 {
				k = "*" + def.Operands[len(def.Operands)-1].Text
			}
		}
		if !seen[k] {
			seen[k] = true
			comms = append(comms, c)
		}
	}
	n := 0
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			switch {
			case e.IsCollective():
				if c, ok := r.collectiveCheck(f, e, conds); ok {
					n++
					if !c.win {
						addComm(c)
					}
				}
			case e.Kind == model.Call && r.siteOf[e.Inst] != nil && r.mode == Selective:
				// (With --instrument=all the callee's own collectives are checked.)
				if c, ok := r.callCheck(f, e, r.siteOf[e.Inst]); ok {
					n++
					addComm(c)
				}
			}
		}
	}
	if r.mode == All {
		// Leaving main, or calling exit() anywhere, leaves the program.
		world := []commRef{{world: true}}
		exits := 0
		for _, b := range f.Blocks {
			in := b.NoReturn
			if in == nil && f.IsMain() {
				if t := f.Terminator(b.Index); t != nil && t.Op == "ret" {
					in = t
				}
			}
			if in != nil && (in.Op == "ret" || exitCalls[in.CalledFunction()]) {
				how := ""
				if in.Op != "ret" {
					how = " by calling " + in.CalledFunction()
				}
				r.leaveAt(f, in, world, nil, how)
				exits++
			}
		}
		if n+exits > 0 {
			r.nfuncs++
		}
		return
	}
	if n == 0 {
		return
	}
	r.nfuncs++
	if !region && !strings.HasPrefix(f.IR.Name, ".omp_task_entry") {
		r.leaves(f, comms, conds) // a task is one thread's: no leave check
	}
}

// enclosingSites returns the sites of the function an outlined parallel region or task was
// outlined from (through nested regions), nil when f is not outlined, when that function has
// none, or when the call that starts f (or an enclosing region) is a site itself: its check
// already stands for the region's collectives.
func (r *rewriter) enclosingSites(f *model.Function) []*collective.Site {
	for g, i := f, 0; i < 8; i++ {
		if r.startedAtSite(g) {
			return nil
		}
		g = g.Parent()
		if g == nil {
			return nil
		}
		if sites := r.fnSites[g]; len(sites) > 0 {
			return sites
		}
	}
	return nil
}

// startedAtSite reports whether a fork or task creation that starts outlined function f is
// a site of the collective analysis (checked by callCheck).
func (r *rewriter) startedAtSite(f *model.Function) bool {
	for _, starts := range [][]*model.Event{r.prog.ForkSites(f), r.prog.TaskSites(f)} {
		for _, e := range starts {
			if r.siteOf[e.Inst] != nil {
				return true
			}
		}
	}
	return false
}

// collectiveCheck inserts the check before an MPI collective. fconds are the conditionals of
// the function's sites, named by the messages of the checks that are not sites themselves.
func (r *rewriter) collectiveCheck(f *model.Function, e *model.Event, fconds []diag.Pos) (commRef, bool) {
	if r.checked[e.Inst] {
		return commRef{}, false
	}
	// The procedures of parcoach's own mpi_f08 module (internal/fortranmod, flang's
	// _QMmpi_f08P names) take every argument by reference with the legacy layout (a handle
	// type is one integer), as the Fortran check expects; other mpi_f08 bindings may pass
	// descriptors.
	callee := e.Inst.CalledFunction()
	sym, ok := mpi.Resolve(callee)
	if !ok || sym.F08 && !strings.HasPrefix(callee, "_QMmpi_f08P") {
		r.skip(f, e.Pos, e.MPI.Name+": mpi_f08 binding not instrumented")
		return commRef{}, false
	}
	mf := e.MPI
	if mf.Over == mpi.OverWin {
		return r.windowCheck(f, e, fconds)
	}
	if mf.Over != mpi.OverComm && mf.Over != mpi.World {
		return commRef{}, false // files, groups: not checked
	}
	if e.Comm().IsSelf() {
		return commRef{}, false
	}
	fortran := e.Binding == mpi.Fortran
	a := mf.ArgsFor(e.Binding)
	arg := func(i int) *llvmir.Value {
		if i >= 0 && i < len(e.Inst.Args) {
			return e.Inst.Args[i]
		}
		return nil
	}
	comm, pre, why := r.commOf(e)
	if why != "" {
		r.skip(f, e.Pos, why)
	}
	if why != "" || comm == (commRef{}) {
		return commRef{}, false
	}
	what := 0
	if comm.world {
		what |= useWorld
	}
	root, op, count, dt := "", "", "", ""
	take := func(i int, want string) string {
		v := arg(i)
		if v == nil {
			return ""
		}
		if fortran {
			if v.Type != "ptr" && !strings.HasSuffix(v.Type, "*") {
				return ""
			}
			return v.Type + " " + v.Text
		}
		if v.Type != want {
			return ""
		}
		return v.Type + " " + v.Text
	}
	if a.Root >= 0 && mf.Over == mpi.OverComm {
		if root = take(a.Root, "i32"); root != "" {
			what |= wantRoot
		}
	}
	if a.Op >= 0 {
		if op = take(a.Op, r.opT); op != "" {
			what |= wantOp
		}
	}
	if sizeChecked[mf.Base] && !sym.LargeCount && a.Count >= 0 && a.Datatype >= 0 {
		count, dt = take(a.Count, "i32"), take(a.Datatype, r.dtT)
		if count != "" && dt != "" {
			what |= wantCount
		} else {
			count, dt = "", ""
		}
	}
	conds := fconds
	if s := r.siteOf[e.Inst]; s != nil {
		conds = s.Conds
	}
	idx := r.addSite(Site{Kind: 'C', What: mf.Name, Pos: e.Pos, Func: f.Name, Conds: conds})
	var args []string
	if fortran {
		pt := "ptr"
		or := func(s string) string {
			if s == "" {
				return pt + " null"
			}
			return s
		}
		c := pt + " null"
		if !comm.world {
			c = comm.typ + " " + comm.val
		}
		args = []string{r.tableRef(), "i32 " + strconv.Itoa(idx), "i32 " + strconv.Itoa(color(mf.Name)), c,
			"i32 " + strconv.Itoa(what), or(root), or(op), or(count), or(dt)}
		r.call(e.Inst, fnCheckF, args, "")
	} else {
		c := r.commT + " " + zeroOf(r.commT)
		if !comm.world {
			c = comm.typ + " " + comm.val
		}
		or := func(s, t string) string {
			if s == "" {
				return t + " " + zeroOf(t)
			}
			return s
		}
		args = []string{r.tableRef(), "i32 " + strconv.Itoa(idx), "i32 " + strconv.Itoa(color(mf.Name)), c,
			"i32 " + strconv.Itoa(what), or(root, "i32"), or(op, r.opT), or(count, "i32"), or(dt, r.dtT)}
		r.call(e.Inst, fnCheck, args, pre)
	}
	r.checked[e.Inst] = true
	return comm, true
}

// commOf returns the communicator of the collective e (OverComm or World) as the check before
// it passes it, and the instruction that must precede that check (a load of a handle passed by
// address), or why it cannot be passed; a call without the argument gives the zero commRef.
func (r *rewriter) commOf(e *model.Event) (comm commRef, pre, why string) {
	mf := e.MPI
	if mf.Over == mpi.World || isWorld(e.Comm()) {
		return commRef{world: true}, "", ""
	}
	fortran := e.Binding == mpi.Fortran
	a := mf.ArgsFor(e.Binding)
	if a.Comm < 0 || a.Comm >= len(e.Inst.Args) {
		return commRef{}, "", ""
	}
	v := e.Inst.Args[a.Comm]
	switch {
	case fortran:
		return commRef{fortran: true, typ: v.Type, val: v.Text, v: v}, "", ""
	case mf.CPointer(a.Comm) && (v.Type == "ptr" || v.Type == r.commT+"*"):
		// MPI_Comm_free(&comm), MPI_Comm_disconnect(&comm): the handle is behind the pointer.
		r.nreload++
		name := "%__parcoach_comm" + strconv.Itoa(r.nreload)
		return commRef{typ: r.commT, val: name, ptr: v}, fmt.Sprintf("%s = load %s, %s %s", name, r.commT, v.Type, v.Text), ""
	case v.Type != r.commT:
		return commRef{}, "", mf.Name + ": communicator of an unexpected type " + v.Type
	}
	return commRef{typ: v.Type, val: v.Text, v: v}, "", ""
}

// windowCheck inserts the check before a collective over a window (MPI_Win_fence,
// MPI_Win_free): the runtime checks it on a communicator of the window's group.
func (r *rewriter) windowCheck(f *model.Function, e *model.Event, fconds []diag.Pos) (commRef, bool) {
	mf := e.MPI
	if e.Binding != mpi.C {
		r.skip(f, e.Pos, mf.Name+": windows are checked in the C binding only")
		return commRef{}, false
	}
	a := mf.ArgsFor(mpi.C)
	if a.Comm < 0 || a.Comm >= len(e.Inst.Args) {
		return commRef{}, false
	}
	v := e.Inst.Args[a.Comm]
	winT := "i32"
	if !isIntType(r.commT) {
		winT = "ptr"
	}
	pre, val := "", v.Type+" "+v.Text
	if mf.CPointer(a.Comm) {
		if v.Type != "ptr" && v.Type != winT+"*" {
			return commRef{}, false
		}
		r.nreload++
		name := "%__parcoach_win" + strconv.Itoa(r.nreload)
		pre = fmt.Sprintf("%s = load %s, %s %s", name, winT, v.Type, v.Text)
		val = winT + " " + name
	} else if v.Type != winT {
		r.skip(f, e.Pos, mf.Name+": window of an unexpected type "+v.Type)
		return commRef{}, false
	}
	conds := fconds
	if s := r.siteOf[e.Inst]; s != nil {
		conds = s.Conds
	}
	idx := r.addSite(Site{Kind: 'C', What: mf.Name, Pos: e.Pos, Func: f.Name, Conds: conds})
	r.winT = winT
	r.call(e.Inst, fnWin, []string{r.tableRef(), "i32 " + strconv.Itoa(idx), "i32 " + strconv.Itoa(color(mf.Name)), val}, pre)
	r.checked[e.Inst] = true
	return commRef{win: true}, true
}

// isWorld reports a communicator the model knows to be MPI_COMM_WORLD.
func isWorld(c model.Comm) bool {
	return c.Kind == model.CommConst && c.String() == "MPI_COMM_WORLD"
}

// sizeChecked are the collectives whose count and datatype are significant, and must describe
// the same amount of data, on every process (MPI-4 §6: the type signatures must match).
var sizeChecked = map[string]bool{
	"MPI_Bcast": true, "MPI_Reduce": true, "MPI_Allreduce": true, "MPI_Scan": true,
	"MPI_Exscan": true, "MPI_Reduce_scatter_block": true,
}

// callCheck inserts the check before a call that is a site: the call reaches a collective
// the caller's conditionals decide.
func (r *rewriter) callCheck(f *model.Function, e *model.Event, s *collective.Site) (commRef, bool) {
	if r.checked[e.Inst] || e.Callee == nil || r.res == nil {
		return commRef{}, false
	}
	sum := r.res.Summaries[e.Callee]
	if sum == nil {
		return commRef{}, false
	}
	var item *collective.Item
	for i := range sum.Seq {
		if sum.Seq[i].Name == s.Name && *sum.Seq[i].Origin == s.Origin {
			item = &sum.Seq[i]
			break
		}
	}
	if item == nil {
		for i := range sum.Seq {
			if sum.Seq[i].Name == s.Name {
				item = &sum.Seq[i]
				break
			}
		}
	}
	if item == nil {
		return commRef{}, false
	}
	var comm commRef
	switch c := item.Comm; {
	case item.Name == "MPI_Finalize" || c.Kind == model.CommConst && c.Key == "world":
		comm = commRef{world: true}
	case c.Kind == model.CommConst && strings.HasPrefix(c.Key, "sym:") && r.commT == "ptr":
		comm = commRef{typ: "ptr", val: "@" + strings.TrimPrefix(c.Key, "sym:")}
	case c.Kind == model.CommConst && strings.HasPrefix(c.Key, "int:") && isIntType(r.commT):
		comm = commRef{typ: r.commT, val: strings.TrimPrefix(c.Key, "int:")}
	case c.Kind == model.CommParam && e.Fork:
		// The region's parameters are the fork call's shared variables, after its own operands.
		r.skip(f, e.Pos, "parallel region: the communicator of "+item.Name+" is passed into the region")
		return commRef{}, false
	case c.Kind == model.CommParam && c.Param >= 0 && c.Param < len(e.Inst.Args):
		v := e.Inst.Args[c.Param]
		comm = commRef{typ: v.Type, val: v.Text, v: v, fortran: c.ByRef}
		if !c.ByRef && v.Type != r.commT {
			r.skip(f, e.Pos, "call to "+e.Callee.Name+": communicator of an unexpected type")
			return commRef{}, false
		}
	default:
		r.skip(f, e.Pos, "call to "+e.Callee.Name+": the communicator of "+item.Name+" is not known at the call")
		return commRef{}, false
	}
	what := 0
	if comm.world {
		what = useWorld
	}
	idx := r.addSite(Site{Kind: 'C', What: s.Name, Pos: e.Pos, Via: s.Origin, Func: f.Name, Conds: s.Conds})
	if comm.fortran {
		r.call(e.Inst, fnCheckF, []string{r.tableRef(), "i32 " + strconv.Itoa(idx), "i32 " + strconv.Itoa(color(s.Name)),
			comm.typ + " " + comm.val, "i32 " + strconv.Itoa(what), "ptr null", "ptr null", "ptr null", "ptr null"}, "")
	} else {
		c := r.commT + " " + zeroOf(r.commT)
		if !comm.world {
			c = comm.typ + " " + comm.val
		}
		r.call(e.Inst, fnCheck, []string{r.tableRef(), "i32 " + strconv.Itoa(idx), "i32 " + strconv.Itoa(color(s.Name)),
			c, "i32 " + strconv.Itoa(what), "i32 0", r.opT + " " + zeroOf(r.opT), "i32 0", r.dtT + " " + zeroOf(r.dtT)}, "")
	}
	r.checked[e.Inst] = true
	return comm, true
}

// leaves inserts the leave checks before every return and exit() call of f.
//
// A C++ exception leaves the function too: before `resume` (after the cleanups of a landing
// pad) and before a throw that no landing pad of the function catches (a `call` of
// __cxa_throw or __cxa_rethrow, not an `invoke`). An exception that a callee throws through a
// plain call, with no cleanup in the function, leaves it unseen.
func (r *rewriter) leaves(f *model.Function, comms []commRef, conds []diag.Pos) {
	for _, b := range f.Blocks {
		if in := b.NoReturn; in != nil {
			if exitCalls[in.CalledFunction()] {
				r.leaveAt(f, in, comms, conds, " by calling "+in.CalledFunction())
			}
			continue
		}
		for _, in := range b.IR.Insts {
			if in.Op == "call" && model.IsThrow(in.CalledFunction()) {
				r.leaveAt(f, in, comms, conds, " by throwing an exception")
				break
			}
		}
		if t := f.Terminator(b.Index); t != nil {
			switch t.Op {
			case "ret":
				r.leaveAt(f, t, comms, conds, "")
			case "resume":
				r.leaveAt(f, t, comms, conds, " by an exception")
			}
		}
	}
}

// leaveAt inserts before instruction at one leave check per communicator (color 0).
func (r *rewriter) leaveAt(f *model.Function, at *llvmir.Inst, comms []commRef, conds []diag.Pos, how string) {
	pos := f.InstPos(at)
	for _, c := range comms {
		var pre, arg string
		switch {
		case c.world:
			arg = r.commT + " " + zeroOf(r.commT)
		default:
			var ok bool
			pre, arg, ok = r.availableAt(f, at, c)
			if !ok {
				r.skip(f, pos, "leave check: the communicator "+c.val+" is not available at this exit")
				continue
			}
		}
		what := 0
		if c.world {
			what = useWorld
		}
		left := f.Name + "()"
		// The return of a region body is reached by the whole team; an exit() is one thread's.
		team := isOutlined(f) && how == ""
		if isOutlined(f) {
			left = "the parallel region"
		}
		idx := r.addSite(Site{Kind: 'L', What: left + how, Pos: pos, Func: f.Name, Conds: conds})
		fn := fnLeave
		switch {
		case team && c.fortran:
			fn = fnLeaveTeamF
		case team:
			fn = fnLeaveTeam
		case c.fortran:
			fn = fnLeaveF
		}
		r.call(at, fn, []string{r.tableRef(), "i32 " + strconv.Itoa(idx), "i32 " + strconv.Itoa(what), arg}, pre)
	}
}

// availableAt returns the communicator of c as a value usable just before instruction at:
// constants and parameters as they are; a value loaded from a variable is loaded again
// (pre is that load), when the variable's address is available at that point.
func (r *rewriter) availableAt(f *model.Function, at *llvmir.Inst, c commRef) (pre, arg string, ok bool) {
	if c.ptr != nil {
		if !r.valueAvailable(f, at, c.ptr) {
			return "", "", false
		}
		r.nreload++
		name := "%__parcoach_comm" + strconv.Itoa(r.nreload)
		return fmt.Sprintf("%s = load %s, %s %s", name, c.typ, c.ptr.Type, c.ptr.Text), c.typ + " " + name, true
	}
	v := c.v
	if v == nil {
		return "", c.typ + " " + c.val, true
	}
	if r.valueAvailable(f, at, v) {
		return "", c.typ + " " + c.val, true
	}
	if c.fortran || v.Kind != llvmir.ValLocal {
		return "", "", false
	}
	var insts []string
	name, ok := r.rematerialize(f, at, v.Name, 0, &insts)
	if !ok {
		return "", "", false
	}
	return strings.Join(insts, "\n  "), c.typ + " " + name, true
}

// rematerialize makes local value name available just before instruction at by repeating
// the loads, address computations and casts that produced it (this->comm in a C++ method is
// a load from a getelementptr of a load of `this`), when what they start from is available
// there. It appends the new instructions to pre and returns the new value's name.
func (r *rewriter) rematerialize(f *model.Function, at *llvmir.Inst, name string, depth int, pre *[]string) (string, bool) {
	def := f.Def(name)
	if def == nil || depth > 4 {
		return "", false
	}
	switch def.Op {
	case "load", "getelementptr", "bitcast", "addrspacecast":
	default:
		return "", false
	}
	text := string(r.mod.Src[def.Span.Start:def.Span.End])
	eq := strings.Index(text, "=")
	if eq < 0 || strings.Contains(text, " volatile ") || strings.Contains(text, " atomic ") {
		return "", false
	}
	body := text[eq+1:]
	for _, op := range def.Operands {
		if op == nil || op.Kind != llvmir.ValLocal || r.valueAvailable(f, at, op) {
			continue
		}
		sub, ok := r.rematerialize(f, at, op.Name, depth+1, pre)
		if !ok {
			return "", false
		}
		body = replaceLocal(body, op.Text, sub)
	}
	for _, op := range def.Operands {
		if op != nil && op.Kind != llvmir.ValLocal && op.Kind != llvmir.ValInt && op.Kind != llvmir.ValGlobal &&
			op.Kind != llvmir.ValNull && op.Kind != llvmir.ValConstExpr {
			return "", false
		}
	}
	r.nreload++
	out := "%__parcoach_comm" + strconv.Itoa(r.nreload)
	*pre = append(*pre, out+" ="+body)
	return out, true
}

// replaceLocal replaces the local value old (with its %) by new in instruction text, as a
// whole name (%4 is not %41).
func replaceLocal(text, old, new string) string {
	var b strings.Builder
	for {
		i := strings.Index(text, old)
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		end := i + len(old)
		if end < len(text) && isNameChar(text[end]) {
			b.WriteString(text[:end])
			text = text[end:]
			continue
		}
		b.WriteString(text[:i])
		b.WriteString(new)
		text = text[end:]
	}
}

func isNameChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-' || c == '$'
}

// valueAvailable reports whether v can be used just before instruction at: a constant, a
// global, a parameter, or a local defined in a block that dominates at's block (earlier in
// the same block).
func (r *rewriter) valueAvailable(f *model.Function, at *llvmir.Inst, v *llvmir.Value) bool {
	switch v.Kind {
	case llvmir.ValInt, llvmir.ValNull, llvmir.ValGlobal, llvmir.ValConstExpr, llvmir.ValUndef:
		return true
	case llvmir.ValLocal:
	default:
		return false
	}
	if f.ParamIndex(v.Name) >= 0 {
		return true
	}
	def := f.Def(v.Name)
	if def == nil || def.Block == nil || at.Block == nil {
		return false
	}
	if def.Block == at.Block {
		return def.Span.Start < at.Span.Start
	}
	return f.Dom().Dominates(def.Block.Index, at.Block.Index)
}

func (r *rewriter) skip(f *model.Function, pos diag.Pos, why string) {
	r.skipped = append(r.skipped, fmt.Sprintf("%s: %s", pos.Describe(), why))
}

func appendPos(list []diag.Pos, ps ...diag.Pos) []diag.Pos {
	for _, p := range ps {
		dup := false
		for _, q := range list {
			if q.File == p.File && q.Line == p.Line {
				dup = true
				break
			}
		}
		if !dup {
			list = append(list, p)
		}
	}
	return list
}

func (r *rewriter) addSite(s Site) int {
	// Without a line (flang-16), a position names its function: the user's, not the body the
	// compiler outlined from it (main..omp_par is main's parallel region).
	for _, p := range []*diag.Pos{&s.Pos, &s.Via} {
		if p.Line == 0 && p.Func != "" {
			if r.userFunc == nil {
				r.userFunc = map[string]string{}
				for _, f := range r.prog.Funcs {
					r.userFunc[f.Name] = f.UserFunc()
				}
			}
			if u := r.userFunc[p.Func]; u != "" {
				p.Func = u
			}
		}
	}
	r.sites = append(r.sites, s)
	return len(r.sites) - 1
}

// tablePlaceholder stands for the site table's address until its size is known.
const tablePlaceholder = "\x00TABLE\x00"

func (r *rewriter) tableRef() string { return tablePlaceholder }

// call records the insertion of `call void @fn(args)` (preceded by the instruction pre, if
// any) just before instruction at, with at's debug location.
func (r *rewriter) call(at *llvmir.Inst, fn string, args []string, pre string) {
	r.used[fn] = true
	dbg := ""
	if at.Dbg >= 0 {
		dbg = ", !dbg !" + strconv.Itoa(int(at.Dbg))
	}
	var b strings.Builder
	if pre != "" {
		b.WriteString(pre)
		b.WriteString("\n  ")
	}
	fmt.Fprintf(&b, "call void @%s(%s)%s\n  ", fn, strings.Join(args, ", "), dbg)
	r.ins = append(r.ins, insertion{off: int(at.Span.Start), seq: len(r.ins), text: b.String()})
}

// color is the integer a collective is known by in the checks: the same for the same MPI
// function in every module, never 0 (leaving a function).
func color(name string) int {
	h := fnv.New32a()
	h.Write([]byte(name))
	c := int(h.Sum32() & 0x3fffffff)
	if c == 0 {
		c = 1
	}
	return c
}

// callAfter records the insertion of `call void @fn(args)` just after instruction at (a
// call, not a terminator), with at's debug location.
func (r *rewriter) callAfter(at *llvmir.Inst, fn string, args []string) {
	r.used[fn] = true
	dbg := ""
	if at.Dbg >= 0 {
		dbg = ", !dbg !" + strconv.Itoa(int(at.Dbg))
	}
	text := fmt.Sprintf("\n  call void @%s(%s)%s", fn, strings.Join(args, ", "), dbg)
	r.ins = append(r.ins, insertion{off: int(at.Span.End), seq: len(r.ins), text: text})
}

var attrNoinline = regexp.MustCompile(`(?m)^(attributes #\d+ = \{.*?)\b(noinline|optnone) ?`)

// emit produces the rewritten IR.
func (r *rewriter) emit(optimize bool) []byte {
	table := r.tableText()
	tname := "__parcoach_sites"
	for i := 1; r.mod.Global(tname) != nil; i++ {
		tname = "__parcoach_sites." + strconv.Itoa(i)
	}
	n := len(table) + 1
	ref := "ptr @" + tname
	if !r.opaque {
		ref = fmt.Sprintf("i8* getelementptr inbounds ([%d x i8], [%d x i8]* @%s, i64 0, i64 0)", n, n, tname)
	}
	sort.SliceStable(r.ins, func(i, j int) bool {
		if r.ins[i].off != r.ins[j].off {
			return r.ins[i].off < r.ins[j].off
		}
		return r.ins[i].seq < r.ins[j].seq
	})
	src := r.mod.Src
	var b bytes.Buffer
	b.Grow(len(src) + len(r.ins)*200 + len(table) + 1024)
	last := 0
	for _, in := range r.ins {
		b.Write(src[last:in.off])
		b.WriteString(strings.ReplaceAll(in.text, tablePlaceholder, ref))
		last = in.off + in.del
	}
	b.Write(src[last:])
	out := b.Bytes()
	if optimize {
		for attrNoinline.Match(out) {
			out = attrNoinline.ReplaceAll(out, []byte("$1"))
		}
	}
	var tail strings.Builder
	tail.WriteString("\n; parcoach runtime checks (parcoach cc --instrument)\n")
	fmt.Fprintf(&tail, "@%s = private unnamed_addr constant [%d x i8] c\"%s\\00\", align 1\n", tname, n, irString(table))
	tail.WriteString(r.provenDecls())
	p := r.ptrT()
	if r.global && r.mod.Global("__parcoach_global_checks") == nil {
		// An .init_array entry (a weak symbol: one per module, any of them does) calls the
		// monitor before main, so its checks are on from MPI_Init.
		fp := "ptr"
		if !r.opaque {
			fp = "void ()*"
		}
		fmt.Fprintf(&tail, "@__parcoach_global_checks = weak global %s @%s, section \".init_array\", align 8\n", fp, fnGlobal)
		if r.mod.Func(fnGlobal) == nil {
			fmt.Fprintf(&tail, "declare void @%s()\n", fnGlobal)
		}
	}
	for _, fn := range []string{fnCheck, fnLeave, fnCheckF, fnLeaveF, fnWin, fnOMPCheck, fnHybridCheck, fnHybridCheckF, fnHybridDone, fnLeaveTeam, fnLeaveTeamF, fnRMA} {
		if !r.used[fn] || r.mod.Func(fn) != nil {
			continue
		}
		switch fn {
		case fnCheck:
			fmt.Fprintf(&tail, "declare void @%s(%s, i32, i32, %s, i32, i32, %s, i32, %s)\n", fn, p, r.commT, r.opT, r.dtT)
		case fnLeave, fnLeaveTeam:
			fmt.Fprintf(&tail, "declare void @%s(%s, i32, i32, %s)\n", fn, p, r.commT)
		case fnCheckF:
			fmt.Fprintf(&tail, "declare void @%s(ptr, i32, i32, ptr, i32, ptr, ptr, ptr, ptr)\n", fn)
		case fnLeaveF, fnLeaveTeamF:
			fmt.Fprintf(&tail, "declare void @%s(ptr, i32, i32, ptr)\n", fn)
		case fnWin:
			fmt.Fprintf(&tail, "declare void @%s(%s, i32, i32, %s)\n", fn, p, r.winT)
		case fnHybridCheck:
			fmt.Fprintf(&tail, "declare void @%s(%s, i32, i32, %s)\n", fn, p, r.commT)
		case fnHybridCheckF:
			fmt.Fprintf(&tail, "declare void @%s(ptr, i32, i32, ptr)\n", fn)
		case fnRMA:
			fmt.Fprintf(&tail, "declare void @%s(%s, i32, %s, i64, i32)\n", fn, p, p)
		case fnOMPCheck, fnHybridDone:
			fmt.Fprintf(&tail, "declare void @%s(%s, i32)\n", fn, p)
		}
	}
	return append(out, tail.String()...)
}

// tableText is the site table: one line per site, tab-separated fields
// kind, what, position, function, conditionals (see runtime/c/parcoach_rt.c).
func (r *rewriter) tableText() string {
	var b strings.Builder
	for i, s := range r.sites {
		if i > 0 {
			b.WriteByte('\n')
		}
		var conds []string
		for _, c := range s.Conds {
			conds = append(conds, condText(c))
		}
		pos := posText(s.Pos)
		if s.Via.File != "" && s.Via != s.Pos {
			pos = posText(s.Via) + ", reached through the call at " + pos
		}
		fmt.Fprintf(&b, "%c\t%s\t%s\t%s\t%s", s.Kind, clean(s.What), clean(pos), clean(s.Func), clean(strings.Join(conds, ",")))
	}
	return b.String()
}

// posText is file:line, or the file alone when the compiler recorded no line.
func posText(p diag.Pos) string {
	if p.Line > 0 {
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
	if p.Func != "" {
		return p.File + ", in " + p.Func
	}
	return p.File
}

// condText is a conditional's position in the table's list of conditionals, which the runtime
// splits at commas: file:line, or "file (in f)" when the compiler recorded no line (flang-16).
func condText(p diag.Pos) string {
	if p.Line <= 0 && p.Func != "" {
		return p.File + " (in " + p.Func + ")"
	}
	return posText(p)
}

func clean(s string) string {
	return strings.Map(func(c rune) rune {
		if c == '\t' || c == '\n' || c == 0 {
			return ' '
		}
		return c
	}, s)
}

// irString escapes s for an LLVM c"..." string constant.
func irString(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			fmt.Fprintf(&b, "\\%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}
