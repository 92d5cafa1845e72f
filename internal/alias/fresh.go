package alias

import (
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Blocks allocated after an operation started (issue 13). hypre's data exchange copies each
// oversized response into a block of its own and sends it, while the sends of the earlier
// responses are pending:
//
//	post_array[n] = hypre_MAlloc(size);
//	memcpy(post_array[n], index_ptr, size);
//	hypre_MPI_Isend(post_array[n], size, ...);
//	n++;
//
// Every block comes from one allocation site, one object to the models; but a block
// allocated after an operation was started is not that operation's buffer: the buffer was
// allocated memory then, and an allocation returns memory that is not (a buffer freed while
// its operation is pending is another bug). AllocatedAfter recognises the access's pointer
// as such a block: the result of a call that returns a new block (NewBlock), carried in a
// local variable or stored into memory and read back from the same address with nothing in
// between that may write that address, the call made on every path from the operation to
// the access.

// AllocatedAfter reports whether area acc (an access) lies in a block allocated on every
// path from instruction opAt (the start of an operation) to the access.
func (a *Func) AllocatedAfter(opAt *llvmir.Inst, acc Area) bool {
	if acc.Ptr == nil || acc.At == nil || opAt == nil {
		return false
	}
	alloc, stores := a.allocationOf(acc.Ptr, 0)
	if alloc == nil {
		return false
	}
	// The call, and each store that carries its result to the access, on every path: the
	// access reads the block of a call made after the operation started (a store skipped on
	// some path would leave an older block there).
	for _, in := range append(stores, alloc) {
		if a.reachesBefore(opAt, acc.At, map[*llvmir.Inst]bool{in: true}, a.Fn.CFG) {
			return false
		}
	}
	return true
}

// allocationOf returns the call whose new block pointer v points into, and the stores
// that carried its result to v: v is (through casts and getelementptrs) its result, or a
// load of a local variable or of memory that last received it.
func (a *Func) allocationOf(v *llvmir.Value, depth int) (*llvmir.Inst, []*llvmir.Inst) {
	var stores []*llvmir.Inst
	for ; v != nil && v.Kind == llvmir.ValLocal && depth < 8; depth++ {
		def := a.Fn.Def(v.Name)
		if def == nil {
			return nil, nil
		}
		switch def.Op {
		case "bitcast", "addrspacecast", "getelementptr":
			v = def.Operands[0]
		case "call", "invoke":
			if NewBlock(a.Fn, def) {
				return def, stores
			}
			return nil, nil
		case "load":
			st := a.lastStoreTo(def)
			if st == nil {
				return nil, nil
			}
			stores = append(stores, st)
			v = st.Operands[0]
		default:
			return nil, nil
		}
	}
	return nil, nil
}

// lastStoreTo returns the store that load ld reads: for a local variable, its one store
// reaching ld; for memory, the nearest store before ld in its block to the same address
// expression, with no call and no store to other memory in between, nor to the variables
// the addresses read from the first such read on (varsSteady).
func (a *Func) lastStoreTo(ld *llvmir.Inst) *llvmir.Inst {
	p := ld.Operands[0]
	if p.Kind != llvmir.ValLocal {
		return nil
	}
	if d := a.Fn.Def(p.Name); d != nil && d.Op == "alloca" {
		if !onlyLoadedAndStored(a.Fn, p.Name) {
			return nil
		}
		return a.uniqueReachingStore(p.Name, ld)
	}
	insts := ld.Block.Insts
	for i := instIndex(ld) - 1; i >= 0; i-- {
		in := insts[i]
		switch in.Op {
		case "store":
			q := in.Operands[1]
			if a.sameAddress(q, p) {
				if !a.varsSteady(ld, q, p) {
					return nil
				}
				return in
			}
			// a local variable may be written (varsSteady checks those the addresses read)
			if d := a.Fn.Def(q.Name); q.Kind != llvmir.ValLocal || d == nil || d.Op != "alloca" {
				return nil
			}
		case "call", "invoke":
			if !isDebugCall(in) {
				return nil
			}
		case "atomicrmw", "cmpxchg", "fence", "va_arg":
			return nil
		}
	}
	return nil
}

// sameAddress reports whether pointers x and y are the same address expression: the same
// getelementptr of the same base, loads of the same local variable (the caller stops at any
// store to it), the same constants.
func (a *Func) sameAddress(x, y *llvmir.Value) bool {
	return a.sameExpr(x, y, exprRule{ops: addressOps, globals: true}, 0)
}

// exprRule says what sameExpr compares: the instructions compared operand by operand (ops),
// globals by name, at most maxDepth levels (0: no bound), and for two reads of one private
// variable, what else must hold (steady, nil: nothing).
type exprRule struct {
	ops      map[string]bool
	globals  bool
	maxDepth int
	steady   func(dx, dy *llvmir.Inst) bool
}

var (
	addressOps = map[string]bool{"getelementptr": true, "bitcast": true, "sext": true, "zext": true, "trunc": true}
	valueOps   = map[string]bool{"sext": true, "zext": true, "trunc": true, "add": true, "sub": true, "mul": true,
		"shl": true, "and": true, "or": true, "xor": true, "sdiv": true, "udiv": true}
)

// sameExpr reports whether x and y are the same expression under rule r: the same value,
// equal constants, or the same instruction (of r.ops, or a read of one private variable)
// of the same expressions.
func (a *Func) sameExpr(x, y *llvmir.Value, r exprRule, depth int) bool {
	if x == nil || y == nil || x.Kind != y.Kind || r.maxDepth > 0 && depth > r.maxDepth {
		return false
	}
	switch x.Kind {
	case llvmir.ValInt:
		return x.Int == y.Int && x.Text == y.Text
	case llvmir.ValGlobal:
		return r.globals && x.Name == y.Name
	case llvmir.ValLocal:
	default:
		return false
	}
	if x.Name == y.Name {
		return true
	}
	dx, dy := a.Fn.Def(x.Name), a.Fn.Def(y.Name)
	if dx == nil || dy == nil || dx.Op != dy.Op || len(dx.Operands) != len(dy.Operands) || dx.Type != dy.Type {
		return false
	}
	if dx.Op == "load" {
		v, w := dx.Operands[0], dy.Operands[0]
		d := a.Fn.Def(v.Name)
		return v.Kind == llvmir.ValLocal && v.Name == w.Name && d != nil && d.Op == "alloca" &&
			onlyLoadedAndStored(a.Fn, v.Name) && (r.steady == nil || r.steady(dx, dy))
	}
	if !r.ops[dx.Op] || dx.Op == "getelementptr" && gepSourceType(a.Fn.Module, dx) != gepSourceType(a.Fn.Module, dy) {
		return false
	}
	for i := range dx.Operands {
		if !a.sameExpr(dx.Operands[i], dy.Operands[i], r, depth+1) {
			return false
		}
	}
	return true
}

// varsSteady reports whether the local variables address expressions x and y read keep
// their values from the first of those reads to load ld: all read in ld's block, and no
// store to them in between.
func (a *Func) varsSteady(ld *llvmir.Inst, x, y *llvmir.Value) bool {
	first := instIndex(ld)
	vars := map[string]bool{}
	ok := true
	var walk func(v *llvmir.Value, depth int)
	walk = func(v *llvmir.Value, depth int) {
		if v == nil || v.Kind != llvmir.ValLocal || depth > 8 {
			return
		}
		d := a.Fn.Def(v.Name)
		if d == nil || d.Op == "alloca" {
			return
		}
		if d.Op == "load" && d.Operands[0].Kind == llvmir.ValLocal {
			if pd := a.Fn.Def(d.Operands[0].Name); pd != nil && pd.Op == "alloca" {
				if d.Block != ld.Block {
					ok = false
					return
				}
				vars[d.Operands[0].Name] = true
				first = min(first, instIndex(d))
				return
			}
		}
		for _, o := range d.Operands {
			walk(o, depth+1)
		}
	}
	walk(x, 0)
	walk(y, 0)
	if !ok {
		return false
	}
	for _, in := range ld.Block.Insts[first:instIndex(ld)] {
		if in.Op == "store" && in.Operands[1].Kind == llvmir.ValLocal && vars[in.Operands[1].Name] {
			return false
		}
	}
	return true
}
