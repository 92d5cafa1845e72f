package model

import (
	"strings"

	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// ompProgram holds what the OpenMP recogniser knows about the whole program, built on first
// use: which functions are parallel regions and task bodies, who starts them, and the
// per-function structure (omp_construct.go).
type ompProgram struct {
	forks   map[*Function][]*Event // __kmpc_fork_call sites running each outlined function
	tasks   map[*Function][]*Event // __kmpc_omp_task_alloc sites naming each task entry
	callers map[*Function][]*Event // ordinary call sites (serialized regions included)
}

func (p *Program) ompProg() *ompProgram { return p.omp.get(p.buildOMPProgram) }

func (p *Program) buildOMPProgram() *ompProgram {
	op := &ompProgram{
		forks: map[*Function][]*Event{}, tasks: map[*Function][]*Event{}, callers: map[*Function][]*Event{},
	}
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				switch {
				case e.Kind == Call && e.Fork:
					op.forks[e.Callee] = append(op.forks[e.Callee], e)
				case e.Kind == Call:
					op.callers[e.Callee] = append(op.callers[e.Callee], e)
				case e.Kind == OMPCall && e.OMP.Kind == OMPTaskAlloc:
					if t := f.taskEntry(e); t != nil {
						op.tasks[t] = append(op.tasks[t], e)
					}
				}
			}
		}
	}
	return op
}

// taskEntry is the function a __kmpc_omp_task_alloc call names as the task's body.
func (f *Function) taskEntry(e *Event) *Function {
	for i := len(e.Inst.Args) - 1; i >= 0; i-- {
		if v := e.Inst.Args[i].Base(); v != nil && v.Kind == llvmir.ValGlobal {
			if t := f.Program.resolve(f.Module, v.Name); t != nil {
				return t
			}
		}
	}
	return nil
}

// TaskEntry is the function that runs the body of the task a __kmpc_omp_task_alloc event
// creates, or nil.
func (e *Event) TaskEntry() *Function {
	if e.Kind != OMPCall || e.OMP == nil || e.OMP.Kind != OMPTaskAlloc {
		return nil
	}
	return e.Fn().taskEntry(e)
}

// ForkSites returns the __kmpc_fork_call events that run f as a parallel region.
func (p *Program) ForkSites(f *Function) []*Event { return p.ompProg().forks[f] }

// TaskSites returns the __kmpc_omp_task_alloc events that make f the body of a task.
func (p *Program) TaskSites(f *Function) []*Event { return p.ompProg().tasks[f] }

// CallSites returns the ordinary (non-fork) call events that reach f.
func (p *Program) CallSites(f *Function) []*Event { return p.ompProg().callers[f] }

// IsRegion reports whether f is an OpenMP parallel region: the outlined function a
// __kmpc_fork_call runs.
func (f *Function) IsRegion() bool { return len(f.Program.ForkSites(f)) > 0 }

// IsTaskEntry reports whether f runs the body of an explicit task.
func (f *Function) IsTaskEntry() bool { return len(f.Program.TaskSites(f)) > 0 }

// StartsTeam reports whether the event starts a new team running its callee: a
// __kmpc_fork_call, or the direct call of an outlined region on the serialized path of
// `parallel if(...)` (a team of one thread).
func (e *Event) StartsTeam() bool {
	if e.Kind != Call || e.Callee == nil {
		return false
	}
	return e.Fork || e.Callee.IsRegion()
}

// ConstantTeamSize is N when the fork event e is preceded by `__kmpc_push_num_threads(loc,
// gtid, N)` with N a positive constant and no other fork in between: in its block, or in the
// straight line of blocks before it (flang pushes in the block before the fork's); else 0.
func (e *Event) ConstantTeamSize() int {
	f := e.Fn()
	b, end := e.Block, e.Index
	for steps := 0; steps < 8; steps++ {
		evs := b.Events
		for i := end - 1; i >= 0; i-- {
			x := evs[i]
			if x.StartsTeam() {
				return 0
			}
			if x.Kind == OMPCall && x.OMP.Kind == OMPPushNumThreads {
				n := x.Inst.Args
				if len(n) == 3 && n[2].Kind == llvmir.ValInt && n[2].Int > 0 {
					return int(n[2].Int)
				}
				return 0
			}
		}
		preds := f.CFG.Pred[b.Index]
		if len(preds) != 1 || len(f.CFG.Succ[preds[0]]) != 1 {
			return 0
		}
		b = f.Blocks[preds[0]]
		end = len(b.Events)
	}
	return 0
}

// Outlined reports whether f is code the compiler outlined from a user function: a parallel
// region, a task entry, or a compiler-named function called only from outlined code (clang's
// `.omp_outlined._debug__` twin holding a region's body with -g, flang's `..omp_par` task
// bodies called by their wrapper).
func (f *Function) Outlined() bool { return f.outlined(0) }

func (f *Function) outlined(depth int) bool {
	if f.IsRegion() || f.IsTaskEntry() {
		return true
	}
	if depth > 4 || !CompilerNamed(f.IR.Name) {
		return false
	}
	calls := f.Program.CallSites(f)
	if len(calls) == 0 {
		return false
	}
	for _, c := range calls {
		if !c.Fn().outlined(depth + 1) {
			return false
		}
	}
	return true
}

// IsMain reports whether f is the program's main function: C's main, the Fortran main program
// (flang's _QQmain, gfortran's MAIN__).
func (f *Function) IsMain() bool {
	switch f.IR.Name {
	case "main", "_QQmain", "MAIN__":
		return true
	}
	return false
}

// CompilerNamed recognises the names clang and flang give the functions they outline:
// `.omp_outlined.`, `.omp_outlined._debug__.N`, `.omp_task_entry.` (clang 14 to 16),
// `f.omp_outlined`, `f.omp_outlined_debug__.N` (clang 17 and later put the parent's name
// first), `_QQmain..omp_par.N` (flang).
func CompilerNamed(name string) bool {
	return strings.HasPrefix(name, ".omp") || strings.Contains(name, ".omp_outlined") || strings.Contains(name, "..omp_par")
}

// InRegionBody reports whether f holds the body of a parallel region (the outlined function
// or its `_debug__` twin), so that reaching its return is reaching the region's end.
func (f *Function) InRegionBody() bool {
	if f.IsRegion() {
		return true
	}
	if !f.Outlined() || f.IsTaskEntry() {
		return false
	}
	calls := f.Program.CallSites(f)
	for _, c := range calls {
		if !c.Fn().IsRegion() {
			return false
		}
	}
	return len(calls) > 0
}

// Parent is the function an outlined function was written in: the function that forks it,
// allocates it as a task, or (for clang's `_debug__` twin) calls it. nil for other functions.
func (f *Function) Parent() *Function {
	if !f.Outlined() {
		return nil
	}
	p := f.Program
	for _, sites := range [][]*Event{p.ForkSites(f), p.TaskSites(f), p.CallSites(f)} {
		if len(sites) > 0 {
			return sites[0].Fn()
		}
	}
	return nil
}

// UserFunc is the name of the user function f's code was written in: f's own name, or for
// outlined code the user function it was outlined from (so a finding inside a parallel region
// of main is "in function main", also for flang-new-16 which gives no line).
func (f *Function) UserFunc() string {
	g := f
	for i := 0; i < 8; i++ {
		p := g.Parent()
		if p == nil {
			break
		}
		g = p
	}
	return g.Name
}

// Flow is the control flow of a function without the exception edges of `invoke`: the CFG in
// which a call that may throw (C++ at -O0 calls everything through invoke inside regions,
// with a landing pad that calls std::terminate) does not count as a conditional. OpenMP does
// not let an exception leave a region, so these edges never decide what a team executes.
// Edges into blocks holding nothing but `unreachable` are left out too: flang-new-16 sends
// the atomic case of a reduction's switch to one. So are edges into blocks that end the
// process (termination is not divergence, for a team as for the processes).
type Flow struct {
	CFG     *graph.Digraph
	PostDom *graph.PostDom
	PDF     [][]int
}

// NormalFlow returns f's control flow without exception edges, bare `unreachable` blocks and
// blocks that end the process. For a function with none of them it shares f's CFG and
// post-dominance.
func (f *Function) NormalFlow() *Flow { return f.normalFlow.get(f.buildNormalFlow) }

func (f *Function) buildNormalFlow() *Flow {
	var fl *Flow
	// Blocks that only say `unreachable`, and blocks cut by a call that ends the process
	// (exit, abort, MPI_Abort, STOP: a thread that makes it ends every thread of the team,
	// so it leaves none waiting at a barrier). TeaLeaf's `!$omp do reduction` loop calls
	// report_error (MPI_Abort) in its body: that path made the loop's barrier look skipped.
	dead := make([]bool, len(f.Blocks))
	own := false // f needs a flow of its own: exception edges or dead blocks to leave out
	for i, b := range f.Blocks {
		t := f.Terminator(i)
		switch {
		case b.NoReturn != nil:
			dead[i], own = true, true
		case t != nil && t.Op == "unreachable" && !hasCall(b):
			dead[i], own = true, true
		case t != nil && t.Op == "invoke":
			own = true
		}
	}
	if !own {
		fl = &Flow{CFG: f.CFG, PostDom: f.PostDom(), PDF: f.PDF()}
	} else {
		g := graph.New(len(f.Blocks))
		for i, b := range f.Blocks {
			if b.NoReturn != nil {
				continue
			}
			t := f.Terminator(i)
			if t != nil && t.Op == "invoke" && len(t.Succs) > 0 {
				g.AddEdge(i, t.Succs[0].Index)
				continue
			}
			for _, s := range f.CFG.Succ[i] {
				if !dead[s] {
					g.AddEdge(i, s)
				}
			}
		}
		pd := graph.PostDominators(g, f.Exits)
		fl = &Flow{CFG: g, PostDom: pd, PDF: graph.PostFrontiers(g, pd)}
	}
	return fl
}

// PDFPlus is the iterated post-dominance frontier of a set of blocks in this flow (see
// Function.PDFPlus).
func (fl *Flow) PDFPlus(set []int) []int {
	return graph.PDFPlusOfSet(fl.CFG, fl.PostDom, fl.PDF, set)
}

func hasCall(b *Block) bool {
	for _, in := range b.IR.Insts {
		if isCallOp(in.Op) {
			return true
		}
	}
	return false
}

// IsFortran reports whether f was compiled from Fortran (flang names its module FIRModule and
// its procedures _Q...).
func (f *Function) IsFortran() bool {
	return f.Module.SourceFilename == "FIRModule" || isFortranSource(f.Module.Name) || strings.HasPrefix(f.IR.Name, "_Q")
}
