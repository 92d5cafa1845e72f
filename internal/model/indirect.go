package model

import (
	"github.com/parcoach/parcoach/internal/llvmir"
)

// AddressTaken lists the functions of the program whose address is used other than as the
// callee of a direct call: stored, passed, or in a global initializer (a table of handlers, a
// C++ vtable). They are what a call through a pointer may run.
func (p *Program) AddressTaken() []*Function {
	p.takenOnce.Do(func() { p.taken = p.addressTaken() })
	return p.taken
}

func (p *Program) addressTaken() []*Function {
	taken := map[*Function]bool{}
	// A name is resolved in the module that uses it: a static function is another module's
	// function of the same name.
	var visit func(m *llvmir.Module, v *llvmir.Value)
	visit = func(m *llvmir.Module, v *llvmir.Value) {
		if v == nil {
			return
		}
		if v.Kind == llvmir.ValGlobal {
			if f := p.resolve(m, v.Name); f != nil {
				taken[f] = true
			}
		}
		for _, e := range v.Elems {
			visit(m, e)
		}
	}
	for _, m := range p.Modules {
		for _, g := range m.Globals {
			visit(m, g.Init)
		}
	}
	for _, f := range p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.CalledFunction() == "__kmpc_fork_call" {
					continue // the outlined region is run, not pointed to
				}
				for _, op := range in.Operands {
					if op != in.Callee {
						visit(f.Module, op)
					}
				}
			}
		}
	}
	var out []*Function
	for _, f := range p.Funcs {
		if taken[f] {
			out = append(out, f)
		}
	}
	return out
}

// IndirectTargets lists the functions a call through a pointer may run: the address-taken
// functions whose parameters the call's arguments fit (as many, pointers for pointers). A
// virtual call is among them: its target's `this` is a pointer to a derived class where the
// call passes the base class, so pointer types are not compared further.
//
// The answer is kept per call: the dependence solver asks again at every evaluation of the
// function.
func (p *Program) IndirectTargets(in *llvmir.Inst) []*Function {
	if v, ok := p.indirect.Load(in); ok {
		return v.([]*Function)
	}
	var out []*Function
	for _, f := range p.AddressTaken() {
		if fits(in.Args, f.IR.Params) {
			out = append(out, f)
		}
	}
	p.indirect.Store(in, out)
	return out
}

func fits(args []*llvmir.Value, params []*llvmir.Param) bool {
	if len(args) != len(params) {
		return false
	}
	for i, a := range args {
		if llvmir.IsPointerType(a.Type) != llvmir.IsPointerType(params[i].Type) {
			return false
		}
	}
	return true
}
