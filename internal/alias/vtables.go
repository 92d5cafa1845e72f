package alias

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Virtual methods the inclusion answers for. A function whose address is taken is refused
// by the View because something outside the program may call it with arguments the sets do
// not hold. A C++ virtual method whose address is only in the program's vtables is called
// only through them: by the program's virtual calls, which the inclusion binds per object
// (bindVirtual, or a call through the pointer loaded from the vtable, bindIndirect), or by
// a library that knows the class through one of its bases. When no class of its hierarchy
// is the library's (every type_info of it is defined in the program, none of the standard
// library's namespaces std, __gnu_cxx, __cxxabiv1), the inclusion models every call it gets:
// its parameter sets are complete.
//
// Not covered (refused): a function also referenced outside a vtable (a function pointer
// stored or passed, a non-virtual call of it is a call, not a reference), a class compiled
// without RTTI (no type_info to tell its bases), a class deriving from a class whose
// type_info is not defined in the program (std::exception, std::thread::_State,
// std::basic_streambuf: the library calls their virtual methods). Still trusted: an
// interface whose virtual functions are all inline (its type_info emitted in the program)
// called by a precompiled library other than the standard one.

// vtableOnlyFuncs returns the functions of p whose address is taken (p.AddressTaken) only
// in vtables of classes with no base outside the program.
func vtableOnlyFuncs(p *model.Program) map[*model.Function]bool {
	out := map[*model.Function]bool{}
	taken := p.AddressTaken()
	if len(taken) == 0 {
		return out
	}
	defined := map[string]*llvmir.Global{} // type_info globals with an initializer, by name
	aliasTarget := map[string][]string{}   // alias name -> the names it stands for
	for _, m := range p.Modules {
		for _, g := range m.Globals {
			if g.Init != nil && strings.HasPrefix(g.Name, "_ZTI") {
				if _, ok := defined[g.Name]; !ok {
					defined[g.Name] = g
				}
			}
		}
		for _, a := range m.Aliases {
			if a.Target != nil {
				if t := a.Target.Base(); t != nil && t.Kind == llvmir.ValGlobal {
					aliasTarget[a.Name] = append(aliasTarget[a.Name], t.Name)
				}
			}
		}
	}
	// names: a referenced name and what it stands for through aliases (by name, over all
	// modules: a name shared by two modules' internal functions counts for both)
	names := func(n string) []string {
		out := []string{n}
		for i := 0; i < len(out) && i < 16; i++ {
			out = append(out, aliasTarget[out[i]]...)
		}
		return out
	}
	elsewhere := map[string]bool{}             // names referenced outside a vtable
	inVtables := map[string][]*llvmir.Global{} // name -> the vtables referencing it
	refs := func(v *llvmir.Value, add func(string)) {
		v.Walk(func(v *llvmir.Value) bool {
			if v.Kind == llvmir.ValGlobal {
				for _, n := range names(v.Name) {
					add(n)
				}
			}
			return true
		})
	}
	for _, m := range p.Modules {
		for _, g := range m.Globals {
			if strings.HasPrefix(g.Name, "_ZTV") || strings.HasPrefix(g.Name, "_ZTC") {
				refs(g.Init, func(n string) { inVtables[n] = append(inVtables[n], g) })
			} else {
				refs(g.Init, func(n string) { elsewhere[n] = true })
			}
		}
	}
	for _, f := range p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				for _, op := range in.Operands {
					if op != in.Callee {
						refs(op, func(n string) { elsewhere[n] = true })
					}
				}
			}
		}
	}
	lib := map[string]bool{} // memo: a vtable's hierarchy has a class outside the program
	for _, f := range taken {
		n := f.IR.Name
		if elsewhere[n] || len(inVtables[n]) == 0 {
			continue
		}
		ok := true
		for _, vt := range inVtables[n] {
			if v, seen := lib[vt.Name]; seen {
				ok = ok && !v
				continue
			}
			l := libraryHierarchy(vt, defined)
			lib[vt.Name] = l
			ok = ok && !l
		}
		if ok {
			out[f] = true
		}
	}
	return out
}

// libraryHierarchy reports whether the class of vtable vt may be known to a library: no
// type_info in the vtable (no RTTI), or one of the type_infos of the class and its bases
// not defined in the program or in a namespace of the standard library.
func libraryHierarchy(vt *llvmir.Global, defined map[string]*llvmir.Global) bool {
	var tis []string
	var collect func(v *llvmir.Value)
	collect = func(v *llvmir.Value) {
		if v == nil {
			return
		}
		if v.Kind == llvmir.ValGlobal && strings.HasPrefix(v.Name, "_ZTI") {
			tis = append(tis, v.Name)
		}
		for _, e := range v.Elems() {
			collect(e)
		}
	}
	collect(vt.Init)
	if len(tis) == 0 {
		return true
	}
	seen := map[string]bool{}
	for len(tis) > 0 {
		n := tis[len(tis)-1]
		tis = tis[:len(tis)-1]
		if seen[n] {
			continue
		}
		seen[n] = true
		g := defined[n]
		if g == nil || stdTypeInfo(n) {
			return true
		}
		collect(g.Init) // the bases' type_infos
	}
	return false
}

// stdTypeInfo: the type_info of a class of the standard library or of the C++ ABI.
func stdTypeInfo(name string) bool {
	for _, p := range []string{"_ZTISt", "_ZTINSt", "_ZTINKSt", "_ZTIN9__gnu_cxx", "_ZTIN10__cxxabiv1", "_ZTIN7__gnu_cxx"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// calledNames are the names the calls of p call directly (and what they stand for through
// aliases): a function among them runs, whether or not the inclusion bound the call.
func calledNames(p *model.Program) map[string]bool {
	aliasTarget := map[string][]string{}
	for _, m := range p.Modules {
		for _, a := range m.Aliases {
			if a.Target != nil {
				if t := a.Target.Base(); t != nil && t.Kind == llvmir.ValGlobal {
					aliasTarget[a.Name] = append(aliasTarget[a.Name], t.Name)
				}
			}
		}
	}
	out := map[string]bool{}
	for _, f := range p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.Op != "call" && in.Op != "invoke" && in.Op != "callbr" {
					continue
				}
				ns := []string{in.CalledFunction()}
				for i := 0; i < len(ns) && i < 16; i++ {
					out[ns[i]] = true
					ns = append(ns, aliasTarget[ns[i]]...)
				}
			}
		}
	}
	return out
}

// unboundTargets are the functions the calls through a pointer the inclusion bound to
// nothing (an empty set of callees, or no object to call a virtual method on) may run by
// their types (model.Program.IndirectTargets): a gap in the sets there must not make a
// function look never run.
func (s *Inclusion) unboundTargets() map[*model.Function]bool {
	bound := map[*llvmir.Inst]bool{}
	for _, c := range s.calls {
		if c.in != nil && (len(c.bound) > 0 || c.lib || c.cxx) {
			bound[c.in] = true
		}
	}
	out := map[*model.Function]bool{}
	for _, f := range s.p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if (in.Op != "call" && in.Op != "invoke") || in.Callee == nil || in.Callee.Kind != llvmir.ValLocal || bound[in] {
					continue
				}
				for _, t := range s.p.IndirectTargets(in) {
					out[t] = true
				}
			}
		}
	}
	return out
}
