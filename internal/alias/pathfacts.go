package alias

import (
	"strings"

	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Lower bounds of loops with a symbolic step, and facts of the branches taken (issue 13).
// Tiled loops step by a tile size and end at a MIN():
//
//	tiling = (Tile_order > 0) && (Tile_order < order);
//	...
//	if (!tiling) { ... } else
//	  for (i=0; i<Block_order; i+=Tile_order)
//	    for (j=0; j<Block_order; j+=Tile_order)
//	      for (it=i; it<MIN(Block_order,i+Tile_order); it++)
//	        for (jt=j; jt<MIN(Block_order,j+Tile_order); jt++)
//	          Work_out_p[jt + Block_order*it] = ...;
//
// i, j, it and jt are at least 0 because the steps are not negative, which holds because
// the else branch is taken only when Tile_order > 0: a fact of the branches on every path
// to the store (each block that dominates it and is entered from one conditional branch,
// the condition followed through a variable with one reaching store and the phi of `&&`).

// inductionLo: name is written in a loop containing ld only by `name = name + step` with a
// step that is not negative (an obligation, proven at the end from the facts), and one store
// outside the loop reaches ld: name is at least the value that store writes. When ld is in
// the body and the header tests `name < bound` (or <=), bound - init is a fact.
func (r *rangeEval) inductionLo(name string, ld *llvmir.Inst, stores []*llvmir.Inst, depth int) (ival, bool) {
	a := r.a
	loops := a.Fn.Loops()
	b := ld.Block.Index
	for l := loops.Of[b]; l != nil; l = l.Parent {
		in := storesInLoop(l, stores)
		if len(in) == 0 {
			continue
		}
		var steps []*lin
		for _, st := range in {
			s := a.stepOf(st, name)
			if s == nil {
				return ival{}, false
			}
			sv := r.int(s, depth+1)
			if sv.lo == nil {
				return ival{}, false
			}
			steps = append(steps, sv.lo)
		}
		init := a.initBefore(l, name, ld)
		if init == nil {
			return ival{}, false
		}
		iv := r.int(init.Operands[0], depth+1)
		if iv.lo == nil {
			return ival{}, false
		}
		r.obligations = append(r.obligations, steps...)
		if b != l.Header {
			if bound, off, ok := r.headerBound(l, name, depth); ok {
				r.facts = append(r.facts, bound.plus(iv.lo, -1).plus(constLin(off), 1))
			}
		}
		return ival{lo: iv.lo}, true
	}
	return ival{}, false
}

// stepOf returns s when store st writes name + s (s not a constant 0 or below), nil otherwise.
func (a *Func) stepOf(st *llvmir.Inst, name string) *llvmir.Value {
	val := st.Operands[0]
	for depth := 0; val != nil && val.Kind == llvmir.ValLocal && depth < 4; depth++ {
		def := a.Fn.Def(val.Name)
		if def == nil {
			return nil
		}
		switch def.Op {
		case "sext", "zext", "trunc":
			val = def.Operands[0]
			continue
		case "add":
			if len(def.Operands) != 2 {
				return nil
			}
			for _, ord := range [2][2]int{{0, 1}, {1, 0}} {
				if w, _ := a.loadedVar(def.Operands[ord[0]]); w == name {
					s := def.Operands[ord[1]]
					if s.Kind == llvmir.ValInt && s.Int <= 0 {
						return nil
					}
					return s
				}
			}
		}
		return nil
	}
	return nil
}

// headerBound: the header of l ends with `br (icmp slt|sle v, bound)` into the loop on true;
// it returns bound's value and the offset (-1 for <) such that v <= bound + off in the body.
func (r *rangeEval) headerBound(l *graph.Loop, name string, depth int) (*lin, int64, bool) {
	a := r.a
	hb := a.Fn.Blocks[l.Header].IR
	term := hb.Terminator()
	if term == nil || term.Op != "br" || len(term.Operands) != 1 || len(term.Succs) != 2 || term.Operands[0].Kind != llvmir.ValLocal {
		return nil, 0, false
	}
	cmp := a.Fn.Def(term.Operands[0].Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 || cmp.Block != hb {
		return nil, 0, false
	}
	if !l.Contains(term.Succs[0].Index) || l.Contains(term.Succs[1].Index) {
		return nil, 0, false
	}
	if v, _ := a.loadedVar(cmp.Operands[0]); v != name {
		return nil, 0, false
	}
	var off int64
	switch cmp.Pred {
	case "slt":
		off = -1
	case "sle":
	default:
		return nil, 0, false
	}
	bv := r.int(cmp.Operands[1], depth+1)
	if !bv.isExact() {
		return nil, 0, false
	}
	return bv.lo, off, true
}

// stablePathFacts returns the facts of the branches on every path to at (pathFacts) over
// atoms that keep one value from where they are read on: each fact is evaluated on its own,
// so that a variable the fact reads does not count against the comparison that uses it.
func (a *Func) stablePathFacts(at *llvmir.Inst) []*lin {
	r := &rangeEval{a: a, loads: map[string][]*llvmir.Inst{}, busy: map[string]bool{}, tiled: true}
	r.pathFacts(at)
	var out []*lin
	for _, f := range r.facts {
		ok := true
		for v := range f.t {
			if strings.HasPrefix(v, "arg:") {
				continue
			}
			if loads, in := r.loads[v]; !in || !a.stable(v, loads) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, f)
		}
	}
	return out
}

// pathFacts adds the facts of the branches every path to at takes: each block dominating
// at's block with a single predecessor that ends in a conditional branch.
func (r *rangeEval) pathFacts(at *llvmir.Inst) {
	if at == nil || at.Block == nil {
		return
	}
	a := r.a
	dom := a.Fn.Dom()
	g := a.Fn.CFG
	for b, n := at.Block.Index, 0; b > 0 && n < 64; b, n = dom.Idom[b], n+1 {
		if len(g.Pred[b]) != 1 {
			continue
		}
		p := g.Pred[b][0]
		term := a.Fn.Blocks[p].IR.Terminator()
		if term == nil || term.Op != "br" || len(term.Operands) != 1 || len(term.Succs) != 2 || term.Succs[0] == term.Succs[1] {
			continue
		}
		r.condFacts(term.Operands[0], term.Succs[0].Index == b, 0)
	}
}

// condFacts adds the facts that hold when i1 value c is `holds`.
func (r *rangeEval) condFacts(c *llvmir.Value, holds bool, depth int) {
	if c == nil || c.Kind != llvmir.ValLocal || depth > 6 {
		return
	}
	a := r.a
	def := a.Fn.Def(c.Name)
	if def == nil {
		return
	}
	switch def.Op {
	case "xor":
		if len(def.Operands) == 2 && def.Operands[1].Kind == llvmir.ValInt && def.Operands[1].Int == 1 {
			r.condFacts(def.Operands[0], !holds, depth+1)
		}
	case "icmp":
		if len(def.Operands) != 2 {
			return
		}
		x, y := def.Operands[0], def.Operands[1]
		if (def.Pred == "ne" || def.Pred == "eq") && y.Kind == llvmir.ValInt && y.Int == 0 {
			// A truth value stored in a variable: `if (!tiling)`.
			if holds == (def.Pred == "ne") {
				r.truthFacts(x, depth+1)
			}
			return
		}
		pred := def.Pred
		if !holds {
			pred = negPred(pred)
		}
		xv, yv := r.int(x, depth+1), r.int(y, depth+1)
		if !xv.isExact() || !yv.isExact() {
			return
		}
		switch pred {
		case "sgt":
			r.facts = append(r.facts, xv.lo.plus(yv.lo, -1).plus(constLin(1), -1))
		case "sge":
			r.facts = append(r.facts, xv.lo.plus(yv.lo, -1))
		case "slt":
			r.facts = append(r.facts, yv.lo.plus(xv.lo, -1).plus(constLin(1), -1))
		case "sle":
			r.facts = append(r.facts, yv.lo.plus(xv.lo, -1))
		}
	}
}

// truthFacts adds the facts that hold when integer value v (a truth value) is not 0: v read
// from a variable with one reaching store, widened from an i1 that is a phi whose only
// incoming value that is not false comes from one block (`a && b`): the path went through
// that block, and that value held.
func (r *rangeEval) truthFacts(v *llvmir.Value, depth int) {
	a := r.a
	for ; v != nil && v.Kind == llvmir.ValLocal && depth < 12; depth++ {
		def := a.Fn.Def(v.Name)
		if def == nil {
			return
		}
		switch def.Op {
		case "zext", "sext", "trunc":
			v = def.Operands[0]
			continue
		case "load":
			if len(def.Operands) != 1 || def.Operands[0].Kind != llvmir.ValLocal {
				return
			}
			st := a.uniqueReachingStore(def.Operands[0].Name, def)
			if st == nil {
				return
			}
			v = st.Operands[0]
			continue
		case "icmp", "xor":
			r.condFacts(v, true, depth+1)
			return
		case "phi":
			if len(def.PhiBlocks) != len(def.Operands) {
				return
			}
			k := -1
			for i, in := range def.Operands {
				if in.Kind == llvmir.ValInt && in.Int == 0 {
					continue
				}
				if k >= 0 {
					return
				}
				k = i
			}
			if k < 0 {
				return
			}
			r.condFacts(def.Operands[k], true, depth+1)
			r.enteredFacts(def.PhiBlocks[k].Index, def.Block.Index, depth+1)
			return
		}
		return
	}
}

// enteredFacts adds the facts of the branch into block b when b has one predecessor p ending
// in a conditional branch (b != p's other successor), or when b is that predecessor itself
// (the phi's value came straight from the branch block: the edge p -> join).
func (r *rangeEval) enteredFacts(b, join int, depth int) {
	a := r.a
	g := a.Fn.CFG
	edge := func(p, s int) {
		term := a.Fn.Blocks[p].IR.Terminator()
		if term == nil || term.Op != "br" || len(term.Operands) != 1 || len(term.Succs) != 2 || term.Succs[0] == term.Succs[1] {
			return
		}
		r.condFacts(term.Operands[0], term.Succs[0].Index == s, depth)
	}
	edge(b, join)
	if len(g.Pred[b]) == 1 {
		edge(g.Pred[b][0], b)
	}
}

func negPred(p string) string {
	switch p {
	case "sgt":
		return "sle"
	case "sge":
		return "slt"
	case "slt":
		return "sge"
	case "sle":
		return "sgt"
	case "eq":
		return "ne"
	case "ne":
		return "eq"
	}
	return p
}

// storesInLoop lists the stores that are inside loop l.
func storesInLoop(l *graph.Loop, stores []*llvmir.Inst) []*llvmir.Inst {
	var in []*llvmir.Inst
	for _, st := range stores {
		if l.Contains(st.Block.Index) {
			in = append(in, st)
		}
	}
	return in
}

// initBefore is the one store outside loop l that reaches the load ld of the variable name
// (its value on entering the loop), nil when there is none or more than one.
func (a *Func) initBefore(l *graph.Loop, name string, ld *llvmir.Inst) *llvmir.Inst {
	var init *llvmir.Inst
	for _, st := range a.reachingStores(name, ld) {
		if l.Contains(st.Block.Index) {
			continue
		}
		if init != nil {
			return nil
		}
		init = st
	}
	return init
}
