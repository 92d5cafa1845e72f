package dependence

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Whole copies (issue 13). A struct assignment `c = d` is, at -O0, an llvm.memcpy of the
// whole variable, and `memset(&c, 0, sizeof c)` clears one: made where every process runs,
// with data the same everywhere (callUnknown found nothing varying in the arguments or the
// memory they read), the call replaces everything the variable held. Without that, a member
// assigned a rank-dependent value before the copy kept varying after it, and so did every
// loop bound read from it.
//
// For a simple local that is a strong update, as the store of a uniform scalar is
// (writeKind's direct case: copyOverLocal). For a global (or a local whose address escapes)
// it is an overwrite in the sense of overwrite.go: the destination and its parts are
// candidates for stale bits (wholeOutputs, overwriteTargets), and the copy clears the bits
// of all of them when the class holds that variable alone (overwrittenWhole).

// copyOverLocal clears the bits of a simple local of f (and of its parts) that memcpy,
// memmove or memset call in overwrites whole. The caller has established that the call
// writes uniform data where every process runs.
func (s *solver) copyOverLocal(f *model.Function, st *fnState, in *llvmir.Inst, cur bitset) {
	if !wholeCopy(f, in) {
		return
	}
	c := s.locOf(f, in.Args[0])
	if _, ok := s.localBit(st, c); ok {
		s.writeKind(f, st, c, nil, true, cur, anyKind)
	}
}

// wholeCopy reports whether memcpy, memmove or memset call in writes a whole variable: its
// destination is a global or an alloca of one element, from its first byte, and its length
// a constant at least the variable's size.
func wholeCopy(f *model.Function, in *llvmir.Inst) bool {
	if !memIntrinsic(in.CalledFunction()) || len(in.Args) < 3 || in.Args[2].Kind != llvmir.ValInt {
		return false
	}
	size := variableSize(f, in.Args[0])
	return size > 0 && in.Args[2].Int >= size
}

// variableSize is the size of the variable ptr designates from its first byte (variableType);
// 0 when it designates anything else or the size is not known.
func variableSize(f *model.Function, ptr *llvmir.Value) int64 {
	if t, ok := variableType(f, ptr); ok {
		return typeSize(f, t)
	}
	return 0
}

// variableType is the type of the variable ptr designates from its first byte, through
// casts: a global, or an alloca of one element.
func variableType(f *model.Function, ptr *llvmir.Value) (string, bool) {
	for i := 0; i < 8 && ptr != nil; i++ {
		switch ptr.Kind {
		case llvmir.ValGlobal:
			if g := f.Module.Global(ptr.Name); g != nil {
				return g.Type, true
			}
			return "", false
		case llvmir.ValConstExpr:
			if e := ptr.Expr(); (e != "bitcast" && e != "addrspacecast") || len(ptr.Elems()) == 0 {
				return "", false
			}
			ptr = ptr.Elems()[0]
		case llvmir.ValLocal:
			d := f.Def(ptr.Name)
			switch {
			case d == nil:
				return "", false
			case d.Op == "alloca" && oneElement(d):
				return d.Type, true
			case (d.Op == "bitcast" || d.Op == "addrspacecast") && len(d.Operands) > 0:
				ptr = d.Operands[0]
			default:
				return "", false
			}
		default:
			return "", false
		}
	}
	return "", false
}

// oneElement reports whether alloca d allocates one element of its type (not a
// variable-length array, whose count is an operand).
func oneElement(d *llvmir.Inst) bool {
	for _, op := range d.Operands {
		if op.Kind != llvmir.ValInt || op.Int != 1 {
			return false
		}
	}
	return true
}

// maxCopiedParts bounds the parts of a whole copy's destination that get stale bits: a
// variable with more (a Fortran common block, a large array of structs) keeps its parts as
// any write leaves them (not fresh), so that a copy into it costs no more than a store.
// (Walking all of them in every function that copies into such a variable made Nekbone's
// check 6.5 times as long.)
const maxCopiedParts = 32

// copiedParts lists the parts of class c, nested ones too, for the stale bits of a whole
// copy into c (overwriteTargets); nil when there are more than maxCopiedParts.
func (s *solver) copiedParts(c class) []class {
	var out []class
	var walk func(c class, depth int) bool
	walk = func(c class, depth int) bool {
		fields := s.pt.Fields[s.pt.Find(c)]
		if len(out)+len(fields) > maxCopiedParts || depth > 8 {
			return false
		}
		for _, p := range s.sortedFields(s.pt.Find(c)) {
			p = s.pt.Find(p)
			out = append(out, p)
			if !walk(p, depth+1) {
				return false
			}
		}
		return true
	}
	if !walk(c, 0) {
		return nil
	}
	return out
}

// overwrittenWhole is overwritten for a whole copy of uniform data into class c where every
// process runs: when c holds that variable alone, its parts are fresh too.
func (s *solver) overwrittenWhole(st *fnState, c class, cur bitset) {
	if st.over == nil || !s.coveredByOne(c) || s.pt.OwnerOf(c) != noClass {
		return
	}
	s.buildOverParts(st)
	for _, i := range st.partBits(s.pt.Find(c)) {
		cur.clear(i)
		st.posFresh(cur, i)
		st.clearOwn(cur, i)
	}
}
