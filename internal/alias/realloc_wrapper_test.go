package alias

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
)

// TestReallocWrapper: a function that returns malloc's or realloc's block, kept at -O0 in the
// variable holding its parameter, is an allocation wrapper (an object per call), and each
// call's block holds what the block it was given held; a function that may return the
// block it was given is none.
func TestReallocWrapper(t *testing.T) {
	p := irtest.ProgramFile(t, "testdata/realloc_wrapper.ll")
	grow, ensure := p.Lookup("grow"), p.Lookup("ensure")
	if grow == nil || ensure == nil {
		t.Fatal("no grow or ensure")
	}
	if !ReturnsFresh(grow) {
		t.Errorf("grow (malloc or realloc, kept in its parameter's variable) is no allocation wrapper")
	}
	if j, ok := ReallocatedParam(grow); !ok || j != 0 {
		t.Errorf("ReallocatedParam(grow) = %d, %v; want 0, true", j, ok)
	}
	if ReturnsFresh(ensure) {
		t.Errorf("ensure, which may return its parameter, is taken for an allocation wrapper")
	}
	if _, ok := ReallocatedParam(ensure); ok {
		t.Errorf("ensure is taken for a realloc wrapper")
	}
	s := BuildInclusion(p, nil)
	pa, pb := s.PointsTo(p.Lookup("usea"), "0"), s.PointsTo(p.Lookup("useb"), "0")
	if !slices.Equal(pa, []string{"@x"}) || !slices.Equal(pb, []string{"@y"}) {
		t.Errorf("after growing, a[0] -> %v and b[0] -> %v; want [@x] and [@y]", pa, pb)
	}
}
