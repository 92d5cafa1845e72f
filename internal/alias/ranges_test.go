package alias

import (
	"os"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// TestAreasDisjoint relates the stores of testdata/ranges.c to the buffer given to recv
// (`in`, 2*width doubles after 2*width doubles of `out`).
func TestAreasDisjoint(t *testing.T) {
	src, err := os.ReadFile("testdata/ranges.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := llvmir.Parse("ranges.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	f := model.Build([]*llvmir.Module{m}).Lookup("f")
	a := New(f)
	var recv *llvmir.Inst
	stores := map[string]*llvmir.Inst{} // by the constant stored
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			switch {
			case in.Op == "call" && in.CalledFunction() == "recv":
				recv = in
			case in.Op == "store" && in.Operands[0].Kind == llvmir.ValFloat:
				stores[in.Operands[0].Text] = in
			}
		}
	}
	if recv == nil || len(stores) != 4 {
		t.Fatalf("recv %v, %d float stores", recv, len(stores))
	}
	buf := Area{Ptr: recv.Args[0], At: recv, Size: -1, Count: recv.Args[1], Elem: 8}
	want := map[string]bool{
		"1.000000e+00": true,  // out[kk++] over 2 rows of width: ends where in starts
		"2.000000e+00": false, // 3 rows: the third one is in
		"3.000000e+00": true,  // out[width + i - istart], i in [istart, iend]: the second row
		"4.000000e+00": false, // in[i]: inside the buffer
	}
	for val, w := range want {
		st := stores[val]
		if st == nil {
			t.Fatalf("no store of %s", val)
		}
		acc := Area{Ptr: st.Operands[1], At: st, Size: 8}
		if got := a.AreasDisjoint(buf, acc); got != w {
			t.Errorf("store of %s: disjoint %v, want %v", val, got, w)
		}
		if got := a.AreasDisjoint(acc, buf); got != w {
			t.Errorf("store of %s (areas swapped): disjoint %v, want %v", val, got, w)
		}
	}
}
