package tests

// Runtime tests of Fortran programs (issue 8): every Fortran program of tests/corpus/mpi-coll,
// tests/corpus/omp and tests/corpus/hybrid is built plainly and through
// `parcoach cc --instrument`, and run: MPI programs with mpiexec (np from their `! run:`
// directive, 3 by default), OpenMP programs with OMP_NUM_THREADS=1, 2 and 4
// (OMP_WAIT_POLICY=passive), hybrid programs with both. Each run is bounded by runTimeout.
//
// Two builds are tested (README, "Runtime checks"):
//   - flang, once per installed flang: `flang-new-N` with MPI's -I/-L/-l flags (those of
//     `mpifort -show`) and flang's own library directory (Debian's flang-new-16 does not search
//     it), plainly and as `parcoach cc --instrument flang-new-N ...`;
//   - gfortran: `mpifort` (MPI programs) or `gfortran` (OpenMP programs), plainly and as
//     `parcoach cc --instrument mpifort ...`: when a source has checks, the wrapper compiles
//     the Fortran of the line with flang and links flang's runtime. Such a program's Fortran
//     is flang's, so its output is compared with the plain flang build's (list-directed output
//     differs between the two compilers' runtimes), and its exit status with both plain
//     builds'; a program with nothing to check keeps gfortran's objects and is compared with
//     the plain gfortran build.
//
// The corpus's correct programs are proved by the static pass, so they are not instrumented;
// fortranCheckedOK adds three correct programs that are, to exercise the checks. TestCCWrapperFortran
// builds a two-file program file by file and in one line.
//
// A `_bug` program whose bug is reachable (2 processes or more; 2 threads or more for OpenMP
// and hybrid programs) must stop with a DYNAMIC-CHECK line naming its file and a function
// holding an annotated line (flang-16 emits no line information) or a conditional, and a
// failing exit status; with one thread it only has to finish. A `_ok` program, instrumented,
// must print the same output with the same exit status as the plain build and report nothing.
// The programs that do otherwise are listed in fortranOutcomes with the reason; a skipped
// program is reported as skipped, never as passing.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/parcoach/parcoach/internal/fortranmod"
	"github.com/parcoach/parcoach/internal/frontend"
	"github.com/parcoach/parcoach/internal/irtest"
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

var useMPIF08RE = regexp.MustCompile(`(?im)^\s*use\s+mpi_f08\s*$`)

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// fortranModuleFlags are the flags a plain build with flang fc of a `use mpi` / `use mpi_f08`
// program needs, from `parcoach fortran-modules` (-I DIR OBJECT).
func fortranModuleFlags(t *testing.T, fc string) []string {
	t.Helper()
	out, err := exec.Command(parcoachBin, "fortran-modules", "--fc", fc).Output()
	if err != nil {
		t.Fatalf("parcoach fortran-modules --fc %s: %v", fc, err)
	}
	f := strings.Fields(string(out))
	if len(f) != 3 || f[0] != "-I" {
		t.Fatalf("parcoach fortran-modules printed %q, want -I DIR OBJECT", out)
	}
	return f
}

var stepBarrierRE = regexp.MustCompile(`MPI_Barrier \(step\.f90(:8|, in step)\)`)

// fortranClang is the clang of the same LLVM version as a flang (it finds LLVM's libomp),
// else clang. The runtime tests run with every flang of irtest.Flangs.
func fortranClang(fc frontend.Installed) string {
	for _, c := range frontend.InstalledClangs() {
		if fc.Major != 0 && c.Major == fc.Major {
			return c.Name
		}
	}
	return "clang"
}

// fortranOutcomes lists the programs (by file name, or "build/file" for one build only:
// "flang/f_x_bug.f90", "gfortran/f_x_bug.f90") whose runtime behaviour is not simply "_bug:
// DYNAMIC-CHECK, _ok: unchanged", with the reason, as runtimeOutcomes and ompOutcomes do.
var fortranOutcomes = map[string]outcome{
	// flang 22 starts `!$omp parallel if(...)` with __kmpc_fork_call_if, which the libomp of
	// Debian 12 (LLVM 14's) lacks, and libomp-22-dev conflicts with libomp-dev there (clang 14
	// would lose its omp.h): these two link with flang 22 only on a machine with a newer libomp.
	// Their static findings are checked by TestCorpus.
	"f_parallel_if_barrier_bug.f90": {kind: "skip", reason: "__kmpc_fork_call_if: flang 22's parallel-if needs a libomp newer than Debian 12's"},
	"f_parallel_if_barrier_ok.f90":  {kind: "skip", reason: "__kmpc_fork_call_if: flang 22's parallel-if needs a libomp newer than Debian 12's"},
}

// fortranCheckedOK are correct at run time, but their collectives and constructs sit under
// rank or thread-number conditions the static pass cannot prove (every process or thread
// takes them, with fewer than 1000 processes or 64 threads), or in a team of one thread: they
// are instrumented (the corpus's correct programs are proved, so they are not), and every
// kind of check must let them run unchanged. They are written into the directory of their
// kind and tested like the corpus programs.
var fortranCheckedOK = map[string]string{
	"mpi-coll/f_rank_cond_checked_ok.f90": `! Correct: every condition holds on every rank.
program rank_cond_checked
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, nproc, total, root
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nproc, ierr)
  total = rank + 1
  root = 0
  if (rank < 1000) then
    call MPI_Allreduce(MPI_IN_PLACE, total, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
  end if
  if (rank >= 0) call sync_all()
  if (rank < 1000) call MPI_Bcast(total, 1, MPI_INTEGER, root, MPI_COMM_WORLD, ierr)
  if (rank == 0) print '(a,i0,a,i0)', 'total = ', total, ' of ', nproc
  call MPI_Finalize(ierr)
end program rank_cond_checked

subroutine sync_all()
  implicit none
  include 'mpif.h'
  integer :: ierr, rank
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  if (rank < 1000) call MPI_Barrier(MPI_COMM_WORLD, ierr)
end subroutine sync_all
`,
	"omp/f_tid_cond_checked_ok.f90": `! Correct: every condition holds on every thread.
subroutine g()
  !$omp barrier
end subroutine g

program tid_cond_checked
  use omp_lib
  implicit none
  integer :: a(64), i, tid
  a = 0
  !$omp parallel private(tid, i) shared(a)
  tid = omp_get_thread_num()
  if (tid < 64) then
    !$omp barrier
  end if
  if (tid < 64) then
    !$omp single
    a(1) = 1
    !$omp end single
  end if
  if (tid < 64) then
    !$omp do
    do i = 1, 64
      a(i) = a(i) + i
    end do
    !$omp end do
  end if
  if (tid < 64) call g()
  call g()
  !$omp end parallel
  print '(a,i0)', 'sum = ', sum(a)
end program tid_cond_checked
`,
	"hybrid/f_one_thread_checked_ok.f90": `! Correct: the team has one thread.
program one_thread_checked
  implicit none
  include 'mpif.h'
  integer :: ierr, rank
  double precision :: v
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  v = 1.0d0
!$omp parallel num_threads(1)
  call MPI_Allreduce(MPI_IN_PLACE, v, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
!$omp end parallel
  print '(i0,a,f6.1)', rank, ': ', v
  call MPI_Finalize(ierr)
end program one_thread_checked
`,
}

// fortranToolchain is what the plain builds need, found independently of parcoach.
type fortranToolchain struct {
	flang    string   // the flang command
	major    int      // its LLVM version, 0 when unknown
	flangLib string   // the directory of flang's libFortranRuntime.a
	mpi      []string // MPI's -I, -L and -l flags, from `mpifort -show`
	ompLib   string   // the directory of LLVM's libomp.so
	gfortran bool     // gfortran is installed: the gfortran builds run
}

// requireFortranToolchain skips (fails in CI) when flang fc, MPI or clang is missing.
func requireFortranToolchain(t *testing.T, fc frontend.Installed) fortranToolchain {
	t.Helper()
	requireMPI(t)
	for _, tool := range []string{fc.Name, fortranClang(fc), "mpifort"} {
		requireTool(t, tool)
	}
	tc := fortranToolchain{flang: fc.Name, major: fc.Major}
	// Debian's /usr/bin/flang-new-N is a link to /usr/lib/llvm-N/bin/flang-new; the runtime
	// archives (package libflang-N-dev, a dependency of flang-N) are in /usr/lib/llvm-N/lib.
	p, err := exec.LookPath(tc.flang)
	if err != nil {
		t.Fatal(err)
	}
	real, err := filepath.EvalSymlinks(p)
	if err != nil {
		t.Fatal(err)
	}
	// LLVM 20 and later: libflang_rt.runtime.a in clang's resource directory, which flang
	// finds by itself.
	tc.flangLib = filepath.Join(filepath.Dir(filepath.Dir(real)), "lib")
	rt, _ := filepath.Glob(filepath.Join(tc.flangLib, "clang", "*", "lib", "*", "libflang_rt.runtime.a"))
	if _, err := os.Stat(filepath.Join(tc.flangLib, "libFortranRuntime.a")); err != nil && len(rt) == 0 {
		missing(t, fmt.Sprintf("%s is installed but its runtime library is not (install libflang-N-dev): %v", tc.flang, err))
	}
	out, err := exec.Command("mpifort", "-show").Output()
	if err != nil {
		t.Fatalf("mpifort -show: %v", err)
	}
	for _, w := range strings.Fields(string(out))[1:] {
		if strings.HasPrefix(w, "-I") || strings.HasPrefix(w, "-L") || strings.HasPrefix(w, "-l") {
			tc.mpi = append(tc.mpi, w)
		}
	}
	// flang-new-N -fopenmp links -lomp: LLVM N's libomp (libomp-N-dev), or another LLVM's.
	var cands []string
	if out, err := exec.Command(fortranClang(fc), "-print-file-name=libomp.so").Output(); err == nil {
		if p := strings.TrimSpace(string(out)); filepath.IsAbs(p) {
			cands = append(cands, p)
		}
	}
	m, _ := filepath.Glob("/usr/lib/llvm-*/lib/libomp.so")
	sort.Sort(sort.Reverse(sort.StringSlice(m)))
	cands = append(cands, m...)
	for _, c := range cands {
		if _, err := os.Stat(c); err == nil {
			tc.ompLib = filepath.Dir(c)
			break
		}
	}
	_, err = exec.LookPath("gfortran")
	tc.gfortran = err == nil
	return tc
}

// missing skips the test for a missing piece of the toolchain, or fails it in CI.
func missing(t *testing.T, why string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s, but CI must run this test (.ci/run installs it)", why)
	}
	t.Skip(why)
}

// fortranBuild is one way of building a program: the plain command and the instrumented one.
type fortranBuild struct {
	name  string
	plain []string // command and flags, the source and -o come after
	inst  []string
	libs  []string // after the source
}

func (tc fortranToolchain) builds(mpi, omp bool) []fortranBuild {
	flang := fortranBuild{name: "flang", plain: []string{tc.flang, "-O2"}}
	if omp {
		flang.plain = append(flang.plain, "-fopenmp")
		flang.libs = append(flang.libs, "-L"+tc.ompLib, "-Wl,-rpath,"+tc.ompLib)
	}
	if mpi {
		flang.plain = append(flang.plain, tc.mpi...)
	}
	flang.libs = append(flang.libs, "-L"+tc.flangLib)
	flang.inst = append([]string{parcoachBin, "cc", "--quiet", "--instrument"}, flang.plain...)

	gf := fortranBuild{name: "gfortran", plain: []string{"gfortran", "-O2"}}
	if mpi {
		gf.plain[0] = "mpifort"
	}
	if omp {
		gf.plain = append(gf.plain, "-fopenmp")
	}
	gf.inst = append([]string{parcoachBin, "cc", "--quiet", "--instrument"}, gf.plain...)
	return []fortranBuild{flang, gf}
}

// require skips (fails in CI) a build whose compilers are missing.
func (tc fortranToolchain) require(t *testing.T, b fortranBuild, omp bool) {
	t.Helper()
	if b.name == "gfortran" && !tc.gfortran {
		missing(t, fmt.Sprintf("gfortran is not installed: %s is not tested", strings.Join(b.plain, " ")))
	}
	if omp && tc.ompLib == "" {
		missing(t, "no libomp.so of LLVM (install libomp-dev): "+tc.flang+" -fopenmp cannot link")
	}
}

// fortranRun is one run of a program: np processes (0: not an MPI program, run directly) and
// OMP_NUM_THREADS (0: not set).
type fortranRun struct{ np, threads int }

func (r fortranRun) String() string {
	var parts []string
	if r.np > 0 {
		parts = append(parts, fmt.Sprintf("np=%d", r.np))
	}
	if r.threads > 0 {
		parts = append(parts, fmt.Sprintf("threads=%d", r.threads))
	}
	return strings.Join(parts, ", ")
}

// run runs exe as r says, bounded by runTimeout.
func (r fortranRun) run(t *testing.T, env []string, dir, exe string) runResult {
	t.Helper()
	env = append([]string(nil), env...)
	if r.threads > 0 {
		env = append(env, "OMP_NUM_THREADS="+strconv.Itoa(r.threads))
	}
	if r.np > 0 {
		return mpirun(t, env, dir, r.np, exe)
	}
	mpiSlots <- struct{}{}
	defer func() { <-mpiSlots }()
	defer removeStaleOpenMPRegistrations()
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Dir, cmd.Env = dir, env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	res := runResult{stdout: out.String(), stderr: errb.String(), elapsed: time.Since(start), timedOut: ctx.Err() != nil}
	var ee *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		res.code = ee.ExitCode()
		if res.code == -1 {
			res.code = 128 + int(ee.Sys().(syscall.WaitStatus).Signal()) // killed by a signal (abort)
		}
	case res.timedOut:
	default:
		t.Fatalf("%s: %v", exe, err)
	}
	return res
}

func TestRuntimeFortran(t *testing.T) {
	for _, fc := range irtest.Flangs() {
		t.Run(fc.Name, func(t *testing.T) { runFortranCorpus(t, requireFortranToolchain(t, fc)) })
	}
}

// runFortranCorpus is TestRuntimeFortran with one flang.
func runFortranCorpus(t *testing.T, tc fortranToolchain) {
	var files []string
	for _, d := range []string{"mpi-coll", "omp", "hybrid"} {
		m, err := filepath.Glob(filepath.Join("corpus", d, "*.f90"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 15 {
		t.Fatalf("only %d Fortran programs found in tests/corpus/{mpi-coll,omp,hybrid}", len(files))
	}
	extra := t.TempDir()
	checked := map[string]bool{}
	for rel, text := range fortranCheckedOK {
		p := filepath.Join(extra, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
		checked[filepath.Base(p)] = true
	}
	env := runtimeEnv(t.TempDir())
	for _, path := range files {
		path, _ := filepath.Abs(path)
		name := filepath.Base(path)
		kind := filepath.Base(filepath.Dir(path))
		stem := strings.TrimSuffix(name, filepath.Ext(name))
		if !strings.HasSuffix(stem, "_bug") && !strings.HasSuffix(stem, "_ok") {
			t.Errorf("%s: the name says neither _bug nor _ok", name)
			continue
		}
		t.Run(kind+"/"+stem, func(t *testing.T) {
			t.Parallel()
			p := readProgram(t, path)
			mpi, omp := kind != "omp", kind != "mpi-coll"
			if omp != p.openmp {
				t.Fatalf("a program of %s must use OpenMP exactly when the directory says so (uses OpenMP: %v)", kind, p.openmp)
			}
			var runs []fortranRun
			nps := []int{0}
			if mpi {
				nps = runDirective(t, path)
			}
			threads := []int{0}
			if omp {
				threads = ompThreads
			}
			for _, np := range nps {
				for _, n := range threads {
					runs = append(runs, fortranRun{np, n})
				}
			}
			dir := t.TempDir()
			if err := os.Symlink(path, filepath.Join(dir, name)); err != nil {
				t.Fatal(err)
			}
			// Plain runs are made once per run configuration and build.
			refs := map[string]runResult{}
			ref := func(t *testing.T, b string, r fortranRun) runResult {
				t.Helper()
				key := b + "/" + r.String()
				if res, ok := refs[key]; ok {
					return res
				}
				exe := filepath.Join(dir, b+".plain")
				if _, err := os.Stat(exe); err != nil {
					t.Fatalf("no plain %s build to compare with: %v", b, err)
				}
				res := r.run(t, env, dir, exe)
				if res.timedOut {
					t.Fatalf("%s: the plain %s build did not finish within %v: a correct program must\n%s", r, b, runTimeout, res.stderr)
				}
				refs[key] = res
				return res
			}
			// The flang build first: the gfortran build's output is compared with it.
			for _, b := range tc.builds(mpi, omp) {
				want := outcome{kind: "clean"}
				if strings.HasSuffix(stem, "_bug") {
					want.kind = "dynamic-check"
				}
				if o, ok := fortranOutcomes[name]; ok {
					want = o
				}
				if o, ok := fortranOutcomes[b.name+"/"+name]; ok {
					want = o
				}
				t.Run(b.name, func(t *testing.T) {
					if want.kind == "skip" {
						t.Skip(want.reason)
					}
					tc.require(t, b, omp)
					if b.name == "flang" && tc.major == 16 && useMPIF08RE.MatchString(readFile(t, filepath.Join(dir, name))) {
						// README: flang-new-16 cannot compile type(*), so mpi_f08's calls with
						// choice buffers stay legacy calls, which write ierror: these programs
						// omit it. Checked statically (TestCorpus), not run.
						t.Skip("flang-new-16: mpi_f08 calls with choice buffers need ierror at run time")
					}
					plain, inst := filepath.Join(dir, b.name+".plain"), filepath.Join(dir, b.name+".inst")
					plainCmd := append([]string(nil), b.plain[0])
					if b.name == "flang" && fortranmod.Uses([]byte(readFile(t, filepath.Join(dir, name)))) {
						// flang cannot read the system's gfortran-built mpi.mod: parcoach's
						// modules ahead of MPI's -I, their object before the libraries it calls.
						plainCmd = append(plainCmd, fortranModuleFlags(t, tc.flang)...)
					}
					plainCmd = append(append(append(append(plainCmd, b.plain[1:]...), p.compileFlags...), name, "-o", plain), b.libs...)
					build(t, env, dir, plainCmd...)
					build(t, env, dir, append(append(append(append([]string(nil), b.inst...), p.compileFlags...), name, "-o", inst), b.libs...)...)
					if checked[name] && !callsRuntime(t, inst, "parcoach_rt_check", "parcoach_rt_omp_check", "parcoach_rt_hybrid_check") {
						t.Fatalf("%s was not instrumented: its checks are not exercised", name)
					}
					for _, r := range runs {
						checkFortranRun(t, env, dir, p, b.name, want, r, ref)
					}
				})
			}
		})
	}
}

// checkFortranRun runs the instrumented build b of p as r says and checks the outcome.
func checkFortranRun(t *testing.T, env []string, dir string, p corpusProgram, b string, want outcome, r fortranRun, ref func(*testing.T, string, fortranRun) runResult) {
	t.Helper()
	got := r.run(t, append(append([]string(nil), env...), want.env...), dir, filepath.Join(dir, b+".inst"))
	if got.timedOut {
		t.Errorf("%s: the instrumented run did not finish within %v (a hang)\nstdout:\n%s\nstderr:\n%s", r, runTimeout, got.stdout, got.stderr)
		return
	}
	msg := dynRE.FindString(got.stderr)
	switch want.kind {
	case "clean":
		plain := ref(t, b, r)
		outRef := plain
		if b != "flang" && flangCompiled(t, filepath.Join(dir, b+".inst")) {
			// The wrapper compiled the program's Fortran with flang (it has checks): its
			// output is that of flang's runtime (list-directed output differs from gfortran's).
			outRef = ref(t, "flang", r)
			if outRef.code != plain.code {
				t.Fatalf("%s: the plain builds disagree: exit %d (flang), %d (%s)", r, outRef.code, plain.code, b)
			}
		}
		if msg != "" || got.code != plain.code || sortedLines(got.stdout) != sortedLines(outRef.stdout) {
			t.Errorf("%s: the instrumented run differs from the plain one\nplain (exit %d):\n%s\ninstrumented (exit %d):\n%s\nstderr:\n%s",
				r, plain.code, outRef.stdout, got.code, got.stdout, got.stderr)
			return
		}
		t.Logf("%s: same output, exit %d", r, got.code)
	case "terminates":
		if got.code == 0 {
			t.Errorf("%s: exit status 0, want the job to fail (%s)", r, want.reason)
		}
	case "dynamic-check":
		if r.threads == 1 {
			// One thread: an OpenMP or hybrid bug is not reachable, the run only has to finish.
			if msg != "" {
				t.Errorf("%s: one thread cannot diverge, yet: %s", r, msg)
			}
			return
		}
		if got.code == 0 || msg == "" {
			t.Errorf("%s: want a DYNAMIC-CHECK message and a failing exit status, got exit %d\nstdout:\n%s\nstderr:\n%s",
				r, got.code, got.stdout, got.stderr)
			return
		}
		base := filepath.Base(p.path)
		if !strings.Contains(msg, base) {
			t.Errorf("%s: the message does not name %s: %s", r, base, msg)
		}
		if !namesExpectedFunc(msg, base, p) && !strings.Contains(msg, "; see conditional") {
			t.Errorf("%s: the message names neither a function holding an annotated line %v nor a conditional: %s", r, expectFuncs(p), msg)
		}
		t.Logf("%s: %s (%.1fs)", r, msg, got.elapsed.Seconds())
	default:
		t.Fatalf("unknown outcome %q", want.kind)
	}
}

// flangCompiled reports whether a program's Fortran was compiled by flang (it calls flang's
// runtime library).
func flangCompiled(t *testing.T, exe string) bool {
	data, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Contains(data, []byte("_FortranA"))
}

func expectFuncs(p corpusProgram) []string {
	var out []string
	for _, e := range p.expects {
		out = append(out, e.fn)
	}
	return out
}

// namesExpectedFunc reports whether msg places something in a function holding an annotated
// line: flang-16 records no lines, so positions read "file.f90, in f" (or "in main..omp_par"
// for the outlined body of a parallel region of the main program), or names base:N.
func namesExpectedFunc(msg, base string, p corpusProgram) bool {
	if namesExpectedLine(msg, base, p, nil) {
		return true
	}
	for _, e := range p.expects {
		if e.fn != "" && regexp.MustCompile(regexp.QuoteMeta(base)+`, in `+regexp.QuoteMeta(e.fn)+`\b`).MatchString(msg) {
			return true
		}
	}
	return false
}

// fortranApp is a two-file program: step (in its own file) calls MPI_Barrier on rank 0 only
// when the program is given an argument, on every rank otherwise. (The rank is obtained in
// step: each file is analysed on its own, and a parameter whose callers are not seen counts
// as the same on every process.)
var fortranApp = map[string]string{
	"app.f90": `program app
  implicit none
  include 'mpif.h'
  integer :: ierr, rank
  logical :: bug
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  bug = command_argument_count() > 0
  call step(bug)
  print '(a,i0,a)', 'rank ', rank, ' done'
  call MPI_Finalize(ierr)
end program app
`,
	"step.f90": `subroutine step(bug)
  implicit none
  include 'mpif.h'
  logical, intent(in) :: bug
  integer :: ierr, rank
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  if (rank == 0 .or. .not. bug) then
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end if
end subroutine step
`,
}

// TestCCWrapperFortran builds a two-file Fortran program the ways a build system does:
// compiled file by file with -c then linked, and in one line; with the first installed flang and with
// mpifort (gfortran). The instrumented program must run like the plain one and stop with a
// DYNAMIC-CHECK naming step.f90 on its buggy path; where the wrapper cannot instrument
// (gfortran objects linked with flang's), it must say so and leave the objects alone.
func TestCCWrapperFortran(t *testing.T) {
	tc := requireFortranToolchain(t, irtest.Flangs()[0])
	env := runtimeEnv(t.TempDir())
	write := func(t *testing.T) string {
		dir := t.TempDir()
		for name, text := range fortranApp {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return dir
	}
	pc := []string{parcoachBin, "cc", "--quiet", "--instrument"}
	flang := append([]string{tc.flang, "-O2"}, tc.mpi...)
	flangLibs := []string{"-L" + tc.flangLib}
	cmd := func(parts ...[]string) []string {
		var out []string
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	check := func(t *testing.T, dir, exe string) {
		t.Helper()
		ref := mpirun(t, env, dir, 2, "./plain")
		got := mpirun(t, env, dir, 2, exe)
		if ref.code != 0 || got.code != 0 || sortedLines(got.stdout) != sortedLines(ref.stdout) || dynRE.MatchString(got.stderr) {
			t.Errorf("the correct path differs: plain exit %d %q, instrumented exit %d %q\n%s", ref.code, ref.stdout, got.code, got.stdout, got.stderr)
		}
		bug := mpirun(t, env, dir, 2, exe, "bug")
		msg := dynRE.FindString(bug.stderr)
		// flang-16 records no lines ("step.f90, in step"), flang-19 does ("step.f90:8").
		if bug.timedOut || bug.code == 0 || !stepBarrierRE.MatchString(msg) || !strings.Contains(msg, "leaves step()") {
			t.Errorf("the buggy path: want a DYNAMIC-CHECK about MPI_Barrier in step, got exit %d (timed out %v)\n%s", bug.code, bug.timedOut, bug.stderr)
		}
		t.Logf("bug: %s", msg)
	}

	t.Run("flang-separate", func(t *testing.T) {
		dir := write(t)
		build(t, env, dir, cmd(flang, []string{"app.f90", "step.f90", "-o", "plain"}, flangLibs)...)
		for _, src := range []string{"app.f90", "step.f90"} {
			build(t, env, dir, cmd(pc, flang, []string{"-c", src})...)
		}
		if !callsRuntime(t, filepath.Join(dir, "step.o")) {
			t.Error("step.o (a rank-dependent barrier) is not instrumented")
		}
		build(t, env, dir, cmd(pc, flang, []string{"app.o", "step.o", "-o", "inst"}, flangLibs)...)
		check(t, dir, "./inst")
	})
	t.Run("flang-one-line", func(t *testing.T) {
		dir := write(t)
		build(t, env, dir, cmd(flang, []string{"app.f90", "step.f90", "-o", "plain"}, flangLibs)...)
		build(t, env, dir, cmd(pc, flang, []string{"app.f90", "step.f90", "-o", "inst"}, flangLibs)...)
		check(t, dir, "./inst")
	})
	if !tc.gfortran {
		missing(t, "gfortran is not installed: the mpifort builds are not tested")
	}
	t.Run("mpifort-one-line", func(t *testing.T) {
		dir := write(t)
		build(t, env, dir, cmd(flang, []string{"app.f90", "step.f90", "-o", "plain"}, flangLibs)...)
		build(t, env, dir, cmd(pc, []string{"mpifort", "-O2", "app.f90", "step.f90", "-o", "inst"})...)
		// Every Fortran unit is flang's (app.f90 has nothing to check, yet is flang's too):
		// a program with units of both compilers would run with two Fortran runtimes.
		data, err := os.ReadFile(filepath.Join(dir, "inst"))
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(data, []byte("_gfortran_st_write")) || !bytes.Contains(data, []byte("_QQmain")) {
			t.Error("the program's Fortran is not all flang's: gfortran's I/O is called, or flang's main program is missing")
		}
		check(t, dir, "./inst")
	})
	t.Run("mpifort-separate", func(t *testing.T) {
		dir := write(t)
		out := build(t, env, dir, cmd([]string{parcoachBin, "cc", "--instrument", "mpifort", "-O2", "-c", "step.f90"})...)
		if !strings.Contains(out, "step.f90: not instrumented") || !strings.Contains(out, "for a later link") {
			t.Errorf("no note saying why step.f90 is not instrumented:\n%s", out)
		}
		build(t, env, dir, "mpifort", "-O2", "-c", "step.f90", "-o", "plain-step.o")
		inst, _ := os.ReadFile(filepath.Join(dir, "step.o"))
		plain, _ := os.ReadFile(filepath.Join(dir, "plain-step.o"))
		if len(inst) == 0 || !bytes.Equal(inst, plain) {
			t.Error("step.o is not mpifort's own object")
		}
		// A line that also links an object: the note names it.
		build(t, env, dir, "mpifort", "-O2", "-c", "app.f90")
		out = build(t, env, dir, cmd([]string{parcoachBin, "cc", "--instrument", "mpifort", "-O2", "app.o", "step.f90", "-o", "inst"})...)
		if !strings.Contains(out, "step.f90: not instrumented") || !strings.Contains(out, "app.o") {
			t.Errorf("no note saying why step.f90 is not instrumented:\n%s", out)
		}
		if callsRuntime(t, filepath.Join(dir, "inst")) {
			t.Error("inst is instrumented although it links gfortran's app.o")
		}
	})
}
