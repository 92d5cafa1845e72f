package collective_test

// Benchmarks of the whole static pass (model, dependence, collective order) on generated MPI
// programs of 2,000 and 10,000 functions, compiled once by the real clang. Run with
//
//	go test -run '^$' -bench . -benchtime 3x ./internal/check/collective/
//
// Each function has rank-dependent and uniform conditionals, a loop, collectives on
// MPI_COMM_WORLD and a call to the previous function, so summaries chain through the call
// graph. The benchmark reports the time per function and, for comparison, the time clang
// took to emit the IR (clang-ms) and the IR size.
//
// Measured here (2 cores, load average about 3, Go 1.26, clang 14), -benchtime 3x:
//
//	functions  time/op  µs/function  model   dependence  collective  IR       clang    findings
//	2,000      0.45 s   227          19 ms   218 ms      217 ms      12.6 MB  0.68 s    667
//	10,000     2.96 s   296          87 ms   1688 ms     1188 ms     64.3 MB  3.26 s   3334
//
// The collective analysis scales linearly (5.5x for 5x the functions); the dependence analysis
// slightly more than linearly (7.7x: its worklist re-evaluates callers when a callee's facts
// change, and a call chain 10,000 deep is the worst case for that). Together they cost about
// as much as clang's compilation of the same program to IR; a CPU profile puts most of it in
// maps keyed by SSA names, so dense per-function numbering of values is the next step.

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/collective"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// generate writes a C program of n functions.
func generate(n int) string {
	var b strings.Builder
	b.WriteString("#include <mpi.h>\n\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "int f%d(int rank, int n, double *x) {\n", i)
		if i > 0 {
			fmt.Fprintf(&b, "  if (n > %d) f%d(rank, n - 1, x);\n", i%7, i-1)
		}
		fmt.Fprintf(&b, "  for (int k = 0; k < n; k++)\n    MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);\n")
		if i%3 == 0 {
			fmt.Fprintf(&b, "  if (rank == %d)\n    MPI_Barrier(MPI_COMM_WORLD);\n", i%4)
		} else {
			fmt.Fprintf(&b, "  if (rank == %d) x[0] += 1; else x[0] -= 1;\n  MPI_Bcast(x, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);\n", i%4)
		}
		b.WriteString("  return n + 1;\n}\n\n")
	}
	fmt.Fprintf(&b, "int main(int argc, char **argv) {\n  int rank; double x = 1;\n  MPI_Init(&argc, &argv);\n"+
		"  MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n  f%d(rank, argc, &x);\n  MPI_Finalize();\n  return 0;\n}\n", n-1)
	return b.String()
}

type compiled struct {
	ir    []byte
	clang time.Duration
}

var cache = map[int]compiled{}

func compile(b *testing.B, n int) compiled {
	if c, ok := cache[n]; ok {
		return c
	}
	if _, err := exec.LookPath("clang"); err != nil {
		b.Skip("clang not installed")
	}
	dir := b.TempDir()
	src := filepath.Join(dir, "gen.c")
	if err := os.WriteFile(src, []byte(generate(n)), 0o644); err != nil {
		b.Fatal(err)
	}
	out := filepath.Join(dir, "gen.ll")
	start := time.Now()
	cmd := exec.Command("clang", "-g", "-O0", "-S", "-emit-llvm", "-I/usr/include/x86_64-linux-gnu/mpich", src, "-o", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		b.Skipf("clang failed (is mpich installed?): %v\n%s", err, msg)
	}
	c := compiled{clang: time.Since(start)}
	var err error
	if c.ir, err = os.ReadFile(out); err != nil {
		b.Fatal(err)
	}
	cache[n] = c
	return c
}

func BenchmarkAnalysis(b *testing.B) {
	for _, n := range []int{2000, 10000} {
		b.Run(fmt.Sprintf("functions=%d", n), func(b *testing.B) {
			c := compile(b, n)
			m, err := llvmir.Parse("gen.ll", c.ir)
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			var diags int
			phase := map[string]time.Duration{}
			for i := 0; i < b.N; i++ {
				start := time.Now()
				prog := model.Build([]*llvmir.Module{m})
				phase["model"] += time.Since(start)
				out, err := check.Execute(prog, &check.Config{}, []*check.Analyzer{collective.Analyzer})
				if err != nil {
					b.Fatal(err)
				}
				for _, t := range out.Timings {
					phase[t.Analyzer] += t.Duration
				}
				diags = len(out.Diagnostics)
			}
			b.StopTimer()
			per := float64(b.Elapsed().Nanoseconds()) / float64(b.N) / float64(n)
			b.ReportMetric(per/1000, "µs/function")
			for _, p := range []string{"model", "dependence", "collective"} {
				b.ReportMetric(float64(phase[p].Milliseconds())/float64(b.N), p+"-ms")
			}
			b.ReportMetric(float64(c.clang.Milliseconds()), "clang-ms")
			b.ReportMetric(float64(len(c.ir))/1e6, "IR-MB")
			b.ReportMetric(float64(diags), "findings")
		})
	}
}
