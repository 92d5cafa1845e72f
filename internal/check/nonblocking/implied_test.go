package nonblocking

import "testing"

func TestSplitCmp(t *testing.T) {
	for _, c := range []struct {
		key, pred, x string
		n            int64
		ok           bool
	}{
		{"sgt(*%5,0)", "sgt", "*%5", 0, true},
		{"eq(add(~%3,*%4),-2)", "eq", "add(~%3,*%4)", -2, true},
		{"slt(~%5,~%6)", "", "", 0, false},
		{"bool(*%5)", "", "", 0, false},
	} {
		p, x, n, ok := splitCmp(c.key)
		if ok != c.ok || ok && (p != c.pred || x != c.x || n != c.n) {
			t.Errorf("splitCmp(%q) = %q %q %d %v", c.key, p, x, n, ok)
		}
	}
}

func TestImplication(t *testing.T) {
	// what `x == 0`, `x > 0` and `x < 3` taken or not say of other comparisons with constants
	for _, c := range []struct {
		pred     string
		c        int64
		holds    bool
		other    string
		oc       int64
		want, ok bool
	}{
		{"eq", 0, true, "sgt", 0, false, true},
		{"eq", 0, true, "slt", 1, true, true},
		{"eq", 0, true, "eq", 2, false, true},
		{"sgt", 0, true, "eq", 0, false, true},
		{"sgt", 0, true, "sgt", 1, false, false},
		{"sgt", 0, false, "sgt", 1, false, true},
		{"slt", 3, true, "sgt", 5, false, true},
		{"slt", 3, false, "eq", 1, false, true},
		{"eq", 0, false, "sgt", 0, false, false},
	} {
		var h, ok bool
		if lo, hi, b := bounds(c.pred, c.c, c.holds); b {
			h, ok = decide(c.other, c.oc, lo, hi)
		}
		if ok != c.ok || ok && h != c.want {
			t.Errorf("%s(x,%d)=%v => %s(x,%d): %v %v, want %v %v", c.pred, c.c, c.holds, c.other, c.oc, h, ok, c.want, c.ok)
		}
	}
}
