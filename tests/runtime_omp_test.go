package tests

// Runtime tests of the OpenMP check (issue 8, seed 000 §3.2.3, Algorithms 16-17): every C and
// C++ program of tests/corpus/omp (Fortran cannot be linked here: no flang runtime) is built
// plainly (`clang -fopenmp`, clang++ for .cpp) and through `parcoach cc --instrument`, and run
// with OMP_NUM_THREADS=1, 2 and 4 (OMP_WAIT_POLICY=passive), each run bounded by ompTimeout.
// A buggy program (`_bug`) must stop with a DYNAMIC-CHECK message at 2 and 4 threads instead of
// hanging, and finish at 1 thread; a correct program (`_ok`), instrumented, must print the same
// output and exit with the same status as built plainly at every thread count. The programs
// that do otherwise are listed in ompOutcomes with the reason. A hang always fails.

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// ompTimeout bounds one run of an OpenMP program.
const ompTimeout = 20 * time.Second

// ompThreads are the thread counts every program runs with.
var ompThreads = []int{1, 2, 4}

// ompOutcomes lists the programs of tests/corpus/omp whose runtime behaviour is not simply
// "_bug: DYNAMIC-CHECK at 2 and 4 threads, _ok: unchanged", with the reason. Each was checked
// by running the plain build.
var ompOutcomes = map[string]outcome{
	// The plain build runs to completion with exit 0 at 1, 2 and 4 threads: the program is
	// non-conforming only under --omp-strict (one barrier in each branch of a thread-id if),
	// which libomp accepts; the instrumented build must behave exactly like the plain one.
	"ifelse_tid_barriers_strict_bug.c": {kind: "clean", reason: "non-conforming only under --omp-strict; " +
		"libomp matches the two barriers and the run completes (plain and instrumented exit 0)"},
}

// ompTidCondOK is correct at run time, but its constructs sit under thread-number conditions
// the static pass cannot prove (every thread takes them, with fewer than 64 threads): every
// kind of check is inserted and must let it run unchanged, nested regions included.
const ompTidCondOK = `#include <omp.h>
#include <stdio.h>
static int a[64];
static void g(void) {
#pragma omp barrier
}
int main(void) {
  int sum = 0;
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    if (tid < 64) {
#pragma omp barrier
    }
    if (tid < 64) {
#pragma omp single
      a[0] = 1;
    }
    if (tid < 64) {
#pragma omp for
      for (int i = 0; i < 64; i++) a[i] += i;
    }
    if (tid < 64) g();
    g();
#pragma omp parallel num_threads(2)
    {
      if (omp_get_thread_num() < 64) {
#pragma omp barrier
      }
    }
  }
  for (int i = 0; i < 64; i++) sum += a[i];
  printf("sum = %d\n", sum);
  return 0;
}
`

// ompMonoOK is correct at run time but reported statically (omp-invalid-nesting: the barrier
// of maybe_sync is reachable from the master, single and critical bodies): in those regions
// its condition is false. The checks inside one-thread regions must not wait for the team
// (it is not there) and must let the program run unchanged.
const ompMonoOK = `#include <omp.h>
#include <stdio.h>
static int calls;
static void maybe_sync(int sync) {
  if (sync) {
#pragma omp barrier
  }
#pragma omp atomic
  calls++;
}
int main(void) {
#pragma omp parallel
  {
    maybe_sync(omp_get_thread_num() < 64);
#pragma omp master
    maybe_sync(0);
#pragma omp barrier
#pragma omp single
    maybe_sync(0);
#pragma omp critical
    maybe_sync(0);
  }
  printf("calls = %d\n", calls > 0);
  return 0;
}
`

// buildPlainAndInstrumented builds each program of files (in dir) twice, two at a time: as
// base.plain with compiler and as base.inst through `parcoach cc --instrument compiler`, both
// with -fopenmp -g -O1. Programs listed as "skip" in outcomes are not built. It returns, per
// program, the failed command and its output, or "".
func buildPlainAndInstrumented(dir string, env, files []string, outcomes map[string]outcome, compiler func(file string) string) []string {
	errs := make([]string, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, f := range files {
		if o, ok := outcomes[f]; ok && o.kind == "skip" {
			continue
		}
		wg.Add(1)
		go func(i int, f string) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			base := strings.TrimSuffix(f, filepath.Ext(f))
			cc := compiler(f)
			for _, argv := range [][]string{
				{cc, "-fopenmp", "-g", "-O1", f, "-o", base + ".plain"},
				{parcoachBin, "cc", "--quiet", "--instrument", cc, "-fopenmp", "-g", "-O1", f, "-o", base + ".inst"},
			} {
				cmd := exec.Command(argv[0], argv[1:]...)
				cmd.Dir, cmd.Env = dir, env
				if out, err := cmd.CombinedOutput(); err != nil {
					errs[i] = strings.Join(argv, " ") + ": " + err.Error() + "\n" + string(out)
					return
				}
			}
		}(i, f)
	}
	wg.Wait()
	return errs
}

// ompRun runs exe with OMP_NUM_THREADS=n, bounded by ompTimeout.
func ompRun(t *testing.T, env []string, dir, exe string, n int) runResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), ompTimeout)
	defer cancel()
	defer removeStaleOpenMPRegistrations()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Dir = dir
	cmd.Env = append(append([]string(nil), env...), "OMP_NUM_THREADS="+strconv.Itoa(n), "OMP_WAIT_POLICY=passive", "OMP_MAX_ACTIVE_LEVELS=2")
	cmd.WaitDelay = 2 * time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	r := runResult{stdout: stdout.String(), stderr: stderr.String()}
	if ctx.Err() != nil {
		r.timedOut = true
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		r.code = ee.ExitCode()
		if r.code == 0 || r.code == -1 {
			r.code = 1 // killed by a signal (abort)
		}
	case r.timedOut:
	default:
		t.Fatalf("%s: %v", exe, err)
	}
	return r
}

// ompWant are words the DYNAMIC-CHECK line of some programs must hold.
var ompWant = map[string][]string{
	"listing_1_1_single_under_tid_if_bug.c": {"#pragma omp single (listing_1_1_single_under_tid_if_bug.c:24)",
		"#pragma omp barrier (listing_1_1_single_under_tid_if_bug.c:29)", "conditional listing_1_1_single_under_tid_if_bug.c:22"},
	"ifelse_tid_barrier_counts_bug.c":    {"ifelse_tid_barrier_counts_bug.c:"},
	"fig3_10c_barrier_in_for_body_bug.c": {"relax()", "fig3_10c_barrier_in_for_body_bug.c:30"},
	"critical_calls_barrier_bug.c": {"#pragma omp barrier (critical_calls_barrier_bug.c:17)", "inside a critical",
		"invalid nesting"},
	"nested_inner_tid_barrier_bug.c": {"#pragma omp barrier (nested_inner_tid_barrier_bug.c:19)",
		"conditional nested_inner_tid_barrier_bug.c:18"},
}

func TestRuntimeOmp(t *testing.T) {
	requireTool(t, "clang")
	requireTool(t, "clang++")
	env := runtimeEnv(t.TempDir())
	dir := t.TempDir()
	for name, src := range map[string]string{"tid_cond_ok.c": ompTidCondOK, "mono_ok.c": ompMonoOK} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	corpus := filepath.Join("corpus", "omp")
	files := []string{"mono_ok.c", "tid_cond_ok.c"}
	for _, pat := range []string{"*.c", "*.cpp"} {
		m, err := filepath.Glob(filepath.Join(corpus, pat))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m {
			base := filepath.Base(f)
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, base), data, 0o644); err != nil {
				t.Fatal(err)
			}
			files = append(files, base)
		}
	}
	sort.Strings(files[2:])
	if len(files) < 50 {
		t.Fatalf("only %d programs found in %s", len(files), corpus)
	}
	for _, f := range files {
		if !strings.HasSuffix(strings.TrimSuffix(strings.TrimSuffix(f, ".cpp"), ".c"), "_bug") &&
			!strings.HasSuffix(strings.TrimSuffix(strings.TrimSuffix(f, ".cpp"), ".c"), "_ok") {
			t.Errorf("%s: the name says neither _bug nor _ok", f)
		}
	}

	buildErrs := buildPlainAndInstrumented(dir, env, files, ompOutcomes, func(f string) string {
		if filepath.Ext(f) == ".cpp" {
			return "clang++"
		}
		return "clang"
	})

	for i, f := range files {
		ext := filepath.Ext(f)
		base := strings.TrimSuffix(f, ext)
		t.Run(base, func(t *testing.T) {
			o, listed := ompOutcomes[f]
			if listed && o.kind == "skip" {
				t.Skipf("%s: %s", f, o.reason)
			}
			if buildErrs[i] != "" {
				t.Fatal(buildErrs[i])
			}
			if f == "tid_cond_ok.c" || f == "mono_ok.c" {
				if !callsRuntime(t, filepath.Join(dir, base+".inst"), "parcoach_rt_omp_check") {
					t.Errorf("%s was not instrumented", f)
				}
			}
			bug := strings.HasSuffix(base, "_bug") && !(listed && o.kind == "clean")
			for _, n := range ompThreads {
				got := ompRun(t, env, dir, "./"+base+".inst", n)
				if got.timedOut {
					t.Errorf("threads=%d: instrumented %s did not finish within %v (hang)\n%s", n, f, ompTimeout, got.stderr)
					continue
				}
				msg := dynRE.FindString(got.stderr)
				if bug {
					if n == 1 {
						continue // one thread: no divergence, it only has to finish
					}
					if got.code == 0 || msg == "" {
						t.Errorf("threads=%d: want a DYNAMIC-CHECK and a failure, got exit %d\n%s", n, got.code, got.stderr)
						continue
					}
					for _, w := range ompWant[f] {
						if !strings.Contains(msg, w) {
							t.Errorf("threads=%d: the message does not name %q:\n%s", n, w, msg)
						}
					}
					t.Logf("threads=%d: DYNAMIC-CHECK, exit %d", n, got.code)
					continue
				}
				ref := ompRun(t, env, dir, "./"+base+".plain", n)
				if ref.timedOut {
					t.Errorf("threads=%d: plain %s did not finish within %v", n, f, ompTimeout)
					continue
				}
				if msg != "" || got.code != ref.code || got.stdout != ref.stdout {
					t.Errorf("threads=%d: instrumented run differs: plain exit %d %q, instrumented exit %d %q\n%s", n, ref.code, ref.stdout, got.code, got.stdout, got.stderr)
					continue
				}
				t.Logf("threads=%d: same output, exit %d", n, got.code)
			}
		})
	}

	// Without an OMPT tool (OMP_TOOL=disabled, or an OpenMP runtime without OMPT) the check
	// falls back to the outermost active team: divergence there is still caught, correct
	// programs still run unchanged.
	t.Run("without_OMPT", func(t *testing.T) {
		noTool := append(append([]string(nil), env...), "OMP_TOOL=disabled")
		for _, f := range []string{"listing_1_1_single_under_tid_if_bug.c", "ifelse_tid_barrier_counts_bug.c", "tid_cond_ok.c", "call_barrier_all_threads_ok.c"} {
			base := strings.TrimSuffix(f, ".c")
			if _, err := os.Stat(filepath.Join(dir, base+".inst")); err != nil {
				t.Errorf("%s: not built: %v", f, err)
				continue
			}
			got := ompRun(t, noTool, dir, "./"+base+".inst", 2)
			msg := dynRE.FindString(got.stderr)
			switch {
			case got.timedOut:
				t.Errorf("%s: did not finish within %v (hang)\n%s", f, ompTimeout, got.stderr)
			case strings.HasSuffix(base, "_bug") && (got.code == 0 || msg == ""):
				t.Errorf("%s: want a DYNAMIC-CHECK and a failure, got exit %d\n%s", f, got.code, got.stderr)
			case strings.HasSuffix(base, "_ok"):
				ref := ompRun(t, noTool, dir, "./"+base+".plain", 2)
				if msg != "" || got.code != ref.code || got.stdout != ref.stdout {
					t.Errorf("%s: instrumented run differs: plain exit %d %q, instrumented exit %d %q\n%s", f, ref.code, ref.stdout, got.code, got.stdout, got.stderr)
				}
			}
		}
	})
}
