package dependence

import (
	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/model"
)

// The solver asks, at every evaluation of every call, whether the callee writes only where an
// allocation failed (alias.FailureOnly) or returns fresh blocks (alias.ReturnsFresh,
// alias.AllocatesOnly). Package alias answers from a sync.Map shared by every goroutine (1-2 %
// of AMG's solve); the answers depend on the function alone, so the prepared part keeps them
// by function index.

// Bits of prepared.wrapperFacts: each pair says that a fact is known and what it is.
const (
	failureOnlyKnown uint8 = 1 << iota
	failureOnlyYes
	returnsFreshKnown
	returnsFreshYes
	allocatesOnlyKnown
	allocatesOnlyYes
)

// wrapperFact returns the fact of f its known bit says, asking ask the first time.
func (s *solver) wrapperFact(f *model.Function, known, yes uint8, ask func(*model.Function) bool) bool {
	if f == nil || f.Index < 0 || f.Index >= len(s.prog.Funcs) || s.prog.Funcs[f.Index] != f {
		return ask(f) // (not a function of the program: not kept)
	}
	if s.wrapperFacts == nil {
		s.wrapperFacts = make([]uint8, len(s.prog.Funcs))
	}
	v := s.wrapperFacts[f.Index]
	if v&known == 0 {
		v |= known
		if ask(f) {
			v |= yes
		}
		s.wrapperFacts[f.Index] = v
	}
	return v&yes != 0
}

// failureOnly is alias.FailureOnly, kept.
func (s *solver) failureOnly(f *model.Function) bool {
	return s.wrapperFact(f, failureOnlyKnown, failureOnlyYes, alias.FailureOnly)
}

// returnsFresh is alias.ReturnsFresh, kept.
func (s *solver) returnsFresh(f *model.Function) bool {
	return s.wrapperFact(f, returnsFreshKnown, returnsFreshYes, alias.ReturnsFresh)
}

// allocatesOnly is alias.AllocatesOnly, kept.
func (s *solver) allocatesOnly(f *model.Function) bool {
	return s.wrapperFact(f, allocatesOnlyKnown, allocatesOnlyYes, alias.AllocatesOnly)
}
