package dependence

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Guarded collective wrappers (issue 13, SNAP's plib.f90):
//
//	SUBROUTINE bcast_i_scalar(value, comm, bproc)
//	  IF (nproc == 1) RETURN
//	  IF (comm == MPI_COMM_NULL) RETURN
//	  CALL MPI_BCAST(value, 1, MPI_INTEGER, bproc, comm, ierr)
//
// On the early returns the dummy is not overwritten, so the wrapper would not leave it fresh
// (exitfresh.go) and every `IF (ierr /= 0) CALL stop_run` after `CALL bcast(ierr, ...)` would
// vary. Two kinds of edges start with every stale bit clear:
//
//   - the side of `size == 1` (`size < 2`, `size <= 1`) where it holds, size being memory
//     only MPI_Comm_size writes, on MPI_COMM_WORLD or on a communicator only MPI_Comm_dup of
//     MPI_COMM_WORLD writes (SNAP's comm_snap), read directly or through a getter that
//     returns it (CoSP2's getNRanks()): there is one process, nothing can differ;
//   - the side of `comm == MPI_COMM_NULL` where it holds, comm being a communicator parameter
//     (by value, or by reference as Fortran passes it), when that side only leads to returns
//     (no instruction but branches, phis and returns after it, so clearing the bits there
//     changes nothing but what the function leaves fresh at its exits). The function's exit
//     summaries then hold only where that parameter is not null: a call refreshes what the
//     callee leaves fresh only when the argument is a communicator that is never null
//     (MPI_COMM_WORLD, MPI_COMM_SELF, or memory only MPI_Comm_dup writes). A communicator a
//     split may leave null (MPI_UNDEFINED) gets no refresh.

// clearEdge is an edge of a function's CFG along which every stale bit is cleared. param is
// -1 for a one-process edge, else the communicator parameter that is null along it.
type clearEdge struct {
	from, to int
	param    int
	byRef    bool
}

type commOnlyKey struct {
	c     class
	world bool // only dups of MPI_COMM_WORLD (else: only dups of anything)
}

// clearEdgesMemo is a function's clear edges once listed (known), in a table by function
// index: clearsOnEdge asks at every edge the solver follows (a map by function was about
// 0.7 % of AMG's solve).
type clearEdgesMemo struct {
	edges []clearEdge
	known bool
}

// clearEdges lists, memoised, f's edges along which the stale bits are cleared.
func (s *solver) clearEdges(f *model.Function) []clearEdge {
	if s.single == nil {
		s.single = make([]clearEdgesMemo, len(s.prog.Funcs))
	}
	m := &s.single[f.Index]
	if !m.known {
		// One process says nothing of the threads of a team, and the null edges only serve
		// the exit summaries, which the processes' domain alone keeps (exitCandidates).
		if s.d == Processes {
			m.edges = s.findClearEdges(f)
		}
		m.known = true
	}
	return m.edges
}

// clearsOnEdge reports whether the edge from block b to succ clears the stale bits.
func (s *solver) clearsOnEdge(f *model.Function, b, succ int) bool {
	for _, e := range s.clearEdges(f) {
		if e.from == b && e.to == succ {
			return true
		}
	}
	return false
}

// clearedCopy is cur with the stale bits of memory and of variables' bytes cleared.
func (s *solver) clearedCopy(st *fnState, cur bitset) bitset {
	out := append(bitset(nil), cur...)
	for _, i := range st.over {
		out.clear(i)
		st.clearOwn(out, i)
	}
	for _, i := range st.members {
		st.clearMember(out, i)
	}
	return out
}

// nullGuards lists the communicator parameters of f whose null edges clear stale bits: f's
// exit summaries hold only where these are not null.
func (s *solver) nullGuards(f *model.Function) []clearEdge {
	var out []clearEdge
	for _, e := range s.clearEdges(f) {
		if e.param >= 0 {
			out = append(out, e)
		}
	}
	return out
}

// guardsHoldAt reports whether, at call in of f, every communicator parameter of callee g that
// guards g's exit summaries is given a communicator that is never null.
func (s *solver) guardsHoldAt(f *model.Function, in *llvmir.Inst, g *model.Function) bool {
	for _, e := range s.nullGuards(g) {
		if e.param >= len(in.Args) || !s.neverNullComm(f, in.Args[e.param], e.byRef) {
			return false
		}
	}
	return true
}

func (s *solver) findClearEdges(f *model.Function) []clearEdge {
	var edges []clearEdge
	for h := range f.Blocks {
		t := f.Terminator(h)
		if t == nil || t.Op != "br" || len(t.Succs) != 2 || len(t.Operands) == 0 || t.Operands[0].Kind != llvmir.ValLocal {
			continue
		}
		cmp := f.Def(t.Operands[0].Name)
		if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 {
			continue
		}
		if side, ok := oneProcessSide(cmp.Pred, cmp.Operands[1]); ok && s.isWorldSize(f, cmp.Operands[0]) {
			edges = append(edges, clearEdge{from: h, to: t.Succs[side].Index, param: -1})
			continue
		}
		if k, byRef, side, ok := s.nullTest(f, cmp); ok {
			if to := t.Succs[side].Index; onlyReturns(f, to) {
				edges = append(edges, clearEdge{from: h, to: to, param: k, byRef: byRef})
			}
		}
	}
	return edges
}

// nullTest recognises `icmp eq|ne comm, MPI_COMM_NULL` with comm a parameter of f (its value,
// loaded from its -O0 slot, or loaded through it when it is a reference) and says which
// successor is taken when comm is null.
func (s *solver) nullTest(f *model.Function, cmp *llvmir.Inst) (param int, byRef bool, side int, ok bool) {
	v, k := cmp.Operands[0], cmp.Operands[1]
	if isNullComm(v) {
		v, k = k, v
	}
	if !isNullComm(k) || v.Kind != llvmir.ValLocal {
		return 0, false, 0, false
	}
	switch cmp.Pred {
	case "eq":
		side = 0
	case "ne":
		side = 1
	default:
		return 0, false, 0, false
	}
	if i := f.ParamIndex(v.Name); i >= 0 && f.Def(v.Name) == nil {
		return i, false, side, true // by value, optimised code
	}
	d := f.Def(v.Name)
	if d == nil || d.Op != "load" || len(d.Operands) != 1 || d.Operands[0].Kind != llvmir.ValLocal {
		return 0, false, 0, false
	}
	p := d.Operands[0].Name
	if i := f.ParamIndex(p); i >= 0 && f.Def(p) == nil {
		return i, true, side, true // through a reference parameter (Fortran)
	}
	if i, ok := s.slotParam(f)[p]; ok && i >= 0 {
		return i, false, side, true // the -O0 slot of a by-value parameter (C)
	}
	return 0, false, 0, false
}

// isNullComm reports whether v is the MPI_COMM_NULL handle (mpich's integer, C and Fortran, or
// Open MPI's global).
func isNullComm(v *llvmir.Value) bool {
	switch v.Kind {
	case llvmir.ValInt:
		n, ok := mpi.HandleName(v.Int)
		return ok && n == "MPI_COMM_NULL"
	case llvmir.ValGlobal:
		n, ok := mpi.GlobalHandleName(v.Name)
		return ok && n == "MPI_COMM_NULL"
	}
	return false
}

// onlyReturns reports whether every block reachable from b holds nothing but phis, branches,
// returns (and debug intrinsics): stale bits cleared at b only change what f leaves at exits.
func onlyReturns(f *model.Function, b int) bool {
	seen := map[int]bool{b: true}
	work := []int{b}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, in := range f.Blocks[x].IR.Insts {
			switch in.Op {
			case "phi", "br", "ret", "unreachable":
			case "call":
				if len(in.CalledFunction()) < 9 || in.CalledFunction()[:9] != "llvm.dbg." {
					return false
				}
			default:
				return false
			}
		}
		for _, y := range f.CFG.Succ[x] {
			if !seen[y] {
				seen[y] = true
				work = append(work, y)
			}
		}
	}
	return true
}

// neverNullComm reports whether the communicator argument a of a call in f (the handle, or a
// reference to it when byRef) can never be MPI_COMM_NULL: MPI_COMM_WORLD, MPI_COMM_SELF, or
// memory that only MPI_Comm_dup writes.
func (s *solver) neverNullComm(f *model.Function, a *llvmir.Value, byRef bool) bool {
	return s.commHandleIs(f, a, byRef, func(n string) bool { return n == "MPI_COMM_WORLD" || n == "MPI_COMM_SELF" }, false)
}

// commHandleIs reports whether communicator handle a given to an MPI call of f (by value, or
// by reference when byRef) is a named handle that names accepts, or memory that only
// MPI_Comm_dup writes (of MPI_COMM_WORLD when world): a constant, a global handle, or the
// slot a by-value handle was loaded from; or, by reference, a dummy every caller gives such
// a reference (paramCommIs).
func (s *solver) commHandleIs(f *model.Function, a *llvmir.Value, byRef bool, names func(string) bool, world bool) bool {
	return s.commHandleIsAt(f, a, byRef, names, world, 0)
}

// maxCommDepth bounds the chain of dummies paramCommIs follows up to the callers (Nekbone:
// main's MPI_COMM_WORLD reaches create_comm's MPI_Comm_dup through iniproc and init_nek_comm).
const maxCommDepth = 6

// commHandleIsAt is commHandleIs depth dummies up from the MPI call (paramCommIs).
func (s *solver) commHandleIsAt(f *model.Function, a *llvmir.Value, byRef bool, names func(string) bool, world bool, depth int) bool {
	if a.Kind == llvmir.ValInt || !byRef && a.Kind == llvmir.ValGlobal {
		var n string
		var ok bool
		if a.Kind == llvmir.ValInt {
			n, ok = mpi.HandleName(a.Int)
		} else {
			n, ok = mpi.GlobalHandleName(a.Name)
		}
		return ok && names(n)
	}
	if !byRef {
		if a.Kind != llvmir.ValLocal {
			return false
		}
		d := f.Def(a.Name)
		if d == nil || d.Op != "load" || len(d.Operands) != 1 {
			return false
		}
		a = d.Operands[0]
	} else if a.Kind == llvmir.ValGlobal {
		if n, ok := mpi.GlobalHandleName(a.Name); ok {
			return names(n)
		}
	}
	if s.onlyCommDups(s.locOf(f, a), world) {
		return true
	}
	if byRef && a.Kind == llvmir.ValLocal && f.Def(a.Name) == nil {
		if j := f.ParamIndex(a.Name); j >= 0 {
			return s.paramCommIs(f, a, j, names, world, depth)
		}
	}
	return false
}

// paramCommIs reports whether what dummy j of f (the parameter p) refers to is a
// communicator commHandleIs accepts at every call: f is called directly only (s.closed),
// every call gives it such a reference, and nothing writes the dummy's memory but
// MPI_Comm_dup (of MPI_COMM_WORLD when world) and stores of the constant MPI_COMM_WORLD. Fortran passes `call
// iniproc(mpi_comm_world)` as a reference to a temporary; Nekbone's iniproc hands it down
// to create_comm, which duplicates it into the COMMON /nekmpi/ the broadcast helper uses.
func (s *solver) paramCommIs(f *model.Function, p *llvmir.Value, j int, names func(string) bool, world bool, depth int) bool {
	if depth >= maxCommDepth || !s.closed[f.Index] {
		return false
	}
	// Memoised by dummy and flavour: names is MPI_COMM_WORLD alone when world, MPI_COMM_WORLD
	// or MPI_COMM_SELF otherwise (commIsWorld, neverNullComm). An answer cut short by the
	// depth, or by the guard against cycles set here, is a no: kept, it only loses precision.
	key := paramCommKey{f, j, world}
	if known, ok := s.paramComm[key]; ok {
		return known
	}
	if s.paramComm == nil {
		s.paramComm = map[paramCommKey]bool{}
	}
	s.paramComm[key] = false
	ok := s.everyCallerComm(f, p, j, names, world, depth)
	s.paramComm[key] = ok
	return ok
}

// paramCommKey names a dummy of a function and the flavour of paramCommIs's question.
type paramCommKey struct {
	f     *model.Function
	j     int
	world bool
}

// everyCallerComm is paramCommIs's test.
func (s *solver) everyCallerComm(f *model.Function, p *llvmir.Value, j int, names func(string) bool, world bool, depth int) bool {
	if clean, _ := s.outputWrites(s.locOf(f, p), dupOutput, func(g *model.Function, in *llvmir.Inst) bool {
		return !world || s.commIsWorldAt(g, in, depth+1)
	}, worldHandle); !clean {
		return false
	}
	calls := 0
	for _, c := range s.calls.Pred[f.Index] {
		g := s.prog.Funcs[c]
		for _, b := range g.Blocks {
			for _, in := range b.IR.Insts {
				if !in.IsCall() || s.directCallee(g, in) != f {
					continue
				}
				if j >= len(in.Args) || !s.commHandleIsAt(g, in.Args[j], true, names, world, depth+1) {
					return false
				}
				calls++
			}
		}
	}
	return calls > 0
}

// onlyCommDups reports whether every write to class c (or to an object it is part of, or a
// part of it) is the output of MPI_Comm_dup (of MPI_COMM_WORLD when world), and there is one.
func (s *solver) onlyCommDups(c class, world bool) bool {
	c = s.pt.Find(c)
	key := commOnlyKey{c, world}
	if s.commOnly == nil {
		s.commOnly = map[commOnlyKey]bool{}
	}
	if known, ok := s.commOnly[key]; ok {
		return known
	}
	s.commOnly[key] = false // (a cycle through a dup of a dup answers no)
	ok := s.onlyOutputWrites(c, dupOutput, func(g *model.Function, in *llvmir.Inst) bool {
		return !world || s.commIsWorld(g, in)
	}, worldHandle)
	s.commOnly[key] = ok
	return ok
}

// worldHandle reports whether v is the constant handle of MPI_COMM_WORLD: a store of it
// writes the world communicator itself (flang's temporary for `call iniproc(mpi_comm_world)`,
// the reference Nekbone's create_comm duplicates).
func worldHandle(v *llvmir.Value) bool {
	if v == nil || v.Kind != llvmir.ValInt {
		return false
	}
	n, ok := mpi.HandleName(v.Int)
	return ok && n == "MPI_COMM_WORLD"
}

// dupOutput returns the argument index of the new communicator when in calls MPI_Comm_dup
// (any binding).
func dupOutput(in *llvmir.Inst) (int, bool) {
	mf, binding, ok := mpi.Lookup(in.CalledFunction())
	if !ok || mf.Name != "MPI_Comm_dup" {
		return 0, false
	}
	i := mf.ArgsFor(binding).New
	return i, i >= 0 && i < len(in.Args)
}

// commIsWorld reports whether the communicator argument of MPI call in of g is MPI_COMM_WORLD,
// or memory only MPI_Comm_dup(MPI_COMM_WORLD) writes.
func (s *solver) commIsWorld(g *model.Function, in *llvmir.Inst) bool {
	return s.commIsWorldAt(g, in, 0)
}

// commIsWorldAt is commIsWorld depth dummies up from the MPI call that asked (paramCommIs).
func (s *solver) commIsWorldAt(g *model.Function, in *llvmir.Inst, depth int) bool {
	mf, binding, ok := mpi.Lookup(in.CalledFunction())
	if !ok {
		return false
	}
	i := mf.ArgsFor(binding).Comm
	if i < 0 || i >= len(in.Args) {
		return false
	}
	if e := g.EventOf(in); e != nil && e.Kind == model.MPICall {
		if c := e.Comm(); c.Kind == model.CommConst && c.String() == "MPI_COMM_WORLD" {
			return true
		}
	}
	return s.commHandleIsAt(g, in.Args[i], binding != mpi.C, func(n string) bool { return n == "MPI_COMM_WORLD" }, true, depth)
}
