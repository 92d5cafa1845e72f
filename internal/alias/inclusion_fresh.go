package alias

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Blocks a function allocates into its caller's object (`v->data = malloc(n)` in a vec_init
// given v, std::vector's storage made by its allocator chain): like the call sites of
// allocation wrappers (ReturnsFresh), each call of the function makes an object of its own,
// stored where the function stores its block. Before, the one allocation site inside the
// function was the storage of every such array of the program, and two arrays' elements
// could not be told apart.

// paramStore is a block function f allocates at site and stores, by store only, into the
// memory its parameter param designates at offset off.
type paramStore struct {
	site, store *llvmir.Inst
	fn          *model.Function // the function of site and store (f itself, or a callee down a chain)
	param       int
	off         int64
	// shared: the block's address has other uses in fn than the store (it is kept in a
	// local variable, written, given to calls, stored elsewhere: std::vector's
	// _M_realloc_insert moves the elements into it and stores its end into _M_finish);
	// the object of each call and fn's own object then share their contents both ways.
	shared bool
}

// maxFreshChain bounds the rounds that pass paramStores up the call graph (std::vector's
// storage is made three calls below the user's `std::vector<int> a(n)`).
const maxFreshChain = 8

// freshStores finds, for every function of the program called only directly (not through
// a pointer, not an OpenMP outlined region), its paramStores.
func (s *Inclusion) freshStores() {
	s.intoParam = map[*model.Function][]paramStore{}
	s.skipStore = map[*llvmir.Inst]bool{}
	s.intoSite = map[*llvmir.Inst]bool{}
	s.intoHeap = map[[2]*llvmir.Inst]int32{}
	s.forwarded = map[[2]*llvmir.Inst]bool{}
	indirect := map[*model.Function]bool{}
	for _, f := range s.p.AddressTaken() {
		indirect[f] = true
	}
	for _, f := range s.p.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Fork && e.Callee != nil {
					indirect[e.Callee] = true
				}
			}
		}
	}
	for _, f := range s.p.Funcs {
		if indirect[f] || f.IsMain() {
			continue
		}
		var a *Func
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if (in.Op != "call" && in.Op != "invoke") || in.Result == "" {
					continue
				}
				if k := classifyCall(f, in).kind; !(k == callFresh || k == callAllocator && isAllocator(in.CalledFunction())) {
					continue
				}
				if a == nil {
					a = New(f)
				}
				st, shared := onlyStored(f, in.Result), false
				if st != nil {
					if d := a.Pointer(st.Operands[1]); d.Obj != nil && d.Obj.Kind == Local {
						st = nil // (kept in a local variable first)
					}
				}
				if st == nil {
					st, shared = storedThroughLocal(f, a, in.Result), true
				}
				if st == nil {
					continue
				}
				dst := a.Pointer(st.Operands[1])
				if dst.Obj == nil || dst.Obj.Kind != Param || !dst.Exact {
					continue
				}
				s.intoParam[f] = append(s.intoParam[f], paramStore{site: in, store: st, fn: f, param: dst.Obj.Param, off: dst.Off, shared: shared})
				s.skipStore[st] = true
				s.intoSite[in] = true
			}
		}
	}
	s.chainStores(indirect)
}

// chainStores makes the naming transitive: a function g that passes its own parameter q (at
// offset k) as the parameter p of a callee h that stores a block into p's memory at offset
// o stores that block into q's memory at k+o; each call of g then makes the object, and the
// call of h inside g (forwarded) makes none. std::vector's storage is then an object per
// `std::vector<int> a(n)` of the user (vector -> _Vector_base -> _M_create_storage, which
// stores what _M_allocate returns), not one object for every vector of the program.
// Functions called indirectly or through a fork, and main, keep the object at their call.
func (s *Inclusion) chainStores(indirect map[*model.Function]bool) {
	if len(s.intoParam) == 0 {
		return
	}
	type entryKey struct {
		store *llvmir.Inst
		param int
		off   int64
	}
	have := map[*model.Function]map[entryKey]bool{}
	for f, list := range s.intoParam {
		m := map[entryKey]bool{}
		for _, ps := range list {
			m[entryKey{ps.store, ps.param, ps.off}] = true
		}
		have[f] = m
	}
	analyses := map[*model.Function]*Func{}
	for round := 0; round < maxFreshChain; round++ {
		changed := false
		for _, g := range s.p.Funcs {
			if indirect[g] || g.IsMain() {
				continue
			}
			for _, b := range g.IR.Blocks {
				for _, in := range b.Insts {
					if in.Op != "call" && in.Op != "invoke" {
						continue
					}
					callee := CalleeOf(g, in)
					if callee == nil || callee.Fork || callee.Fn == nil || callee.Fn == g || len(s.intoParam[callee.Fn]) == 0 {
						continue
					}
					for _, ps := range s.intoParam[callee.Fn] {
						k := [2]*llvmir.Inst{in, ps.store}
						if s.forwarded[k] || ps.param >= len(in.Args) || !llvmir.IsPointerType(in.Args[ps.param].Type) {
							continue
						}
						a := analyses[g]
						if a == nil {
							a = New(g)
							analyses[g] = a
						}
						l := a.Pointer(in.Args[ps.param])
						if l.Obj == nil || l.Obj.Kind != Param || !l.Exact || l.Off < 0 {
							continue
						}
						e := entryKey{ps.store, l.Obj.Param, l.Off + ps.off}
						if have[g] == nil {
							have[g] = map[entryKey]bool{}
						}
						s.forwarded[k] = true
						changed = true
						if have[g][e] {
							continue
						}
						have[g][e] = true
						s.intoParam[g] = append(s.intoParam[g], paramStore{site: ps.site, store: ps.store, fn: ps.fn, param: e.param, off: e.off, shared: ps.shared})
					}
				}
			}
		}
		if !changed {
			return
		}
	}
}

// onlyStored returns the store that is the one use of value name in f (through casts), as
// the value stored; nil if the value has any other use.
func onlyStored(f *model.Function, name string) *llvmir.Inst {
	for depth := 0; depth < 4; depth++ {
		uses := f.Uses(name)
		if len(uses) != 1 {
			return nil
		}
		u := uses[0]
		switch u.Op {
		case "bitcast", "addrspacecast":
			if u.Result == "" {
				return nil
			}
			name = u.Result
		case "store":
			if len(u.Operands) != 2 || u.Operands[0].Kind != llvmir.ValLocal || u.Operands[0].Name != name ||
				u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == name {
				return nil
			}
			return u
		default:
			return nil
		}
	}
	return nil
}

// storedThroughLocal finds, for the block f's call returns as value name, the one store of
// it into f's parameters' memory when the block is first kept in a local variable assigned
// once (`pointer __new_start = _M_allocate(len); ...; _M_impl._M_start = __new_start`):
// the loads of that variable, through casts, are stored into a parameter's memory at
// exactly one place. Its other uses (the variable read to fill the block, the block given
// to calls) are allowed: the paramStore is then shared. nil if there is none or more.
func storedThroughLocal(f *model.Function, a *Func, name string) *llvmir.Inst {
	uses := f.Uses(name)
	if len(uses) != 1 {
		return nil
	}
	u := uses[0]
	if u.Op != "store" || len(u.Operands) != 2 || u.Operands[0].Kind != llvmir.ValLocal || u.Operands[0].Name != name ||
		u.Operands[1].Kind != llvmir.ValLocal {
		return nil
	}
	slot := u.Operands[1].Name
	if d := f.Def(slot); d == nil || d.Op != "alloca" {
		return nil
	}
	var found *llvmir.Inst
	for _, su := range f.Uses(slot) {
		switch su.Op {
		case "store":
			if su != u {
				return nil // (assigned twice, or its address stored)
			}
		case "load":
			if su.Result == "" {
				return nil
			}
			st, ok := paramStoreOf(f, a, su.Result, 0)
			if !ok || st != nil && found != nil && st != found {
				return nil
			}
			if st != nil {
				found = st
			}
		case "call":
			if n := su.CalledFunction(); !strings.HasPrefix(n, "llvm.dbg.") && !strings.HasPrefix(n, "llvm.lifetime.") {
				return nil
			}
		default:
			return nil // (its address taken otherwise)
		}
	}
	return found
}

// paramStoreOf returns the store of value name of f (through casts) into the memory of a
// parameter, if there is one among its uses; ok is false if there are two.
func paramStoreOf(f *model.Function, a *Func, name string, depth int) (st *llvmir.Inst, ok bool) {
	if depth > 3 {
		return nil, true
	}
	for _, u := range f.Uses(name) {
		var s *llvmir.Inst
		switch u.Op {
		case "bitcast", "addrspacecast":
			if u.Result == "" {
				continue
			}
			var ok bool
			if s, ok = paramStoreOf(f, a, u.Result, depth+1); !ok {
				return nil, false
			}
		case "store":
			if len(u.Operands) == 2 && u.Operands[0].Kind == llvmir.ValLocal && u.Operands[0].Name == name {
				if dst := a.Pointer(u.Operands[1]); dst.Obj != nil && dst.Obj.Kind == Param {
					if !dst.Exact {
						return nil, false
					}
					s = u
				}
			}
		}
		if s != nil {
			if st != nil && st != s {
				return nil, false
			}
			st = s
		}
	}
	return st, true
}

// genIntoParam generates, at call in of f to callee, the blocks callee allocates into its
// arguments' memory: one object per call and block, holding what callee's own block holds.
func (s *Inclusion) genIntoParam(f *model.Function, in *llvmir.Inst, callee *model.Function, args []int32) {
	for _, ps := range s.intoParam[callee] {
		k := [2]*llvmir.Inst{in, ps.store}
		if ps.param >= len(args) || args[ps.param] < 0 || s.forwarded[k] {
			continue // (forwarded: made at each call of f, f's own paramStore)
		}
		name := "heap " + f.Name + ":" + siteName(f, in) + " into " + callee.Name
		if (ps.fn != callee || ps.shared) && !s.namedArg(f, in.Args[ps.param]) {
			// A container inside memory reached through pointers (a vector member of
			// a heap object): one object for all such calls, as the sets of those
			// pointers would hold all of them anyway.
			k[0] = nil
			name = "heap " + ps.fn.Name + ":" + siteName(ps.fn, ps.site) + " into reached objects"
		}
		o, ok := s.intoHeap[k]
		if !ok {
			o = s.newObj(objHeap, name, heapSize(ps.site))
			s.intoHeap[k] = o
		}
		h, own := s.holder(s.field(o, 0)), s.holder(s.heapLoc(ps.fn, ps.site))
		s.addMemcpy(h, own)
		if ps.shared {
			s.addMemcpy(own, h)
		}
		dst := s.newNode()
		s.addOff(args[ps.param], dst, ps.off)
		s.addStore(dst, h)
	}
}

// namedArg says whether argument v of a call in f designates a variable of f, a global or
// f's parameter's object (at any offset): the container a chained paramStore makes its
// object for at this call.
func (s *Inclusion) namedArg(f *model.Function, v *llvmir.Value) bool {
	a := s.argFuncs[f]
	if a == nil {
		if s.argFuncs == nil {
			s.argFuncs = map[*model.Function]*Func{}
		}
		a = New(f)
		s.argFuncs[f] = a
	}
	l := a.Pointer(v)
	return l.Obj != nil && (l.Obj.Kind == Local || l.Obj.Kind == Global || l.Obj.Kind == Param)
}
