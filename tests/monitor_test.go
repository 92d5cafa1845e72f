package tests

// Tests of the runtime correctness monitor (issue 15): the programs of tests/testdata/monitor
// are built plainly with mpicc -g (mpifort -g) and run through `parcoach run mpiexec -n N`.
// A buggy program must print, for each `monitor-expect: ID` annotation, a line
// `DYNAMIC-CHECK ID: rank R: ... (file:LINE)` naming the annotated line; it aborts (non-zero
// exit) unless it says `monitor-exit: 0` (warnings at MPI_Finalize), in which case its output
// and status must be the plain run's. A correct program must run as it runs without the
// monitor: same output, same status, no DYNAMIC-CHECK.

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

var (
	monitorExpectRE = regexp.MustCompile(`(?://|!)\s*monitor-expect:\s*([a-z0-9-]+)`)
	monitorEnvRE    = regexp.MustCompile(`(?://|!)\s*monitor-env:\s*(\S+)`)
	monitorExitRE   = regexp.MustCompile(`(?://|!)\s*monitor-exit:\s*0`)
)

// monitorRun runs argv (a command line starting with mpiexec, or with parcoach run) in dir,
// bounded by runTimeout; the whole process group is killed at the end.
func monitorRun(t *testing.T, env []string, dir string, argv ...string) runResult {
	t.Helper()
	mpiSlots <- struct{}{}
	defer func() { <-mpiSlots }()
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir, cmd.Env = dir, env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM) }
	cmd.WaitDelay = 5 * time.Second
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	res := runResult{stdout: out.String(), stderr: errb.String(), elapsed: time.Since(start), timedOut: ctx.Err() != nil}
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		res.code = ee.ExitCode()
	case !res.timedOut:
		t.Fatalf("%s: %v", strings.Join(argv, " "), err)
	}
	return res
}

type monitorProgram struct {
	path    string
	np      int
	env     []string
	expects map[int]string // line -> check id
	exit0   bool
}

func readMonitorProgram(t *testing.T, path string) monitorProgram {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p := monitorProgram{path: path, np: 2, expects: map[int]string{}}
	if np := runDirective(t, path); len(np) > 0 {
		p.np = np[0]
	}
	for i, l := range strings.Split(string(data), "\n") {
		if m := monitorExpectRE.FindStringSubmatch(l); m != nil {
			p.expects[i+1] = m[1]
		}
		if m := monitorEnvRE.FindStringSubmatch(l); m != nil {
			p.env = append(p.env, m[1])
		}
		if monitorExitRE.MatchString(l) {
			p.exit0 = true
		}
	}
	return p
}

// monitorSetup builds the monitor library once (through `parcoach run --print-library`) in a
// private cache and returns the environment of the runs.
func monitorSetup(t *testing.T) []string {
	t.Helper()
	requireTool(t, "mpicc")
	requireTool(t, "mpiexec")
	env := append(runtimeEnv(t.TempDir()), "PARCOACH_RT_CONTINUE=0", "PARCOACH_RT_TIMEOUT=0")
	cmd := exec.Command(parcoachBin, "run", "--print-library")
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("parcoach run --print-library: %v\n%s", err, out)
	}
	lib := strings.TrimSpace(string(out))
	if st, err := os.Stat(lib); err != nil || st.Size() == 0 {
		t.Fatalf("parcoach run --print-library printed %q, which is not a library", lib)
	}
	return env
}

func TestMonitor(t *testing.T) {
	env := monitorSetup(t)
	files, _ := filepath.Glob("testdata/monitor/*")
	if len(files) < 20 {
		t.Fatalf("only %d monitor programs", len(files))
	}
	dir := t.TempDir()
	for _, src := range files {
		src, _ = filepath.Abs(src)
		base := filepath.Base(src)
		t.Run(base, func(t *testing.T) {
			t.Parallel()
			p := readMonitorProgram(t, src)
			exe := filepath.Join(dir, strings.TrimSuffix(base, filepath.Ext(base)))
			if strings.HasSuffix(base, ".f90") {
				requireTool(t, "mpifort")
				build(t, env, dir, "mpifort", "-g", src, "-o", exe)
			} else {
				build(t, env, dir, "mpicc", "-g", src, "-o", exe)
			}
			runEnv := append(append([]string(nil), env...), p.env...)
			np := strconv.Itoa(p.np)
			got := monitorRun(t, runEnv, dir, parcoachBin, "run", "mpiexec", "-n", np, exe)
			if got.timedOut {
				t.Fatalf("timed out under the monitor\nstderr:\n%s", got.stderr)
			}
			isBug := strings.Contains(base, "_bug.")
			if isBug && len(p.expects) == 0 {
				t.Fatalf("a _bug program without monitor-expect")
			}
			for line, id := range p.expects {
				re := regexp.MustCompile(`(?m)^DYNAMIC-CHECK ` + regexp.QuoteMeta(id) + `: rank \d+: MPI_\w+ \(` +
					regexp.QuoteMeta(base) + `:` + strconv.Itoa(line) + `\): .+$`)
				if !re.MatchString(got.stderr) {
					t.Errorf("no 'DYNAMIC-CHECK %s' naming %s:%d\nstderr:\n%s", id, base, line, got.stderr)
				}
			}
			if isBug && !p.exit0 {
				if got.code == 0 {
					t.Errorf("exit status 0 after an error, want the job aborted")
				}
				return
			}
			plain := monitorRun(t, runEnv, dir, "mpiexec", "-n", np, exe)
			if got.code != plain.code {
				t.Errorf("exit status %d under the monitor, %d plainly", got.code, plain.code)
			}
			if sortedLines(withoutUCXWarnings(got.stdout)) != sortedLines(withoutUCXWarnings(plain.stdout)) {
				t.Errorf("output changed:\nplain:\n%s\nmonitor:\n%s", plain.stdout, got.stdout)
			}
			if !isBug && strings.Contains(got.stderr, "DYNAMIC-CHECK") {
				t.Errorf("a correct program is reported:\n%s", got.stderr)
			}
		})
	}
}

// withoutUCXWarnings drops the time-stamped lines mpich's UCX layer prints at MPI_Finalize
// about a message never received (unreceived_message_bug.c: in the plain run and under the
// monitor alike).
func withoutUCXWarnings(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if !strings.Contains(l, "UCX  WARN") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// TestMonitorCorpus runs correct programs of the static corpus under the monitor: their
// output and exit status must not change, and no error may be reported (warnings about
// handles left at MPI_Finalize are allowed: not freeing them is not erroneous).
func TestMonitorCorpus(t *testing.T) {
	env := monitorSetup(t)
	programs := []string{
		"mpi-coll/if_else_same_bcast_ok.c", "mpi-coll/gatherv_scatterv_ok.c", "mpi-coll/comm_split_color_branch_ok.c",
		"mpi-coll/ibcast_overlap_ok.c", "mpi-coll/alltoallw_ok.c", "mpi-coll/loop_count_from_bcast_ok.c",
		"nonblocking/halo_param_buffers_ok.c", "nonblocking/ibarrier_test_poll_ok.c", "nonblocking/heap_request_array_ok.c",
		"nonblocking/ialltoall_iscatter_ok.c", "rma/fence_halo_loop_ok.c", "rma/ll_get_get_flush_ok.c", "rma/gups_with_else_ok.c",
	}
	dir := t.TempDir()
	ran := 0
	for _, rel := range programs {
		src, _ := filepath.Abs(filepath.Join("corpus", rel))
		if _, err := os.Stat(src); err != nil {
			continue
		}
		ran++
		name := strings.ReplaceAll(strings.TrimSuffix(rel, ".c"), "/", "_")
		t.Run(name, func(t *testing.T) {
			exe := filepath.Join(dir, name)
			build(t, env, dir, "mpicc", "-g", src, "-o", exe)
			np := []int{3}
			if n := runDirective(t, src); len(n) > 0 {
				np = n
			}
			n := strconv.Itoa(np[0])
			plain := monitorRun(t, env, dir, "mpiexec", "-n", n, exe)
			got := monitorRun(t, env, dir, parcoachBin, "run", "--", "mpiexec", "-n", n, exe)
			if got.timedOut || got.code != plain.code || sortedLines(got.stdout) != sortedLines(plain.stdout) {
				t.Fatalf("changed by the monitor: status %d (plain %d), timed out %v\nplain:\n%s\nmonitor:\n%s\nstderr:\n%s",
					got.code, plain.code, got.timedOut, plain.stdout, got.stdout, got.stderr)
			}
			for _, l := range strings.Split(got.stderr, "\n") {
				if strings.HasPrefix(l, "DYNAMIC-CHECK ") && !strings.HasPrefix(l, "DYNAMIC-CHECK resource-leak:") {
					t.Errorf("reported: %s", l)
				}
			}
		})
	}
	if ran < 5 {
		t.Fatalf("only %d corpus programs found", ran)
	}
}

// TestMonitorInstrument builds programs with `parcoach cc --instrument mpicc`, which links the
// monitor into them: an error is reported with its file:line by the program run plainly under
// mpiexec (no `parcoach run`); a correct program runs silently, with its output and exit status.
func TestMonitorInstrument(t *testing.T) {
	env := monitorSetup(t)
	dir := t.TempDir()
	status := filepath.Join(dir, "exit_status_ok.c")
	if err := os.WriteFile(status, []byte(`#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, x = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) x = 7;
    MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
    printf("rank %d: %d\n", rank, x);
    MPI_Finalize();
    return rank == 0 ? 3 : 0;
}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	neg, _ := filepath.Abs("testdata/monitor/negative_count_bug.c")
	reqs, _ := filepath.Abs("testdata/monitor/requests_ok.c")
	for _, c := range []struct {
		src, mode string
	}{{neg, "--instrument"}, {reqs, "--instrument"}, {status, "--instrument=all"}} {
		base := filepath.Base(c.src)
		t.Run(base+c.mode, func(t *testing.T) {
			p := readMonitorProgram(t, c.src)
			exe := filepath.Join(dir, strings.TrimSuffix(base, ".c")+strings.TrimPrefix(c.mode, "--instrument"))
			build(t, env, dir, parcoachBin, "cc", c.mode, "--quiet", "mpicc", "-g", c.src, "-o", exe)
			np := strconv.Itoa(p.np)
			got := monitorRun(t, env, dir, "mpiexec", "-n", np, exe)
			if got.timedOut {
				t.Fatalf("timed out\nstderr:\n%s", got.stderr)
			}
			if strings.Contains(base, "_bug.") {
				if len(p.expects) == 0 {
					t.Fatal("no monitor-expect")
				}
				for line, id := range p.expects {
					re := regexp.MustCompile(`(?m)^DYNAMIC-CHECK ` + regexp.QuoteMeta(id) + `: rank \d+: MPI_\w+ \(` +
						regexp.QuoteMeta(base) + `:` + strconv.Itoa(line) + `\): .+$`)
					if !re.MatchString(got.stderr) {
						t.Errorf("no 'DYNAMIC-CHECK %s' naming %s:%d: the monitor is not linked in\nstderr:\n%s", id, base, line, got.stderr)
					}
				}
				if got.code == 0 {
					t.Errorf("exit status 0 after an error, want the job aborted")
				}
				return
			}
			plainExe := exe + "_plain"
			build(t, env, dir, "mpicc", "-g", c.src, "-o", plainExe)
			plain := monitorRun(t, env, dir, "mpiexec", "-n", np, plainExe)
			if got.code != plain.code || sortedLines(got.stdout) != sortedLines(plain.stdout) {
				t.Errorf("changed by the monitor: status %d (plain %d)\nplain:\n%s\ninstrumented:\n%s", got.code, plain.code, plain.stdout, got.stdout)
			}
			if strings.Contains(got.stderr, "DYNAMIC-CHECK") {
				t.Errorf("a correct program is reported:\n%s", got.stderr)
			}
		})
	}
}

// TestMonitorWaitallWaitsForPeer: a blocked MPI_Waitall whose first requests completed at
// once (a message to oneself) publishes only the requests still pending: each rank waits
// for the other, not for itself (before mon25, rank 0 was said to wait for rank 0).
func TestMonitorWaitallWaitsForPeer(t *testing.T) {
	env := monitorSetup(t)
	dir := t.TempDir()
	src, _ := filepath.Abs("testdata/monitor/waitall_self_then_peer_deadlock_bug.c")
	exe := filepath.Join(dir, "waitall_self_then_peer")
	build(t, env, dir, "mpicc", "-g", src, "-o", exe)
	got := monitorRun(t, env, dir, parcoachBin, "run", "mpiexec", "-n", "2", exe)
	if got.timedOut {
		t.Fatalf("timed out under the monitor\nstderr:\n%s", got.stderr)
	}
	for _, want := range []string{
		`(?m)^  rank 0: MPI_Waitall\(request of MPI_Irecv from 1\) at \S+:20 waits for rank 1$`,
		`(?m)^  rank 1: MPI_Waitall\(request of MPI_Irecv from 0\) at \S+:20 waits for rank 0$`,
	} {
		if !regexp.MustCompile(want).MatchString(got.stderr) {
			t.Errorf("no line matching %s\nstderr:\n%s", want, got.stderr)
		}
	}
}
