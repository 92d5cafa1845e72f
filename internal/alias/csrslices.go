package alias

import (
	"fmt"
	"slices"

	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Slices of one buffer laid out by a CSR table (issue 13): the compressed-row layout every
// sparse code uses for its send lists. hypre packs and sends the slice of each neighbour:
//
//	for (i = 0; i < num_sends; i++) {
//	  vec_start = send_map_starts[i];
//	  vec_len = send_map_starts[i+1] - vec_start;
//	  for (j = vec_start; j < vec_start + vec_len; j++) v_buf_data[j] = u_data[...];
//	  MPI_Isend(&v_buf_data[vec_start], vec_len, ...);
//	}
//
// Slice i is [start[i], start[i+1]): the pack of slice i writes while the sends of the
// earlier slices are pending, and they are apart when the table is sorted — the program's
// set-up, which the function does not show: no evidence of overlap, as for TableSlicesApart
// (tables.go), whose conditions this shares: i the induction variable of a loop containing
// both (stepped by one in its latch, on every path from the operation to the access), and
// nothing in the loop writing the table, the buffer pointer or what the expressions read.
// Here the start and the length may be kept in local variables the iteration assigns
// before using them (each is then its assigned value). A pack that runs past the slice's
// end, a slice at a fixed position, a length other than the slice's, or an operation of the
// same iteration are compared as before.

// CSRSlicesApart reports whether first (the area of an operation started before second)
// and second (an access) are slices [start[i], start[i+1]) of one table, taken at
// increasing values of the induction variable of the loop whose header it returns. The
// caller must still know that the operation was started in the current execution of that
// loop (not pending when the loop is entered).
func (a *Func) CSRSlicesApart(first, second Area) (int, bool) {
	if first.Ptr == nil || second.Ptr == nil || first.At == nil || second.At == nil ||
		first.Size >= 0 || first.Count == nil || first.Elem <= 0 || second.Size != first.Elem {
		return -1, false
	}
	l := a.innermostLoopOf(first.At, second.At)
	if l == nil || len(l.Latches) != 1 {
		return -1, false
	}
	fbase, fidx, es, ok := a.gepParts(first.Ptr)
	if !ok || es != first.Elem {
		return -1, false
	}
	t := &tableEval{a: a, l: l, vars: map[string]bool{}, assigned: true}
	// i: the index of the table element the slice starts at.
	startElem := t.assignedValue(fidx)
	iv, ok := a.tableIndexVar(startElem)
	if !ok {
		return -1, false
	}
	t.iv = iv
	table, at, ok := t.tableElem(startElem)
	if !ok || at != 0 {
		return -1, false
	}
	skey, ok1 := t.key(fidx, 0)
	bkey, ok2 := t.key(fbase, 0)
	if !ok1 || !ok2 || !t.isSliceLength(first.Count, table, skey) {
		return -1, false
	}
	// The access: buf[j], j counted from the start while below the slice's end.
	sbase, sidx, ses, ok := a.gepParts(second.Ptr)
	if !ok || ses != es {
		return -1, false
	}
	if k, ok := t.key(sbase, 0); !ok || k != bkey {
		return -1, false
	}
	if !a.countedThroughSlice(t, l, sidx, second.At, table, skey) {
		return -1, false
	}
	inc, ok := a.inductionStep(l, iv)
	if !ok || !t.unwritten() {
		return -1, false
	}
	if a.reachesBefore(first.At, second.At, map[*llvmir.Inst]bool{inc: true}, loopGraph(a.Fn.CFG, l, true)) {
		return -1, false
	}
	return l.Header, true
}

// innermostLoopOf is the innermost loop containing both instructions, nil if none.
func (a *Func) innermostLoopOf(x, y *llvmir.Inst) *graph.Loop {
	for l := a.Fn.Loops().Of[x.Block.Index]; l != nil; l = l.Parent {
		if l.Contains(y.Block.Index) {
			return l
		}
	}
	return nil
}

// assignedValue is v, or, when v is a load (through casts) of a local variable the
// iteration assigns before reading it (assignedBefore), the value assigned.
func (t *tableEval) assignedValue(v *llvmir.Value) *llvmir.Value {
	name, ld := t.a.loadedVar(v)
	if name == "" {
		return v
	}
	if st := t.assignedBefore(name, ld); st != nil {
		return st.Operands[0]
	}
	return v
}

// assignedBefore returns the one store to local variable name inside loop l when it is
// in l's own body (not a nested loop's) and comes before load ld on every path of the
// iteration: ld then reads the value that iteration assigned.
func (t *tableEval) assignedBefore(name string, ld *llvmir.Inst) *llvmir.Inst {
	a, l := t.a, t.l
	if name == t.iv || ld == nil || !l.Contains(ld.Block.Index) {
		return nil
	}
	var one *llvmir.Inst
	for _, st := range a.storesTo(name) {
		if st.Op != "store" {
			return nil
		}
		if !l.Contains(st.Block.Index) {
			continue
		}
		if one != nil || a.Fn.Loops().Of[st.Block.Index] != l {
			return nil
		}
		one = st
	}
	if one == nil || !a.before(one, ld) {
		return nil
	}
	return one
}

// before reports whether instruction x runs before y whenever y runs: x's block dominates
// y's, and x comes first in a shared block.
func (a *Func) before(x, y *llvmir.Inst) bool {
	if x.Block != y.Block {
		return a.Fn.Dom().Dominates(x.Block.Index, y.Block.Index)
	}
	for _, in := range x.Block.Insts {
		switch in {
		case x:
			return true
		case y:
			return false
		}
	}
	return false
}

// tableElem names v (through casts and the variables the iteration assigns) when it is a
// load of `table[i + c]`, i the loop's induction variable: the table's key and c.
func (t *tableEval) tableElem(v *llvmir.Value) (string, int64, bool) {
	a := t.a
	v = stripCasts(a, t.assignedValue(v))
	def := a.Fn.Def(v.Name)
	if v.Kind != llvmir.ValLocal || def == nil || def.Op != "load" || len(def.Operands) != 1 {
		return "", 0, false
	}
	base, idx, es, ok := a.gepParts(def.Operands[0])
	if !ok {
		return "", 0, false
	}
	c, ok := t.inductionPlus(idx)
	if !ok {
		return "", 0, false
	}
	k, ok := t.key(base, 0)
	if !ok {
		return "", 0, false
	}
	if !slices.Contains(t.mem, def) { // (the same element is named again by isStart, isSliceEnd)
		t.mem = append(t.mem, def)
	}
	return fmt.Sprintf("%s|%d", k, es), c, true
}

// inductionPlus returns c when v is (through casts) i + c, i loaded from the induction
// variable.
func (t *tableEval) inductionPlus(v *llvmir.Value) (int64, bool) {
	a := t.a
	v = stripCasts(a, v)
	if n, _ := a.loadedVar(v); n != "" {
		return 0, n == t.iv
	}
	def := a.Fn.Def(v.Name)
	if v.Kind != llvmir.ValLocal || def == nil || def.Op != "add" || len(def.Operands) != 2 {
		return 0, false
	}
	for _, ord := range [2][2]int{{0, 1}, {1, 0}} {
		if n, _ := a.loadedVar(def.Operands[ord[0]]); n == t.iv && n != "" {
			if c, ok := constInt(def.Operands[ord[1]]); ok {
				return c, true
			}
		}
	}
	return 0, false
}

// isSliceLength reports whether n (through casts and assigned variables) is
// `table[i+1] - start`, start named skey or the element table[i] itself.
func (t *tableEval) isSliceLength(n *llvmir.Value, table, skey string) bool {
	a := t.a
	n = stripCasts(a, t.assignedValue(n))
	def := a.Fn.Def(n.Name)
	if n.Kind != llvmir.ValLocal || def == nil || def.Op != "sub" || len(def.Operands) != 2 {
		return false
	}
	end, c, ok := t.tableElem(def.Operands[0])
	if !ok || end != table || c != 1 {
		return false
	}
	return t.isStart(def.Operands[1], table, skey)
}

// isStart reports whether v is the slice's start: named skey, or table[i].
func (t *tableEval) isStart(v *llvmir.Value, table, skey string) bool {
	if k, ok := t.key(v, 0); ok && k == skey {
		return true
	}
	tb, c, ok := t.tableElem(v)
	return ok && tb == table && c == 0
}

// isSliceEnd reports whether v is the end of the slice: table[i+1], or start + length.
func (t *tableEval) isSliceEnd(v *llvmir.Value, table, skey string) bool {
	a := t.a
	if tb, c, ok := t.tableElem(v); ok && tb == table && c == 1 {
		return true
	}
	v = stripCasts(a, t.assignedValue(v))
	def := a.Fn.Def(v.Name)
	if v.Kind != llvmir.ValLocal || def == nil || def.Op != "add" || len(def.Operands) != 2 {
		return false
	}
	for _, ord := range [2][2]int{{0, 1}, {1, 0}} {
		if t.isStart(def.Operands[ord[0]], table, skey) && t.isSliceLength(def.Operands[ord[1]], table, skey) {
			return true
		}
	}
	return false
}

// countedThroughSlice reports whether v is (through casts) a load of a local variable j
// that the access at reads inside a loop nested in l counting j up by one from the slice's
// start (set in the iteration of l) while j < the slice's end: j is in the slice there.
func (a *Func) countedThroughSlice(t *tableEval, l *graph.Loop, v *llvmir.Value, at *llvmir.Inst, table, skey string) bool {
	j, _ := a.loadedVar(v)
	if j == "" || j == t.iv {
		return false
	}
	for _, c := range a.countingLoops(l, at, j) {
		if l.Contains(c.init.Block.Index) && t.isSliceEnd(c.bound, table, skey) && t.isStart(c.init.Operands[0], table, skey) {
			return true
		}
	}
	return false
}
