package alias

import (
	"sync/atomic"
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/model"
)

func TestCaptures(t *testing.T) {
	p := irtest.ProgramFile(t, "testdata/captures.ll")
	for _, c := range []struct {
		fn   string
		i    int
		want bool
	}{
		{"keep", 0, true}, // stored into a global
		{"use", 0, false}, // written through only
		{"f", 0, false},   // given to use only
		{"r", 0, true},    // recursion: assumed kept
	} {
		f := p.Lookup(c.fn)
		if f == nil {
			t.Fatalf("no function %s", c.fn)
		}
		if got := Captures(f, c.i); got != c.want {
			t.Errorf("Captures(%s, %d) = %v, want %v", c.fn, c.i, got, c.want)
		}
	}
}

// TestCapturesConcurrent: another analysis (-j) asking about a parameter while it is being
// computed gets the final answer, not the assumption made for recursion. The hook runs that
// other analysis, on another goroutine, right when the computation of f's parameter starts.
func TestCapturesConcurrent(t *testing.T) {
	p := irtest.ProgramFile(t, "testdata/captures.ll")
	f := p.Lookup("f")
	if f == nil {
		t.Fatal("no function f")
	}
	var asked atomic.Bool
	var during bool
	captureStarted = func(g *model.Function, i int) {
		if g != f || !asked.CompareAndSwap(false, true) {
			return
		}
		done := make(chan bool)
		go func() { done <- Captures(f, 0) }()
		during = <-done
	}
	defer func() { captureStarted = nil }()
	keeps.Range(func(k, _ any) bool { keeps.Delete(k); return true })
	if Captures(f, 0) {
		t.Errorf("Captures(f, 0) = true, want false")
	}
	if during {
		t.Errorf("Captures(f, 0) asked during its computation = true (the provisional answer), want false")
	}
}
