package nonblocking

import (
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Conditions implied by a branch (issue 13, hypre's hypre_DataExchangeList):
//
//	if (children_complete & (myid > 0)) { Isend(&request_parent); Irecv(&term_request1); }
//	...
//	if (myid == 0) terminate = 1; else hypre_MPI_Test(&term_request1, &terminate, ...);
//	if (terminate) { if (myid > 0) hypre_MPI_Wait(&request_parent, ...); ... }
//	... while (!terminate)
//
// The branches correlated by alias.CorrelatedRegions give a fact only on the edges of a
// branch on the same comparison. Two more kinds of knowledge are added here:
//   - the edges of a branch imply outcomes of other comparisons: `(a & (x > 0)) != 0` taken
//     means `a != 0` and `x > 0`; `x == 0` taken decides `x > 0`, `x < 1`, `x == 2`. Those
//     outcomes become facts on the edge when some correlated branch tests them;
//   - a flag local whose address is given to calls (`&terminate` to a test, `&flag` to
//     MPI_Iprobe) is a variable like the ones alias correlates, written by its stores and at
//     the calls given its address: branches on it are correlated until one of those.

// flagIDBase numbers the conditions on flag locals after alias's.
const flagIDBase = 1 << 16

// cmpFact is the outcome of one comparison, keyed as alias keys branch conditions.
type cmpFact struct {
	key   string
	holds bool
}

// flagVars returns the locals of the function (allocas) that only loads, stores and calls
// given their address use, and that some call is given: flags filled by calls. The calls
// are MPI calls that do not keep the address (no request is created) and calls of the
// program's functions (trusted, as alias.stableVar trusts them, not to keep it).
func (fa *fnAnalysis) flagVars() map[string]bool {
	out := map[string]bool{}
	for _, b := range fa.f.Blocks {
		for _, in := range b.IR.Insts {
			if in.Op != "alloca" || in.Result == "" {
				continue
			}
			calls, ok := 0, true
			for _, u := range fa.f.Uses(in.Result) {
				switch {
				case u.Op == "load":
				case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == in.Result &&
					!(u.Operands[0].Kind == llvmir.ValLocal && u.Operands[0].Name == in.Result):
				case u.Op == "call" && (strings.HasPrefix(u.CalledFunction(), "llvm.dbg.") || strings.HasPrefix(u.CalledFunction(), "llvm.lifetime.")):
				case u.Op == "call" || u.Op == "invoke":
					e := fa.f.EventOf(u)
					switch {
					case e == nil:
						ok = false
					case e.Kind == model.MPICall && !e.MPI.CreatesRequest() && e.MPI.Kind != mpi.PersistentP2P && e.MPI.Kind != mpi.PersistentCollective:
						calls++
					case e.Kind == model.Call && !e.Fork && !fa.keepsBuffer(e.Callee, u, in.Result):
						calls++
					default:
						ok = false
					}
				default:
					ok = false
				}
				if !ok {
					break
				}
			}
			if ok && calls > 0 {
				out[in.Result] = true
			}
		}
	}
	return out
}

// keepsBuffer reports whether callee, called at call, may start an operation whose buffer is
// an argument that is local v: the operation writes v after the call returns.
func (fa *fnAnalysis) keepsBuffer(callee *model.Function, call *llvmir.Inst, v string) bool {
	sum := fa.a.sums[callee]
	if sum == nil {
		return false
	}
	for i, a := range call.Args {
		if a.Kind != llvmir.ValLocal || a.Name != v {
			continue
		}
		for _, op := range sum.Ops {
			for _, b := range op.bufs {
				if b.Loc.Obj == nil || b.Loc.Obj.Kind == alias.Param && b.Loc.Obj.Param == i {
					return true
				}
			}
		}
	}
	return false
}

// operandKey is alias's key of an integer operand of a comparison: a stable value
// (alias.ValueKey), or "~x" for a load of local x (alias keys so the locals it correlates;
// here also the flag locals), through conversions and arithmetic.
func (fa *fnAnalysis) operandKey(v *llvmir.Value, used map[string]bool, depth int) (string, bool) {
	if k, ok := fa.al.ValueKey(v); ok {
		return k, true
	}
	if v == nil || v.Kind != llvmir.ValLocal || depth > 8 {
		return "", false
	}
	def := fa.f.Def(v.Name)
	if def == nil {
		return "", false
	}
	switch def.Op {
	case "load":
		if len(def.Operands) == 1 && def.Operands[0].Kind == llvmir.ValLocal {
			if d := fa.f.Def(def.Operands[0].Name); d != nil && d.Op == "alloca" {
				if used != nil {
					used[def.Operands[0].Name] = true
				}
				return "~" + def.Operands[0].Name, true
			}
		}
	case "sext", "zext", "trunc":
		if len(def.Operands) == 1 {
			return fa.operandKey(def.Operands[0], used, depth+1)
		}
	case "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "and", "or", "xor", "shl", "ashr", "lshr":
		if len(def.Operands) == 2 {
			x, okx := fa.operandKey(def.Operands[0], used, depth+1)
			y, oky := fa.operandKey(def.Operands[1], used, depth+1)
			if okx && oky {
				return def.Op + "(" + x + "," + y + ")", true
			}
		}
	}
	return "", false
}

// cmpKey is the key of comparison def (an icmp) and whether it is the negation of the keyed
// comparison, as alias normalises predicates.
func (fa *fnAnalysis) cmpKey(def *llvmir.Inst, used map[string]bool) (string, bool, bool) {
	if len(def.Operands) != 2 {
		return "", false, false
	}
	x, okx := fa.operandKey(def.Operands[0], used, 0)
	y, oky := fa.operandKey(def.Operands[1], used, 0)
	if !okx || !oky {
		return "", false, false
	}
	pred, neg := alias.NormalPredicate(def.Pred)
	return pred + "(" + x + "," + y + ")", neg, true
}

// truths lists the comparisons whose outcome is known when integer value v is nonzero
// (truth) or zero (!truth).
func (fa *fnAnalysis) truths(v *llvmir.Value, truth bool, depth int, used map[string]bool, out []cmpFact) []cmpFact {
	if v == nil || v.Kind != llvmir.ValLocal || depth > 8 {
		return out
	}
	def := fa.f.Def(v.Name)
	if def == nil {
		return out
	}
	switch def.Op {
	case "icmp":
		if k, neg, ok := fa.cmpKey(def, used); ok {
			out = append(out, cmpFact{k, truth != neg})
		}
		if len(def.Operands) == 2 && def.Operands[1].Kind == llvmir.ValInt && def.Operands[1].Int == 0 {
			switch def.Pred {
			case "ne":
				out = fa.truths(def.Operands[0], truth, depth+1, used, out)
			case "eq":
				out = fa.truths(def.Operands[0], !truth, depth+1, used, out)
			}
		}
	case "xor":
		if def.Type == "i1" && len(def.Operands) == 2 && def.Operands[1].Kind == llvmir.ValInt && def.Operands[1].Int != 0 {
			out = fa.truths(def.Operands[0], !truth, depth+1, used, out)
		}
	case "and":
		// a nonzero conjunction (also bitwise) has nonzero operands
		if truth && len(def.Operands) == 2 {
			out = fa.truths(def.Operands[0], true, depth+1, used, out)
			out = fa.truths(def.Operands[1], true, depth+1, used, out)
		}
	case "or":
		if !truth && len(def.Operands) == 2 {
			out = fa.truths(def.Operands[0], false, depth+1, used, out)
			out = fa.truths(def.Operands[1], false, depth+1, used, out)
		}
	case "zext", "sext":
		if len(def.Operands) == 1 {
			out = fa.truths(def.Operands[0], truth, depth+1, used, out)
		}
	case "trunc":
		if truth && len(def.Operands) == 1 {
			out = fa.truths(def.Operands[0], true, depth+1, used, out)
		}
	case "load":
		if k, ok := fa.operandKey(v, used, 0); ok {
			out = append(out, cmpFact{"eq(" + k + ",0)", !truth})
		}
	}
	return out
}

// splitCmp splits a key pred(x,c) whose second operand is an integer constant.
func splitCmp(key string) (pred, x string, c int64, ok bool) {
	i := strings.IndexByte(key, '(')
	if i < 0 || !strings.HasSuffix(key, ")") {
		return "", "", 0, false
	}
	pred, inner := key[:i], key[i+1:len(key)-1]
	depth, cut := 0, -1
	for j := 0; j < len(inner); j++ {
		switch inner[j] {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				cut = j
			}
		}
	}
	if cut < 0 {
		return "", "", 0, false
	}
	n, err := strconv.ParseInt(inner[cut+1:], 10, 64)
	if err != nil {
		return "", "", 0, false
	}
	return pred, inner[:cut], n, true
}

// bounds is the signed range of x a comparison outcome gives, when it gives one.
func bounds(pred string, c int64, holds bool) (lo, hi int64, ok bool) {
	const minI, maxI = -1 << 63, 1<<63 - 1
	switch {
	case pred == "eq" && holds:
		return c, c, true
	case pred == "slt" && holds && c > minI:
		return minI, c - 1, true
	case pred == "slt" && !holds:
		return c, maxI, true
	case pred == "sgt" && holds && c < maxI:
		return c + 1, maxI, true
	case pred == "sgt" && !holds:
		return minI, c, true
	}
	return 0, 0, false
}

// decide reports the outcome of pred(x,c) for x in [lo, hi], when the range decides it.
func decide(pred string, c, lo, hi int64) (holds, ok bool) {
	switch pred {
	case "eq":
		if lo == c && hi == c {
			return true, true
		}
		if c < lo || c > hi {
			return false, true
		}
	case "slt":
		if hi < c {
			return true, true
		}
		if lo >= c {
			return false, true
		}
	case "sgt":
		if lo > c {
			return true, true
		}
		if hi <= c {
			return false, true
		}
	}
	return false, false
}

// addFlagConds adds to r the branches on flag locals tested more than once (see flagVars),
// with the stores and calls after which they may change; r's maps are copied first.
func (fa *fnAnalysis) addFlagConds(r *alias.Regions) {
	flags := fa.flagVars()
	if len(flags) == 0 {
		return
	}
	type bc struct {
		b    int
		c    alias.Cond
		used map[string]bool
	}
	var all []bc
	count := map[string]int{}
	loops := fa.f.Loops()
	for b, blk := range fa.f.Blocks {
		if _, ok := r.Conds[b]; ok {
			continue
		}
		br, def, neg := fa.branchCmp(blk)
		if def == nil {
			continue
		}
		used := map[string]bool{}
		key, n, ok := fa.cmpKey(def, used)
		if !ok {
			continue
		}
		flagged := false
		for x := range used {
			if !flags[x] {
				ok = false
			}
			flagged = true
		}
		if !ok || !flagged || fa.writtenIn(b, used) {
			continue
		}
		c := alias.Cond{Key: key, True: br.Succs[0].Index, False: br.Succs[1].Index}
		if neg != n {
			c.True, c.False = c.False, c.True
		}
		all = append(all, bc{b, c, used})
		count[key]++
		if l := loops.Of[b]; l != nil && l.Contains(c.True) && l.Contains(c.False) {
			count[key]++
		}
	}
	conds := map[int]alias.Cond{}
	for b, c := range r.Conds {
		conds[b] = c
	}
	kills := map[*llvmir.Inst][]int{}
	for in, ids := range r.Kills {
		kills[in] = ids
	}
	ids := map[string]int{}
	reads := map[string][]int{}
	for _, x := range all {
		if count[x.c.Key] < 2 {
			continue
		}
		id, ok := ids[x.c.Key]
		if !ok {
			id = flagIDBase + len(ids)
			ids[x.c.Key] = id
			for v := range x.used {
				reads[v] = append(reads[v], id)
			}
		}
		x.c.ID = id
		conds[x.b] = x.c
	}
	if len(ids) == 0 {
		return
	}
	for v, cs := range reads {
		for _, u := range fa.f.Uses(v) {
			if u.Op == "load" {
				continue
			}
			if u.Op == "call" && (strings.HasPrefix(u.CalledFunction(), "llvm.dbg.") || strings.HasPrefix(u.CalledFunction(), "llvm.lifetime.")) {
				continue
			}
			// a store to it, or a call given its address
			kills[u] = append(append([]int(nil), kills[u]...), cs...)
		}
	}
	r.Conds, r.Kills = conds, kills
}

// impliedFacts computes, per edge of a conditional branch, the facts of the correlated
// conditions (fa.conds) that the branch's outcome implies besides its own.
func (fa *fnAnalysis) impliedFacts() map[[2]int][]string {
	if len(fa.conds) == 0 {
		return nil
	}
	byKey := map[string]int{}
	type cmp struct {
		pred string
		c    int64
		id   int
	}
	byVar := map[string][]cmp{}
	for _, c := range fa.conds {
		if _, ok := byKey[c.Key]; ok {
			continue
		}
		byKey[c.Key] = c.ID
		if p, x, n, ok := splitCmp(c.Key); ok {
			byVar[x] = append(byVar[x], cmp{p, n, c.ID})
		}
	}
	out := map[[2]int][]string{}
	for b, blk := range fa.f.Blocks {
		insts := blk.IR.Insts
		if len(insts) == 0 {
			continue
		}
		br := insts[len(insts)-1]
		if br.Op != "br" || len(br.Operands) != 1 || len(br.Succs) != 2 || br.Succs[0] == br.Succs[1] {
			continue
		}
		for i, truth := range []bool{true, false} {
			own := ""
			if c, ok := fa.conds[b]; ok {
				own = alias.Fact(c.ID, br.Succs[i].Index == c.True)
			}
			var facts []string
			add := func(f string) {
				if f == own {
					return
				}
				for _, g := range facts {
					if g == f {
						return
					}
				}
				facts = append(facts, f)
			}
			used := map[string]bool{}
			ts := fa.truths(br.Operands[0], truth, 0, used, nil)
			if fa.writtenIn(b, used) {
				continue
			}
			for _, t := range ts {
				if id, ok := byKey[t.key]; ok {
					add(alias.Fact(id, t.holds))
				}
				p, x, n, ok := splitCmp(t.key)
				if !ok {
					continue
				}
				lo, hi, ok := bounds(p, n, t.holds)
				if !ok {
					continue
				}
				for _, o := range byVar[x] {
					if h, ok := decide(o.pred, o.c, lo, hi); ok {
						add(alias.Fact(o.id, h))
					}
				}
			}
			if len(facts) > 0 {
				out[[2]int{b, br.Succs[i].Index}] = facts
			}
		}
	}
	return out
}

// writtenIn reports whether block b writes one of the locals vars otherwise than by loading
// it (a store, a call given its address) after loading it: a comparison of their loads may
// not hold at the block's branch.
func (fa *fnAnalysis) writtenIn(b int, vars map[string]bool) bool {
	loaded := map[string]bool{}
	for _, in := range fa.f.Blocks[b].IR.Insts {
		if in.Op == "load" && len(in.Operands) == 1 && in.Operands[0].Kind == llvmir.ValLocal && vars[in.Operands[0].Name] {
			loaded[in.Operands[0].Name] = true
			continue
		}
		for v := range loaded {
			if mentions(in, v) {
				return true
			}
		}
	}
	return false
}

// mentions reports whether in uses local v (as an operand or a call argument), debug
// intrinsics aside.
func mentions(in *llvmir.Inst, v string) bool {
	if in.Op == "call" && (strings.HasPrefix(in.CalledFunction(), "llvm.dbg.") || strings.HasPrefix(in.CalledFunction(), "llvm.lifetime.")) {
		return false
	}
	for _, o := range in.Operands {
		if o.Kind == llvmir.ValLocal && o.Name == v {
			return true
		}
	}
	for _, o := range in.Args {
		if o.Kind == llvmir.ValLocal && o.Name == v {
			return true
		}
	}
	return false
}

// branchCmp returns the two-way conditional branch ending blk, the comparison it tests, and
// whether it tests its negation (`xor %c, true`); cmp is nil when it tests no comparison.
func (fa *fnAnalysis) branchCmp(blk *model.Block) (br, cmp *llvmir.Inst, neg bool) {
	insts := blk.IR.Insts
	if len(insts) == 0 {
		return nil, nil, false
	}
	br = insts[len(insts)-1]
	if br.Op != "br" || len(br.Operands) != 1 || len(br.Succs) != 2 || br.Succs[0] == br.Succs[1] || br.Operands[0].Kind != llvmir.ValLocal {
		return nil, nil, false
	}
	def := fa.f.Def(br.Operands[0].Name)
	if def != nil && def.Op == "xor" && len(def.Operands) == 2 && def.Operands[1].Kind == llvmir.ValInt && def.Operands[1].Int != 0 && def.Operands[0].Kind == llvmir.ValLocal {
		def, neg = fa.f.Def(def.Operands[0].Name), true
	}
	if def == nil || def.Op != "icmp" {
		return nil, nil, false
	}
	return br, def, neg
}
