package alias

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Functions whose address is taken but that only the program calls (issue 13). The View
// refuses an address-taken function's parameters because something outside the program may
// call it with arguments the inclusion sets do not hold. A C function stored into a table or
// a struct of the program (Nekbone's crystal router: `r->exec = cr_exec`, called only as
// `r->exec(...)`) is called only by the program's indirect calls, which the inclusion binds
// to every function the called pointer may hold (bindIndirect): its parameter sets are
// complete, like those of the C++ virtual methods of vtables.go.
//
// The library can reach a function's address through a call's arguments: the argument
// itself (a callback: the function escapes, its pointer parameters hold unknown memory,
// escapeFn) or memory the argument leads to (a struct of callbacks, `sigaction`'s); or
// through a global the library defines (libstdc++'s `__once_call`, which std::call_once
// fills). libraryReached follows both, from every library call's arguments and every
// undefined global, through the contents of every object they reach. A function found there,
// an escaped one, one an indirect call with no bound callee may run (unboundTargets), or one
// a vtable holds (the C++ library calls virtual methods through the objects it is given:
// vtables.go decides for them) keeps the refusal.

// libraryReached returns the functions of the program whose address is in memory that the
// arguments of a library call (direct or through a pointer) or a global the program does not
// define lead to, at any depth. It reads the solver's nodes: call it after the solve, before
// the compaction.
func (s *Inclusion) libraryReached() map[*model.Function]bool {
	out := map[*model.Function]bool{}
	// object o's locations are locList[locStart[o]:locStart[o+1]] (built when first needed)
	var locStart, locList []int32
	seenObj := make([]bool, len(s.objs))
	seenNode := make([]bool, s.nodes.len())
	work := append([]int32(nil), s.libArgs...)
	for len(work) > 0 {
		n := s.find(work[len(work)-1])
		work = work[:len(work)-1]
		if n < 0 || seenNode[n] {
			continue
		}
		seenNode[n] = true
		for _, l := range s.nodes.at(n).pts.elems() {
			o := s.locObj[l]
			if seenObj[o] {
				continue
			}
			seenObj[o] = true
			if ob := s.objs[o]; ob.kind == objFunc {
				if ob.fn != nil {
					out[ob.fn] = true
				}
				continue
			}
			if locStart == nil {
				locStart, locList = s.locationsByObject()
			}
			for _, loc := range locList[locStart[o]:locStart[o+1]] {
				work = append(work, s.locNode[loc])
			}
		}
	}
	return out
}

// locationsByObject lists the locations of every object, grouped by object (a compressed
// table: object o's are list[start[o]:start[o+1]]).
func (s *Inclusion) locationsByObject() (start, list []int32) {
	start = make([]int32, len(s.objs)+1)
	for _, o := range s.locObj {
		start[o+1]++
	}
	for o := range s.objs {
		start[o+1] += start[o]
	}
	list = make([]int32, len(s.locObj))
	next := append([]int32(nil), start[:len(s.objs)]...)
	for l, o := range s.locObj {
		list[next[o]] = int32(l)
		next[o]++
	}
	return start, list
}

// programCalled returns the address-taken functions of p whose every call the inclusion
// binds: their address reaches no library (libraryReached, escaped), no indirect call runs
// them unbound (unbound: Inclusion.unboundTargets), and no vtable holds them.
func (s *Inclusion) programCalled(p *model.Program, unbound map[*model.Function]bool) []*model.Function {
	virtual := vtableFuncNames(p)
	var out []*model.Function
	for _, f := range p.AddressTaken() {
		if !s.libReached[f] && !s.escaped[f] && !unbound[f] && !virtual[f.IR.Name] {
			out = append(out, f)
		}
	}
	return out
}

// vtableFuncNames names the functions a vtable (a global `_ZTV...`) of p refers to.
func vtableFuncNames(p *model.Program) map[string]bool {
	out := map[string]bool{}
	for _, m := range p.Modules {
		for _, g := range m.Globals {
			if strings.HasPrefix(g.Name, "_ZTV") {
				g.Init.Walk(func(v *llvmir.Value) bool {
					if v.Kind == llvmir.ValGlobal {
						out[v.Name] = true
					}
					return true
				})
			}
		}
	}
	return out
}
