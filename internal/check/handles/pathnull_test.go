package handles

import "testing"

func TestSplittableAddresses(t *testing.T) {
	null, addr := val{kind: vConst}, val{kind: vAddr}
	for _, c := range []struct {
		name string
		v    vset
		want bool
	}{
		{"null or address", normalize([]val{null, addr}), true},
		{"address alone", single(addr), false},
		{"address or 5", normalize([]val{addr, {kind: vConst, n: 5}}), false},
		{"two constants", normalize([]val{null, {kind: vConst, n: 5}}), true},
		{"unknown", top, false},
	} {
		if got := splittable(c.v); got != c.want {
			t.Errorf("%s: splittable = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestOpTypeProblem(t *testing.T) {
	for _, c := range []struct {
		op, dt string
		bad    bool
	}{
		{"MPI_LXOR", "MPI_FLOAT", true},
		{"MPI_BAND", "MPI_DOUBLE", true},
		{"MPI_LXOR", "MPI_INT", false},
		{"MPI_SUM", "MPI_FLOAT", false},
		{"MPI_MAXLOC", "MPI_DOUBLE", true},
		{"MPI_MAXLOC", "MPI_DOUBLE_INT", false},
		{"MPI_MAX", "MPI_LONG_DOUBLE", false},
		{"MPI_LAND", "", false},
	} {
		if got := opTypeProblem(c.op, c.dt) != ""; got != c.bad {
			t.Errorf("opTypeProblem(%s, %s) reports %v, want %v", c.op, c.dt, got, c.bad)
		}
	}
}
