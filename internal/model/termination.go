package model

import (
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Termination is not divergence. A process that aborts (abort, a failed assert, MPI_Abort,
// std::terminate, ERROR STOP, an exception nothing catches) ends the whole job: it cannot
// leave the other processes waiting in a collective the way a process that skips it does.
// The checks therefore treat a path that ends the job as one that goes nowhere: it neither
// meets nor misses a collective (see JobEnds). A process that leaves normally (return, exit,
// STOP) while others wait is a real divergence and stays one.

// jobEndingCalls are the library functions whose call ends the job abnormally.
var jobEndingCalls = map[string]bool{
	"abort": true, "__assert_fail": true, "__assert_rtn": true, "__assert_perror_fail": true,
	"_ZSt9terminatev": true, "__cxa_bad_cast": true, "__cxa_throw_bad_array_new_length": true,
	"__cxa_call_unexpected": true, "__clang_call_terminate": true,
	"_gfortran_error_stop_string": true, "_gfortran_error_stop_numeric": true,
	"_FortranAFailImageStatement": true,
}

// endsJob reports whether a call ends the job abnormally: a library function of
// jobEndingCalls, MPI_Abort in any binding, flang's STOP with its ERROR STOP flag set, or a
// function of the program that never returns normally (Program.neverReturns).
func (f *Function) endsJob(in *llvmir.Inst) bool {
	name := in.CalledFunction()
	if jobEndingCalls[name] {
		return true
	}
	if mf, binding, ok := mpi.Lookup(name); ok && mf.Kind == mpi.Abort {
		// MPI_Abort(MPI_COMM_SELF, ...) need only stop the caller (MPI 4.0 §11.6): the others
		// may wait for it, as after exit().
		return !f.abortsSelfOnly(in, mf.ArgsFor(binding).Comm, binding)
	}
	if name == "_FortranAStopStatement" || name == "_FortranAStopStatementText" {
		// STOP(code, isErrorStop, quiet): ERROR STOP ends the job abnormally.
		return len(in.Args) > 1 && in.Args[1].Kind == llvmir.ValInt && in.Args[1].Int != 0
	}
	if g := f.Program.resolve(f.Module, name); g != nil {
		return f.Program.neverReturns[g]
	}
	return false
}

// abortsSelfOnly reports whether an MPI_Abort call names MPI_COMM_SELF.
func (f *Function) abortsSelfOnly(in *llvmir.Inst, comm int, binding mpi.Binding) bool {
	if comm < 0 || comm >= len(in.Args) {
		return false
	}
	v := in.Args[comm]
	if binding == mpi.Fortran {
		v = f.storedBefore(in, v)
	}
	if v == nil || v.Kind != llvmir.ValInt {
		return false
	}
	name, ok := mpi.HandleName(v.Int)
	return ok && name == "MPI_COMM_SELF"
}

// JobEnds returns the blocks of f through which a path ends the job: blocks cut by a call that
// ends it (endsJob), blocks ending in `unreachable` (no execution gets past them), and, when
// nothing up the call chain catches a C++ exception leaving f, blocks ending in `resume` (an
// exception leaving the program calls std::terminate). The collective check takes the paths
// through them out of the graph (PDFPlusLive).
func (f *Function) JobEnds() []int { return f.jobEnds.get(f.jobEndBlocks) }

func (f *Function) jobEndBlocks() []int {
	var out []int
	for i, b := range f.Blocks {
		term := b.IR.Insts[len(b.IR.Insts)-1]
		switch {
		case b.NoReturn != nil:
			if f.endsJob(b.NoReturn) {
				out = append(out, i)
			}
		case term.Op == "unreachable":
			// (A call to exit() would have cut the block: NoReturn.) A throw leaves f; it ends
			// the job only when nothing up the chain catches.
			if !throws(b.IR) || !f.Program.caught(f) {
				out = append(out, i)
			}
		case term.Op == "resume" || term.Op == "cleanupret" && len(term.Succs) == 0:
			if !f.Program.caught(f) {
				out = append(out, i)
			}
		}
	}
	// Paths that return an error code up to a handler that aborts (errexit.go).
	for _, b := range f.errorExits().blocks {
		if !slices.Contains(out, b) {
			out = append(out, b)
		}
	}
	slices.Sort(out)
	return out
}

// throws reports whether a block throws a C++ exception.
func throws(b *llvmir.Block) bool {
	for _, in := range b.Insts {
		if isCallOp(in.Op) {
			if IsThrow(in.CalledFunction()) {
				return true
			}
		}
	}
	return false
}

// caught reports whether an exception leaving f may be caught: some call of f is an invoke
// whose landing pad has a catch (or filter) clause, or its caller's exception may be caught
// in turn. main's never is: an exception leaving it calls std::terminate. Computed once for
// the program, as a least fixpoint over the call sites.
func (p *Program) caught(f *Function) bool {
	p.catchOnce.Do(func() {
		p.catching = map[*Function]bool{}
		for changed := true; changed; {
			changed = false
			for _, g := range p.Funcs {
				if p.catching[g] {
					continue
				}
				for _, site := range p.CallSites(g) {
					caller := site.Fn()
					// A catch in the C++ library's templates (catch (...) { clean up; throw; }
					// in std::vector's growth) rethrows: only the program's own handlers count.
					own := catchesAt(site.Inst, caller.Module) && !systemCode(caller)
					if own || p.catching[caller] {
						p.catching[g], changed = true, true
						break
					}
				}
			}
		}
	})
	return p.catching[f]
}

// systemCode reports whether f was written in a system header (the C++ library's templates
// instantiated in the program): its position is under /usr/.
func systemCode(f *Function) bool {
	return strings.HasPrefix(f.Pos.File, "/usr/")
}

// catchesAt reports whether a call is an invoke whose landing pad has a catch or filter clause.
func catchesAt(in *llvmir.Inst, m *llvmir.Module) bool {
	if in == nil || in.Op != "invoke" || len(in.Succs) < 2 || len(in.Succs[1].Insts) == 0 {
		return false
	}
	lp := in.Succs[1].Insts[0]
	if lp.Op != "landingpad" {
		return false
	}
	text := m.Text(lp.Span) // (kept by DropBodies)
	return strings.Contains(text, "catch ") || strings.Contains(text, "filter ")
}

// findNeverReturning marks the functions of the program that cannot return normally: no
// `ret` is reachable from their entry once calls to functions already marked are taken as
// ending the path, and some path ends the job (a `die()` helper that prints and aborts). A
// function whose paths end in exit() is left alone: its callers leave normally. Iterated so
// that fatal() calling die() is found too.
func (p *Program) findNeverReturning() {
	p.neverReturns = map[*Function]bool{}
	p.markInRounds(p.neverReturns, (*Function).cannotReturn)
}

// markInRounds adds to set the functions test accepts, in rounds until no function is added
// (at most four: a helper calling a helper calling exit), as test may read set.
func (p *Program) markInRounds(set map[*Function]bool, test func(*Function) bool) {
	for round := 0; round < 4; round++ {
		changed := false
		for _, f := range p.Funcs {
			add := false
			p.guard(f, func() { add = !set[f] && test(f) })
			if add {
				set[f] = true
				changed = true
			}
		}
		if !changed {
			return
		}
	}
}

// findExitingProcess marks the functions of the program that end the calling process on
// every path: each path from the entry reaches a call that does not return (exit, STOP,
// abort, MPI_Abort, a function marked already) before any `ret`. Nekbone's exitt0
// (`call mpi_finalize(ierr); call exit(0)`) is one: the code its callers put after the
// call, and the paths that only lead there, are for the survivors' data what the code
// after a direct exit() is (survivors). Unlike neverReturns, a normal exit counts: whether
// the process that leaves makes the others wait is the collective check's question.
func (p *Program) findExitingProcess() {
	p.exitsProcess = map[*Function]bool{}
	p.markInRounds(p.exitsProcess, (*Function).alwaysEndsProcess)
}

// alwaysEndsProcess is findExitingProcess's test on the IR alone (the CFG is not built yet).
// An `unreachable` that follows no call ending the process is not taken as one (it may
// follow a throw, which a caller may catch).
func (f *Function) alwaysEndsProcess() bool {
	return f.walkIR(func(b *llvmir.Block) irStep {
		if f.endsProcessIn(b) {
			return irCut
		}
		if t := b.Terminator(); t == nil || t.Op == "ret" || t.Op == "unreachable" || t.Op == "resume" {
			return irStop
		}
		return irNext
	})
}

// irStep is what a walk of the IR's blocks does after a block: go on to its successors,
// cut the path there, or stop the whole walk.
type irStep uint8

const (
	irNext irStep = iota
	irCut
	irStop
)

// walkIR visits once each block reachable from f's entry over the IR's own edges (for the
// tests run before the CFG is built); false when visit stopped it, or f has no body.
func (f *Function) walkIR(visit func(*llvmir.Block) irStep) bool {
	blocks := f.IR.Blocks
	if len(blocks) == 0 {
		return false
	}
	index := make(map[*llvmir.Block]int, len(blocks))
	for i, b := range blocks {
		index[b] = i
	}
	seen := make([]bool, len(blocks))
	work := []int{0}
	seen[0] = true
	for len(work) > 0 {
		b := blocks[work[len(work)-1]]
		work = work[:len(work)-1]
		switch visit(b) {
		case irStop:
			return false
		case irCut:
			continue
		}
		for _, s := range b.Succs {
			if i, ok := index[s]; ok && !seen[i] {
				seen[i] = true
				work = append(work, i)
			}
		}
	}
	return true
}

// endsProcessIn reports whether block b holds a call that ends the calling process: a
// library function that never returns, one that ends the job, or a function of
// exitsProcess.
func (f *Function) endsProcessIn(b *llvmir.Block) bool {
	for _, in := range b.Insts {
		if isCallOp(in.Op) && (IsNoReturn(in.CalledFunction()) || f.endsJob(in) || f.callsExiting(in)) {
			return true
		}
	}
	return false
}

// cannotReturn is findNeverReturning's test on the IR alone (the CFG is not built yet).
func (f *Function) cannotReturn() bool {
	endsJob := false
	complete := f.walkIR(func(b *llvmir.Block) irStep {
		for _, in := range b.Insts {
			if !isCallOp(in.Op) {
				continue
			}
			if f.endsJob(in) {
				endsJob = true
				return irCut
			}
			if IsNoReturn(in.CalledFunction()) {
				return irStop // exit() or another normal way out
			}
		}
		switch b.Insts[len(b.Insts)-1].Op {
		case "ret":
			return irStop
		case "unreachable":
			if throws(b) {
				return irStop // the exception may be caught
			}
			endsJob = true
			return irCut
		}
		return irNext
	})
	return complete && endsJob
}

// liveFlow is the CFG without the blocks from which every path ends the job (doomed: no
// normal exit reachable, some job end reachable), with its post-dominance; node numbers are
// the CFG's, doomed nodes are left without edges.
type liveFlow struct {
	cfg    *graph.Digraph
	pdom   *graph.PostDom
	pdf    [][]int
	doomed []bool
}

// LiveFlow is the CFG of f without the blocks from which every path ends the job, for checks
// that compare paths: the paths that abort neither meet nor miss anything. Doomed blocks keep
// their node numbers and have no edges; PostDom is over the remaining exits.
type LiveFlow struct {
	CFG     *graph.Digraph
	PostDom *graph.PostDom
	Doomed  []bool
}

// Live returns the live flow of f (computed once).
func (f *Function) Live() LiveFlow {
	lf := f.live()
	return LiveFlow{CFG: lf.cfg, PostDom: lf.pdom, Doomed: lf.doomed}
}

func (f *Function) live() *liveFlow {
	return f.liveFlow.get(func() *liveFlow { return f.flowWithout(f.JobEnds()) })
}

// survivors is the CFG without the blocks from which every path ends this process: the job's
// ends and also exit(), STOP and every other call that does not return. A function all of
// whose paths end the process (a main that finishes with `MPI_Finalize(); exit(0);`, as
// miniAMR's does) keeps its exit() and STOP blocks as exits: there they are how the program
// finishes, not a way out of it, and without any exit every block would be doomed and the
// conditionals before a mere MPI_Abort would decide everything after them. (So does a main
// that finishes with a call of a helper that exits, `finish(); return 0;`: the return after
// it is no exit.)
func (f *Function) survivors() *liveFlow {
	return f.survivorFlow.get(func() *liveFlow {
		ends := slices.Clone(f.JobEnds())
		isEnd := make([]bool, len(f.Blocks))
		for i, b := range f.Blocks {
			if b.NoReturn != nil || b.EndsProcess != nil {
				ends = append(ends, i)
			}
		}
		ends = append(ends, f.failureReturns()...)
		for _, b := range ends {
			isEnd[b] = true
		}
		// A return is a way out only if some path reaches it without ending the process:
		// the one after a call of an exiting helper (`finish(); return 0;`) is not.
		reached := f.reachedAvoiding(isEnd)
		for _, x := range f.Exits {
			if !isEnd[x] && reached[x] {
				return f.flowWithout(ends)
			}
		}
		return f.live()
	})
}

// reachedAvoiding marks the blocks a path from the entry reaches without leaving a block
// stop marks (the stop blocks themselves are reached).
func (f *Function) reachedAvoiding(stop []bool) []bool {
	seen := make([]bool, len(f.Blocks))
	if len(f.Blocks) == 0 {
		return seen
	}
	seen[0] = true
	work := []int{0}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if stop[b] {
			continue
		}
		for _, s := range f.CFG.Succ[b] {
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return seen
}

// exitingCall is the first call of block b to a function of the program that ends the
// process on every path (exitsProcess), or nil.
func (f *Function) exitingCall(b *llvmir.Block) *llvmir.Inst {
	for _, in := range b.Insts {
		if isCallOp(in.Op) && f.callsExiting(in) {
			return in
		}
	}
	return nil
}

// callsExiting reports whether call in reaches a function of exitsProcess.
func (f *Function) callsExiting(in *llvmir.Inst) bool {
	g := f.Program.resolve(f.Module, in.CalledFunction())
	return g != nil && f.Program.exitsProcess[g]
}

// failureReturns are the blocks of C's main that return a constant failure status: `if
// (bad) { printf(...); return -1; }` leaves the process as exit(-1) would, and what the
// survivors compute after it is computed by every process still there to read it. clang joins
// every return of main into one block that returns the value of a slot (-O0) or a phi; a
// block whose only successor is that join and which sets the status to a constant other than
// 0 is such a return, and so is a `ret` of such a constant. A return of 0 is how main normally
// ends and stays a normal exit. For data only (survivors): whether the processes that return
// leave others waiting in a collective is the collective check's question.
func (f *Function) failureReturns() []int {
	if f.IR.Name != "main" {
		return nil
	}
	var out []int
	for _, x := range f.Exits {
		term := f.Blocks[x].IR.Terminator()
		if term == nil || term.Op != "ret" || len(term.Operands) != 1 {
			continue
		}
		status := term.Operands[0]
		if isFailureStatus(status) {
			out = append(out, x)
			continue
		}
		if status.Kind != llvmir.ValLocal {
			continue
		}
		def := f.Def(status.Name)
		if def == nil || def.Block != f.Blocks[x].IR {
			continue
		}
		for _, p := range f.CFG.Pred[x] {
			if len(f.CFG.Succ[p]) != 1 {
				continue // a conditional branch into the return: the other way goes on
			}
			if f.setsFailureStatus(def, f.Blocks[p].IR) {
				out = append(out, p)
			}
		}
	}
	return out
}

// setsFailureStatus reports whether block pred, on its way to the return block that computes
// status (a load of main's return slot, or a phi), gives it a constant failure status.
func (f *Function) setsFailureStatus(status *llvmir.Inst, pred *llvmir.Block) bool {
	switch status.Op {
	case "phi":
		for i, b := range status.PhiBlocks {
			if b == pred && i < len(status.Operands) {
				return isFailureStatus(status.Operands[i])
			}
		}
	case "load":
		if len(status.Operands) == 1 {
			if term := pred.Terminator(); term != nil {
				return isFailureStatus(f.storedBefore(term, status.Operands[0]))
			}
		}
	}
	return false
}

// isFailureStatus reports whether v is an integer constant other than 0.
func isFailureStatus(v *llvmir.Value) bool {
	return v != nil && v.Kind == llvmir.ValInt && v.Int != 0
}

// flowWithout builds the CFG without the blocks from which every path reaches one of ends
// and no normal exit, with its post-dominance.
func (f *Function) flowWithout(endBlocks []int) *liveFlow {
	n := len(f.Blocks)
	ends := make([]bool, n)
	for _, b := range endBlocks {
		ends[b] = true
	}
	// An edge on which the job ends (errexit.go) is not followed; a block all of whose
	// edges are such ends the job itself.
	cut := f.errorExits().edges
	live := func(b, s int) bool { return !cut[[2]int{b, s}] }
	if len(cut) > 0 {
		for b := 0; b < n; b++ {
			some, all := false, true
			for _, s := range f.CFG.Succ[b] {
				some = true
				all = all && !live(b, s)
			}
			if some && all {
				ends[b] = true
			}
		}
	}
	// Backward reachability from the normal exits, and from the job ends.
	reaches := func(from func(int) bool) []bool {
		seen := make([]bool, n)
		var work []int
		for b := 0; b < n; b++ {
			if from(b) {
				seen[b] = true
				work = append(work, b)
			}
		}
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			for _, p := range f.CFG.Pred[b] {
				if !seen[p] && !ends[p] && live(p, b) {
					seen[p] = true
					work = append(work, p)
				}
			}
		}
		return seen
	}
	isExit := make([]bool, n)
	for _, x := range f.Exits {
		isExit[x] = !ends[x]
	}
	normal := reaches(func(b int) bool { return isExit[b] })
	toEnd := reaches(func(b int) bool { return ends[b] })
	doomed := make([]bool, n)
	some := false
	for b := 0; b < n; b++ {
		doomed[b] = ends[b] || !normal[b] && toEnd[b]
		some = some || doomed[b]
	}
	if !some && len(cut) == 0 {
		// Nothing is cut (the usual case): the flow is the whole CFG, whose post-dominance
		// is shared rather than built again (same edges, same exits in the same order).
		return &liveFlow{cfg: f.CFG, pdom: f.PostDom(), pdf: f.PDF(), doomed: doomed}
	}
	lf := &liveFlow{doomed: doomed, cfg: graph.New(n)}
	var exits []int
	for b := 0; b < n; b++ {
		if lf.doomed[b] {
			continue
		}
		for _, s := range f.CFG.Succ[b] {
			if !lf.doomed[s] && live(b, s) {
				lf.cfg.AddEdge(b, s)
			}
		}
		if isExit[b] {
			exits = append(exits, b)
		}
	}
	lf.pdom = graph.PostDominators(lf.cfg, exits)
	lf.pdf = graph.PostFrontiers(lf.cfg, lf.pdom)
	return lf
}

// PDFPlusLive is PDFPlus on the paths that do not end the job: a path that aborts neither
// meets nor misses the set, so a conditional that only chooses between going on and aborting
// decides nothing (termination is not divergence).
func (f *Function) PDFPlusLive(set []int) []int {
	lf := f.live()
	var kept []int
	for _, b := range set {
		if !lf.doomed[b] {
			kept = append(kept, b)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	return graph.PDFPlusOfSet(lf.cfg, lf.pdom, lf.pdf, kept)
}

// PDFLive is the post-dominance frontier of every block on the paths that do not end the
// job: a block after a loop whose body may abort or throw (to no handler) still runs wherever
// the loop was entered. A block on a job-ending path keeps its frontier in the whole CFG.
func (f *Function) PDFLive() [][]int {
	lf := f.live()
	whole := f.PDF()
	out := make([][]int, len(f.Blocks))
	for b := range out {
		if lf.doomed[b] {
			out[b] = whole[b]
		} else {
			out[b] = lf.pdf[b]
		}
	}
	return out
}

// PDFSurvivors is the post-dominance frontier of every block on the paths that do not end
// this process. It is for data, not for collectives: a process that left through exit()
// reads nothing afterwards, so the code after `if (bad) { print; exit(1); }` runs on every
// process that is still there to see what it computes. (Whether those that exited leave
// the others waiting is the collective check's question, answered with PDFLive.)
func (f *Function) PDFSurvivors() [][]int {
	lf := f.survivors()
	whole := f.PDF()
	out := make([][]int, len(f.Blocks))
	for b := range out {
		if lf.doomed[b] {
			out[b] = whole[b]
		} else {
			out[b] = lf.pdf[b]
		}
	}
	return out
}

// MayEndProcess reports whether a block of f is cut by a call that ends this process but not
// necessarily the job (exit, STOP, longjmp): the collective check reads such a path as a
// divergence, so what decides it matters. Calls that end the job (abort, a failed assert,
// MPI_Abort) do not count.
func (f *Function) MayEndProcess() bool {
	for _, b := range f.Blocks {
		if b.NoReturn != nil && !f.endsJob(b.NoReturn) {
			return true
		}
	}
	return false
}
