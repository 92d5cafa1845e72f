package alias

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Calls through a pointer (issue 13, AMG's M1). model.Program.IndirectTargets gives the
// functions a call may run by their types; unification alone knows more: the pointer called
// points into the class of the functions whose addresses were stored where it was loaded
// from. Binding every function of the call's type merged the arguments of unrelated callbacks:
// hypre's Krylov solvers release their data through `(*Free)(pcg_data)` and their vectors
// through `(*DestroyVector)(p)`, both `HYPRE_Int (*)(void *)`, and binding each call to the
// four functions of that type made the solver objects, their vectors and their function
// tables one class.
//
// So the calls are bound after the rest of the graph (summaries included: a helper that
// stores a function pointer into a table is instantiated first), each to the functions of
// its type whose object is in the class its pointer points into, repeatedly, since a binding
// may merge more classes. A pointer into the unknown memory may run any of them; a pointer
// whose class holds none of them (it came through memory the graph does not follow: a
// library's table, an integer) too, bound only once the others are stable so that a class
// still growing is not mistaken for one.

type indirectCall struct {
	f     *model.Function
	in    *llvmir.Inst
	bound map[*model.Function]bool
}

// deferIndirect records a call through a pointer with targets for bindIndirect.
func (pt *Points) deferIndirect(f *model.Function, in *llvmir.Inst) {
	pt.indirect = append(pt.indirect, &indirectCall{f: f, in: in, bound: map[*model.Function]bool{}})
}

// bindIndirect binds the recorded calls through pointers (see above).
func (pt *Points) bindIndirect() {
	if len(pt.indirect) == 0 {
		return
	}
	bind := func(c *indirectCall, t *model.Function) {
		c.bound[t] = true
		pt.setCur(c.f, c.in, "binding a call through a pointer")
		pt.bindArgs(c.f, c.in.Args, t, 0)
		pt.watch(c.f, c.in, "binding a call through a pointer")
	}
	for fallback := false; ; fallback = true {
		for changed := true; changed; {
			changed = false
			for _, c := range pt.indirect {
				targets := c.f.Program.IndirectTargets(c.in)
				cls := pt.Find(pt.Loc(c.f, c.in.Callee))
				anyTarget := cls == pt.Find(pt.Unknown)
				var held []*model.Function
				for _, t := range targets {
					if anyTarget || pt.Find(pt.GlobalClass(t, t.IR.Name)) == cls {
						held = append(held, t)
					}
				}
				if len(held) == 0 {
					if !fallback {
						continue
					}
					held = targets
				}
				for _, t := range held {
					if !c.bound[t] {
						bind(c, t)
						changed = true
					}
				}
			}
		}
		if fallback {
			if debugIndirect != "" {
				pt.reportIndirectBound()
			}
			return
		}
	}
}
