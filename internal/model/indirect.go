package model

import (
	"strings"

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
	for _, m := range p.Modules {
		for _, g := range m.Globals {
			p.markFunctions(m, g.Init, taken)
		}
	}
	for _, f := range p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if IsForkCall(in.CalledFunction()) {
					continue // the outlined region is run, not pointed to
				}
				for _, op := range in.Operands {
					if op != in.Callee {
						p.markFunctions(f.Module, op, taken)
					}
				}
			}
		}
	}
	return p.inOrder(taken)
}

// GivenToLibraries lists the functions whose address is an argument (or part of a constant
// argument) of a call to a function the program has no body of, in program order: the
// library may call them back, on any thread (a task's entry, a reduction's combiner, a qsort
// comparator, an MPI user operation). Computed once.
func (p *Program) GivenToLibraries() []*Function {
	p.givenOnce.Do(func() { p.given = p.givenToLibraries() })
	return p.given
}

func (p *Program) givenToLibraries() []*Function {
	given := map[*Function]bool{}
	for _, f := range p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if name := in.CalledFunction(); in.IsCall() && name != "" && p.resolve(f.Module, name) == nil {
					for _, a := range in.Args {
						p.markFunctions(f.Module, a, given)
					}
				}
			}
		}
	}
	return p.inOrder(given)
}

// markFunctions marks the functions value v of module m names, itself or in its parts. A name
// is resolved in the module that uses it: a static function is another module's function of
// the same name.
func (p *Program) markFunctions(m *llvmir.Module, v *llvmir.Value, marked map[*Function]bool) {
	if v == nil {
		return
	}
	if v.Kind == llvmir.ValGlobal {
		if f := p.resolve(m, v.Name); f != nil {
			marked[f] = true
		}
	}
	for _, e := range v.Elems() {
		p.markFunctions(m, e, marked)
	}
}

// inOrder lists the marked functions in program order.
func (p *Program) inOrder(marked map[*Function]bool) []*Function {
	var out []*Function
	for _, f := range p.Funcs {
		if marked[f] {
			out = append(out, f)
		}
	}
	return out
}

// IndirectTargets lists the functions a call through a pointer may run: the address-taken
// functions whose parameters the call's arguments fit (as many, pointers for pointers) and
// whose result the call expects (void for void, a pointer for a pointer; calling a function
// through a pointer of another type is undefined in C and C++). A virtual call is among them:
// its target's `this` is a pointer to a derived class where the call passes the base class,
// so pointer types are not compared further. (Taking CoMD's `int (*force)(SimFlat*)` for a
// possible call of `void destroy(void *parms)` merged the simulation with a halo exchange's
// parameters.)
//
// In IR with typed pointers the pointer types are compared (fits), but C converts function
// pointers freely: hypre's driver passes `(HYPRE_PtrToSolverFcn) HYPRE_BoomerAMGSolve`, whose
// parameters are `hypre_ParCSRMatrix*` and `hypre_ParVector*`, and the Krylov solvers call it
// through `HYPRE_Int (*)(void*, void*, void*, void*)`. A function is therefore also a target
// of a call whose function type the program converts its own type into, directly or through
// other conversions (castClasses: the classes of function types that bitcasts join). A call
// that no function fits that way (the pointer came through memory read as another type) may
// run any address-taken function of the call's arity and pointer-ness: calling through the
// converted pointer is what the program does, and the alternative, no target, is a call that
// runs nothing (and lets its arguments escape into the unknown memory of the points-to
// graph).
//
// The answer is kept per call: the dependence solver asks again at every evaluation of the
// function.
func (p *Program) IndirectTargets(in *llvmir.Inst) []*Function {
	if v, ok := p.indirect.Load(in); ok {
		return v.([]*Function)
	}
	var out, loose []*Function
	var casts *castClasses
	var key string
	for _, f := range p.AddressTaken() {
		if !returnsLike(callResultType(in), f.IR.RetType) || !fitsLoosely(in.Args, f) {
			continue
		}
		loose = append(loose, f)
		if fits(in.Args, f) {
			out = append(out, f)
			continue
		}
		if casts == nil {
			casts, key = p.castClasses(), callFuncKey(in)
		}
		if key != "" && casts.joined(key, funcKey(f.IR)) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		out = loose
	}
	p.indirect.Store(in, out)
	return out
}

// fitsLoosely reports whether a call's arguments fit callee's parameters by number and
// pointer-ness alone.
func fitsLoosely(args []*llvmir.Value, callee *Function) bool {
	params := callee.IR.Params
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

// castClasses are the classes of pointer types that the program's bitcasts of function
// pointers join (typed-pointer IR): `bitcast (T1* @f to T2*)`, `%q = bitcast T2* %p to T3*`,
// a function pointer converted to `i8*` and back (the `i8*` node joins them), a pointer to a
// function pointer converted (`T1**` to `T2**`: the function pointer types are joined).
type castClasses struct {
	parent map[string]string
}

type castClassesKey struct{}

func (p *Program) castClasses() *castClasses {
	if v, ok := p.indirect.Load(castClassesKey{}); ok {
		return v.(*castClasses)
	}
	c := &castClasses{parent: map[string]string{}}
	var visit func(v *llvmir.Value)
	visit = func(v *llvmir.Value) {
		if v == nil {
			return
		}
		if v.Kind == llvmir.ValConstExpr && v.Expr() == "bitcast" && len(v.Elems()) > 0 {
			c.cast(v.Elems()[0].Type, v.Type)
		}
		for _, e := range v.Elems() {
			visit(e)
		}
	}
	for _, m := range p.Modules {
		for _, g := range m.Globals {
			visit(g.Init)
		}
	}
	for _, f := range p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.Op == "bitcast" && len(in.Operands) == 1 {
					c.cast(in.Operands[0].Type, in.Type)
				}
				for _, op := range in.Operands {
					visit(op)
				}
				for _, a := range in.Args {
					visit(a)
				}
				if in.Callee != nil {
					visit(in.Callee)
				}
			}
		}
	}
	v, _ := p.indirect.LoadOrStore(castClassesKey{}, c)
	return v.(*castClasses)
}

// cast records a conversion of a pointer of type from into type to.
func (c *castClasses) cast(from, to string) {
	from, to = strings.TrimSpace(from), strings.TrimSpace(to)
	if !typedPointer(from) || !typedPointer(to) {
		return
	}
	for strings.HasSuffix(from, "**") && strings.HasSuffix(to, "**") {
		from, to = from[:len(from)-1], to[:len(to)-1]
	}
	if !funcPointer(from) && !funcPointer(to) {
		return
	}
	a, b := c.find(normType(from)), c.find(normType(to))
	if _, ok := c.parent[b]; !ok {
		c.parent[b] = b
	}
	if a != b {
		c.parent[a] = b
	}
}

func (c *castClasses) find(k string) string {
	for {
		p, ok := c.parent[k]
		if !ok || p == k {
			return k
		}
		if pp, ok := c.parent[p]; ok {
			c.parent[k] = pp
		}
		k = p
	}
}

// joined reports whether two function pointer types are converted into one another.
func (c *castClasses) joined(a, b string) bool {
	if a == b {
		return true
	}
	if _, ok := c.parent[a]; !ok {
		return false
	}
	return c.find(a) == c.find(b)
}

// funcPointer reports whether a typed pointer type points to a function: `R (A, B)*`.
func funcPointer(t string) bool {
	return strings.HasSuffix(t, ")*")
}

// normType writes a type without spaces and renaming suffixes, for comparing the texts of
// bitcasts, calls and definitions.
func normType(t string) string {
	return strings.ReplaceAll(unrenamedType(t), " ", "")
}

// funcKey is the normalised pointer type of function f: `R(A,B)*`.
func funcKey(f *llvmir.Function) string {
	var b strings.Builder
	b.WriteString(f.RetType)
	b.WriteString("(")
	for i, p := range f.Params {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(p.Type)
	}
	if f.Variadic {
		if len(f.Params) > 0 {
			b.WriteString(",")
		}
		b.WriteString("...")
	}
	b.WriteString(")*")
	return normType(b.String())
}

// callFuncKey is the normalised function pointer type a call through a pointer calls: the
// function type written after its opcode, else its result type and its arguments' types; ""
// with opaque pointers.
func callFuncKey(in *llvmir.Inst) string {
	if in.Callee == nil {
		return ""
	}
	t := strings.TrimSpace(in.Callee.Type)
	if i := strings.Index(t, " ("); i > 0 && strings.HasSuffix(t, ")") {
		return normType(t + "*")
	}
	var b strings.Builder
	b.WriteString(t)
	b.WriteString("(")
	for i, a := range in.Args {
		if i > 0 {
			b.WriteString(",")
		}
		if !typedPointer(a.Type) && llvmir.IsPointerType(a.Type) {
			return ""
		}
		b.WriteString(a.Type)
	}
	b.WriteString(")*")
	return normType(b.String())
}

// fits reports whether a call's arguments fit callee's parameters: as many, pointers for
// pointers, and, in IR with typed pointers (clang 14), the same pointer types: a C function
// called through a pointer of another type is undefined behaviour, and CoMD's
// `void (*destroy)(BasePotential **)` was otherwise taken for a possible call of
// `void destroyAtomsExchange(void *)`, merging the two objects. A C++ method's `this` may be
// a derived class's where the call passes the base's (a virtual call): not compared.
func fits(args []*llvmir.Value, callee *Function) bool {
	params := callee.IR.Params
	if len(args) != len(params) {
		return false
	}
	for i, a := range args {
		pa, pp := llvmir.IsPointerType(a.Type), llvmir.IsPointerType(params[i].Type)
		if pa != pp {
			return false
		}
		if pa && typedPointer(a.Type) && typedPointer(params[i].Type) &&
			unrenamedType(a.Type) != unrenamedType(params[i].Type) &&
			(i > 0 || !strings.HasPrefix(callee.IR.Name, "_Z")) {
			return false
		}
	}
	return true
}

// unrenamedType writes a type without the numeric suffixes LLVM gives a named struct type
// whose name is already taken in its module: `%"class.std::vector.73"*` in one module is
// `%"class.std::vector.12"*` in another (every instantiation of std::vector is named
// "class.std::vector"), and a C struct declared in a block takes `%struct.S.0` when a file-scope
// `struct S` exists. Types of two modules are compared by their names without those suffixes;
// comparing the texts made Quicksilver's virtual `comm->exchange(...)` run nothing.
func unrenamedType(t string) string {
	if !strings.Contains(t, ".") {
		return t
	}
	var b strings.Builder
	for i := 0; i < len(t); {
		c := t[i]
		b.WriteByte(c)
		i++
		if c != '%' {
			continue
		}
		// A type name: %name or %"quoted name"; copy it without its trailing .N groups.
		end := i
		if end < len(t) && t[end] == '"' {
			end++
			for end < len(t) && t[end] != '"' {
				end++
			}
			name := t[i+1 : end]
			b.WriteByte('"')
			b.WriteString(withoutRenamingSuffix(name))
			if end < len(t) {
				b.WriteByte('"')
				end++
			}
		} else {
			for end < len(t) && (isTypeNameByte(t[end])) {
				end++
			}
			b.WriteString(withoutRenamingSuffix(t[i:end]))
		}
		i = end
	}
	return b.String()
}

// withoutRenamingSuffix drops the trailing ".N" groups (N decimal) of a type name.
func withoutRenamingSuffix(name string) string {
	for {
		dot := strings.LastIndexByte(name, '.')
		if dot <= 0 || dot == len(name)-1 {
			return name
		}
		for _, c := range name[dot+1:] {
			if c < '0' || c > '9' {
				return name
			}
		}
		name = name[:dot]
	}
}

func isTypeNameByte(c byte) bool {
	return c == '.' || c == '_' || c == '$' || c == '-' ||
		'0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// typedPointer reports whether a pointer type names its pointee (`%struct.S*`, `i8*`), as
// in IR before opaque pointers; `ptr` says nothing.
func typedPointer(t string) bool {
	return strings.HasSuffix(t, "*")
}

// callResultType is the result type a call expects: the type written after its opcode, or the
// return type of the function type written there.
func callResultType(in *llvmir.Inst) string {
	if in.Callee == nil {
		return ""
	}
	t := strings.TrimSpace(in.Callee.Type)
	if i := strings.Index(t, " ("); i > 0 && strings.HasSuffix(t, ")") {
		t = t[:i]
	}
	return t
}

// returnsLike reports whether a call expecting a result of type want may run a function
// returning got: void only with void, a pointer only with a pointer. Other types are not
// compared (an unknown type text matches anything).
func returnsLike(want, got string) bool {
	if want == "" || got == "" {
		return true
	}
	if (want == "void") != (got == "void") {
		return false
	}
	simple := func(t string) bool { return !strings.ContainsAny(t, "{<[") }
	if simple(want) && simple(got) && llvmir.IsPointerType(want) != llvmir.IsPointerType(got) {
		return false
	}
	return true
}
