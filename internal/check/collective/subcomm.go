package collective

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Collectives on a sub-communicator under the test of its membership argument (issue 13).
//
// hypre's `hypre_GenerateSubComm(comm, num_rows, &new_comm); if (num_rows) { ...
// MPI_Allgather(..., new_comm); }`: the helper builds, with MPI_Comm_create, a communicator of
// the processes whose `participate` argument is nonzero, and gives the others MPI_COMM_NULL.
//
// A communicator from MPI_Comm_create or MPI_Comm_create_group is MPI_COMM_NULL on the
// processes outside its group, where a collective on it is erroneous: a program that runs a
// collective on it must keep the non-members away from it by some test. When the
// communicator comes from a function of the program through an out-parameter (the function
// writes there nothing but MPI_COMM_NULL and what those constructors return), and that
// function has exactly one integer parameter that it uses only in tests against zero (its
// membership argument, `if (participate)`), the caller's test against zero of the very value
// it passed there (`num_rows != 0`, loaded again right after the call, the collective only on
// its nonzero side) is taken as that test: the members are the processes with a nonzero
// value, all of them take the branch, and the processes that skip it are not members. The
// check trusts the helper's contract here — that a nonzero argument means membership — which
// it does not prove (the group is computed from data the helper gathers with a collective); a
// test of any other value (`rank % 2`, another variable) is still a conditional that may split
// the members.
//
// Such a collective is not in the function's summary: only the members make it, and no
// caller can name the communicator. The same holds for a collective under
// `if (c != MPI_COMM_NULL)` on a local variable c the model does not follow (read from a
// structure, as hypre's `new_comm = hypre_ParAMGDataNewComm(amg_data)`; nullVarGuard).

// subCommCreator returns, for the communicator handle v read at a call of f, the call of a
// function of the program that created it and the value passed there as the membership
// argument: v is a load of a local variable (or the variable's address) whose only write is
// that call's out-parameter, the callee writes there only communicators of
// MPI_Comm_create(_group) or MPI_COMM_NULL, and it has exactly one integer parameter, which it
// only tests against zero.
func subCommCreator(f *model.Function, v *llvmir.Value) (*llvmir.Inst, *llvmir.Value, bool) {
	if v == nil || v.Kind != llvmir.ValLocal {
		return nil, nil, false
	}
	slot := v.Name // the variable itself, passed by address (MPI_Comm_free(&sub))
	if ld := f.Def(v.Name); ld != nil && ld.Op == "load" && len(ld.Operands) == 1 && ld.Operands[0].Kind == llvmir.ValLocal {
		slot = ld.Operands[0].Name
	}
	if d := f.Def(slot); d == nil || d.Op != "alloca" {
		return nil, nil, false
	}
	var creator *llvmir.Inst
	out := -1
	for _, u := range f.Uses(slot) {
		switch {
		case u.Op == "load":
		case isCall(u) && isDebugCall(u):
		case isCall(u) && readsCommAt(u, slot):
			// MPI_Comm_free(&sub): the handle read through its address.
		case isCall(u) && creator == nil:
			for i, a := range u.Args {
				if a.Kind == llvmir.ValLocal && a.Name == slot {
					if out >= 0 {
						return nil, nil, false
					}
					out = i
				}
			}
			creator = u
		default:
			return nil, nil, false
		}
	}
	if creator == nil || out < 0 {
		return nil, nil, false
	}
	e := f.EventOf(creator)
	if e == nil || e.Kind != model.Call || e.Callee == nil {
		return nil, nil, false
	}
	g := e.Callee
	if out >= len(g.IR.Params) || !writesSubComms(g, g.IR.Params[out].Name, 0, map[string]bool{}) {
		return nil, nil, false
	}
	m := membershipParam(g)
	if m < 0 || m >= len(creator.Args) {
		return nil, nil, false
	}
	return creator, creator.Args[m], true
}

// writesSubComms reports whether every write through the pointer name of g stores a
// communicator that MPI_Comm_create or MPI_Comm_create_group made (directly, or through a
// function of the program that does so with its own out-parameter) or MPI_COMM_NULL, and
// that at least one such constructor writes there. The pointer is only read otherwise. seen
// holds the answers by function and pointer.
func writesSubComms(g *model.Function, name string, depth int, seen map[string]bool) bool {
	key := g.Name + ":%" + name
	if done, ok := seen[key]; ok {
		return done // false while in progress: a cycle proves nothing
	}
	if depth > 4 {
		return false
	}
	seen[key] = false
	ok := writesSubCommsOnce(g, name, depth, seen)
	seen[key] = ok
	return ok
}

func writesSubCommsOnce(g *model.Function, name string, depth int, seen map[string]bool) bool {
	made := false
	for _, u := range g.Uses(name) {
		switch {
		case u.Op == "load" && len(u.Operands) == 1:
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == name:
			// A store into the communicator: MPI_COMM_NULL, or a variable that holds one of
			// the constructors' communicators.
			x := u.Operands[0]
			if model.IsNullComm(x) {
				continue
			}
			if x.Kind != llvmir.ValLocal {
				return false
			}
			ld := g.Def(x.Name)
			if ld == nil || ld.Op != "load" || len(ld.Operands) != 1 || ld.Operands[0].Kind != llvmir.ValLocal {
				return false
			}
			if d := g.Def(ld.Operands[0].Name); d == nil || d.Op != "alloca" || !writesSubComms(g, ld.Operands[0].Name, depth+1, seen) {
				return false
			}
			made = true
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[0].Kind == llvmir.ValLocal && u.Operands[0].Name == name:
			// The -O0 spill of a pointer parameter: its loads are the pointer.
			spill := u.Operands[1]
			if g.ParamIndex(name) < 0 || spill.Kind != llvmir.ValLocal {
				return false
			}
			if d := g.Def(spill.Name); d == nil || d.Op != "alloca" {
				return false
			}
			for _, s := range g.Uses(spill.Name) {
				switch {
				case s == u, isCall(s) && isDebugCall(s):
				case s.Op == "load" && s.Result != "":
					if !writesSubComms(g, s.Result, depth+1, seen) {
						return false
					}
					made = true
				default:
					return false
				}
			}
		case isCall(u) && isDebugCall(u):
		case isCall(u):
			if !callCreates(g, u, name, depth, seen) {
				return false
			}
			made = true
		default:
			return false
		}
	}
	return made
}

// callCreates reports whether the call u of g passes the pointer name only where a
// communicator constructor with MPI_COMM_NULL for non-members writes its result.
func callCreates(g *model.Function, u *llvmir.Inst, name string, depth int, seen map[string]bool) bool {
	if mf, binding, ok := mpi.Lookup(u.CalledFunction()); ok {
		if binding != mpi.C || (mf.Name != "MPI_Comm_create" && mf.Name != "MPI_Comm_create_group") {
			return false
		}
		newIdx := mf.ArgsFor(binding).New
		for i, a := range u.Args {
			if a.Kind == llvmir.ValLocal && a.Name == name && i != newIdx {
				return false
			}
		}
		return true
	}
	e := g.EventOf(u)
	if e == nil || e.Kind != model.Call || e.Callee == nil {
		return false
	}
	h := e.Callee
	for i, a := range u.Args {
		if a.Kind != llvmir.ValLocal || a.Name != name {
			continue
		}
		if i >= len(h.IR.Params) || !writesSubComms(h, h.IR.Params[i].Name, depth+1, seen) {
			return false
		}
	}
	return true
}

// membershipParam is the one integer parameter of g that g only tests against zero (through
// its -O0 spill slot), or -1 when there is none or more than one.
func membershipParam(g *model.Function) int {
	found := -1
	for i, p := range g.IR.Params {
		if !strings.HasPrefix(p.Type, "i") || p.Type == "i1" || llvmir.IsPointerType(p.Type) || !onlyZeroTested(g, p.Name, true) {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = i
	}
	return found
}

// onlyZeroTested reports whether the integer value name is only compared with zero by
// conditional branches (or, for a parameter, spilled to a slot whose loads are), and is used
// at least once.
func onlyZeroTested(g *model.Function, name string, param bool) bool {
	uses := g.Uses(name)
	if len(uses) == 0 {
		return false
	}
	tested := false
	for _, u := range uses {
		switch {
		case u.Op == "icmp" && (u.Pred == "eq" || u.Pred == "ne") && len(u.Operands) == 2 && u.Result != "":
			if !isZero(u.Operands[0]) && !isZero(u.Operands[1]) {
				return false
			}
			for _, b := range g.Uses(u.Result) {
				if b.Op != "br" {
					return false
				}
			}
			tested = true
		case param && u.Op == "store" && len(u.Operands) == 2 && u.Operands[0].Name == name && u.Operands[1].Kind == llvmir.ValLocal:
			slot := u.Operands[1].Name
			if d := g.Def(slot); d == nil || d.Op != "alloca" {
				return false
			}
			for _, s := range g.Uses(slot) {
				switch {
				case s == u, isCall(s) && isDebugCall(s):
				case s.Op == "load" && s.Result != "":
					if !onlyZeroTested(g, s.Result, false) {
						return false
					}
					tested = true
				default:
					return false
				}
			}
		case isCall(u) && isDebugCall(u):
		default:
			return false
		}
	}
	return tested
}

// readsCommAt reports whether the MPI call u (C binding) passes the variable name only as
// its communicator, by address (MPI_Comm_free, MPI_Comm_disconnect).
func readsCommAt(u *llvmir.Inst, name string) bool {
	mf, binding, ok := mpi.Lookup(u.CalledFunction())
	if !ok || binding != mpi.C {
		return false
	}
	i := mf.ArgsFor(binding).Comm
	if i < 0 || !mf.CPointer(i) {
		return false
	}
	for j, a := range u.Args {
		if a.Kind == llvmir.ValLocal && a.Name == name && j != i {
			return false
		}
	}
	return true
}

func isZero(v *llvmir.Value) bool { return v.Kind == llvmir.ValInt && v.Int == 0 }

func isCall(in *llvmir.Inst) bool { return in.Op == "call" || in.Op == "invoke" }

func isDebugCall(in *llvmir.Inst) bool { return strings.HasPrefix(in.CalledFunction(), "llvm.dbg.") }

// memberTest reports whether conditional c of f compares with zero the value member holds
// (`if (num_rows)` right after `hypre_GenerateSubComm(comm, num_rows, &new_comm)`), and which
// successor holds when member is nonzero. member is a load of a local variable whose address
// is never stored; the test loads it again in the same block, and nothing between the two
// loads but loads uses the variable, so both read the same value.
func memberTest(f *model.Function, c int, member *llvmir.Value) (int, bool) {
	if member == nil || member.Kind != llvmir.ValLocal {
		return -1, false
	}
	ld1 := f.Def(member.Name)
	if ld1 == nil || ld1.Op != "load" || len(ld1.Operands) != 1 || ld1.Operands[0].Kind != llvmir.ValLocal || ld1.Block == nil || ld1.Block.Index != c {
		return -1, false
	}
	v := ld1.Operands[0].Name
	if d := f.Def(v); d == nil || d.Op != "alloca" {
		return -1, false
	}
	for _, u := range f.Uses(v) {
		if u.Op == "store" && len(u.Operands) == 2 && u.Operands[0].Kind == llvmir.ValLocal && u.Operands[0].Name == v {
			return -1, false // its address is kept somewhere: written through it, maybe
		}
	}
	t := f.Terminator(c)
	if t == nil || t.Op != "br" || len(t.Succs) != 2 || len(t.Operands) != 1 || t.Operands[0].Kind != llvmir.ValLocal {
		return -1, false
	}
	cmp := f.Def(t.Operands[0].Name)
	if cmp == nil || cmp.Op != "icmp" || (cmp.Pred != "eq" && cmp.Pred != "ne") || len(cmp.Operands) != 2 {
		return -1, false
	}
	x := cmp.Operands[0]
	if isZero(x) {
		x = cmp.Operands[1]
	} else if !isZero(cmp.Operands[1]) {
		return -1, false
	}
	if x.Kind != llvmir.ValLocal {
		return -1, false
	}
	ld2 := f.Def(x.Name)
	if ld2 == nil || ld2.Op != "load" || len(ld2.Operands) != 1 || ld2.Operands[0].Name != v || ld2.Block != ld1.Block {
		return -1, false
	}
	between := false
	for _, in := range ld1.Block.Insts {
		switch in {
		case ld1:
			between = true
			continue
		case ld2:
			if !between {
				return -1, false
			}
			between = false
		}
		if !between || in.Op == "load" {
			continue
		}
		for _, o := range in.Operands {
			if o.Kind == llvmir.ValLocal && o.Name == v {
				return -1, false
			}
		}
		for _, o := range in.Args {
			if o.Kind == llvmir.ValLocal && o.Name == v {
				return -1, false
			}
		}
	}
	if cmp.Pred == "eq" {
		return t.Succs[1].Index, true
	}
	return t.Succs[0].Index, true
}

// memberGuard reports whether conditional c of f tests the membership argument of the
// sub-communicator every occurrence of set is on (subCommCreator), each occurrence being
// reached only through the test's nonzero side.
func (a *analysis) memberGuard(f *model.Function, c int, set []*occurrence) bool {
	var member *llvmir.Value
	var creator *llvmir.Inst
	for _, o := range set {
		if o.inst == nil || o.commArg <= 0 || int(o.commArg) > len(o.inst.Args) {
			return false
		}
		cr, m, ok := subCommCreator(f, o.inst.Args[o.commArg-1])
		if !ok || (creator != nil && cr != creator) {
			return false
		}
		creator, member = cr, m
	}
	if creator == nil {
		return false
	}
	nz, ok := memberTest(f, c, member)
	if !ok {
		return false
	}
	return nonzeroSideOnly(f, nz, func(yield func(int) bool) {
		for _, o := range set {
			if !yield(o.block) {
				return
			}
		}
	})
}

// nonzeroSideOnly reports whether block nz has the test as its only predecessor and
// dominates every block of blocks.
func nonzeroSideOnly(f *model.Function, nz int, blocks func(func(int) bool)) bool {
	if nz < 0 || len(f.CFG.Pred[nz]) != 1 {
		return false
	}
	dom := f.Dom()
	all := true
	blocks(func(b int) bool {
		all = dom.Dominates(nz, b)
		return all
	})
	return all
}

// MemberGuarded reports whether the collective MPI call e of f, whose communicator argument
// is comm, runs only on the nonzero side of a test of the membership argument of the helper
// that created comm (subCommCreator): the processes that call it are the communicator's
// members, which all hold the same communicator (the others hold MPI_COMM_NULL).
func MemberGuarded(f *model.Function, e *model.Event, comm *llvmir.Value) bool {
	_, member, ok := subCommCreator(f, comm)
	if !ok {
		return false
	}
	dom := f.Dom()
	for d := e.Block.Index; ; {
		p := dom.Idom[d]
		if p < 0 || p == d {
			return false
		}
		if nz, ok := memberTest(f, p, member); ok && nonzeroSideOnly(f, nz, func(yield func(int) bool) { yield(e.Block.Index) }) {
			return true
		}
		d = p
	}
}

// nullVarGuard reports whether conditional c of f tests against MPI_COMM_NULL the local
// variable every occurrence of set reads its communicator from, the occurrences being on the
// non-null side (`MPI_Comm new_comm = hypre_ParAMGDataNewComm(amg_data); ... if (new_comm !=
// hypre_MPI_COMM_NULL) hypre_MPI_Comm_free(&new_comm);`): guardsOwnComm for a variable the
// model does not follow (it is written from memory, or through its address). The variable's
// address is kept nowhere, and every write to it but the occurrences' own calls and MPI calls
// that take it as their communicator happens before the test (in a block that dominates it),
// so the occurrences read the value tested: all the members of that communicator pass the
// test.
func nullVarGuard(f *model.Function, c int, set []*occurrence) bool {
	v, nonNull, ok := nullVarTest(f, c)
	if !ok {
		return false
	}
	own := map[*llvmir.Inst]bool{}
	for _, o := range set {
		if o.inst == nil || o.commArg <= 0 || int(o.commArg) > len(o.inst.Args) || !readsVar(f, o.inst.Args[o.commArg-1], v) {
			return false
		}
		own[o.inst] = true
	}
	return nonzeroSideOnly(f, nonNull, func(yield func(int) bool) {
		for _, o := range set {
			if !yield(o.block) {
				return
			}
		}
	}) && keptSince(f, v, c, own)
}

// NullTested reports whether the collective MPI call e of f, whose communicator argument is
// comm, runs only on the non-null side of a test of the local variable comm is read from
// (nullVarGuard): the processes that call it are the communicator's members, which all hold
// the same communicator.
func NullTested(f *model.Function, e *model.Event, comm *llvmir.Value) bool {
	dom := f.Dom()
	for d := e.Block.Index; ; {
		p := dom.Idom[d]
		if p < 0 || p == d {
			return false
		}
		if v, nonNull, ok := nullVarTest(f, p); ok && readsVar(f, comm, v) &&
			nonzeroSideOnly(f, nonNull, func(yield func(int) bool) { yield(e.Block.Index) }) &&
			keptSince(f, v, p, map[*llvmir.Inst]bool{e.Inst: true}) {
			return true
		}
		d = p
	}
}

// nullVarTest reads conditional c of f as `v != MPI_COMM_NULL` (or ==) on a local variable v,
// with the successor where v is not null.
func nullVarTest(f *model.Function, c int) (string, int, bool) {
	t := f.Terminator(c)
	if t == nil || t.Op != "br" || len(t.Succs) != 2 || len(t.Operands) != 1 || t.Operands[0].Kind != llvmir.ValLocal {
		return "", -1, false
	}
	cmp := f.Def(t.Operands[0].Name)
	if cmp == nil || cmp.Op != "icmp" || (cmp.Pred != "eq" && cmp.Pred != "ne") || len(cmp.Operands) != 2 {
		return "", -1, false
	}
	x := cmp.Operands[0]
	if model.IsNullComm(x) {
		x = cmp.Operands[1]
	} else if !model.IsNullComm(cmp.Operands[1]) {
		return "", -1, false
	}
	if x.Kind != llvmir.ValLocal {
		return "", -1, false
	}
	ld := f.Def(x.Name)
	if ld == nil || ld.Op != "load" || len(ld.Operands) != 1 || ld.Operands[0].Kind != llvmir.ValLocal {
		return "", -1, false
	}
	v := ld.Operands[0].Name
	if d := f.Def(v); d == nil || d.Op != "alloca" {
		return "", -1, false
	}
	if cmp.Pred == "eq" {
		return v, t.Succs[1].Index, true
	}
	return v, t.Succs[0].Index, true
}

// readsVar reports whether the communicator argument a is the variable v (by address) or a
// load of it.
func readsVar(f *model.Function, a *llvmir.Value, v string) bool {
	if a.Kind != llvmir.ValLocal {
		return false
	}
	if a.Name == v {
		return true
	}
	l := f.Def(a.Name)
	return l != nil && l.Op == "load" && len(l.Operands) == 1 && l.Operands[0].Name == v
}

// keptSince reports whether variable v of f, whose address is kept nowhere, is written only
// in blocks that dominate block c, by the calls own, or by MPI calls that take it as their
// communicator (MPI_Comm_free(&c) under the same test: at most it makes the handle
// MPI_COMM_NULL, on which a later collective is erroneous).
func keptSince(f *model.Function, v string, c int, own map[*llvmir.Inst]bool) bool {
	dom := f.Dom()
	for _, u := range f.Uses(v) {
		switch {
		case u.Op == "load", isCall(u) && isDebugCall(u), own[u]:
		case isCall(u) && readsCommAt(u, v):
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[0].Kind == llvmir.ValLocal && u.Operands[0].Name == v:
			return false // its address is kept somewhere
		case u.Op == "store", isCall(u):
			if u.Block == nil || !dom.Dominates(u.Block.Index, c) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// spilledCommParam is the communicator of the MPI call e of f when the model does not know it
// and the call reads it through a pointer f received, kept in its -O0 spill slot
// (`int hypre_MPI_Comm_free(MPI_Comm *comm) { return (int) MPI_Comm_free(comm); }`): that
// parameter, by reference, so that a caller sees the communicator it passes. The slot is
// written once, by the parameter, and only read.
func spilledCommParam(f *model.Function, e *model.Event) model.Comm {
	i := e.ArgIndex().Comm
	if e.Binding != mpi.C || i < 0 || i >= len(e.Inst.Args) || !e.MPI.CPointer(i) {
		return model.Comm{}
	}
	v := e.Inst.Args[i]
	if v.Kind != llvmir.ValLocal {
		return model.Comm{}
	}
	ld := f.Def(v.Name)
	if ld == nil || ld.Op != "load" || len(ld.Operands) != 1 || ld.Operands[0].Kind != llvmir.ValLocal {
		return model.Comm{}
	}
	slot := ld.Operands[0].Name
	if d := f.Def(slot); d == nil || d.Op != "alloca" {
		return model.Comm{}
	}
	param := -1
	for _, u := range f.Uses(slot) {
		switch {
		case u.Op == "load" && len(u.Operands) == 1 && u.Operands[0].Name == slot:
		case isCall(u) && isDebugCall(u):
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Name == slot && u.Operands[0].Kind == llvmir.ValLocal && param < 0:
			param = f.ParamIndex(u.Operands[0].Name)
			if param < 0 {
				return model.Comm{}
			}
		default:
			return model.Comm{}
		}
	}
	if param < 0 {
		return model.Comm{}
	}
	return model.Comm{Kind: model.CommParam, Param: param, ByRef: true, Name: f.VarName(slot)}
}
