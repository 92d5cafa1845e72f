package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/parcoach/parcoach/internal/check/hybrid"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/mpi"
	"github.com/parcoach/parcoach/internal/pipeline"
	"github.com/parcoach/parcoach/internal/report"
)

// Help texts of the hybrid MPI+OpenMP flags of `parcoach check`.
const (
	threadLevelHelp    = "MPI thread level to check against: single, funneled, serialized or multiple (default: the constant `required` argument of MPI_Init_thread, single for MPI_Init)"
	initialContextHelp = "what runs functions no analysed code calls (except main): sequential, parallel (one team) or nested (nested teams)"
	levelReportHelp    = "print the minimum MPI thread level each function and the program need, and the calls that force it (stdout with --format=text, stderr otherwise)"
)

// threadFlags validates --thread-level and --initial-context: the level as check.Config wants
// it (-1: read it from the program) and the context.
func threadFlags(level, context string) (int, string, error) {
	lvl := -1
	if level != "" {
		name := strings.ToUpper(level)
		if !strings.HasPrefix(name, "MPI_THREAD_") {
			name = "MPI_THREAD_" + name
		}
		l, ok := mpi.ParseThreadLevel(name)
		if !ok {
			return 0, "", fmt.Errorf("unknown --thread-level %q (want single, funneled, serialized or multiple)", level)
		}
		lvl = int(l)
	}
	switch context {
	case "", "sequential", "parallel", "nested":
	default:
		return 0, "", fmt.Errorf("unknown --initial-context %q (want sequential, parallel or nested)", context)
	}
	return lvl, context, nil
}

// writeThreadLevelReport prints the thread-level report: to stdout after the findings in text
// format, to stderr with JSON or SARIF so that their output stays one document.
func writeThreadLevelReport(stdout, stderr io.Writer, f report.Format, res *pipeline.Result) {
	w := stdout
	if f != report.Text {
		w = stderr
	}
	if len(res.Programs) > 1 {
		// One report per program of a run whose inputs hold several.
		for _, p := range res.Programs {
			if rep, ok := p.Results[hybrid.ThreadLevelAnalyzer].(*hybrid.Report); ok {
				fmt.Fprintf(w, "%s:\n", p.Name)
				writeLevels(w, rep)
			}
		}
		return
	}
	rep, ok := res.Results[hybrid.ThreadLevelAnalyzer].(*hybrid.Report)
	if !ok {
		return
	}
	writeLevels(w, rep)
}

func writeLevels(w io.Writer, rep *hybrid.Report) {
	fmt.Fprintln(w, "MPI thread level required:")
	for _, fl := range rep.Funcs {
		fmt.Fprintf(w, "  %s (%s): %s\n", fl.Name, fl.Pos.Describe(), fl.Level)
		for _, c := range fl.Calls {
			fmt.Fprintf(w, "    %s: %s %s (parallelism word %s)\n", place(c.Pos), c.Name, c.Why, c.Word)
		}
	}
	if len(rep.Funcs) == 0 {
		fmt.Fprintln(w, "  (no MPI call)")
	}
	fmt.Fprintf(w, "  program: %s\n", rep.Program)
	switch {
	case !rep.Known && rep.From != "":
		fmt.Fprintf(w, "  requested: unknown (the required argument of %s is not a constant; use --thread-level)\n", rep.From)
	case !rep.Known:
		fmt.Fprintln(w, "  requested: unknown (no MPI_Init or MPI_Init_thread in the analysed code; use --thread-level)")
	default:
		from := rep.From
		if rep.FromPos.File != "" {
			from += " at " + place(rep.FromPos)
		}
		verdict := "compliant"
		if !rep.Compliant() {
			verdict = "not compliant"
		}
		fmt.Fprintf(w, "  requested: %s (%s): %s\n", rep.Requested, from, verdict)
	}
	if rep.Truncated {
		fmt.Fprintln(w, "  (some function reaches more MPI calls than the analysis follows: levels are lower bounds)")
	}
}

// place is a position as the report shows it: file:line:col, or the function without a line.
func place(p diag.Pos) string { return p.Describe() }
