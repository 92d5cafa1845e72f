package main

import (
	"fmt"
	"io"
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
	fmt.Fprintf(w, "parcoach: stats: %d functions, %d MPI collectives, %d conditionals in their PDF+, %d kept after dependence filtering (%d proven uniform), %d findings\n",
		len(res.Program.Funcs), s.Collectives, s.CondsPDF, s.CondsKept, s.CondsPDF-s.CondsKept, len(res.Diagnostics))
}
