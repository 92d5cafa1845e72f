package alias

import (
	"sync"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Conditions on plain globals (issue 13). miniAMR's comm() tests a global flag in a loop:
//
//	for (i = 0; i < num_comm_partners[dir]; i++)
//	  if (send_faces) ... MPI_Irecv(...) ...
//	  else            ... MPI_Irecv(...) ...
//
// send_faces is set once at start-up: nothing comm() runs writes it, so every iteration takes
// the same branch, and a path through both Irecvs is not one the program can follow.
// CorrelatedRegions takes such a global as a variable of the condition when it is plain —
// every use of it in the program is a load or a store to it (its address goes nowhere, no
// initialiser names it) — and the condition's outcome holds until a store to it or a call
// that may reach one (the call graph, transitively; a call through a pointer the model does
// not resolve may reach any).

// globalWrites is, for one program, which globals are plain and which functions may write
// them (directly or through their callees).
type globalWrites struct {
	escaped map[string]bool                     // globals whose address goes elsewhere than a load or store
	writes  map[*model.Function]map[string]bool // plain globals each function may write, callees included
	any     map[*model.Function]bool            // functions that may reach an unresolved indirect call
}

var globalWritesCache sync.Map // *model.Program -> *globalWritesOnce

type globalWritesOnce struct {
	once sync.Once
	gw   *globalWrites
}

func programGlobalWrites(p *model.Program) *globalWrites {
	v, _ := globalWritesCache.LoadOrStore(p, &globalWritesOnce{})
	o := v.(*globalWritesOnce)
	o.once.Do(func() { o.gw = buildGlobalWrites(p) })
	return o.gw
}

// globalsIn calls fn for every global a value names (constant expressions included).
func globalsIn(v *llvmir.Value, fn func(string)) {
	if v == nil {
		return
	}
	if v.Kind == llvmir.ValGlobal {
		fn(v.Name)
	}
	for _, e := range v.Elems() {
		globalsIn(e, fn)
	}
}

func buildGlobalWrites(p *model.Program) *globalWrites {
	gw := &globalWrites{escaped: map[string]bool{}, writes: map[*model.Function]map[string]bool{}, any: map[*model.Function]bool{}}
	esc := func(name string) { gw.escaped[name] = true }
	for _, m := range p.Modules {
		for _, g := range m.Globals {
			globalsIn(g.Init, esc)
		}
	}
	direct := map[*model.Function]map[string]bool{}
	for _, f := range p.Funcs {
		d := map[string]bool{}
		for _, b := range f.Blocks {
			for _, in := range b.IR.Insts {
				switch {
				case in.Op == "load" && len(in.Operands) == 1 && in.Operands[0].Kind == llvmir.ValGlobal:
					continue
				case in.Op == "store" && len(in.Operands) == 2 && in.Operands[1].Kind == llvmir.ValGlobal:
					d[in.Operands[1].Name] = true
					globalsIn(in.Operands[0], esc)
					continue
				case (in.Op == "call" || in.Op == "invoke") && isDebugCall(in):
					continue
				}
				for _, o := range in.Operands {
					globalsIn(o, esc)
				}
				for _, a := range in.Args {
					globalsIn(a, esc)
				}
				if (in.Op == "call" || in.Op == "invoke") && in.CalledFunction() == "" {
					if e := f.EventOf(in); e != nil && e.Kind == model.IndirectCall && len(p.IndirectTargets(in)) == 0 {
						gw.any[f] = true
					}
				}
			}
		}
		direct[f] = d
	}
	// Callees' writes, to a fixpoint (recursion): callers of a writer are writers.
	for f, d := range direct {
		gw.writes[f] = map[string]bool{}
		for g := range d {
			gw.writes[f][g] = true
		}
	}
	callees := func(f *model.Function) []*model.Function {
		var out []*model.Function
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				switch {
				case e.Callee != nil:
					out = append(out, e.Callee)
				case e.Kind == model.IndirectCall:
					out = append(out, p.IndirectTargets(e.Inst)...)
				}
			}
		}
		return out
	}
	calls := map[*model.Function][]*model.Function{}
	for _, f := range p.Funcs {
		calls[f] = callees(f)
	}
	for changed := true; changed; {
		changed = false
		for _, f := range p.Funcs {
			for _, c := range calls[f] {
				if gw.any[c] && !gw.any[f] {
					gw.any[f], changed = true, true
				}
				for g := range gw.writes[c] {
					if !gw.writes[f][g] {
						gw.writes[f][g], changed = true, true
					}
				}
			}
		}
	}
	return gw
}

// plainGlobal reports whether global name is a plain global of the program (see above).
func (a *Func) plainGlobal(name string) bool {
	if a.Fn == nil || a.Fn.Program == nil {
		return false
	}
	if g := a.Fn.Module.Global(name); g == nil || g.Constant {
		return false
	}
	return !programGlobalWrites(a.Fn.Program).escaped[name]
}

// globalKills lists the instructions of the function after which plain global name may hold
// another value: stores to it, and calls of functions that may write it.
func (a *Func) globalKills(name string) []*llvmir.Inst {
	gw := programGlobalWrites(a.Fn.Program)
	var out []*llvmir.Inst
	for _, b := range a.Fn.Blocks {
		for _, in := range b.IR.Insts {
			switch in.Op {
			case "store":
				if len(in.Operands) == 2 && in.Operands[1].Kind == llvmir.ValGlobal && in.Operands[1].Name == name {
					out = append(out, in)
				}
			case "call", "invoke":
				e := a.Fn.EventOf(in)
				if e == nil {
					continue
				}
				switch {
				case e.Callee != nil:
					if gw.writes[e.Callee][name] || gw.any[e.Callee] {
						out = append(out, in)
					}
				case e.Kind == model.IndirectCall:
					ts := a.Fn.Program.IndirectTargets(in)
					w := len(ts) == 0
					for _, t := range ts {
						w = w || gw.writes[t][name] || gw.any[t]
					}
					if w {
						out = append(out, in)
					}
				}
			}
		}
	}
	return out
}
