package tests

// Tests of the MPI-RMA races at run time (issue 17): the programs of tests/testdata/rma_runtime
// are built with `parcoach cc --instrument mpicc -g` (mpifort for Fortran), which links the
// runtime monitor and checks the loads and stores the static RMA analysis reported, and run
// plainly with mpiexec; the programs without `rma-instrumented-only` are also built plainly and
// run under `parcoach run mpiexec` (the monitor preloaded: one-sided operations only).
//
// A buggy program must print, for each `rma-expect: ID` line, a line `DYNAMIC-CHECK ID: ...`
// naming that line as `(file:LINE)`, and end with a non-zero status. A correct program must
// print no DYNAMIC-CHECK and run as its plain build does (output and status).

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var rmaExpectRE = regexp.MustCompile(`(?://|!)\s*rma-expect:\s*([a-z-]+)`)

func TestRMARuntime(t *testing.T) {
	env := monitorSetup(t)
	files, _ := filepath.Glob("testdata/rma_runtime/*")
	if len(files) < 6 {
		t.Fatalf("only %d programs", len(files))
	}
	dir := t.TempDir()
	for _, src := range files {
		src, _ = filepath.Abs(src)
		base := filepath.Base(src)
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		expects := map[int]string{}
		for i, l := range strings.Split(string(data), "\n") {
			if m := rmaExpectRE.FindStringSubmatch(l); m != nil {
				expects[i+1] = m[1]
			}
		}
		modes := []string{"instrument", "run"}
		if strings.Contains(string(data), "rma-instrumented-only") {
			modes = modes[:1]
		}
		fortran := strings.HasSuffix(base, ".f90")
		for _, mode := range modes {
			t.Run(base+"/"+mode, func(t *testing.T) {
				t.Parallel()
				compiler := "mpicc"
				if fortran {
					requireTool(t, "mpifort")
					compiler = "mpifort"
				}
				stem := strings.TrimSuffix(base, filepath.Ext(base))
				plainExe := filepath.Join(dir, stem+"_"+mode+"_plain")
				build(t, env, dir, compiler, "-g", src, "-o", plainExe)
				np := strconv.Itoa(runDirective(t, src)[0])
				var got runResult
				if mode == "instrument" {
					exe := filepath.Join(dir, stem+"_instrumented")
					build(t, env, dir, parcoachBin, "cc", "--instrument", "--quiet", compiler, "-g", src, "-o", exe)
					got = monitorRun(t, env, dir, "mpiexec", "-n", np, exe)
				} else {
					got = monitorRun(t, env, dir, parcoachBin, "run", "mpiexec", "-n", np, plainExe)
				}
				code := got.code
				if got.timedOut {
					t.Fatalf("timed out\nstderr:\n%s", got.stderr)
				}
				if strings.Contains(base, "_bug.") {
					if len(expects) == 0 {
						t.Fatal("a _bug program without rma-expect")
					}
					for line, id := range expects {
						re := regexp.MustCompile(`(?m)^DYNAMIC-CHECK ` + regexp.QuoteMeta(id) + `: rank \d+: .*\(` +
							regexp.QuoteMeta(base) + `:` + strconv.Itoa(line) + `\)`)
						if !re.MatchString(got.stderr) {
							t.Errorf("no 'DYNAMIC-CHECK %s' naming %s:%d\nstderr:\n%s", id, base, line, got.stderr)
						}
					}
					if code == 0 {
						t.Errorf("exit status 0 after an error, want the job aborted")
					}
					return
				}
				plain := monitorRun(t, env, dir, "mpiexec", "-n", np, plainExe)
				// (flang's list-directed output spaces numbers otherwise than gfortran's)
				if code != plain.code || strings.Join(strings.Fields(sortedLines(got.stdout)), " ") != strings.Join(strings.Fields(sortedLines(plain.stdout)), " ") {
					t.Errorf("changed by the monitor: status %d (plain %d)\nplain:\n%s\nchecked:\n%s\nstderr:\n%s", code, plain.code, plain.stdout, got.stdout, got.stderr)
				}
				if strings.Contains(got.stderr, "DYNAMIC-CHECK") {
					t.Errorf("a correct program is reported:\n%s", got.stderr)
				}
			})
		}
	}
}
