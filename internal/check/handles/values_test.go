package handles

import "testing"

func c(n int64) val { return val{kind: vConst, n: n} }

func TestUnionSortsDedupsAndCaps(t *testing.T) {
	s := single(c(3)).union(single(c(1))).union(single(c(3)))
	if !s.known() || len(s.vals) != 2 || s.vals[0].n != 1 || s.vals[1].n != 3 {
		t.Fatalf("union = %+v, want {1, 3}", s)
	}
	u := vset{}
	for i := int64(0); i <= maxVals; i++ {
		u = u.union(single(c(i)))
	}
	if !u.unknown {
		t.Fatalf("a set of %d values must become unknown, got %+v", maxVals+1, u)
	}
	if top.union(single(c(1))).known() {
		t.Fatal("unknown ∪ {1} must stay unknown")
	}
}

func TestArithOnSizes(t *testing.T) {
	size := single(val{kind: vSize, name: "w"})
	minus1 := arith("sub", size, single(c(1)))
	if !minus1.known() || minus1.vals[0].kind != vSize || minus1.vals[0].n != -1 {
		t.Fatalf("size-1 = %+v", minus1)
	}
	if arith("mul", size, single(c(2))).known() {
		t.Fatal("size*2 is not followed: must be unknown")
	}
	if s := arith("add", single(c(2)), single(c(5))); !s.known() || s.vals[0].n != 7 {
		t.Fatalf("2+5 = %+v", s)
	}
}

func TestDecide(t *testing.T) {
	for _, tc := range []struct {
		pred      string
		v         val
		k         int64
		want, can bool
	}{
		{"eq", c(4), 4, true, true},
		{"slt", c(-1), 0, true, true},
		{"sge", c(-1), 0, false, true},
		{"ne", val{kind: vHandle}, 0x04000000, true, true}, // a created communicator is not MPI_COMM_NULL
		{"eq", val{kind: vHandle}, 0x44000000, false, true},
		{"eq", val{kind: vHandle}, 12345, false, false}, // not a predefined handle: undecided
		{"slt", val{kind: vSize}, 2, false, false},
	} {
		got, ok := decide(tc.pred, tc.v, tc.k)
		if ok != tc.can || ok && got != tc.want {
			t.Errorf("decide(%s, %+v, %d) = %v, %v; want %v, %v", tc.pred, tc.v, tc.k, got, ok, tc.want, tc.can)
		}
	}
}

func TestFilterEmptiesOnlyKnownSets(t *testing.T) {
	s := single(c(0x04000000)).filter(func(v val) bool { return v.n != 0x04000000 })
	if s.unknown || len(s.vals) != 0 {
		t.Fatalf("filtering the only value must leave the empty set, got %+v", s)
	}
	if !top.filter(func(val) bool { return false }).unknown {
		t.Fatal("filtering an unknown set must leave it unknown")
	}
}

func TestConstArith(t *testing.T) {
	for _, tc := range []struct {
		op   string
		x, y int64
		want int64
		ok   bool
	}{
		{"srem", 7, 4, 3, true}, {"srem", -7, 4, -3, true}, {"sdiv", 7, 2, 3, true},
		{"srem", 1, 0, 0, false}, {"urem", -1, 2, 0, false}, {"and", 6, 3, 2, true},
		{"xor", 1, 1, 0, true}, {"shl", 1, 3, 8, true}, {"ashr", -8, 1, -4, true}, {"lshr", -8, 1, 0, false},
	} {
		got := constArith(tc.op, single(c(tc.x)), single(c(tc.y)))
		if got.known() != tc.ok || tc.ok && got.vals[0].n != tc.want {
			t.Errorf("%s %d %d = %+v, want %d (known %v)", tc.op, tc.x, tc.y, got, tc.want, tc.ok)
		}
	}
	if got := constArith("srem", top, single(c(2))); got.known() {
		t.Errorf("srem of an unknown value is known: %+v", got)
	}
	if got := constCompare("slt", single(c(1)), single(c(2))); !got.known() || got.vals[0].n != 1 {
		t.Errorf("1 < 2 = %+v", got)
	}
	if got := constCompare("eq", single(c(1)), single(c(2))); !got.known() || got.vals[0].n != 0 {
		t.Errorf("1 == 2 = %+v", got)
	}
}
