package alias_test

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/parcoach/parcoach/internal/alias"
	_ "github.com/parcoach/parcoach/internal/check/dependence" // (registers the library tables, as in a real run)
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// BenchmarkInclusionDir builds the inclusion points-to of the program made of every .ll file
// of the folder $INCLUSION_BENCH_DIR (skipped when unset), with the library tables the
// dependence package registers, and reports the heap the solved graph keeps (retained-MB:
// what the program-wide cache holds for the rest of a run; issue 18) besides the allocations
// of a build (-benchmem), e.g.
//
//	INCLUSION_BENCH_DIR=/work/ir-apps/AMG go test -run '^$' -bench InclusionDir -benchmem ./internal/alias/
func BenchmarkInclusionDir(b *testing.B) {
	dir := os.Getenv("INCLUSION_BENCH_DIR")
	if dir == "" {
		b.Skip("set INCLUSION_BENCH_DIR=folder of .ll files")
	}
	p := programOfDir(b, dir)
	lib := alias.CurrentLibrary()

	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		alias.BuildInclusion(p, lib)
	}
	b.StopTimer()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	s := alias.BuildInclusion(p, lib)
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(s)
	b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/1e6, "retained-MB")
	b.ReportMetric(float64(s.Stats.Nodes), "nodes")
}

// programOfDir builds the program made of every .ll file of folder dir.
func programOfDir(tb testing.TB, dir string) *model.Program {
	files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
	var mods []*llvmir.Module
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		m, err := llvmir.Parse(f, src)
		if err != nil {
			tb.Fatal(err)
		}
		mods = append(mods, m)
	}
	return model.Build(mods)
}
