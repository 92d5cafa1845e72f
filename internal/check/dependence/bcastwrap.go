package dependence

import (
	"slices"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// The helpers real programs put around the broadcast and the rank (CoMD's parallel.c):
//
//	int getMyRank(void) { return myRank; }            // myRank: MPI_Comm_rank(MPI_COMM_WORLD, &myRank)
//	void bcastParallel(void *buf, int count, int root) { MPI_Bcast(buf, count, MPI_BYTE, root, MPI_COMM_WORLD); }
//
// bcastcopy.go's dataflow takes a call of the first as the rank, and a call of the second as
// the broadcast it makes, with the caller's arguments.

// rankHelpers are what the program's rank and broadcast helpers are, found once.
type rankHelpers struct {
	globals map[string]bool          // globals only MPI_Comm_rank(MPI_COMM_WORLD, &g) writes
	getters map[*model.Function]bool // functions returning such a global
	bcasts  map[*model.Function]bcastHelper
}

// bcastHelper is a function that only broadcasts: each argument of its MPI_Bcast is a
// constant (param < 0) or one of its parameters, passed on unchanged.
type bcastHelper struct {
	buf, count, root      int   // parameter indices, -1 when constant
	countConst, rootConst int64 // the constants
	size                  int64 // bytes per element of the datatype
	// byRef: count and root are references to the values (Fortran); comm: the parameter
	// holding a reference to the communicator, -1 when the helper's is MPI_COMM_WORLD.
	byRef bool
	comm  int
}

// broadcastHelpers is findRankHelpersWith for the solver: a rank in any binding on
// MPI_COMM_WORLD or a duplicate of it, and the guarded Fortran helpers (found once).
func (s *solver) broadcastHelpers() *rankHelpers {
	if s.bcastHelp == nil {
		s.bcastHelp = findRankHelpersWith(s.prog, s.commIsWorld, s.readGuardedBcastHelper)
	}
	return s.bcastHelp
}

// helperCommHolds reports whether, at call in of f to broadcast helper g, the helper's
// communicator has the ranks of MPI_COMM_WORLD (its root 0 is rank 0 there) and the
// communicators g's early returns test for null are never null.
func (s *solver) helperCommHolds(f *model.Function, in *llvmir.Inst, g *model.Function, h bcastHelper) bool {
	if h.comm < 0 {
		return true
	}
	return h.comm < len(in.Args) && s.worldCommRef(f, in, in.Args[h.comm]) && s.guardsHoldAt(f, in, g)
}

// everyoneBroadcasts reports whether call in (block b of f) runs a broadcast helper where
// every process runs, on a communicator of every process. The helper writes nothing but its
// broadcast's buffer, and writes there the root's bytes, the same on every process: a
// uniform write into part of the buffer's class, which leaves the stale bits of the class
// and of the other variables it holds as they were (overwrite.go), as a uniform store
// would. Nekbone's read_param broadcasts twelve parameters one by one through `bcast`, all
// of them in the class of bcast's dummy: the second call made the first one's bytes stale
// again. (The argument's own bytes are made fresh by callRefreshesArgs.)
func (s *solver) everyoneBroadcasts(f *model.Function, st *fnState, b int, in *llvmir.Inst) bool {
	if s.d != Processes || st.cdVary[b] != nil || s.assumedVarying[blockKey{f, b}] {
		return false
	}
	g := s.directCallee(f, in)
	if g == nil {
		return false
	}
	h, ok := s.broadcastHelpers().bcasts[g]
	if !ok || !s.helperCommHolds(f, in, g, h) {
		return false
	}
	_, count, _, ok := h.args(in)
	return ok && count > 0
}

// findRankHelpers scans the program, taking only C MPI_Comm_rank(MPI_COMM_WORLD) as the rank.
func findRankHelpers(prog *model.Program) *rankHelpers {
	return findRankHelpersWith(prog, nil, nil)
}

// findRankHelpersWith scans the program. isWorld, when not nil, says whether the
// communicator of an MPI_Comm_rank call (any binding) is MPI_COMM_WORLD or a duplicate of it
// (the same ranks); guarded, when not nil, recognises the broadcast helpers of another shape.
func findRankHelpersWith(prog *model.Program, isWorld func(*model.Function, *llvmir.Inst) bool, guarded func(*model.Function) (bcastHelper, bool)) *rankHelpers {
	h := &rankHelpers{globals: map[string]bool{}, getters: map[*model.Function]bool{}, bcasts: map[*model.Function]bcastHelper{}}
	bad := map[string]bool{} // globals used otherwise than loaded or given to MPI_Comm_rank
	var mod *llvmir.Module   // the module of the values use is given
	use := func(v *llvmir.Value) {
		v.Walk(func(v *llvmir.Value) bool {
			if otherMember(mod, v) {
				return false
			}
			if v.Kind == llvmir.ValGlobal {
				bad[v.Name] = true
			}
			return true
		})
	}
	for _, m := range prog.Modules {
		mod = m
		for _, g := range m.Globals {
			use(g.Init)
		}
	}
	for _, f := range prog.Funcs {
		mod = f.Module
		for _, b := range f.Blocks {
			for _, in := range b.IR.Insts {
				rankArg := -1
				if e := f.EventOf(in); e != nil && e.Kind == model.MPICall && e.MPI.Name == "MPI_Comm_rank" {
					if isWorld != nil && isWorld(f, in) ||
						e.Binding == mpi.C && e.Comm().Kind == model.CommConst && e.Comm().String() == "MPI_COMM_WORLD" {
						rankArg = e.ArgIndex().Rank
					}
				}
				for i, a := range in.Args {
					if i == rankArg && a.Kind == llvmir.ValGlobal {
						h.globals[a.Name] = true
						continue
					}
					use(a)
				}
				for i, op := range in.Operands {
					if in.Op == "load" && i == 0 || in.IsCall() {
						continue // a load reads it; a call's arguments were seen above
					}
					use(op)
				}
			}
		}
	}
	for g := range bad {
		delete(h.globals, g)
	}
	for _, f := range prog.Funcs {
		if g, ok := returnsGlobal(f); ok && h.globals[g] {
			h.getters[f] = true
		}
		if b, ok := readBcastHelper(f); ok {
			h.bcasts[f] = b
		} else if guarded != nil {
			if b, ok := guarded(f); ok {
				h.bcasts[f] = b
			}
		}
	}
	return h
}

// otherMember reports whether v is a constant offset of 4 bytes or more into a global of a
// module: another member than the int rank at its start (flang's COMMON /nekmpi/ nid, np,
// nekcomm is one global; `mpi_comm_rank(nekcomm, nid)` passes the block's own address).
func otherMember(m *llvmir.Module, v *llvmir.Value) bool {
	if v.Expr() != "getelementptr" || len(v.Elems()) < 1 {
		return false
	}
	base := v.Base()
	if base == nil || base.Kind != llvmir.ValGlobal {
		return false
	}
	off, ok := alias.ConstGEPOffset(m, v)
	return ok && off >= 4
}

// returnsGlobal recognises `%v = load @g; ret %v` as the whole function.
func returnsGlobal(f *model.Function) (string, bool) {
	if len(f.Blocks) != 1 {
		return "", false
	}
	insts := f.Blocks[0].IR.Insts
	if len(insts) != 2 || insts[0].Op != "load" || insts[1].Op != "ret" || len(insts[1].Operands) != 1 {
		return "", false
	}
	ld := insts[0]
	if ld.Operands[0].Kind != llvmir.ValGlobal || insts[1].Operands[0].Name != ld.Result {
		return "", false
	}
	return ld.Operands[0].Name, true
}

// readBcastHelper recognises a one-block function that stores its parameters into allocas,
// loads them back and passes them to one MPI_Bcast on MPI_COMM_WORLD, and does nothing else.
func readBcastHelper(f *model.Function) (bcastHelper, bool) {
	out := bcastHelper{comm: -1}
	if len(f.Blocks) != 1 {
		return out, false
	}
	slot := map[string]int{} // alloca -> parameter stored in it
	loadOf := map[string]int{}
	var bc *llvmir.Inst
	for _, in := range f.Blocks[0].IR.Insts {
		switch in.Op {
		case "alloca", "ret":
		case "store":
			p := f.ParamIndex(in.Operands[0].Name)
			if in.Operands[0].Kind != llvmir.ValLocal || p < 0 || in.Operands[1].Kind != llvmir.ValLocal {
				return out, false
			}
			slot[in.Operands[1].Name] = p
		case "load":
			p, ok := slot[in.Operands[0].Name]
			if !ok {
				return out, false
			}
			loadOf[in.Result] = p
		case "bitcast": // typed pointers: the buffer passed as void *
			p, ok := loadOf[in.Operands[0].Name]
			if !ok || in.Operands[0].Kind != llvmir.ValLocal {
				return out, false
			}
			loadOf[in.Result] = p
		case "call":
			if in.IsDebugIntrinsic() {
				continue
			}
			e := f.EventOf(in)
			if bc != nil || e == nil || e.Kind != model.MPICall || e.Binding != mpi.C || e.MPI.Name != "MPI_Bcast" ||
				e.Comm().Kind != model.CommConst || e.Comm().String() != "MPI_COMM_WORLD" {
				return out, false
			}
			bc = in
		default:
			return out, false
		}
	}
	if bc == nil {
		return out, false
	}
	e := f.EventOf(bc)
	a := e.ArgIndex()
	param := func(v *llvmir.Value) (int, int64, bool) {
		if v == nil {
			return 0, 0, false
		}
		if v.Kind == llvmir.ValInt {
			return -1, v.Int, true
		}
		if p, ok := loadOf[v.Name]; ok && v.Kind == llvmir.ValLocal {
			return p, 0, true
		}
		return 0, 0, false
	}
	var ok1, ok2, ok3 bool
	out.buf, _, ok1 = param(bc.Args[a.Buffer])
	out.count, out.countConst, ok2 = param(e.Arg(a.Count))
	out.root, out.rootConst, ok3 = param(e.Arg(a.Root))
	out.size = alias.DatatypeSize(e.Arg(a.Datatype))
	return out, ok1 && ok2 && ok3 && out.buf >= 0 && out.size > 0
}

// helperArgs returns, for a call of broadcast helper b, its buffer, count and root there.
func (b bcastHelper) args(in *llvmir.Inst) (buf *llvmir.Value, count, root int64, ok bool) {
	get := func(p int, c int64) (int64, bool) {
		if p < 0 {
			return c, true
		}
		if p >= len(in.Args) {
			return 0, false
		}
		if b.byRef {
			return storedConst(in, in.Args[p])
		}
		return intArg(in.Args[p])
	}
	if b.buf >= len(in.Args) {
		return nil, 0, 0, false
	}
	count, okc := get(b.count, b.countConst)
	root, okr := get(b.root, b.rootConst)
	return in.Args[b.buf], count, root, okc && okr
}

// callsBcastHelper reports whether f calls a broadcast helper.
func (h *rankHelpers) callsBcastHelper(f *model.Function) bool {
	if len(h.bcasts) == 0 {
		return false
	}
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			if e := f.EventOf(in); e != nil && e.Callee != nil {
				if _, ok := h.bcasts[e.Callee]; ok {
					return true
				}
			}
		}
	}
	return false
}

// storedConst is the integer constant the last store to p before call at, in at's block,
// wrote, with no call between them (flang's by-reference temporaries: `store i32 30, ptr %8`
// just before the call that passes %8). Calls between do not matter when p is a private
// temporary (privateTemp): SNAP's `ilen = SIZE(ipak); dlen = SIZE(dpak)` stores both counts
// before the first of the two broadcasts.
func storedConst(at *llvmir.Inst, p *llvmir.Value) (int64, bool) {
	if at.Block == nil || p == nil || p.Kind != llvmir.ValLocal {
		return 0, false
	}
	private := -1 // not asked yet
	insts := at.Block.Insts
	pos := slices.Index(insts, at)
	for i := pos - 1; i >= 0; i-- {
		in := insts[i]
		if in.Op == "store" && len(in.Operands) == 2 && in.Operands[1].Kind == llvmir.ValLocal && in.Operands[1].Name == p.Name {
			return intArg(in.Operands[0])
		}
		if in.IsCall() && !in.IsDebugIntrinsic() {
			if private < 0 {
				private = 0
				if privateTemp(at, p.Name) {
					private = 1
				}
			}
			if private == 0 {
				return 0, false
			}
		}
	}
	return 0, false
}

// privateTemp reports whether the local name is an alloca of at's function that nothing but
// at may write other than by a store naming it: its address is only loaded from, stored
// to, and given to call at (not stored, not offset, not given to another call, which could
// keep it).
func privateTemp(at *llvmir.Inst, name string) bool {
	fn := at.Block.Parent
	if fn == nil {
		return false
	}
	isAlloca := false
	for _, b := range fn.Blocks {
		for _, in := range b.Insts {
			if in.Result == name {
				isAlloca = in.Op == "alloca"
			}
			if in.IsCall() {
				if in.IsDebugIntrinsic() {
					continue
				}
				for _, a := range in.Args {
					if a != nil && a.Kind == llvmir.ValLocal && a.Name == name && in != at {
						return false
					}
				}
				continue
			}
			for j, op := range in.Operands {
				if op == nil || op.Kind != llvmir.ValLocal || op.Name != name {
					continue
				}
				switch {
				case in.Op == "load" && j == 0, in.Op == "store" && j == 1:
				default:
					return false
				}
			}
		}
	}
	return isAlloca
}

// readGuardedBcastHelper recognises the Fortran wrapper of SNAP's plib.f90:
//
//	SUBROUTINE bcast_i_1d(value, ilen, comm, bproc)
//	  IF (nproc == 1) RETURN
//	  IF (comm == MPI_COMM_NULL) RETURN
//	  CALL MPI_BCAST(value, ilen, MPI_INTEGER, bproc, comm, ierr)
//
// one MPI_BCAST (Fortran binding), not in a loop, whose buffer is a parameter, whose count and
// root are parameters (references) or constants, whose communicator is a parameter,
// MPI_COMM_WORLD or a global only MPI_Comm_dup(MPI_COMM_WORLD) writes; nothing else with an
// effect (calls but to empty subroutines, stores but into its own allocas); and
// every path from the entry to a return passes the broadcast or an edge of clearEdges: one
// process (nothing to send: the root's buffer is what it was, as it is on the broadcast's
// root), or a null communicator parameter (checked at each call: guardsHoldAt).
func (s *solver) readGuardedBcastHelper(f *model.Function) (bcastHelper, bool) {
	out := bcastHelper{comm: -1, byRef: true}
	var bc *llvmir.Inst
	bcBlock := -1
	for bi, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			switch in.Op {
			case "call":
				if in.IsDebugIntrinsic() {
					continue
				}
				if g := s.prog.Lookup(in.CalledFunction()); g != nil && doesNothing(g) {
					continue // (Nekbone's `call adelay`, empty in its build)
				}
				e := f.EventOf(in)
				if bc != nil || e == nil || e.Kind != model.MPICall || e.Binding != mpi.Fortran || e.MPI.Name != "MPI_Bcast" {
					return out, false
				}
				bc, bcBlock = in, bi
			case "store":
				if len(in.Operands) != 2 || in.Operands[1].Kind != llvmir.ValLocal {
					return out, false
				}
				if d := f.Def(in.Operands[1].Name); d == nil || d.Op != "alloca" {
					return out, false
				}
			case "invoke", "callbr", "atomicrmw", "cmpxchg", "fence", "va_arg", "resume", "landingpad":
				return out, false
			}
		}
	}
	if bc == nil || graph.Reachable(f.CFG, f.CFG.Succ[bcBlock]...)[bcBlock] {
		return out, false
	}
	// Every return is behind the broadcast or a clear edge.
	clear := s.clearEdges(f)
	seen := map[int]bool{0: true}
	work := []int{0}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == bcBlock {
			continue
		}
		if t := f.Terminator(x); t == nil || t.Op == "ret" {
			return out, false
		}
	next:
		for _, y := range f.CFG.Succ[x] {
			for _, e := range clear {
				if e.from == x && e.to == y {
					continue next
				}
			}
			if !seen[y] {
				seen[y] = true
				work = append(work, y)
			}
		}
	}
	e := f.EventOf(bc)
	a := e.ArgIndex()
	param := func(v *llvmir.Value) int {
		if v != nil && v.Kind == llvmir.ValLocal && f.Def(v.Name) == nil {
			return f.ParamIndex(v.Name)
		}
		return -1
	}
	ref := func(i int) (int, int64, bool) {
		if i < 0 || i >= len(bc.Args) {
			return 0, 0, false
		}
		if p := param(bc.Args[i]); p >= 0 {
			return p, 0, true
		}
		if v := e.Arg(i); v != nil && v.Kind == llvmir.ValInt {
			return -1, v.Int, true
		}
		return 0, 0, false
	}
	if a.Buffer < 0 || a.Buffer >= len(bc.Args) || a.Comm < 0 || a.Comm >= len(bc.Args) {
		return out, false
	}
	out.buf = param(bc.Args[a.Buffer])
	var ok1, ok2 bool
	out.count, out.countConst, ok1 = ref(a.Count)
	out.root, out.rootConst, ok2 = ref(a.Root)
	out.size = alias.DatatypeSize(e.Arg(a.Datatype))
	if c := e.Comm(); c.Kind == model.CommConst && c.String() == "MPI_COMM_WORLD" {
		out.comm = -1
	} else if out.comm = param(bc.Args[a.Comm]); out.comm < 0 {
		// a global only MPI_Comm_dup(MPI_COMM_WORLD) writes (Nekbone's `nekcomm`, a member
		// of COMMON /nekmpi/): the ranks of MPI_COMM_WORLD
		if v := bc.Args[a.Comm]; v.Kind == llvmir.ValLocal || !s.worldCommRef(f, bc, v) {
			return out, false
		}
	}
	return out, ok1 && ok2 && out.buf >= 0 && out.size > 0
}

// doesNothing reports whether g is a defined function whose body is one block of debug
// records and a return: calling it has no effect.
func doesNothing(g *model.Function) bool {
	if g.IR == nil || len(g.IR.Blocks) != 1 {
		return false
	}
	for _, in := range g.IR.Blocks[0].Insts {
		if in.Op == "ret" && len(in.Operands) == 0 || in.Op == "call" && in.IsDebugIntrinsic() {
			continue
		}
		return false
	}
	return true
}

// worldCommRef reports whether a, a reference to a communicator passed by call at of f, is
// MPI_COMM_WORLD (the handle's global, or a temporary holding its value) or memory only
// MPI_Comm_dup(MPI_COMM_WORLD) writes: its ranks are those of MPI_COMM_WORLD.
func (s *solver) worldCommRef(f *model.Function, at *llvmir.Inst, a *llvmir.Value) bool {
	if a.Kind == llvmir.ValGlobal {
		if n, ok := mpi.GlobalHandleName(a.Name); ok {
			return n == "MPI_COMM_WORLD"
		}
	}
	if v, ok := storedConst(at, a); ok {
		n, ok := mpi.HandleName(v)
		return ok && n == "MPI_COMM_WORLD"
	}
	return s.onlyCommDups(s.locOf(f, a), true)
}
