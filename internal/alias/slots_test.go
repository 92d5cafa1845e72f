package alias

import (
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// calls returns the calls of function fn of testdata/slots.ll by callee name, and its
// float stores by the constant stored.
func slotsFunc(t *testing.T, fn string) (*Func, map[string]*llvmir.Inst, map[string]*llvmir.Inst) {
	t.Helper()
	p := irtest.ProgramFile(t, "testdata/slots.ll")
	f := p.Lookup(fn)
	if f == nil {
		t.Fatalf("no function %s", fn)
	}
	calls, stores := map[string]*llvmir.Inst{}, map[string]*llvmir.Inst{}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			switch {
			case in.Op == "call" && len(in.Args) == 2:
				calls[in.CalledFunction()] = in
			case in.Op == "store" && in.Operands[0].Kind == llvmir.ValFloat:
				stores[in.Operands[0].Text] = in
			}
		}
	}
	return New(f), calls, stores
}

func recvArea(in *llvmir.Inst) Area {
	return Area{Ptr: in.Args[0], At: in, Size: -1, Count: in.Args[1], Elem: 8}
}

func TestSlotsApart(t *testing.T) {
	a, calls, _ := slotsFunc(t, "slots")
	r1, r2, r3 := recvArea(calls["recv"]), recvArea(calls["recv2"]), recvArea(calls["recv3"])
	if !a.SlotsApart(r1, r2) {
		t.Errorf("recv, recv2: want apart (k stepped after recv on every path)")
	}
	if a.SlotsApart(r2, r3) {
		t.Errorf("recv2, recv3: want not apart (k not stepped when b is false)")
	}
	if !a.SlotsApart(r1, r3) {
		t.Errorf("recv, recv3: want apart (the ++k after recv is on every path)")
	}
	a, calls, _ = slotsFunc(t, "wide")
	if a.SlotsApart(recvArea(calls["recv"]), recvArea(calls["recv2"])) {
		t.Errorf("wide: want not apart (the first count is two strides)")
	}
}

func TestTiledBounds(t *testing.T) {
	a, calls, stores := slotsFunc(t, "tiled")
	buf := recvArea(calls["recv"])
	for val, want := range map[string]bool{
		"1.000000e+00": true,  // out[it], it >= i >= 0 because t > 0 under tiling
		"2.000000e+00": false, // out[i - 1]: in's last element
		"3.000000e+00": false, // no guard: t, and i, may be negative
	} {
		st := stores[val]
		if st == nil {
			t.Fatalf("no store of %s", val)
		}
		if got := a.AreasDisjoint(buf, Area{Ptr: st.Operands[1], At: st, Size: 8}); got != want {
			t.Errorf("store of %s: disjoint %v, want %v", val, got, want)
		}
	}
}

func TestGatherApart(t *testing.T) {
	a, calls, _ := slotsFunc(t, "gather")
	var loads []*llvmir.Inst // the loads of x's elements: x[idx[i]], x[i]
	for _, b := range a.Fn.IR.Blocks {
		for _, in := range b.Insts {
			if in.Op == "load" && in.Type == "double" {
				loads = append(loads, in)
			}
		}
	}
	if len(loads) != 2 {
		t.Fatalf("%d loads of doubles", len(loads))
	}
	var irecv *llvmir.Inst
	for _, b := range a.Fn.IR.Blocks {
		for _, in := range b.Insts {
			if in.Op == "call" && in.CalledFunction() == "MPI_Irecv" {
				irecv = in
			}
		}
	}
	if irecv == nil {
		t.Fatal("no MPI_Irecv")
	}
	tail, head := recvArea(irecv), recvArea(calls["recv3"])
	gather := Area{Ptr: loads[0].Operands[0], At: loads[0], Size: 8}
	direct := Area{Ptr: loads[1].Operands[0], At: loads[1], Size: 8}
	if !a.GatherApart(tail, gather) {
		t.Errorf("x[idx[i]] beside the tail receive: want apart")
	}
	if a.GatherApart(head, gather) {
		t.Errorf("x[idx[i]] beside a receive into x itself: want not apart")
	}
	if a.GatherApart(tail, direct) {
		t.Errorf("x[i]: want not apart (no index array)")
	}
}
