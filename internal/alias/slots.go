package alias

import (
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Slots of a strided partition (issue 13). Exchange codes carve one buffer into slots of a
// size known only at run time and give each message the next slot:
//
//	int pmsg = 0, stride = fields * domain.maxPlaneSize();
//	if (a) { MPI_Irecv(&buf[pmsg * stride], dx*dy*fields, ...); ++pmsg; }
//	if (b) { MPI_Irecv(&buf[pmsg * stride], dy*dz*fields, ...); ++pmsg; }
//
// The second receive starts one or more strides after the first: the slots are distinct.
// Whether the first message fits in its slot (dx*dy <= maxPlaneSize) is a property of the
// program's set-up that the function does not show: no evidence of overlap either way.
// SlotsApart recognises this shape, so that a check reporting on evidence (a "may" warning)
// treats the two areas as unrelated. Reusing a slot (the counter not stepped on some path)
// or a count that provably exceeds the stride is still an overlap.

// slotAddr is a pointer `base + counter*stride` (in elements of the getelementptr).
type slotAddr struct {
	base      Loc          // where the base pointer is loaded from (or the base itself)
	counter   string       // local variable
	counterAt *llvmir.Inst // its load
	stride    *lin         // a constant, a parameter, or a stable local variable (atom)
	elem      int64        // element size of the getelementptr
}

// slotOf decomposes an area's pointer as a slot of a partition.
func (a *Func) slotOf(r *rangeEval, x Area) (slotAddr, bool) {
	v := x.Ptr
	for depth := 0; v != nil && v.Kind == llvmir.ValLocal && depth < 4; depth++ {
		def := a.Fn.Def(v.Name)
		if def == nil {
			return slotAddr{}, false
		}
		switch def.Op {
		case "bitcast", "addrspacecast":
			v = def.Operands[0]
			continue
		case "getelementptr":
		default:
			return slotAddr{}, false
		}
		if len(def.Operands) != 2 {
			return slotAddr{}, false
		}
		elem := a.types.Of(gepSourceType(a.Fn.Module, def)).Size
		if elem <= 0 {
			return slotAddr{}, false
		}
		base := def.Operands[0]
		var bl Loc
		if bd := a.Fn.Def(base.Name); base.Kind == llvmir.ValLocal && bd != nil && bd.Op == "load" && len(bd.Operands) == 1 {
			bl = a.Pointer(bd.Operands[0])
		} else {
			bl = a.Pointer(base)
		}
		if bl.Obj == nil || !bl.Exact {
			return slotAddr{}, false
		}
		idx := def.Operands[1]
		for d := 0; idx.Kind == llvmir.ValLocal && d < 4; d++ {
			id := a.Fn.Def(idx.Name)
			if id == nil || id.Op != "sext" && id.Op != "zext" {
				break
			}
			idx = id.Operands[0]
		}
		md := a.Fn.Def(idx.Name)
		if idx.Kind != llvmir.ValLocal || md == nil || md.Op != "mul" || len(md.Operands) != 2 {
			return slotAddr{}, false
		}
		for _, ord := range [2][2]int{{0, 1}, {1, 0}} {
			c, at := a.loadedVar(md.Operands[ord[0]])
			if c == "" {
				continue
			}
			s := r.int(md.Operands[ord[1]], 0)
			if !s.isExact() {
				continue
			}
			return slotAddr{base: bl, counter: c, counterAt: at, stride: s.lo, elem: elem}, true
		}
		return slotAddr{}, false
	}
	return slotAddr{}, false
}

// SlotsApart reports whether the area first, used by an operation started before second,
// and the area second are distinct slots of one strided partition: both point at
// base + counter*stride with the same base and stride, and the counter is only ever
// incremented after first and is incremented on every path from first to second. Neither
// count may provably exceed the stride.
func (a *Func) SlotsApart(first, second Area) bool {
	if first.Ptr == nil || second.Ptr == nil || first.At == nil || second.At == nil {
		return false
	}
	r := &rangeEval{a: a, loads: map[string][]*llvmir.Inst{}, busy: map[string]bool{}}
	x, ok1 := a.slotOf(r, first)
	y, ok2 := a.slotOf(r, second)
	if !ok1 || !ok2 || x.counter != y.counter || x.elem != y.elem || x.base.Key() != y.base.Key() {
		return false
	}
	if d := x.stride.plus(y.stride, -1); !d.isConst() || d.c != 0 {
		return false
	}
	if !r.assumptionsHold() {
		return false
	}
	for _, ar := range []Area{first, second} {
		if ar.Size >= 0 || ar.Count == nil || ar.Elem <= 0 {
			continue
		}
		c := r.int(ar.Count, 0)
		if !c.isExact() {
			continue
		}
		// Count bytes against the stride's: evidence when count > stride.
		d := c.lo.scale(ar.Elem).plus(x.stride.scale(x.elem), -1)
		if d.isConst() && d.c > 0 {
			return false
		}
		pos := d.c >= 0
		some := false
		for _, k := range d.t {
			pos = pos && k >= 0
			some = some || k > 0
		}
		if pos && some {
			return false
		}
	}
	return a.steppedBetween(x.counter, x.counterAt, y.counterAt)
}

// steppedBetween reports whether local variable v, read by load from, is read by load to
// only after at least one increment `v = v + 1` on every path, and no other write to v
// follows from.
func (a *Func) steppedBetween(v string, from, to *llvmir.Inst) bool {
	if d := a.Fn.Def(v); d == nil || d.Op != "alloca" || from == nil || to == nil || from.Block == nil || to.Block == nil {
		return false
	}
	inc := map[*llvmir.Inst]bool{}
	var others []*llvmir.Inst
	for _, st := range a.storesTo(v) {
		if st.Op != "store" {
			return false // written through its address
		}
		if a.isIncrement(st, v) {
			inc[st] = true
		} else {
			others = append(others, st)
		}
	}
	if len(inc) == 0 {
		return false
	}
	g := a.Fn.CFG
	// No other store follows from: the counter only grows from there on.
	after := graph.Reachable(g, g.Succ[from.Block.Index]...)
	for _, st := range others {
		if after[st.Block.Index] || st.Block == from.Block && instIndex(st) > instIndex(from) {
			return false
		}
	}
	// Every path from `from` to `to` crosses an increment.
	return !a.reachesBefore(from, to, inc, g)
}
