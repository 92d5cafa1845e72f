package dependence

import "testing"

func TestJoinVia(t *testing.T) {
	local := writeVia{kind: viaLocal}
	p0, p1, p0f := paramVia(0, -1), paramVia(1, -1), paramVia(0, 8)
	both := joinVia(p1, p0)
	if both.kind != viaParam || both.n != 2 || both.refs[0] != (paramRef{0, -1}) || both.refs[1] != (paramRef{1, -1}) {
		t.Fatalf("join of two parameters: %+v", both)
	}
	if joinVia(p0, p1) != both {
		t.Errorf("join is not commutative: %+v", joinVia(p0, p1))
	}
	cases := []struct {
		name string
		a, b writeVia
		want writeVia
	}{
		{"local, local", local, local, local},
		{"local, param", local, p0, p0},
		{"param, local", p0, local, p0},
		{"param, same", p0, p0, p0},
		{"param, any", p0, anyVia, anyVia},
		{"any, local", anyVia, local, anyVia},
		{"in both", both, p1, both},
	}
	for _, c := range cases {
		if got := joinVia(c.a, c.b); got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
	// The same parameter at another offset is another way in; past maxVia, anything.
	if j := joinVia(p0, p0f); j.n != 2 {
		t.Errorf("a parameter and a pointer loaded from it: %+v", j)
	}
	v := p0
	for i := 1; i <= maxVia; i++ {
		v = joinVia(v, paramVia(i, -1))
	}
	if v != anyVia {
		t.Errorf("%d parameters: %+v, want any", maxVia+1, v)
	}
}
