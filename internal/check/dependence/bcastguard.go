package dependence

import (
	"sort"

	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Broadcasts under a flag, in both branches of a rank test (miniAMR's main):
//
//	if (my_pe == 0) {                              } else {
//	    ... end_time = atof(argv[++i]); ...            MPI_Bcast(params, ...); use_time = params[32];
//	    if (use_time)                                  if (use_time)
//	        MPI_Bcast(&end_time, 1, MPI_DOUBLE, ...);      MPI_Bcast(&end_time, 1, MPI_DOUBLE, ...);
//	}                                              }
//	driver();   // if (use_time) { ... delta = end_time / num_tsteps; ... }
//
// Each broadcast is a kill point of end_time (bcastkill.go), but neither dominates the reads in
// driver: a process that finds use_time zero passes neither. It does not read end_time
// either, since it tests use_time again, unchanged, before each read. A process's own tests of
// a global nothing writes in between take the same branch, whatever the other processes do,
// so this needs no uniformity of the flag.
//
// guardPass decides it with a may-dataflow from main's entry down the call graph: each point
// holds the set of combinations (K: a kill point of the class was passed; Z: the flag was
// found zero and not written since) that some path into it may have. A test of the flag
// leaves only Z=0 paths on its nonzero edge and makes Z on its zero edge; a write that may
// reach the flag clears Z; a kill point sets K. A read is after a kill point when every
// combination reaching it has K.

// guardMask is a set of combinations: bit (K<<1 | Z).
type guardMask uint8

const (
	guardNone guardMask = 0
	guardAll  guardMask = 0xF
	guardKBit           = 2
	guardZBit           = 1
)

// setK makes K hold in every combination.
func (m guardMask) setK() guardMask { return m.mapCombos(func(c int) int { return c | guardKBit }) }

// setZ makes Z hold in every combination.
func (m guardMask) setZ() guardMask { return m.mapCombos(func(c int) int { return c | guardZBit }) }

// clearZ forgets Z in every combination.
func (m guardMask) clearZ() guardMask { return m.mapCombos(func(c int) int { return c &^ guardZBit }) }

// dropZ keeps the combinations without Z (the others cannot take this edge).
func (m guardMask) dropZ() guardMask {
	var out guardMask
	for c := 0; c < 4; c++ {
		if m&(1<<c) != 0 && c&guardZBit == 0 {
			out |= 1 << c
		}
	}
	return out
}

func (m guardMask) mapCombos(fn func(int) int) guardMask {
	var out guardMask
	for c := 0; c < 4; c++ {
		if m&(1<<c) != 0 {
			out |= 1 << fn(c)
		}
	}
	return out
}

// allKilled reports whether every combination of a reachable point has passed a kill point.
func (m guardMask) allKilled() bool {
	return m != guardNone && m&(1<<0|1<<guardZBit) == 0
}

// guardPass is the dataflow of one killed class and one flag.
type guardPass struct {
	kills []killPoint
	flag  string // the flag's global
	fam   map[class]bool
	// writer: by function index, whether it or a function it calls may write the flag.
	writer []bool
	entry  [][]guardMask // by function index, by block: the combinations at its entry (nil: not known)
}

// findGuardedKills builds a guardPass for every class whose kill points all lie under a
// test of the same global flag and do not already dominate each other's reads.
func (s *solver) findGuardedKills() {
	var main *model.Function
	for _, f := range s.prog.Funcs {
		if f.IsMain() {
			main = f
		}
	}
	if main == nil || s.d != Processes {
		return
	}
	var classes []class
	for c, kps := range s.kills {
		if len(kps) > 0 {
			classes = append(classes, c)
		}
	}
	sort.Slice(classes, func(i, j int) bool { return classes[i] < classes[j] })
	var writes []map[class]bool
	for _, c := range classes {
		flag, ok := s.commonFlag(s.kills[c])
		if !ok {
			continue
		}
		if writes == nil {
			writes = s.directWrites()
		}
		g := &guardPass{kills: s.kills[c], flag: flag}
		g.fam = s.family(s.locOf(main, &llvmir.Value{Kind: llvmir.ValGlobal, Name: flag, Type: "ptr"}))
		g.run(s, main, writes)
		if s.guarded == nil {
			s.guarded = map[class]*guardPass{}
		}
		s.guarded[c] = g
	}
}

// commonFlag is a global that every kill point lies under a test of (it dominates the point
// from its nonzero edge), when there is one.
func (s *solver) commonFlag(kps []killPoint) (string, bool) {
	var common map[string]bool
	for _, kp := range kps {
		flags := map[string]bool{}
		f := kp.fn
		dom := f.Dom()
		for b := range f.Blocks {
			name, nonzero, ok := flagTest(f, b)
			if !ok || len(f.CFG.Pred[nonzero]) != 1 || !dom.Dominates(nonzero, kp.block) {
				continue
			}
			flags[name] = true
		}
		if common == nil {
			common = flags
		} else {
			for n := range common {
				if !flags[n] {
					delete(common, n)
				}
			}
		}
	}
	names := make([]string, 0, len(common))
	for n := range common {
		names = append(names, n)
	}
	sort.Strings(names)
	if len(names) == 0 {
		return "", false
	}
	return names[0], true
}

// flagTest recognises a block ending in `br (icmp ne|eq (load @G), 0)`, the load in the same
// block with no write between: the global and the successor taken when it is not zero.
func flagTest(f *model.Function, b int) (string, int, bool) {
	x, cmp, _, nonzero, ok := zeroTest(f, b)
	if !ok {
		return "", 0, false
	}
	ld := f.Def(x.Name)
	if ld == nil || ld.Op != "load" || len(ld.Operands) == 0 || ld.Operands[0].Kind != llvmir.ValGlobal {
		return "", 0, false
	}
	// The load and the compare must be in this block, after its last store or call.
	seen := 0
	for _, in := range f.Blocks[b].IR.Insts {
		switch {
		case in == ld:
			seen = 1
		case in == cmp && seen == 1:
			seen = 2
		case seen > 0 && (in.Op == "store" || in.IsCall() || in.Op == "atomicrmw" || in.Op == "cmpxchg"):
			return "", 0, false
		}
	}
	if seen != 2 {
		return "", 0, false
	}
	return ld.Operands[0].Name, nonzero, true
}

// zeroTest recognises a block ending in `br (icmp eq|ne x, 0)` (either operand order): the
// local value compared, the compare, and the successors taken when x is zero and when not.
func zeroTest(f *model.Function, b int) (x *llvmir.Value, cmp *llvmir.Inst, zero, nonzero int, ok bool) {
	insts := f.Blocks[b].IR.Insts
	if len(insts) == 0 || len(f.CFG.Succ[b]) != 2 {
		return nil, nil, 0, 0, false
	}
	br := insts[len(insts)-1]
	if br.Op != "br" || len(br.Operands) == 0 || br.Operands[0].Kind != llvmir.ValLocal || len(br.Succs) != 2 {
		return nil, nil, 0, 0, false
	}
	cmp = f.Def(br.Operands[0].Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 || cmp.Pred != "eq" && cmp.Pred != "ne" {
		return nil, nil, 0, 0, false
	}
	x, y := cmp.Operands[0], cmp.Operands[1]
	if x.Kind == llvmir.ValInt {
		x, y = y, x
	}
	if x.Kind != llvmir.ValLocal || y.Kind != llvmir.ValInt || y.Int != 0 {
		return nil, nil, 0, 0, false
	}
	succ := [2]int{-1, -1}
	for i, s := range br.Succs {
		for _, sb := range f.CFG.Succ[b] {
			if f.Blocks[sb].IR == s {
				succ[i] = sb
			}
		}
	}
	if succ[0] < 0 || succ[1] < 0 || succ[0] == succ[1] {
		return nil, nil, 0, 0, false
	}
	zero, nonzero = succ[1], succ[0] // icmp ne: true when not zero
	if cmp.Pred == "eq" {
		zero, nonzero = nonzero, zero
	}
	return x, cmp, zero, nonzero, true
}

// run computes the entry combinations of every function main reaches by direct calls only,
// callers first; a function called from a cycle of the call graph, or whose address is taken,
// may be entered with any combination.
func (g *guardPass) run(s *solver, main *model.Function, writes []map[class]bool) {
	cg := s.calls
	order, back := graph.AcyclicOrder(cg, main.Index)
	anyEntry := map[int]bool{}
	for _, e := range back {
		anyEntry[e[1]] = true
	}
	for _, f := range s.prog.AddressTaken() {
		anyEntry[f.Index] = true
	}
	g.writer = s.flagWriters(g.fam, writes)
	g.entry = make([][]guardMask, len(s.prog.Funcs))
	callIn := make([]guardMask, len(s.prog.Funcs))
	callIn[main.Index] = 1 << 0 // main starts with neither
	for _, fi := range order {
		f := s.prog.Funcs[fi]
		in := callIn[fi]
		if anyEntry[fi] {
			in = guardAll
		}
		if in == guardNone {
			continue
		}
		g.entry[fi] = g.solveFunc(s, f, in)
		for b := range f.Blocks {
			g.replay(s, f, b, g.entry[fi][b], len(f.Blocks[b].IR.Insts), func(callee int, m guardMask) {
				callIn[callee] |= m
			})
		}
	}
}

// flagWriters returns, by function index, whether the function or one it calls may write
// memory of the family fam.
func (s *solver) flagWriters(fam map[class]bool, writes []map[class]bool) []bool {
	var direct []int
	for h, ws := range writes {
		for w := range ws {
			if fam[w] {
				direct = append(direct, h)
				break
			}
		}
	}
	return graph.Reachable(s.calls.Reverse(), direct...)
}

// solveFunc runs the block dataflow of f from entry combinations in.
func (g *guardPass) solveFunc(s *solver, f *model.Function, in guardMask) []guardMask {
	entry := make([]guardMask, len(f.Blocks))
	entry[0] = in
	for changed := true; changed; {
		changed = false
		for _, b := range f.RPO() {
			out := g.replay(s, f, b, entry[b], len(f.Blocks[b].IR.Insts), nil)
			name, nonzero, isTest := flagTest(f, b)
			for _, sb := range f.CFG.Succ[b] {
				m := out
				if isTest && name == g.flag {
					if sb == nonzero {
						m = m.dropZ()
					} else {
						m = m.setZ()
					}
				}
				if entry[sb]|m != entry[sb] {
					entry[sb] |= m
					changed = true
				}
			}
		}
	}
	return entry
}

// replay runs block b of f from combinations m up to instruction index upto (exclusive),
// telling call the combinations at each call of a function of the program.
func (g *guardPass) replay(s *solver, f *model.Function, b int, m guardMask, upto int, call func(int, guardMask)) guardMask {
	if m == guardNone {
		return m
	}
	m = g.passKills(f, b, -1, m)
	for ii, in := range f.Blocks[b].IR.Insts[:upto] {
		switch in.Op {
		case "store", "atomicrmw", "cmpxchg":
			for _, w := range s.writesOf(f, in) {
				if g.fam[s.pt.Find(w)] {
					m = m.clearZ()
				}
			}
		case "call", "invoke", "callbr":
			e := f.EventOf(in)
			if e != nil && e.Callee != nil {
				if call != nil {
					call(e.Callee.Index, m)
				}
				if g.writer[e.Callee.Index] {
					m = m.clearZ()
				}
			} else if in.CalledFunction() == "" {
				m = m.clearZ() // an indirect call may write anything
			}
			for _, w := range s.writesOf(f, in) {
				if g.fam[s.pt.Find(w)] {
					m = m.clearZ()
				}
			}
		}
		m = g.passKills(f, b, ii, m)
	}
	return m
}

// passKills sets K after a kill point at (b, ii) of f.
func (g *guardPass) passKills(f *model.Function, b, ii int, m guardMask) guardMask {
	for _, kp := range g.kills {
		if kp.fn == f && kp.block == b && kp.index == ii {
			return m.setK()
		}
	}
	return m
}

// killedGuarded reports whether a read of class k at (b, i) of f runs, on every path, after a
// kill point of k, paths that the flag's tests rule out left aside.
func (s *solver) killedGuarded(f *model.Function, b, i int, k class) bool {
	g := s.guarded[k]
	if g == nil || g.entry[f.Index] == nil {
		return false
	}
	for ki, kp := range s.kills[k] {
		if kp.tolerant && s.deadKills[killRef{k, ki}] || !s.holdsIn(kp.comm) {
			return false
		}
	}
	return g.replay(s, f, b, g.entry[f.Index][b], i, nil).allKilled()
}
