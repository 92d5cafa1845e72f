// Package check is the framework the analyses are written in, after
// golang.org/x/tools/go/analysis: an Analyzer is a value with a name, a doc, the check ids it
// reports, the analyzers whose results it needs, and a Run function over the program model.
// Run executes a set of analyzers in dependency order, each once, and gathers their findings.
//
// The analyses themselves live in sub-packages, one per analysis; they do not import each
// other except through Requires.
package check

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"sync"
	"time"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/model"
)

// Check documents one check id: what `parcoach explain ID` prints.
type Check struct {
	ID  string
	Doc string // one paragraph: what is reported, why it matters, how to fix or silence it
	// Short is one sentence saying what is reported (SARIF's shortDescription, shown as the
	// title of a code-scanning alert).
	Short string
	// Tags classify the check for code-scanning services (SARIF rule properties.tags).
	Tags []string
	// Severity is the usual severity of its diagnostics: Warning (a finding; some findings
	// are errors), or Info for a check that gives only remarks.
	Severity diag.Severity
}

// Analyzer is one analysis.
type Analyzer struct {
	Name     string
	Doc      string
	Checks   []Check // the ids its diagnostics carry (may be empty for helper analyses)
	Requires []*Analyzer
	Run      func(*Pass) (any, error)
}

// Config holds the user's choices that change what the analyses report.
type Config struct {
	// OmpStrict asks for verbosity level 1 of the OpenMP barrier check: every barrier must be
	// reached by all threads, not just the same number of barriers.
	OmpStrict bool
	// NoDependence turns off the filtering of conditionals proven uniform (the plain
	// algorithms of the PARCOACH documents), for comparison.
	NoDependence bool
	// ArgvVaries treats argc and argv as different on each process (some launchers pass
	// per-rank arguments).
	ArgvVaries bool
	// ThreadLevel is the MPI thread level the user declares (-1: read it from the program).
	ThreadLevel int
	// InitialContext is the parallelism word assumed for functions without a caller.
	InitialContext string
	// NP is the number of processes the user launches the program with (--np), 0 when not
	// given: MPI_Comm_size(MPI_COMM_WORLD) is then known.
	NP int
	// Jobs is how many analyses may run at once (set by ExecuteJobs; 0 or 1: one at a time).
	// An analysis may use it to run independent parts of its own work at once.
	Jobs int
}

// Pass is what an analyzer's Run sees.
type Pass struct {
	Analyzer *Analyzer
	Program  *model.Program
	Config   *Config
	ResultOf map[*Analyzer]any
	report   func(*diag.Diagnostic)
}

// Report records a finding.
func (p *Pass) Report(d *diag.Diagnostic) { p.report(d) }

// Outcome is everything a run of the analyzers produced.
type Outcome struct {
	Diagnostics []*diag.Diagnostic // de-duplicated, sorted by position
	Results     map[*Analyzer]any  // what each analyzer's Run returned
	Timings     []Timing           // in the order the analyzers ran
}

// Timing is how long one analyzer took: wall-clock time, and the CPU time of the process
// meanwhile (0 where it is not measured).
type Timing struct {
	Analyzer string
	Duration time.Duration
	CPU      time.Duration
}

// Run executes the analyzers (and what they require) on the program, each once, and returns
// their findings de-duplicated and sorted by position.
func Run(prog *model.Program, cfg *Config, analyzers []*Analyzer) ([]*diag.Diagnostic, error) {
	out, err := Execute(prog, cfg, analyzers)
	return out.Diagnostics, err
}

// Execute is Run, also returning each analyzer's result and how long it took.
func Execute(prog *model.Program, cfg *Config, analyzers []*Analyzer) (*Outcome, error) {
	out := &Outcome{Results: map[*Analyzer]any{}}
	seen := map[string]bool{}
	var visit func(a *Analyzer, stack map[*Analyzer]bool) error
	visit = func(a *Analyzer, stack map[*Analyzer]bool) error {
		if _, done := out.Results[a]; done {
			return nil
		}
		if stack[a] {
			return fmt.Errorf("analyzer %s requires itself", a.Name)
		}
		stack[a] = true
		for _, r := range a.Requires {
			if err := visit(r, stack); err != nil {
				return err
			}
		}
		delete(stack, a)
		pass := &Pass{Analyzer: a, Program: prog, Config: cfg, ResultOf: out.Results}
		pass.report = func(d *diag.Diagnostic) {
			if k := d.Key(); !seen[k] {
				seen[k] = true
				out.Diagnostics = append(out.Diagnostics, d)
			}
		}
		start := time.Now()
		cpu, _ := CPUTime()
		res, err := runSafely(a, pass)
		cpuAfter, _ := CPUTime()
		out.Timings = append(out.Timings, Timing{a.Name, time.Since(start), cpuAfter - cpu})
		if err != nil {
			return fmt.Errorf("%s: %w", a.Name, err)
		}
		out.Results[a] = res
		return nil
	}
	// An analyzer that fails does not stop the others (those that require it fail too).
	var errs []error
	failed := map[*Analyzer]bool{}
	for _, a := range analyzers {
		if err := visit(a, map[*Analyzer]bool{}); err != nil {
			if !failed[a] {
				errs = append(errs, err)
			}
			failed[a] = true
		}
	}
	diag.Sort(out.Diagnostics)
	return out, errors.Join(errs...)
}

// ExecuteJobs is Execute with up to jobs analyzers running at once (jobs <= 1: one after the
// other, as Execute). An analyzer starts when those it requires have finished; they share
// the model, whose facts are computed once under a lock, and the results of those they
// require. The output does not depend on jobs: each analyzer's findings are kept apart and
// merged in the order Execute runs the analyzers, with the same de-duplication; when an
// analyzer fails, the analyzers are run again one after the other, so that the errors too
// are those of Execute. The CPU time of a Timing is the process's meanwhile, which then
// includes that of the analyzers running beside it.
func ExecuteJobs(prog *model.Program, cfg *Config, analyzers []*Analyzer, jobs int) (*Outcome, error) {
	order, ok := runOrder(analyzers)
	if jobs <= 1 || !ok || len(order) <= 1 {
		return Execute(prog, cfg, analyzers)
	}
	fallback := cfg
	if cfg != nil {
		c := *cfg
		c.Jobs = jobs
		cfg = &c
	}
	type state struct {
		done   chan struct{}
		res    any
		err    error
		diags  []*diag.Diagnostic
		timing Timing
	}
	st := map[*Analyzer]*state{}
	for _, a := range order {
		st[a] = &state{done: make(chan struct{})}
	}
	sem := make(chan struct{}, jobs)
	var wg sync.WaitGroup
	for _, a := range order {
		s := st[a]
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer close(s.done)
			results := map[*Analyzer]any{}
			for _, r := range requirements(a) {
				rs := st[r]
				<-rs.done
				if rs.err != nil {
					s.err = rs.err
					return
				}
				results[r] = rs.res
			}
			sem <- struct{}{}
			defer func() { <-sem }()
			pass := &Pass{Analyzer: a, Program: prog, Config: cfg, ResultOf: results}
			pass.report = func(d *diag.Diagnostic) { s.diags = append(s.diags, d) }
			start := time.Now()
			cpu, _ := CPUTime()
			s.res, s.err = runSafely(a, pass)
			cpuAfter, _ := CPUTime()
			s.timing = Timing{a.Name, time.Since(start), cpuAfter - cpu}
		}()
	}
	wg.Wait()
	out := &Outcome{Results: map[*Analyzer]any{}}
	seen := map[string]bool{}
	for _, a := range order {
		s := st[a]
		if s.err != nil {
			return Execute(prog, fallback, analyzers)
		}
		out.Results[a] = s.res
		out.Timings = append(out.Timings, s.timing)
		for _, d := range s.diags {
			if k := d.Key(); !seen[k] {
				seen[k] = true
				out.Diagnostics = append(out.Diagnostics, d)
			}
		}
	}
	diag.Sort(out.Diagnostics)
	return out, nil
}

// runOrder is the order in which Execute runs the analyzers and what they require; false
// when some analyzer requires itself.
func runOrder(analyzers []*Analyzer) ([]*Analyzer, bool) {
	var order []*Analyzer
	done := map[*Analyzer]bool{}
	stack := map[*Analyzer]bool{}
	var visit func(a *Analyzer) bool
	visit = func(a *Analyzer) bool {
		if done[a] {
			return true
		}
		if stack[a] {
			return false
		}
		stack[a] = true
		for _, r := range a.Requires {
			if !visit(r) {
				return false
			}
		}
		delete(stack, a)
		done[a] = true
		order = append(order, a)
		return true
	}
	for _, a := range analyzers {
		if !visit(a) {
			return nil, false
		}
	}
	return order, true
}

// requirements are the analyzers a requires, directly or not, each once.
func requirements(a *Analyzer) []*Analyzer {
	var out []*Analyzer
	seen := map[*Analyzer]bool{}
	var add func(a *Analyzer)
	add = func(a *Analyzer) {
		for _, r := range a.Requires {
			if !seen[r] {
				seen[r] = true
				add(r)
				out = append(out, r)
			}
		}
	}
	add(a)
	return out
}

// InternalError is an analyzer's panic: a bug of parcoach on some input it did not foresee.
type InternalError struct{ Panic any }

func (e *InternalError) Error() string {
	return fmt.Sprintf("internal error (please report it with the input): %v", e.Panic)
}

// runSafely runs one analyzer, turning a panic (a bug of parcoach on some input it did not
// foresee) into an error naming the analyzer, so the user gets one line and exit status 2, not
// a Go stack trace. PARCOACH_DEBUG=1 keeps the panic for debugging.
func runSafely(a *Analyzer, pass *Pass) (res any, err error) {
	if os.Getenv("PARCOACH_DEBUG") == "" {
		defer func() {
			if r := recover(); r != nil {
				err = &InternalError{Panic: r}
			}
		}()
	}
	return a.Run(pass)
}

// Docs returns the documentation of every check id of the analyzers, sorted by id.
func Docs(analyzers []*Analyzer) []Check {
	var out []Check
	seen := map[string]bool{}
	var add func(a *Analyzer)
	add = func(a *Analyzer) {
		for _, r := range a.Requires {
			add(r)
		}
		for _, c := range a.Checks {
			if !seen[c.ID] {
				seen[c.ID] = true
				out = append(out, c)
			}
		}
	}
	for _, a := range analyzers {
		add(a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
