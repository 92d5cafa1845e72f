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
func (s *solver) setModPtr(f *model.Function, c class) {
	c = s.pt.Find(c)
	m := s.modPtr[f]
	if m == nil {
		m = map[class]bool{}
		s.modPtr[f] = m
	}
	if !m[c] {
		m[c] = true
		s.callersChanged(f)
	}
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
