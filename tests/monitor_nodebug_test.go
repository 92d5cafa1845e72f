package tests

// A program built without -g (issue 15): the monitor cannot name file:line, and says so
// plainly: the function, the offset of the call in its module (which addr2line turns into the
// line on the same program built with -g) and "no line number: built without -g".

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestMonitorNoDebugInfo(t *testing.T) {
	if testing.Short() {
		t.Skip("runs mpiexec")
	}
	env := monitorSetup(t)
	requireTool(t, "addr2line")
	dir := t.TempDir()
	src, err := filepath.Abs(filepath.Join("testdata", "monitor", "ssend_cycle_deadlock_bug.c"))
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range [][]string{{"-O0", src, "-o", "plain"}, {"-O0", "-g", src, "-o", "withg"}} {
		cmd := exec.Command("mpicc", b...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("mpicc %s: %v\n%s", strings.Join(b, " "), err, out)
		}
	}
	res := monitorRun(t, env, dir, parcoachBin, "run", "mpiexec", "-n", "3", "./plain")
	if res.timedOut {
		t.Fatalf("timed out\n%s", res.stderr)
	}
	re := regexp.MustCompile(`DYNAMIC-CHECK deadlock: rank \d+: MPI_Ssend \(main \[plain\+0x([0-9a-f]+); no line number: built without -g\]\)`)
	m := re.FindStringSubmatch(res.stderr)
	if m == nil {
		t.Fatalf("no deadlock report naming main [plain+0x...; no line number: built without -g]:\n%s", res.stderr)
	}
	// the offset is the call's: on the build with -g (the same code), it is line 9
	out, err := exec.Command("addr2line", "-e", filepath.Join(dir, "withg"), "0x"+m[1]).Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(strings.TrimSpace(string(out)), "ssend_cycle_deadlock_bug.c:9") {
		t.Errorf("addr2line -e withg 0x%s = %q, want ssend_cycle_deadlock_bug.c:9", m[1], out)
	}
}
