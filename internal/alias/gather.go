package alias

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Gathers next to a receive into the tail of an array (issue 13). HPCCG's halo exchange
// receives the external values after the local ones and, meanwhile, packs local values
// named by an index array:
//
//	double *x_external = x + local_nrow;
//	for (i = 0; i < num_neighbors; i++) {
//	  int n_recv = recv_length[i];
//	  MPI_Irecv(x_external, n_recv, ...);
//	  x_external += n_recv;
//	}
//	for (i = 0; i < total_to_be_sent; i++) send_buffer[i] = x[elements_to_send[i]];
//
// The receives start at or after x + local_nrow (the pointer only moves forward, by counts
// given to MPI, which are not negative). Which elements the index array names is data set
// up elsewhere (here: local ones, below local_nrow): the function shows no evidence that the
// gather reads the tail. GatherApart recognises this shape; a check reporting on evidence
// treats the two as unrelated. A receive at the start of the array, or an index computed
// in the function, is compared as before.

// GatherApart reports whether access is `base[idx]` with idx read from memory (an index
// array) and recv, an area of the same object, starts after a prefix of symbolic length.
func (a *Func) GatherApart(recv, access Area) bool {
	if recv.Ptr == nil || access.Ptr == nil || recv.At == nil || access.At == nil {
		return false
	}
	base, ok := a.indexedByData(access.Ptr)
	if !ok {
		return false
	}
	r := &rangeEval{a: a, loads: map[string][]*llvmir.Inst{}, busy: map[string]bool{}, tiled: true}
	bo, boff, ok1 := r.ptr(base, 0)
	ro, rs, ok2 := r.ptr(recv.Ptr, 0)
	if !ok1 || !ok2 || bo == nil || bo != ro || !boff.isExact() || rs.lo == nil {
		return false
	}
	// The receive starts past the gather's base by a run-time length: L + c with L a
	// nonnegative combination of at least one atom, c >= 0.
	d := rs.lo.plus(boff.lo, -1)
	if d.isConst() || d.c < 0 {
		return false
	}
	for _, k := range d.t {
		if k < 0 {
			return false
		}
	}
	if !r.assumptionsHold() {
		return false
	}
	return true
}

// indexedByData returns base when p is `getelementptr base, idx` (through casts) with idx
// loaded from memory that is not a local variable: an element of an index array.
func (a *Func) indexedByData(p *llvmir.Value) (*llvmir.Value, bool) {
	for depth := 0; p != nil && p.Kind == llvmir.ValLocal && depth < 4; depth++ {
		def := a.Fn.Def(p.Name)
		if def == nil {
			return nil, false
		}
		switch def.Op {
		case "bitcast", "addrspacecast":
			p = def.Operands[0]
			continue
		case "getelementptr":
			if len(def.Operands) != 2 {
				return nil, false
			}
			idx := def.Operands[1]
			for d := 0; idx.Kind == llvmir.ValLocal && d < 4; d++ {
				id := a.Fn.Def(idx.Name)
				if id == nil {
					return nil, false
				}
				switch id.Op {
				case "sext", "zext":
					idx = id.Operands[0]
					continue
				case "load":
					src := id.Operands[0]
					if src.Kind != llvmir.ValLocal {
						return nil, false
					}
					if sd := a.Fn.Def(src.Name); sd == nil || sd.Op == "alloca" {
						return nil, false
					}
					return def.Operands[0], true
				}
				return nil, false
			}
		}
		return nil, false
	}
	return nil, false
}

// ptrInduction: the pointer variable name, read by ld in a loop, is written in the loop only
// by `name = name + n` (n elements, not negative: proven from the facts, or a count given to
// an MPI call before the step) and reaches the loop from one store: it points at or after
// where that store points.
func (r *rangeEval) ptrInduction(name string, ld *llvmir.Inst, depth int) (*Object, ival, bool) {
	a := r.a
	stores := a.storesTo(name)
	for _, st := range stores {
		if st.Op != "store" {
			return nil, ival{}, false
		}
	}
	loops := a.Fn.Loops()
	for l := loops.Of[ld.Block.Index]; l != nil; l = l.Parent {
		in := storesInLoop(l, stores)
		if len(in) == 0 {
			continue
		}
		for _, st := range in {
			n, ok := a.ptrStep(st, name)
			if !ok {
				return nil, ival{}, false
			}
			if a.mpiCount(n, st) {
				continue
			}
			nv := r.int(n, depth+1)
			if nv.lo == nil {
				return nil, ival{}, false
			}
			r.obligations = append(r.obligations, nv.lo)
		}
		init := a.initBefore(l, name, ld)
		if init == nil {
			return nil, ival{}, false
		}
		obj, off, ok := r.ptr(init.Operands[0], depth+1)
		if !ok || off.lo == nil {
			return nil, ival{}, false
		}
		return obj, ival{lo: off.lo}, true
	}
	return nil, ival{}, false
}

// ptrStep returns n when store st writes `getelementptr (load name), n` (through casts).
func (a *Func) ptrStep(st *llvmir.Inst, name string) (*llvmir.Value, bool) {
	v := st.Operands[0]
	for depth := 0; v != nil && v.Kind == llvmir.ValLocal && depth < 4; depth++ {
		def := a.Fn.Def(v.Name)
		if def == nil {
			return nil, false
		}
		switch def.Op {
		case "bitcast", "addrspacecast":
			v = def.Operands[0]
			continue
		case "getelementptr":
			if len(def.Operands) != 2 {
				return nil, false
			}
			b := def.Operands[0]
			for d := 0; b.Kind == llvmir.ValLocal && d < 4; d++ {
				bd := a.Fn.Def(b.Name)
				if bd == nil {
					return nil, false
				}
				if bd.Op == "bitcast" {
					b = bd.Operands[0]
					continue
				}
				if bd.Op == "load" && bd.Operands[0].Kind == llvmir.ValLocal && bd.Operands[0].Name == name {
					return def.Operands[1], true
				}
				return nil, false
			}
		}
		return nil, false
	}
	return nil, false
}

// mpiCount reports whether integer n, used by instruction at, is (through casts) a load of a
// local variable that an MPI call before at, with the same store reaching it, passed as a
// count: MPI counts are not negative.
func (a *Func) mpiCount(n *llvmir.Value, at *llvmir.Inst) bool {
	v, ld := a.loadedVar(n)
	if v == "" {
		return false
	}
	st := a.uniqueReachingStore(v, ld)
	if st == nil {
		return false
	}
	dom := a.Fn.Dom()
	for _, u := range a.Fn.Uses(v) {
		if u.Op != "load" || u == ld || u.Result == "" || a.uniqueReachingStore(v, u) != st {
			continue
		}
		for _, c := range a.Fn.Uses(u.Result) {
			c = a.callUsing(c, 3)
			if c == nil {
				continue
			}
			e := a.Fn.EventOf(c)
			if e == nil || e.MPI == nil {
				continue
			}
			ci := e.ArgIndex().Count
			if ci < 0 || ci >= len(c.Args) {
				continue
			}
			if w, wl := a.loadedVar(c.Args[ci]); w != v || wl != u {
				continue
			}
			if c.Block == at.Block && instIndex(c) < instIndex(at) || c.Block != at.Block && dom.Dominates(c.Block.Index, at.Block.Index) {
				return true
			}
		}
	}
	return false
}

// callUsing returns the call that uses value-producing instruction in, directly or through
// up to depth casts.
func (a *Func) callUsing(in *llvmir.Inst, depth int) *llvmir.Inst {
	for ; in != nil && depth >= 0; depth-- {
		switch in.Op {
		case "call", "invoke":
			if _, _, ok := mpi.Lookup(in.CalledFunction()); ok {
				return in
			}
			return nil
		case "sext", "zext", "trunc":
			if in.Result == "" {
				return nil
			}
			uses := a.Fn.Uses(in.Result)
			if len(uses) != 1 {
				return nil
			}
			in = uses[0]
		default:
			return nil
		}
	}
	return nil
}
