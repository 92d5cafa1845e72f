package collective

import (
	"fmt"
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Path correlation for the collective order (issue 13): a conditional that varies between
// processes does not make them disagree when both of its branches run the same collectives in
// the same order, up to the join. miniAMR's
//
//	if (my_pe == 0) { ...; if (use_time) MPI_Bcast(&end_time, ...); ... }
//	else            { ...; if (use_time) MPI_Bcast(&end_time, ...); ... }
//
// is the shape: the rank test varies, but whichever branch a process takes, it calls the
// broadcast exactly when use_time holds. Each branch is read into a signature, the sequence of
// its collectives and of the conditionals inside it as (condition, signature of the true side,
// signature of the false side) up to the conditional's own join. The two signatures must be
// equal, and a conditional inside counts as the same on both sides only when it tests the same
// SSA value, defined before the varying conditional, that the dependence analysis finds the
// same on every process of the communicator. Anything else (a loop, an exit, a call to a
// function that reaches collectives without standing in the sequence, an indirect call, a
// switch) gives up, and the conditional stays a finding.
//
// In miniAMR the two tests of use_time are not the same SSA value or variable: rank 0 tests
// the global it parsed from argv after packing it into params[] and broadcasting params; the
// others copy it out of params[] after their broadcast and then test it. The dependence
// analysis names the bytes such a load reads (BroadcastSource: the broadcast call, an offset
// in its buffer); when that call stands at the same place in the sequences of both sides, the
// two loads read the same value on every process. And the paths that end the job (rank 0's
// MPI_Abort after a bad argument) leave the comparison, as they leave the PDF+ (live flow),
// and a part of a branch that runs no collective at all (the loop over argv) reads as nothing,
// whatever decides it.

// sigBudget bounds the blocks a signature reads (it also stops the walk in a loop).
const sigBudget = 400

type sigWalk struct {
	a      *analysis
	f      *model.Function
	comm   model.Comm
	c      int                   // the varying conditional
	occs   map[int][]*occurrence // the function's collectives by block
	budget int
	region map[int]bool // the blocks between c and its join
	live   *liveFlow
}

// sameBranches reports whether the two branches of conditional c run the same collective
// sequence under the same uniform conditions up to c's join.
func (a *analysis) sameBranches(f *model.Function, comm model.Comm, c int, byBlock map[int][]*occurrence) bool {
	sides, ok := a.branchSigs(f, comm, c, byBlock)
	return ok && sides[0] == sides[1]
}

// branchSigs reads the two branches of conditional c up to its join into signatures (sig),
// by the successors of its branch in order.
func (a *analysis) branchSigs(f *model.Function, comm model.Comm, c int, byBlock map[int][]*occurrence) ([2]string, bool) {
	var sides [2]string
	term := f.Terminator(c)
	if term == nil || term.Op != "br" || len(term.Succs) != 2 || len(f.CFG.Succ[c]) != 2 {
		return sides, false
	}
	lf := a.liveOf(f)
	if len(lf.succ(c)) != 2 {
		return sides, false
	}
	join := lf.pdom.Ipdom(c)
	if join < 0 || join >= len(f.Blocks) {
		return sides, false // the virtual exit: some path leaves the function
	}
	w := &sigWalk{a: a, f: f, comm: comm, c: c, occs: byBlock, budget: sigBudget, region: lf.region(c, join), live: lf}
	// Every block of the region is entered from c or from the region (no jump into it from
	// elsewhere), and c is not in it (no loop around c before the join).
	if w.region[c] {
		return sides, false
	}
	for b := range w.region {
		for _, p := range f.CFG.Pred[b] {
			if p != c && !w.region[p] && !lf.doomed[p] && f.Dom().Reachable(p) {
				return sides, false
			}
		}
	}
	for i := range sides {
		sig, _, ok := w.sig(term.Succs[i].Index, join, nil)
		if !ok {
			return sides, false
		}
		sides[i] = sig
	}
	return sides, true
}

// sig reads the blocks from b up to stop (excluded) into a signature. path holds the
// collectives every process that gets to b has run since the varying conditional, in order
// (nil where a nested conditional ran the same sequence on both sides through different
// calls); sig returns it extended with those of the blocks it read.
func (w *sigWalk) sig(b, stop int, path []*llvmir.Inst) (string, []*llvmir.Inst, bool) {
	var sb strings.Builder
	path = slices.Clip(path)
	for b != stop {
		w.budget--
		if w.budget < 0 || b == w.c || !w.region[b] {
			return "", nil, false
		}
		if !w.quiet(b) {
			if w.f.Blocks[b].NoReturn != nil || w.hidden(b) {
				return "", nil, false
			}
			for _, o := range w.occs[b] {
				if o.Comm.Kind == model.CommUnknown {
					return "", nil, false
				}
				fmt.Fprintf(&sb, "%s@%d:%s:%d;", o.Name, o.Comm.Kind, o.Comm.Key, o.Comm.Param)
				path = append(path, o.inst)
			}
		}
		succs := w.live.succ(b)
		switch len(succs) {
		case 1:
			b = succs[0]
			continue
		case 2:
		default:
			return "", nil, false
		}
		k := w.live.pdom.Ipdom(b)
		if k < 0 || k >= len(w.f.Blocks) {
			return "", nil, false
		}
		if w.quietUpTo(b, k) {
			// No collective runs between b and its join, whichever way b goes (a loop over
			// argv, an if that only sets data): nothing to compare.
			b = k
			continue
		}
		if key, body, exit, ok := w.countedLoop(b, path); ok {
			// (loopsig.go) The body up to the latch, whose edge back to the header ends
			// the walk; its collectives count once in the path.
			inner, pathB, okB := w.sig(body, b, path)
			if !okB {
				return "", nil, false
			}
			sb.WriteString(key + "{" + inner + "}")
			path = pathB
			b = exit
			continue
		}
		term := w.f.Terminator(b)
		if term == nil || term.Op != "br" || len(term.Operands) == 0 || len(term.Succs) != 2 {
			return "", nil, false
		}
		key, swap, ok := w.sameCond(b, term.Operands[0], path)
		if !ok {
			return "", nil, false
		}
		t, pathT, okT := w.sig(term.Succs[0].Index, k, path)
		if !okT {
			return "", nil, false
		}
		e, _, okE := w.sig(term.Succs[1].Index, k, path)
		if !okE {
			return "", nil, false
		}
		if swap {
			t, e = e, t
		}
		if t != e { // a conditional whose sides agree needs no key
			sb.WriteString("(" + key + "?" + t + ":" + e + ")")
		} else {
			sb.WriteString(t)
			// The same sequence on both sides, by different calls: they count in the path,
			// but name no broadcast.
			for range pathT[len(path):] {
				path = append(path, nil)
			}
		}
		b = k
	}
	return sb.String(), path, true
}

// quiet reports whether block b runs no collective: none of the function's occurrences stands
// in it, it calls no function that reaches one, through no pointer, and it does not end the
// process.
func (w *sigWalk) quiet(b int) bool {
	return len(w.occs[b]) == 0 && !w.hidden(b) && w.f.Blocks[b].NoReturn == nil
}

// hidden reports whether block b may run collectives that do not stand in the function's
// sequence: an indirect call, or a call to a function that reaches collectives without being
// listed.
func (w *sigWalk) hidden(b int) bool {
	for _, e := range w.f.Blocks[b].Events {
		switch e.Kind {
		case model.IndirectCall:
			return true
		case model.Call:
			if !w.listed(e) && w.a.callsCollectives(e.Callee, map[*model.Function]bool{}) {
				return true
			}
		}
	}
	return false
}

// quietUpTo reports whether every block from b up to k (excluded) is quiet, within the
// region; a loop whose body runs no collective is one such part.
func (w *sigWalk) quietUpTo(b, k int) bool {
	seen := map[int]bool{b: true}
	stack := []int{b}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		w.budget--
		if w.budget < 0 || x == w.c || !w.region[x] || !w.quiet(x) {
			return false
		}
		for _, s := range w.live.succ(x) {
			if s != k && !seen[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return true
}

// listed reports whether the call stands in the function's collective sequence.
func (w *sigWalk) listed(e *model.Event) bool {
	for _, o := range w.occs[e.Block.Index] {
		if o.inst == e.Inst {
			return true
		}
	}
	return false
}

// sameCond names the condition of the branch ending block b when it is the same value on
// both sides of the varying conditional, and the processes of the communicator all evaluate
// it alike (the dependence analysis). The same value is an SSA value defined in a block that
// dominates the varying conditional (or an argument, or a constant), or a load of a local
// variable whose address never escapes (only loaded and stored directly) and which no block
// between the varying conditional and its join writes: both sides then read what the variable
// held at the varying conditional. Comparisons of such a value with a constant (`eq` turned
// into `ne` with the sides swapped) and truncations or extensions of it are named by what
// they compute, so that `if (c)` on one side and `if (!c) ... else` on the other compare equal.
func (w *sigWalk) sameCond(b int, cond *llvmir.Value, path []*llvmir.Inst) (key string, swap bool, ok bool) {
	if w.a.dep.CondVariesAmong(w.comm, w.f, b) {
		return "", false, false
	}
	key, swap, ok = w.sameValue(cond, 4, path)
	return key, swap, ok
}

func (w *sigWalk) sameValue(v *llvmir.Value, depth int, path []*llvmir.Inst) (string, bool, bool) {
	if depth == 0 {
		return "", false, false
	}
	switch v.Kind {
	case llvmir.ValInt:
		return "const:" + v.Text, false, true
	case llvmir.ValLocal:
	default:
		return "", false, false
	}
	if w.before(v.Name) {
		return "%" + v.Name, false, true
	}
	def := w.f.Def(v.Name)
	if def == nil || def.Block == nil || !w.region[def.Block.Index] {
		return "", false, false
	}
	switch def.Op {
	case "icmp":
		if (def.Pred != "eq" && def.Pred != "ne") || len(def.Operands) != 2 {
			return "", false, false
		}
		x, k := def.Operands[0], def.Operands[1]
		if x.Kind == llvmir.ValInt {
			x, k = k, x
		}
		if k.Kind != llvmir.ValInt {
			return "", false, false
		}
		inner, swap, ok := w.sameValue(x, depth-1, path)
		if !ok || swap {
			return "", false, false
		}
		return "ne(" + inner + "," + k.Text + ")", def.Pred == "eq", true
	case "trunc", "zext", "sext":
		if len(def.Operands) != 1 {
			return "", false, false
		}
		inner, swap, ok := w.sameValue(def.Operands[0], depth-1, path)
		if !ok || swap {
			return "", false, false
		}
		return def.Op + ":" + def.Type + "(" + inner + ")", false, true
	case "load":
		if len(def.Operands) != 1 {
			return "", false, false
		}
		p := def.Operands[0]
		switch {
		case p.Kind == llvmir.ValLocal && w.quietLocal(p.Name):
			return "load:" + def.Type + "(%" + p.Name + ")", false, true
		case p.Kind == llvmir.ValGlobal && w.quietGlobal(p.Name):
			return "load:" + def.Type + "(@" + p.Name + ")", false, true
		}
		if key, ok := w.broadcastKey(def, path); ok {
			return "load:" + def.Type + "(" + key + ")", false, true
		}
		return "", false, false
	}
	return "", false, false
}

// broadcastKey names the broadcast bytes the load ld reads (dependence.BroadcastSource) by the
// place of their broadcast: its position in path when it runs after the varying conditional
// (the matching broadcasts of the two sides stand at the same position), the call itself when
// it runs before (both sides read what that call left).
func (w *sigWalk) broadcastKey(ld *llvmir.Inst, path []*llvmir.Inst) (string, bool) {
	src, ok := w.a.dep.BroadcastSource(w.f, ld)
	if !ok {
		return "", false
	}
	at := fmt.Sprintf("+%d:%d", src.Off, src.Size)
	e := w.f.EventOf(src.Call)
	if e == nil || e.Block == nil {
		return "", false
	}
	if i := e.Block.Index; !w.region[i] {
		if i != w.c && !w.f.Dom().StrictlyDominates(i, w.c) {
			return "", false
		}
		return fmt.Sprintf("bcast:%p%s", src.Call, at), true
	}
	i := slices.Index(path, src.Call)
	if i < 0 || slices.Contains(path[i+1:], src.Call) {
		return "", false
	}
	return fmt.Sprintf("bcast#%d%s", i, at), true
}

// quietLocal reports whether p is an alloca of the function whose address is only loaded
// from and stored to directly (nothing else can write it), and which no block of the region
// between the varying conditional and its join stores to.
func (w *sigWalk) quietLocal(p string) bool {
	def := w.f.Def(p)
	if def == nil || def.Op != "alloca" {
		return false
	}
	for _, u := range w.f.Uses(p) {
		switch {
		case u.Op == "load" && len(u.Operands) == 1:
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[0].Name != p && u.Operands[1].Name == p:
			if u.Block == nil || w.region[u.Block.Index] {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// before reports whether the SSA value name is an argument or is defined in a block that
// strictly dominates the varying conditional (so both sides read the same value).
func (w *sigWalk) before(name string) bool {
	def := w.f.Def(name)
	if def == nil {
		return w.f.ParamIndex(name) >= 0
	}
	if def.Block == nil {
		return false
	}
	i := def.Block.Index
	return i == w.c || w.f.Dom().StrictlyDominates(i, w.c)
}

// correlated drops from conds the conditionals whose two branches run the same collectives.
func (a *analysis) correlated(f *model.Function, comm model.Comm, conds []int, byBlock map[int][]*occurrence) []int {
	out := conds[:0:0]
	for _, c := range conds {
		if !a.sameBranches(f, comm, c, byBlock) && !a.complementary(f, comm, c, byBlock) {
			out = append(out, c)
		}
	}
	return out
}

func occsByBlock(occs []*occurrence) map[int][]*occurrence {
	m := map[int][]*occurrence{}
	for _, o := range occs {
		m[o.block] = append(m[o.block], o)
	}
	return m
}

// quietGlobal reports whether the global variable g is only loaded and stored directly in the
// whole program (its address never escapes: no pointer, call argument or initializer holds it,
// so only a direct store writes it), and nothing in the region between the varying conditional
// and its join writes it: no direct store there, no call there to a function that may reach a
// direct store, no indirect call or OpenMP runtime call there.
func (w *sigWalk) quietGlobal(g string) bool {
	a := w.a
	if a.globalQuiet == nil {
		a.globalQuiet = map[string]bool{}
		a.globalWriters = map[string]map[*model.Function]bool{}
	}
	quiet, seen := a.globalQuiet[g]
	if !seen {
		quiet, a.globalWriters[g] = directOnly(w.f.Program, g)
		a.globalQuiet[g] = quiet
	}
	if !quiet {
		return false
	}
	writers := a.globalWriters[g]
	reach := map[*model.Function]bool{}
	var writes func(f *model.Function) bool
	writes = func(f *model.Function) bool {
		if f == nil || reach[f] {
			return false
		}
		reach[f] = true
		if writers[f] {
			return true
		}
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind == model.IndirectCall || e.Kind == model.Call && writes(e.Callee) {
					return true
				}
			}
		}
		return false
	}
	for b := range w.region {
		blk := w.f.Blocks[b]
		for _, in := range blk.IR.Insts {
			if in.Op == "store" && len(in.Operands) == 2 && in.Operands[1].Kind == llvmir.ValGlobal && in.Operands[1].Name == g {
				return false
			}
		}
		for _, e := range blk.Events {
			switch e.Kind {
			case model.MPICall:
			case model.Call:
				if writes(e.Callee) {
					return false
				}
			default:
				return false
			}
		}
	}
	return true
}

// directOnly reports whether every use of global g in the program's modules is a direct load
// from it or a direct store to it, and returns the functions holding a direct store.
func directOnly(p *model.Program, g string) (bool, map[*model.Function]bool) {
	writers := map[*model.Function]bool{}
	var mentions func(v *llvmir.Value) bool
	mentions = func(v *llvmir.Value) bool {
		if v == nil {
			return false
		}
		if v.Kind == llvmir.ValGlobal && v.Name == g {
			return true
		}
		for _, e := range v.Elems() {
			if mentions(e) {
				return true
			}
		}
		return false
	}
	for _, m := range p.Modules {
		for _, gl := range m.Globals {
			if mentions(gl.Init) {
				return false, nil
			}
		}
	}
	byIR := map[*llvmir.Function]*model.Function{}
	for _, f := range p.Funcs {
		byIR[f.IR] = f
	}
	for _, m := range p.Modules {
		for _, irf := range m.Funcs {
			for _, b := range irf.Blocks {
				for _, in := range b.Insts {
					for i, v := range in.Operands {
						if !mentions(v) {
							continue
						}
						direct := v.Kind == llvmir.ValGlobal &&
							(in.Op == "load" && i == 0 || in.Op == "store" && i == 1 && len(in.Operands) == 2)
						if !direct {
							return false, nil
						}
						if in.Op == "store" {
							f := byIR[irf]
							if f == nil {
								return false, nil
							}
							writers[f] = true
						}
					}
					if mentions(in.Callee) {
						return false, nil
					}
					for _, v := range in.Args {
						if mentions(v) {
							return false, nil
						}
					}
				}
			}
		}
	}
	return true, writers
}

// liveFlow is model's live flow of a function: its CFG without the blocks from which every
// path ends the job. The paths that abort neither meet nor miss a collective, so the
// comparison of two branches leaves them out too.
type liveFlow struct {
	cfg    *graph.Digraph
	pdom   *graph.PostDom
	doomed []bool
}

func (lf *liveFlow) succ(b int) []int { return lf.cfg.Succ[b] }

// region is the set of blocks between conditional c and its join (excluded), on the live flow.
func (lf *liveFlow) region(c, join int) map[int]bool {
	region := map[int]bool{}
	stack := []int{c}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range lf.succ(b) {
			if s != join && !region[s] {
				region[s] = true
				stack = append(stack, s)
			}
		}
	}
	return region
}

// liveOf returns (once) the live flow of f.
func (a *analysis) liveOf(f *model.Function) *liveFlow {
	if lf, ok := a.live[f]; ok {
		return lf
	}
	if a.live == nil {
		a.live = map[*model.Function]*liveFlow{}
	}
	l := f.Live()
	lf := &liveFlow{cfg: l.CFG, pdom: l.PostDom, doomed: l.Doomed}
	a.live[f] = lf
	return lf
}
