package dependence

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// The comparisons whose answer depends only on whether a value is zero or positive, and the
// constants that are positive.
const signShapesIR = `
@n = global i64 0

define void @f(i64 %x) {
  %eq = icmp eq i64 %x, 0
  %ne = icmp ne i64 %x, 0
  %gt = icmp sgt i64 %x, 0
  %ge1 = icmp sge i64 %x, 1
  %ult1 = icmp ult i64 %x, 1
  %gt1 = icmp sgt i64 %x, 1
  %lt0 = icmp slt i64 %x, 0
  %eqbig = icmp eq i64 %x, 18446744073709551616
  %eq2 = icmp eq i64 %x, 2
  store i64 1, ptr @n
  store i64 -1, ptr @n
  store i64 0, ptr @n
  store i64 18446744073709551616, ptr @n
  %v = load i64, ptr @n
  %inc = add nsw i64 %v, 1
  store i64 %inc, ptr @n
  %w = load i64, ptr @n
  %dec = add nsw i64 %w, -1
  store i64 %dec, ptr @n
  %u = load i64, ptr @n
  store i64 0, ptr @n
  %late = add nsw i64 %u, 1
  store i64 %late, ptr @n
  ret void
}
`

func TestSignTestAndPositiveConstants(t *testing.T) {
	m, err := llvmir.Parse("sign.ll", []byte(signShapesIR))
	if err != nil {
		t.Fatal(err)
	}
	blk := m.Funcs[0].Blocks[0]
	sign := map[string]bool{}
	var stored []bool
	for _, in := range blk.Insts {
		switch in.Op {
		case "icmp":
			sign[in.Result] = signTest(in)
		case "store":
			stored = append(stored, positiveConst(in.Operands[0]))
		}
	}
	want := map[string]bool{"eq": true, "ne": true, "gt": true, "ge1": true, "ult1": true,
		"gt1": false, "lt0": false, "eqbig": false, "eq2": false}
	for name, w := range want {
		if sign[name] != w {
			t.Errorf("signTest(%%%s) = %v, want %v", name, sign[name], w)
		}
	}
	// 1, -1, 0, 2^64 (too large for Int), the sums, 0, a sum.
	if w := []bool{true, false, false, false, false, false, false, false}; !slices.Equal(stored, w) {
		t.Errorf("positiveConst of the stored values = %v, want %v", stored, w)
	}
}

// An increment is a load, an addition of a positive constant and a store with no write in
// between.
func TestNoWriteBetween(t *testing.T) {
	m, err := llvmir.Parse("sign.ll", []byte(signShapesIR))
	if err != nil {
		t.Fatal(err)
	}
	blk := m.Funcs[0].Blocks[0]
	byName := map[string]*llvmir.Inst{}
	var stores []*llvmir.Inst
	for _, in := range blk.Insts {
		if in.Result != "" {
			byName[in.Result] = in
		}
		if in.Op == "store" {
			stores = append(stores, in)
		}
	}
	if !noWriteBetween(blk, byName["v"], stores[4]) {
		t.Error("the increment's load and store have a write between them")
	}
	if noWriteBetween(blk, byName["u"], stores[7]) {
		t.Error("the store of 0 between %u and its sum's store is not seen")
	}
	if noWriteBetween(blk, stores[4], byName["v"]) {
		t.Error("a range given backwards is accepted")
	}
}
