package alias

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// Bump pointers (issue 13). hypre's data exchange receives the tails of the responses into
// one block at a pointer that only moves forward, past each piece it copies and past each
// message it receives:
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
// buffer (by the operation's own byte count), and every later move adds a number that
// cannot be negative; so wherever the pointer is read after that, it points at or after the
// end of the operation's buffer. BumpedPast recognises this at -O0, where the pointer is a
// local variable whose address never escapes.

// BumpedPast reports whether area acc (an access) starts at or after the end of area op
// (the buffer of an operation started at instruction opAt): both read the same bump
// pointer, which is moved past op's buffer right after the operation, in its block, and
// on every path from there to the access's read of the pointer only moves forward.
func (a *Func) BumpedPast(opAt *llvmir.Inst, op, acc Area) bool {
	if opAt == nil || op.Ptr == nil || acc.Ptr == nil {
		return false
	}
	v, opRead := a.bumpRead(op.Ptr, false)
	if opRead == nil || opRead.Block != opAt.Block || instIndex(opRead) > instIndex(opAt) {
		return false
	}
	w, accRead := a.bumpRead(acc.Ptr, true)
	if accRead == nil || w != v {
		return false
	}
	past := a.storeAfter(v, opAt)
	if past == nil || !a.movesPast(past, v, opRead, op) {
		return false
	}
	// Every path from the operation to the access's read of the pointer moves it past the
	// buffer, and after that only forward.
	if a.reachesBefore(opAt, accRead, map[*llvmir.Inst]bool{past: true}, a.Fn.CFG) {
		return false
	}
	for _, st := range a.storesTo(v) {
		if st == past || !a.reachesBefore(past, st, nil, a.Fn.CFG) || !a.reachesBefore(st, accRead, nil, a.Fn.CFG) {
			continue
		}
		if !a.movesForward(st, v) {
			return false
		}
	}
	return true
}

// bumpRead returns the local variable pointer p was read from, and that read: through
// casts, through memory read back from where the variable's value was just stored
// (lastStoreTo), and, when forward is set, through getelementptrs adding constants that
// are not negative. The variable's address must not escape (every store to it is seen).
func (a *Func) bumpRead(p *llvmir.Value, forward bool) (string, *llvmir.Inst) {
	for depth := 0; p != nil && p.Kind == llvmir.ValLocal && depth < 8; depth++ {
		def := a.Fn.Def(p.Name)
		if def == nil {
			return "", nil
		}
		switch def.Op {
		case "bitcast", "addrspacecast":
			p = def.Operands[0]
		case "getelementptr":
			if !forward || !constNonNegIndices(def) {
				return "", nil
			}
			p = def.Operands[0]
		case "load":
			q := def.Operands[0]
			if d := a.Fn.Def(q.Name); q.Kind == llvmir.ValLocal && d != nil && d.Op == "alloca" {
				if !onlyLoadedAndStored(a.Fn, q.Name) {
					return "", nil
				}
				return q.Name, def
			}
			st := a.lastStoreTo(def)
			if st == nil {
				return "", nil
			}
			p = st.Operands[0]
		default:
			return "", nil
		}
	}
	return "", nil
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

// movesPast reports whether store st sets variable v to the value read from it by opRead
// plus the byte size of area op: `v = (char *) v + count * elem`, v read again after the
// operation with no store to v since opRead.
func (a *Func) movesPast(st *llvmir.Inst, v string, opRead *llvmir.Inst, op Area) bool {
	base, idx, elem := a.increment(st, v)
	if base == nil || base.Block != st.Block || instIndex(base) < instIndex(opRead) {
		return false
	}
	if a.storesBetween(v, opRead, base) {
		return false
	}
	if op.Size >= 0 {
		return op.Count == nil && idx.Kind == llvmir.ValInt && idx.Int*elem == op.Size
	}
	return elem == op.Elem && a.sameValue(a.stripExt(idx), a.stripExt(op.Count), st.Block)
}

// movesForward reports whether store st adds to variable v a number that cannot be
// negative: a constant, or the length of a memcpy, memmove or memset made earlier in the
// same block (a negative length would be a copy of at least 2^63 bytes).
func (a *Func) movesForward(st *llvmir.Inst, v string) bool {
	base, idx, elem := a.increment(st, v)
	if base == nil || base.Block != st.Block || a.storesBetween(v, base, st) {
		return false
	}
	if idx.Kind == llvmir.ValInt {
		return idx.Int >= 0
	}
	if elem != 1 {
		return false
	}
	for _, in := range st.Block.Insts[:instIndex(st)] {
		if isMemIntrinsic(in) && len(in.Args) > 2 && a.sameValue(idx, in.Args[2], st.Block) {
			return true
		}
	}
	return false
}

// increment reads store st as `v = gep T, (load v), idx`: it returns the load, the index
// and the size of T; nil when st stores anything else.
func (a *Func) increment(st *llvmir.Inst, v string) (*llvmir.Inst, *llvmir.Value, int64) {
	x := st.Operands[0]
	for depth := 0; x.Kind == llvmir.ValLocal && depth < 4; depth++ {
		def := a.Fn.Def(x.Name)
		if def == nil {
			return nil, nil, 0
		}
		switch def.Op {
		case "bitcast", "addrspacecast":
			x = def.Operands[0]
			continue
		case "getelementptr":
			if len(def.Operands) != 2 {
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
		return nil, nil, 0
	}
	return nil, nil, 0
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
// constants, reads of one local variable with no store to it between them, or the same
// arithmetic of equal values.
func (a *Func) sameValue(x, y *llvmir.Value, b *llvmir.Block) bool {
	return a.sameValueDepth(x, y, b, 0)
}

func (a *Func) sameValueDepth(x, y *llvmir.Value, b *llvmir.Block, depth int) bool {
	if x == nil || y == nil || x.Kind != y.Kind || depth > 6 {
		return false
	}
	switch x.Kind {
	case llvmir.ValInt:
		return x.Int == y.Int && x.Text == y.Text
	case llvmir.ValLocal:
	default:
		return false
	}
	if x.Name == y.Name {
		return true
	}
	dx, dy := a.Fn.Def(x.Name), a.Fn.Def(y.Name)
	if dx == nil || dy == nil || dx.Op != dy.Op || dx.Type != dy.Type || len(dx.Operands) != len(dy.Operands) {
		return false
	}
	switch dx.Op {
	case "load":
		p, q := dx.Operands[0], dy.Operands[0]
		d := a.Fn.Def(p.Name)
		if p.Kind != llvmir.ValLocal || p.Name != q.Name || d == nil || d.Op != "alloca" || !onlyLoadedAndStored(a.Fn, p.Name) {
			return false
		}
		if dx.Block != b || dy.Block != b {
			return false
		}
		if instIndex(dx) > instIndex(dy) {
			dx, dy = dy, dx
		}
		return !a.storesBetween(p.Name, dx, dy)
	case "sext", "zext", "trunc", "add", "sub", "mul", "shl", "and", "or", "xor", "sdiv", "udiv":
		for i := range dx.Operands {
			if !a.sameValueDepth(dx.Operands[i], dy.Operands[i], b, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}
