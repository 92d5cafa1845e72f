package tests

// Runtime tests of the OpenMP check (issue 8, seed 000 §3.2.3, Algorithms 16-17): OpenMP
// programs (no MPI) built with `parcoach cc --instrument clang -fopenmp` and run with two
// threads. A buggy program must stop with a DYNAMIC-CHECK message naming its lines instead of
// hanging; a correct program, instrumented, must print the same output and exit with the same
// status as built plainly.

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

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

// ompRun runs exe with OMP_NUM_THREADS=2, bounded by runTimeout.
func ompRun(t *testing.T, env []string, dir, exe string) runResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Dir = dir
	cmd.Env = append(append([]string(nil), env...), "OMP_NUM_THREADS=2", "OMP_WAIT_POLICY=passive", "OMP_MAX_ACTIVE_LEVELS=2")
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
	default:
		t.Fatalf("%s: %v", exe, err)
	}
	return r
}

func TestRuntimeOmp(t *testing.T) {
	requireTool(t, "clang")
	env := runtimeEnv(t.TempDir())
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "tid_cond_ok.c"), []byte(ompTidCondOK), 0o644); err != nil {
		t.Fatal(err)
	}
	corpus := filepath.Join("corpus", "omp")
	progs := []struct {
		file string
		bug  bool
		want []string // in the DYNAMIC-CHECK line
	}{
		{"listing_1_1_single_under_tid_if_bug.c", true,
			[]string{"#pragma omp single (listing_1_1_single_under_tid_if_bug.c:24)", "#pragma omp barrier (listing_1_1_single_under_tid_if_bug.c:29)", "conditional listing_1_1_single_under_tid_if_bug.c:22"}},
		{"ifelse_tid_barrier_counts_bug.c", true, []string{"ifelse_tid_barrier_counts_bug.c:"}},
		{"fig3_10c_barrier_in_for_body_bug.c", true, []string{"relax()", "fig3_10c_barrier_in_for_body_bug.c:30"}},
		{"tid_cond_ok.c", false, nil},
		{"single_nowait_barrier_ok.c", false, nil},
		{"for_static_ok.c", false, nil},
	}
	for _, p := range progs {
		if p.file != "tid_cond_ok.c" {
			data, err := os.ReadFile(filepath.Join(corpus, p.file))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, p.file), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, p := range progs {
		t.Run(strings.TrimSuffix(p.file, ".c"), func(t *testing.T) {
			base := strings.TrimSuffix(p.file, ".c")
			build(t, env, dir, "clang", "-fopenmp", "-g", "-O1", p.file, "-o", base+".plain")
			build(t, env, dir, parcoachBin, "cc", "--quiet", "--instrument", "clang", "-fopenmp", "-g", "-O1", p.file, "-o", base+".inst")
			got := ompRun(t, env, dir, "./"+base+".inst")
			if got.timedOut {
				t.Fatalf("instrumented %s did not finish within %v\n%s", p.file, runTimeout, got.stderr)
			}
			msg := dynRE.FindString(got.stderr)
			if p.bug {
				if got.code == 0 || msg == "" {
					t.Fatalf("want a DYNAMIC-CHECK and a failure, got exit %d\n%s", got.code, got.stderr)
				}
				for _, w := range p.want {
					if !strings.Contains(msg, w) {
						t.Errorf("the message does not name %q:\n%s", w, msg)
					}
				}
				return
			}
			if p.file == "tid_cond_ok.c" {
				if data, err := os.ReadFile(filepath.Join(dir, base+".inst")); err != nil || !bytes.Contains(data, []byte("parcoach_rt_omp_check")) {
					t.Errorf("%s was not instrumented (%v)", p.file, err)
				}
			}
			ref := ompRun(t, env, dir, "./"+base+".plain")
			if msg != "" || got.code != ref.code || got.stdout != ref.stdout {
				t.Errorf("instrumented run differs: plain exit %d %q, instrumented exit %d %q\n%s", ref.code, ref.stdout, got.code, got.stdout, got.stderr)
			}
		})
	}
}
