package alias

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// compactIR: %p and %q point to the same two objects without being one node (no cycle
// between them), %l to the unknown memory (a library call wrote %u), %o to %a alone.
const compactIR = `
declare void @fill(ptr)
define void @f(i1 %c) {
  %a = alloca i32
  %b = alloca i32
  %u = alloca ptr
  %p = select i1 %c, ptr %a, ptr %b
  %q = select i1 %c, ptr %b, ptr %a
  %o = getelementptr i8, ptr %a, i64 0
  call void @fill(ptr %u)
  %l = load ptr, ptr %u
  store i32 0, ptr %p
  store i32 0, ptr %q
  ret void
}
`

// TestInclusionCompact: once solved, the graph answers from the compacted sets (identical
// sets shared, the solver's lists released) as it did from the solver's nodes, and the
// statistics count each value's objects as objects() lists them.
func TestInclusionCompact(t *testing.T) {
	m, err := llvmir.Parse("compact.ll", []byte(compactIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	s := BuildInclusion(p, nil)
	f := p.Lookup("f")
	for v, want := range map[string][]string{
		"p": {"f%a", "f%b"},
		"q": {"f%a", "f%b"},
		"o": {"f%a"},
		"l": {"unknown"},
	} {
		if got := s.PointsTo(f, v); !slices.Equal(got, want) {
			t.Errorf("%%%s -> %v, want %v", v, got, want)
		}
	}
	if s.nodes.len() > 0 || s.mem.slots != nil || s.work != nil {
		t.Errorf("the solver's nodes, copy records or worklist are kept after the solve")
	}
	vp, _ := s.val.get(f, "p")
	vq, _ := s.val.get(f, "q")
	np, nq := s.parent[vp], s.parent[vq]
	if np == nq {
		t.Fatalf("%%p and %%q are one node: the test no longer shows sharing")
	}
	if wp, wq := s.sets[s.setOf[np]].w, s.sets[s.setOf[nq]].w; len(wp) == 0 || &wp[0] != &wq[0] {
		t.Errorf("the identical sets of %%p and %%q are not shared")
	}
	var values, unknown, known, objs int
	s.val.values(func(n int32) {
		o, u := s.objects(n)
		values++
		switch {
		case u:
			unknown++
		case len(o) > 0:
			known++
			objs += len(o)
		}
	})
	if s.Stats.Values != values || s.Stats.UnknownValues != unknown || unknown == 0 ||
		s.Stats.MeanObjects != float64(objs)/float64(known) {
		t.Errorf("stats %+v; the sets give %d values, %d unknown, %d objects in %d known", s.Stats, values, unknown, objs, known)
	}
}
