package rma

import (
	"math"
	"testing"
)

func TestSurely(t *testing.T) {
	size := interval{1, math.MaxInt64}
	minus1 := interval{0, math.MaxInt64}
	zero := interval{0, 0}
	for _, c := range []struct {
		pred        string
		a, b        interval
		holds, know bool
	}{
		{"slt", zero, size, true, true},     // for (i = 0; i < size; ...)
		{"sge", minus1, zero, true, true},   // for (i = size - 1; i >= 0; ...)
		{"sgt", minus1, zero, false, false}, // for (i = size - 1; i > 0; ...): size may be 1
		{"slt", interval{1, 1}, size, false, false},
		{"sle", interval{1, 1}, size, true, true},
		{"sgt", zero, size, false, true},
		{"eq", zero, zero, false, false},
	} {
		h, k := surely(c.pred, c.a, c.b)
		if h != c.holds || k != c.know {
			t.Errorf("surely(%s, %v, %v) = %v, %v; want %v, %v", c.pred, c.a, c.b, h, k, c.holds, c.know)
		}
	}
}
