package rma

import (
	"math"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Loops that surely run once.
//
// `for (dst = nprocs - 1; dst >= 0; dst--) MPI_Win_unlock(dst, win);` after
// `for (dst = 0; dst < nprocs; dst++) MPI_Win_lock(..., dst, ...);`, nprocs from
// MPI_Comm_size (MPI-CorrBench lock_nested): the zero-trip path of the second loop would leave
// the lock open, but its first test is surely true (nprocs >= 1). A loop whose header holds only
// loads and stores and tests, on entry, the value its preheader has just stored into the index (a
// constant, MPI_Comm_size's result, or one of them plus a constant) against a constant or the
// communicator size, is entered at least once: its exit edges carry only the states that went
// round the loop (the join of its back edges), not the preheader's.

// onceLoops finds the headers of the loops that surely run once.
func (x *fn) onceLoops() map[int]bool {
	var out map[int]bool
	for _, l := range x.f.Loops().Loops {
		h := l.Header
		if !onlyAccesses(x.items[h]) {
			continue
		}
		if x.enteredOnce(l.Header, func(b int) bool { return x.f.Loops().InLoop(b, l) }) {
			if out == nil {
				out = map[int]bool{}
			}
			out[h] = true
		}
	}
	return out
}

// onlyAccesses reports whether the items of a block are plain loads and stores (the header's
// loads of the index and the bound): no synchronisation a second transfer could repeat.
func onlyAccesses(its []*item) bool {
	for _, it := range its {
		if it.kind != kAccess || it.inst.Op != "load" && it.inst.Op != "store" || it.coll || it.teamSync || it.calleeAcc || it.regionOps || it.taskColl || it.taskWait || it.collAny || it.sendTo != nil || it.recvFrom != nil {
			return false
		}
	}
	return true
}

// interval is a range of int values; hi == math.MaxInt64 is unbounded.
type interval struct{ lo, hi int64 }

// enteredOnce reports whether the first test of header h surely takes the edge into the loop.
func (x *fn) enteredOnce(h int, inLoop func(int) bool) bool {
	f := x.f
	var pre []int
	for _, p := range f.CFG.Pred[h] {
		if !inLoop(p) {
			pre = append(pre, p)
		}
	}
	if len(pre) != 1 {
		return false
	}
	insts := f.Blocks[h].IR.Insts
	if len(insts) == 0 {
		return false
	}
	br := insts[len(insts)-1]
	if br.Op != "br" || len(br.Operands) != 1 || len(br.Succs) != 2 || br.Operands[0].Kind != llvmir.ValLocal {
		return false
	}
	t, e := br.Succs[0].Index, br.Succs[1].Index
	var want bool
	switch {
	case inLoop(t) && !inLoop(e):
		want = true
	case inLoop(e) && !inLoop(t):
		want = false
	default:
		return false
	}
	cmp := f.Def(br.Operands[0].Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 || cmp.Block.Index != h {
		return false
	}
	// the index's value on entry: the last store of the preheader into the variable h loads
	entry := func(v *llvmir.Value) (interval, bool) {
		v = x.stripExt(v)
		if v.Kind == llvmir.ValInt {
			return interval{v.Int, v.Int}, true
		}
		if v.Kind != llvmir.ValLocal {
			return interval{}, false
		}
		ld := f.Def(v.Name)
		if ld == nil || ld.Op != "load" || ld.Block.Index != h || len(ld.Operands) != 1 || ld.Operands[0].Kind != llvmir.ValLocal {
			return interval{}, false
		}
		if x.isCommSize(ld) {
			return interval{1, math.MaxInt64}, true
		}
		st := lastStore(f.Blocks[pre[0]].IR, ld.Operands[0].Name)
		if st == nil {
			return interval{}, false
		}
		return x.sizeExpr(st.Operands[0], 0)
	}
	a, ok1 := entry(cmp.Operands[0])
	b, ok2 := entry(cmp.Operands[1])
	if !ok1 || !ok2 {
		return false
	}
	holds, known := surely(cmp.Pred, a, b)
	return known && holds == want
}

// lastStore is the last instruction of block b that writes variable v, when it is a store
// (nil when a call may write it after).
func lastStore(b *llvmir.Block, v string) *llvmir.Inst {
	for i := len(b.Insts) - 1; i >= 0; i-- {
		in := b.Insts[i]
		switch in.Op {
		case "store":
			if len(in.Operands) == 2 && in.Operands[1].Kind == llvmir.ValLocal && in.Operands[1].Name == v {
				return in
			}
		case "call", "invoke":
			for _, a := range in.Args {
				if a.Kind == llvmir.ValLocal && a.Name == v {
					return nil
				}
			}
		}
	}
	return nil
}

func (x *fn) stripExt(v *llvmir.Value) *llvmir.Value {
	for d := 0; d < 4 && v.Kind == llvmir.ValLocal; d++ {
		def := x.f.Def(v.Name)
		if def == nil || (def.Op != "sext" && def.Op != "zext") || len(def.Operands) != 1 {
			break
		}
		v = def.Operands[0]
	}
	return v
}

// sizeExpr is the range of a constant, of a load of MPI_Comm_size's result, or of one of
// them plus or minus a constant (nsw arithmetic at -O0).
func (x *fn) sizeExpr(v *llvmir.Value, depth int) (interval, bool) {
	v = x.stripExt(v)
	if v.Kind == llvmir.ValInt {
		return interval{v.Int, v.Int}, true
	}
	if v.Kind != llvmir.ValLocal || depth > 4 {
		return interval{}, false
	}
	def := x.f.Def(v.Name)
	if def == nil {
		return interval{}, false
	}
	switch def.Op {
	case "load":
		if x.isCommSize(def) {
			return interval{1, math.MaxInt64}, true
		}
	case "add", "sub":
		if len(def.Operands) != 2 || def.Operands[1].Kind != llvmir.ValInt {
			return interval{}, false
		}
		k := def.Operands[1].Int
		if k < -1<<20 || k > 1<<20 {
			return interval{}, false
		}
		if def.Op == "sub" {
			k = -k
		}
		r, ok := x.sizeExpr(def.Operands[0], depth+1)
		if !ok {
			return interval{}, false
		}
		r.lo += k
		if r.hi != math.MaxInt64 {
			r.hi += k
		}
		return r, true
	}
	return interval{}, false
}

// isCommSize reports whether load ld reads a variable only MPI_Comm_size writes (after
// constant initialisations), the call coming before ld: the size, at least 1.
func (x *fn) isCommSize(ld *llvmir.Inst) bool {
	if len(ld.Operands) != 1 || ld.Operands[0].Kind != llvmir.ValLocal {
		return false
	}
	return x.writtenByCallBefore(ld.Operands[0].Name, ld, func(e *model.Event) bool {
		return e.MPI.Name == "MPI_Comm_size"
	})
}

// surely evaluates a signed comparison of two ranges: known when every pair of values gives
// the same outcome.
func surely(pred string, a, b interval) (holds, known bool) {
	inf := int64(math.MaxInt64)
	lt := func(a, b interval) (bool, bool) { // a < b
		if a.hi != inf && a.hi < b.lo {
			return true, true
		}
		if b.hi != inf && a.lo >= b.hi {
			return false, true
		}
		return false, false
	}
	switch pred {
	case "slt":
		return lt(a, b)
	case "sgt":
		return lt(b, a)
	case "sge":
		h, k := lt(a, b)
		return !h, k
	case "sle":
		h, k := lt(b, a)
		return !h, k
	}
	return false, false
}
