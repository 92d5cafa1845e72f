package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/parcoach/parcoach/internal/pipeline"
)

// progressMinFiles is the smallest run that shows a progress line: a run of a few files is
// over before a line would help.
const progressMinFiles = 5

// progressEvery is the least time between two rewrites of the line (a phase change or the
// last file is shown at once).
const progressEvery = 100 * time.Millisecond

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressLine is the one-line progress indicator of `parcoach check` on stderr, rewritten in
// place with \r and cleared when the run is done.
type progressLine struct {
	w     io.Writer
	now   func() time.Time
	start time.Time

	mu     sync.Mutex
	last   time.Time // when the line was last written
	phase  string    // the phase last written
	width  int       // the length of the line on the screen
	closed bool
}

// newProgress returns the indicator for a run writing its diagnostics to stderr, or nil when
// there is to be none: with --quiet, or when stderr is not a terminal (a log, a pipe, an
// editor reading the output).
func newProgress(stderr io.Writer, quiet bool, terminal func(io.Writer) bool, now func() time.Time) *progressLine {
	if quiet || !terminal(stderr) {
		return nil
	}
	return &progressLine{w: stderr, now: now, start: now()}
}

// report is the pipeline's Progress callback; a nil indicator ignores it.
func (p *progressLine) report(pr pipeline.Progress) {
	if p == nil || pr.Files < progressMinFiles {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return
	}
	if pr.Phase == "done" {
		p.clearLocked()
		p.closed = true
		return
	}
	t := p.now()
	lastFile := pr.Phase == "compiling" && pr.Compiled == pr.Files
	if pr.Phase == p.phase && !lastFile && t.Sub(p.last) < progressEvery {
		return
	}
	line := formatProgress(pr, t.Sub(p.start))
	pad := ""
	if n := p.width - len(line); n > 0 {
		pad = strings.Repeat(" ", n) // cover the end of a longer line before it
	}
	fmt.Fprintf(p.w, "\r%s%s", line, pad)
	p.last, p.phase, p.width = t, pr.Phase, len(line)
}

// clear erases the line, if one was written (before other output goes to stderr).
func (p *progressLine) clear() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.clearLocked()
	p.closed = true
}

func (p *progressLine) clearLocked() {
	if p.width > 0 {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", p.width))
		p.width = 0
	}
}

// formatProgress is the text of the line:
//
//	parcoach: 40 files, 12 compiled, 0 analysed, 3.2s
//	parcoach: 40 files, 40 compiled, 40 analysed, running the checks, 7.1s
func formatProgress(pr pipeline.Progress, elapsed time.Duration) string {
	s := fmt.Sprintf("parcoach: %d files, %d compiled, %d analysed", pr.Files, pr.Compiled, pr.Read)
	if pr.Phase == "running the checks" {
		s += ", " + pr.Phase
	}
	return s + fmt.Sprintf(", %.1fs", elapsed.Seconds())
}
