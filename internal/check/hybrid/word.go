package hybrid

import (
	"strings"

	"github.com/parcoach/parcoach/internal/mpi"
)

// Kind is a letter of the alphabet of parallelism words (seed 000 §2.1.1).
type Kind byte

// The letters. P, S, M and B are those of the thesis; T and C are this implementation's: T is
// an explicit task (the thesis writes S for it, and so does Word.String), C a critical or
// ordered region (not supported by the thesis, whose words ignore it).
const (
	P Kind = 'P' // a parallel region: every thread of a new team
	S Kind = 'S' // single, or one section of sections: one thread of the team
	M Kind = 'M' // master, masked filter(0), or `if (omp_get_thread_num() == 0)`: thread 0 of the team
	T Kind = 'T' // an explicit task: one thread of the team, not necessarily the creator
	C Kind = 'C' // critical or ordered: every thread of the team, one at a time
	B Kind = 'B' // a barrier: explicit, implicit, or a blocking reduction or copyprivate
	// W is a taskwait or the end of a taskgroup: it orders the tasks its thread created before
	// it, not the threads of the team (ignored by the automaton and by Lemma 5; not shown).
	W Kind = 'W'
)

// Letter is one letter of a parallelism word. ID identifies the construct instance it stands
// for (P^i, S^j in the thesis), so that two singles of one region are told apart; it is 0 for B.
type Letter struct {
	Kind Kind
	ID   int32
}

// Word is a parallelism word: the constructs around a point, outermost first, with the
// barriers crossed since the last parallel construct.
type Word []Letter

// String spells the word with the letters of the thesis (T as S).
func (w Word) String() string {
	var b strings.Builder
	for _, l := range w {
		switch l.Kind {
		case T:
			b.WriteByte(byte(S))
		case W:
		default:
			b.WriteByte(byte(l.Kind))
		}
	}
	if b.Len() == 0 {
		return "ε"
	}
	return b.String()
}

// ParseWord reads a word written with the letters P, S, M, T, C, B, W (ids all 0), for tests.
func ParseWord(s string) (Word, bool) {
	var w Word
	for _, r := range s {
		switch Kind(r) {
		case P, S, M, T, C, B, W:
			w = append(w, Letter{Kind: Kind(r)})
		default:
			return nil, false
		}
	}
	return w, true
}

// State is a state of the automaton of parallelism words: a reconstruction of seed 000 Fig.
// 2.5 (states 0 to 6, whose meanings the caption gives) extended with critical regions, and
// folded into Fig. 4.4 by Mono.
type State uint8

// The states.
const (
	// Seq (0): the initial thread, alone: outside parallel regions, or in a construct that binds
	// to a team of one (an orphaned single called from sequential code).
	Seq State = iota
	// Team (1): every thread of a team started by the initial thread.
	Team
	// One (2): one thread of a team at a time, not necessarily the initial thread (single,
	// section, task, a master of a team not started by the initial thread).
	One
	// Main (3): the initial thread inside parallel regions (master of a team started by it).
	Main
	// TeamOther (4): every thread of a team started by one thread that is not known to be the
	// initial thread (a parallel region inside a single).
	TeamOther
	// Nested (5): every thread of nested teams: a parallel region started by several threads.
	Nested
	// NestedOne (6): one thread per team of nested teams (a single in a nested region).
	NestedOne
	// Serial (7): every thread, one at a time (critical, ordered). Not in the thesis.
	Serial
)

var stateNames = [...]string{"sequential", "team", "one thread", "master thread", "team of a single thread", "nested teams", "one thread per nested team", "serialized"}

func (s State) String() string {
	if int(s) < len(stateNames) {
		return stateNames[s]
	}
	return "invalid"
}

// Mono reports whether at most one thread of the process runs the code at a time, alone
// (Fig. 4.4: the language (S|PB*S)*, Lemma 4): a collective there is called once per process.
func (s State) Mono() bool { return s == Seq || s == One || s == Main }

// Level is the lowest MPI thread level under which one MPI call in this state is allowed, on
// its own (concurrent calls in other monothreaded regions may raise it to MULTIPLE):
// SINGLE for {ε}, FUNNELED for (PB*M)+, SERIALIZED for (PB*S|PB*M)+ and critical regions,
// MULTIPLE otherwise.
func (s State) Level() mpi.ThreadLevel {
	switch s {
	case Seq:
		return mpi.ThreadSingle
	case Main:
		return mpi.ThreadFunneled
	case One, Serial:
		return mpi.ThreadSerialized
	}
	return mpi.ThreadMultiple
}

// step is the transition function; B and W leave every state unchanged (barriers do not
// change who runs the code).
func step(s State, k Kind) State {
	switch k {
	case P:
		switch s {
		case Seq, Main:
			return Team
		case One:
			return TeamOther
		}
		return Nested
	case S:
		switch s {
		case Seq:
			return Seq
		case Team, TeamOther, One, Main, Serial:
			return One
		}
		return NestedOne
	case T:
		// A task runs on some thread of the team, once per thread that creates it: every
		// thread of a team creates one.
		switch s {
		case Main:
			return One
		case Serial:
			return Team
		}
		return s
	case M:
		switch s {
		case Seq:
			return Seq
		case Team, Main:
			return Main
		case TeamOther, One, Serial:
			return One
		}
		return NestedOne
	case C:
		switch s {
		case Team, TeamOther, Nested, NestedOne:
			return Serial
		}
		return s
	}
	return s
}

// invalidPair reports whether letter k may not be closely nested in a region of letter prev
// (OpenMP: no worksharing region inside a worksharing, critical, ordered, master or task
// region; no master region inside a worksharing or task region): SS, SM, MS of the thesis.
func invalidPair(prev, k Kind) bool {
	switch k {
	case S:
		return prev == S || prev == M || prev == T || prev == C
	case M:
		return prev == S || prev == T
	}
	return false
}

// Run feeds the word to the automaton from state from. It returns the final state and the
// index of the first letter the automaton rejects (an invalid nesting), or -1.
func Run(from State, w Word) (State, int) {
	s := from
	var prev Kind
	bad := -1
	for i, l := range w {
		if l.Kind == B || l.Kind == W {
			continue
		}
		if bad < 0 && invalidPair(prev, l.Kind) {
			bad = i
		}
		s = step(s, l.Kind)
		prev = l.Kind
	}
	return s, bad
}

// InMonoLanguage reports whether w is in the language of monothreaded words of Fig. 4.4,
// (S|PB*S)* where M counts as S.
func InMonoLanguage(w Word) bool {
	s, _ := Run(Seq, w)
	return s.Mono()
}

// Accepts reports whether an MPI call whose word is w (from the initial thread) is allowed on
// its own at thread level l.
func Accepts(l mpi.ThreadLevel, w Word) bool {
	s, _ := Run(Seq, w)
	return s.Level() <= l
}
