package rma

import "testing"

func TestPhases(t *testing.T) {
	p0 := uint64(1)
	p1 := nextPhase(p0)
	if p1 != 2 || nextPhase(p1) != 4 {
		t.Fatalf("nextPhase: %x %x", p1, nextPhase(p1))
	}
	if !samePhase(p0|p1, p1) || samePhase(p0, p1) {
		t.Error("samePhase on known phases")
	}
	if samePhase(p1|phaseUnknown, p1) {
		t.Error("an unknown phase must keep the comparison silent")
	}
	if nextPhase(1<<62)&phaseUnknown == 0 {
		t.Error("overflow must give an unknown phase")
	}
	if latestPhase(1|2|8) != 8 || latestPhase(phaseUnknown|1) != phaseUnknown|1 {
		t.Error("latestPhase")
	}
	// a callee's phases 0 and 1, called in the caller's phase 2: phases 2 and 3.
	if got := shiftPhases(4, 1|2); got != 4|8 {
		t.Errorf("shiftPhases = %x", got)
	}
}

func TestAtomicPair(t *testing.T) {
	x := &fn{}
	const mpiInt, mpiShort, mpiSum = 0x4c000405, 0x4c000203, 0x58000003
	acc := func(dt, code, disp int64) *op {
		return &op{atomic: true, write: true, dtype: dt, opcode: code, tsize: 4, count: 1, disp: value{c: disp, konst: true}}
	}
	if !x.atomicPair(acc(mpiInt, mpiSum, 0), acc(mpiInt, mpiSum, 0)) {
		t.Error("same datatype and op: atomic")
	}
	if x.atomicPair(acc(mpiInt, mpiSum, 0), acc(mpiShort, mpiSum, 0)) {
		t.Error("different datatypes: not atomic")
	}
	if !x.atomicPair(acc(mpiInt, mpiSum, 0), acc(mpiInt, opNoOp, 0)) {
		t.Error("MPI_NO_OP is compatible with any op")
	}
	if x.atomicPair(acc(0, mpiSum, 0), acc(0, mpiSum, 0)) {
		t.Error("unknown datatypes: not atomic")
	}
}
