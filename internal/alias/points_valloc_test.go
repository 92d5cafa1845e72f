package alias

import (
	"testing"

	"github.com/parcoach/parcoach/internal/model"
)

// TestValLocs: the memo of Loc answers what was set, for numbered and named values, NoClass
// included (it is an answer, not "not located"), and keeps two functions with the same index
// (of two programs) apart.
func TestValLocs(t *testing.T) {
	f, g, other := &model.Function{Index: 0}, &model.Function{Index: 3}, &model.Function{Index: 3}
	m := newValLocs()
	m.set(f, "12", 7)
	m.set(f, "x", 9)
	m.set(g, "0", NoClass)
	m.set(other, "0", 5)
	for _, c := range []struct {
		f    *model.Function
		name string
		want Class
		ok   bool
	}{
		{f, "12", 7, true}, {f, "x", 9, true}, {f, "11", 0, false}, {f, "012", 0, false},
		{g, "0", NoClass, true}, {other, "0", 5, true}, {g, "1", 0, false},
	} {
		got, ok := m.get(c.f, c.name)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("get(%d, %q) = %d, %v; want %d, %v", c.f.Index, c.name, got, ok, c.want, c.ok)
		}
	}
	if m.n != 4 {
		t.Errorf("%d values located, want 4", m.n)
	}
	if c := m.clone(); c.n != 4 {
		t.Errorf("clone: %d values, want 4", c.n)
	} else if got, ok := c.get(g, "0"); !ok || got != NoClass {
		t.Errorf("clone: get(g, 0) = %d, %v", got, ok)
	}
}
