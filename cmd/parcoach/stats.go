package main

import (
	"fmt"
	"io"
	"time"

	"github.com/parcoach/parcoach/internal/check/collective"
	"github.com/parcoach/parcoach/internal/pipeline"
)

// writeTimings prints the time of each phase, and the reading speed, for `check --time`.
func writeTimings(w io.Writer, res *pipeline.Result) {
	var total, analysis time.Duration
	for _, t := range res.Timings {
		fmt.Fprintf(w, "parcoach: time: %-28s %10.3f ms\n", t.Phase, ms(t.Duration))
		total += t.Duration
		if t.Phase != "compile to IR" {
			analysis += t.Duration
		}
	}
	fmt.Fprintf(w, "parcoach: time: %-28s %10.3f ms (%d functions, %.1f MB of IR)\n", "parcoach after the compiler", ms(analysis),
		len(res.Program.Funcs), float64(res.IRBytes)/1e6)
	fmt.Fprintf(w, "parcoach: time: %-28s %10.3f ms\n", "total", ms(total))
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
