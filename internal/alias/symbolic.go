package alias

import (
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Buffers at symbolic offsets. Halo codes cut one allocation into slices whose size is
// known only at run time: `in = out + RADIUS*width; MPI_Irecv(in, RADIUS*width, ...);
// MPI_Isend(out, RADIUS*width, ...)`. The location of each slice carries its offset as
// Off + Scale*width (Loc.Index); with the extent of each buffer in the same form (count =
// mul*width + adj, times the datatype's size), [0, S) and [S, 2S) are seen apart for every
// width >= 0, as long as width holds one value at all the loads involved.

// Extent is a byte size Const + Scale*Var, Var a local variable loaded at At; Var is "" when
// the size is not of that form.
type Extent struct {
	Const int64
	Var   string
	Scale int64
	At    *llvmir.Inst
}

// countExtent gives the extent of count elements of size elem when count is an affine
// function of one local variable that cannot be negative when the count is not (mul > 0,
// adj <= 0).
func (a *Func) countExtent(count *llvmir.Value, elem int64) Extent {
	if count == nil || elem <= 0 {
		return Extent{}
	}
	name, adj, mul, at := a.indexVarAt(count)
	if name == "" || mul <= 0 || adj > 0 {
		return Extent{}
	}
	return Extent{Const: adj * elem, Var: name, Scale: mul * elem, At: at}
}

// RelateSymbolic decides two areas of one object whose offsets and sizes are affine in the
// same variable: disjoint when one ends before the other starts for every value of the
// variable. It returns MayAlias when it cannot tell.
func (a *Func) RelateSymbolic(x Loc, xsize int64, xext Extent, y Loc, ysize int64, yext Extent) Relation {
	if x.Obj == nil || x.Obj != y.Obj || x.Obj.Kind == Deref {
		return MayAlias
	}
	v := ""
	var loads []*llvmir.Inst
	use := func(name string, at *llvmir.Inst) bool {
		if name == "" {
			return true
		}
		if v != "" && name != v || at == nil {
			return false
		}
		v = name
		loads = append(loads, at)
		return true
	}
	start := func(l Loc) (c, k int64, ok bool) {
		switch {
		case l.Index != "":
			return l.Off, l.Scale, use(l.Index, l.IndexAt)
		case l.Exact:
			return l.Off, 0, true
		}
		return 0, 0, false
	}
	extent := func(size int64, e Extent) (c, k int64, ok bool) {
		switch {
		case e.Var != "":
			return e.Const, e.Scale, use(e.Var, e.At)
		case size >= 0:
			return size, 0, true
		}
		return 0, 0, false
	}
	xs0, xs1, ok1 := start(x)
	ys0, ys1, ok2 := start(y)
	xz0, xz1, ok3 := extent(xsize, xext)
	yz0, yz1, ok4 := extent(ysize, yext)
	if !ok1 || !ok2 || !ok3 || !ok4 || v == "" || !a.stable(v, loads) {
		return MayAlias
	}
	before := func(s0, s1, z0, z1, t0, t1 int64) bool { // [s, s+z) ends before t starts
		return s0+z0-t0 <= 0 && s1+z1-t1 <= 0
	}
	if before(xs0, xs1, xz0, xz1, ys0, ys1) || before(ys0, ys1, yz0, yz1, xs0, xs1) {
		return NoAlias
	}
	return MayAlias
}

// stable reports whether local variable name holds one value at all the loads: no store to
// it (nor a call given its address) is reachable from any of them.
func (a *Func) stable(name string, loads []*llvmir.Inst) bool {
	stores := a.storesTo(name)
	if len(stores) == 0 {
		return true
	}
	for _, l := range loads {
		if l.Block == nil {
			return false
		}
		later := graph.Reachable(a.Fn.CFG, a.Fn.CFG.Succ[l.Block.Index]...)
		for _, st := range stores {
			if later[st.Block.Index] || st.Block == l.Block && instIndex(st) > instIndex(l) {
				return false
			}
		}
	}
	return true
}
