package model

import (
	"strconv"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/mpi"
)

// defUse indexes a function's SSA names: the instruction defining each and the instructions
// using it. Built on first use. Numbered names (%0, %17: nearly all of clang's and flang's
// -O0 IR) are indexed densely: def[k] and the uses of %k in use[useAt[k]:useAt[k+1]], one
// array for the whole function (issue 18: the maps cost several times more); other names
// are in the maps.
type defUse struct {
	def   []*llvmir.Inst
	useAt []int32
	use   []*llvmir.Inst

	named     map[string]*llvmir.Inst
	namedUses map[string][]*llvmir.Inst
}

func (f *Function) defUse() *defUse { return f.du.get(f.buildDefUse) }

// localNumber is the number of a numbered local name ("17") below limit, or -1.
func localNumber(name string, limit int) int {
	if n := llvmir.LocalNumber(name); n < limit {
		return n
	}
	return -1
}

func (f *Function) buildDefUse() *defUse {
	// Numbered names are below the count of parameters, blocks and results.
	limit := len(f.IR.Params) + len(f.IR.Blocks) + 1
	for _, b := range f.IR.Blocks {
		limit += len(b.Insts)
	}
	du := &defUse{def: make([]*llvmir.Inst, limit), useAt: make([]int32, limit+1)}
	// Each use of a local: an operand, or the callee of an indirect call.
	eachUse := func(in *llvmir.Inst, visit func(name string)) {
		for _, op := range in.Operands {
			if op != nil && op.Kind == llvmir.ValLocal {
				visit(op.Name)
			}
		}
		if in.Callee != nil && in.Callee.Kind == llvmir.ValLocal {
			visit(in.Callee.Name)
		}
	}
	total := 0
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if in.Result != "" {
				if k := localNumber(in.Result, limit); k >= 0 {
					du.def[k] = in
				} else {
					if du.named == nil {
						du.named = map[string]*llvmir.Inst{}
					}
					du.named[in.Result] = in
				}
			}
			eachUse(in, func(name string) {
				if k := localNumber(name, limit); k >= 0 {
					du.useAt[k+1]++
					total++
				} else {
					if du.namedUses == nil {
						du.namedUses = map[string][]*llvmir.Inst{}
					}
					du.namedUses[name] = append(du.namedUses[name], in)
				}
			})
		}
	}
	for k := 1; k <= limit; k++ {
		du.useAt[k] += du.useAt[k-1]
	}
	du.use = make([]*llvmir.Inst, total)
	next := make([]int32, limit)
	copy(next, du.useAt[:limit])
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			eachUse(in, func(name string) {
				if k := localNumber(name, limit); k >= 0 {
					du.use[next[k]] = in
					next[k]++
				}
			})
		}
	}
	return du
}

// Def returns the instruction defining the local value name, or nil (parameters, unknown).
func (f *Function) Def(name string) *llvmir.Inst {
	du := f.defUse()
	if k := localNumber(name, len(du.def)); k >= 0 {
		return du.def[k]
	}
	return du.named[name]
}

// Uses returns the instructions that use the local value name, in the order of the
// function's instructions (an instruction using it twice is there twice). The slice is
// shared: do not modify it.
func (f *Function) Uses(name string) []*llvmir.Inst {
	du := f.defUse()
	if k := localNumber(name, len(du.def)); k >= 0 {
		a, b := du.useAt[k], du.useAt[k+1]
		if a == b {
			return nil
		}
		return du.use[a:b:b]
	}
	return du.namedUses[name]
}

// ParamIndex returns the index of the parameter named name, or -1.
func (f *Function) ParamIndex(name string) int {
	for _, p := range f.IR.Params {
		if p.Name == name {
			return p.Index
		}
	}
	return -1
}

// Arg returns argument i of an MPI call as the callee sees it. In the C binding that is the
// operand itself. In the Fortran binding every argument is passed by reference, and a constant
// is first stored into a temporary: Arg follows the pointer back to that store (or to a
// constant global) and returns the value; when it cannot, it returns the pointer.
func (e *Event) Arg(i int) *llvmir.Value {
	if i < 0 || i >= len(e.Inst.Args) {
		return nil
	}
	v := e.Inst.Args[i]
	if e.Binding != mpi.Fortran {
		return v
	}
	if stored := e.Fn().storedBefore(e.Inst, v); stored != nil {
		return stored
	}
	return v
}

// storedBefore finds the value held at pointer p just before instruction at: the value of a
// constant global, or of the last store to p earlier in the same block (the pattern flang and
// clang emit for by-reference temporaries).
func (f *Function) storedBefore(at *llvmir.Inst, p *llvmir.Value) *llvmir.Value {
	base := p.Base()
	if base == nil {
		return nil
	}
	if base.Kind == llvmir.ValGlobal && base == p {
		if g := f.findGlobal(base.Name); g != nil && g.Constant && g.Init != nil && g.Init.Kind == llvmir.ValInt {
			return g.Init
		}
		return nil
	}
	if p.Kind != llvmir.ValLocal {
		return nil
	}
	insts := at.Block.Insts
	pos := -1
	for i, in := range insts {
		if in == at {
			pos = i
			break
		}
	}
	for i := pos - 1; i >= 0; i-- {
		in := insts[i]
		if in.Op == "store" && len(in.Operands) == 2 && f.sameAddress(in.Operands[1], p) {
			return f.constantLoaded(in.Operands[0])
		}
		if isCallOp(in.Op) {
			return nil // the callee may have written through p
		}
	}
	return nil
}

// sameAddress reports whether pointer q is p, or a getelementptr of p with all-zero indices
// (flang-19 stores a derived-type temporary's first component through `gep %T, ptr %p, 0, 0`).
func (f *Function) sameAddress(q, p *llvmir.Value) bool {
	for depth := 0; q != nil && q.Kind == llvmir.ValLocal && depth < 4; depth++ {
		if q.Name == p.Name {
			return true
		}
		def := f.Def(q.Name)
		if def == nil || def.Op != "getelementptr" || len(def.Operands) < 2 {
			return false
		}
		for _, ix := range def.Operands[1:] {
			if ix.Kind != llvmir.ValInt || ix.Int != 0 {
				return false
			}
		}
		q = def.Operands[0]
	}
	return false
}

// constantLoaded returns the constant a value was loaded from: a load of a constant global
// whose initializer is an integer, or a one-component aggregate such as flang's
// `@_QQro._QMmpi_f08Tmpi_comm.0 = internal constant %_QMmpi_f08Tmpi_comm { i32 1140850688 }`
// (an mpi_f08 handle constant). Other values are returned unchanged.
func (f *Function) constantLoaded(v *llvmir.Value) *llvmir.Value {
	if v == nil || v.Kind != llvmir.ValLocal {
		return v
	}
	def := f.Def(v.Name)
	if def == nil || def.Op != "load" || len(def.Operands) == 0 || def.Operands[0].Kind != llvmir.ValGlobal {
		return v
	}
	g := f.findGlobal(def.Operands[0].Name)
	if g == nil || !g.Constant || g.Init == nil {
		return v
	}
	init := g.Init
	for init.Kind == llvmir.ValAggregate && len(init.Elems()) > 0 {
		init = init.Elems()[0]
	}
	if init.Kind == llvmir.ValInt {
		return init
	}
	return v
}

func (f *Function) findGlobal(name string) *llvmir.Global { return f.Module.Global(name) }

// CommKind says how much is known about a communicator argument.
type CommKind int

const (
	// CommUnknown: any communicator.
	CommUnknown CommKind = iota
	// CommConst: a predefined handle (MPI_COMM_WORLD, MPI_COMM_SELF), Key names it.
	CommConst
	// CommVar: a variable written only by communicator constructors (MPI_Comm_split,
	// MPI_Comm_dup, ...): a communicator of its own, distinct from any other Var or Const.
	CommVar
	// CommParam: the communicator the function received as parameter Param.
	CommParam
)

// Comm identifies the communicator of a collective as far as the IR shows it.
type Comm struct {
	Kind  CommKind
	Key   string
	Param int
	// ByRef: the parameter is a reference to the communicator (Fortran binding), not the
	// handle itself.
	ByRef bool
	// Ctor is, for a CommVar written by exactly one constructor call, that call (in CtorFn):
	// a split's colour argument tells which processes share the communicator.
	Ctor   *llvmir.Inst
	CtorFn *Function
	// Name is the source name of a CommVar's variable or a CommParam's parameter, when the
	// debug information has it.
	Name string
	// Index, for a CommVar that is an element of a local array of communicators
	// (`comm_r[g]`), is the local variable the index is read from: the element is the same
	// as long as that variable keeps its value.
	Index string
}

// mpich's MPI_COMM_SELF handle; Open MPI's is the address of ompi_mpi_comm_self.
const mpichCommSelf = 0x44000001

// IsSelf reports whether the communicator is MPI_COMM_SELF, on which a collective involves
// only the calling process and can never be mismatched.
func (c Comm) IsSelf() bool {
	return c.Kind == CommConst && (c.Key == "int:"+strconv.Itoa(mpichCommSelf) || c.Key == "sym:ompi_mpi_comm_self")
}

// DistinctFrom reports whether c and d are provably different communicators.
func (c Comm) DistinctFrom(d Comm) bool {
	known := func(k CommKind) bool { return k == CommConst || k == CommVar }
	return known(c.Kind) && known(d.Kind) && c.Key != d.Key
}

// String is the communicator as a message shows it.
func (c Comm) String() string {
	switch c.Kind {
	case CommConst:
		if c.Key == worldKey {
			return "MPI_COMM_WORLD"
		}
		if len(c.Key) > 4 && c.Key[:4] == "int:" {
			if v, err := strconv.ParseInt(c.Key[4:], 10, 64); err == nil {
				if n, ok := mpi.HandleName(v); ok {
					return n
				}
			}
		}
		return c.Key[4:]
	case CommVar:
		if c.Name != "" {
			return "communicator " + c.Name
		}
		return "communicator " + c.Key
	case CommParam:
		if c.Name != "" {
			return "communicator " + c.Name + " (a parameter)"
		}
		return "communicator parameter " + strconv.Itoa(c.Param+1)
	}
	return "unknown communicator"
}

// ArgIndex returns the argument indices of an MPI call in the binding it uses.
func (e *Event) ArgIndex() mpi.Args { return e.MPI.ArgsFor(e.Binding) }

// worldKey is the key of MPI_COMM_WORLD whatever the MPI library: MPI_Finalize is collective
// over it too.
const worldKey = "world"

// Comm returns the communicator of a collective MPI call.
func (e *Event) Comm() Comm {
	if e.Kind != MPICall {
		return Comm{}
	}
	if e.MPI.Over == mpi.World {
		return Comm{Kind: CommConst, Key: worldKey}
	}
	i := e.ArgIndex().Comm
	if i < 0 {
		return Comm{}
	}
	f := e.Fn()
	v := e.Arg(i)
	if v == nil {
		return Comm{}
	}
	if (e.Binding == mpi.Fortran && v == e.Inst.Args[i]) || (e.Binding == mpi.C && e.MPI.CPointer(i)) {
		// A by-reference argument we could not follow to a value: a variable of the program.
		return f.commOfPointer(v)
	}
	return f.commOfValue(v)
}

// commOfValue classifies a communicator handle value (C binding).
func (f *Function) commOfValue(v *llvmir.Value) Comm {
	switch v.Kind {
	case llvmir.ValInt:
		if n, ok := mpi.HandleName(v.Int); ok && n == "MPI_COMM_WORLD" {
			return Comm{Kind: CommConst, Key: worldKey}
		}
		return Comm{Kind: CommConst, Key: "int:" + strconv.FormatInt(v.Int, 10)}
	case llvmir.ValGlobal, llvmir.ValConstExpr:
		// Open MPI: the handle is the address of a predefined object.
		if b := v.Base(); b != nil && b.Kind == llvmir.ValGlobal && isOpenMPIPredefined(b.Name) {
			if b.Name == "ompi_mpi_comm_world" {
				return Comm{Kind: CommConst, Key: worldKey}
			}
			return Comm{Kind: CommConst, Key: "sym:" + b.Name}
		}
		return Comm{}
	case llvmir.ValLocal:
		if i := f.ParamIndex(v.Name); i >= 0 {
			return Comm{Kind: CommParam, Param: i}
		}
		def := f.Def(v.Name)
		if def != nil && def.Op == "load" && len(def.Operands) == 1 {
			return f.commOfPointer(def.Operands[0])
		}
	}
	return Comm{}
}

func isOpenMPIPredefined(name string) bool {
	return len(name) > 14 && name[:14] == "ompi_mpi_comm_"
}

// commOfPointer classifies the communicator held in memory at p: a local variable that only
// receives a parameter (the -O0 spill of a parameter), or one written only by communicator
// constructors.
func (f *Function) commOfPointer(p *llvmir.Value) Comm {
	if p.Kind == llvmir.ValLocal {
		if i := f.ParamIndex(p.Name); i >= 0 {
			// Fortran: the parameter itself is the reference to the communicator.
			return Comm{Kind: CommParam, Param: i, ByRef: true}
		}
	}
	if p.Kind != llvmir.ValLocal {
		return Comm{}
	}
	def := f.Def(p.Name)
	if def != nil && def.Op == "getelementptr" {
		return f.commElement(def)
	}
	if def == nil || def.Op != "alloca" {
		return Comm{}
	}
	param, constructors := -1, 0
	var ctor *llvmir.Inst
	for _, use := range f.Uses(p.Name) {
		switch {
		case use.Op == "load":
		case use.Op == "store" && len(use.Operands) == 2 && use.Operands[1].Name == p.Name && use.Operands[0].Kind == llvmir.ValLocal:
			i := f.ParamIndex(use.Operands[0].Name)
			if i < 0 || (param >= 0 && param != i) {
				return Comm{}
			}
			param = i
		case use.Op == "store" && len(use.Operands) == 2 && use.Operands[1].Name == p.Name && IsNullComm(use.Operands[0]):
			// `MPI_Comm c = MPI_COMM_NULL;` before the constructor: a process that skips the
			// constructor holds no communicator, as one the constructor leaves out.
		case isCallOp(use.Op) && isCommConstructor(use, p.Name):
			constructors++
			ctor = use
		case isCallOp(use.Op) && isDebugIntrinsic(use):
		case isCallOp(use.Op) && isMPIUse(use):
			// Passed by reference to an MPI call that only reads it (Fortran binding).
		default:
			return Comm{} // escapes or is written some other way
		}
	}
	switch {
	case param >= 0 && constructors == 0:
		return Comm{Kind: CommParam, Param: param, Name: f.VarName(p.Name)}
	case param < 0 && constructors > 0:
		c := Comm{Kind: CommVar, Key: f.Name + ":%" + p.Name, Name: f.VarName(p.Name)}
		if constructors == 1 {
			c.Ctor, c.CtorFn = ctor, f
		}
		return c
	}
	return Comm{}
}

// commElement classifies `&comms[i]`: an element of a local array that only communicator
// constructors write (`MPI_Comm_split(..., &comm_r[g])`) and only loads and MPI calls read, at
// an index read from a local variable. It is a CommVar keyed by the array and the index
// variable, with no single constructor (each element has its own colour).
func (f *Function) commElement(gep *llvmir.Inst) Comm {
	base, idx, ok := f.elementOf(gep)
	if !ok {
		return Comm{}
	}
	for _, use := range f.Uses(base) {
		if isCallOp(use.Op) && isDebugIntrinsic(use) {
			continue
		}
		if use.Op != "getelementptr" || use.Result == "" || len(use.Operands) == 0 || use.Operands[0].Name != base {
			return Comm{}
		}
		for _, u := range f.Uses(use.Result) {
			switch {
			case u.Op == "load":
			case isCallOp(u.Op) && isCommConstructor(u, use.Result):
			case isCallOp(u.Op) && (isDebugIntrinsic(u) || isMPIUse(u)):
			case isCallOp(u.Op) && f.onlyReads(u, use.Result):
				// The array passed to a function that only reads it (`time_step(...,
				// comm_r, ...)`).
			default:
				return Comm{}
			}
		}
	}
	name := f.VarName(base)
	if iv := f.VarName(idx); name != "" && iv != "" {
		name += "[" + iv + "]"
	}
	return Comm{Kind: CommVar, Key: f.Name + ":%" + base + "[%" + idx + "]", Name: name, Index: idx}
}

// onlyReads reports whether call in passes pointer name only to parameters of a function of
// the program that the callee reads through and never writes through, stores or passes on
// (its -O0 spill slot included).
func (f *Function) onlyReads(in *llvmir.Inst, name string) bool {
	e := f.EventOf(in)
	if e == nil || e.Kind != Call || e.Fork || e.Callee == nil {
		return false
	}
	g := e.Callee
	for i, a := range in.Args {
		if a.Kind != llvmir.ValLocal || a.Name != name {
			continue
		}
		if i >= len(g.IR.Params) || !g.readOnlyPointer(g.IR.Params[i].Name, 0) {
			return false
		}
	}
	return true
}

// readOnlyPointer reports whether the pointer value name is only read through: loads, and
// getelementptrs whose results are only read through; a store of it into a local spill slot
// whose loads are only read through.
func (f *Function) readOnlyPointer(name string, depth int) bool {
	if depth > 4 {
		return false
	}
	for _, u := range f.Uses(name) {
		switch {
		case u.Op == "load" && len(u.Operands) == 1 && u.Operands[0].Name == name:
		case u.Op == "getelementptr" && u.Result != "" && len(u.Operands) > 0 && u.Operands[0].Name == name:
			if !f.readOnlyPointer(u.Result, depth+1) {
				return false
			}
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[0].Name == name && u.Operands[1].Kind == llvmir.ValLocal:
			slot := u.Operands[1].Name
			if d := f.Def(slot); d == nil || d.Op != "alloca" {
				return false
			}
			for _, su := range f.Uses(slot) {
				switch {
				case su.Op == "store" && su == u:
				case su.Op == "load" && su.Result != "":
					if !f.readOnlyPointer(su.Result, depth+1) {
						return false
					}
				case isCallOp(su.Op) && isDebugIntrinsic(su):
				default:
					return false
				}
			}
		case isCallOp(u.Op) && isDebugIntrinsic(u):
		default:
			return false
		}
	}
	return true
}

// elementOf reads `getelementptr [N x T], ptr %array, 0, (sext (load %i))` (or the one-index
// form on a pointer to the first element): the array's alloca and the index variable.
func (f *Function) elementOf(gep *llvmir.Inst) (base, idx string, ok bool) {
	ops := gep.Operands
	if len(ops) < 2 || len(ops) > 3 || ops[0].Kind != llvmir.ValLocal {
		return "", "", false
	}
	if d := f.Def(ops[0].Name); d == nil || d.Op != "alloca" {
		return "", "", false
	}
	if len(ops) == 3 && (ops[1].Kind != llvmir.ValInt || ops[1].Int != 0) {
		return "", "", false
	}
	v := ops[len(ops)-1]
	for depth := 0; v.Kind == llvmir.ValLocal && depth < 4; depth++ {
		d := f.Def(v.Name)
		if d == nil || len(d.Operands) != 1 {
			return "", "", false
		}
		switch d.Op {
		case "sext", "zext", "trunc":
			v = d.Operands[0]
		case "load":
			p := d.Operands[0]
			if p.Kind != llvmir.ValLocal {
				return "", "", false
			}
			if a := f.Def(p.Name); a == nil || a.Op != "alloca" {
				return "", "", false
			}
			return ops[0].Name, p.Name, true
		default:
			return "", "", false
		}
	}
	return "", "", false
}

// indexKept reports whether the index variable of an element communicator is written in no
// block dominated by block from: after a test of comms[i] at from, comms[i] names the same
// element in the code the test guards. Always true for other communicators.
func (f *Function) indexKept(c Comm, from int) bool {
	if c.Index == "" {
		return true
	}
	dom := f.Dom()
	for _, u := range f.Uses(c.Index) {
		if u.Op == "load" || isCallOp(u.Op) && isDebugIntrinsic(u) {
			continue
		}
		if dom.Dominates(from, u.Block.Index) {
			return false
		}
	}
	return true
}

func isDebugIntrinsic(in *llvmir.Inst) bool {
	n := in.CalledFunction()
	return n == "llvm.dbg.declare" || n == "llvm.dbg.value" || n == "llvm.lifetime.start.p0" || n == "llvm.lifetime.end.p0"
}

// isCommConstructor reports whether the call creates a communicator (or a window or file,
// which collectives are also over) into the variable name.
func isCommConstructor(in *llvmir.Inst, name string) bool {
	mf, binding, ok := mpi.Lookup(in.CalledFunction())
	if !ok || (mf.Sub != mpi.CommConstructor && mf.Sub != mpi.WinConstructor && mf.Sub != mpi.FileConstructor) {
		return false
	}
	i := mf.ArgsFor(binding).New
	if i < 0 || i >= len(in.Args) {
		return false
	}
	a := in.Args[i]
	return a.Kind == llvmir.ValLocal && a.Name == name
}

// isMPIUse reports whether the call is an MPI call: given the address of a communicator
// variable, it reads the communicator (Fortran binding), or frees it (MPI_Comm_free sets it to
// MPI_COMM_NULL, after which no collective may use it): either way the variable still names
// the communicator its constructor made. Constructors are recognised before.
func isMPIUse(in *llvmir.Inst) bool {
	_, _, ok := mpi.Lookup(in.CalledFunction())
	return ok
}

// ArgComm classifies argument i of a call as a communicator: it is what a callee's
// CommParam(i) is at this call site.
func (e *Event) ArgComm(param Comm) Comm {
	i := param.Param
	if i < 0 || i >= len(e.Inst.Args) {
		return Comm{}
	}
	f, v := e.Fn(), e.Inst.Args[i]
	if !param.ByRef {
		return f.commOfValue(v)
	}
	if stored := f.storedBefore(e.Inst, v); stored != nil {
		return f.commOfValue(stored)
	}
	return f.commOfPointer(v)
}

// VarName returns the source name of the local variable whose storage is the alloca named
// alloca (from llvm.dbg.declare and its DILocalVariable), "" without debug information.
func (f *Function) VarName(alloca string) string {
	return f.varNames.get(func() map[string]string {
		varNames := map[string]string{}
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.CalledFunction() != "llvm.dbg.declare" || len(in.Args) < 2 || len(in.Args[0].Elems()) == 0 {
					continue
				}
				if v := in.Args[0].Elems()[0]; v.Kind == llvmir.ValLocal {
					if name := f.Module.VariableName(llvmir.MetadataRef(in.Args[1])); name != "" {
						varNames[v.Name] = name
					}
				}
			}
		}
		for _, d := range f.IR.Declares { // LLVM 19+ debug records
			if name := f.Module.VariableName(d.Var); name != "" {
				varNames[d.Local] = name
			}
		}
		return varNames
	})[alloca]
}

// NullCommTest returns the communicator that the conditional ending block b compares with
// MPI_COMM_NULL (`if (comm != MPI_COMM_NULL)`, `if (comm /= MPI_COMM_NULL)`), when it is a
// variable or a parameter, and the successor taken when it is not null. Every process of that
// communicator takes the same branch (only the processes outside it hold MPI_COMM_NULL), so
// the test cannot decide a collective on it. For an element `comms[i]`, only while i keeps
// its value in the code the test guards.
func (f *Function) NullCommTest(b int) (c Comm, nonNull int, ok bool) {
	t := f.Terminator(b)
	if t == nil || t.Op != "br" || len(t.Succs) != 2 || len(t.Operands) == 0 || t.Operands[0].Kind != llvmir.ValLocal {
		return Comm{}, -1, false
	}
	cmp := f.Def(t.Operands[0].Name)
	if cmp == nil || cmp.Op != "icmp" || (cmp.Pred != "eq" && cmp.Pred != "ne") || len(cmp.Operands) != 2 {
		return Comm{}, -1, false
	}
	x, y := cmp.Operands[0], cmp.Operands[1]
	if IsNullComm(x) {
		x, y = y, x
	}
	if !IsNullComm(y) {
		return Comm{}, -1, false
	}
	c = f.commOfValue(x)
	if c.Kind != CommVar && c.Kind != CommParam {
		return Comm{}, -1, false
	}
	nonNull = t.Succs[0].Index // icmp ne: true when not null
	if cmp.Pred == "eq" {
		nonNull = t.Succs[1].Index
	}
	if !f.indexKept(c, nonNull) {
		return Comm{}, -1, false // comms[i] with i changed in the guarded code: another element
	}
	return c, nonNull, true
}

// IsNullComm recognises MPI_COMM_NULL: mpich's integer handle, Open MPI's ompi_mpi_comm_null.
func IsNullComm(v *llvmir.Value) bool {
	switch v.Kind {
	case llvmir.ValInt:
		n, ok := mpi.HandleName(v.Int)
		return ok && n == "MPI_COMM_NULL"
	case llvmir.ValGlobal, llvmir.ValConstExpr:
		b := v.Base()
		return b != nil && b.Kind == llvmir.ValGlobal && b.Name == "ompi_mpi_comm_null"
	}
	return false
}

// SameComm reports whether c and d designate the same variable or parameter.
func (c Comm) SameComm(d Comm) bool {
	switch c.Kind {
	case CommVar:
		return d.Kind == CommVar && c.Key == d.Key
	case CommParam:
		return d.Kind == CommParam && c.Param == d.Param
	}
	return false
}

// GuardedNonNull reports whether block b only runs where a test `comm != MPI_COMM_NULL` on
// communicator c held: some dominator of b ends in a NullCommTest of c whose non-null successor
// dominates b (and is entered from that test only).
func (f *Function) GuardedNonNull(b int, c Comm) bool {
	dom := f.Dom()
	for d := dom.Idom[b]; d >= 0 && d != b; d = dom.Idom[d] {
		tested, nonNull, ok := f.NullCommTest(d)
		if ok && tested.SameComm(c) && len(f.CFG.Pred[nonNull]) == 1 && dom.Dominates(nonNull, b) {
			return true
		}
	}
	return false
}
