package dependence

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Whole copies into a local (issue 13). A struct assignment `c = d` is, at -O0, an
// llvm.memcpy of the whole variable, and `memset(&c, 0, sizeof c)` clears one: made where
// every process runs, with data the same everywhere (callUnknown found nothing varying in
// the arguments or the memory they read), the call replaces everything the local held. That
// is a strong update, as the store of a uniform scalar into a simple local is (writeKind's
// direct case). Without it, a member assigned a rank-dependent value before the copy kept
// varying after it, and so did every loop bound read from it.

// copyOverLocal clears the bits of a simple local of f (and of its parts) that memcpy,
// memmove or memset call in overwrites whole, with a constant length at least the local's
// size, from its first byte. The caller has established that the call writes uniform data
// where every process runs.
func (s *solver) copyOverLocal(f *model.Function, st *fnState, in *llvmir.Inst, cur bitset) {
	if !memIntrinsic(in.CalledFunction()) || len(in.Args) < 3 || in.Args[2].Kind != llvmir.ValInt {
		return
	}
	dst := in.Args[0]
	c := s.locOf(f, dst)
	if _, ok := s.localBit(st, c); !ok {
		return
	}
	size, ok := wholeLocalSize(s, f, dst)
	if !ok || in.Args[2].Int < size {
		return
	}
	s.writeKind(f, st, c, nil, true, cur, anyKind)
}

// wholeLocalSize returns the size of the local variable ptr designates from its first byte:
// an alloca of one element of a type of known size, through casts and zero offsets.
func wholeLocalSize(s *solver, f *model.Function, ptr *llvmir.Value) (int64, bool) {
	v, path, off, ok := s.varRoot(f, ptr)
	if !ok || path != "" || off != 0 {
		return 0, false
	}
	d := f.Def(v) // (nil for a global's or a parameter's name)
	if d == nil || d.Op != "alloca" || !oneElement(d) {
		return 0, false
	}
	size := typeSize(f, d.Type)
	return size, size > 0
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
