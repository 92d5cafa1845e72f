package tests

// The progress line (issue 14, feature 11) end to end: on a terminal (a pseudo-terminal made
// by util-linux's script) a run of several files shows it on stderr and clears it; with
// --quiet, or when stderr is not a terminal, nothing is written.

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
)

func TestProgressOnTerminal(t *testing.T) {
	requireTool(t, "script")
	dir := t.TempDir()
	var files []string
	for i := 0; i < 6; i++ {
		name := fmt.Sprintf("f%d.ll", i)
		write(t, dir, name, fmt.Sprintf("define i32 @f%d() {\nentry:\n  ret i32 0\n}\n", i))
		files = append(files, name)
	}
	// In a terminal: stdout and stderr both go to it, so --format=json's output is there too.
	inTerminal := func(args ...string) string {
		t.Helper()
		cmdline := parcoachBin + " check --format=json " + strings.Join(args, " ") + " " + strings.Join(files, " ")
		cmd := exec.Command("script", "-qec", cmdline, "/dev/null")
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("script -c %q: %v\n%s", cmdline, err, out)
		}
		return string(out)
	}
	out := inTerminal()
	if !strings.Contains(out, "\rparcoach: 6 files, 6 compiled, 6 analysed") {
		t.Errorf("no progress line on a terminal:\n%q", out)
	}
	// The line is cleared (spaces over it, back to the start) before the report is written.
	last := strings.LastIndex(out, "\rparcoach: 6 files")
	rest := out[last+1:]
	line := rest[:strings.IndexByte(rest, '\r')]
	if !strings.Contains(rest, "\r"+strings.Repeat(" ", len(line))+"\r") || !strings.Contains(rest, `"diagnostics"`) {
		t.Errorf("the progress line is not cleared before the report:\n%q", out)
	}
	if out := inTerminal("--quiet"); strings.Contains(out, "files,") {
		t.Errorf("--quiet: a progress line:\n%q", out)
	}
	// Not a terminal: nothing on stderr.
	if _, errOut, _ := run(t, dir, nil, append([]string{"check"}, files...)...); errOut != "" {
		t.Errorf("stderr not a terminal: %q", errOut)
	}
}
