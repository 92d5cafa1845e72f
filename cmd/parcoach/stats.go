package main

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/parcoach/parcoach/internal/check/collective"
	"github.com/parcoach/parcoach/internal/pipeline"
)

// writeTimings prints the time of each phase, wall clock then CPU (the compilers' included
// for "compile to IR"), and the size of the input, for `check --time`.
func writeTimings(w io.Writer, res *pipeline.Result) {
	var total, analysis, totalCPU, analysisCPU time.Duration
	for _, t := range res.Timings {
		fmt.Fprintf(w, "parcoach: time: %-28s %10.3f ms %10.3f ms CPU\n", t.Phase, ms(t.Duration), ms(t.CPU))
		total += t.Duration
		totalCPU += t.CPU
		if t.Phase != "compile to IR" {
			analysis += t.Duration
			analysisCPU += t.CPU
		}
	}
	fmt.Fprintf(w, "parcoach: time: %-28s %10.3f ms %10.3f ms CPU (%d functions, %.1f MB of IR)\n", "parcoach after the compiler",
		ms(analysis), ms(analysisCPU), len(res.Program.Funcs), float64(res.IRBytes)/1e6)
	fmt.Fprintf(w, "parcoach: time: %-28s %10.3f ms %10.3f ms CPU\n", "total", ms(total), ms(totalCPU))
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// writeStats prints what the collective analysis saw, for `check --stats`.
func writeStats(w io.Writer, res *pipeline.Result) {
	r, ok := res.Results[collective.Analyzer].(*collective.Result)
	if !ok {
		return
	}
	s := r.Stats
	if len(res.Programs) > 1 {
		// The sum over the programs (a file several share counts in each).
		s = collective.Stats{}
		for _, p := range res.Programs {
			if r, ok := p.Results[collective.Analyzer].(*collective.Result); ok {
				s.Collectives += r.Stats.Collectives
				s.CondsPDF += r.Stats.CondsPDF
				s.CondsKept += r.Stats.CondsKept
			}
		}
	}
	fmt.Fprintf(w, "parcoach: stats: %d functions, %d MPI collectives, %d conditionals in their PDF+, %d kept after dependence filtering (%d proven uniform), %d findings\n",
		len(res.Program.Funcs), s.Collectives, s.CondsPDF, s.CondsKept, s.CondsPDF-s.CondsKept, len(res.Diagnostics))
}

// writeWrapperStats says which one-line MPI wrappers were read as the MPI calls they make
// (mpiwrap), for `check --stats`.
func writeWrapperStats(w io.Writer, res *pipeline.Result) {
	u := res.Unwrapped
	if u == nil || len(u.Wrappers) == 0 {
		return
	}
	var names []string
	for i, wr := range u.Wrappers {
		if i == 8 {
			names = append(names, fmt.Sprintf("%d more", len(u.Wrappers)-8))
			break
		}
		names = append(names, wr.Name+" ("+wr.MPI+")")
	}
	fmt.Fprintf(w, "parcoach: stats: %d MPI %s read as the MPI calls they make, at %d call %s: %s\n",
		len(u.Wrappers), plural(len(u.Wrappers), "wrapper"), len(u.Rewritten), plural(len(u.Rewritten), "site"), strings.Join(names, ", "))
}

// writeGrouping says, in one line, that the inputs hold several programs and how they were
// split (`check --stats` lists each program's files: writeProgramStats).
func writeGrouping(w io.Writer, res *pipeline.Result) {
	if len(res.Programs) < 2 {
		return
	}
	var parts []string
	for i, p := range res.Programs {
		if i == 4 {
			parts = append(parts, fmt.Sprintf("%d more", len(res.Programs)-4))
			break
		}
		parts = append(parts, fmt.Sprintf("%s (%d %s)", p.Name, len(p.Files), plural(len(p.Files), "file")))
	}
	fmt.Fprintf(w, "parcoach: note: the inputs are %d programs, analysed one by one (%s): %s; --stats lists their files\n",
		len(res.Programs), res.Grouping, strings.Join(parts, ", "))
}

// writeProgramStats lists the programs of a run whose inputs hold several, for --stats.
func writeProgramStats(w io.Writer, res *pipeline.Result) {
	if len(res.Programs) < 2 {
		return
	}
	for i, p := range res.Programs {
		fmt.Fprintf(w, "parcoach: stats: program %d, %s: %s\n", i+1, p.Name, strings.Join(p.Files, ", "))
		for _, c := range p.Choices {
			fmt.Fprintf(w, "parcoach: stats:   %s\n", c)
		}
	}
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
