// Package mpiwrap reads a call of a one-line MPI wrapper as the MPI call it makes.
//
// Real programs often call MPI only through wrappers of one line,
//
//	void mpiIrecv(void *buf, int n, MPI_Datatype t, int src, int tag, MPI_Comm c, MPI_Request *r)
//	   { qs_assert(MPI_Irecv(buf, n, t, src, tag, c, r) == MPI_SUCCESS); }
//
// and a context-insensitive analysis of the wrapper merges everything its callers pass: every
// receive buffer of the program becomes one object "received by MPI_Irecv", every communicator
// argument "may differ" (issue 13, mechanism 2). A wrapper that only forwards its parameters
// (or constants) to one MPI call made on every path to its return, and otherwise at most
// reports an error, is exactly that MPI call at each of its call sites. Unwrap rewrites those
// call sites in place, before the program model is built: the call instruction keeps its
// position, result and successors, and gets the MPI function as callee and the caller's own
// values as arguments. Every analysis then sees the MPI call where the program makes it.
package mpiwrap

import (
	"sort"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Report says what Unwrap did.
type Report struct {
	// Wrappers are the names (as written in the IR) of the functions read as MPI calls, with
	// the MPI function each one makes, sorted by name.
	Wrappers []Wrapper
	// Rewritten are the call sites rewritten, in module and instruction order.
	Rewritten []Site
	// Dead are the wrapper definitions no longer referenced anywhere once their calls are
	// rewritten (their address is never taken): the model leaves them out, as a linker would
	// drop an unreferenced function after inlining.
	Dead map[*llvmir.Function]bool
}

// Site is one call of a wrapper read as the MPI call: the caller's call instruction (now the
// MPI call) and the MPI call inside the wrapper, so that a finding at the caller can say where
// the MPI function is called in the source.
type Site struct {
	Module  *llvmir.Module
	Call    *llvmir.Inst
	Wrapper string // the wrapper's name (see Wrapper.Name)
	Inner   Inner
}

// Inner is the MPI call a wrapper makes.
type Inner struct {
	Module *llvmir.Module
	Func   *llvmir.Function
	Call   *llvmir.Inst
}

// Wrapper is one function read as an MPI call.
type Wrapper struct {
	Name string // the wrapper's name in the source when the IR has debug info, else its IR name
	MPI  string // the MPI function it calls
}

// maxRounds bounds the rewriting: a wrapper of a wrapper becomes a wrapper once the inner
// calls are rewritten, so each round can find a new level. Real programs have one or two.
const maxRounds = 4

// Unwrap rewrites, in every module, the calls of MPI wrappers into the MPI calls they make
// (see the package comment). mods are all the modules of a run: the external name of a wrapper
// is resolved across them. It must run before anything else reads the modules (they are
// modified in place) and is deterministic.
func Unwrap(mods []*llvmir.Module) *Report { return unwrap(mods, false) }

// UnwrapLocal is Unwrap for one file of a program analysed alone (`parcoach cc`): only the
// wrappers internal to a module (static functions) are read, since an external one may be
// called from files not seen, whose calls keep running its body.
func UnwrapLocal(mods []*llvmir.Module) *Report { return unwrap(mods, true) }

func unwrap(mods []*llvmir.Module, localOnly bool) *Report {
	rep := &Report{Dead: map[*llvmir.Function]bool{}}
	found := map[string]string{}      // wrapper IR name -> MPI name
	inner := map[*llvmir.Inst]Inner{} // rewritten call -> the MPI call it stands for
	for round := 0; round < maxRounds; round++ {
		ws := findWrappers(mods, inner, localOnly)
		if len(ws.external) == 0 && len(ws.internal) == 0 {
			break
		}
		n := 0
		for _, m := range mods {
			n += ws.rewriteCalls(m, found, inner, rep)
		}
		if n == 0 {
			break
		}
	}
	names := map[string]string{}
	for name, fn := range found {
		names[name] = sourceName(mods, name)
		rep.Wrappers = append(rep.Wrappers, Wrapper{Name: names[name], MPI: fn})
	}
	for i := range rep.Rewritten {
		rep.Rewritten[i].Wrapper = names[rep.Rewritten[i].Wrapper]
	}
	sort.Slice(rep.Wrappers, func(i, j int) bool { return rep.Wrappers[i].Name < rep.Wrappers[j].Name })
	markDead(mods, found, rep.Dead)
	return rep
}

// sourceName is the name users know the function called name (in the IR) by: the name of its
// debug information, demangled by the compiler, when a module defining it has one.
func sourceName(mods []*llvmir.Module, name string) string {
	for _, m := range mods {
		if f := m.Func(name); f != nil && !f.Decl {
			if loc := m.FuncLocation(f); loc.Func != "" {
				return loc.Func
			}
		}
	}
	return name
}

// forward is how one wrapper makes its MPI call: the MPI function (the callee value of the
// wrapper's own call) and, for each argument of that call, the wrapper parameter it forwards
// (param >= 0) or the constant it passes (param < 0).
type forward struct {
	fn     *llvmir.Function
	callee *llvmir.Value
	args   []forwardArg
	call   *llvmir.Inst // the MPI call in fn
	inner  Inner        // the MPI call in the source: call, or for a wrapper of a wrapper, further in
}

type forwardArg struct {
	param int
	konst *llvmir.Value
}

// key identifies what a wrapper does, to tell whether two definitions of one name agree.
func (f *forward) key() string {
	var b strings.Builder
	b.WriteString(f.callee.Name)
	for _, a := range f.args {
		b.WriteByte(',')
		if a.param >= 0 {
			b.WriteString("%" + strconv.Itoa(a.param))
		} else {
			b.WriteString(a.konst.Type + " " + constText(a.konst))
		}
	}
	return b.String()
}

// wrappers are the wrappers of a run: external names (valid in every module when every
// definition of the name in the run is the same wrapper) and internal ones per module.
type wrappers struct {
	external map[string]*forward
	internal map[*llvmir.Module]map[string]*forward
}

func findWrappers(mods []*llvmir.Module, inner map[*llvmir.Inst]Inner, localOnly bool) *wrappers {
	ws := &wrappers{external: map[string]*forward{}, internal: map[*llvmir.Module]map[string]*forward{}}
	refused := map[string]bool{} // external names with a definition that is no wrapper, or two different ones
	for _, m := range mods {
		for _, f := range m.Funcs {
			if f.Decl || len(f.Blocks) == 0 {
				continue
			}
			local := f.Linkage == "internal" || f.Linkage == "private"
			if localOnly && !local {
				continue
			}
			w := recognise(f)
			if w != nil {
				w.inner = Inner{Module: m, Func: f, Call: w.call}
				if in, ok := inner[w.call]; ok { // a wrapper of a wrapper
					w.inner = in
				}
			}
			if local {
				if w != nil {
					if ws.internal[m] == nil {
						ws.internal[m] = map[string]*forward{}
					}
					ws.internal[m][f.Name] = w
				}
				continue
			}
			if refused[f.Name] {
				continue
			}
			prev, seen := ws.external[f.Name]
			switch {
			case w == nil, seen && prev.key() != w.key():
				refused[f.Name] = true
				delete(ws.external, f.Name)
			case !seen:
				ws.external[f.Name] = w
			}
		}
	}
	return ws
}

// lookup is the wrapper a direct call of name in module m reaches, or nil.
func (ws *wrappers) lookup(m *llvmir.Module, name string) *forward {
	if w := ws.internal[m][name]; w != nil {
		return w
	}
	if f := m.Func(name); f != nil && !f.Decl && (f.Linkage == "internal" || f.Linkage == "private") {
		return nil // a local function of m that is no wrapper hides the external one
	}
	return ws.external[name]
}

// rewriteCalls rewrites the calls of wrappers in m, records them in rep and returns how many
// it rewrote.
func (ws *wrappers) rewriteCalls(m *llvmir.Module, found map[string]string, inner map[*llvmir.Inst]Inner, rep *Report) int {
	n := 0
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Op != "call" && in.Op != "invoke" {
					continue
				}
				name := in.CalledFunction()
				w := ws.lookup(m, name)
				if w == nil || w.fn == f || len(in.Args) != len(w.fn.Params) {
					continue
				}
				args := make([]*llvmir.Value, len(w.args))
				for i, a := range w.args {
					if a.param >= 0 {
						args[i] = in.Args[a.param]
					} else {
						args[i] = a.konst
					}
				}
				in.Callee = w.callee
				in.Args = args
				in.Operands = args
				found[name] = w.callee.Name
				rep.Rewritten = append(rep.Rewritten, Site{Module: m, Call: in, Wrapper: name, Inner: w.inner})
				inner[in] = w.inner
				n++
			}
		}
	}
	return n
}

// recognise returns how f forwards its parameters to one MPI call, or nil when f is not a
// wrapper: see the package comment. At -O0 the parameters go through stack slots (an alloca
// stored once with the parameter, then loaded), which are followed.
func recognise(f *llvmir.Function) *forward {
	if f.Variadic {
		return nil
	}
	// The MPI call first: most functions make none, and that walk stops at the first call
	// that is neither MPI nor an error report.
	call, callBlock := theMPICall(f)
	if call == nil || call.Callee == nil || call.Callee.Kind != llvmir.ValGlobal {
		return nil
	}
	same, results, ok := parameterCopies(f, call)
	if !ok {
		return nil
	}
	w := &forward{fn: f, callee: call.Callee, call: call}
	for _, a := range call.Args {
		if a.Kind == llvmir.ValLocal {
			i, ok := same[a.Name]
			if !ok {
				return nil // a value computed in the wrapper
			}
			w.args = append(w.args, forwardArg{param: i})
			continue
		}
		if !moduleFree(a) {
			return nil // a global of the wrapper's module
		}
		w.args = append(w.args, forwardArg{param: -1, konst: a})
	}
	if !returnsOnlyAfter(f, callBlock, call, results) {
		return nil
	}
	return w
}

// parameterCopies maps the locals of f that hold a parameter's value to its index: the
// parameters, the loads of their stack slots, and casts of those. results are the locals that
// hold the MPI call's result or a constant: the loads of the slots a wrapper keeps its return
// code in (`int rc = MPI_Barrier(c); if (rc != MPI_SUCCESS) ...; return rc;`, and clang's
// -O0 `retval` slot). ok is false when f stores anything else anywhere: memory the caller could
// see, a parameter's slot written twice, a slot given a computed value or whose address is
// used for anything but its loads and stores.
func parameterCopies(f *llvmir.Function, call *llvmir.Inst) (same map[string]int, results map[string]bool, ok bool) {
	same = map[string]int{}
	for _, p := range f.Params {
		same[p.Name] = p.Index
	}
	allocas := map[string]bool{}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Op == "alloca" {
				allocas[in.Result] = true
			}
		}
	}
	slot := map[string]int{}        // alloca -> the parameter stored into it
	resultSlot := map[string]bool{} // alloca -> stored only with a return code
	var returnCodes []*llvmir.Value // the values stored into result slots, checked below
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Op != "store" {
				continue
			}
			if len(in.Operands) != 2 {
				return nil, nil, false
			}
			v, ptr := in.Operands[0], in.Operands[1]
			if ptr.Kind != llvmir.ValLocal || !allocas[ptr.Name] {
				return nil, nil, false
			}
			if i, isParam := same[v.Name]; v.Kind == llvmir.ValLocal && isParam {
				if _, twice := slot[ptr.Name]; twice || resultSlot[ptr.Name] {
					return nil, nil, false
				}
				slot[ptr.Name] = i
				continue
			}
			if _, isParamSlot := slot[ptr.Name]; isParamSlot {
				return nil, nil, false
			}
			resultSlot[ptr.Name] = true
			returnCodes = append(returnCodes, v)
		}
	}
	results = map[string]bool{}
	if call.Result != "" {
		results[call.Result] = true
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Result == "" || len(in.Operands) != 1 || in.Operands[0].Kind != llvmir.ValLocal {
				continue
			}
			src := in.Operands[0].Name
			switch in.Op {
			case "load":
				if i, ok := slot[src]; ok {
					same[in.Result] = i
				}
				if resultSlot[src] {
					results[in.Result] = true
				}
			case "bitcast", "addrspacecast":
				if i, ok := same[src]; ok {
					same[in.Result] = i
				}
			}
		}
	}
	for _, v := range returnCodes {
		if !(v.Kind == llvmir.ValLocal && results[v.Name]) && !moduleFree(v) {
			return nil, nil, false // a computed value kept in a slot
		}
	}
	if !onlyLoadedAndStored(f, resultSlot) {
		return nil, nil, false
	}
	return same, results, true
}

// onlyLoadedAndStored reports whether the slots are used only as the address of loads and
// stores in f: a slot whose address goes anywhere else could be written there.
func onlyLoadedAndStored(f *llvmir.Function, slots map[string]bool) bool {
	if len(slots) == 0 {
		return true
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			for i, o := range in.Operands {
				if o.Kind != llvmir.ValLocal || !slots[o.Name] {
					continue
				}
				if !(in.Op == "load" || in.Op == "store" && i == 1) {
					return false // a call's arguments are among its operands
				}
			}
		}
	}
	return true
}

// theMPICall is the only MPI call of f (MPI_Abort on an error path aside), or nil when f
// makes none, several, or anything else with an effect: a call other than an error report, an
// invoke, an atomic operation, exception handling.
func theMPICall(f *llvmir.Function) (*llvmir.Inst, *llvmir.Block) {
	var call *llvmir.Inst
	var at *llvmir.Block
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			switch in.Op {
			case "call":
				name := in.CalledFunction()
				if ignoredIntrinsic(name) || errorReport(name) {
					continue
				}
				if mf, _, ok := mpi.Lookup(name); !ok || mf.Kind == mpi.Abort || call != nil {
					return nil, nil
				}
				call, at = in, b
			case "invoke", "callbr", "atomicrmw", "cmpxchg", "fence", "va_arg", "landingpad",
				"resume", "catchpad", "cleanuppad", "catchswitch", "catchret", "cleanupret", "indirectbr":
				return nil, nil
			}
		}
	}
	return call, at
}

// returnsOnlyAfter reports whether every path of f from its entry to a `ret` runs call once,
// and each `ret` returns nothing, a constant, or call's own result (results: the call's result
// and its copies): then the wrapper is the call. f must not loop (a loop could run the call
// several times or none).
func returnsOnlyAfter(f *llvmir.Function, at *llvmir.Block, call *llvmir.Inst, results map[string]bool) bool {
	if hasCycle(f) {
		return false
	}
	seen := map[*llvmir.Block]bool{at: true}
	work := []*llvmir.Block{f.Blocks[0]}
	if f.Blocks[0] == at {
		work = nil
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if t := b.Terminator(); t != nil && t.Op == "ret" {
			return false // a return that does not pass the call
		}
		work = append(work, b.Succs...)
	}
	for _, b := range f.Blocks {
		t := b.Terminator()
		if t == nil || t.Op != "ret" || len(t.Operands) == 0 {
			continue
		}
		v := t.Operands[0]
		switch {
		case v.Kind == llvmir.ValLocal && results[v.Name]:
			if f.RetType != call.Type {
				return false
			}
		case moduleFree(v):
		default:
			return false
		}
	}
	return true
}

// hasCycle reports whether the CFG of f has a cycle.
func hasCycle(f *llvmir.Function) bool {
	const (
		white = iota
		grey
		black
	)
	colour := make([]int, len(f.Blocks))
	var visit func(b *llvmir.Block) bool
	visit = func(b *llvmir.Block) bool {
		colour[b.Index] = grey
		for _, s := range b.Succs {
			switch colour[s.Index] {
			case grey:
				return true
			case white:
				if visit(s) {
					return true
				}
			}
		}
		colour[b.Index] = black
		return false
	}
	return visit(f.Blocks[0])
}

// markDead adds to dead the definitions of the rewritten wrappers that nothing references any
// more: no call left to them and no use of their address, in any module. Names are counted in
// the IR text (each "@name"), less the definitions and declarations, less the calls rewritten
// (which still name the wrapper in the text).
func markDead(mods []*llvmir.Module, found map[string]string, dead map[*llvmir.Function]bool) {
	if len(found) == 0 {
		return
	}
	refs := map[string]int{}
	defs := map[string][]*llvmir.Function{}
	for _, m := range mods {
		countReferences(m.Src, found, refs)
		for _, f := range m.Funcs {
			if _, ok := found[f.Name]; ok {
				refs[f.Name]-- // its own define or declare line
				if !f.Decl {
					defs[f.Name] = append(defs[f.Name], f)
				}
			}
			for _, b := range f.Blocks {
				for _, in := range b.Insts {
					if !in.IsCall() {
						continue
					}
					if name := calledInText(m, in); name != in.CalledFunction() {
						if _, ok := found[name]; ok {
							refs[name]--
						}
					}
				}
			}
		}
	}
	for name, fs := range defs {
		if refs[name] == 0 {
			for _, f := range fs {
				dead[f] = true
			}
		}
	}
}

// countReferences adds to refs the number of times each name of found appears as "@name" in
// text.
func countReferences(text []byte, found map[string]string, refs map[string]int) {
	for i := 0; i < len(text); i++ {
		if text[i] != '@' {
			continue
		}
		j := i + 1
		for j < len(text) && nameChar(text[j]) {
			j++
		}
		if _, ok := found[string(text[i+1:j])]; ok {
			refs[string(text[i+1:j])]++
		}
		i = j - 1
	}
}

func nameChar(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// calledInText is the callee a call instruction names in its text (before any rewriting): the
// first "@name(" of the instruction.
func calledInText(m *llvmir.Module, in *llvmir.Inst) string {
	text := m.Text(in.Span)
	i := strings.Index(text, "@")
	if i < 0 {
		return ""
	}
	j := i + 1
	for j < len(text) && nameChar(text[j]) {
		j++
	}
	if j >= len(text) || text[j] != '(' {
		return ""
	}
	return text[i+1 : j]
}

// ignoredIntrinsic reports calls that only describe the program to a debugger or optimiser.
func ignoredIntrinsic(name string) bool {
	return strings.HasPrefix(name, "llvm.dbg.") || strings.HasPrefix(name, "llvm.lifetime.") ||
		strings.HasPrefix(name, "llvm.assume") || strings.HasPrefix(name, "llvm.expect")
}

// errorReport reports the calls a wrapper may make besides its MPI call: printing an error
// message, and ending the job. None of them changes memory the analyses follow.
func errorReport(name string) bool {
	switch name {
	case "printf", "fprintf", "puts", "fputs", "putchar", "fputc", "fflush", "perror":
		return true
	}
	return model.IsNoReturn(name)
}

// moduleFree reports whether v is a constant that means the same in every module: a number,
// null, undef, or an expression over those (mpich's MPI_STATUS_IGNORE is `inttoptr (i64 1)`).
// A global would name a variable of the wrapper's module.
func moduleFree(v *llvmir.Value) bool {
	switch v.Kind {
	case llvmir.ValInt, llvmir.ValFloat, llvmir.ValNull, llvmir.ValUndef:
		return true
	case llvmir.ValConstExpr:
		for _, e := range v.Elems() {
			if !moduleFree(e) {
				return false
			}
		}
		return len(v.Elems()) > 0
	}
	return false
}

// constText is the text of a module-free constant, to compare two wrappers.
func constText(v *llvmir.Value) string {
	switch v.Kind {
	case llvmir.ValInt:
		if v.Text != "" {
			return v.Text
		}
		return strconv.FormatInt(v.Int, 10)
	case llvmir.ValConstExpr:
		parts := []string{v.Expr()}
		for _, e := range v.Elems() {
			parts = append(parts, e.Type+" "+constText(e))
		}
		return strings.Join(parts, " ")
	}
	return v.Text
}
