// Package pipeline runs parcoach end to end on a set of inputs: compile each source file to
// LLVM IR (or read .ll files), parse the IR, build the program model of all the modules
// together, run the checks, and collect what made the run incomplete.
//
// A failing input never stops the others: it becomes a Problem (one line naming the file and
// the reason) and the rest of the program is still analysed.
package pipeline

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/frontend"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpiwrap"
)

// Options says what to analyse and how.
type Options struct {
	Inputs          []string // source files, .ll files, or directories searched for them
	CompileCommands string   // a compile_commands.json whose entries are analysed too
	Frontend        frontend.Options
	Config          check.Config
	Analyzers       []*check.Analyzer
	Jobs            int // compilations, IR reads, programs and analyses at once; 0 means one per CPU
	// Filter, when set, is given the diagnostics of the run and returns those to report
	// (suppressions take the others away).
	Filter func([]*diag.Diagnostic) []*diag.Diagnostic
	// Progress, when set, is told how far the run is; calls come one at a time.
	Progress func(Progress)
	// OneProgram analyses the inputs as one program even when they hold several (two
	// definitions of a symbol: see programs.go).
	OneProgram bool
}

// Progress is how far a run is, for a progress indicator.
type Progress struct {
	Files    int    // inputs to compile (or read, for .ll files)
	Compiled int    // of them, compiled so far (successfully or not)
	Read     int    // IR modules read so far
	Phase    string // "compiling", "reading the IR", "running the checks", "done"
}

// tracker tells Options.Progress about the run, one call at a time.
type tracker struct {
	mu       sync.Mutex
	p        Progress
	compiled map[string]bool
	report   func(Progress)
}

func (t *tracker) update(change func(*Progress)) {
	if t.report == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	change(&t.p)
	t.report(t.p)
}

func (t *tracker) phase(name string) { t.update(func(p *Progress) { p.Phase = name }) }

func (t *tracker) compiledOne(src string) {
	t.update(func(p *Progress) {
		if !t.compiled[src] {
			t.compiled[src] = true
			p.Compiled++
		}
	})
}

// Result is what a run found.
type Result struct {
	Program     *model.Program
	Diagnostics []*diag.Diagnostic
	Problems    []diag.Problem
	Results     map[*check.Analyzer]any // each analyzer's result (summaries, sites, statistics)
	Timings     []Timing                // how long each phase took
	IRBytes     int                     // size of the IR read
	// Unwrapped says which one-line MPI wrappers were read as the MPI calls they make, and at
	// how many call sites (mpiwrap).
	Unwrapped *mpiwrap.Report
	// Programs are the programs the inputs were split into, each analysed on its own, when
	// they hold several (Grouping says why); nil when they are one. Program then holds the
	// functions of all of them (the diagnostics' decisions index it), and Results those of
	// the first.
	Programs []*ProgramGroup
	Grouping string
}

// Timing is how long one phase of the run took: wall-clock time, and the CPU time of
// parcoach meanwhile (for "compile to IR", with that of the compilers it ran; 0 where it is
// not measured).
type Timing struct {
	Phase    string
	Duration time.Duration
	CPU      time.Duration
}

// clock measures a phase: wall-clock and CPU time since it was started.
type clock struct {
	start     time.Time
	self, sub time.Duration
}

func startClock() clock {
	self, sub := check.CPUTime()
	return clock{time.Now(), self, sub}
}

// timing is the phase measured since c started; children counts the CPU time of the
// compilers it ran too.
func (c clock) timing(phase string, children bool) Timing {
	self, sub := check.CPUTime()
	cpu := self - c.self
	if children {
		cpu += sub - c.sub
	}
	return Timing{phase, time.Since(c.start), cpu}
}

// Complete reports whether every input was analysed.
func (r *Result) Complete() bool { return len(r.Problems) == 0 }

// Run analyses the inputs.
func Run(ctx context.Context, opt Options) (*Result, error) {
	res := &Result{}
	jobs, err := expandInputs(opt)
	if err != nil {
		return nil, err
	}
	if len(jobs) == 0 {
		return nil, errors.New("no input files (give source files, .ll files, directories, or -p compile_commands.json)")
	}
	tr := &tracker{p: Progress{Files: len(jobs)}, compiled: map[string]bool{}, report: opt.Progress}
	defer tr.phase("done")
	if opt.Progress != nil {
		for i := range jobs {
			jobs[i].opt.Compiled = tr.compiledOne
		}
	}
	tr.phase("compiling")
	clk := startClock()
	units := compileAll(ctx, jobs, opt, res)
	res.Timings = append(res.Timings, clk.timing("compile to IR", true))
	defer func() {
		for _, u := range units {
			if u != nil {
				_ = u.Close()
			}
		}
	}()
	tr.phase("reading the IR")
	clk = startClock()
	var mods []*llvmir.Module
	srcOf := map[*llvmir.Module]string{}
	parsed := readAll(units, opt.Jobs, func() { tr.update(func(p *Progress) { p.Read++ }) })
	for i, u := range units {
		if u == nil {
			continue
		}
		res.IRBytes += parsed[i].size
		m, err := parsed[i].m, parsed[i].err
		if err != nil {
			res.Problems = append(res.Problems, readProblem(u, err))
			continue
		}
		for _, p := range m.Problems {
			res.Problems = append(res.Problems, diag.Problem{
				Pos:     diag.Pos{File: u.Source},
				Message: fmt.Sprintf("IR line %d:%d: %s (skipped; the rest of the file is analysed)", p.Line, p.Col, p.Msg),
			})
		}
		mods = append(mods, m)
		srcOf[m] = u.Source
	}
	sortBySource(mods, srcOf)
	tr.phase("running the checks") // the model, then the analyses
	res.Timings = append(res.Timings, clk.timing("read IR", false))
	// Before the programs are split: a wrapper defined in one file is called from the others,
	// and the modules are only read once the programs' models are built.
	clk = startClock()
	res.Unwrapped = mpiwrap.Unwrap(mods)
	res.Timings = append(res.Timings, clk.timing("read MPI wrappers", false))
	size := dropBodies(mods, res.Unwrapped)
	var g *grouping
	if !opt.OneProgram {
		g = groupPrograms(mods, srcOf)
	}
	if g != nil {
		g.size = size
	}
	if g == nil {
		out := analyse(mods, srcOf, opt, res)
		for _, t := range out.Timings {
			res.Timings = append(res.Timings, Timing{"analysis " + t.Analyzer, t.Duration, t.CPU})
		}
		res.Diagnostics, res.Results = out.Diagnostics, out.Results
	} else {
		analysePrograms(g, srcOf, opt, res)
	}
	wrapperNotes(res)
	if opt.Filter != nil {
		res.Diagnostics = opt.Filter(res.Diagnostics)
	}
	displayProblemPaths(res.Problems)
	return res, nil
}

// dropBodies lets the modules give up the text of their function bodies that nothing reads
// any more (llvmir.DropBodies; issue 18: AMG's bodies were 21 MB of the live heap at the
// peak) and returns the size of each module's text before. The MPI wrappers' report keeps
// copies of its names (they pointed into the text). The text is kept whole when a
// PARCOACH_..DEBUG.. variable is set: the traces print instructions.
func dropBodies(mods []*llvmir.Module, rep *mpiwrap.Report) map[*llvmir.Module]int {
	size := make(map[*llvmir.Module]int, len(mods))
	for _, m := range mods {
		size[m] = len(m.Src)
	}
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); strings.HasPrefix(name, "PARCOACH_") && strings.Contains(name, "DEBUG") {
			return size
		}
	}
	llvmir.DropBodies(mods)
	if rep != nil {
		for i := range rep.Wrappers {
			w := &rep.Wrappers[i]
			w.Name, w.MPI = strings.Clone(w.Name), strings.Clone(w.MPI)
		}
		for i := range rep.Rewritten {
			rep.Rewritten[i].Wrapper = strings.Clone(rep.Rewritten[i].Wrapper)
		}
	}
	return size
}

// displayProblemPaths names the file of each problem as users can open it from the working
// directory (relative when below it, else absolute), in its position and in the compiler's
// message, which names the file as the compiler was given it.
func displayProblemPaths(ps []diag.Problem) {
	for i, p := range ps {
		if !filepath.IsAbs(p.Pos.File) {
			continue
		}
		shown := model.DisplayPath(p.Pos.File)
		if shown == p.Pos.File {
			continue
		}
		ps[i].Message = strings.ReplaceAll(p.Message, p.Pos.File+":", shown+":")
		ps[i].Pos.File = shown
	}
}

// jobsOf is the number of things to do at once for -j (0: one per CPU).
func jobsOf(j int) int {
	if j <= 0 {
		return runtime.NumCPU()
	}
	return j
}

// forEach calls do(0) ... do(n-1), up to jobs at once (jobs <= 0: one per CPU; 1: one after
// the other, in order, on the calling goroutine).
func forEach(n, jobs int, do func(i int)) {
	jobs = jobsOf(jobs)
	if jobs == 1 || n <= 1 {
		for i := 0; i < n; i++ {
			do(i)
		}
		return
	}
	var wg sync.WaitGroup
	sem := make(chan struct{}, jobs)
	for i := 0; i < n; i++ {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			do(i)
		}()
	}
	wg.Wait()
}

// parsedUnit is the module read from one unit, or why it could not be read.
type parsedUnit struct {
	m    *llvmir.Module
	err  error
	size int // bytes of IR read
}

// readAll parses the IR of the units, up to jobs at once (jobs <= 0: one per CPU); the
// modules are in the units' order whatever the order the reads finish in, so the rest of
// the run does not depend on jobs. read is called after each.
func readAll(units []*frontend.Unit, jobs int, read func()) []parsedUnit {
	out := make([]parsedUnit, len(units))
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	var wg sync.WaitGroup
	sem := make(chan struct{}, jobs)
	for i, u := range units {
		if u == nil {
			continue
		}
		name := u.Source
		if u.Path != "" {
			name = model.DisplayPath(u.Path) // positions without a line name the source as the user can open it
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			out[i].m, out[i].err = llvmir.Parse(name, u.IR)
			out[i].size = len(u.IR)
			if out[i].m != nil {
				// The module keeps a copy of its text without the debug metadata nothing
				// reads, and the unit lets go of the text it read (issue 18: the text was
				// 15-17 % of the live heap at the peak, its metadata up to 40 % of it).
				out[i].m.Compact()
				u.IR = nil
			}
			read()
		}()
	}
	wg.Wait()
	return out
}

// readProblem is the problem line of an IR file Parse rejected: at the IR's position for a .ll
// input, with "IR line" in the message for the IR a compiler made from a source (its lines are
// not the source's).
func readProblem(u *frontend.Unit, err error) diag.Problem {
	var pe *llvmir.Error
	if !errors.As(err, &pe) {
		return diag.Problem{Pos: diag.Pos{File: u.Source}, Message: "cannot read the IR: " + err.Error()}
	}
	if u.Lang == frontend.IR {
		return diag.Problem{Pos: diag.Pos{File: u.Source, Line: pe.Line, Col: pe.Col}, Message: "cannot read the IR: " + pe.Msg}
	}
	if pe.Line > 0 {
		return diag.Problem{Pos: diag.Pos{File: u.Source}, Message: fmt.Sprintf("cannot read the IR %s produced: IR line %d:%d: %s", u.Compiler, pe.Line, pe.Col, pe.Msg)}
	}
	return diag.Problem{Pos: diag.Pos{File: u.Source}, Message: fmt.Sprintf("cannot read the IR %s produced: %s", u.Compiler, pe.Msg)}
}

// job is one input to compile, with the options that apply to it.
type job struct {
	src string
	opt frontend.Options
}

// expandInputs turns the command line into compile jobs: files as given, directories searched
// recursively for sources, and the entries of a compilation database.
func expandInputs(opt Options) ([]job, error) {
	var jobs []job
	for _, in := range opt.Inputs {
		st, err := os.Stat(in)
		if err != nil {
			// Missing files become problems at compile time, with the frontend's message.
			jobs = append(jobs, job{in, opt.Frontend})
			continue
		}
		if !st.IsDir() {
			jobs = append(jobs, job{in, opt.Frontend})
			continue
		}
		var found []string
		err = filepath.WalkDir(in, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && p != in && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			if lang, ok := frontend.LangOf(p); ok && !d.IsDir() && lang != frontend.IR {
				found = append(found, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(found)
		for _, p := range found {
			jobs = append(jobs, job{p, opt.Frontend})
		}
	}
	if opt.CompileCommands != "" {
		cmds, err := frontend.ReadCompileCommands(opt.CompileCommands)
		if err != nil {
			return nil, err
		}
		for _, c := range cmds {
			jobs = append(jobs, job{c.File, c.Options(opt.Frontend)})
		}
	}
	return jobs, nil
}

// compileAll compiles the jobs, grouping those with the same options so the frontend can run
// them in parallel; failures become problems.
//
// Fortran units of one working directory share one folder of .mod files, whatever their
// flags: a build compiles some files with a flag more than others (BookLeaf's preprocessed
// .F90 files with -DLSETUP), and those use the modules the others define. A unit that failed
// only for a module not written yet is compiled again once other units compiled, group by
// group, as the frontend does within a group.
func compileAll(ctx context.Context, jobs []job, opt Options, res *Result) []*frontend.Unit {
	units := make([]*frontend.Unit, len(jobs))
	var groups []*compileGroup
	byKey := map[string]*compileGroup{}
	for i, j := range jobs {
		k := j.opt.WorkDir + "\x00" + strings.Join(j.opt.UserFlags, "\x00")
		g := byKey[k]
		if g == nil {
			g = &compileGroup{opt: j.opt}
			byKey[k] = g
			groups = append(groups, g)
		}
		g.idx = append(g.idx, i)
		g.srcs = append(g.srcs, j.src)
	}
	defer shareModuleDirs(groups)()
	for len(groups) > 0 {
		var again []*compileGroup
		var waiting []diag.Problem
		progress := false
		for _, g := range groups {
			// CompileAll returns the units and the errors each in input order, but as two
			// separate lists: units are matched back by source, errors name their file.
			us, errs := frontend.CompileAll(ctx, g.srcs, g.opt, opt.Jobs)
			next := 0
			for _, u := range us {
				for k := next; k < len(g.idx); k++ {
					if g.srcs[k] == u.Source {
						units[g.idx[k]], next = u, k+1
						progress = true
						break
					}
				}
			}
			retry := &compileGroup{opt: g.opt}
			for _, err := range errs {
				p := problemOf(g.srcs, err)
				if k := slices.Index(g.srcs, p.Pos.File); k >= 0 && frontend.MissingModule(err) {
					retry.idx, retry.srcs = append(retry.idx, g.idx[k]), append(retry.srcs, g.srcs[k])
					waiting = append(waiting, p)
					continue
				}
				res.Problems = append(res.Problems, p)
			}
			if len(retry.srcs) > 0 {
				again = append(again, retry)
			}
		}
		if !progress || len(again) == 0 {
			res.Problems = append(res.Problems, waiting...)
			break
		}
		groups = again
	}
	return units
}

// compileGroup is jobs compiled with the same options: their indices among the jobs, their
// sources, the options.
type compileGroup struct {
	idx  []int
	srcs []string
	opt  frontend.Options
}

// shareModuleDirs gives every group that compiles Fortran in one working directory the same
// new folder for .mod files (unless the group names its own), and returns the function that
// removes those folders.
func shareModuleDirs(groups []*compileGroup) func() {
	dirs := map[string]string{}
	for _, g := range groups {
		if g.opt.ModuleDir != "" || !slices.ContainsFunc(g.srcs, isFortran) {
			continue
		}
		d, ok := dirs[g.opt.WorkDir]
		if !ok {
			var err error
			if d, err = os.MkdirTemp(g.opt.TempDir, "parcoach-fmod-"); err != nil {
				continue // (the frontend makes one of its own for the group)
			}
			dirs[g.opt.WorkDir] = d
		}
		g.opt.ModuleDir = d
	}
	return func() {
		for _, d := range dirs {
			os.RemoveAll(d)
		}
	}
}

func isFortran(src string) bool {
	l, _ := frontend.LangOf(src)
	return l == frontend.Fortran
}

// problemOf turns a compile error into a problem line. The frontend's errors start with the
// file they are about; the problem keeps that file as its position.
func problemOf(srcs []string, err error) diag.Problem {
	msg := err.Error()
	for _, src := range srcs {
		if strings.HasPrefix(msg, src+": ") {
			return diag.Problem{Pos: diag.Pos{File: src}, Message: strings.TrimPrefix(msg, src+": ")}
		}
	}
	return diag.Problem{Message: msg}
}

// analyse builds the model of the modules and runs the analyses. A function whose model cannot
// be built is left out (one problem line naming its file and function). When an analysis fails
// with an internal error on several files, each file is analysed alone to find the ones it fails
// on: those are left out (one problem line each) and the others are analysed together again, so
// that one file parcoach does not understand does not take the findings of the others with it.
func analyse(mods []*llvmir.Module, srcOf map[*llvmir.Module]string, opt Options, res *Result) *check.Outcome {
	clk := startClock()
	res.Program = buildModel(mods, srcOf, res.Unwrapped, res)
	if len(res.Problems) > 0 {
		res.Program.MarkIncomplete() // a unit or a function is missing: no code is known dead
	}
	res.Timings = append(res.Timings, clk.timing("build model", false))
	out, err := check.ExecuteJobs(res.Program, &opt.Config, opt.Analyzers, jobsOf(opt.Jobs))
	if internalError(err) && len(mods) > 1 {
		var good, bad []*llvmir.Module
		for _, m := range mods {
			alone := buildModel([]*llvmir.Module{m}, srcOf, res.Unwrapped, nil)
			if _, err := check.Execute(alone, &opt.Config, opt.Analyzers); internalError(err) {
				bad = append(bad, m)
				for _, line := range strings.Split(err.Error(), "\n") {
					res.Problems = append(res.Problems, diag.Problem{Pos: diag.Pos{File: srcOf[m]},
						Message: "analysis failed on this file (left out; the other files are analysed): " + line})
				}
			} else {
				good = append(good, m)
			}
		}
		if len(bad) > 0 {
			res.Program = buildModel(good, srcOf, res.Unwrapped, nil)
			res.Program.MarkIncomplete()
			out, err = check.Execute(res.Program, &opt.Config, opt.Analyzers)
		}
	}
	if err != nil {
		var pos diag.Pos
		if len(mods) == 1 {
			pos.File = srcOf[mods[0]]
		}
		for _, line := range strings.Split(err.Error(), "\n") {
			res.Problems = append(res.Problems, diag.Problem{Pos: pos, Message: "analysis failed: " + line})
		}
	}
	return out
}

// internalError reports whether err holds an analyzer's panic.
func internalError(err error) bool {
	var ie *check.InternalError
	return errors.As(err, &ie)
}

// sortBySource puts the modules in the order of their source files' paths, whatever the
// order the inputs came in: the program's functions follow the modules, the analyses meet
// them in that order, and what a fixpoint concludes may depend on the order it meets calls
// in (dependence/entryfresh.go's calls found late). A compile_commands.json lists its files
// in the order a parallel build happened to compile them, so the same files must give the
// same findings in any order (AMG: 96 findings in one order, 92 in the reverse one).
// Modules of one source file keep their input order.
func sortBySource(mods []*llvmir.Module, srcOf map[*llvmir.Module]string) {
	sort.SliceStable(mods, func(i, j int) bool { return srcOf[mods[i]] < srcOf[mods[j]] })
}

// buildModel builds the program model; a function whose model cannot be built is left out and
// becomes a problem line naming its file and function (res may be nil: problems already
// reported). A panic that is no function's (a parcoach bug on input it did not foresee) becomes
// a problem line instead of a Go stack trace; the run then reports what it could.
func buildModel(mods []*llvmir.Module, srcOf map[*llvmir.Module]string, wrap *mpiwrap.Report, res *Result) (p *model.Program) {
	var leaveOut map[*llvmir.Function]bool
	if wrap != nil {
		leaveOut = wrap.Dead
	}
	problem := func(pr diag.Problem) {
		if res != nil {
			res.Problems = append(res.Problems, pr)
		}
	}
	if os.Getenv("PARCOACH_DEBUG") != "" {
		return model.BuildWithout(mods, leaveOut)
	}
	defer func() {
		if r := recover(); r != nil {
			problem(diag.Problem{Message: fmt.Sprintf("internal error while building the program model (please report it with the input): %v", r)})
			p = model.Build(nil)
		}
	}()
	p, errs := model.BuildIsolatedWithout(mods, leaveOut)
	for _, e := range errs {
		problem(diag.Problem{Pos: diag.Pos{File: srcOf[e.Module]}, Message: e.Error() + " (the function is left out; the rest is analysed)"})
	}
	return p
}
