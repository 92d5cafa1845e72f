package dependence

import (
	"slices"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Memory a callee leaves fresh (issue 13). The stale bits of overwrite.go follow, inside one
// function, memory it overwrites itself with data the same everywhere. Real programs do the
// overwrite one call down: a driver computes a local time step (different on every process),
// then calls `globalMinLoc(dt, pe)`, a wrapper that stores the MPI_Allreduce result back
// through its reference parameter, and the caller's loop then reads `dt` (PENNANT's
// Driver::calcGlobalDt). The member holds varying data at some times and uniform data at
// others, so flow-insensitively it varies, and so did the main loop's trip count.
//
// A function leaves a class fresh when its stale bit is clear at every return: on every path
// through it the class was last overwritten, by the function itself or by a callee that leaves
// it fresh, with data the same everywhere, where every process runs. A call to such a function,
// made where every process runs, then clears the caller's stale bit like an overwrite of its
// own would. Which classes a function may leave fresh is decided before the solve (the memory
// it overwrites itself plus what its callees may leave fresh, shared with its callers);
// whether it does is found during the solve, optimistically: a return reached with the bit set
// marks the class stale at the exit for good, and the callers are evaluated again. Facts only
// grow, as everywhere in the solver.

// maxInherited bounds how many classes a function tracks for its callees: beyond, the ones
// of the lowest class numbers are kept (deterministic), the rest treated as any write.
const maxInherited = 128

// exitCandidates computes, callees first, the classes each function may leave fresh: what it
// overwrites itself and what its direct callees may leave fresh, limited to memory its callers
// can see (pinned classes: globals, what parameters point to, heap).
func (s *solver) exitCandidates() {
	s.exitCand = make([][]class, len(s.prog.Funcs))
	if s.d != Processes {
		return
	}
	for _, f := range s.prog.BottomUpOrder() {
		var cands []class
		for _, c := range s.trackedTargets(f) {
			if s.pt.Pinned[s.pt.Find(c)] {
				cands = append(cands, c)
			}
		}
		s.exitCand[f.Index] = cands
	}
}

// inheritedTargets lists the classes f's direct callees may leave fresh, for f's stale bits.
func (s *solver) inheritedTargets(f *model.Function) []class {
	seen := map[class]bool{}
	var out []class
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if in.Op != "call" && in.Op != "invoke" {
				continue
			}
			g := s.directCallee(f, in)
			if g == nil {
				continue
			}
			for _, c := range s.exitCand[g.Index] {
				c = s.pt.Find(c)
				if !seen[c] {
					seen[c] = true
					out = append(out, c)
				}
			}
		}
	}
	return s.capTargets(out)
}

// trackedTargets is what f keeps stale bits for: the memory it overwrites itself, the
// memory its callees may leave fresh, and the memory it reads (entryfresh.go). It is asked
// twice per function (for the exit candidates, then for the function's state): the two
// parts read from f's code alone are kept from the first time.
func (s *solver) trackedTargets(f *model.Function) []class {
	own, ok := s.ownTargets[f]
	if !ok {
		own = [2][]class{s.overwriteTargets(f), s.readTargets(f)}
		s.ownTargets[f] = own
	}
	out := slices.Clone(own[0])
	if s.exitCand == nil {
		return out
	}
	seen := map[class]bool{}
	for _, c := range out {
		seen[s.pt.Find(c)] = true
	}
	for _, c := range append(s.inheritedTargets(f), own[1]...) {
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// stateTargets is trackedTargets(f) once the exit candidates are known, memoised: what it
// reads (f's code, the exit candidates, the classes of the graph, none of which a solve
// changes: the graph only grows parts) is the same for every solve of the domain, and each
// solve asks it of every function it evaluates (3 % of AMG's dependence CPU).
func (s *solver) stateTargets(f *model.Function) []class {
	if !s.candsKnown {
		return s.trackedTargets(f)
	}
	if s.tracked == nil {
		s.tracked = make([][]class, len(s.prog.Funcs))
		s.trackedDone = make([]bool, len(s.prog.Funcs))
	}
	if !s.trackedDone[f.Index] {
		s.tracked[f.Index], s.trackedDone[f.Index] = s.trackedTargets(f), true
	}
	return s.tracked[f.Index]
}

// directCallee is the function a direct call runs, summarised or not; nil for a fork.
func (s *solver) directCallee(f *model.Function, in *llvmir.Inst) *model.Function {
	ci := s.callee(f, in)
	if ci == nil || ci.Fork {
		return nil
	}
	return ci.Fn
}

// noteExit records, at a return of f, which of f's candidates are stale there.
func (s *solver) noteExit(f *model.Function, st *fnState, cur bitset) {
	if len(s.exitCand[f.Index]) == 0 {
		return
	}
	for _, c := range s.exitCand[f.Index] {
		i, ok := st.staleBit(s, c)
		if !ok || !cur.has(i) || s.exitStale[f.Index][s.pt.Find(c)] {
			continue
		}
		m := s.exitStale[f.Index]
		if m == nil {
			m = map[class]bool{}
			s.exitStale[f.Index] = m
		}
		m[s.pt.Find(c)] = true
		s.callersChanged(f)
	}
}

// callRefreshes clears, after a call made where every process runs, the stale bits of the
// memory the callee leaves fresh (after callTouches set them for everything it may write).
func (s *solver) callRefreshes(f *model.Function, st *fnState, b int, in *llvmir.Inst, cur bitset) {
	if len(st.over) == 0 || st.cdVary[b] != nil {
		return
	}
	g := s.directCallee(f, in)
	if g == nil || !s.guardsHoldAt(f, in, g) {
		return
	}
	site := s.siteOf(in)
	for _, c := range s.exitCand[g.Index] {
		c = s.pt.Find(c)
		if s.exitStale[g.Index][c] {
			continue
		}
		if site != nil && !s.siteLeavesFresh(f, st, in, site, c, cur) {
			continue
		}
		if i, ok := st.staleBit(s, c); ok {
			cur.clear(i)
		}
	}
}

// siteLeavesFresh reports whether a summarised call leaves class c as fresh as the callee's
// body does: c is memory the caller shares with it (pinned, not a per-call copy), and what
// the body writes there does not depend on an argument or memory that varies at this call
// (the body is solved with its parameters uniform, paramdeps.go).
func (s *solver) siteLeavesFresh(f *model.Function, st *fnState, in *llvmir.Inst, site *siteSummary, c class, cur bitset) bool {
	if !s.pt.Pinned[c] {
		return false
	}
	d := s.deps[site.Fn]
	return d == nil || s.argsAt(f, st, in, site, d, d.writes[c], cur) == nil
}

// oneProcessSide says which successor of `icmp pred size, k` is taken when size is 1 and only
// then (sizes are at least 1): 0 for the true edge, 1 for the false edge.
func oneProcessSide(pred string, k *llvmir.Value) (int, bool) {
	if k.Kind != llvmir.ValInt {
		return 0, false
	}
	switch {
	case pred == "eq" && k.Int == 1, (pred == "slt" || pred == "ult") && k.Int == 2, (pred == "sle" || pred == "ule") && k.Int == 1:
		return 0, true
	case pred == "ne" && k.Int == 1, (pred == "sgt" || pred == "ugt") && k.Int == 1, (pred == "sge" || pred == "uge") && k.Int == 2:
		return 1, true
	}
	return 0, false
}

// isWorldSize reports whether v is loaded from memory that only MPI_Comm_size on
// MPI_COMM_WORLD ever writes.
func (s *solver) isWorldSize(f *model.Function, v *llvmir.Value) bool {
	return s.isWorldSizeVia(f, v, 0)
}

// isWorldSizeVia is isWorldSize through at most two getters: a call of a function of the
// program whose one return gives the value of a load is that load (CoSP2's `if (getNRanks()
// > 1)`, `int getNRanks(void) { return nRanks; }` in another file).
func (s *solver) isWorldSizeVia(f *model.Function, v *llvmir.Value, depth int) bool {
	if v.Kind != llvmir.ValLocal {
		return false
	}
	d := f.Def(v.Name)
	if d != nil && d.IsCall() && depth < 2 {
		if g := s.directCallee(f, d); g != nil {
			if r := loadReturned(g); r != nil {
				return s.isWorldSizeVia(g, r, depth+1)
			}
		}
		return false
	}
	if d == nil || d.Op != "load" || len(d.Operands) != 1 {
		return false
	}
	c := s.pt.Find(s.locOf(f, d.Operands[0]))
	if s.worldSize == nil {
		s.worldSize = map[class]bool{}
	}
	if known, ok := s.worldSize[c]; ok {
		return known
	}
	s.worldSize[c] = s.onlyWorldSizeWrites(c)
	return s.worldSize[c]
}

// loadReturned is the value g returns when g has one return, of a value a load defines
// (a getter), else nil.
func loadReturned(g *model.Function) *llvmir.Value {
	var ret *llvmir.Inst
	for _, b := range g.IR.Blocks {
		if t := b.Terminator(); t != nil && t.Op == "ret" {
			if ret != nil {
				return nil
			}
			ret = t
		}
	}
	if ret == nil || len(ret.Operands) != 1 || ret.Operands[0].Kind != llvmir.ValLocal {
		return nil
	}
	if d := g.Def(ret.Operands[0].Name); d == nil || d.Op != "load" {
		return nil
	}
	return ret.Operands[0]
}

// onlyWorldSizeWrites reports whether every write to class c (or to an object it is part of,
// or a part of it) in the program is the size output of MPI_Comm_size(MPI_COMM_WORLD, ...),
// and there is at least one.
func (s *solver) onlyWorldSizeWrites(c class) bool {
	if !s.anySizeOutput(s.family(c)) {
		return false // no MPI_Comm_size writes it: no need to look at every write
	}
	return s.onlyOutputWrites(c, commSizeOutput, s.commIsWorld, nil)
}

// onlyOutputWrites reports whether every write to class c (or to an object it is part of, or
// a part of it) in the program is the output (argument output(in)) of a call accepted by
// accept, or a store of a value storable accepts (when not nil), and there is at least one.
func (s *solver) onlyOutputWrites(c class, output func(*llvmir.Inst) (int, bool), accept func(*model.Function, *llvmir.Inst) bool, storable func(*llvmir.Value) bool) bool {
	clean, found := s.outputWrites(c, output, accept, storable)
	return clean && found
}

// outputWrites is onlyOutputWrites telling apart its two answers: clean, no write to class c
// but those accepted; found, there is one.
func (s *solver) outputWrites(c class, output func(*llvmir.Inst) (int, bool), accept func(*model.Function, *llvmir.Inst) bool, storable func(*llvmir.Value) bool) (clean, found bool) {
	family := s.family(c)
	for _, g := range s.prog.Funcs {
		for _, b := range g.Blocks {
			for _, in := range b.IR.Insts {
				if in.Op == "call" || in.Op == "invoke" {
					if ci := calleeOf(g, in); ci != nil && s.pt.Sites[in] == nil {
						continue // the callee's own instructions are visited
					}
					if in.CalledFunction() == "" {
						if len(g.Program.IndirectTargets(in)) == 0 {
							for _, a := range in.Args {
								if llvmir.IsPointerType(a.Type) && family[s.pt.Find(s.locOf(g, a))] {
									return false, false // unknown code given a pointer to it
								}
							}
						}
						continue
					}
				}
				if out, ok := output(in); ok {
					// Its output (the solver reads it as uniform, not as a write).
					if w := s.bufferOf(g, in.Args[out]); family[s.pt.Find(w)] {
						if !accept(g, in) {
							return false, false
						}
						found = true
					}
					continue
				}
				for _, w := range s.storedOrWritten(g, in) {
					if family[s.pt.Find(w)] {
						if in.Op != "store" || storable == nil || !storable(in.Operands[0]) {
							return false, false
						}
						found = true
					}
				}
			}
		}
	}
	return true, found
}

// storedOrWritten is writesOf, but for a store the bytes it writes (the member at the
// offset, as the solver's stores: MemLoc) rather than the whole object the pointer is into:
// Nekbone's `nid = mynode()` stores into @nekmpi_ at offset 0, not into `nekcomm` at +8.
func (s *solver) storedOrWritten(g *model.Function, in *llvmir.Inst) []class {
	if in.Op == "store" && len(in.Operands) == 2 {
		return []class{s.pt.MemLoc(g, in, in.Operands[1])}
	}
	return s.writesOf(g, in)
}

// anySizeOutput reports whether one of the classes is the size output of some
// MPI_Comm_size call of the program (the classes they write are found once).
func (s *solver) anySizeOutput(family map[class]bool) bool {
	if s.sizeOutputs == nil {
		s.sizeOutputs = map[class]bool{}
		for _, g := range s.prog.Funcs {
			for _, b := range g.IR.Blocks {
				for _, in := range b.Insts {
					if out, ok := commSizeOutput(in); ok {
						s.sizeOutputs[s.pt.Find(s.bufferOf(g, in.Args[out]))] = true
					}
				}
			}
		}
	}
	for c := range family {
		if s.sizeOutputs[s.pt.Find(c)] {
			return true
		}
	}
	return false
}

// commSizeOutput returns the argument index of the size output when in calls MPI_Comm_size
// (any binding).
func commSizeOutput(in *llvmir.Inst) (int, bool) {
	mf, binding, ok := mpi.Lookup(in.CalledFunction())
	if !ok || mf.Kind != mpi.Size || mf.Name != "MPI_Comm_size" {
		return 0, false
	}
	i := mf.ArgsFor(binding).Size
	return i, i >= 0 && i < len(in.Args)
}
