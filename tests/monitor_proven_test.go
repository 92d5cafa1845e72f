package tests

// Selective instrumentation at proven sites (issue 15): `parcoach cc --instrument` makes the
// MPI calls whose requests the static pass proves (nonblocking.ProvenRequests) call the
// monitor's proven entries, which check the arguments and skip the request tracking. A
// program whose requests are proven must run as it does plainly; a near miss (a request reused
// in a loop without a wait) must not be proven and must be reported at run time; bad arguments
// at a proven site and a leaked request next to proven ones are still reported.

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestMonitorProven(t *testing.T) {
	env := monitorSetup(t)
	dir := t.TempDir()
	for _, c := range []struct {
		file   string
		proven bool     // the binary calls a proven entry
		env    []string // run environment
	}{
		{"proven_window_ok.c", true, nil},
		// with the deadlock detector on, the proven entries are the full wrappers: the start and
		// the completion of each request take the same way
		{"proven_window_ok.c", true, []string{"PARCOACH_RT_DEADLOCK=1"}},
		{"proven_reuse_loop_bug.c", false, nil},
		{"proven_bad_tag_bug.c", true, nil},
		{"proven_leak_bug.c", true, nil},
		{"requests_ok.c", false, nil},
	} {
		src, _ := filepath.Abs(filepath.Join("testdata/monitor", c.file))
		name := c.file + strings.Join(c.env, ",")
		t.Run(name, func(t *testing.T) {
			p := readMonitorProgram(t, src)
			exe := filepath.Join(dir, strings.TrimSuffix(c.file, ".c"))
			if _, err := os.Stat(exe); err != nil {
				build(t, env, dir, parcoachBin, "cc", "--instrument", "--quiet", "mpicc", "-g", src, "-o", exe)
			}
			data, err := os.ReadFile(exe)
			if err != nil {
				t.Fatal(err)
			}
			if got := bytes.Contains(data, []byte("parcoach_proven_MPI_")); got != c.proven {
				t.Errorf("the binary calls a proven entry: %v, want %v", got, c.proven)
			}
			runEnv := append(append([]string(nil), env...), c.env...)
			np := strconv.Itoa(p.np)
			got := monitorRun(t, runEnv, dir, "mpiexec", "-n", np, exe)
			if got.timedOut {
				t.Fatalf("timed out\nstderr:\n%s", got.stderr)
			}
			for line, id := range p.expects {
				re := regexp.MustCompile(`(?m)^DYNAMIC-CHECK ` + regexp.QuoteMeta(id) + `: rank \d+: MPI_\w+ \(` +
					regexp.QuoteMeta(c.file) + `:` + strconv.Itoa(line) + `\): .+$`)
				if !re.MatchString(got.stderr) {
					t.Errorf("no 'DYNAMIC-CHECK %s' naming %s:%d\nstderr:\n%s", id, c.file, line, got.stderr)
				}
			}
			if strings.Contains(c.file, "_bug.") && !p.exit0 {
				if got.code == 0 {
					t.Errorf("exit status 0 after an error, want the job aborted")
				}
				return
			}
			plainExe := exe + "_plain"
			if _, err := os.Stat(plainExe); err != nil {
				build(t, env, dir, "mpicc", "-g", src, "-o", plainExe)
			}
			plain := monitorRun(t, runEnv, dir, "mpiexec", "-n", np, plainExe)
			if got.code != plain.code || sortedLines(got.stdout) != sortedLines(plain.stdout) {
				t.Errorf("changed by the monitor: status %d (plain %d)\nplain:\n%s\ninstrumented:\n%s", got.code, plain.code, plain.stdout, got.stdout)
			}
			if len(p.expects) == 0 && strings.Contains(got.stderr, "DYNAMIC-CHECK") {
				t.Errorf("a correct program is reported:\n%s", got.stderr)
			}
		})
	}
}
