package alias

import (
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
	param       int
	off         int64
}

// freshStores finds, for every function of the program called only directly (not through
// a pointer, not an OpenMP outlined region), its paramStores.
func (s *Inclusion) freshStores() {
	s.intoParam = map[*model.Function][]paramStore{}
	s.skipStore = map[*llvmir.Inst]bool{}
	s.intoSite = map[*llvmir.Inst]bool{}
	s.intoHeap = map[[2]*llvmir.Inst]int32{}
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
				st := onlyStored(f, in.Result)
				if st == nil {
					continue
				}
				if a == nil {
					a = New(f)
				}
				dst := a.Pointer(st.Operands[1])
				if dst.Obj == nil || dst.Obj.Kind != Param || !dst.Exact {
					continue
				}
				s.intoParam[f] = append(s.intoParam[f], paramStore{site: in, store: st, param: dst.Obj.Param, off: dst.Off})
				s.skipStore[st] = true
				s.intoSite[in] = true
			}
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

// genIntoParam generates, at call in of f to callee, the blocks callee allocates into its
// arguments' memory: one object per call and block, holding what callee's own block holds.
func (s *Inclusion) genIntoParam(f *model.Function, in *llvmir.Inst, callee *model.Function, args []int32) {
	for _, ps := range s.intoParam[callee] {
		if ps.param >= len(args) || args[ps.param] < 0 {
			continue
		}
		k := [2]*llvmir.Inst{in, ps.store}
		o, ok := s.intoHeap[k]
		if !ok {
			o = s.newObj(objHeap, "heap "+f.Name+":"+siteName(f, in)+" into "+callee.Name, heapSize(ps.site))
			s.intoHeap[k] = o
		}
		h := s.holder(s.field(o, 0))
		s.addMemcpy(h, s.holder(s.heapLoc(callee, ps.site)))
		dst := s.newNode()
		s.addOff(args[ps.param], dst, ps.off)
		s.addStore(dst, h)
	}
}
