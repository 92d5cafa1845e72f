// Package model turns LLVM IR modules into the program the analyses reason about: functions
// with their control-flow graphs (one node per IR basic block), the events in each block (MPI
// calls classified by the registry, calls to other functions, calls that never return), source
// positions for everything, and the call graph across all the modules of a run.
//
// The model is built once per run and is read-only afterwards; the dominance information of a
// function is computed on first use and cached, so the checks share it.
package model

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Program is every function of every module given to one run.
type Program struct {
	Modules []*llvmir.Module
	Funcs   []*Function // functions with a body, in input order

	// external holds definitions visible across modules by name; internal (static) functions
	// are only visible inside their own module (see resolve).
	external map[string]*Function
	internal map[*llvmir.Module]map[string]*Function

	callGraph lazy[*graph.Digraph]
	omp       lazy[*ompProgram] // OpenMP structure, built on first use (omp_program.go)

	// neverReturns are the functions that end the job on every path (termination.go).
	neverReturns map[*Function]bool
	// exitsProcess are the functions that end this process on every path, normally or not
	// (an exitt() that calls MPI_Finalize and exit): what follows their calls is dead for
	// the data of the process that called them (termination.go).
	exitsProcess map[*Function]bool
	catchOnce    sync.Once
	catching     map[*Function]bool // an exception leaving the function may be caught (termination.go)

	isolate bool // while building: a panic names its function (BuildIsolated)

	takenOnce sync.Once
	taken     []*Function // functions whose address is taken (indirect.go)
	givenOnce sync.Once
	given     []*Function // functions whose address is given to a library (indirect.go)
	indirect  sync.Map    // *llvmir.Inst -> []*Function: IndirectTargets of each call

	usesOnce sync.Once
	uses     *usesInfo // which kinds of events each function holds and reaches (uses.go)

	errOnce sync.Once
	errs    *errFacts // error exits (errexit.go)

	incomplete bool      // MarkIncomplete: code of the program is missing from the run
	deadOnce   sync.Once // findDead
	dead       []bool    // by function index: never runs (dead.go); nil when unknown
}

// Build makes the program model of the given modules. It never fails: constructs it does not
// understand are left out of the model (they are treated as plain instructions).
func Build(mods []*llvmir.Module) *Program {
	return build(mods, nil, false)
}

// BuildWithout is Build leaving out the functions of leaveOut (see BuildIsolatedWithout).
func BuildWithout(mods []*llvmir.Module, leaveOut map[*llvmir.Function]bool) *Program {
	return build(mods, leaveOut, false)
}

// BuildError is a function whose model could not be built: a bug of parcoach on IR it did not
// foresee. The function is left out of the program (calls to it are calls to a function
// without a body) and the rest is modelled.
type BuildError struct {
	Module *llvmir.Module
	Func   string // IR name
	Name   string // user-level name (demangled)
	Panic  any
}

func (e BuildError) Error() string {
	return fmt.Sprintf("function %s: internal error while building the program model (please report it with the input): %v", e.Name, e.Panic)
}

// funcFailure carries a panic out of the build attempt with the function it happened in.
type funcFailure struct {
	f *Function
	r any
}

// BuildIsolated is Build for a run that must go on when the model of one function cannot be
// built: such a function is left out and returned as a BuildError, and the program is built
// again from the others (a function may be referenced by those built before it). A panic that
// is no function's is not recovered.
func BuildIsolated(mods []*llvmir.Module) (*Program, []BuildError) {
	return BuildIsolatedWithout(mods, nil)
}

// BuildIsolatedWithout is BuildIsolated leaving out the functions of leaveOut as if they had
// no body: the MPI wrappers whose every call was read as the MPI call itself (mpiwrap).
func BuildIsolatedWithout(mods []*llvmir.Module, leaveOut map[*llvmir.Function]bool) (*Program, []BuildError) {
	skip := map[*llvmir.Function]bool{}
	for f := range leaveOut {
		skip[f] = true
	}
	var errs []BuildError
	for {
		p, fail := tryBuild(mods, skip)
		if fail == nil {
			return p, errs
		}
		skip[fail.f.IR] = true
		errs = append(errs, BuildError{Module: fail.f.Module, Func: fail.f.IR.Name, Name: fail.f.Name, Panic: fail.r})
	}
}

func tryBuild(mods []*llvmir.Module, skip map[*llvmir.Function]bool) (p *Program, fail *funcFailure) {
	defer func() {
		if r := recover(); r != nil {
			ff, ok := r.(funcFailure)
			if !ok {
				panic(r)
			}
			p, fail = nil, &ff
		}
	}()
	return build(mods, skip, true), nil
}

// guard runs one step of building f; with isolation on, a panic in it becomes a funcFailure.
func (p *Program) guard(f *Function, step func()) {
	if p.isolate {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(funcFailure); ok {
					panic(r)
				}
				panic(funcFailure{f, r})
			}
		}()
	}
	step()
}

func build(mods []*llvmir.Module, skip map[*llvmir.Function]bool, isolate bool) *Program {
	p := &Program{
		Modules:  mods,
		external: map[string]*Function{},
		internal: map[*llvmir.Module]map[string]*Function{},
		isolate:  isolate,
	}
	for _, m := range mods {
		p.internal[m] = map[string]*Function{}
		for _, irf := range m.Funcs {
			if irf.Decl || len(irf.Blocks) == 0 || skip[irf] {
				continue
			}
			var f *Function
			p.guard(&Function{Module: m, IR: irf, Name: irf.Name}, func() { f = newFunction(p, m, irf) })
			f.Index = len(p.Funcs)
			p.Funcs = append(p.Funcs, f)
			if irf.Linkage == "internal" || irf.Linkage == "private" {
				p.internal[m][irf.Name] = f
			} else if _, dup := p.external[irf.Name]; !dup {
				// With several definitions of one external name (inline functions, templates
				// in several translation units), the first one stands for all: they are
				// required to be equivalent.
				p.external[irf.Name] = f
			}
		}
	}
	p.resolveAliases()
	p.findNeverReturning()
	p.findExitingProcess()
	for _, f := range p.Funcs {
		p.guard(f, f.buildCFG)
		p.guard(f, f.buildEvents)
	}
	p.isolate = false
	return p
}

// resolve finds the definition a call in module m to name reaches, if the run has it.
// resolveAliases makes the names of IR aliases of defined functions name those functions:
// clang emits a C++ class's complete-object constructor and destructor (C1, D1), which the
// program calls, as aliases of the base-object ones (C2, D2), which hold the code. Without
// this, every `Atom atom(n)` was a call to an unknown library function.
func (p *Program) resolveAliases() {
	for _, m := range p.Modules {
		for _, a := range m.Aliases {
			if a.Kind != "alias" || a.Target == nil {
				continue
			}
			t := a.Target.Base()
			if t == nil || t.Kind != llvmir.ValGlobal {
				continue
			}
			f := p.resolve(m, t.Name)
			if f == nil {
				continue
			}
			if a.Linkage == "internal" || a.Linkage == "private" {
				if _, ok := p.internal[m][a.Name]; !ok {
					p.internal[m][a.Name] = f
				}
			} else if _, ok := p.external[a.Name]; !ok {
				p.external[a.Name] = f
			}
		}
	}
}

func (p *Program) resolve(m *llvmir.Module, name string) *Function {
	if f, ok := p.internal[m][name]; ok {
		return f
	}
	return p.external[name]
}

// Lookup finds a function by its IR name, preferring external definitions.
func (p *Program) Lookup(name string) *Function {
	if f, ok := p.external[name]; ok {
		return f
	}
	for _, m := range p.Modules { // in input order: the same answer on every run
		if f, ok := p.internal[m][name]; ok {
			return f
		}
	}
	return nil
}

// CallGraph returns the call graph of the program: node i is Funcs[i], with an edge for every
// direct call (and every OpenMP region a function forks) to a function the run has a body for.
func (p *Program) CallGraph() *graph.Digraph { return p.callGraph.get(p.buildCallGraph) }

func (p *Program) buildCallGraph() *graph.Digraph {
	g := graph.New(len(p.Funcs))
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Callee != nil {
					g.AddEdge(f.Index, e.Callee.Index)
				}
			}
		}
	}
	return g
}

// BottomUpOrder lists the functions callees first (up to recursion): BottomUp's components
// one after the other.
func (p *Program) BottomUpOrder() []*Function {
	var out []*Function
	for _, comp := range p.BottomUp() {
		out = append(out, comp...)
	}
	return out
}

// BottomUp returns the functions grouped in strongly connected components of the call graph,
// callees before callers, so summaries can be computed in one pass (with a fixpoint inside a
// component for recursion).
func (p *Program) BottomUp() [][]*Function {
	comps := graph.SCC(p.CallGraph())
	out := make([][]*Function, len(comps))
	for i, c := range comps {
		fs := make([]*Function, len(c))
		for j, n := range c {
			fs[j] = p.Funcs[n]
		}
		out[i] = fs
	}
	return out
}

// Position converts a debug location into a diagnostic position. The file is shown as users
// can open it from where they run parcoach: relative to the working directory when it is
// below it, else absolute (DisplayPath), found from the location's file and directory.
func Position(loc llvmir.Location, fallbackFile, fn string) diag.Pos {
	if !loc.Known {
		return diag.Pos{File: fallbackFile, Func: fn}
	}
	file := loc.File
	if file == "" {
		file = fallbackFile
	} else {
		file = displayFile(file, loc.Dir)
	}
	return diag.Pos{File: file, Line: loc.Line, Col: loc.Col, Func: fn}
}

// displayFiles memoizes displayFile: a run asks for the same few files again and again, and
// filepath.Rel allocates (issue 18).
var displayFiles sync.Map // fileDir -> string

type fileDir struct{ file, dir string }

// displayFile is DisplayPath of a debug location's file in directory dir.
func displayFile(file, dir string) string {
	k := fileDir{file, dir}
	if v, ok := displayFiles.Load(k); ok {
		return v.(string)
	}
	p := file
	if !filepath.IsAbs(p) && dir != "" {
		p = filepath.Join(dir, p)
	}
	p = DisplayPath(p)
	displayFiles.Store(k, p)
	return p
}

var workDir struct {
	once sync.Once
	dir  string
}

// DisplayPath shows an absolute path relative to the working directory when it is below it
// (examples/a.c), else as it is (/usr/include/mpi.h, or a relative path nothing is known of).
func DisplayPath(p string) string {
	if !filepath.IsAbs(p) {
		return p
	}
	workDir.once.Do(func() {
		if d, err := os.Getwd(); err == nil {
			workDir.dir, _ = filepath.EvalSymlinks(d)
			if workDir.dir == "" {
				workDir.dir = d
			}
		}
	})
	if workDir.dir == "" {
		return p
	}
	rel, err := filepath.Rel(workDir.dir, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return p
	}
	return rel
}

// displayName is the name users know a function by: the debug-info name (unmangled C++
// name), the Fortran source name, or the IR name.
func displayName(m *llvmir.Module, f *llvmir.Function) string {
	if loc := m.FuncLocation(f); loc.Known && loc.Func != "" {
		return loc.Func
	}
	if strings.HasPrefix(f.Name, "_Q") {
		return llvmir.DemangleFortran(f.Name)
	}
	if isFortranSource(sourceFile(m)) && strings.HasSuffix(f.Name, "_") {
		// An external Fortran procedure keeps the compiler's trailing underscore.
		return strings.TrimSuffix(f.Name, "_")
	}
	return f.Name
}

func isFortranSource(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".f", ".for", ".ftn", ".f90", ".f95", ".f03", ".f08":
		return true
	}
	return false
}

// sourceFile is the file a module came from, used when an instruction has no location: the
// module's name when it is an absolute path (the pipeline names a module after its source
// file so), else the source_filename of the IR (not flang's "FIRModule"), else the name.
func sourceFile(m *llvmir.Module) string {
	if filepath.IsAbs(m.Name) && !strings.HasSuffix(m.Name, ".ll") {
		return DisplayPath(m.Name)
	}
	if m.SourceFilename != "" && m.SourceFilename != "FIRModule" { // flang-new names no file
		return m.SourceFilename
	}
	return m.Name
}
