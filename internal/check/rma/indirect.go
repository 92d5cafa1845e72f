package rma

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Helpers chosen by rank through a function pointer (issue 17).
//
//	if (rank == 0) f = rank0; else f = rank1;
//	(*f)(buf, win, win_base);
//
// The call runs rank0 on rank 0 and rank1 on the other processes. When the pointer is a local
// variable whose only writes store the address of a function of the program, in blocks no
// process runs two of, the call is taken as a call of each of those functions, by the
// processes that run the block of its store: what each leaves in progress, or reads and
// writes through its parameters, is compared with the other processes' like a direct call's.

// ranksReady computes the rank variables and the rank comparisons of the blocks, once.
func (x *fn) ranksReady() {
	if x.ranksDone {
		return
	}
	x.ranksDone = true
	x.findRanks()
	x.procConstraints()
}

// indirectItems makes the items of a call through a function pointer chosen by rank.
func (x *fn) indirectItems(call *item, e *model.Event) []*item {
	in := e.Inst
	if in.Callee == nil || in.Callee.Kind != llvmir.ValLocal {
		return nil
	}
	ld := x.f.Def(in.Callee.Name)
	if ld == nil || ld.Op != "load" || len(ld.Operands) != 1 || ld.Operands[0].Kind != llvmir.ValLocal {
		return nil
	}
	v := ld.Operands[0].Name
	if d := x.f.Def(v); d == nil || d.Op != "alloca" {
		return nil
	}
	type choice struct {
		f     *model.Function
		block int
	}
	var cs []choice
	for _, u := range x.f.Uses(v) {
		switch {
		case u.Op == "load":
		case u.Op == "call" && strings.HasPrefix(u.CalledFunction(), "llvm.dbg."):
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == v:
			g := u.Operands[0].Base()
			if g == nil || g.Kind != llvmir.ValGlobal {
				return nil
			}
			f := x.a.pass.Program.Lookup(g.Name)
			if f == nil {
				return nil
			}
			cs = append(cs, choice{f, u.Block.Index})
		default:
			return nil
		}
	}
	if len(cs) < 2 || len(cs) > 8 {
		return nil
	}
	x.ranksReady()
	for i := range cs {
		for j := i + 1; j < len(cs); j++ {
			if !x.exclusive(cs[i].block, cs[j].block, false) {
				return nil
			}
		}
	}
	var out []*item
	for _, c := range cs {
		ev := *e
		ev.Kind, ev.Callee = model.Call, c.f
		sub := &item{inst: in, block: call.block, via: c.block + 1, pos: call.pos, op: -1, count: -1}
		x.classify(sub, &ev)
		if sub.kind != kNone || sub.calleeAcc || sub.collAny || sub.regionOps {
			out = append(out, sub)
		}
		out = append(out, x.callItems(sub, &ev)...)
	}
	return out
}

// consOf is the rank comparisons that hold where an item runs: those of its block, and for
// a call through a pointer chosen by rank, those of the block that chose it.
func (x *fn) consOf(it *item) []pcons {
	if x.procs == nil {
		return nil
	}
	if it.via == 0 {
		return x.procs[it.block]
	}
	return append(append([]pcons(nil), x.procs[it.block]...), x.procs[it.via-1]...)
}

// exclusiveItems is exclusive for two items.
func (x *fn) exclusiveItems(a, b *item, rankOnly bool) bool {
	if a.via == 0 && b.via == 0 {
		return x.exclusive(a.block, b.block, rankOnly)
	}
	return x.exclusiveCons(x.consOf(a), x.consOf(b), rankOnly)
}

// mayBeItem is mayBe for an item.
func (x *fn) mayBeItem(it *item, t value) bool {
	if it.via == 0 {
		return x.mayBe(it.block, t)
	}
	return x.mayBeCons(x.consOf(it), t)
}
