package tests

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/frontend"
)

// Two files each define a static max_all, both address-taken: the run used to list the
// targets of the calls through pointers in an order (and with duplicates) that changed from
// run to run, because a name was looked up in a map of modules.
var staticTwins = map[string]string{
	"a.c": `#include <mpi.h>
static void max_all(double *x) { MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD); }
void (*op_a)(double *) = max_all;
`,
	"b.c": `#include <mpi.h>
static void max_all(double *x) { MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD); }
static void sum_all(double *x) { MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); }
void (*op_b)(double *) = max_all;
void (*op_c)(double *) = sum_all;
`,
	"main.c": `#include <mpi.h>
extern void (*op_a)(double *);
extern void (*op_b)(double *);
int main(int argc, char **argv) {
  double x = 1;
  MPI_Init(&argc, &argv);
  op_a(&x);
  op_b(&x);
  MPI_Finalize();
  return 0;
}
`,
}

// TestDeterministicOutput runs the same analysis several times, with -j 1 and -j 2, in every
// output format, and wants byte-identical output each time.
func TestDeterministicOutput(t *testing.T) {
	requireTool(t, "clang")
	requireTool(t, "mpicc")
	formats := []string{"text", "json", "sarif"}

	t.Run("static functions of one name", func(t *testing.T) {
		dir := t.TempDir()
		for name, src := range staticTwins {
			write(t, dir, name, src)
		}
		for _, f := range formats {
			var first string
			for i := 0; i < 6; i++ {
				out, errOut, _ := run(t, dir, nil, "check", "-j", fmt.Sprint(1+i%2), "--format="+f, "a.c", "b.c", "main.c")
				if i == 0 {
					first = out
					if errOut != "" {
						t.Fatalf("stderr: %s", errOut)
					}
					continue
				}
				if out != first {
					t.Fatalf("--format=%s: run %d differs from run 1:\n%s\n---\n%s", f, i+1, first, out)
				}
			}
			if f == "text" {
				want := "may reach max_all (a.c), max_all (b.c), sum_all, which call MPI collectives"
				if strings.Count(first, want) != 2 {
					t.Errorf("want two remarks naming each target once, told apart by file (%q):\n%s", want, first)
				}
			}
		}
	})

	// Corpus programs, compiled once to .ll, all of a directory in one run (a big program
	// with many functions of one name: what map order changes most).
	dirs := []string{"mpi-coll", "dependence", "hybrid", "rma"}
	for _, d := range dirs {
		t.Run(d, func(t *testing.T) {
			srcs, _ := filepath.Glob(filepath.Join("corpus", d, "*.c"))
			cpp, _ := filepath.Glob(filepath.Join("corpus", d, "*.cpp"))
			srcs = append(srcs, cpp...)
			tmp := t.TempDir()
			units, errs := frontend.CompileAll(context.Background(), srcs, frontend.Options{TempDir: tmp}, 2)
			if len(errs) > 0 {
				t.Fatalf("compiling the corpus: %v", errs)
			}
			var lls []string
			for i, u := range units {
				ll := filepath.Join(tmp, fmt.Sprintf("%03d_%s.ll", i, filepath.Base(u.Source)))
				if err := os.WriteFile(ll, u.IR, 0o644); err != nil {
					t.Fatal(err)
				}
				lls = append(lls, ll)
				u.Close()
			}
			// -j 1 reads the .ll files one at a time, -j 2 two at once.
			for _, f := range formats {
				args := append([]string{"check", "--format=" + f}, lls...)
				out1, err1, code1 := run(t, tmp, nil, append([]string{"check", "-j", "1"}, args[1:]...)...)
				out2, err2, code2 := run(t, tmp, nil, append([]string{"check", "-j", "2"}, args[1:]...)...)
				if code1 > 1 {
					t.Fatalf("--format=%s: exit %d: %s", f, code1, err1)
				}
				if out1 != out2 || err1 != err2 || code1 != code2 {
					t.Errorf("--format=%s: runs with -j 1 and -j 2 differ:\n%s", f, firstDifference(out1, out2))
				}
				if f == "text" {
					checkNoDuplicateTargets(t, out1)
				}
			}
		})
	}

	// -j changes how many compilers run (and IR files are read) at once, never the output.
	t.Run("-j", func(t *testing.T) {
		abs, _ := filepath.Abs(filepath.Join("corpus", "rma"))
		out1, _, _ := run(t, t.TempDir(), nil, "check", "-j", "1", "--format=json", abs)
		out2, _, _ := run(t, t.TempDir(), nil, "check", "-j", "2", "--format=json", abs)
		if out1 != out2 {
			t.Errorf("-j 1 and -j 2 differ:\n%s", firstDifference(out1, out2))
		}
	})
}

// checkNoDuplicateTargets fails when a collective-indirect-call remark names a target twice.
func checkNoDuplicateTargets(t *testing.T, out string) {
	t.Helper()
	re := regexp.MustCompile(`may reach (.*?)(?: and \d+ more)?, which call MPI collectives`)
	for _, m := range re.FindAllStringSubmatch(out, -1) {
		seen := map[string]bool{}
		for _, n := range strings.Split(m[1], ", ") {
			if seen[n] {
				t.Errorf("target %s listed twice: %s", n, m[0])
			}
			seen[n] = true
		}
	}
}

// firstDifference shows the first line where a and b differ.
func firstDifference(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d:\n  %s\n  %s", i+1, la[i], lb[i])
		}
	}
	return fmt.Sprintf("one output is longer (%d and %d lines)", len(la), len(lb))
}
