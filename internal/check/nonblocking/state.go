package nonblocking

import "sort"

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

// atom is one possible value; op indexes the operations of the function's table.
type atom struct {
	k  atomKind
	op int32
}

// pending reports whether the value is an operation still to be completed.
func (a atom) pending() bool { return a.k == aPending || a.k == aActive }

// set is a small sorted set of atoms: the possible values of one request variable.
type set []atom

func less(a, b atom) bool {
	if a.k != b.k {
		return a.k < b.k
	}
	return a.op < b.op
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
		return one(atom{k: aNull})
	case aActive:
		return one(atom{k: aInactive, op: a.op})
	case aEntry, aEntryStarted:
		return one(atom{k: aEntryDone})
	}
	return one(a)
}

// free is what MPI_Request_free does.
func free(a atom) set {
	switch a.k {
	case aPending, aActive, aInactive:
		return one(atom{k: aNull})
	case aEntry, aEntryStarted:
		return one(atom{k: aEntryDone})
	}
	return one(a)
}

// state is the possible values of every tracked request variable (slot) at a point.
type state []set

func (s state) clone() state {
	c := make(state, len(s))
	copy(c, s)
	return c
}

func joinState(dst, src state) (state, bool) {
	if dst == nil {
		return src.clone(), true
	}
	changed := false
	for i := range dst {
		u := union(dst[i], src[i])
		if !equal(u, dst[i]) {
			dst[i] = u
			changed = true
		}
	}
	return dst, changed
}

// start is what MPI_Start does to one value.
func start(a atom) set {
	switch a.k {
	case aInactive:
		return one(atom{k: aActive, op: a.op})
	case aEntry, aEntryDone:
		return one(atom{k: aEntryStarted})
	}
	return one(a)
}
