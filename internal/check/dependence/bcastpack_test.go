package dependence

import "testing"

// A packed value comes back unchanged only through conversions that lose nothing.
func TestRoundTrip(t *testing.T) {
	cases := []struct {
		p, u copyCell
		want bool
	}{
		{copyCell{from: "double", to: "double"}, copyCell{from: "double", to: "double"}, true},
		{copyCell{conv: "sitofp", from: "i32", to: "double"}, copyCell{conv: "fptosi", from: "double", to: "i32"}, true},
		// A 64-bit integer does not fit a double's mantissa.
		{copyCell{conv: "sitofp", from: "i64", to: "double"}, copyCell{conv: "fptosi", from: "double", to: "i64"}, false},
		// Into a float and back: precision lost.
		{copyCell{conv: "fptrunc", from: "double", to: "float"}, copyCell{conv: "fpext", from: "float", to: "double"}, false},
		{copyCell{conv: "fpext", from: "float", to: "double"}, copyCell{conv: "fptrunc", from: "double", to: "float"}, true},
		// Unpacked into another type than packed from.
		{copyCell{conv: "sitofp", from: "i32", to: "double"}, copyCell{conv: "fptosi", from: "double", to: "i16"}, false},
		{copyCell{from: "double", to: "double"}, copyCell{conv: "fptosi", from: "double", to: "i32"}, false},
	}
	for i, c := range cases {
		if got := roundTrip(c.p, c.u); got != c.want {
			t.Errorf("case %d: roundTrip(%+v, %+v) = %v, want %v", i, c.p, c.u, got, c.want)
		}
	}
}

// The combinations of bcastguard.go: a test of the flag rules out the paths that found it
// zero, a write of the flag forgets it, a kill point marks every path.
func TestGuardMask(t *testing.T) {
	entry := guardMask(1 << 0) // neither K nor Z
	killed := entry.setK()     // the flag was set: broadcast
	skipped := entry.setZ()    // the flag was zero: no broadcast
	joined := killed | skipped // after the if
	if joined.allKilled() {
		t.Fatalf("after `if (flag) bcast` some paths passed no broadcast")
	}
	if !joined.dropZ().allKilled() {
		t.Errorf("under a second test of the unchanged flag every path passed the broadcast")
	}
	if joined.clearZ().dropZ().allKilled() {
		t.Errorf("after a write of the flag, its test says nothing of the earlier one")
	}
	if guardNone.allKilled() {
		t.Errorf("an unreachable point is not taken as killed")
	}
}
