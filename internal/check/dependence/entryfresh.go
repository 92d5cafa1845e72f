package dependence

import (
	"os"
	"slices"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Memory fresh at a function's entry (issue 13). The stale bits of overwrite.go start set at
// every function's entry: the function cannot know what its callers left in memory. TeaLeaf's
// parser keeps its state in module variables (the unit, the mask, the current line, the
// section being read). Process 0 runs it alone over the user's file first, so afterwards that
// state differs between processes; then every process resets it with `parse_init` and reads
// on with `parse_getline`, which reads the state. The reset is in the caller, the reads are in
// the callee: only the callee's entry state can carry the freshness over.
//
// A function whose every call the solver sees (not main, not address-taken, not a parallel
// region) starts with a stale bit clear when every call made where every
// process runs reaches it with the caller's bit clear. Calls made only under a conditional
// that varies are left out of that join: everything such a call writes varies anyway
// (callProgram), what it returns is used under the same conditional, and the values it
// computes inside matter only through those. Like the exit freshness, this is found
// optimistically: the entry bits start clear and a call reaching the function with the bit
// set marks it stale at the entry for good (facts only grow).
//
// For the callers to tell, a function also keeps bits for the memory it reads (the classes
// its loads and its library calls' pointer arguments read), which then go up the call graph
// with the exit candidates.

// findClosed marks the functions whose every call is a direct call the solver evaluates with
// the caller's stale bits (processes only, in a program with a main).
func (s *solver) findClosed() {
	s.closed = make([]bool, len(s.prog.Funcs))
	if s.d != Processes || !slices.ContainsFunc(s.prog.Funcs, (*model.Function).IsMain) {
		return
	}
	open := map[*model.Function]bool{}
	for _, f := range s.prog.AddressTaken() {
		open[f] = true
	}
	for _, f := range s.prog.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if ci := calleeOf(f, in); ci != nil && ci.Fork {
					open[ci.Fn] = true
				}
			}
		}
	}
	g := s.prog.CallGraph()
	for _, f := range s.prog.Funcs {
		if !open[f] && !f.IsMain() && len(g.Pred[f.Index]) > 0 {
			s.closed[f.Index] = true
		}
	}
}

// readTargets lists the memory f reads that its callers can see (pinned classes): what its
// loads read and what it gives library functions to read, at most maxInherited classes.
func (s *solver) readTargets(f *model.Function) []class {
	if s.d != Processes {
		return nil
	}
	seen := map[class]bool{}
	var out []class
	add := func(c class) {
		c = s.pt.Find(c)
		if !seen[c] && s.pt.Pinned[c] && !s.simple.get(c) && c != s.pt.Find(s.pt.Unknown) {
			seen[c] = true
			out = append(out, c)
		}
	}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			switch in.Op {
			case "load":
				if len(in.Operands) == 1 {
					add(s.pt.MemLoc(f, in, in.Operands[0]))
				}
			case "call", "invoke":
				if calleeOf(f, in) != nil {
					continue
				}
				for _, a := range in.Args {
					if llvmir.IsPointerType(a.Type) && !pointsNowhere(a) {
						add(s.locOf(f, a))
					}
				}
			}
		}
	}
	return s.capTargets(out)
}

// sideOf is a class and whether it is a global's (capTargets' order).
type sideOf struct {
	c      class
	global bool
}

// capTargets keeps at most maxInherited of the classes a function tracks for its callers or
// callees: globals first (module variables, the state real programs keep between calls),
// then by class number (deterministic).
func (s *solver) capTargets(cs []class) []class {
	if s.globalObj == nil {
		s.globalObj = map[class]bool{}
		for _, c := range s.pt.Global {
			s.globalObj[s.pt.Find(c)] = true
		}
	}
	global := func(c class) bool {
		if s.globalObj[c] {
			return true
		}
		owners := s.owners(c)
		return len(owners) > 0 && s.globalObj[owners[len(owners)-1]]
	}
	// Each class's side told once, not at each of the sort's comparisons (two map lookups
	// and its owners' each time).
	keyed := make([]sideOf, len(cs))
	for i, c := range cs {
		keyed[i] = sideOf{c, global(c)}
	}
	slices.SortFunc(keyed, func(a, b sideOf) int {
		if a.global != b.global {
			if a.global {
				return -1
			}
			return 1
		}
		return int(a.c) - int(b.c)
	})
	for i, k := range keyed {
		cs[i] = k.c
	}
	if len(cs) > maxInherited {
		cs = cs[:maxInherited]
	}
	return cs
}

// entryFresh reports whether tracked class c starts fresh in f.
func (s *solver) entryFresh(f *model.Function, c class) bool {
	c = s.pt.Find(c)
	return s.closed[f.Index] && s.pt.Pinned[c] && !s.entryStale[f.Index][c]
}

// noteEntry records, at a call made where every process runs, which of the callee's tracked
// classes the caller reaches it with stale (or does not track).
func (s *solver) noteEntry(f *model.Function, st *fnState, b int, in *llvmir.Inst, cur bitset) {
	if st.cdVary[b] != nil || s.assumedVarying[blockKey{f, b}] {
		return
	}
	g := s.directCallee(f, in)
	if g == nil || !s.closed[g.Index] {
		return
	}
	gst := s.state(g)
	if gst.entryAllStale {
		return
	}
	m := s.entryStale[g.Index]
	allStale := true
	for k, c := range gst.overIdx.cls { // (over's classes, in a slice: this is asked at every call)
		if rc := s.pt.Find(c); !s.pt.Pinned[rc] || m[rc] { // !entryFresh(g, c) (g is closed)
			continue
		}
		allStale = false
		if i, ok := st.staleBit(s, c); ok && !cur.has(i) {
			continue
		}
		if m == nil {
			m = map[class]bool{}
			s.entryStale[g.Index] = m
		}
		m[c] = true
		s.staleFrom[blockKey{f, b}] = true
		gst.setStaleAtEntry(gst.in[0], int(gst.overBits[k]))
		gst.clearShadows(gst.in[0])
		gst.clearOwnVars(gst.in[0]) // (writevia.go)
		s.enqueue(g)
	}
	if allStale {
		// Every class g tracks is stale at its entry for good (facts only grow): no later
		// call finds anything to mark (most calls of a function called from many places).
		gst.entryAllStale = true
	}
}

// solveDomain builds and solves domain d (setup, when given, forces values first). A call
// that marks a callee's entry stale counts only where every process makes it, but the solver
// finds conditionals varying as it goes: a call first evaluated where nothing seemed to vary
// may turn out to be made only on some processes (TeaLeaf's boss-only block is evaluated
// before the rank reaches `parallel%boss`). Its mark stays, which is safe but loses the
// entry freshness. So when such calls exist, the domain is solved once more with them left
// out from the start, and the second solution is kept only if they are still made under a
// varying conditional in it (otherwise leaving them out was not justified).
//
// proto, when given, is a solver of domain d whose prepared facts the new ones share (again).
func solveDomain(d Domain, p *model.Program, pt *pointsTo, argvVaries bool, setup func(*solver), proto *solver) *solver {
	return solveFirst(d, p, pt, argvVaries, setup, proto).solveAgain(setup)
}

// solveFirst is the first solve of solveDomain.
func solveFirst(d Domain, p *model.Program, pt *pointsTo, argvVaries bool, setup func(*solver), proto *solver) *solver {
	var s *solver
	if proto != nil {
		s = proto.again(pt)
	} else {
		s = newSolver(d, p, pt, argvVaries)
	}
	if setup != nil {
		setup(s)
	}
	s.run()
	return s
}

// solveAgain is the second solve of solveDomain, when the first needs one.
func (s *solver) solveAgain(setup func(*solver)) *solver {
	if late := s.lateVarying(); len(late) > 0 {
		t := s.again(s.pt)
		if setup != nil {
			setup(t)
		}
		t.assumedVarying = late
		t.run()
		if t.confirms(late) {
			s = t
		}
	}
	if s.origins != nil {
		s.dumpWhy(os.Stderr)
	}
	s.releaseMemos()
	return s
}

// lateVarying lists the calls that marked an entry stale and ended up under a conditional
// that varies.
func (s *solver) lateVarying() map[blockKey]bool {
	var out map[blockKey]bool
	for k := range s.staleFrom {
		if st := s.stateIf(k.fn); st != nil && st.cdVary[k.b] != nil {
			if out == nil {
				out = map[blockKey]bool{}
			}
			out[k] = true
		}
	}
	return out
}

// confirms reports whether every block assumed to run only on some processes does.
func (s *solver) confirms(assumed map[blockKey]bool) bool {
	for k := range assumed {
		if st := s.stateIf(k.fn); st == nil || st.cdVary[k.b] == nil {
			return false
		}
	}
	return true
}
