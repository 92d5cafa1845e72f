package dependence

import (
	"slices"

	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Values a rank computes and then broadcasts (issue 13, mechanism 5). Rank 0 parses the input
// into a global struct or a heap block under `if (rank == 0)`, then main broadcasts it: after
// the broadcast every byte is the same on every process, whatever wrote it before. Locals are
// followed in program order by the solver already; memory shared by several functions
// (globals, heap, what parameters point to) is not, so it would stay "varying" for ever.
//
// A kill point is a uniform collective (MPI_Bcast, MPI_Allreduce, ...) that fills a
// class of memory, at a place after which nothing can write the class any more: no store in
// main's blocks reachable from it, and no function callable from there writes it. A load of the
// class is then uniform when it can only run after the kill point: in its function, below it
// (dominated); for a kill point of main, also in a function main reaches only through calls
// below it. (Any function: rank 0 reads a file into a struct member, the function broadcasts
// it, then sizes the next broadcast with it.)

type killPoint struct {
	fn           *model.Function // the function holding the collective
	block, index int             // its position there
	// comm: the constructor of the subgroup communicator its collective was on, nil when
	// that communicator holds every process: the point counts only in comm's domain (span.go).
	comm  *llvmir.Inst
	after []bool // main only: by function index, those that run only after it
	// tolerant: something may write the class from the point on (miniAMR's driver ends with
	// `num_tsteps = ts - 1;`). The point holds while every such write stores data the same
	// everywhere where every process runs: the first write the solver finds varying there
	// (reach: the blocks of fn reachable from the point; later: by function index, those
	// called from there) ends it (laterWrite), and the loads it made uniform are evaluated
	// again. Facts only go from uniform to varying, so the fixpoint is the one where the
	// point held exactly as long as nothing varying was written after it.
	tolerant bool
	reach    []bool
	later    []int // sorted function indices
}

// killRef names a kill point: its class and its index in kills[class].
type killRef struct {
	c class
	i int
}

// findKills computes the kill points of the program (Processes only): in main, with the
// functions it calls below the point; in any other function, for its own loads below the
// point only (a callee may also be called from elsewhere, before).
func (s *solver) findKills() {
	if s.d != Processes {
		return
	}
	var writes []map[class]bool // per function index, built for the first candidate
	for _, f := range s.prog.Funcs {
		for bi, b := range f.Blocks {
			for ii, in := range b.IR.Insts {
				e := f.EventOf(in)
				if e == nil || e.Kind != model.MPICall {
					continue
				}
				for _, arg := range mpiEffect(s.d, e.MPI, e.Binding).uniform {
					if arg < 0 || arg >= len(in.Args) {
						continue
					}
					c := s.bufferOf(f, in.Args[arg])
					if c == noClass {
						continue
					}
					if writes == nil {
						writes = s.directWrites()
					}
					s.addKill(f, bi, ii, c, writes, in, subgroupOf(f, in))
				}
			}
		}
	}
	s.findCopyKills()
	s.findGuardedKills()
	s.indexKills()
}

// addKill makes (bi, ii) of f a kill point of class c, unless something may write c from
// there on (the instruction kill itself aside). ii is -1 for the entry of block bi.
func (s *solver) addKill(f *model.Function, bi, ii int, c class, writes []map[class]bool, kill, comm *llvmir.Inst) {
	// From the point on: the rest of block bi and every block reachable from it.
	reach := graph.Reachable(f.CFG, f.CFG.Succ[bi]...)
	later := s.calledWhere(f, func(cb, ci int) bool { return cb == bi && ci > ii || reach[cb] })
	kp := killPoint{fn: f, block: bi, index: ii, comm: comm}
	if s.writtenAfter(f, bi, ii, c, reach, later, writes, kill) {
		kp.tolerant, kp.reach, kp.later = true, reach, later
		s.tolerantKills = true
	}
	if f.IsMain() {
		dom := f.Dom()
		before := s.calledWhere(f, func(cb, ci int) bool { return !(cb == bi && ci > ii || dom.StrictlyDominates(bi, cb)) })
		kp.after = make([]bool, len(s.prog.Funcs))
		for _, g := range later {
			kp.after[g] = true
		}
		for _, g := range before {
			kp.after[g] = false
		}
	}
	s.kills[c] = append(s.kills[c], kp)
}

// killIndex sorts the kill points of one class for the questions asked of them for every
// load and every varying write (indices in kills[class]): asking all of a class's points each
// time was quadratic in a program with a broadcast in each of thousands of functions.
type killIndex struct {
	inFn  map[*model.Function][]int // the points in each function
	after []int                     // main's points (those with after)
	// the tolerant points: all of them, by the function holding them, and by the function
	// index of each function called after them (later)
	tolerant   []int
	tolerantIn map[*model.Function][]int
	laterIn    map[int][]int
}

// indexKills builds killIdx, once every kill point is known.
func (s *solver) indexKills() {
	s.killIdx = map[class]*killIndex{}
	for k, kps := range s.kills {
		idx := &killIndex{inFn: map[*model.Function][]int{}, tolerantIn: map[*model.Function][]int{}, laterIn: map[int][]int{}}
		for i, kp := range kps {
			idx.inFn[kp.fn] = append(idx.inFn[kp.fn], i)
			if kp.after != nil {
				idx.after = append(idx.after, i)
			}
			if kp.tolerant {
				idx.tolerant = append(idx.tolerant, i)
				idx.tolerantIn[kp.fn] = append(idx.tolerantIn[kp.fn], i)
				for _, g := range kp.later {
					idx.laterIn[g] = append(idx.laterIn[g], i)
				}
			}
		}
		s.killIdx[k] = idx
	}
}

// killed reports whether a load of class c at instruction index i of block b of f can only run
// after a kill point of c (or of an object c is part of).
func (s *solver) killed(f *model.Function, b, i int, c class) bool {
	if len(s.kills) == 0 {
		return false
	}
	if s.killedBy(f, b, i, c) {
		return true
	}
	for _, o := range s.owners(c) {
		if s.killedBy(f, b, i, o) {
			return true
		}
	}
	return false
}

// killedBy is killed for the kill points of class k itself: those in f before the load, and
// main's that only functions called after them follow.
func (s *solver) killedBy(f *model.Function, b, i int, k class) bool {
	k = s.pt.Find(k)
	if idx := s.killIdx[k]; idx != nil {
		kps := s.kills[k]
		holds := func(ki int) bool {
			kp := kps[ki]
			return !(kp.tolerant && s.deadKills[killRef{k, ki}]) && s.holdsIn(kp.comm)
		}
		for _, ki := range idx.inFn[f] {
			if kp := kps[ki]; holds(ki) && (b == kp.block && i > kp.index || f.Dom().StrictlyDominates(kp.block, b)) {
				return true
			}
		}
		for _, ki := range idx.after {
			if kp := kps[ki]; kp.fn != f && kp.after[f.Index] && holds(ki) {
				return true
			}
		}
	}
	return s.guarded != nil && s.killedGuarded(f, b, i, k)
}

// laterWrite is told that memory of class c is written with data that varies, by the
// instruction being evaluated: the tolerant kill points of c (or of an object c is part of,
// or of a part of c) that it may run after end there.
func (s *solver) laterWrite(c class) {
	if !s.tolerantKills {
		return
	}
	for k := range s.family(c) {
		idx := s.killIdx[k]
		if idx == nil {
			continue
		}
		// The points the instruction may run after are in its function or call it later.
		candidates := [2][]int{idx.tolerant}
		if s.cur != nil {
			candidates = [2][]int{idx.tolerantIn[s.cur], idx.laterIn[s.cur.Index]}
		}
		for _, list := range candidates {
			for _, i := range list {
				kp, ref := s.kills[k][i], killRef{k, i}
				if s.deadKills[ref] || !s.runsAfter(kp) {
					continue
				}
				if s.deadKills == nil {
					s.deadKills = map[killRef]bool{}
				}
				s.deadKills[ref] = true
				s.unseen = true // (killed reads it: function)
				s.memoryChanged(k)
			}
		}
	}
}

// runsAfter reports whether the instruction being evaluated may run after kill point kp
// (unknown: it may).
func (s *solver) runsAfter(kp killPoint) bool {
	f := s.cur
	if f == nil {
		return true
	}
	if f == kp.fn && (s.curBlock == kp.block && s.curInst > kp.index || kp.reach[s.curBlock]) {
		return true
	}
	_, later := slices.BinarySearch(kp.later, f.Index)
	return later
}

// calledWhere returns the indices of the functions reachable in the call graph from the calls
// of f at the places (block, instruction index) where says, sorted. (A list, not a flag per
// function of the program: a kill point in each of thousands of functions made that quadratic
// in time and memory.)
func (s *solver) calledWhere(f *model.Function, where func(b, i int) bool) []int {
	var roots []int
	for bi, blk := range f.Blocks {
		for ii, in := range blk.IR.Insts {
			if !where(bi, ii) {
				continue
			}
			if e := f.EventOf(in); e != nil && e.Callee != nil {
				roots = append(roots, e.Callee.Index)
			} else if in.IsCall() && in.CalledFunction() == "" {
				for _, t := range s.prog.IndirectTargets(in) {
					roots = append(roots, t.Index)
				}
			}
		}
	}
	return reachableList(s.calls, roots)
}

// reachableList is the sorted list of the nodes of g reachable from roots (roots included),
// in time proportional to what it finds.
func reachableList(g *graph.Digraph, roots []int) []int {
	seen := map[int]bool{}
	var out []int
	work := append([]int(nil), roots...)
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[v] {
			continue
		}
		seen[v] = true
		out = append(out, v)
		work = append(work, g.Succ[v]...)
	}
	slices.Sort(out)
	return out
}

// writtenAfter reports whether class c (or a part or owner of it) may be written from the point
// (b, i) of f on: by f's own instructions there (reach: the blocks reachable from b), or by a
// function it calls from there (later).
func (s *solver) writtenAfter(f *model.Function, b, i int, c class, reach []bool, later []int, writes []map[class]bool, kill *llvmir.Inst) bool {
	family := s.family(c)
	for _, g := range later {
		for w := range writes[g] {
			if family[w] {
				return true
			}
		}
	}
	for bi, blk := range f.Blocks {
		for ii, in := range blk.IR.Insts {
			if in == kill || !(reach[bi] || bi == b && ii > i) {
				continue
			}
			for _, w := range s.writesOf(f, in) {
				if family[w] {
					return true
				}
			}
		}
	}
	return false
}

// family is c with its parts and the objects it is part of (by representative).
func (s *solver) family(c class) map[class]bool {
	c = s.pt.Find(c)
	out := map[class]bool{c: true}
	for _, o := range s.owners(c) {
		out[s.pt.Find(o)] = true
	}
	var parts func(class, int)
	parts = func(x class, depth int) {
		if depth > 8 {
			return
		}
		for _, p := range s.pt.Fields[x] {
			p = s.pt.Find(p)
			if !out[p] {
				out[p] = true
				parts(p, depth+1)
			}
		}
	}
	parts(c, 0)
	return out
}

// directWrites lists, per function index, the classes its own instructions may write.
func (s *solver) directWrites() []map[class]bool {
	out := make([]map[class]bool, len(s.prog.Funcs))
	for _, f := range s.prog.Funcs {
		m := map[class]bool{}
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				for _, w := range s.writesOf(f, in) {
					m[w] = true
				}
			}
		}
		out[f.Index] = m
	}
	return out
}

// writesOf lists the classes one instruction may write: a store's target; for a call to a
// function outside the program, every pointer argument, except those of read-only functions
// and the inputs of MPI calls (an MPI call writes only its outputs); atomics' targets. Calls
// to functions of the program write what those functions write (handled by the callers of
// writesOf through the call graph).
func (s *solver) writesOf(f *model.Function, in *llvmir.Inst) []class {
	switch in.Op {
	case "store":
		if len(in.Operands) == 2 {
			return []class{s.locOf(f, in.Operands[1])}
		}
	case "atomicrmw", "cmpxchg":
		if len(in.Operands) > 0 {
			return []class{s.locOf(f, in.Operands[0])}
		}
	case "call", "invoke":
		if site := s.pt.Sites[in]; site != nil {
			// A summarised helper writes the caller's memory it was given (summary.go).
			var out []class
			for _, w := range site.Writes {
				if !s.pt.Constant(w[1]) {
					out = append(out, s.pt.Find(w[1]))
				}
			}
			return out
		}
		if e := f.EventOf(in); e != nil && e.Callee != nil {
			return nil
		}
		name := in.CalledFunction()
		var out []class
		if mf, binding, ok := mpi.Lookup(name); ok {
			eff := mpiEffect(s.d, mf, binding)
			for _, i := range append(append([]int(nil), eff.vary...), writtenArgs(mf, binding, len(in.Args), eff.uniform)...) {
				if i >= 0 && i < len(in.Args) && llvmir.IsPointerType(in.Args[i].Type) {
					out = append(out, s.intOutput(name, i, s.bufferOf(f, in.Args[i])))
				}
			}
			return out
		}
		return libraryWrites(s.pt, s.d, f, in)
	}
	return nil
}

// writtenArgs are the arguments an MPI call may write that are not uniform buffers: receive
// buffers of point-to-point and non-uniform collectives, statuses, requests, outputs.
func writtenArgs(mf *mpi.Func, b mpi.Binding, n int, uniform []int) []int {
	var out []int
	for i := 0; i < n; i++ {
		if slices.Contains(uniform, i) {
			continue // the same bytes everywhere: not a write that makes memory vary
		}
		if b == mpi.Fortran {
			if mf.FortranWritten(i) && i != mf.ArgsFor(b).Buffer {
				out = append(out, i)
			}
			continue
		}
		// C: a pointer parameter is an output unless it points to const (a send buffer, the
		// counts, displacements and datatypes of the v and w collectives) or is the buffer.
		if mf.CWritten(i) && i != mf.Args.Buffer || i == mf.Args.RecvBuffer {
			out = append(out, i)
		}
	}
	return out
}
