package dependence

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Argument temporaries. Fortran passes every argument by reference: flang stores a constant
// argument into a local temporary and passes its address (C does the same for `int n = 3;
// f(&n);`). A store made only on some processes usually makes memory vary, because a later
// read cannot tell whether it happened. Not here: when a temporary is written once and read
// only by the calls it is passed to, and that one store comes before each of them on every
// path, each call reads exactly the value stored, on every process that makes the call.
// TeaLeaf's boss rank passes -1 to parse_getline inside `IF (parallel%boss)`; the parser's
// parameter is shared by every call, so the others' temporaries varied with it.

// isCallTemp reports whether ptr is such a temporary of f.
func (s *solver) isCallTemp(f *model.Function, ptr *llvmir.Value) bool {
	if ptr.Kind != llvmir.ValLocal {
		return false
	}
	d := f.Def(ptr.Name)
	if d == nil || d.Op != "alloca" {
		return false
	}
	if v, ok := s.callTemps[d]; ok {
		return v
	}
	v := callTemp(f, ptr.Name)
	s.callTemps[d] = v
	return v
}

func callTemp(f *model.Function, name string) bool {
	if d := f.Def(name); d == nil || d.Op != "alloca" {
		return false
	}
	var store *llvmir.Inst
	var calls []*llvmir.Inst
	for _, u := range f.Uses(name) {
		switch {
		case u.Op == "store" && len(u.Operands) == 2 && isLocal(u.Operands[1], name) && !isLocal(u.Operands[0], name):
			if store != nil {
				return false // written twice: which value a call sees may depend on the path
			}
			store = u
		case (u.Op == "call" || u.Op == "invoke") && !isLocal(u.Callee, name) && onlyArg(u, name):
			calls = append(calls, u)
		default:
			return false // read or stored elsewhere, or its address taken
		}
	}
	if store == nil || len(calls) == 0 {
		return false
	}
	for _, c := range calls {
		if !instDominates(f, store, c) {
			return false
		}
	}
	return true
}

func isLocal(v *llvmir.Value, name string) bool {
	return v != nil && v.Kind == llvmir.ValLocal && v.Name == name
}

// onlyArg reports whether name appears in call in only among its arguments.
func onlyArg(in *llvmir.Inst, name string) bool {
	n := 0
	for _, a := range in.Args {
		if isLocal(a, name) {
			n++
		}
	}
	for _, op := range in.Operands {
		if isLocal(op, name) {
			n--
		}
	}
	return n >= 0
}

// instDominates reports whether instruction a runs before b on every path to b.
func instDominates(f *model.Function, a, b *llvmir.Inst) bool {
	if a.Block == b.Block {
		for _, in := range a.Block.Insts {
			switch in {
			case a:
				return true
			case b:
				return false
			}
		}
		return false
	}
	return f.Dom().StrictlyDominates(a.Block.Index, b.Block.Index)
}
