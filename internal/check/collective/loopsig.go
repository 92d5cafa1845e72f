package collective

import (
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Counted loops in the signatures of samebranches.go (issue 13: "both branches of a rank test
// running loops of the same constant trip count with the same collectives"):
//
//	if (rank == 0) { for (i = 0; i < 3; i++) { read(...); MPI_Bcast(...); } }
//	else           { for (j = 0; j < 3; j++) MPI_Bcast(...); }
//
// Each process of either side calls the broadcast three times. A loop inside a side reads as
// `loop(start, test, bound){body}` when it is a counted loop: its header tests a local
// counter against a bound that is a constant or the same value on both sides (sameValue),
// the counter starts at a constant stored just before the loop and only the latch steps it,
// by one, and the loop leaves only from its header; or flang's DO loop, which counts the trips
// left down to 0 in a phi of its header (tripCount). Two sides whose loops read alike run
// their bodies the same number of times. Any other loop gives up as before.

// countedLoop describes the counted loop whose header is b, or ok false.
func (w *sigWalk) countedLoop(b int, path []*llvmir.Inst) (key string, body, exit int, ok bool) {
	l := w.loopAt(b)
	if l == nil || len(l.Latches) != 1 || len(l.Exits) != 1 || l.Exits[0][0] != b {
		return "", 0, 0, false
	}
	term := w.f.Terminator(b)
	if term == nil || term.Op != "br" || len(term.Operands) != 1 || len(term.Succs) != 2 {
		return "", 0, 0, false
	}
	exit = l.Exits[0][1]
	body = term.Succs[0].Index
	inside := term.Succs[0].Index != exit
	if !inside {
		body = term.Succs[1].Index
	}
	if !l.Contains(body) || len(w.live.succ(b)) != 2 {
		return "", 0, 0, false
	}
	test := w.f.Def(term.Operands[0].Name)
	if term.Operands[0].Kind != llvmir.ValLocal || test == nil || test.Op != "icmp" || len(test.Operands) != 2 || test.Block == nil || test.Block.Index != b {
		return "", 0, 0, false
	}
	sense := "stay"
	if !inside {
		sense = "leave"
	}
	if trips, ok := w.tripCount(l, test, path); ok {
		return "loop(" + trips + "," + test.Pred + ":" + sense + ")", body, exit, true
	}
	counter, ok := w.loadedLocal(test.Operands[0])
	if !ok {
		return "", 0, 0, false
	}
	bound, swap, ok := w.sameValue(test.Operands[1], 4, path)
	if !ok || swap {
		return "", 0, 0, false
	}
	start, ok := w.countedBy(l, counter)
	if !ok {
		return "", 0, 0, false
	}
	return "loop(" + start + "," + test.Pred + ":" + sense + "," + bound + ")", body, exit, true
}

// tripCount reads flang's DO loop: the header keeps the number of trips left in a phi, the
// count on entry and one less from the latch, and tests it against 0
// (`%t = phi i64 [%t1, %latch], [3, %pre]; icmp sgt i64 %t, 0`; `%t1 = sub i64 %t, 1`). It
// names the count on entry (a constant or the same value on both sides).
func (w *sigWalk) tripCount(l *graph.Loop, test *llvmir.Inst, path []*llvmir.Inst) (string, bool) {
	t, zero := test.Operands[0], test.Operands[1]
	if zero.Kind != llvmir.ValInt || zero.Int != 0 || t.Kind != llvmir.ValLocal {
		return "", false
	}
	phi := w.f.Def(t.Name)
	if phi == nil || phi.Op != "phi" || phi.Block == nil || phi.Block.Index != l.Header || len(phi.Operands) != 2 || len(phi.PhiBlocks) != 2 {
		return "", false
	}
	var entry string
	stepped := false
	for i, v := range phi.Operands {
		from := phi.PhiBlocks[i]
		if from == nil {
			return "", false
		}
		if l.Contains(from.Index) {
			stepped = from.Index == l.Latches[0] && w.decrementOf(v, t.Name)
			continue
		}
		key, swap, ok := w.sameValue(v, 4, path)
		if !ok || swap {
			return "", false
		}
		entry = key
	}
	return entry, stepped && entry != ""
}

// decrementOf reports whether v is `%name - 1`.
func (w *sigWalk) decrementOf(v *llvmir.Value, name string) bool {
	if v.Kind != llvmir.ValLocal {
		return false
	}
	sub := w.f.Def(v.Name)
	return sub != nil && sub.Op == "sub" && len(sub.Operands) == 2 &&
		sub.Operands[0].Kind == llvmir.ValLocal && sub.Operands[0].Name == name &&
		sub.Operands[1].Kind == llvmir.ValInt && sub.Operands[1].Int == 1
}

// loopAt is the natural loop whose header is b, nil when b heads none.
func (w *sigWalk) loopAt(b int) *graph.Loop {
	l := w.f.Loops().Of[b]
	if l == nil || l.Header != b {
		return nil
	}
	return l
}

// loadedLocal returns the alloca v is loaded from (`%x = load i32, ptr %i`), when its address
// is only loaded and stored through.
func (w *sigWalk) loadedLocal(v *llvmir.Value) (string, bool) {
	if v.Kind != llvmir.ValLocal {
		return "", false
	}
	ld := w.f.Def(v.Name)
	if ld == nil || ld.Op != "load" || len(ld.Operands) != 1 || ld.Operands[0].Kind != llvmir.ValLocal {
		return "", false
	}
	p := ld.Operands[0].Name
	if d := w.f.Def(p); d == nil || d.Op != "alloca" {
		return "", false
	}
	for _, u := range w.f.Uses(p) {
		switch {
		case u.Op == "load" && len(u.Operands) == 1:
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[0].Name != p && u.Operands[1].Name == p:
		default:
			return "", false
		}
	}
	return p, true
}

// countedBy reports whether loop l counts with local counter p: its only stores to p inside
// the loop are `p = p + 1` in the latch, and the block that enters the loop (its one
// predecessor outside it, in the region) last stores a constant to p, returned as the start.
func (w *sigWalk) countedBy(l *graph.Loop, p string) (string, bool) {
	var pre = -1
	for _, q := range w.f.CFG.Pred[l.Header] {
		if l.Contains(q) {
			continue
		}
		if pre >= 0 {
			return "", false
		}
		pre = q
	}
	if pre < 0 || !w.region[pre] {
		return "", false
	}
	start := ""
	for _, in := range w.f.Blocks[pre].IR.Insts {
		if in.Op == "store" && len(in.Operands) == 2 && in.Operands[1].Kind == llvmir.ValLocal && in.Operands[1].Name == p {
			start = ""
			if in.Operands[0].Kind == llvmir.ValInt {
				start = in.Operands[0].Text
			}
		}
	}
	if start == "" {
		return "", false
	}
	steps := 0
	for _, u := range w.f.Uses(p) {
		if u.Op != "store" || u.Block == nil || !l.Contains(u.Block.Index) {
			continue
		}
		if u.Block.Index != l.Latches[0] || !w.incrementOf(u.Operands[0], p) {
			return "", false
		}
		steps++
	}
	return start, steps == 1
}

// incrementOf reports whether v is `load p + 1`.
func (w *sigWalk) incrementOf(v *llvmir.Value, p string) bool {
	if v.Kind != llvmir.ValLocal {
		return false
	}
	add := w.f.Def(v.Name)
	if add == nil || add.Op != "add" || len(add.Operands) != 2 {
		return false
	}
	x, k := add.Operands[0], add.Operands[1]
	if x.Kind == llvmir.ValInt {
		x, k = k, x
	}
	if k.Kind != llvmir.ValInt || k.Int != 1 {
		return false
	}
	q, ok := w.loadedLocal(x)
	return ok && q == p
}
