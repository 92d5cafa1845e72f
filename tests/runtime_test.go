package tests

// Runtime tests (issue 8): programs built through `parcoach cc --instrument` and run with
// mpich's mpiexec. A buggy program whose bug is reachable in a run must stop with a
// DYNAMIC-CHECK message naming the program's lines, within its timeout; a correct program,
// instrumented, must print the same output and exit with the same status as built plainly.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// runTimeout bounds one mpiexec run: a hang fails the test instead of blocking it.
const runTimeout = 30 * time.Second

// defaultNP is the number of processes a program runs with when it has no `// run: np=...`
// directive: three processes make rank-0-only, even-rank and last-rank bugs reachable.
var defaultNP = []int{3}

// outcome is what a run of a corpus program must do, when it is not what its name says.
type outcome struct {
	kind   string // "clean", "dynamic-check", "terminates", "skip"
	reason string
	env    []string // added to the environment of the instrumented runs
	// lines are more lines the DYNAMIC-CHECK message may name besides the annotated ones.
	lines []int
}

// runtimeOutcomes lists the programs of tests/corpus/mpi-coll whose runtime behaviour is not
// simply "_bug: DYNAMIC-CHECK, _ok: unchanged", with the reason.
var runtimeOutcomes = map[string]outcome{
	"abort_rank_before_gather_ok.c": {kind: "terminates", reason: "abort() kills the process and the launcher kills the job; " +
		"no check is placed before abort(), which a correct program may call on one rank"},
	"mpi_abort_rank0_before_reduce_bug.c": {kind: "terminates", reason: "MPI_Abort on one rank ends the job by itself; " +
		"no check is placed before MPI_Abort, which is meant to be called by one process"},
	"comm_dup_two_comms_bug.c": {kind: "dynamic-check", reason: "the processes wait in collectives on two different communicators: " +
		"each check runs on its own communicator, so the checks wait for each other as the collectives would " +
		"(seed 000 §4.1.3: errors in the use of communicators propagate into the checks); the runtime's deadline " +
		"reports it", env: []string{"PARCOACH_RT_TIMEOUT=5"}},
	// The runtime checks run in the MPI call, which is inside a one-line wrapper, while the
	// static findings name the wrapper's callers (mpiwrap reads each call of the wrapper as
	// the MPI call): the message names the line inside the wrapper.
	"mpi_wrapper_callers_bug.c":        {kind: "dynamic-check", reason: wrapperLine, lines: []int{13}},
	"mpi_wrapper_static_callers_bug.c": {kind: "dynamic-check", reason: wrapperLine, lines: []int{15}},
	"mpi_wrapper_return_code_bug.c":    {kind: "dynamic-check", reason: wrapperLine, lines: []int{12}},
	"fig5_2_callee_barrier_bug.c":      {kind: "dynamic-check", reason: wrapperLine, lines: []int{14}},
	"bcast_helper_heap_field_bug.c":    {kind: "dynamic-check", reason: wrapperLine, lines: []int{27}},
}

const wrapperLine = "the runtime check names the MPI call inside the one-line wrapper, the static finding its caller"

var runRE = regexp.MustCompile(`(?://|!)\s*run:\s*(.*)$`)

// runDirective reads `// run: np=2,3,4 omp=1,2` from the first 15 lines of a program.
func runDirective(t *testing.T, path string) (np []int) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitN(string(data), "\n", 16)
	for i, l := range lines {
		if i >= 15 {
			break
		}
		m := runRE.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		for _, kv := range strings.Fields(m[1]) {
			k, v, _ := strings.Cut(kv, "=")
			if k != "np" {
				continue
			}
			for _, s := range strings.Split(v, ",") {
				if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil && n > 0 {
					np = append(np, n)
				}
			}
		}
	}
	if len(np) == 0 {
		np = defaultNP
	}
	return np
}

// requireMPI skips (fails in CI) when the MPI compiler, the launcher or clang is missing.
func requireMPI(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"mpicc", "mpiexec", "clang"} {
		requireTool(t, tool)
	}
}

// runtimeEnv is the environment of the builds and runs: a private runtime cache, and
// OpenMP threads that do not spin (machines here have 2 cores).
func runtimeEnv(cache string) []string {
	return append(os.Environ(), "PARCOACH_CACHE_DIR="+cache, "OMP_WAIT_POLICY=passive")
}

// mpiSlots serialises the mpiexec runs: builds run in parallel, but ranks of two jobs
// competing for 2 cores would only slow both down.
var mpiSlots = make(chan struct{}, 1)

type runResult struct {
	stdout, stderr string
	code           int
	timedOut       bool
	elapsed        time.Duration
}

// mpirun runs exe with np processes, bounded by runTimeout.
func mpirun(t *testing.T, env []string, dir string, np int, exe string, args ...string) runResult {
	t.Helper()
	mpiSlots <- struct{}{}
	defer func() { <-mpiSlots }()
	defer removeStaleOpenMPRegistrations()
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "mpiexec", append([]string{"-n", strconv.Itoa(np), exe}, args...)...)
	cmd.Dir, cmd.Env = dir, env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		// mpiexec forwards SIGTERM to the ranks and cleans up; the whole group is killed if not.
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
	}
	cmd.WaitDelay = 5 * time.Second
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	res := runResult{stdout: out.String(), stderr: errb.String(), elapsed: time.Since(start)}
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	if ctx.Err() != nil {
		// Hydra starts the ranks through its proxy in a session of their own: after a
		// timeout they can outlive the process group above and spin for ever, slowing every
		// later test. The executable's path is unique to this test: kill what still runs it.
		_ = exec.Command("pkill", "-KILL", "-f", exe).Run()
	}
	if ctx.Err() != nil {
		res.timedOut = true
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		res.code = ee.ExitCode()
	default:
		t.Fatalf("mpiexec: %v", err)
	}
	return res
}

// build runs a compile command in dir and fails the test with its output if it fails.
// removeStaleOpenMPRegistrations deletes the empty registration files LLVM's OpenMP runtime
// leaves in /dev/shm (__KMP_REGISTERED_LIB_<pid>_<uid>) when a process is killed while it
// starts: libomp 14 maps such a file without checking its size, so a later process that gets
// the same pid dies of SIGBUS at start-up. The runtime tests kill processes on purpose
// (MPI_Abort ends the whole job), so they clean up after each run: only empty files of
// processes that no longer exist.
func removeStaleOpenMPRegistrations() {
	files, _ := filepath.Glob("/dev/shm/__KMP_REGISTERED_LIB_*")
	for _, f := range files {
		st, err := os.Stat(f)
		if err != nil || st.Size() != 0 {
			continue
		}
		pid, _, _ := strings.Cut(strings.TrimPrefix(filepath.Base(f), "__KMP_REGISTERED_LIB_"), "_")
		if _, err := os.Stat("/proc/" + pid); err == nil {
			continue
		}
		_ = os.Remove(f)
	}
}

func build(t *testing.T, env []string, dir string, argv ...string) string {
	t.Helper()
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(argv, " "), err, out)
	}
	return string(out)
}

// sortedLines makes outputs comparable when several ranks print: their lines may interleave
// differently from one run to the next.
func sortedLines(s string) string {
	l := strings.Split(strings.TrimRight(s, "\n"), "\n")
	sort.Strings(l)
	return strings.Join(l, "\n")
}

// dynRE: a runtime check's message; with --instrument=all, or with a static argument finding,
// the collective checks are the linked monitor's (DYNAMIC-CHECK collective-mismatch:,
// collective-argument-mismatch:, deadlock:; a collective on MPI_COMM_NULL is its local check
// invalid-handle:, issue 15).
var dynRE = regexp.MustCompile(`DYNAMIC-CHECK(?: collective-mismatch| collective-argument-mismatch| deadlock| invalid-handle)?: .*`)

// allModeSubset are the programs also built with --instrument=all (every collective checked).
var allModeSubset = map[string]bool{
	"if_rank_barrier_bug.c": true, "fig3_2d_barrier_ibarrier_bug.c": true, "gather_root_only_bug.c": true,
	"loop_rank_trip_barrier_bug.c": true, "comm_split_subrank_bug.c": true, "extra_allreduce_rank0_bug.c": true,
	"if_else_same_bcast_ok.c": true, "fig5_1_callee_barrier_ok.c": true, "comm_split_color_branch_ok.c": true,
	"recursion_uniform_depth_ok.c": true, "ibcast_overlap_ok.c": true, "loop_count_from_bcast_ok.c": true,
	"function_pointer_phases_ok.c": true, "gatherv_scatterv_ok.c": true,
}

// TestRuntime builds every C and C++ program of tests/corpus/mpi-coll plainly and through
// `parcoach cc --instrument`, and runs them with mpiexec (np from their `// run:` directive,
// 3 by default). A subset is also built with --instrument=all.
func TestRuntime(t *testing.T) {
	requireMPI(t)
	files, err := filepath.Glob("corpus/mpi-coll/*.c")
	if err != nil {
		t.Fatal(err)
	}
	cxxFiles, err := filepath.Glob("corpus/mpi-coll/*.cpp")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, cxxFiles...)
	if len(files) == 0 {
		t.Skip("no program in tests/corpus/mpi-coll")
	}
	cache := t.TempDir()
	env := runtimeEnv(cache)
	for _, path := range files {
		path, _ := filepath.Abs(path)
		name := filepath.Base(path)
		want := outcome{kind: "clean"}
		if strings.HasSuffix(strings.TrimSuffix(name, filepath.Ext(name)), "_bug") {
			want.kind = "dynamic-check"
		}
		// C++ programs go through mpicxx, plainly and behind parcoach cc.
		compiler := "mpicc"
		if filepath.Ext(name) == ".cpp" {
			compiler = "mpicxx"
		}
		if o, ok := runtimeOutcomes[name]; ok {
			want = o
		}
		modes := []string{"--instrument"}
		if allModeSubset[name] {
			modes = append(modes, "--instrument=all")
		}
		t.Run(name, func(t *testing.T) {
			if want.kind == "skip" {
				t.Skip(want.reason)
			}
			if compiler != "mpicc" {
				requireTool(t, compiler)
			}
			t.Parallel()
			p := readProgram(t, path)
			np := runDirective(t, path)
			dir := t.TempDir()
			src := filepath.Base(path)
			if err := os.Symlink(path, filepath.Join(dir, src)); err != nil {
				t.Fatal(err)
			}
			// -O0: win_fence_ok.c exposes a stack variable as an RMA window, which gcc -O1 and
			// above break (wrong values, corrupted handles). The example project and the
			// overhead benchmark build at -O2.
			flags := append([]string{"-O0"}, p.compileFlags...)
			var plain string
			if want.kind == "clean" {
				plain = filepath.Join(dir, "plain")
				build(t, env, dir, append(append([]string{compiler}, flags...), src, "-o", plain)...)
			}
			for _, mode := range modes {
				exe := filepath.Join(dir, "inst"+strings.TrimPrefix(mode, "--instrument"))
				build(t, env, dir, append(append([]string{parcoachBin, "cc", "--quiet", mode, compiler}, flags...), src, "-o", exe)...)
				for _, n := range np {
					checkRun(t, env, dir, p, want, mode, n, plain, exe)
				}
			}
		})
	}
}

// checkRun runs one instrumented program with n processes and checks the outcome.
func checkRun(t *testing.T, env []string, dir string, p corpusProgram, want outcome, mode string, n int, plain, exe string) {
	t.Helper()
	label := fmt.Sprintf("%s, np=%d", mode, n)
	got := mpirun(t, append(append([]string(nil), env...), want.env...), dir, n, exe)
	if got.timedOut {
		t.Errorf("%s: instrumented run did not finish within %v (a hang)\nstdout:\n%s\nstderr:\n%s", label, runTimeout, got.stdout, got.stderr)
		return
	}
	switch want.kind {
	case "clean":
		ref := mpirun(t, env, dir, n, plain)
		if ref.timedOut {
			t.Fatalf("np=%d: the plain build hangs: a correct program must not", n)
		}
		if got.code != ref.code || sortedLines(got.stdout) != sortedLines(ref.stdout) {
			t.Errorf("%s: instrumented run differs from the plain one\nplain (exit %d):\n%s\ninstrumented (exit %d):\n%s\nstderr:\n%s",
				label, ref.code, ref.stdout, got.code, got.stdout, got.stderr)
		}
		if dynRE.MatchString(got.stderr) {
			t.Errorf("%s: a correct program reported %s", label, dynRE.FindString(got.stderr))
		}
	case "terminates":
		if got.code == 0 {
			t.Errorf("%s: exit status 0, want the job to fail (%s)", label, want.reason)
		}
	case "dynamic-check":
		msg := dynRE.FindString(got.stderr)
		if got.code == 0 || msg == "" {
			t.Errorf("%s: want a DYNAMIC-CHECK message and a failing exit status, got exit %d\nstdout:\n%s\nstderr:\n%s",
				label, got.code, got.stdout, got.stderr)
			return
		}
		// The message names the program's lines; with the default instrumentation, a line
		// the static pass flagged, or the conditional it named.
		base := filepath.Base(p.path)
		if !strings.Contains(msg, base+":") {
			t.Errorf("%s: the message does not name %s: %s", label, base, msg)
		}
		if mode == "--instrument" && !namesExpectedLine(msg, base, p, want.lines) && !strings.Contains(msg, "; see conditional") {
			t.Errorf("%s: the message names neither an annotated line %v nor a conditional: %s", label, expectLines(p), msg)
		}
		t.Logf("%s: %s (%.1fs)", label, msg, got.elapsed.Seconds())
	}
}

func expectLines(p corpusProgram) []int {
	var out []int
	for _, e := range p.expects {
		out = append(out, e.line)
	}
	return out
}

// namesExpectedLine reports whether msg names base:N for a line N annotated `expect:`, or
// for a conditional the static pass named (the "see conditional" part).
func namesExpectedLine(msg, base string, p corpusProgram, more []int) bool {
	for _, l := range append(expectLines(p), more...) {
		if regexp.MustCompile(regexp.QuoteMeta(base) + ":" + strconv.Itoa(l) + `\b`).MatchString(msg) {
			return true
		}
	}
	return false
}

// copyDir copies the files of a directory (not recursively) into a new temporary one.
func copyDir(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, e.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

// TestRuntimeExampleProject builds examples/project (three files, a Makefile and a
// CMakeLists.txt) the way a user would: `CC="parcoach cc mpicc" make` prints the static
// finding, `CC="parcoach cc --instrument mpicc" make` (and the same with CMake, when
// installed) gives a program that runs like the plain one and stops with a DYNAMIC-CHECK
// message on its buggy path (--bug).
func TestRuntimeExampleProject(t *testing.T) {
	requireMPI(t)
	requireTool(t, "make")
	cache := t.TempDir()
	env := runtimeEnv(cache)
	src, _ := filepath.Abs("../examples/project")

	plainDir := copyDir(t, src)
	build(t, env, plainDir, "make", "CC=mpicc", "heat")
	ref := mpirun(t, env, plainDir, 3, "./heat")
	if ref.code != 0 || ref.timedOut || !strings.Contains(ref.stdout, "final temperature") {
		t.Fatalf("the plain build does not run: exit %d\n%s%s", ref.code, ref.stdout, ref.stderr)
	}

	checkBuild := func(t *testing.T, dir, exe string) {
		t.Helper()
		got := mpirun(t, env, dir, 3, exe)
		if got.code != 0 || got.stdout != ref.stdout {
			t.Errorf("instrumented run differs from the plain one: exit %d\n%s%s\nwant:\n%s", got.code, got.stdout, got.stderr, ref.stdout)
		}
		bug := mpirun(t, env, dir, 3, exe, "--bug")
		msg := dynRE.FindString(bug.stderr)
		// The file as the build saw it: relative to the build's working directory when below it
		// (make in the source directory), else absolute (CMake's build directory).
		m := bcastSolverRE.FindStringSubmatch(msg)
		if bug.timedOut || bug.code == 0 || m == nil || !strings.Contains(msg, "leaves solve()") {
			t.Errorf("--bug: want a DYNAMIC-CHECK about MPI_Bcast in solve, got exit %d (timed out %v)\n%s", bug.code, bug.timedOut, bug.stderr)
		} else if m[1] != "solver.c" && m[1] != filepath.Join(dir, "solver.c") {
			t.Errorf("--bug: the message names %s, want solver.c or %s", m[1], filepath.Join(dir, "solver.c"))
		}
		t.Logf("--bug: %s", msg)
	}

	t.Run("make", func(t *testing.T) {
		dir := copyDir(t, src)
		out := build(t, env, dir, "make", "CC="+parcoachBin+" cc mpicc", "heat")
		if !strings.Contains(out, "solver.c:") || !strings.Contains(out, "warning: MPI_Bcast") {
			t.Errorf("CC=\"parcoach cc mpicc\" make: no static finding for solver.c in the build output:\n%s", out)
		}
		got := mpirun(t, env, dir, 3, "./heat")
		if got.code != 0 || got.stdout != ref.stdout {
			t.Errorf("parcoach cc changed the program: exit %d\n%s", got.code, got.stdout)
		}
		if callsRuntime(t, filepath.Join(dir, "heat")) {
			t.Errorf("without --instrument, the program must not be instrumented")
		}
	})
	t.Run("make--instrument", func(t *testing.T) {
		dir := copyDir(t, src)
		build(t, env, dir, "make", "CC="+parcoachBin+" cc --instrument mpicc", "heat")
		checkBuild(t, dir, "./heat")
	})
	t.Run("make--instrument=all", func(t *testing.T) {
		dir := copyDir(t, src)
		build(t, env, dir, "make", "CC="+parcoachBin+" cc --instrument=all mpicc", "heat")
		got := mpirun(t, env, dir, 3, "./heat")
		if got.code != 0 || got.stdout != ref.stdout {
			t.Errorf("instrumented run differs from the plain one: exit %d\n%s%s", got.code, got.stdout, got.stderr)
		}
		if bug := mpirun(t, env, dir, 3, "./heat", "--bug"); !dynRE.MatchString(bug.stderr) || bug.code == 0 {
			t.Errorf("--bug: want a DYNAMIC-CHECK, got exit %d\n%s", bug.code, bug.stderr)
		}
	})
	t.Run("cmake", func(t *testing.T) {
		requireCMake(t)
		dir := copyDir(t, src)
		cenv := append(append([]string(nil), env...), "CC="+parcoachBin+" cc mpicc")
		build(t, cenv, dir, "cmake", "-S", ".", "-B", "build")
		out := build(t, cenv, dir, "cmake", "--build", "build", "--target", "heat")
		if !strings.Contains(out, "warning: MPI_Bcast") {
			t.Errorf("no static finding in the CMake build output:\n%s", out)
		}
		if got := mpirun(t, env, dir, 3, "./build/heat"); got.code != 0 || got.stdout != ref.stdout {
			t.Errorf("parcoach cc changed the program: exit %d\n%s", got.code, got.stdout)
		}
	})
	t.Run("cmake--instrument", func(t *testing.T) {
		requireCMake(t)
		dir := copyDir(t, src)
		cenv := append(append([]string(nil), env...), "CC="+parcoachBin+" cc --instrument mpicc")
		build(t, cenv, dir, "cmake", "-S", ".", "-B", "build")
		build(t, cenv, dir, "cmake", "--build", "build", "--target", "heat")
		checkBuild(t, dir, "./build/heat")
	})
	// The launcher wraps compile lines only: the link is mpicc's own, and finds the runtime
	// library in the instrumented object (issue 14, item 7b).
	t.Run("cmake-launcher--instrument", func(t *testing.T) {
		requireCMake(t)
		dir := copyDir(t, src)
		cenv := append(append([]string(nil), env...), "CC=mpicc")
		build(t, cenv, dir, "cmake", "-S", ".", "-B", "build", "-DCMAKE_C_COMPILER_LAUNCHER="+parcoachBin+";cc;--instrument")
		out := build(t, cenv, dir, "cmake", "--build", "build", "--target", "heat", "--verbose")
		if !strings.Contains(out, "warning: MPI_Bcast") {
			t.Errorf("no static finding in the CMake build output:\n%s", out)
		}
		if !callsRuntime(t, filepath.Join(dir, "build", "heat")) {
			t.Errorf("build/heat is not instrumented:\n%s", out)
		}
		checkBuild(t, dir, "./build/heat")
	})
}

var bcastSolverRE = regexp.MustCompile(`MPI_Bcast \((\S*solver\.c):\d+\)`)

// callsRuntime reports whether a binary or object calls one of the runtime library's entries
// (by default the MPI collective check, parcoach_rt_check).
func callsRuntime(t *testing.T, path string, entries ...string) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) == 0 {
		entries = []string{"parcoach_rt_check"}
	}
	for _, e := range entries {
		if bytes.Contains(data, []byte(e)) {
			return true
		}
	}
	return false
}

// BenchmarkRuntimeOverhead measures what the runtime checks cost on a collective-heavy
// microbenchmark (examples/project/bench.c: an MPI_Allreduce and an MPI_Bcast per iteration,
// and a rank-dependent MPI_Barrier every 100 iterations) built plainly, with the default
// instrumentation and with --instrument=all, at 2 and 4 processes. Each configuration runs
// several times and the fastest run counts (the machines are shared). Run it with
//
//	go test ./tests -run '^$' -bench RuntimeOverhead -benchtime=1x -v
//
// The ratios are reported as metrics (default/plain and all/plain per process count).
func BenchmarkRuntimeOverhead(b *testing.B) {
	for _, tool := range []string{"mpicc", "mpiexec", "clang"} {
		if _, err := exec.LookPath(tool); err != nil {
			b.Skipf("%s not installed", tool)
		}
	}
	dir := b.TempDir()
	env := runtimeEnv(b.TempDir())
	src, _ := filepath.Abs("../examples/project/bench.c")
	variants := []struct{ name, exe string }{{"plain", "bench-plain"}, {"default", "bench-default"}, {"all", "bench-all"}}
	compile := func(argv ...string) {
		cmd := exec.Command(argv[0], argv[1:]...)
		cmd.Dir, cmd.Env = dir, env
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%s: %v\n%s", strings.Join(argv, " "), err, out)
		}
	}
	compile("mpicc", "-O2", src, "-o", variants[0].exe)
	compile(parcoachBin, "cc", "--quiet", "--instrument", "mpicc", "-O2", src, "-o", variants[1].exe)
	compile(parcoachBin, "cc", "--quiet", "--instrument=all", "mpicc", "-O2", src, "-o", variants[2].exe)
	perColl := regexp.MustCompile(`per-collective ([0-9.]+) us`)
	runs := []struct{ np, iters, reps int }{{2, 200000, 7}, {4, 200, 3}}
	if n, err := strconv.Atoi(os.Getenv("PARCOACH_BENCH_REPS")); err == nil && n > 0 {
		runs[0].reps, runs[1].reps = n, (n+2)/3
	}
	for i := 0; i < b.N; i++ {
		for _, r := range runs {
			best := map[string]float64{}
			for rep := 0; rep < r.reps; rep++ {
				for _, v := range variants {
					ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
					cmd := exec.CommandContext(ctx, "mpiexec", "-n", strconv.Itoa(r.np), "./"+v.exe, strconv.Itoa(r.iters))
					cmd.Dir, cmd.Env = dir, env
					out, err := cmd.Output()
					cancel()
					m := perColl.FindStringSubmatch(string(out))
					if err != nil || m == nil {
						b.Fatalf("%s np=%d: %v\n%s", v.name, r.np, err, out)
					}
					us, _ := strconv.ParseFloat(m[1], 64)
					if old, ok := best[v.name]; !ok || us < old {
						best[v.name] = us
					}
				}
			}
			b.Logf("np=%d: plain %.2f us, default %.2f us (x%.2f), all %.2f us (x%.2f) per collective", r.np,
				best["plain"], best["default"], best["default"]/best["plain"], best["all"], best["all"]/best["plain"])
			b.ReportMetric(best["default"]/best["plain"], fmt.Sprintf("default/plain-np%d", r.np))
			b.ReportMetric(best["all"]/best["plain"], fmt.Sprintf("all/plain-np%d", r.np))
		}
	}
}

// cxxProgram is a C++ method whose collective depends on the rank, with an exception that
// leaves it on rank 0 only when run without arguments (a correct run: no process calls the
// broadcast), and the broadcast on rank 0 only with an argument (the bug).
const cxxProgram = `#include <mpi.h>
#include <cstdio>
#include <stdexcept>
#include <vector>

struct Solver {
    MPI_Comm comm;
    int rank;
    explicit Solver(MPI_Comm c) : comm(c) { MPI_Comm_rank(comm, &rank); }
    double step(double x)
    {
        std::vector<double> v(4, x);
        if (rank == 0 && x < 0)
            throw std::runtime_error("negative");
        if (rank == 0)
            MPI_Bcast(v.data(), 4, MPI_DOUBLE, 0, comm);
        return v[0];
    }
};

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    Solver s(MPI_COMM_WORLD);
    try {
        double r = s.step(argc > 1 ? 1.0 : -1.0);
        if (s.rank == 0)
            std::printf("%g\n", r);
    } catch (const std::exception &e) {
        if (s.rank == 0)
            std::printf("error %s\n", e.what());
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
`

// TestRuntimeCXX builds a C++ program through `parcoach cc --instrument mpicxx`: a member
// communicator, a vector's cleanup and an exception leaving the instrumented method.
func TestRuntimeCXX(t *testing.T) {
	requireMPI(t)
	requireTool(t, "mpicxx")
	requireTool(t, "clang++")
	env := runtimeEnv(t.TempDir())
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "solver.cpp"), []byte(cxxProgram), 0o644); err != nil {
		t.Fatal(err)
	}
	build(t, env, dir, "mpicxx", "-O2", "solver.cpp", "-o", "plain")
	build(t, env, dir, parcoachBin, "cc", "--quiet", "--instrument", "mpicxx", "-O2", "solver.cpp", "-o", "inst")
	ref := mpirun(t, env, dir, 2, "./plain")
	got := mpirun(t, env, dir, 2, "./inst")
	if got.code != ref.code || got.stdout != ref.stdout || dynRE.MatchString(got.stderr) {
		t.Errorf("the exception path changed: plain exit %d %q, instrumented exit %d %q\n%s", ref.code, ref.stdout, got.code, got.stdout, got.stderr)
	}
	bug := mpirun(t, env, dir, 2, "./inst", "x")
	msg := dynRE.FindString(bug.stderr)
	if bug.code == 0 || !strings.Contains(msg, "MPI_Bcast (solver.cpp:16)") || !strings.Contains(msg, "leaves step()") {
		t.Errorf("want a DYNAMIC-CHECK naming MPI_Bcast (solver.cpp:16) and step(), got exit %d\n%s", bug.code, bug.stderr)
	}
}

// TestCCWrapper checks that `parcoach cc` behaves like the compiler it wraps: preprocessing
// and dependency lines give the same output, a failing compile the same status and message,
// several sources give their objects, flags clang does not know do not stop it, and
// --instrument replaces only the objects that have something to check.
// TestCCWerror: `parcoach cc --werror` fails a compile whose source has a finding (exit 1,
// no object left for the next build to trust), and not when a --suppressions file or a
// parcoach-ignore comment takes the finding away, nor for a clean source.
func TestCCWerror(t *testing.T) {
	requireMPI(t)
	dir := t.TempDir()
	write(t, dir, "bug.c", buggy)
	write(t, dir, "ok.c", correct)
	write(t, dir, "ignored.c", strings.Replace(buggy, "MPI_Barrier(MPI_COMM_WORLD);", "MPI_Barrier(MPI_COMM_WORLD); // parcoach-ignore(collective-mismatch)", 1))
	write(t, dir, "sup.txt", "collective-mismatch:src:bug.c\n")
	env := runtimeEnv(t.TempDir())
	for _, c := range []struct {
		args []string
		obj  string
		fail bool
	}{
		{[]string{"--werror", "mpicc", "-c", "bug.c"}, "bug.o", true},
		{[]string{"--werror", "--quiet", "mpicc", "-c", "bug.c", "-o", "q.o"}, "q.o", true},
		{[]string{"--werror", "--instrument", "mpicc", "-c", "bug.c", "-o", "i.o"}, "i.o", true},
		{[]string{"mpicc", "-c", "bug.c", "-o", "plain.o"}, "plain.o", false},
		{[]string{"--werror", "--suppressions", "sup.txt", "mpicc", "-c", "bug.c", "-o", "s.o"}, "s.o", false},
		{[]string{"--werror", "--suppressions=sup.txt", "mpicc", "-c", "bug.c", "-o", "s2.o"}, "s2.o", false},
		{[]string{"--werror", "mpicc", "-c", "ignored.c"}, "ignored.o", false},
		{[]string{"--werror", "mpicc", "-c", "ok.c"}, "ok.o", false},
		{[]string{"--werror", "mpicc", "bug.c", "-o", "app"}, "app", true},
	} {
		_, stderr, code := run(t, dir, env, append([]string{"cc"}, c.args...)...)
		_, err := os.Stat(filepath.Join(dir, c.obj))
		if c.fail {
			if code != 1 || err == nil || !strings.Contains(stderr, "parcoach: error: 1 finding in bug.c (--werror") {
				t.Errorf("cc %s: exit %d, %s exists: %v, want exit 1, no output and the --werror line\n%s", strings.Join(c.args, " "), code, c.obj, err == nil, stderr)
			}
		} else if code != 0 || err != nil {
			t.Errorf("cc %s: exit %d (%v), want 0 and %s written\n%s", strings.Join(c.args, " "), code, err, c.obj, stderr)
		}
	}
	if _, stderr, code := run(t, dir, env, "cc", "--suppressions", "missing.txt", "mpicc", "-c", "ok.c"); code != 2 || !strings.Contains(stderr, "missing.txt") {
		t.Errorf("a missing suppressions file: exit %d, want 2 and its name\n%s", code, stderr)
	}
}

func TestCCWrapper(t *testing.T) {
	requireMPI(t)
	env := runtimeEnv(t.TempDir())
	dir := t.TempDir()
	files := map[string]string{
		"a.c":   "#include <mpi.h>\n#include \"b.h\"\nvoid a(void)\n{\n    int rank;\n    MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n    if (rank == 0)\n        MPI_Barrier(MPI_COMM_WORLD);\n}\n",
		"b.h":   "int twice(int x);\n",
		"b.c":   "#include \"b.h\"\nint twice(int x) { return 2 * x; }\n",
		"m.c":   "#include <mpi.h>\nvoid a(void);\nint main(int argc, char **argv)\n{\n    MPI_Init(&argc, &argv);\n    a();\n    MPI_Finalize();\n    return 0;\n}\n",
		"bad.c": "int f(void) { return undeclared; }\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run := func(argv ...string) (string, string, int) {
		cmd := exec.Command(argv[0], argv[1:]...)
		cmd.Dir, cmd.Env = dir, env
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		code := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return out.String(), errb.String(), code
	}
	pc := []string{parcoachBin, "cc", "mpicc"}
	pci := []string{parcoachBin, "cc", "--instrument", "mpicc"}

	for _, args := range [][]string{{"-E", "a.c"}, {"-MM", "a.c"}, {"-dumpversion"}} {
		want, _, wcode := run(append([]string{"mpicc"}, args...)...)
		got, stderr, code := run(append(append([]string(nil), pci...), args...)...)
		if got != want || code != wcode {
			t.Errorf("parcoach cc mpicc %s: output or status differs (exit %d, want %d)\n%s", strings.Join(args, " "), code, wcode, stderr)
		}
	}

	_, wantErr, wcode := run("mpicc", "-c", "bad.c")
	_, gotErr, code := run(append(append([]string(nil), pci...), "-c", "bad.c")...)
	if code != wcode || code == 0 || !strings.Contains(gotErr, "undeclared") || gotErr != wantErr {
		t.Errorf("a failing compile: exit %d (want %d), stderr:\n%s\nwant:\n%s", code, wcode, gotErr, wantErr)
	}

	// Two sources, a flag clang rejects (-fconserve-stack is GCC's), -MD dependency files.
	_, stderr, code := run(append(append([]string(nil), pc...), "-O2", "-fconserve-stack", "-MD", "-c", "a.c", "b.c")...)
	if code != 0 || !strings.Contains(stderr, "a.c:8:") || !strings.Contains(stderr, "MPI_Barrier") {
		t.Fatalf("parcoach cc mpicc -c a.c b.c: exit %d, want 0 and the finding at a.c:8\n%s", code, stderr)
	}
	for _, f := range []string{"a.o", "b.o", "a.d", "b.d"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s not written: %v", f, err)
		}
	}
	plainB, _ := os.ReadFile(filepath.Join(dir, "b.o"))

	_, stderr, code = run(append(append([]string(nil), pci...), "-O2", "-fconserve-stack", "-MD", "-c", "a.c", "b.c")...)
	if code != 0 {
		t.Fatalf("--instrument -c a.c b.c: exit %d\n%s", code, stderr)
	}
	if !callsRuntime(t, filepath.Join(dir, "a.o")) {
		t.Error("a.o (a rank-dependent barrier) is not instrumented")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "b.o")); !bytes.Equal(b, plainB) {
		t.Error("b.o (no collective) is not the compiler's own object")
	}
	// A link-only line adds the runtime library; the program runs and stops at the barrier.
	if _, stderr, code = run(append(append([]string(nil), pci...), "-O2", "-c", "m.c")...); code != 0 {
		t.Fatalf("compiling m.c: %s", stderr)
	}
	if _, stderr, code = run(append(append([]string(nil), pci...), "m.o", "a.o", "b.o", "-o", "app")...); code != 0 {
		t.Fatalf("link: exit %d\n%s", code, stderr)
	}
	got := mpirun(t, env, dir, 2, "./app")
	if msg := dynRE.FindString(got.stderr); got.code == 0 || !strings.Contains(msg, "MPI_Barrier (a.c:8)") {
		t.Errorf("the linked program: exit %d, want a DYNAMIC-CHECK about a.c:8\n%s", got.code, got.stderr)
	}
	// Compile and link in one line.
	if _, stderr, code = run(append(append([]string(nil), pci...), "m.c", "a.c", "b.c", "-o", "app2")...); code != 0 {
		t.Fatalf("compile and link: exit %d\n%s", code, stderr)
	}
	if !callsRuntime(t, filepath.Join(dir, "app2")) {
		t.Error("app2 is not instrumented")
	}
}

// TestCCCompilesOnce: with --instrument, a line whose objects are all replaced by
// instrumented ones is not compiled by the wrapped compiler (issue 18): a -c line with a
// dependency file runs only its preprocessor (-E), for the same .d; a line with a source
// that keeps the compiler's object runs it as before; the outputs are those of before.
func TestCCCompilesOnce(t *testing.T) {
	requireMPI(t)
	mpicc, err := exec.LookPath("mpicc")
	if err != nil {
		t.Skip("no mpicc")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	if err := os.Mkdir(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	logf := filepath.Join(dir, "log")
	// An mpicc that records its compile lines (-show, asked by parcoach, is not recorded).
	write(t, bin, "mpicc", "#!/bin/sh\ncase \"$1\" in -show|--showme*) ;; *) echo \"$*\" >> "+logf+";; esac\nexec "+mpicc+" \"$@\"\n")
	if err := os.Chmod(filepath.Join(bin, "mpicc"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, dir, "bug.c", buggy)
	write(t, dir, "twice.c", "int twice(int x) { return 2 * x; }\n")
	env := append(runtimeEnv(t.TempDir()), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	lines := func() []string {
		data, _ := os.ReadFile(logf)
		os.Remove(logf)
		out := []string{} // the lines of the test's files (not the runtime's first builds)
		for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			if l != "" && !strings.Contains(l, "/build-") {
				out = append(out, l)
			}
		}
		return out
	}
	pci := []string{"cc", "--quiet", "--instrument", "mpicc", "-O2"}

	_, stderr, code := run(t, dir, env, append(pci, "-MMD", "-c", "bug.c", "-o", "bug.o")...)
	if code != 0 {
		t.Fatalf("cc --instrument -MMD -c bug.c: exit %d\n%s", code, stderr)
	}
	if got := lines(); len(got) != 1 || !strings.Contains(got[0], "-E") || strings.Contains(got[0], "-c") {
		t.Errorf("the wrapped compiler ran %q, want only its preprocessor (-E) for the dependency file", got)
	}
	if !callsRuntime(t, filepath.Join(dir, "bug.o")) {
		t.Error("bug.o is not instrumented")
	}
	if d, err := os.ReadFile(filepath.Join(dir, "bug.d")); err != nil || !strings.HasPrefix(string(d), "bug.o: bug.c") {
		t.Errorf("bug.d = %q (%v), want the rule of bug.o", d, err)
	}

	_, stderr, code = run(t, dir, env, append(pci, "-c", "bug.c", "-o", "bug2.o")...)
	if got := lines(); code != 0 || len(got) != 0 {
		t.Errorf("cc --instrument -c bug.c: exit %d, the wrapped compiler ran %q, want nothing\n%s", code, got, stderr)
	}
	if !callsRuntime(t, filepath.Join(dir, "bug2.o")) {
		t.Error("bug2.o is not instrumented")
	}

	_, stderr, code = run(t, dir, env, append(pci, "-c", "twice.c")...)
	if got := lines(); code != 0 || len(got) != 1 || !strings.Contains(got[0], "-c twice.c") {
		t.Errorf("cc --instrument -c twice.c: exit %d, the wrapped compiler ran %q, want the line itself\n%s", code, got, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "twice.o")); err != nil {
		t.Error(err)
	}

	// A compile error: the wrapped compiler's message and status, nothing of parcoach's.
	write(t, dir, "bad.c", "int f(void) { return undeclared; }\n")
	_, stderr, code = run(t, dir, env, append(pci, "-c", "bad.c")...)
	if got := lines(); code == 0 || len(got) != 1 || strings.Contains(stderr, "parcoach") || !strings.Contains(stderr, "undeclared") {
		t.Errorf("a failing compile: exit %d, compiler lines %q, stderr:\n%s", code, got, stderr)
	}

	// Compile and link in one line: the program is linked from the instrumented object.
	_, stderr, code = run(t, dir, env, append(pci, "bug.c", "-o", "app")...)
	if got := lines(); code != 0 || len(got) != 1 || strings.Contains(got[0], "bug.c") {
		t.Errorf("cc --instrument bug.c -o app: exit %d, the wrapped compiler ran %q, want the link alone\n%s", code, got, stderr)
	}
	if !callsRuntime(t, filepath.Join(dir, "app")) {
		t.Error("app is not instrumented")
	}
}

// requireCMake skips the CMake builds where CMake is not installed, in CI too: it is optional
// (scripts/install-deps.sh may install it).
func requireCMake(t *testing.T) {
	t.Helper()
	requireTool(t, "cmake") // .ci/run installs it (scripts/install-deps.sh)
}

// watchdogProgram: rank 0 waits for a message no process sends while the others reach the
// barrier; only --instrument=all checks the barrier, and its check waits for rank 0 forever.
const watchdogProgram = `#include <mpi.h>
int main(int argc, char **argv)
{
    int rank, x = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0 && argc > 1)
        MPI_Recv(&x, 1, MPI_INT, 1, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return x;
}
`

// TestRuntimeWatchdog: the deadline of a check is on by default (300 s, told by
// PARCOACH_RT_VERBOSE), PARCOACH_RT_TIMEOUT changes it and 0 removes it, and a run that hangs
// past it stops with one line per waiting process naming the check it waits in (issue 14,
// item 7a).
func TestRuntimeWatchdog(t *testing.T) {
	requireMPI(t)
	dir := t.TempDir()
	write(t, dir, "w.c", watchdogProgram)
	env := runtimeEnv(t.TempDir())
	build(t, env, dir, parcoachBin, "cc", "--quiet", "--instrument=all", "mpicc", "w.c", "-o", "w")
	for _, c := range []struct {
		env, want string
	}{
		{"", "deadline 300 s per check"},
		{"PARCOACH_RT_TIMEOUT=", "deadline 300 s per check"},
		{"PARCOACH_RT_TIMEOUT=42", "deadline 42 s per check"},
		{"PARCOACH_RT_TIMEOUT=0", "no deadline"},
	} {
		e := append(append([]string(nil), env...), "PARCOACH_RT_VERBOSE=1")
		if c.env != "" {
			e = append(e, c.env)
		}
		got := mpirun(t, e, dir, 2, "./w")
		if got.code != 0 || !strings.Contains(got.stderr, "parcoach: runtime checks on, "+c.want) {
			t.Errorf("%s: exit %d, want 0 and %q\n%s", c.env, got.code, c.want, got.stderr)
		}
	}
	// PARCOACH_RT_DEADLOCK=0: the monitor linked by --instrument=all would otherwise detect the
	// deadlock itself (its collective checks replace these; tests/monitor_test.go).
	e := append(append([]string(nil), env...), "PARCOACH_RT_TIMEOUT=2", "PARCOACH_RT_DEADLOCK=0")
	got := mpirun(t, e, dir, 3, "./w", "hang")
	waitRE := regexp.MustCompile(`DYNAMIC-CHECK: rank ([12]) has waited [0-9]+ s in the check before calling MPI_Barrier \(w\.c:9\)`)
	if got.timedOut || got.code == 0 || !waitRE.MatchString(got.stderr) {
		t.Errorf("a hang with PARCOACH_RT_TIMEOUT=2: exit %d (timed out %v), want a DYNAMIC-CHECK naming the rank and w.c:9\n%s", got.code, got.timedOut, got.stderr)
	} else if got.elapsed > runTimeout/2 {
		t.Errorf("the deadline of 2 s stopped the run after %v", got.elapsed)
	}
	t.Logf("%s", got.stderr)
}

// TestCCObjectsLinkWithoutParcoach: instrumented objects compiled for a later link (-c) carry
// the runtime library as weak definitions: two of them link with the plain MPI compiler (no
// symbol defined twice, no undefined parcoach_rt_*), and through parcoach cc (whose library
// wins); both programs stop at the skipped barrier (issue 14, item 7b).
func TestCCObjectsLinkWithoutParcoach(t *testing.T) {
	requireMPI(t)
	requireTool(t, "objcopy")
	dir := t.TempDir()
	write(t, dir, "a.c", `#include <mpi.h>
void fb(int r);
void fa(int r) { if (r == 0) MPI_Barrier(MPI_COMM_WORLD); }
int main(int argc, char **argv) { int r; MPI_Init(&argc, &argv); MPI_Comm_rank(MPI_COMM_WORLD, &r); fb(r); if (argc > 1) fa(r); MPI_Finalize(); return 0; }
`)
	write(t, dir, "b.c", "#include <mpi.h>\nvoid fb(int r) { if (r >= 0) MPI_Barrier(MPI_COMM_WORLD); }\n")
	env := runtimeEnv(t.TempDir())
	for _, src := range []string{"a.c", "b.c"} {
		build(t, env, dir, parcoachBin, "cc", "--quiet", "--instrument=all", "mpicc", "-c", src)
	}
	for _, obj := range []string{"a.o", "b.o"} {
		if !callsRuntime(t, filepath.Join(dir, obj)) {
			t.Fatalf("%s is not instrumented", obj)
		}
	}
	build(t, env, dir, "mpicc", "a.o", "b.o", "-o", "plain-link")
	build(t, env, dir, parcoachBin, "cc", "--instrument=all", "mpicc", "a.o", "b.o", "-o", "parcoach-link")
	for _, exe := range []string{"./plain-link", "./parcoach-link"} {
		if got := mpirun(t, env, dir, 2, exe); got.code != 0 || got.timedOut {
			t.Errorf("%s: the correct run fails: exit %d\n%s", exe, got.code, got.stderr)
		}
		got := mpirun(t, env, dir, 2, exe, "bug")
		if got.code == 0 || !strings.Contains(strings.Join(dynRE.FindAllString(got.stderr, -1), "\n"), "MPI_Barrier (a.c:3)") {
			t.Errorf("%s bug: exit %d, want a DYNAMIC-CHECK about a.c:3\n%s", exe, got.code, got.stderr)
		}
	}
}
