package dependence

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// Pointers and data in one memory class. Unification puts an object's members that hold
// numbers and those that hold pointers in one class as soon as an access cannot tell them
// apart, and -O0 code reloads every pointer from memory: a rank-dependent subdomain bound
// stored into a C++ object made every pointer loaded from it vary, then every store through
// those pointers, then the whole program (miniMD). A pointer loaded from memory varies when a
// pointer that varies was stored there (`p = rank ? a : b`, a pointer stored only on some
// processes), or when a call wrote the memory with varying data of unknown kind; numbers
// stored there do not make it vary. (A number stored and read back as a pointer, through a
// union or a cast, is not followed.)

type writeKindT int

const (
	anyKind  writeKindT = iota // a call writing memory: numbers or pointers
	dataKind                   // a store of a number
	ptrKind                    // a store of a pointer
)

func kindOf(v *llvmir.Value) writeKindT {
	if isNullPtr(v) {
		return nullKind
	}
	if llvmir.IsPointerType(v.Type) {
		return ptrKind
	}
	return dataKind
}

// markKind records varying data of kind k written into class c.
func (s *solver) markKind(c class, r *reason, k writeKindT) {
	if k == nullKind {
		s.markNull(c, r)
		return
	}
	if k != ptrKind {
		s.markClass(c, r)
	}
	if k != dataKind {
		s.markPtr(c, r)
	}
}

// markKindPlaces is markKind at places ps of class c.
func (s *solver) markKindPlaces(c class, ps []fieldPlace, r *reason, k writeKindT) {
	if k == nullKind {
		s.markNullPlaces(c, ps, r)
		return
	}
	if k != ptrKind {
		s.markPlaces(c, ps, r)
	}
	if k != dataKind {
		s.markPtrPlaces(c, ps, r)
	}
}

// markPtr records that a varying pointer may have been stored into class c.
func (s *solver) markPtr(c class, r *reason) {
	c = s.pt.Find(c)
	if s.sharedMem.get(c) || r == nil || s.forcedClass.get(c) || s.ptrVary.get(c) != nil {
		return
	}
	s.ptrVary.set(c, r)
	s.note(factKey{kind: "ptr", n: int(c)})
	s.local = true
	s.memoryChanged(c)
}

// memoryPtr explains why a pointer read from class c may vary: a varying pointer stored
// into it, into an object it is part of, or into one of its parts.
func (s *solver) memoryPtr(c class) *reason { return s.memoryPtrAt(c, nil) }

// memoryPtrAt is memoryPtr for a read at places at (nil: not known; pathvary.go).
func (s *solver) memoryPtrAt(c class, at []fieldPlace) *reason {
	if r := s.memoryAddrAt(c, at); r != nil {
		return r
	}
	return s.memoryNullAt(c, at)
}

// memoryAddrAt is memoryPtrAt without the NULLs stored (nullvary.go).
func (s *solver) memoryAddrAt(c class, at []fieldPlace) *reason {
	c = s.pt.Find(c)
	if s.quietNear(c) {
		return nil
	}
	if r := s.aroundClass(&s.ptrVary, c); r != nil {
		return r
	}
	return s.placePtrWhy(c, at)
}

// effectKind is what a function of the tables (a source of variation) writes into the memory
// it makes vary: numbers (a rank, a time, received data, handles), except the MPI calls that
// return memory or attribute values through a pointer.
func effectKind(name string) writeKindT {
	switch {
	case strings.Contains(name, "Alloc_mem"), strings.Contains(name, "Win_allocate"),
		strings.Contains(name, "Win_shared_query"), strings.Contains(strings.ToLower(name), "get_attr"):
		return anyKind
	}
	return dataKind
}
