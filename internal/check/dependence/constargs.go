package dependence

import (
	"slices"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// What a call with constant arguments can write (issue 13). A parser's line reader takes a
// mode: TeaLeaf's process 0 calls `parse_getline(-1)` to copy the input file verbatim, which
// only ever sets `line`; every process later calls `parse_getline(0)`, which also records the
// selected section in `sel`. Process 0's call is made under a conditional that varies, so
// everything it may write varies afterwards; counting `sel` among that made the section
// every process selects, and every parameter read after it, vary.
//
// So the blocks of the callee a call can run are found by folding the branches on its
// constant arguments (`if (mode < 0)` with mode -1, by value or, in Fortran, through the
// argument temporary holding it), and the call writes what the callee writes in those blocks
// (and what the functions called there write). The solver records in which block each
// class joined a function's mod set (addMod).

// liveBlocks returns, for a direct call, which blocks of callee g it can run given its
// constant arguments, or nil when it may run any (no constant argument decides a branch).
func (s *solver) liveBlocks(f *model.Function, in *llvmir.Inst, g *model.Function) []bool {
	if ci := s.callee(f, in); ci == nil || ci.Fork || ci.Fn != g {
		return nil // a fork passes its arguments after its own; an indirect call, to any target
	}
	if live, ok := s.siteLive[in]; ok {
		return live
	}
	live := s.foldBranches(g, s.constantArgs(f, in))
	s.siteLive[in] = live
	return live
}

// constantArgs maps the parameters of a call's callee to the integer constants passed: by
// value, or as an argument temporary written once with a constant before the call.
func (s *solver) constantArgs(f *model.Function, in *llvmir.Inst) map[int]int64 {
	var out map[int]int64
	for i, a := range in.Args {
		k, ok := s.constantArg(f, a)
		if !ok {
			continue
		}
		if out == nil {
			out = map[int]int64{}
		}
		out[i] = k
	}
	return out
}

func (s *solver) constantArg(f *model.Function, a *llvmir.Value) (int64, bool) {
	if a.Kind == llvmir.ValInt {
		return a.Int, true
	}
	if a.Kind != llvmir.ValLocal || !s.isCallTemp(f, a) {
		return 0, false
	}
	for _, u := range f.Uses(a.Name) {
		if u.Op == "store" && len(u.Operands) == 2 && u.Operands[0].Kind == llvmir.ValInt {
			return u.Operands[0].Int, true
		}
	}
	return 0, false
}

// foldBranches walks g's blocks from the entry, following only the side a conditional
// branch takes when it compares a constant parameter (by value, or loaded through a
// by-reference parameter g never stores through) with a constant. nil: every block is live.
func (s *solver) foldBranches(g *model.Function, consts map[int]int64) []bool {
	if len(consts) == 0 || len(g.Blocks) == 0 {
		return nil
	}
	live := make([]bool, len(g.Blocks))
	folded := false
	work := []int{0}
	live[0] = true
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		succ := g.CFG.Succ[b]
		if t := g.Blocks[b].IR.Terminator(); t != nil && t.Op == "br" && len(t.Succs) == 2 && len(t.Operands) > 0 {
			if next, ok := foldCondition(g, t.Operands[0], consts); ok {
				folded = true
				succ = []int{t.Succs[next].Index}
			}
		}
		for _, n := range succ {
			if !live[n] {
				live[n] = true
				work = append(work, n)
			}
		}
	}
	if !folded {
		return nil
	}
	return live
}

// foldCondition evaluates `icmp pred x, K` where x is a constant parameter and returns which
// successor of the branch is taken: 0 (the first) when it holds, 1 when not.
func foldCondition(g *model.Function, c *llvmir.Value, consts map[int]int64) (int, bool) {
	if c.Kind != llvmir.ValLocal {
		return 0, false
	}
	cmp := g.Def(c.Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 {
		return 0, false
	}
	x, okX := paramConstant(g, cmp.Operands[0], consts)
	y, okY := operandConstant(g, cmp.Operands[1], consts)
	if !okX || !okY {
		return 0, false
	}
	var holds bool
	switch cmp.Pred {
	case "eq":
		holds = x == y
	case "ne":
		holds = x != y
	case "slt":
		holds = x < y
	case "sle":
		holds = x <= y
	case "sgt":
		holds = x > y
	case "sge":
		holds = x >= y
	default:
		return 0, false // unsigned comparisons: the width would matter
	}
	if holds {
		return 0, true
	}
	return 1, true
}

func operandConstant(g *model.Function, v *llvmir.Value, consts map[int]int64) (int64, bool) {
	if v.Kind == llvmir.ValInt {
		return v.Int, true
	}
	return paramConstant(g, v, consts)
}

// paramConstant is the constant a parameter holds: the parameter itself, or a load through a
// by-reference parameter that g never stores through.
func paramConstant(g *model.Function, v *llvmir.Value, consts map[int]int64) (int64, bool) {
	if v.Kind != llvmir.ValLocal {
		return 0, false
	}
	if i := g.ParamIndex(v.Name); i >= 0 {
		k, ok := consts[i]
		return k, ok && !llvmir.IsPointerType(v.Type)
	}
	d := g.Def(v.Name)
	if d == nil || d.Op != "load" || len(d.Operands) != 1 || d.Operands[0].Kind != llvmir.ValLocal {
		return 0, false
	}
	p := d.Operands[0].Name
	i := g.ParamIndex(p)
	if i < 0 {
		return 0, false
	}
	k, ok := consts[i]
	if !ok {
		return 0, false
	}
	for _, u := range g.Uses(p) {
		if u.Op != "load" {
			return 0, false // stored through, or passed on: the value may change
		}
	}
	return k, true
}

// siteMod returns what a call to g writes: g's mod set, or, when its constant arguments
// rule blocks out, what g writes in the blocks it can run.
func (s *solver) siteMod(f *model.Function, in *llvmir.Inst, g *model.Function) []class {
	all := s.modsOf(g)
	live := s.liveBlocks(f, in, g)
	out := make([]class, 0, len(all.cls))
	for i, c := range all.cls {
		if all.recs[i].bits&modIn != 0 && (live == nil || s.modIn(g, c, live)) {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

// siteModSince is siteMod when the site's memo old holds what it was at an earlier version
// of g's record: the classes of old's whose records did not change since are in or out as
// they were, the others are asked again.
func (s *solver) siteModSince(f *model.Function, in *llvmir.Inst, g *model.Function, old *siteMemo) []class {
	all := s.modsOf(g)
	var changed []class
	for i := range all.recs {
		if all.recs[i].ver > old.ver {
			changed = append(changed, all.cls[i])
		}
	}
	if len(changed) == 0 {
		return old.mod
	}
	slices.Sort(changed)
	live := s.liveBlocks(f, in, g)
	out := make([]class, 0, len(old.mod)+len(changed))
	i := 0
	for _, c := range changed {
		for ; i < len(old.mod) && old.mod[i] < c; i++ {
			out = append(out, old.mod[i])
		}
		if i < len(old.mod) && old.mod[i] == c {
			i++ // (asked again below)
		}
		if r := all.find(c); r.bits&modIn != 0 && (live == nil || s.modIn(g, c, live)) {
			out = append(out, c)
		}
	}
	return append(out, old.mod[i:]...)
}

// noteModAt records that class c joins f's mod set in the block being evaluated.
func (s *solver) noteModAt(f *model.Function, c class) {
	b := s.curBlock
	if f != s.cur {
		b = -1 // not in a block of f's: always live
	}
	if r := s.modsFor(f).ref(c); !slices.Contains(r.at, int32(b)) {
		r.at = append(r.at, int32(b))
		s.recChanged(f, r)
		if f == s.cur {
			s.unseen = true // (a recursive call of f reads it: function)
		}
	}
}

// modIn reports whether g writes class c in one of the live blocks.
func (s *solver) modIn(g *model.Function, c class, live []bool) bool {
	bs := s.modsOf(g).get(c).at
	if len(bs) == 0 {
		return true
	}
	for _, b := range bs {
		if b < 0 || int(b) >= len(live) || live[b] {
			return true
		}
	}
	return false
}
