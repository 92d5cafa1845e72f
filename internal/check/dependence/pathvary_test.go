package dependence

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// TestIndexRange: constant indices select one member or element; a variable index takes the
// whole array it indexes (HPGMG's `restriction[t].num_blocks[2]`).
func TestIndexRange(t *testing.T) {
	types := llvmir.NewTypes("%struct.comm = type { i32, [3 x i32], double }\n%struct.level = type { i32, double, [4 x %struct.comm] }\n")
	level := types.Of("%struct.level")
	if level == nil || level.Size != 16+4*24 {
		t.Fatalf("layout of level: %+v", level)
	}
	c := func(n int64) *llvmir.Value { return &llvmir.Value{Kind: llvmir.ValInt, Int: n} }
	v := &llvmir.Value{Kind: llvmir.ValLocal, Name: "t"}
	for _, tc := range []struct {
		name   string
		idx    []*llvmir.Value
		lo, hi int64
		ok     bool
	}{
		{"member 1", []*llvmir.Value{c(1)}, 8, 8, true},
		{"comms[1].num[2]", []*llvmir.Value{c(2), c(1), c(1), c(2)}, 16 + 24 + 4 + 8, 16 + 24 + 4 + 8, true},
		{"comms[t].num[2]", []*llvmir.Value{c(2), v, c(1), c(2)}, 16 + 4 + 8, 16 + 3*24 + 4 + 8, true},
		{"variable member index", []*llvmir.Value{v}, 0, 0, false},
		{"element out of the array", []*llvmir.Value{c(2), c(4)}, 0, 0, false},
	} {
		lo, hi, ok := indexRange(level, tc.idx)
		if ok != tc.ok || (ok && (lo != tc.lo || hi != tc.hi)) {
			t.Errorf("%s: got [%d, %d] %v, want [%d, %d] %v", tc.name, lo, hi, ok, tc.lo, tc.hi, tc.ok)
		}
	}
}

// TestPlacesOverlap: places of different root types always may overlap; of one type, when
// their byte ranges intersect. Coalescing keeps exactly the bytes written.
func TestPlacesOverlap(t *testing.T) {
	a := fieldPlace{"%struct.level/112", 16, 20}
	if a.overlaps(fieldPlace{"%struct.level/112", 20, 24}) {
		t.Errorf("adjacent ranges overlap")
	}
	if !a.overlaps(fieldPlace{"%struct.level/112", 12, 17}) {
		t.Errorf("intersecting ranges do not overlap")
	}
	if !a.overlaps(fieldPlace{"%struct.other/112", 40, 44}) {
		t.Errorf("another root type does not overlap")
	}
	r := &reason{msg: "x"}
	ws := coalesce([]placeWrite{
		{fieldPlace{"%s/8", 8, 12}, r}, {fieldPlace{"%s/8", 0, 4}, r},
		{fieldPlace{"%s/8", 2, 6}, r}, {fieldPlace{"%t/8", 0, 4}, r},
	})
	want := []fieldPlace{{"%s/8", 0, 6}, {"%s/8", 8, 12}, {"%t/8", 0, 4}}
	if len(ws) != len(want) {
		t.Fatalf("coalesce: got %v", ws)
	}
	for i, w := range ws {
		if w.at != want[i] {
			t.Errorf("coalesce[%d] = %v, want %v", i, w.at, want[i])
		}
	}
}
