package dependence_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/dependence"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// BenchmarkSolveIR measures the dependence analysis alone (the points-to graph built before
// the timer, as another analysis would have) on the .ll files of the folder
// PARCOACH_BENCH_IR, read as one program (issue 18):
//
//	PARCOACH_BENCH_IR=/tmp/dep18/ir/LULESH go test -run '^$' -bench SolveIR ./internal/check/dependence/
//
// Each iteration builds the model again (the solvers memoise in the points-to graph, which
// would otherwise be larger from the second iteration on); only Compute is timed, and
// cpu-ms/op is its CPU (user and system, the garbage collector's included).
func BenchmarkSolveIR(b *testing.B) {
	dir := os.Getenv("PARCOACH_BENCH_IR")
	if dir == "" {
		b.Skip("PARCOACH_BENCH_IR (a folder of .ll files) is not set")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
	if len(files) == 0 {
		b.Skip("no .ll file in " + dir)
	}
	var srcs [][]byte
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
	}
	var cpu time.Duration
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		var mods []*llvmir.Module
		for j, src := range srcs {
			m, err := llvmir.Parse(files[j], src)
			if err != nil {
				b.Fatal(err)
			}
			mods = append(mods, m)
		}
		p := model.Build(mods)
		alias.ProgramPoints(p)
		b.StartTimer()
		before := cpuTime()
		dependence.Compute(p, &check.Config{Jobs: 1})
		cpu += cpuTime() - before
	}
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
}

// cpuTime is the user and system CPU of the process so far (the garbage collector's included).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
