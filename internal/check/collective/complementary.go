package collective

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Complementary conditionals (issue 13: "complementary conditions, if (c) Barrier; if (!c)
// Barrier;"). Two conditionals in a row that test the same value, the second right at the
// join of the first (nothing in between but loads, stores and arithmetic), split the
// processes the same way: those for which the value holds take one side of each, the others
// the other side of each. Whatever the value, a process runs the first test's side and then
// the second's; when the collectives of the two sides the value picks, read one after the
// other, are the same for both values, neither conditional decides anything:
//
//	int root = rank == 0;
//	if (root)  { read(...); MPI_Bcast(...); }
//	if (!root) MPI_Bcast(...);
//
// The same value is the same SSA value, or a load of a local whose address is only loaded
// and stored through and that nothing stores to between the two tests; `!v`, `v == 0`,
// `v != 0` and casts name it too, with the sense they give it.

// condPair is the conditional a conditional is paired with, by block.
type condPair struct {
	next, prev map[int]int
}

// complementary reports whether conditional c is one of such a pair whose sides agree.
func (a *analysis) complementary(f *model.Function, comm model.Comm, c int, byBlock map[int][]*occurrence) bool {
	p := a.pairsOf(f)
	if d, ok := p.next[c]; ok && a.pairAgrees(f, comm, c, d, byBlock) {
		return true
	}
	if b, ok := p.prev[c]; ok && a.pairAgrees(f, comm, b, c, byBlock) {
		return true
	}
	return false
}

// pairAgrees reports whether the processes for which the value c and d test holds run the
// same collectives through both as the others.
func (a *analysis) pairAgrees(f *model.Function, comm model.Comm, c, d int, byBlock map[int][]*occurrence) bool {
	sc, ok := a.branchSigs(f, comm, c, byBlock)
	if !ok {
		return false
	}
	sd, ok := a.branchSigs(f, comm, d, byBlock)
	if !ok {
		return false
	}
	_, negC, _ := condValue(f, c)
	_, negD, _ := condValue(f, d)
	holds := func(neg bool) int { // the successor taken where the value holds
		if neg {
			return 1
		}
		return 0
	}
	tc, td := holds(negC), holds(negD)
	return sc[tc]+sd[td] == sc[1-tc]+sd[1-td]
}

// pairsOf finds (once) the conditionals of f that test the same value as one right at their
// join.
func (a *analysis) pairsOf(f *model.Function) *condPair {
	if p, ok := a.pairs[f]; ok {
		return p
	}
	p := &condPair{next: map[int]int{}, prev: map[int]int{}}
	lf := a.liveOf(f)
	for c := range f.Blocks {
		if len(lf.succ(c)) != 2 {
			continue
		}
		if d, ok := nextTest(f, lf, c); ok {
			p.next[c], p.prev[d] = d, c
		}
	}
	if a.pairs == nil {
		a.pairs = map[*model.Function]*condPair{}
	}
	a.pairs[f] = p
	return p
}

// nextTest returns the conditional right at c's join that tests the value c tests: the join
// itself or a block reached from it through blocks with one live successor, none of them
// calling anything, and the value read by both is the same.
func nextTest(f *model.Function, lf *liveFlow, c int) (int, bool) {
	join := lf.pdom.Ipdom(c)
	if join < 0 || join >= len(f.Blocks) {
		return 0, false
	}
	between := lf.region(c, join)
	d := join
	for steps := 0; ; steps++ {
		if steps > 8 || d == c || between[d] || callsAnything(f, d) {
			return 0, false
		}
		between[d] = true
		succs := lf.succ(d)
		if len(succs) == 2 {
			break
		}
		if len(succs) != 1 {
			return 0, false
		}
		d = succs[0]
	}
	kc, _, okC := condValue(f, c)
	kd, _, okD := condValue(f, d)
	if !okC || !okD || kc != kd {
		return 0, false
	}
	if v, ok := loadedVariable(f, c); ok && storedIn(f, v, between) {
		return 0, false // (between: c's region and the blocks up to d, d included)
	}
	return d, true
}

// callsAnything reports whether block b makes a call (debug records aside) or ends the
// process.
func callsAnything(f *model.Function, b int) bool {
	for _, in := range f.Blocks[b].IR.Insts {
		if in.IsCall() && !isDebugCall(in) {
			return true
		}
	}
	return f.Blocks[b].NoReturn != nil
}

// condValue names the value block b's branch tests and the sense of the test: negated when
// the branch's first successor is taken where the value is false (zero).
func condValue(f *model.Function, b int) (string, bool, bool) {
	term := f.Terminator(b)
	if term == nil || term.Op != "br" || len(term.Operands) != 1 || term.Operands[0].Kind != llvmir.ValLocal {
		return "", false, false
	}
	v, neg := term.Operands[0], false
	for depth := 0; depth < 8; depth++ {
		if v.Kind != llvmir.ValLocal {
			return "", false, false
		}
		def := f.Def(v.Name)
		if def == nil {
			return "%" + v.Name, neg, f.ParamIndex(v.Name) >= 0
		}
		switch {
		case def.Op == "xor" && len(def.Operands) == 2 && isTrue(def.Operands[1]):
			v, neg = def.Operands[0], !neg
		case def.Op == "icmp" && len(def.Operands) == 2 && isZero(def.Operands[1]) && (def.Pred == "ne" || def.Pred == "eq"):
			v = def.Operands[0]
			if def.Pred == "eq" {
				neg = !neg
			}
		case (def.Op == "trunc" || def.Op == "zext") && len(def.Operands) == 1:
			v = def.Operands[0]
		case def.Op == "load" && len(def.Operands) == 1 && quietAddress(f, def.Operands[0]):
			return "load:" + def.Operands[0].Name, neg, true
		default:
			// The same SSA value in both tests: defined above both.
			if def.Block != nil && f.Dom().Dominates(def.Block.Index, b) && def.Block.Index != b {
				return "%" + v.Name, neg, true
			}
			return "", false, false
		}
	}
	return "", false, false
}

// loadedVariable returns the local a conditional's value is loaded from (condValue's load).
func loadedVariable(f *model.Function, b int) (string, bool) {
	key, _, ok := condValue(f, b)
	if !ok || len(key) < 5 || key[:5] != "load:" {
		return "", false
	}
	return key[5:], true
}

// quietAddress reports whether p is an alloca only loaded and stored through (its address
// escapes nowhere: only a store through its name writes it).
func quietAddress(f *model.Function, p *llvmir.Value) bool {
	if p.Kind != llvmir.ValLocal {
		return false
	}
	if d := f.Def(p.Name); d == nil || d.Op != "alloca" {
		return false
	}
	for _, u := range f.Uses(p.Name) {
		switch {
		case u.Op == "load" && len(u.Operands) == 1:
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[0].Name != p.Name && u.Operands[1].Name == p.Name:
		default:
			return false
		}
	}
	return true
}

// storedIn reports whether some store to local v is in one of the blocks.
func storedIn(f *model.Function, v string, blocks map[int]bool) bool {
	for _, u := range f.Uses(v) {
		if u.Op == "store" && u.Block != nil && blocks[u.Block.Index] {
			return true
		}
	}
	return false
}

func isTrue(v *llvmir.Value) bool { return v.Kind == llvmir.ValInt && v.Int == 1 || v.Text == "true" }
