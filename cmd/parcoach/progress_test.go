package main

import (
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/parcoach/parcoach/internal/pipeline"
)

func TestFormatProgress(t *testing.T) {
	for _, c := range []struct {
		p    pipeline.Progress
		d    time.Duration
		want string
	}{
		{pipeline.Progress{Files: 40, Compiled: 12, Phase: "compiling"}, 3200 * time.Millisecond,
			"parcoach: 40 files, 12 compiled, 0 analysed, 3.2s"},
		{pipeline.Progress{Files: 40, Compiled: 40, Read: 17, Phase: "reading the IR"}, 5 * time.Second,
			"parcoach: 40 files, 40 compiled, 17 analysed, 5.0s"},
		{pipeline.Progress{Files: 40, Compiled: 40, Read: 40, Phase: "running the checks"}, 71 * time.Second / 10,
			"parcoach: 40 files, 40 compiled, 40 analysed, running the checks, 7.1s"},
	} {
		if got := formatProgress(c.p, c.d); got != c.want {
			t.Errorf("formatProgress(%+v) = %q, want %q", c.p, got, c.want)
		}
	}
}

// clock is a fake time that moves by step at each reading.
type clock struct {
	t    time.Time
	step time.Duration
}

func (c *clock) now() time.Time { c.t = c.t.Add(c.step); return c.t }

func TestProgressOnlyOnATerminal(t *testing.T) {
	yes := func(io.Writer) bool { return true }
	no := func(io.Writer) bool { return false }
	var b strings.Builder
	if newProgress(&b, false, no, time.Now) != nil {
		t.Errorf("a progress line on a stderr that is not a terminal")
	}
	if newProgress(&b, true, yes, time.Now) != nil {
		t.Errorf("a progress line with --quiet")
	}
	if newProgress(&b, false, yes, time.Now) == nil {
		t.Errorf("no progress line on a terminal")
	}
	// A nil indicator (no terminal) takes the calls and writes nothing.
	var p *progressLine
	p.report(pipeline.Progress{Files: 50, Phase: "compiling"})
	p.clear()

	// A file and a pipe are not terminals.
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	if isTerminal(f) || isTerminal(w) || isTerminal(&b) {
		t.Errorf("a file, a pipe or a buffer taken for a terminal")
	}
	if tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0); err == nil {
		defer tty.Close()
		if !isTerminal(tty) {
			t.Errorf("/dev/tty not taken for a terminal")
		}
	}
}

func TestProgressLine(t *testing.T) {
	var b strings.Builder
	c := &clock{t: time.Unix(0, 0), step: 10 * time.Millisecond}
	p := newProgress(&b, false, func(io.Writer) bool { return true }, c.now)

	// A run of few files shows nothing.
	p.report(pipeline.Progress{Files: progressMinFiles - 1, Phase: "compiling"})
	if b.Len() != 0 {
		t.Fatalf("a line for %d files: %q", progressMinFiles-1, b.String())
	}

	p.report(pipeline.Progress{Files: 6, Phase: "compiling"})
	p.report(pipeline.Progress{Files: 6, Compiled: 1, Phase: "compiling"}) // 10ms later: skipped
	p.report(pipeline.Progress{Files: 6, Compiled: 6, Phase: "compiling"}) // the last file: shown
	p.report(pipeline.Progress{Files: 6, Compiled: 6, Read: 6, Phase: "running the checks"})
	p.report(pipeline.Progress{Files: 6, Compiled: 6, Read: 6, Phase: "done"})
	out := b.String()
	lines := strings.Split(out, "\r")
	// "", 3 lines, then the clearing: spaces, and "" after the last \r.
	if len(lines) != 6 || lines[0] != "" || lines[5] != "" {
		t.Fatalf("output %q: want 3 lines rewritten with \\r, then cleared", out)
	}
	if lines[1] != "parcoach: 6 files, 0 compiled, 0 analysed, 0.0s" ||
		!strings.HasPrefix(lines[2], "parcoach: 6 files, 6 compiled, 0 analysed, 0.0s") ||
		!strings.HasPrefix(lines[3], "parcoach: 6 files, 6 compiled, 6 analysed, running the checks, 0.0s") {
		t.Errorf("lines %q", lines[1:4])
	}
	if strings.TrimLeft(lines[4], " ") != "" || len(lines[4]) != len(lines[3]) {
		t.Errorf("the line is not cleared: %q after %q", lines[4], lines[3])
	}
	if strings.Contains(out, "\n") {
		t.Errorf("the progress line wrote a newline: %q", out)
	}
	// After done, nothing more.
	n := b.Len()
	p.report(pipeline.Progress{Files: 6, Phase: "compiling"})
	p.clear()
	if b.Len() != n {
		t.Errorf("output after done: %q", b.String()[n:])
	}
}
