package alias

import (
	"fmt"
	"strings"

	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Slices of one buffer laid out by a table of offsets (issue 13). miniAMR packs the data of
// each partner into its own slice of one send buffer and sends it at once:
//
//	for (i = 0; i < num_comm_partners[dir]; i++) {
//	  if (nonblocking) offset = comm_index[dir][i]; else offset = 0;
//	  for (n = 0; n < comm_num[dir][i]; n++) send_int[offset+n] = ...;
//	  if (nonblocking) MPI_Isend(&send_int[comm_index[dir][i]], comm_num[dir][i], ...);
//	  else             MPI_Send(&send_int[0], comm_num[dir][i], ...);
//	}
//
// Slice i is [index[i], index[i] + num[i]): the table of offsets is the prefix sums of the
// table of counts, filled elsewhere. The pack of partner i writes its own slice while the
// sends of the earlier partners are pending; that the slices of one table are apart is the
// program's set-up, which the function does not show: no evidence of overlap. (The path
// with offset 0 is the blocking one: `nonblocking` keeps its value in the loop, and no
// MPI_Isend is pending on it.)
//
// TableSlicesApart recognises this shape: the operation's area is `&buf[index[i]]` with
// count `num[i]`, the access is `buf[index[i] + n]` with n counted from 0 while
// `n < num[i]`, i is the induction variable of a loop (stepped by one, once an iteration)
// that contains both, every path from the operation to the access inside the loop steps
// i, and nothing in the loop writes the tables, the buffer pointer or the variables the
// expressions read. A pack that writes past its slice, a fixed slice, a count other than
// the slice's, or an operation of the same iteration are compared as before.

// TableSlicesApart reports whether first (the area of an operation started before second)
// and second (an access) are slices of one table layout, taken at increasing values of
// the induction variable of the loop whose header it returns. The caller must still know
// that the operation was started in the current execution of that loop (not pending when
// the loop is entered).
func (a *Func) TableSlicesApart(first, second Area) (int, bool) {
	if first.Ptr == nil || second.Ptr == nil || first.At == nil || second.At == nil ||
		first.Size >= 0 || first.Count == nil || first.Elem <= 0 || second.Size <= 0 {
		return -1, false
	}
	loops := a.Fn.Loops()
	// The loop: the innermost one containing both.
	var l *graph.Loop
	for x := loops.Of[first.At.Block.Index]; x != nil; x = x.Parent {
		if x.Contains(second.At.Block.Index) {
			l = x
			break
		}
	}
	if l == nil || len(l.Latches) != 1 {
		return -1, false
	}
	fbase, fidx, es, ok := a.gepParts(first.Ptr)
	if !ok || es != first.Elem {
		return -1, false
	}
	iv, ok := a.tableIndexVar(fidx)
	if !ok {
		return -1, false
	}
	t := &tableEval{a: a, l: l, iv: iv, vars: map[string]bool{}}
	tkey, ok1 := t.key(fidx, 0)
	ckey, ok2 := t.key(first.Count, 0)
	bkey, ok3 := t.key(fbase, 0)
	if !ok1 || !ok2 || !ok3 || !strings.Contains(tkey, "I") || !strings.Contains(ckey, "I") ||
		!strings.HasPrefix(tkey, "ld(") || !strings.HasPrefix(ckey, "ld(") {
		return -1, false
	}
	inc, ok := a.inductionStep(l, iv)
	if !ok {
		return -1, false
	}
	// The access: buf[off + n].
	sbase, sidx, ses, ok := a.gepParts(second.Ptr)
	if !ok || ses != es || second.Size != es {
		return -1, false
	}
	if k, ok := t.key(sbase, 0); !ok || k != bkey {
		return -1, false
	}
	sidx = stripCasts(a, sidx)
	def := a.Fn.Def(sidx.Name)
	if sidx.Kind != llvmir.ValLocal || def == nil || def.Op != "add" || len(def.Operands) != 2 {
		return -1, false
	}
	matched := false
	for _, ord := range [2][2]int{{0, 1}, {1, 0}} {
		if a.countedFromZero(t, l, def.Operands[ord[0]], second.At, ckey) &&
			a.offsetIsTable(t, l, def.Operands[ord[1]], first.At, second.At, tkey) {
			matched = true
			break
		}
	}
	if !matched {
		return -1, false
	}
	if !t.unwritten() {
		return -1, false
	}
	// Inside the loop, every path from the operation to the access steps i.
	if a.reachesBefore(first.At, second.At, map[*llvmir.Inst]bool{inc: true}, loopGraph(a.Fn.CFG, l, true)) {
		return -1, false
	}
	return l.Header, true
}

// tableEval names the values of one comparison by their expressions, relative to a loop.
type tableEval struct {
	a    *Func
	l    *graph.Loop
	iv   string          // the loop's induction variable: "I" in the names
	vars map[string]bool // other local variables read
	// assigned: a local variable the iteration assigns before reading it is the value
	// assigned (CSRSlicesApart), not a variable read
	assigned bool
	mem      []*llvmir.Inst // loads of memory
}

// key names value v by its expression: the same name at two places of one iteration of the
// loop is the same value when nothing in the loop writes what it reads (unwritten).
func (t *tableEval) key(v *llvmir.Value, depth int) (string, bool) {
	if v == nil || depth > 12 {
		return "", false
	}
	a := t.a
	switch v.Kind {
	case llvmir.ValInt:
		return fmt.Sprintf("c%d", v.Int), true
	case llvmir.ValGlobal:
		return "@" + v.Name, true
	case llvmir.ValConstExpr:
		return "k:" + v.Text, v.Text != ""
	case llvmir.ValLocal:
	default:
		return "", false
	}
	if a.Fn.ParamIndex(v.Name) >= 0 {
		return "arg:" + v.Name, true
	}
	def := a.Fn.Def(v.Name)
	if def == nil || len(def.Operands) == 0 {
		return "", false
	}
	switch def.Op {
	case "bitcast", "addrspacecast", "sext", "zext", "trunc":
		return t.key(def.Operands[0], depth+1)
	case "getelementptr":
		parts := []string{gepSourceType(a.Fn.Module, def)}
		for _, o := range def.Operands {
			k, ok := t.key(o, depth+1)
			if !ok {
				return "", false
			}
			parts = append(parts, k)
		}
		return "gep(" + strings.Join(parts, ",") + ")", true
	case "load":
		p := def.Operands[0]
		if p.Kind == llvmir.ValLocal {
			if d := a.Fn.Def(p.Name); d != nil && d.Op == "alloca" {
				if p.Name == t.iv {
					return "I", true
				}
				if t.assigned {
					if st := t.assignedBefore(p.Name, def); st != nil {
						return t.key(st.Operands[0], depth+1)
					}
				}
				t.vars[p.Name] = true
				return "v:" + p.Name, true
			}
		}
		k, ok := t.key(p, depth+1)
		if !ok {
			return "", false
		}
		t.mem = append(t.mem, def)
		return "ld(" + k + ")", true
	}
	return "", false
}

// unwritten reports whether nothing in the loop writes the local variables and the memory
// the names read: no store to them, and no call but MPI calls that write elsewhere.
func (t *tableEval) unwritten() bool {
	a := t.a
	for v := range t.vars {
		for _, st := range a.storesTo(v) {
			if st.Op != "store" && !a.isFork(st) || t.l.Contains(st.Block.Index) {
				// (an OpenMP region the variable is shared with runs within its fork
				// call: before the loop, it writes nothing during it)
				return false
			}
		}
	}
	// typ is the type a store writes ("" for other writes): memory the loop writes as a
	// double is not a table of integers nor a pointer it reads (C's aliasing rules, which
	// the compiler itself relies on: hypre's `v_buf_data[j]` and `comm_pkg->send_map_starts`
	// are two pointers loaded from memory, which nothing else tells apart)
	disjoint := func(loc Loc, size int64, typ string) bool {
		for _, m := range t.mem {
			ml, ms, _, _ := a.LoadStore(m)
			if Relate(loc, size, ml, ms) > Unknown && !accessTypesApart(typ, m.Type) { // evidence of overlap (Unknown: none)
				return false
			}
		}
		return true
	}
	for _, b := range t.l.Blocks {
		for _, in := range a.Fn.Blocks[b].IR.Insts {
			switch in.Op {
			case "store":
				if len(in.Operands) != 2 {
					return false
				}
				p := in.Operands[1]
				if p.Kind == llvmir.ValLocal {
					if d := a.Fn.Def(p.Name); d != nil && d.Op == "alloca" {
						continue // locals: the variables are checked above, i by inductionStep
					}
				}
				loc, size, _, _ := a.LoadStore(in)
				if !disjoint(loc, size, in.Operands[0].Type) {
					return false
				}
			case "call", "invoke":
				if isDebugCall(in) {
					continue
				}
				e := a.Fn.EventOf(in)
				if e != nil && e.MPI == nil && mpiOnly(e.Callee) {
					// a wrapper of MPI calls (hypre_MPI_Isend): the data buffers its MPI
					// calls write, as for an MPI call
					written, ok := writtenParams(e.Callee)
					if !ok {
						return false
					}
					for _, i := range written {
						if i >= len(in.Args) || !disjoint(a.Pointer(in.Args[i]), -1, "") {
							return false
						}
					}
					continue
				}
				if e == nil || e.MPI == nil {
					return false
				}
				for _, buf := range a.Buffers(e) {
					if buf.Write && !disjoint(buf.Loc, buf.Size, "") {
						return false
					}
				}
			}
		}
	}
	return true
}

// gepParts splits a pointer `getelementptr base, idx` (through casts) into its base, its
// index and its element size.
func (a *Func) gepParts(p *llvmir.Value) (*llvmir.Value, *llvmir.Value, int64, bool) {
	for depth := 0; p != nil && p.Kind == llvmir.ValLocal && depth < 4; depth++ {
		def := a.Fn.Def(p.Name)
		if def == nil {
			return nil, nil, 0, false
		}
		switch def.Op {
		case "bitcast", "addrspacecast":
			p = def.Operands[0]
			continue
		case "getelementptr":
			t := a.types.Of(gepSourceType(a.Fn.Module, def))
			if t == nil {
				return nil, nil, 0, false
			}
			idx := def.Operands[1:]
			if len(idx) == 2 {
				// `getelementptr [N x T], g, 0, i`: element i of array g.
				if c, ok := constInt(idx[0]); !ok || c != 0 || t.Elem == nil {
					return nil, nil, 0, false
				}
				t, idx = t.Elem, idx[1:]
			}
			if len(idx) != 1 || t.Size <= 0 {
				return nil, nil, 0, false
			}
			return def.Operands[0], idx[0], t.Size, true
		}
		return nil, nil, 0, false
	}
	return nil, nil, 0, false
}

// stripCasts returns v without integer casts.
func stripCasts(a *Func, v *llvmir.Value) *llvmir.Value {
	for depth := 0; v != nil && v.Kind == llvmir.ValLocal && depth < 4; depth++ {
		def := a.Fn.Def(v.Name)
		if def == nil || len(def.Operands) != 1 || def.Op != "sext" && def.Op != "zext" && def.Op != "trunc" {
			return v
		}
		v = def.Operands[0]
	}
	return v
}

// tableIndexVar returns i when v is (through casts) a load of `getelementptr T, ..., i`, an
// element of a table at an index read from local variable i.
func (a *Func) tableIndexVar(v *llvmir.Value) (string, bool) {
	v = stripCasts(a, v)
	def := a.Fn.Def(v.Name)
	if v.Kind != llvmir.ValLocal || def == nil || def.Op != "load" || len(def.Operands) != 1 {
		return "", false
	}
	p := def.Operands[0]
	pd := a.Fn.Def(p.Name)
	if p.Kind != llvmir.ValLocal || pd == nil || pd.Op != "getelementptr" || len(pd.Operands) < 2 {
		return "", false
	}
	iv, _ := a.loadedVar(pd.Operands[len(pd.Operands)-1])
	return iv, iv != ""
}

// inductionStep returns the one store to iv in loop l: `iv = iv + 1` in its latch. Every
// write to iv is a store.
func (a *Func) inductionStep(l *graph.Loop, iv string) (*llvmir.Inst, bool) {
	var inc *llvmir.Inst
	for _, st := range a.storesTo(iv) {
		if st.Op != "store" {
			return nil, false
		}
		if !l.Contains(st.Block.Index) {
			continue
		}
		if inc != nil || !a.isIncrement(st, iv) || st.Block.Index != l.Latches[0] {
			return nil, false
		}
		inc = st
	}
	return inc, inc != nil
}

// countedFromZero reports whether v is (through casts) a load of a local variable n that
// the access at reads inside a loop nested in l counting n from 0 while n < count, count
// named ckey: n is in [0, count) there.
func (a *Func) countedFromZero(t *tableEval, l *graph.Loop, v *llvmir.Value, at *llvmir.Inst, ckey string) bool {
	n, _ := a.loadedVar(v)
	if n == "" || n == t.iv {
		return false
	}
	for _, c := range a.countingLoops(l, at, n) {
		if k, ok := t.key(c.bound, 0); !ok || k != ckey {
			continue
		}
		if v, isConst := constInt(c.init.Operands[0]); isConst && v == 0 {
			return true
		}
	}
	return false
}

// counting is a loop that counts a local variable up by one while it is below bound, from
// the value init stores before the loop.
type counting struct {
	m     *graph.Loop
	bound *llvmir.Value
	init  *llvmir.Inst
}

// countingLoops lists the loops nested in l around instruction at that count local
// variable n: the header's branch leaves the loop unless `n < bound` (signed), n's one
// store in the loop is its increment in the latch, and one store reaches the header's load
// of n from outside the loop.
func (a *Func) countingLoops(l *graph.Loop, at *llvmir.Inst, n string) []counting {
	var out []counting
	for m := a.Fn.Loops().Of[at.Block.Index]; m != nil && m != l; m = m.Parent {
		if m.Header == at.Block.Index || len(m.Latches) != 1 {
			continue
		}
		hb := a.Fn.Blocks[m.Header].IR
		term := hb.Terminator()
		if term == nil || term.Op != "br" || len(term.Operands) != 1 || len(term.Succs) != 2 || term.Operands[0].Kind != llvmir.ValLocal {
			continue
		}
		cmp := a.Fn.Def(term.Operands[0].Name)
		if cmp == nil || cmp.Op != "icmp" || cmp.Pred != "slt" || len(cmp.Operands) != 2 || cmp.Block != hb {
			continue
		}
		if !m.Contains(term.Succs[0].Index) || m.Contains(term.Succs[1].Index) {
			continue
		}
		cv, cl := a.loadedVar(cmp.Operands[0])
		if cv != n || cl.Block != hb {
			continue
		}
		var inc *llvmir.Inst
		ok := true
		for _, st := range a.storesTo(n) {
			if st.Op != "store" {
				return out
			}
			if m.Contains(st.Block.Index) {
				if inc != nil || !a.isIncrement(st, n) || st.Block.Index != m.Latches[0] {
					ok = false
				}
				inc = st
			}
		}
		if !ok || inc == nil {
			continue
		}
		var init *llvmir.Inst
		for _, st := range a.reachingStores(n, cl) {
			if st == inc {
				continue
			}
			if init != nil || m.Contains(st.Block.Index) {
				ok = false
			}
			init = st
		}
		if ok && init != nil {
			out = append(out, counting{m: m, bound: cmp.Operands[1], init: init})
		}
	}
	return out
}

// offsetIsTable reports whether v, read by the access at in every iteration of l, is the
// table element named tkey of that iteration: that element itself, or a local variable
// that every path from the header of l to at writes, with that element, or on a path where
// no operation like op (started under the opposite outcome of a condition that keeps its
// value in l) is started.
func (a *Func) offsetIsTable(t *tableEval, l *graph.Loop, v *llvmir.Value, op, at *llvmir.Inst, tkey string) bool {
	off, _ := a.loadedVar(v)
	if off == "" {
		k, ok := t.key(v, 0)
		return ok && k == tkey
	}
	if off == t.iv {
		return false
	}
	loops := a.Fn.Loops()
	stop := map[*llvmir.Inst]bool{}
	for _, st := range a.storesTo(off) {
		if st.Op != "store" {
			return false
		}
		if !l.Contains(st.Block.Index) {
			continue
		}
		if loops.Of[st.Block.Index] != l {
			return false
		}
		stop[st] = true
		if k, ok := t.key(st.Operands[0], 0); ok && k == tkey {
			continue
		}
		if !a.excludedWith(l, st.Block.Index, op.Block.Index) {
			return false
		}
	}
	if len(stop) == 0 {
		return false
	}
	hb := a.Fn.Blocks[l.Header].IR
	if len(hb.Insts) == 0 || stop[hb.Insts[0]] {
		return false
	}
	return !a.reachesBefore(hb.Insts[0], at, stop, loopGraph(a.Fn.CFG, l, false))
}

// excludedWith reports whether blocks x and y of loop l only run under opposite outcomes of
// one condition that nothing in l may change: each is dominated by an edge of a branch on
// it in l.
func (a *Func) excludedWith(l *graph.Loop, x, y int) bool {
	r := a.CorrelatedRegions()
	dom := a.Fn.Dom()
	g := a.Fn.CFG
	// under returns, for each condition whose outcome decides block z, that outcome.
	under := func(z int) map[int]bool {
		out := map[int]bool{}
		for b, c := range r.Conds {
			if !l.Contains(b) {
				continue
			}
			for _, e := range [2]struct {
				s   int
				val bool
			}{{c.True, true}, {c.False, false}} {
				if len(g.Pred[e.s]) == 1 && g.Pred[e.s][0] == b && dom.Dominates(e.s, z) {
					out[c.ID] = e.val
				}
			}
		}
		return out
	}
	ux, uy := under(x), under(y)
	for id, vx := range ux {
		vy, ok := uy[id]
		if !ok || vx == vy {
			continue
		}
		killed := false
		for in, ids := range r.Kills {
			if !l.Contains(in.Block.Index) {
				continue
			}
			for _, k := range ids {
				killed = killed || k == id
			}
		}
		if !killed {
			return true
		}
	}
	return false
}

// loopGraph is the subgraph of g on the blocks of l; back edges to its header are kept
// when back is set.
func loopGraph(g *graph.Digraph, l *graph.Loop, back bool) *graph.Digraph {
	out := graph.New(g.N())
	for _, u := range l.Blocks {
		for _, v := range g.Succ[u] {
			if l.Contains(v) && (back || v != l.Header) {
				out.AddEdge(u, v)
			}
		}
	}
	return out
}

// writtenParams lists the parameters of wrapper f whose memory its MPI calls write as data
// buffers (requests and statuses are not data); false when such a buffer is not a
// parameter's.
func writtenParams(f *model.Function) ([]int, bool) {
	ca := New(f)
	var out []int
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			e := f.EventOf(in)
			if e == nil || e.MPI == nil {
				continue
			}
			for _, buf := range ca.Buffers(e) {
				if !buf.Write {
					continue
				}
				if buf.Area.Ptr == nil {
					return nil, false
				}
				i := paramOf(ca, buf.Area.Ptr)
				if i < 0 {
					return nil, false
				}
				out = append(out, i)
			}
		}
	}
	return out, true
}

// mpiOnly reports whether function f stores only into its own variables and calls only MPI
// functions (a wrapper of an MPI call): whatever it writes, its arguments lead to.
func mpiOnly(f *model.Function) bool {
	if f == nil || len(f.Blocks) == 0 {
		return false
	}
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			switch in.Op {
			case "store":
				p := in.Operands[len(in.Operands)-1]
				if d := f.Def(p.Name); p.Kind != llvmir.ValLocal || d == nil || d.Op != "alloca" {
					return false
				}
			case "call", "invoke":
				if isDebugCall(in) {
					continue
				}
				if e := f.EventOf(in); e == nil || e.MPI == nil {
					return false
				}
			case "atomicrmw", "cmpxchg", "fence", "va_arg":
				return false
			}
		}
	}
	return true
}

// isFork reports whether in is the call that runs an OpenMP parallel region.
func (a *Func) isFork(in *llvmir.Inst) bool {
	e := a.Fn.EventOf(in)
	return e != nil && e.Fork
}

// accessTypesApart reports whether a store of type x and a load of type y cannot touch the
// same memory in a program that follows C's aliasing rules: two scalar types of different
// kinds (integers of a width, floating point of a width, pointers), neither a byte (which
// may access anything).
func accessTypesApart(x, y string) bool {
	kx, ky := scalarKind(x), scalarKind(y)
	return kx != "" && ky != "" && kx != ky && x != "i8" && y != "i8"
}

// scalarKind is the kind of a scalar type for accessTypesApart, "" for other types.
func scalarKind(t string) string {
	switch {
	case llvmir.IsPointerType(t):
		return "ptr"
	case t == "float" || t == "double" || t == "x86_fp80" || t == "fp128" || t == "half":
		return t
	case len(t) > 1 && t[0] == 'i' && strings.Trim(t[1:], "0123456789") == "":
		return t
	}
	return ""
}
