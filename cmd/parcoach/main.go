// Command parcoach checks MPI and OpenMP programs for collective and synchronisation errors
// before they run. See `parcoach help`.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/all"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/frontend"
	"github.com/parcoach/parcoach/internal/model"
	monitorchecks "github.com/parcoach/parcoach/internal/monitor/checks"
	"github.com/parcoach/parcoach/internal/pipeline"
	"github.com/parcoach/parcoach/internal/report"
)

// Exit statuses: no finding, findings, could not do the job.
const (
	exitClean      = 0
	exitFindings   = 1
	exitIncomplete = 2
)

const usage = `parcoach: static checks for MPI and OpenMP programs

Usage:
  parcoach check [flags] inputs... [-- compiler flags]   analyse C, C++, Fortran or .ll files
  parcoach explain ID                                   what a check id means
  parcoach dump --cfg FUNC [--format=dot|text] inputs   show a function's CFG and events
  parcoach cc [--instrument[=all]] COMPILER ARGS...     compiler wrapper: analyse, and build with runtime checks
  parcoach fortran-modules [--fc FC] [--dir|--object]   flang flags for 'use mpi' / 'use mpi_f08'
  parcoach run [--] mpiexec -n N ./app ARGS            run with the runtime monitor (PMPI, no rebuild)
  parcoach version

Inputs are source files (.c .cc .cpp .cxx .f .f90 .F90 ...), LLVM IR files (.ll), or
directories searched for sources. Run 'parcoach check -h' for the flags.

Exit status: 0 no finding, 1 findings, 2 the run could not complete (a file did not
compile, IR could not be read, bad usage).
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	stopProfiles := startProfiles(os.Stderr)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stopProfiles()
	stop()
	frontend.Cleanup()
	os.Exit(code)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitIncomplete
	}
	switch args[0] {
	case "check":
		return runCheck(ctx, args[1:], stdout, stderr)
	case "explain":
		return runExplain(args[1:], stdout, stderr)
	case "dump":
		return runDump(ctx, args[1:], stdout, stderr)
	case "cc":
		return runCC(ctx, args[1:], os.Stdin, stdout, stderr)
	case "fortran-modules":
		return runFortranModules(ctx, args[1:], stdout, stderr)
	case "run":
		return runRun(ctx, args[1:], stdout, stderr)
	case "version", "--version", "-version":
		fmt.Fprintf(stdout, "parcoach %s\n", toolVersion())
		return exitClean
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return exitClean
	}
	fmt.Fprintf(stderr, "parcoach: unknown command %q\n\n%s", args[0], usage)
	return exitIncomplete
}

// splitDashDash separates parcoach's own arguments from the compiler flags after "--".
func splitDashDash(args []string) (own, compiler []string) {
	for i, a := range args {
		if a == "--" {
			return args[:i], args[i+1:]
		}
	}
	return args, nil
}

// parseInterspersed parses flags that may come before, between or after the inputs.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return rest, nil
		}
		rest = append(rest, args[0])
		args = args[1:]
	}
}

// multiFlag is a repeatable string flag.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }

// commonFlags are the flags that say how to compile the inputs, shared by check and dump.
type commonFlags struct {
	compdb     string
	mpiInclude multiFlag
	openmp     bool
	cc, cxx    string
	fc         string
	jobs       int
}

func (c *commonFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&c.compdb, "p", "", "analyse the entries of this compile_commands.json")
	fs.Var(&c.mpiInclude, "mpi-include", "directory holding mpi.h (repeatable; default: from mpicc -show)")
	fs.BoolVar(&c.openmp, "fopenmp", false, "compile with -fopenmp (implied by -fopenmp after --)")
	fs.StringVar(&c.cc, "cc", "", "C compiler producing LLVM IR (default $PARCOACH_CC or clang)")
	fs.StringVar(&c.cxx, "cxx", "", "C++ compiler (default $PARCOACH_CXX or clang++)")
	fs.StringVar(&c.fc, "fc", "", "Fortran compiler (default $PARCOACH_FC or flang-new)")
	fs.IntVar(&c.jobs, "j", 0, "compilations, IR reads, programs and analyses run at once (default: one per CPU; the output does not depend on it)")
}

func (c *commonFlags) frontend(compilerFlags []string) frontend.Options {
	o := frontend.Options{CC: c.cc, CXX: c.cxx, FC: c.fc, OpenMP: c.openmp, UserFlags: compilerFlags}
	if len(c.mpiInclude) > 0 {
		o.MPIInclude = c.mpiInclude
	}
	return o
}

func runCheck(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	own, compilerFlags := splitDashDash(args)
	fs := flag.NewFlagSet("parcoach check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var common commonFlags
	common.register(fs)
	format := fs.String("format", "text", "output format: text, json, sarif or html (one self-contained page; with -o)")
	output := fs.String("o", "", "write the report to this file instead of the standard output")
	ompStrict := fs.Bool("omp-strict", false, "OpenMP: every barrier must be reached by all threads (verbosity 1), not just the same number")
	noDep := fs.Bool("no-dependence", false, "report every conditional, without filtering those proven uniform")
	argvVaries := fs.Bool("argv-varies", false, "treat argc/argv as different on each process")
	np := fs.Int("np", 0, "the number of processes the program is launched with (mpiexec -n N): ranks and roots from N on are reported as invalid")
	timings := fs.Bool("time", false, "print how long each phase took (compile, read IR, model, each analysis) on stderr")
	stats := fs.Bool("stats", false, "print statistics on stderr: collectives, conditionals in PDF+ before and after dependence filtering")
	threadLevel := fs.String("thread-level", "", threadLevelHelp)
	initialContext := fs.String("initial-context", "sequential", initialContextHelp)
	levelReport := fs.Bool("thread-level-report", false, levelReportHelp)
	var suppressions multiFlag
	fs.Var(&suppressions, "suppressions", "a file of ID:src:GLOB and ID:func:NAME lines whose findings are not reported (repeatable; see the README)")
	showSuppressed := fs.Bool("show-suppressed", false, "list the suppressed findings after the others, with what suppressed each")
	baselinePath := fs.String("baseline", "", "a SARIF file of an earlier run: report only the findings that are not in it")
	quiet := fs.Bool("quiet", false, "no progress line on stderr (shown only on a terminal, for runs of 5 files or more)")
	fs.Usage = func() {
		fmt.Fprint(stderr, "Usage: parcoach check [flags] inputs... [-- compiler flags]\n\nFlags:\n")
		fs.PrintDefaults()
	}
	inputs, err := parseInterspersed(fs, own)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitClean
		}
		return exitIncomplete
	}
	f, err := report.ParseFormat(*format)
	if err != nil {
		fmt.Fprintln(stderr, "parcoach check:", err)
		return exitIncomplete
	}
	if *np < 0 {
		fmt.Fprintf(stderr, "parcoach check: --np %d: the number of processes must be positive\n", *np)
		return exitIncomplete
	}
	level, initial, err := threadFlags(*threadLevel, *initialContext)
	if err != nil {
		fmt.Fprintln(stderr, "parcoach check:", err)
		return exitIncomplete
	}
	filter, err := suppressionFilter(suppressions)
	if err != nil {
		fmt.Fprintln(stderr, "parcoach check:", err)
		return exitIncomplete
	}
	var baseline *report.Baseline
	if *baselinePath != "" {
		if baseline, err = report.ReadBaseline(*baselinePath); err != nil {
			fmt.Fprintln(stderr, "parcoach check:", err)
			return exitIncomplete
		}
	}
	opt := pipeline.Options{
		Inputs:          inputs,
		CompileCommands: common.compdb,
		Frontend:        common.frontend(compilerFlags),
		Config:          check.Config{OmpStrict: *ompStrict, NoDependence: *noDep, ArgvVaries: *argvVaries, ThreadLevel: level, InitialContext: initial, NP: *np},
		Analyzers:       all.Analyzers,
		Jobs:            common.jobs,
		Filter:          filter.Apply,
	}
	prog := newProgress(stderr, *quiet, isTerminal, time.Now)
	if prog != nil {
		opt.Progress = prog.report
	}
	res, err := pipeline.Run(ctx, opt)
	prog.clear()
	if err != nil {
		fmt.Fprintln(stderr, "parcoach check:", err)
		return exitIncomplete
	}
	for _, p := range res.Problems {
		fmt.Fprintln(stderr, "parcoach: error:", p.String())
	}
	writeGrouping(stderr, res)
	rep := &report.Report{Problems: res.Problems, Suppressed: filter.Suppressed(), ShowSuppressed: *showSuppressed,
		Rules: rules(), Tool: report.Tool{Name: "parcoach", Version: toolVersion(), InformationURI: homepage}, Baseline: baseline != nil}
	if wd, err := os.Getwd(); err == nil {
		rep.SrcRoot = wd
	}
	inBaseline := 0
	if f != report.Text || baseline != nil {
		// Suppressed findings keep their fingerprints and do not renumber the others.
		every := append([]*diag.Diagnostic(nil), res.Diagnostics...)
		for _, s := range rep.Suppressed {
			every = append(every, s.Diag)
		}
		rep.Fingerprints = report.Fingerprints(every, filter.Sources)
	}
	if baseline != nil {
		res.Diagnostics, inBaseline = baseline.New(res.Diagnostics, rep.Fingerprints)
	}
	rep.Diagnostics = res.Diagnostics
	if f == report.HTML {
		rep.HTML = report.HTMLOptions{Program: res.Program, Dot: report.DotRenderer()}
	}
	out := stdout
	var file bytes.Buffer
	if *output != "" {
		out = &file
	}
	if err := rep.Write(out, f); err != nil {
		fmt.Fprintln(stderr, "parcoach check:", err)
		return exitIncomplete
	}
	if *levelReport {
		writeThreadLevelReport(out, stderr, f, res)
	}
	if *output != "" {
		if err := os.WriteFile(*output, file.Bytes(), 0o644); err != nil {
			fmt.Fprintln(stderr, "parcoach check: cannot write the report:", err)
			return exitIncomplete
		}
	}
	if *timings {
		writeTimings(stderr, res)
	}
	if *stats {
		writeProgramStats(stderr, res)
		writeStats(stderr, res)
		writeWrapperStats(stderr, res)
		writeFilterStats(stderr, res, rep.Suppressed, baseline, inBaseline)
	}
	return exitStatus(res)
}

func exitStatus(res *pipeline.Result) int {
	switch {
	case !res.Complete():
		return exitIncomplete
	case countFindings(res.Diagnostics) > 0:
		return exitFindings
	}
	return exitClean
}

func countFindings(ds []*diag.Diagnostic) int {
	n := 0
	for _, d := range ds {
		if d.IsFinding() {
			n++
		}
	}
	return n
}

func runExplain(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "Usage: parcoach explain ID\n\nCheck ids:")
		for _, c := range check.Docs(all.Analyzers) {
			fmt.Fprintln(stderr, "  "+c.ID)
		}
		fmt.Fprintln(stderr, "\nRuntime monitor (parcoach run):")
		for _, c := range all.RuntimeChecks {
			fmt.Fprintln(stderr, "  "+c.ID)
		}
		return exitIncomplete
	}
	c, ok := all.Explain(args[0])
	if !ok {
		fmt.Fprintf(stderr, "parcoach explain: unknown check id %q (run 'parcoach explain' for the list)\n", args[0])
		return exitIncomplete
	}
	fmt.Fprint(stdout, explainText(c))
	return exitClean
}

// explainText is what `parcoach explain ID` prints, and SARIF's help text for the rule.
func explainText(c check.Check) string {
	if rt := monitorchecks.RuntimeSide[c.ID]; rt != "" { // a static check's id the runtime monitor prints too
		return fmt.Sprintf("%s\n\n%s\n\n%s\n", c.ID, wrap(c.Doc, 78), wrap(rt, 78))
	}
	return fmt.Sprintf("%s\n\n%s\n", c.ID, wrap(c.Doc, 78))
}

// wrap breaks a paragraph into lines of at most width characters.
func wrap(s string, width int) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(s) {
		if n > 0 && n+1+len(w) > width {
			b.WriteByte('\n')
			n = 0
		} else if n > 0 {
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String()
}

func runDump(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	own, compilerFlags := splitDashDash(args)
	fs := flag.NewFlagSet("parcoach dump", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var common commonFlags
	common.register(fs)
	fn := fs.String("cfg", "", "the function to show (IR or source name; all functions when empty)")
	format := fs.String("format", "text", "text or dot (graphviz)")
	inputs, err := parseInterspersed(fs, own)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitClean
		}
		return exitIncomplete
	}
	if *format != "text" && *format != "dot" {
		fmt.Fprintf(stderr, "parcoach dump: unknown format %q (want text or dot)\n", *format)
		return exitIncomplete
	}
	res, err := pipeline.Run(ctx, pipeline.Options{Inputs: inputs, CompileCommands: common.compdb, Frontend: common.frontend(compilerFlags), Jobs: common.jobs,
		OneProgram: true})
	if err != nil {
		fmt.Fprintln(stderr, "parcoach dump:", err)
		return exitIncomplete
	}
	for _, p := range res.Problems {
		fmt.Fprintln(stderr, "parcoach: error:", p.String())
	}
	shown := 0
	for _, f := range res.Program.Funcs {
		if *fn != "" && f.Name != *fn && f.IR.Name != *fn {
			continue
		}
		shown++
		if *format == "dot" {
			model.WriteDot(stdout, f)
		} else {
			model.WriteText(stdout, f)
		}
	}
	if shown == 0 {
		fmt.Fprintf(stderr, "parcoach dump: no function named %q\n", *fn)
		return exitIncomplete
	}
	if !res.Complete() {
		return exitIncomplete
	}
	return exitClean
}
