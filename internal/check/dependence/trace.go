package dependence

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// A developer's aid for triaging findings on real code: with PARCOACH_DEBUG_WHY=FILE:LINE
// (a substring of a conditional's position), the solver of the processes domain prints, for
// every varying conditional there, the chain of facts that made it vary: each step is the
// instruction that first marked a value, memory class, parameter or result as varying. The
// notes of a finding name only the two ends of that chain; the middle is where a points-to
// merge shows up. Off by default: recording origins costs a map entry per fact.
var debugWhy = os.Getenv("PARCOACH_DEBUG_WHY")

// origin is the instruction being evaluated when a fact first became varying.
type origin struct {
	fn    *model.Function
	block int
	inst  int
}

type factKey struct {
	kind string // "val", "class", "param", "ret", "cond", "bit"
	fn   *model.Function
	name string
	n    int
}

// note records where a fact first became varying (when tracing).
func (s *solver) note(k factKey) {
	if s.origins == nil || s.cur == nil {
		return
	}
	if _, ok := s.origins[k]; !ok {
		s.origins[k] = origin{s.cur, s.curBlock, s.curInst}
	}
}

// dumpWhy prints the chains of the conditionals whose position contains debugWhy.
func (s *solver) dumpWhy(w io.Writer) {
	for _, f := range s.prog.Funcs {
		fs := s.fns[f.Index]
		if fs == nil {
			continue
		}
		for b, r := range fs.cond {
			pos := f.CondPos(b)
			if r == nil || !strings.Contains(fmt.Sprintf("%s:%d", pos.File, pos.Line), debugWhy) {
				continue
			}
			fmt.Fprintf(w, "PARCOACH_DEBUG_WHY %s: conditional at %s:%d in %s varies (%s domain)\n", debugWhy, pos.File, pos.Line, f.Name, s.d)
			s.walk(w, factKey{kind: "cond", fn: f, n: b}, map[factKey]bool{}, 1)
		}
	}
	s.dumpArgs(w)
}

// dumpArgs prints, for every MPI call at a position containing debugWhy, the chains of its
// arguments that vary: a value, or the memory a by-reference argument points to (a count of
// collective-argument-mismatch, a Fortran argument).
func (s *solver) dumpArgs(w io.Writer) {
	for _, f := range s.prog.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.IR.Insts {
				e := f.EventOf(in)
				if e == nil || e.Kind != model.MPICall {
					continue
				}
				pos := f.InstPos(in)
				if !strings.Contains(fmt.Sprintf("%s:%d", pos.File, pos.Line), debugWhy) {
					continue
				}
				for i, a := range in.Args {
					var k factKey
					switch {
					case a.Kind == llvmir.ValLocal && s.value(f, a) != nil:
						k = factKey{kind: "val", fn: f, name: a.Name}
					case llvmir.IsPointerType(a.Type) && !pointsNowhere(a):
						c := s.pt.Find(s.locOf(f, a))
						if s.memory(c) == nil {
							continue
						}
						k = factKey{kind: "class", n: int(c)}
					default:
						continue
					}
					fmt.Fprintf(w, "PARCOACH_DEBUG_WHY %s: argument %d of %s at %s:%d in %s varies (%s domain)\n", debugWhy, i, e.MPI.Name, pos.File, pos.Line, f.Name, s.d)
					s.walk(w, k, map[factKey]bool{}, 1)
				}
			}
		}
	}
}

func (s *solver) walk(w io.Writer, k factKey, seen map[factKey]bool, depth int) {
	if seen[k] || depth > 40 {
		return
	}
	seen[k] = true
	o, ok := s.origins[k]
	ind := strings.Repeat(" ", depth)
	if !ok {
		fmt.Fprintf(w, "%s%s %s %s %d: no recorded origin (a source, or set before tracing)\n", ind, k.kind, fnName(k.fn), k.name, k.n)
		return
	}
	in := o.fn.Blocks[o.block].IR.Insts[o.inst]
	p := o.fn.InstPos(in)
	text := o.fn.Module.Text(in.Span)
	if len(text) > 160 {
		text = text[:160] + "..."
	}
	fmt.Fprintf(w, "%s%s %s %s#%d <- %s:%d %s: %s\n", ind, k.kind, fnName(k.fn), k.name, k.n, shortFile(p.File), p.Line, o.fn.Name, strings.TrimSpace(text))
	if r := s.reasonOf(k); r != nil {
		fmt.Fprintf(w, "%s  (reason: %s at %s:%d)\n", ind, r.msg, shortFile(r.pos.File), r.pos.Line)
	}
	if k.kind == "class" {
		fmt.Fprintf(w, "%s  (class #%d holds %s)\n", ind, k.n, describe(s.pt, class(k.n)))
	}
	for _, pk := range s.causes(o, in) {
		s.walk(w, pk, seen, depth+1)
	}
}

// causes lists the varying facts an instruction read: its varying operands, the memory it
// loads or passes, the result of its callee, the conditionals its block depends on.
func (s *solver) causes(o origin, in *llvmir.Inst) []factKey {
	f := o.fn
	var out []factKey
	for _, op := range append(append([]*llvmir.Value{}, in.Operands...), in.Args...) {
		if op == nil || op.Kind != llvmir.ValLocal && op.Kind != llvmir.ValGlobal && op.Kind != llvmir.ValConstExpr {
			continue
		}
		if i := f.ParamIndex(op.Name); op.Kind == llvmir.ValLocal && i >= 0 {
			if s.param[paramKey{Fn: f, I: i}] != nil {
				out = append(out, factKey{kind: "param", fn: f, n: i})
			}
			continue
		}
		if s.valOf(f, op.Name) != nil {
			out = append(out, factKey{kind: "val", fn: f, name: op.Name})
		}
		if llvmir.IsPointerType(op.Type) || in.Op == "load" {
			c := s.locOf(f, op)
			out = append(out, s.varyingClasses(c)...)
			if st := s.stateIf(f); st != nil {
				if i, ok := s.localBit(st, c); ok && st.why[i] != nil {
					out = append(out, factKey{kind: "bit", fn: f, n: i})
				}
			}
		}
	}
	if site := s.pt.Sites[in]; site != nil {
		for _, c := range site.Reads {
			if s.classWhy(c) != nil {
				out = append(out, factKey{kind: "class", n: int(s.pt.Find(c))})
			}
		}
		for _, w := range site.Writes {
			if c := s.pt.Find(w[0]); c != s.pt.Find(w[1]) && s.memory(c) != nil {
				out = append(out, s.varyingClasses(c)...)
			}
		}
	}
	if ci := calleeOf(f, in); ci != nil && s.retOf(ci.Fn) != nil {
		out = append(out, factKey{kind: "ret", fn: ci.Fn})
	}
	for _, c := range f.PDFSurvivors()[o.block] {
		if s.condOf(f, c) != nil {
			out = append(out, factKey{kind: "cond", fn: f, n: c})
		}
	}
	return out
}

func fnName(f *model.Function) string {
	if f == nil {
		return "-"
	}
	return f.Name
}

func shortFile(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}

// describe names a few of the objects class c holds (globals, locals, parameters, heap sites).
func describe(pt *pointsTo, c class) string {
	c = pt.Find(c)
	var names []string
	add := func(x class, name string) {
		if len(names) < 8 && pt.Find(x) == c {
			names = append(names, name)
		}
	}
	for g, x := range pt.Global {
		add(x, "@"+g)
	}
	for k, x := range pt.Alloca {
		add(x, k.Fn.Name+":%"+k.Name)
	}
	for k, x := range pt.Param {
		add(x, fmt.Sprintf("*param%d of %s", k.I, k.Fn.Name))
	}
	for in, x := range pt.Heap {
		add(x, "heap "+in.Result+" in "+in.Block.Name)
	}
	for k, x := range pt.Static {
		add(x, "static "+k)
	}
	if o := pt.OwnerOf(c); o != noClass {
		names = append(names, fmt.Sprintf("part +%d of #%d (%s)", pt.Offset[c], o, describe(pt, o)))
	}
	return fmt.Sprintf("pinned=%v %s", pt.Pinned[c], strings.Join(names, ", "))
}

// reasonOf is the reason recorded for a fact.
func (s *solver) reasonOf(k factKey) *reason {
	switch k.kind {
	case "val":
		return s.valOf(k.fn, k.name)
	case "class":
		return s.classWhy(class(k.n))
	case "ptr":
		return s.ptrVary.get(class(k.n))
	case "null":
		return s.nullVary.get(class(k.n))
	case "param":
		return s.param[paramKey{Fn: k.fn, I: k.n}]
	case "ret":
		return s.retOf(k.fn)
	case "cond":
		return s.condOf(k.fn, k.n)
	case "bit":
		if st := s.stateIf(k.fn); st != nil && k.n < len(st.why) {
			return st.why[k.n]
		}
	}
	return nil
}

// varyingClasses lists the varying facts that make memory(c) vary: numbers or pointers stored
// in c, in an object it is part of, or in a part of it.
func (s *solver) varyingClasses(c class) []factKey {
	c = s.pt.Find(c)
	var out []factKey
	related := append([]class{c}, s.owners(c)...)
	for _, p := range s.pt.Fields[c] {
		related = append(related, p)
	}
	for _, m := range related {
		m = s.pt.Find(m)
		if s.classWhy(m) != nil {
			out = append(out, factKey{kind: "class", n: int(m)})
		}
		if s.ptrVary.get(m) != nil {
			out = append(out, factKey{kind: "ptr", n: int(m)})
		}
	}
	return out
}

// With PARCOACH_DEBUG_MERGE=F#i,G#j (function names as the chains print them, or IR names
// when those are ambiguous: _ZN4Mesh4initEv), the points-to
// build prints the instruction at which what parameter i of F and parameter j of G point to
// became one class: the unification step that merged two unrelated objects.
var debugMerge = os.Getenv("PARCOACH_DEBUG_MERGE")

// mergeWatch is the pair of parameters PARCOACH_DEBUG_MERGE names, once found.
type mergeWatch struct {
	out    io.Writer
	names  [2]string
	params [2]int
	keys   [2]*paramKey
	done   bool
}

func newMergeWatch(spec string, out io.Writer) *mergeWatch {
	parts := strings.Split(spec, ",")
	if len(parts) != 2 {
		fmt.Fprintf(out, "PARCOACH_DEBUG_MERGE: want F#i,G#j, got %q\n", spec)
		return nil
	}
	w := &mergeWatch{out: out}
	for k, p := range parts {
		name, idx, ok := strings.Cut(p, "#")
		if _, err := fmt.Sscan(idx, &w.params[k]); !ok || err != nil {
			fmt.Fprintf(out, "PARCOACH_DEBUG_MERGE: want F#i, got %q\n", p)
			return nil
		}
		w.names[k] = name
	}
	return w
}

// check reports, the first time it holds, that the two watched parameters point into one
// class after instruction in of f.
func (w *mergeWatch) check(pt *pointsTo, f *model.Function, in *llvmir.Inst, what string) {
	if w == nil || w.done {
		return
	}
	var cs [2]class
	for k := range 2 {
		if w.keys[k] == nil {
			for pk := range pt.Param {
				if (pk.Fn.Name == w.names[k] || pk.Fn.IR.Name == w.names[k]) && pk.I == w.params[k] {
					pk := pk
					w.keys[k] = &pk
				}
			}
			if w.keys[k] == nil {
				return
			}
		}
		cs[k] = pt.Find(pt.Param[*w.keys[k]])
	}
	if cs[0] == cs[1] {
		w.done = true
		pos := f.InstPos(in)
		fmt.Fprintf(w.out, "PARCOACH_DEBUG_MERGE: %s#%d and %s#%d merged %s at %s:%d in %s: %s\n", w.names[0], w.params[0], w.names[1], w.params[1], what, pos.File, pos.Line, f.Name, strings.TrimSpace(f.Module.Text(in.Span)))
	}
}

// With PARCOACH_DEBUG_PARAMDEPS=NAME (a substring of a function's IR name), the dependence
// summary of every summarised function whose name holds it prints, as its fixpoint runs,
// each value and class whose dependence set grows, by which bits and at which instruction:
// the first line naming a bit is where the summary learnt it.
var debugParamDeps = os.Getenv("PARCOACH_DEBUG_PARAMDEPS")

// paramDepsTrace prints the growth of one function's summary (nil: not asked).
type paramDepsTrace struct{ f *model.Function }

func debugParamDepsOf(f *model.Function) *paramDepsTrace {
	if debugParamDeps == "" || !strings.Contains(f.Name, debugParamDeps) {
		return nil
	}
	return &paramDepsTrace{f: f}
}

func (t *paramDepsTrace) grew(what string, old, add depMask, in *llvmir.Inst) {
	if t == nil {
		return
	}
	newAll, newData := add.all&^old.all, add.data&^old.data
	where := "(no instruction)"
	if in != nil {
		p := t.f.InstPos(in)
		where = fmt.Sprintf("%s:%d %s", shortFile(p.File), p.Line, strings.TrimSpace(t.f.Module.Text(in.Span)))
	}
	fmt.Fprintf(os.Stderr, "PARCOACH_DEBUG_PARAMDEPS %s: %s all+%#x data+%#x <- %.220s\n", t.f.Name, what, newAll, newData, where)
}

// summary prints the summary's written classes, what they depend on and what they hold.
func (t *paramDepsTrace) summary(pt *pointsTo, d taintResult, reads map[class]int) {
	if t == nil {
		return
	}
	for c, k := range reads {
		fmt.Fprintf(os.Stderr, "PARCOACH_DEBUG_PARAMDEPS %s: read class %d (bit %#x) is #%d holding %.300s\n", t.f.Name, k, readBit(k), c, describe(pt, c))
	}
	fmt.Fprintf(os.Stderr, "PARCOACH_DEBUG_PARAMDEPS %s: returns all=%#x data=%#x\n", t.f.Name, d.ret.all, d.ret.data)
	for c, m := range d.writes {
		fmt.Fprintf(os.Stderr, "PARCOACH_DEBUG_PARAMDEPS %s: writes class #%d all=%#x data=%#x holding %.300s\n", t.f.Name, c, m.all, m.data, describe(pt, c))
	}
}
