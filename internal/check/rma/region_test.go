package rma

import "testing"

func TestParamKey(t *testing.T) {
	cases := []struct {
		key string
		p   int
		off int64
		ok  bool
	}{
		{"param2+0", 2, 0, true},
		{"param0+16", 0, 16, true},
		{"param2+*", 0, 0, false},
		{"*(param2+0)+0", 0, 0, false},
		{"%8+0", 0, 0, false},
	}
	for _, c := range cases {
		p, off, ok := paramKey(c.key)
		if ok != c.ok || ok && (p != c.p || off != c.off) {
			t.Errorf("paramKey(%q) = %d %d %v, want %d %d %v", c.key, p, off, ok, c.p, c.off, c.ok)
		}
	}
}

// A call whose callee returns one collective later moves the caller's phases by one and keeps
// the operations in progress live in both; a callee without collective changes nothing.
func TestShiftPhase(t *testing.T) {
	x := &fn{rep: true, ops: []*op{{it: &item{}}}, recs: make([]opRec, 1)}
	st := &state{phase: 2, pending: []pend{{op: 0}}, fin: []int{0}}
	x.shiftPhase(st, 1)
	if st.phase != 2 || len(st.fin) != 1 || x.recs[0].live != 0 {
		t.Fatalf("no collective: phase %x fin %v live %x", st.phase, st.fin, x.recs[0].live)
	}
	x.shiftPhase(st, 2)
	if st.phase != 4 {
		t.Errorf("one collective: phase %x, want 4", st.phase)
	}
	if x.recs[0].live != 2|4 {
		t.Errorf("pending operation live in %x, want 6", x.recs[0].live)
	}
	if len(st.fin) != 0 {
		t.Error("completions before a collective are ordered by it: fin must be empty")
	}
}
