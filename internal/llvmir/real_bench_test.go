package llvmir

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// BenchmarkParseFile parses the file named by $LLVMIR_BENCH_FILE (skipped
// when unset), e.g. real compiler output too large to commit.
func BenchmarkParseFile(b *testing.B) {
	f := os.Getenv("LLVMIR_BENCH_FILE")
	if f == "" {
		b.Skip("set LLVMIR_BENCH_FILE=file.ll")
	}
	src, err := os.ReadFile(f)
	if err != nil {
		b.Fatal(err)
	}
	benchParse(b, src)
}

// BenchmarkParseDir parses every .ll file of the folder $LLVMIR_BENCH_DIR (skipped when
// unset), as `parcoach check DIR/*.ll` does, and reports the heap the modules retain together
// (heap/input, the text excluded; issue 18), e.g.
//
//	LLVMIR_BENCH_DIR=/work/ir-apps/AMG go test -run '^$' -bench ParseDir -benchmem ./internal/llvmir/
//
// AMG (80 files, 29.7 MB, 245,124 instructions; load average 7 on two cores): heap/input 2.85
// and 96.6 MB allocated per parse when an instruction kept all its fields (200 bytes), 2.27
// and 79.7 MB with the fields only some opcodes have in a shared part; cpu-MB/s 117 both.
// Again (clang 14 output of the same 83 sources, 30.5 MB, 252,601 instructions; load average
// 6-7): heap/input 2.28 and 82.1 MB; 2.08 and 75.9 MB with a Value's Expr and Elems in a part
// of their own (72 bytes a value instead of 104); 1.81 and 64.5 MB with the 19,483 calls of
// llvm.dbg.* read as LLVM 19's records (Function.Declares) instead of instructions.
func BenchmarkParseDir(b *testing.B) {
	dir := os.Getenv("LLVMIR_BENCH_DIR")
	if dir == "" {
		b.Skip("set LLVMIR_BENCH_DIR=folder of .ll files")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
	var srcs [][]byte
	size := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
		size += len(src)
	}
	parseAll := func() []*Module {
		ms := make([]*Module, len(srcs))
		for i, src := range srcs {
			m, err := Parse(files[i], src)
			if err != nil {
				b.Fatal(err)
			}
			ms[i] = m
		}
		return ms
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	runtime.GC()
	b.ResetTimer()
	c0 := cpuTime()
	for i := 0; i < b.N; i++ {
		parseAll()
	}
	if c := cpuTime() - c0; c > 0 {
		b.ReportMetric(float64(size)*float64(b.N)/1e6/c.Seconds(), "cpu-MB/s")
	}
	b.StopTimer()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	ms := parseAll()
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(ms)
	b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/float64(size), "heap/input")
}
