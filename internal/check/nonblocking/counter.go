package nonblocking

import (
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Counters of started operations (issue 13, hypre's hypre_DataExchangeList):
//
//	post_array_size = 0;
//	while (...) { ...; hypre_MPI_Isend(..., &post_send_requests[post_array_size]); post_array_size++; }
//	...
//	if (post_array_size) hypre_MPI_Waitall(post_array_size, post_send_requests, ...);
//
// A local that is only set to constants that are not negative and incremented by positive
// constants is never negative, and is positive after an increment: the comparisons of it
// with constants that this decides hold after each increment until the next store. So a
// path that started an operation and then counted it does not take the branch that skips
// its completion.

// counterIDBase numbers the conditions on counters that alias does not correlate.
const counterIDBase = 2 << 16

// counterStep returns, for local c, the smallest increment of its stores when c is a counter
// (see above), and the increment stores.
func (fa *fnAnalysis) counterStep(c string) (int64, []*llvmir.Inst, bool) {
	step := int64(-1)
	var incs []*llvmir.Inst
	for _, u := range fa.f.Uses(c) {
		switch {
		case u.Op == "load":
		case u.Op == "call" && (strings.HasPrefix(u.CalledFunction(), "llvm.dbg.") || strings.HasPrefix(u.CalledFunction(), "llvm.lifetime.")):
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == c:
			v := u.Operands[0]
			if v.Kind == llvmir.ValInt {
				if v.Int < 0 {
					return 0, nil, false
				}
				continue
			}
			k, ok := fa.increment(v, c)
			if !ok {
				return 0, nil, false
			}
			if step < 0 || k < step {
				step = k
			}
			incs = append(incs, u)
		default:
			return 0, nil, false
		}
	}
	return step, incs, step > 0
}

// increment reports whether v is `load c + k` with a constant k > 0, and k.
func (fa *fnAnalysis) increment(v *llvmir.Value, c string) (int64, bool) {
	if v.Kind != llvmir.ValLocal {
		return 0, false
	}
	def := fa.f.Def(v.Name)
	if def == nil || def.Op != "add" || len(def.Operands) != 2 {
		return 0, false
	}
	x, k := def.Operands[0], def.Operands[1]
	if x.Kind == llvmir.ValInt {
		x, k = k, x
	}
	if k.Kind != llvmir.ValInt || k.Int <= 0 || x.Kind != llvmir.ValLocal {
		return 0, false
	}
	ld := fa.f.Def(x.Name)
	if ld == nil || ld.Op != "load" || len(ld.Operands) != 1 || ld.Operands[0].Kind != llvmir.ValLocal || ld.Operands[0].Name != c {
		return 0, false
	}
	return k.Int, true
}

// addCounterConds adds to r the branches comparing a counter with a constant (also tested
// once), with their kills, and returns the facts each increment store establishes.
func (fa *fnAnalysis) addCounterConds(r *alias.Regions) map[*llvmir.Inst][]string {
	type cc struct {
		b       int
		c       alias.Cond
		counter string
	}
	var found []cc
	steps := map[string]int64{}
	incStores := map[string][]*llvmir.Inst{}
	notCounter := map[string]bool{}
	for b, blk := range fa.f.Blocks {
		br, def, neg := fa.branchCmp(blk)
		if def == nil {
			continue
		}
		used := map[string]bool{}
		key, n, ok := fa.cmpKey(def, used)
		if !ok || len(used) != 1 {
			continue
		}
		_, x, _, ok := splitCmp(key)
		var c string
		for v := range used {
			c = v
		}
		if !ok || x != "~"+c || notCounter[c] || fa.writtenIn(b, used) {
			continue
		}
		if _, seen := steps[c]; !seen {
			step, incs, ok := fa.counterStep(c)
			if !ok {
				notCounter[c] = true
				continue
			}
			steps[c], incStores[c] = step, incs
		}
		cond := alias.Cond{Key: key, True: br.Succs[0].Index, False: br.Succs[1].Index}
		if neg != n {
			cond.True, cond.False = cond.False, cond.True
		}
		found = append(found, cc{b, cond, c})
	}
	if len(found) == 0 {
		return nil
	}
	ids := map[string]int{}
	for _, c := range r.Conds {
		ids[c.Key] = c.ID
	}
	conds := map[int]alias.Cond{}
	for b, c := range r.Conds {
		conds[b] = c
	}
	kills := map[*llvmir.Inst][]int{}
	for in, l := range r.Kills {
		kills[in] = l
	}
	next := counterIDBase
	type idc struct {
		id      int
		pred    string
		k       int64
		counter string
	}
	var mine []idc
	seen := map[int]bool{}
	for _, x := range found {
		id, ok := ids[x.c.Key]
		if !ok {
			id = next
			next++
			ids[x.c.Key] = id
			for _, u := range fa.f.Uses(x.counter) {
				if u.Op == "store" {
					kills[u] = append(append([]int(nil), kills[u]...), id)
				}
			}
		}
		if _, ok := conds[x.b]; !ok {
			x.c.ID = id
			conds[x.b] = x.c
		}
		if !seen[id] {
			seen[id] = true
			p, _, k, _ := splitCmp(x.c.Key)
			mine = append(mine, idc{id, p, k, x.counter})
		}
	}
	r.Conds, r.Kills = conds, kills
	out := map[*llvmir.Inst][]string{}
	for _, m := range mine {
		for _, s := range incStores[m.counter] {
			if h, ok := decide(m.pred, m.k, steps[m.counter], 1<<63-1); ok {
				out[s] = append(out[s], alias.Fact(m.id, h))
			}
		}
	}
	return out
}
