package nonblocking

import (
	"sort"

	"github.com/parcoach/parcoach/internal/alias"
)

// atomKind is one possible value of a request variable.
type atomKind uint8

const (
	// aNull: no operation attached (never used, MPI_REQUEST_NULL, completed, freed).
	aNull atomKind = iota
	// aUnknown: written by code the analysis does not follow; never reported.
	aUnknown
	// aEntry: the value the variable had when the function was entered (parameters,
	// globals): whatever the caller left there.
	aEntry
	// aEntryDone: the entry value, after a completion call.
	aEntryDone
	// aEntryStarted: the entry value, after MPI_Start.
	aEntryStarted
	// aPending: a nonblocking operation, op, is pending.
	aPending
	// aInactive: a persistent request created by op, not started (or completed since).
	aInactive
	// aActive: a persistent request created by op, started.
	aActive
)

// atom is one possible value; op indexes the operations of the function's table. tags are
// the branch outcomes known on the paths that give this value (see facts).
type atom struct {
	k    atomKind
	op   int32
	tags string
}

// pending reports whether the value is an operation still to be completed.
func (a atom) pending() bool { return a.k == aPending || a.k == aActive }

// set is a small sorted set of atoms: the possible values of one request variable.
type set []atom

func less(a, b atom) bool {
	if a.k != b.k {
		return a.k < b.k
	}
	if a.op != b.op {
		return a.op < b.op
	}
	return a.tags < b.tags
}

func one(a atom) set { return set{a} }

func (s set) has(k atomKind) bool {
	for _, a := range s {
		if a.k == k {
			return true
		}
	}
	return false
}

// union returns s ∪ t (a new set unless one is empty or they are equal).
func union(s, t set) set {
	if len(t) == 0 {
		return s
	}
	if len(s) == 0 {
		return t
	}
	out := make(set, 0, len(s)+len(t))
	i, j := 0, 0
	for i < len(s) || j < len(t) {
		switch {
		case j >= len(t) || i < len(s) && less(s[i], t[j]):
			out = append(out, s[i])
			i++
		case i >= len(s) || less(t[j], s[i]):
			out = append(out, t[j])
			j++
		default:
			out = append(out, s[i])
			i++
			j++
		}
	}
	return out
}

func equal(s, t set) bool {
	if len(s) != len(t) {
		return false
	}
	for i := range s {
		if s[i] != t[i] {
			return false
		}
	}
	return true
}

// mapSet applies f to every atom and returns the normalised result.
func mapSet(s set, f func(atom) set) set {
	var out set
	for _, a := range s {
		out = union(out, normalise(f(a)))
	}
	return out
}

func normalise(s set) set {
	if len(s) < 2 {
		return s
	}
	c := append(set(nil), s...)
	sort.Slice(c, func(i, j int) bool { return less(c[i], c[j]) })
	out := c[:1]
	for _, a := range c[1:] {
		if a != out[len(out)-1] {
			out = append(out, a)
		}
	}
	return out
}

// definite reports whether every possible value is pending.
func (s set) definite() bool {
	if len(s) == 0 {
		return false
	}
	for _, a := range s {
		if !a.pending() {
			return false
		}
	}
	return true
}

// pendingOps counts the distinct operations s may hold pending.
func (s set) pendingOps() int {
	ops := map[int32]bool{}
	for _, a := range s {
		if a.pending() {
			ops[a.op] = true
		}
	}
	return len(ops)
}

// anyPending reports whether some possible value is pending and none is unknown.
func (s set) anyPending() bool {
	p := false
	for _, a := range s {
		if a.k == aUnknown {
			return false
		}
		if a.pending() {
			p = true
		}
	}
	return p
}

// complete is what a completion call (MPI_Wait, MPI_Test...) does to one value.
func complete(a atom) set {
	switch a.k {
	case aPending:
		return one(atom{k: aNull, tags: a.tags})
	case aActive:
		return one(atom{k: aInactive, op: a.op, tags: a.tags})
	case aEntry, aEntryStarted:
		return one(atom{k: aEntryDone, tags: a.tags})
	}
	return one(a)
}

// free is what MPI_Request_free does.
func free(a atom) set {
	switch a.k {
	case aPending, aActive, aInactive:
		return one(atom{k: aNull, tags: a.tags})
	case aEntry, aEntryStarted:
		return one(atom{k: aEntryDone, tags: a.tags})
	}
	return one(a)
}

// state is the possible values of every tracked request variable (slot) at a point, and the
// facts (branch outcomes) that hold on every path reaching it.
type state struct {
	v     []set
	facts string
}

// anyPending: some request variable may hold a pending (or active) operation.
func (s state) anyPending() bool {
	for _, v := range s.v {
		for _, a := range v {
			if a.pending() {
				return true
			}
		}
	}
	return false
}

func (s state) clone() state {
	c := state{v: make([]set, len(s.v)), facts: s.facts}
	copy(c.v, s.v)
	return c
}

func joinState(dst, src state) (state, bool) {
	if dst.v == nil {
		return src.clone(), true
	}
	changed := false
	for i := range dst.v {
		u := simplify(union(dst.v[i], src.v[i]))
		if !equal(u, dst.v[i]) {
			dst.v[i] = u
			changed = true
		}
	}
	if f := alias.IntersectFacts(dst.facts, src.facts); f != dst.facts {
		dst.facts = f
		changed = true
	}
	return dst, changed
}

// Facts (alias.Fact) are the outcomes of branches whose condition keeps its value in the
// function. A value carries the facts of the paths that produce it, so that at a later branch
// on the same condition the values of the paths that took the other way are dropped: after
// `if (r == 0) MPI_Isend(&q); ... if (r == 0) MPI_Wait(&q);` no path leaves q pending.

// withFact is the state on an edge where fact f holds: values that need the opposite are
// dropped (no path gives them here), the others record f.
func (s state) withFact(f string) state {
	neg := alias.Opposite(f)
	c := state{v: make([]set, len(s.v)), facts: alias.AddFact(s.facts, f)}
	for i, v := range s.v {
		var out set
		for _, a := range v {
			if alias.HasFact(a.tags, neg) {
				continue
			}
			a.tags = alias.AddFact(a.tags, f)
			out = append(out, a)
		}
		c.v[i] = normalise(out)
	}
	return c
}

// forget is the state after the variables of conditions ids are written: their outcomes are
// no longer known, on the state's paths or on its values' (alias.CorrelatedRegions).
func (s state) forget(ids []int) state {
	drop := func(facts string) string {
		for _, id := range ids {
			for _, holds := range []bool{true, false} {
				facts = alias.RemoveFact(facts, alias.Fact(id, holds))
			}
		}
		return facts
	}
	c := state{v: make([]set, len(s.v)), facts: drop(s.facts)}
	for i, v := range s.v {
		out := make(set, 0, len(v))
		for _, a := range v {
			a.tags = drop(a.tags)
			out = append(out, a)
		}
		c.v[i] = simplify(normalise(out))
	}
	return c
}

// simplify merges the values that differ only by the outcome of one branch (both outcomes:
// the value does not depend on it) and drops those implied by a more general one.
func simplify(s set) set {
	if len(s) < 2 {
		return s
	}
	for changed := true; changed; {
		changed = false
	outer:
		for i := 0; i < len(s); i++ {
			for j := 0; j < len(s); j++ {
				if i == j || s[i].k != s[j].k || s[i].op != s[j].op {
					continue
				}
				if m, ok := alias.MergeFacts(s[i].tags, s[j].tags); ok {
					var out set
					for k, a := range s {
						if k != i && k != j {
							out = append(out, a)
						}
					}
					s = normalise(append(out, atom{k: s[i].k, op: s[i].op, tags: m}))
					changed = true
					break outer
				}
			}
		}
	}
	return s
}

// stripTags forgets the facts of the values (a summary's values are in the callee's terms).
func stripTags(s set) set {
	out := make(set, 0, len(s))
	for _, a := range s {
		a.tags = ""
		out = append(out, a)
	}
	return normalise(out)
}

// start is what MPI_Start does to one value.
func start(a atom) set {
	switch a.k {
	case aInactive:
		return one(atom{k: aActive, op: a.op, tags: a.tags})
	case aEntry, aEntryDone:
		return one(atom{k: aEntryStarted, tags: a.tags})
	}
	return one(a)
}
