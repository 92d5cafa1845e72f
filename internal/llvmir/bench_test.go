package llvmir

import (
	"runtime"
	"sync"
	"testing"
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

func benchParse(b *testing.B, src []byte) {
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m, err := Parse("big.ll", src)
		if err != nil || len(m.Problems) > 0 {
			b.Fatalf("err=%v problems=%v", err, m.Problems)
		}
	}
}

func BenchmarkParse(b *testing.B) {
	small, large := inputs()
	b.Run("10MB", func(b *testing.B) { benchParse(b, small) })
	b.Run("40MB", func(b *testing.B) { benchParse(b, large) })
}

// TestHeapRatio reports the heap retained by a parsed module relative to the
// input size (the input itself excluded), and the bytes allocated while
// parsing, which bound the peak.
func TestHeapRatio(t *testing.T) {
	if testing.Short() {
		t.Skip("large input")
	}
	_, src := inputs()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	m, err := Parse("big.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	total := after.TotalAlloc - before.TotalAlloc
	runtime.GC()
	runtime.ReadMemStats(&after)
	retained := after.HeapAlloc - before.HeapAlloc
	in := float64(len(src))
	t.Logf("input %.1f MB, %d funcs: retained %.2fx input, allocated during parse %.2fx input",
		in/(1<<20), len(m.Funcs), float64(retained)/in, float64(total)/in)
	if r := float64(total) / in; r > 6 {
		t.Errorf("allocated %.2fx the input, want < 6x", r)
	}
	runtime.KeepAlive(m)
}
