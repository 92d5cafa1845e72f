// Measured with `go test -bench . -benchmem -run '^$' ./internal/llvmir/`
// (AMD EPYC, 2 vCPUs shared with other jobs, Go 1.26, synthetic clang-16
// style input from gen_test.go: 135 functions in 40 MB, about 1 in 40 with
// 10,000-12,000 blocks, a third of the text metadata):
//
//	input   wall MB/s   cpu-MB/s   alloc/input  heap/input  allocs/op
//	10 MB   257 (*)     230-260    3.63x        2.87x       694
//	40 MB   250 (*)     220-265    3.02x        2.79x       2202
//
// (*) wall clock on a quiet host, measured at commit 3291db3 (before Values
// were shared; cpu-MB/s did not change since). While other jobs kept the
// load average at 8-14 on the two vCPUs, wall clock fell to 30-100 MB/s.
// cpu-MB/s is bytes per second of process CPU time (GC workers included),
// which is what a single core achieves; with -cpu 1 it was 200-234 MB/s
// (10 MB) and 180-198 MB/s (40 MB). Real clang++-16 output of 10-12 MB
// (STL-heavy C++, see BenchmarkParseFile) reads at about 300 cpu-MB/s with
// alloc/input about 2x.
//
// The completeness checks of verify.go (a scan of the text for `!N`, `#N`,
// `@name` and a pass over each body) added about 10-15 % of CPU time
// (cpu-MB/s 265 against 310 on the 10 MB input, same host, same hour).
//
// alloc/input is the bytes allocated during one Parse divided by the input
// size: an upper bound of the heap growth at its peak, so peak memory stays
// under about 4.7x the input with the input itself counted. heap/input is the
// heap the module retains after a GC. Both grow linearly with the input
// (slabs of values, instructions and blocks; a few hundred allocations per
// 10 MB).

package llvmir

import (
	"runtime"
	"sync"
	"syscall"
	"testing"
	"time"
)

var (
	genOnce  sync.Once
	genSmall []byte
	genLarge []byte
)

func inputs() (small, large []byte) {
	genOnce.Do(func() {
		genSmall = genModule(10 << 20)
		genLarge = genModule(40 << 20)
	})
	return genSmall, genLarge
}

// cpuTime returns the CPU time (user+system) consumed by the process, which
// includes the garbage collector's workers.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchParse reports MB/s (wall clock) and cpu-MB/s (bytes per second of
// process CPU time, GC included): the latter is stable when other processes
// compete for the cores.
func benchParse(b *testing.B, src []byte) {
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	runtime.GC()
	b.ResetTimer()
	c0 := cpuTime()
	for i := 0; i < b.N; i++ {
		m, err := Parse("big.ll", src)
		if err != nil || len(m.Problems) > 0 {
			b.Fatalf("err=%v problems=%v", err, m.Problems)
		}
	}
	if c := cpuTime() - c0; c > 0 {
		b.ReportMetric(float64(len(src))*float64(b.N)/1e6/c.Seconds(), "cpu-MB/s")
	}
	b.StopTimer()
	retained, allocated := heapCost(src)
	b.ReportMetric(retained, "heap/input")
	b.ReportMetric(allocated, "alloc/input")
}

// heapCost parses src once and returns the heap retained by the module
// (HeapAlloc after a GC, the input excluded) and the bytes allocated during
// the parse (an upper bound of the heap growth at its peak), both relative to
// the input size.
func heapCost(src []byte) (retained, allocated float64) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	m, err := Parse("big.ll", src)
	if err != nil {
		panic(err)
	}
	runtime.ReadMemStats(&after)
	total := after.TotalAlloc - before.TotalAlloc
	runtime.GC()
	runtime.ReadMemStats(&after)
	live := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	runtime.KeepAlive(m)
	in := float64(len(src))
	return float64(live) / in, float64(total) / in
}

func BenchmarkParse(b *testing.B) {
	small, large := inputs()
	b.Run("10MB", func(b *testing.B) { benchParse(b, small) })
	b.Run("40MB", func(b *testing.B) { benchParse(b, large) })
}

// TestHeapRatio reports the heap retained by a parsed module relative to the
// input size (the input itself excluded), and the bytes allocated while
// parsing, which bound the peak; it fails above 6x.
func TestHeapRatio(t *testing.T) {
	if testing.Short() {
		t.Skip("large input")
	}
	_, src := inputs()
	retained, allocated := heapCost(src)
	t.Logf("input %.1f MB: retained %.2fx input, allocated during parse %.2fx input",
		float64(len(src))/(1<<20), retained, allocated)
	if allocated > 6 {
		t.Errorf("allocated %.2fx the input, want < 6x", allocated)
	}
}
