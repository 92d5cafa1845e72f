package alias

import (
	"slices"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Read-only parameters (issue 13, mechanism 2). Unification binds a pointer parameter to every
// argument passed to it, which merges what all those arguments point to. A Fortran dummy
// argument is a pointer: `CALL MG_ASSERT(IERR, 'ALLOCATE(X)', NVARS*NSPIKES)` and the same
// call for every buffer size made miniGhost's error code, its number of variables and a dozen
// buffer sizes one object, and the error code set on process 0 only made all of them vary.
//
// A parameter through which the function only loads numbers (no store, no pointer loaded, no
// escape: passed on only to other such parameters) cannot make its arguments' objects one: it
// reads them. So it gets an object of its own, fed by the arguments' objects: reading it
// varies when one of them varies (the solver follows pt.readFrom), and nothing else is merged.

// readOnlyParams finds the pointer parameters of the program read-only in that sense, as the
// greatest fixed point (a parameter passed on to itself through recursion stays read-only).
func readOnlyParams(p *model.Program, lib *Library) map[ParamKey]bool {
	ro := map[ParamKey]bool{}
	for _, f := range p.Funcs {
		for i, prm := range f.IR.Params {
			if llvmir.IsPointerType(prm.Type) {
				ro[ParamKey{f, i}] = true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, f := range p.Funcs {
			for i, prm := range f.IR.Params {
				k := ParamKey{f, i}
				if ro[k] && !onlyRead(lib, f, prm.Name, ro, 0) {
					delete(ro, k)
					changed = true
				}
			}
		}
	}
	return ro
}

// onlyRead reports whether every use of the pointer value named v in f loads a number through
// it, compares it, passes it to a read-only parameter or to free, or (a local copy at -O0)
// stores it once into a stack slot whose loads are themselves only read. A release wrapper
// (hypre's `hypre_ParKrylovFree(char *ptr) { hypre_Free(ptr); }`, called through the Krylov
// solvers' `(*Free)(...)` on their data, their arrays and their function tables) keeps
// nothing: binding it merged everything any solver frees into one object.
func onlyRead(lib *Library, f *model.Function, v string, ro map[ParamKey]bool, depth int) bool {
	if depth > 2 {
		return false
	}
	for _, in := range usersOf(f, v) {
		switch in.Op {
		case "load":
			if len(in.Operands) != 1 || in.Operands[0].Name != v || llvmir.IsPointerType(in.Type) || in.Type == "" || in.Type[0] == '{' || in.Type[0] == '[' || in.Type[0] == '<' {
				return false
			}
		case "call", "invoke":
			if !passedReadOnly(f, in, v, ro) && !lib.onlyReads(in, v) && !released(in, v) {
				return false
			}
		case "icmp":
			// Comparing the address (`if (ptr)` before freeing it) reads nothing.
		case "insertvalue":
			// flang packs a CHARACTER dummy and its length into { ptr, i64 } and takes
			// them apart again: follow the aggregate to the pointer extracted from it.
			if in.Result == "" || !onlyReadAggregate(lib, f, in.Result, ro, depth+1) {
				return false
			}
		case "store":
			if !copiedOnce(lib, f, in, v, ro, depth) {
				return false
			}
		case "bitcast", "addrspacecast":
			// Typed pointers: the same address under another type (`i8*` for MPI).
			if in.Result == "" || !onlyRead(lib, f, in.Result, ro, depth+1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// onlyReadAggregate is onlyRead for an aggregate holding the pointer: every use extracts a
// member (the pointer, then only read; or another member) or inserts more.
func onlyReadAggregate(lib *Library, f *model.Function, agg string, ro map[ParamKey]bool, depth int) bool {
	if depth > 3 {
		return false
	}
	for _, u := range f.Uses(agg) {
		switch {
		case u.Op == "extractvalue" && u.Result != "":
			if llvmir.IsPointerType(u.Type) && !onlyRead(lib, f, u.Result, ro, depth+1) {
				return false
			}
		case u.Op == "insertvalue" && u.Result != "" && len(u.Operands) > 0 && u.Operands[0].Name == agg:
			if !onlyReadAggregate(lib, f, u.Result, ro, depth+1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// usersOf lists the instructions of f that use the local value v (usesValue), each once, in
// the function's order: the def-use index, not a scan of the function for each value.
func usersOf(f *model.Function, v string) []*llvmir.Inst {
	var out []*llvmir.Inst
	for _, in := range f.Uses(v) {
		if len(out) > 0 && out[len(out)-1] == in || !usesValue(in, v) {
			continue
		}
		out = append(out, in)
	}
	return out
}

// usesValue reports whether instruction in has the local value v among its operands or
// arguments (debug intrinsics left out: they only describe).
func usesValue(in *llvmir.Inst, v string) bool {
	if in.Op == "call" && isDebugIntrinsic(in.CalledFunction()) {
		return false
	}
	for _, op := range in.Operands {
		if op.Kind == llvmir.ValLocal && op.Name == v {
			return true
		}
	}
	for _, a := range in.Args {
		if a.Kind == llvmir.ValLocal && a.Name == v {
			return true
		}
	}
	return false
}

func isDebugIntrinsic(name string) bool {
	return name == "llvm.dbg.declare" || name == "llvm.dbg.value" || name == "llvm.dbg.assign"
}

// passedReadOnly reports whether a call uses v only as arguments bound to read-only
// parameters of a function of the program (not the callee itself, not a fork's shared
// variables).
func passedReadOnly(f *model.Function, in *llvmir.Inst, v string, ro map[ParamKey]bool) bool {
	ci := CalleeOf(f, in)
	if ci == nil || ci.Fork {
		return false
	}
	for _, op := range in.Operands {
		if op.Kind == llvmir.ValLocal && op.Name == v && in.CalledFunction() == "" {
			return false // called through it
		}
	}
	for j, a := range in.Args {
		if a.Kind == llvmir.ValLocal && a.Name == v && !ro[ParamKey{ci.Fn, j}] {
			return false
		}
	}
	return true
}

// copiedOnce reports whether `store v, slot` keeps v in a stack slot that nothing else
// writes and whose loads are only read (clang's -O0 copy of each parameter).
func copiedOnce(lib *Library, f *model.Function, st *llvmir.Inst, v string, ro map[ParamKey]bool, depth int) bool {
	if len(st.Operands) != 2 || st.Operands[0].Kind != llvmir.ValLocal || st.Operands[0].Name != v {
		return false // v is the address stored through
	}
	slot := st.Operands[1]
	if slot.Kind != llvmir.ValLocal {
		return false
	}
	if d := f.Def(slot.Name); d == nil || d.Op != "alloca" {
		return false
	}
	for _, in := range usersOf(f, slot.Name) {
		if in == st {
			continue
		}
		if in.Op != "load" || len(in.Operands) != 1 || in.Result == "" {
			return false
		}
		if !onlyRead(lib, f, in.Result, ro, depth+1) {
			return false
		}
	}
	return true
}

// readSources lists, for each read-only parameter's object, the objects of the arguments
// that feed it, followed through parameters passed on (by representative, no duplicates).
func (pt *Points) ReadSources() map[Class][]Class {
	pt.TeamShared = map[Class]bool{}
	for k, c := range pt.Param {
		if k.I >= 2 && pt.Outlined[k.Fn] {
			pt.TeamShared[pt.Find(c)] = true
		}
	}
	direct := map[Class][]Class{}
	for _, e := range pt.ReadEdges {
		to := pt.Find(e[0])
		direct[to] = append(direct[to], pt.Find(e[1]))
	}
	out := map[Class][]Class{}
	for c := range direct {
		seen := map[Class]bool{c: true}
		var srcs []Class
		work := slices.Clone(direct[c])
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[x] {
				continue
			}
			seen[x] = true
			if next, ok := direct[x]; ok && !pt.TeamShared[x] {
				work = append(work, next...)
				continue
			}
			// An object, or a parallel region's shared variable: kept as a source of its
			// own, which the threads' solver reads as alike on the team (solver.memoryData).
			srcs = append(srcs, x)
		}
		slices.Sort(srcs)
		out[c] = srcs
	}
	return out
}

// releasers are the library functions that deallocate the block their first argument points
// to: they keep nothing and write nothing the program can read.
var releasers = map[string]bool{
	"free": true, "cfree": true, "_ZdlPv": true, "_ZdaPv": true, "_ZdlPvm": true, "_ZdaPvm": true,
}

// released reports whether call in is a deallocation of the block v points to, v given only
// as its first argument.
func released(in *llvmir.Inst, v string) bool {
	if !releasers[in.CalledFunction()] || len(in.Args) == 0 {
		return false
	}
	for i, a := range in.Args {
		if a.Kind == llvmir.ValLocal && a.Name == v && i != 0 {
			return false
		}
	}
	return in.Args[0].Kind == llvmir.ValLocal && in.Args[0].Name == v
}
