package dependence

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// What kind of value a function stores into the classes of its mod set (issue 13,
// Quicksilver). A summarised call made only where a conditional varies (or reading memory
// that varies) makes what its callee writes vary; when the callee's body (with its own
// callees) stores only numbers into a class, the pointers held there are not changed by the
// call: they keep whatever they were. modPtr records, per function and class, that some
// write may store a pointer. Every addMod counts as one unless the write is known to store
// numbers only (s.dataWrite): a store of an integer or floating-point scalar, or a callee's
// write of a class it stores numbers only into. Library calls (memcpy, memmove, unknown
// functions) and list-link writes store pointers as far as this record goes.

// setModPtr records that f may store pointers into class c.
func (s *solver) setModPtr(f *model.Function, c class) { s.setModKind(modPtr, f, c) }

// setModKind records the kind bit (modPtr, modData, modAddr) of class c in f's record, and
// has f's callers evaluated again when it is new.
func (s *solver) setModKind(bit modBits, f *model.Function, c class) {
	s.setModBit(bit, f, s.pt.Find(c))
}

// setModData records that f may store numbers (or data of unknown kind) into class c. A
// class f stores only pointers into (s.ptrWrite: a store of a pointer value, a callee's
// write of a class it stores pointers only into) is not: a call made only on some processes
// then makes the pointers held there vary, not the numbers, and a load of a number
// (narrowNumber) does not see it: a pointer, NULL or an address, read back as an integer or
// a float is type punning C and C++ leave undefined (but through char), not followed here,
// as a number read back as a pointer is not (ptrvary.go). Unification puts integers and
// pointers in one class as soon as an access cannot tell them apart (Quicksilver: the
// uint64_t batch size of MonteCarlo's constructor, the int keys of std::map nodes and the
// int_data pointers of particle buffers in one class, which a freed buffer's NULL made vary).
func (s *solver) setModData(f *model.Function, c class) { s.setModKind(modData, f, c) }

// narrowNumber reports whether a load of type t reads a number: an integer or a float. It
// reads no pointer stored in the memory (setModData).
func narrowNumber(t string) bool { return storesNumbers(&llvmir.Value{Type: t}) }

// narrowReader reports whether every load of summarised function g through an address other
// than its own stack slots reads a narrow number, and g calls nothing but debug intrinsics: a
// comparator such as std::less<int>, an accessor of an int member. What g reads through its
// arguments then sees the numbers of the memory, not the pointers stored there.
func (s *solver) narrowReader(g *model.Function) bool {
	if v := s.narrow[g.Index]; v != 0 {
		return v > 0
	}
	ok := true
	for _, b := range g.IR.Blocks {
		for _, in := range b.Insts {
			switch in.Op {
			case "call", "invoke":
				if !strings.HasPrefix(in.CalledFunction(), "llvm.dbg.") {
					ok = false
				}
			case "load":
				if narrowNumber(in.Type) {
					continue
				}
				if len(in.Operands) == 1 && in.Operands[0].Kind == llvmir.ValLocal {
					if d := g.Def(in.Operands[0].Name); d != nil && d.Op == "alloca" {
						continue
					}
				}
				ok = false
			case "atomicrmw", "cmpxchg", "va_arg":
				ok = false
			}
			if !ok {
				break
			}
		}
	}
	s.narrow[g.Index] = -1
	if ok {
		s.narrow[g.Index] = 1
	}
	return ok
}

// storesNumbers reports whether a stored value is an integer or floating-point scalar (no
// pointer, no aggregate or vector that could hold one).
func storesNumbers(v *llvmir.Value) bool {
	if v == nil {
		return false
	}
	t := strings.TrimSpace(v.Type)
	switch t {
	case "half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128":
		return true
	}
	if len(t) < 2 || t[0] != 'i' {
		return false
	}
	for _, r := range t[1:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
