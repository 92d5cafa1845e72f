package alias

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// Bump pointers and running offsets (issue 13). hypre's data exchange receives the tails of
// the responses into one block at a pointer that only moves forward, past each piece it
// copies and past each message it receives:
//
//	memcpy(index_ptr, start_ptr, copy_size * obj_size);
//	index_ptr = (char *) index_ptr + copy_size * obj_size;
//	if (...) {
//	        post_ptrs[count] = index_ptr;
//	        MPI_Irecv(post_ptrs[count], size, MPI_BYTE, ...);
//	        count++;
//	        index_ptr = (char *) index_ptr + size;
//	}
//
// The next iteration copies at index_ptr while the receive is pending: one block, offsets
// the models cannot bound. But right after the operation the pointer is moved past its
// buffer (by the operation's own count), and every later move adds a number that cannot be
// negative; so wherever the pointer is read after that, it points at or after the end of the
// operation's buffer. The same holds for a running offset into one array, the usual way to
// pack the messages of several neighbours into one buffer:
//
//	for (i = 0; i < nn; i++) {
//	        for (j = 0; j < cnt[i]; j++)
//	                sendbuf[off + j] = ...;
//	        MPI_Isend(&sendbuf[off], cnt[i], MPI_DOUBLE, ...);
//	        off += cnt[i];
//	}
//
// BumpedPast recognises both at -O0, where the pointer or the offset (the cursor) is a local
// variable whose address never escapes.

// cursor is where an operation's buffer or an access lies: the value of local variable v
// (read by read), as a pointer (base nil), or as an index of elem bytes into base. A pointer
// variable set only by `p = &base[v]` (`double *p = sendbuf + off;` before packing at p) is
// a snapshot of the cursor: snap is that store, snapRead the read of p.
type cursor struct {
	v        string
	read     *llvmir.Inst
	base     *llvmir.Value
	elem     int64
	snap     *llvmir.Inst
	snapRead *llvmir.Inst
}

// BumpedPast reports whether area acc (an access) starts at or after the end of area op
// (the buffer of an operation started at instruction opAt): both at the same cursor, which
// is moved past op's buffer right after the operation, in its block, and on every path from
// there to the access's read of the cursor only moves forward.
func (a *Func) BumpedPast(opAt *llvmir.Inst, op, acc Area) bool {
	if opAt == nil || op.Ptr == nil || acc.Ptr == nil {
		return false
	}
	oc, ok := a.cursorOf(op.Ptr, false)
	if !ok || !a.readAt(oc, opAt) {
		return false
	}
	ac, ok := a.cursorOf(acc.Ptr, true)
	if !ok || ac.v != oc.v || ac.elem != oc.elem || (oc.base == nil) != (ac.base == nil) {
		return false
	}
	if oc.base != nil {
		// one base for both: the same value, not computed again between the operation
		// and the access (a base taken afresh in each iteration may move backwards)
		def, ok := a.sameBase(oc.base, ac.base)
		if !ok || def != nil && a.reachesBefore(opAt, def, nil, a.Fn.CFG) && a.reachesBefore(def, ac.read, nil, a.Fn.CFG) {
			return false
		}
	}
	past := a.storeAfter(oc.v, opAt)
	if past == nil || !a.movesPast(past, oc, opAt, op) {
		return false
	}
	// Every path from the operation to the access's read of the cursor moves it past the
	// buffer, and after that only forward; a snapshot the access reads is taken again after
	// the operation.
	if a.reachesBefore(opAt, ac.read, map[*llvmir.Inst]bool{past: true}, a.Fn.CFG) {
		return false
	}
	if ac.snap != nil && a.reachesBefore(opAt, ac.snapRead, map[*llvmir.Inst]bool{ac.snap: true}, a.Fn.CFG) {
		return false
	}
	for _, st := range a.storesTo(oc.v) {
		if st == past || !a.reachesBefore(past, st, nil, a.Fn.CFG) || !a.reachesBefore(st, ac.read, nil, a.Fn.CFG) {
			continue
		}
		if !a.movesForward(st, oc) {
			return false
		}
	}
	return true
}

// SameCursor reports whether areas op (an operation's buffer) and acc (an access) are both
// at the pointer one local variable holds: read from it at the operation (directly, or
// stored to memory and read back) and read from it, or a number that cannot be negative
// past it, at the access. Where the models relate the two as Unknown (a pointer read back
// from memory and a variable's pointer), this is evidence that they may overlap.
func (a *Func) SameCursor(op, acc Area) bool {
	if op.Ptr == nil || acc.Ptr == nil {
		return false
	}
	oc, ok := a.cursorOf(op.Ptr, false)
	if !ok || oc.base != nil {
		return false
	}
	ac, ok := a.cursorOf(acc.Ptr, true)
	return ok && ac.base == nil && ac.v == oc.v
}

// readAt reports whether the cursor's variable still holds, at operation opAt, the value c
// read: read in opAt's block before it with no store in between, or (a snapshot) no store to
// it on any path from the read to opAt.
func (a *Func) readAt(c cursor, opAt *llvmir.Inst) bool {
	if c.read.Block == opAt.Block && instIndex(c.read) < instIndex(opAt) {
		return !a.storesBetween(c.v, c.read, opAt)
	}
	if c.snap == nil {
		return false
	}
	for _, st := range a.storesTo(c.v) {
		if a.reachesBefore(c.read, st, nil, a.Fn.CFG) && a.reachesBefore(st, opAt, map[*llvmir.Inst]bool{c.read: true}, a.Fn.CFG) {
			return false
		}
	}
	return true
}

// snapshotOf reads a load ld of private pointer variable p, stored only once in the function
// with `&base[v]`, as that cursor.
func (a *Func) snapshotOf(ld *llvmir.Inst, p string) (cursor, bool) {
	stores := a.storesTo(p)
	if len(stores) != 1 || stores[0].Op != "store" {
		return cursor{}, false
	}
	st := stores[0]
	d := a.pointerDef(st.Operands[0])
	if d == nil || d.Op != "getelementptr" {
		return cursor{}, false
	}
	c, ok := a.indexCursor(d, false)
	if !ok || c.read.Block != st.Block || instIndex(c.read) > instIndex(st) || a.storesBetween(c.v, c.read, st) {
		return cursor{}, false
	}
	c.snap, c.snapRead = st, ld
	return c, true
}

// indexCursor reads getelementptr gep, of one index, as the element of its base at an index
// read from a private variable (cursorIndex).
func (a *Func) indexCursor(gep *llvmir.Inst, forward bool) (cursor, bool) {
	if len(gep.Operands) != 2 {
		return cursor{}, false
	}
	v, rd, ok := a.cursorIndex(gep.Operands[1], forward)
	elem := a.SizeOf(gepSourceType(a.Fn.Module, gep))
	if !ok || elem <= 0 {
		return cursor{}, false
	}
	return cursor{v: v, read: rd, base: gep.Operands[0], elem: elem}, true
}

// pointerDef returns the instruction that computes pointer x under its pointer casts, nil
// when there is none (a parameter, a global).
func (a *Func) pointerDef(x *llvmir.Value) *llvmir.Inst {
	for depth := 0; x.Kind == llvmir.ValLocal && depth < 4; depth++ {
		d := a.Fn.Def(x.Name)
		if d == nil || d.Op != "bitcast" && d.Op != "addrspacecast" {
			return d
		}
		x = d.Operands[0]
	}
	return nil
}

// cursorOf reads pointer p as a cursor: a local variable read as a pointer (through casts,
// and through memory read back from where its value was just stored: lastStoreTo), or an
// element of a base pointer at an index read from a local variable. With forward set, p may
// also lie a number that cannot be negative past the cursor (constant indices, an index plus
// a variable that never goes below zero). The variable's address must not escape: every
// store to it is seen.
func (a *Func) cursorOf(p *llvmir.Value, forward bool) (cursor, bool) {
	for depth := 0; p != nil && p.Kind == llvmir.ValLocal && depth < 8; depth++ {
		def := a.Fn.Def(p.Name)
		if def == nil {
			return cursor{}, false
		}
		switch def.Op {
		case "bitcast", "addrspacecast":
			p = def.Operands[0]
		case "getelementptr":
			if forward && constNonNegIndices(def) {
				p = def.Operands[0]
				continue
			}
			if len(def.Operands) != 2 {
				return cursor{}, false
			}
			if forward && a.notNegative(def.Operands[1]) {
				// p[j], j never below zero: at or after whatever cursor p is
				if c, ok := a.cursorOf(def.Operands[0], true); ok {
					return c, true
				}
			}
			return a.indexCursor(def, forward)
		case "load":
			if v, ok := a.privateVar(def.Operands[0]); ok {
				if c, ok := a.snapshotOf(def, v); ok {
					return c, true
				}
				return cursor{v: v, read: def, elem: 1}, true
			}
			st := a.lastStoreTo(def)
			if st == nil {
				return cursor{}, false
			}
			p = st.Operands[0]
		default:
			return cursor{}, false
		}
	}
	return cursor{}, false
}

// cursorIndex reads index x as the value of a private local variable (through sign and zero
// extensions), and, when forward is set, that value plus a number that cannot be negative.
func (a *Func) cursorIndex(x *llvmir.Value, forward bool) (string, *llvmir.Inst, bool) {
	x = a.stripExt(x)
	def := a.Fn.Def(x.Name)
	if x.Kind != llvmir.ValLocal || def == nil {
		return "", nil, false
	}
	switch def.Op {
	case "load":
		if v, ok := a.privateVar(def.Operands[0]); ok {
			return v, def, true
		}
	case "add":
		if !forward {
			return "", nil, false
		}
		for i := 0; i < 2; i++ {
			y, z := def.Operands[i], def.Operands[1-i]
			if !a.notNegative(z) {
				continue
			}
			if d := a.Fn.Def(y.Name); y.Kind == llvmir.ValLocal && d != nil && d.Op == "load" {
				if v, ok := a.privateVar(d.Operands[0]); ok {
					return v, d, true
				}
			}
		}
	}
	return "", nil, false
}

// privateVar reports whether p is a local variable (an alloca) whose address is only loaded
// from and stored to, and names it.
func (a *Func) privateVar(p *llvmir.Value) (string, bool) {
	if p.Kind != llvmir.ValLocal {
		return "", false
	}
	if d := a.Fn.Def(p.Name); d == nil || d.Op != "alloca" || !onlyLoadedAndStored(a.Fn, p.Name) {
		return "", false
	}
	return p.Name, true
}

// notNegative reports whether integer x cannot be negative: a constant that is not, or a read
// of a private variable every store of which is such a constant or the variable plus one
// (a loop counter from zero; a signed overflow would be undefined).
func (a *Func) notNegative(x *llvmir.Value) bool {
	x = a.stripExt(x)
	if x.Kind == llvmir.ValInt {
		return x.Int >= 0
	}
	d := a.Fn.Def(x.Name)
	if x.Kind != llvmir.ValLocal || d == nil || d.Op != "load" {
		return false
	}
	v, ok := a.privateVar(d.Operands[0])
	if !ok {
		return false
	}
	stores := a.storesTo(v)
	for _, st := range stores {
		if st.Op != "store" {
			return false
		}
		val := st.Operands[0]
		if val.Kind == llvmir.ValInt && val.Int >= 0 {
			continue
		}
		ld, inc, ok := a.intIncrement(st, v)
		if !ok || ld.Block != st.Block || a.storesBetween(v, ld, st) || inc.Kind != llvmir.ValInt || inc.Int < 0 {
			return false
		}
	}
	return len(stores) > 0
}

// sameBase reports whether pointers x and y are the same value: reads of a private variable
// stored once in the function (a read before that store would read an uninitialised
// variable), or one value. It returns the instruction that sets that value (nil for a
// parameter), which the caller checks is not run again in between.
func (a *Func) sameBase(x, y *llvmir.Value) (*llvmir.Inst, bool) {
	if x.Kind != llvmir.ValLocal || y.Kind != llvmir.ValLocal {
		return nil, false
	}
	kx, dx := a.baseKey(x)
	ky, _ := a.baseKey(y)
	return dx, kx == ky
}

// baseKey names the value of pointer x for sameBase, and the instruction that sets it.
func (a *Func) baseKey(x *llvmir.Value) (string, *llvmir.Inst) {
	d := a.Fn.Def(x.Name)
	if d != nil && d.Op == "load" {
		if v, ok := a.privateVar(d.Operands[0]); ok {
			if stores := a.storesTo(v); len(stores) == 1 {
				return "var " + v, stores[0]
			}
		}
	}
	return "value " + x.Name, d
}

// constNonNegIndices reports whether every index of getelementptr gep is a constant that is
// not negative.
func constNonNegIndices(gep *llvmir.Inst) bool {
	for _, ix := range gep.Operands[1:] {
		if ix.Kind != llvmir.ValInt || ix.Int < 0 {
			return false
		}
	}
	return true
}

// storeAfter returns the first store to local variable v after instruction at in at's
// block, nil when there is none.
func (a *Func) storeAfter(v string, at *llvmir.Inst) *llvmir.Inst {
	for _, in := range at.Block.Insts[instIndex(at)+1:] {
		if in.Op == "store" && in.Operands[1].Kind == llvmir.ValLocal && in.Operands[1].Name == v {
			return in
		}
	}
	return nil
}

// movesPast reports whether store st sets cursor c's variable to the value it had at
// operation opAt plus the operation's count: a pointer moved by the buffer's bytes, an index
// by its elements.
func (a *Func) movesPast(st *llvmir.Inst, c cursor, opAt *llvmir.Inst, op Area) bool {
	base, inc, elem := a.cursorStep(st, c)
	if base == nil || base.Block != st.Block {
		return false
	}
	// the value at the operation: read after the cursor's read (readAt: none since), or
	// after the operation with none since
	from := opAt
	if c.read.Block == st.Block && instIndex(c.read) < instIndex(opAt) {
		from = c.read
	}
	if instIndex(base) < instIndex(from) || a.storesBetween(c.v, from, base) {
		return false
	}
	if op.Size >= 0 {
		return op.Count == nil && inc.Kind == llvmir.ValInt && inc.Int*elem == op.Size
	}
	if elem != op.Elem {
		return false
	}
	x, y := a.stripExt(inc), a.stripExt(op.Count)
	return a.sameValue(x, y, st.Block) || a.sameLoad(x, y)
}

// movesForward reports whether store st adds to cursor c's variable a number that cannot be
// negative: a constant, a variable that never goes below zero, or the length of a memcpy,
// memmove or memset made earlier in the same block (a negative length would be a copy of at
// least 2^63 bytes).
func (a *Func) movesForward(st *llvmir.Inst, c cursor) bool {
	base, inc, elem := a.cursorStep(st, c)
	if base == nil || base.Block != st.Block || a.storesBetween(c.v, base, st) {
		return false
	}
	if a.notNegative(inc) {
		return true
	}
	if elem != 1 {
		return false
	}
	for _, in := range st.Block.Insts[:instIndex(st)] {
		if isMemIntrinsic(in) && len(in.Args) > 2 && a.sameValue(a.stripExt(inc), a.stripExt(in.Args[2]), st.Block) {
			return true
		}
	}
	return false
}

// cursorStep reads store st as a move of cursor c: the read of c's variable it adds to, the
// number added and its unit in bytes; a nil read when st is no such move.
func (a *Func) cursorStep(st *llvmir.Inst, c cursor) (*llvmir.Inst, *llvmir.Value, int64) {
	if c.base == nil {
		return a.increment(st, c.v)
	}
	ld, inc, ok := a.intIncrement(st, c.v)
	if !ok {
		return nil, nil, 0
	}
	return ld, inc, c.elem
}

// intIncrement reads store st as `v = (load v) + x` (or x + the load): it returns the load
// and x.
func (a *Func) intIncrement(st *llvmir.Inst, v string) (*llvmir.Inst, *llvmir.Value, bool) {
	x := st.Operands[0]
	def := a.Fn.Def(x.Name)
	if x.Kind != llvmir.ValLocal || def == nil || def.Op != "add" || len(def.Operands) != 2 {
		return nil, nil, false
	}
	for i := 0; i < 2; i++ {
		y := def.Operands[i]
		if ld := a.Fn.Def(y.Name); y.Kind == llvmir.ValLocal && ld != nil && ld.Op == "load" &&
			ld.Operands[0].Kind == llvmir.ValLocal && ld.Operands[0].Name == v {
			return ld, def.Operands[1-i], true
		}
	}
	return nil, nil, false
}

// increment reads store st as `v = gep T, (load v), idx`: it returns the load, the index
// and the size of T; nil when st stores anything else.
func (a *Func) increment(st *llvmir.Inst, v string) (*llvmir.Inst, *llvmir.Value, int64) {
	def := a.pointerDef(st.Operands[0])
	if def == nil || def.Op != "getelementptr" || len(def.Operands) != 2 {
		return nil, nil, 0
	}
	b := def.Operands[0]
	ld := a.Fn.Def(b.Name)
	if b.Kind != llvmir.ValLocal || ld == nil || ld.Op != "load" || ld.Operands[0].Kind != llvmir.ValLocal || ld.Operands[0].Name != v {
		return nil, nil, 0
	}
	elem := a.SizeOf(gepSourceType(a.Fn.Module, def))
	if elem <= 0 {
		return nil, nil, 0
	}
	return ld, def.Operands[1], elem
}

// sameLoad reports whether x and y are two loads of one block from the same address
// expression, with nothing between them that may write that address: stores only into
// local variables the address does not read, calls only of MPI functions whose pointer
// arguments the function's model keeps apart from it (an operation's call writes its
// request, not the count array it was given).
func (a *Func) sameLoad(x, y *llvmir.Value) bool {
	if x.Kind != llvmir.ValLocal || y.Kind != llvmir.ValLocal {
		return false
	}
	dx, dy := a.Fn.Def(x.Name), a.Fn.Def(y.Name)
	if dx == nil || dy == nil || dx.Op != "load" || dy.Op != "load" || dx.Block != dy.Block || dx.Type != dy.Type {
		return false
	}
	if instIndex(dx) > instIndex(dy) {
		dx, dy = dy, dx
	}
	p, q := dx.Operands[0], dy.Operands[0]
	if !a.sameAddress(p, q) || !a.varsSteady(dy, p, q) {
		return false
	}
	at := a.Pointer(p)
	if at.Obj == nil {
		return false
	}
	for _, in := range dx.Block.Insts[instIndex(dx)+1 : instIndex(dy)] {
		switch in.Op {
		case "store":
			t := in.Operands[1]
			if _, ok := a.privateVar(t); !ok || t.Name == p.Name || t.Name == q.Name {
				return false
			}
		case "call", "invoke":
			if isDebugCall(in) {
				continue
			}
			if !strings.HasPrefix(in.CalledFunction(), "MPI_") {
				return false
			}
			for _, arg := range in.Args {
				if llvmir.IsPointerType(arg.Type) && Relate(a.Pointer(arg), -1, at, -1) != NoAlias {
					return false
				}
			}
		case "atomicrmw", "cmpxchg", "fence", "va_arg":
			return false
		}
	}
	return true
}

// storesBetween reports whether a store to variable v lies between instructions from and
// to of one block.
func (a *Func) storesBetween(v string, from, to *llvmir.Inst) bool {
	for _, in := range from.Block.Insts[instIndex(from)+1 : instIndex(to)] {
		if in.Op == "store" && in.Operands[1].Kind == llvmir.ValLocal && in.Operands[1].Name == v {
			return true
		}
	}
	return false
}

// isMemIntrinsic reports whether in calls llvm.memcpy, llvm.memmove or llvm.memset.
func isMemIntrinsic(in *llvmir.Inst) bool {
	if in.Op != "call" {
		return false
	}
	f := in.CalledFunction()
	return strings.HasPrefix(f, "llvm.memcpy.") || strings.HasPrefix(f, "llvm.memmove.") || strings.HasPrefix(f, "llvm.memset.")
}

// stripExt returns the operand of a sign or zero extension, x itself otherwise. (Used on
// an operation's count, which is not negative: both extensions keep its value.)
func (a *Func) stripExt(x *llvmir.Value) *llvmir.Value {
	if x.Kind == llvmir.ValLocal {
		if d := a.Fn.Def(x.Name); d != nil && (d.Op == "sext" || d.Op == "zext") {
			return d.Operands[0]
		}
	}
	return x
}

// sameValue reports whether values x and y of block b are equal: the same value, equal
// constants, reads of one local variable in b with no store to it between them, or the same
// arithmetic of equal values.
func (a *Func) sameValue(x, y *llvmir.Value, b *llvmir.Block) bool {
	steady := func(dx, dy *llvmir.Inst) bool {
		if dx.Block != b || dy.Block != b {
			return false
		}
		if instIndex(dx) > instIndex(dy) {
			dx, dy = dy, dx
		}
		return !a.storesBetween(dx.Operands[0].Name, dx, dy)
	}
	return a.sameExpr(x, y, exprRule{ops: valueOps, maxDepth: 6, steady: steady}, 0)
}
