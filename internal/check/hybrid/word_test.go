package hybrid

import (
	"regexp"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/mpi"
)

func word(t *testing.T, s string) Word {
	t.Helper()
	w, ok := ParseWord(s)
	if !ok {
		t.Fatalf("bad word %q", s)
	}
	return w
}

// TestAutomaton runs words through the automaton of parallelism words (Fig. 2.5 extended).
func TestAutomaton(t *testing.T) {
	cases := []struct {
		w     string
		state State
		level mpi.ThreadLevel
		bad   int
	}{
		{"", Seq, mpi.ThreadSingle, -1},
		{"S", Seq, mpi.ThreadSingle, -1},             // an orphaned single called outside regions
		{"M", Seq, mpi.ThreadSingle, -1},             // an orphaned master called outside regions
		{"P", Team, mpi.ThreadMultiple, -1},          // Fig. 2.1 Example 1
		{"PB", Team, mpi.ThreadMultiple, -1},         // barriers do not change who runs the code
		{"PM", Main, mpi.ThreadFunneled, -1},         // Example 6
		{"PBBM", Main, mpi.ThreadFunneled, -1},       // (PB*M)+
		{"PMPM", Main, mpi.ThreadFunneled, -1},       // the master of a team the main thread started
		{"PMM", Main, mpi.ThreadFunneled, -1},        // master inside master is allowed
		{"PS", One, mpi.ThreadSerialized, -1},        // Example 3
		{"PBS", One, mpi.ThreadSerialized, -1},       // Example 5's second single
		{"PSPS", One, mpi.ThreadSerialized, -1},      // a team started by one thread, then one thread of it
		{"PSPM", One, mpi.ThreadSerialized, -1},      // that team's master is not the main thread
		{"PMPS", One, mpi.ThreadSerialized, -1},      // (PB*S|PB*M)+
		{"PSP", TeamOther, mpi.ThreadMultiple, -1},   // state 4
		{"PP", Nested, mpi.ThreadMultiple, -1},       // state 5
		{"PPS", NestedOne, mpi.ThreadMultiple, -1},   // Fig. 4.1 Code 1, state 6
		{"PPM", NestedOne, mpi.ThreadMultiple, -1},   // one master per inner team
		{"PSPPS", NestedOne, mpi.ThreadMultiple, -1}, // nested below a single
		{"PC", Serial, mpi.ThreadSerialized, -1},     // critical: every thread, one at a time
		{"PSC", One, mpi.ThreadSerialized, -1},       // a critical inside a single changes nothing
		{"PT", Team, mpi.ThreadMultiple, -1},         // every thread creates a task
		{"PST", One, mpi.ThreadSerialized, -1},       // the single's thread creates it
		{"PMT", One, mpi.ThreadSerialized, -1},       // a task of the master may run on another thread
		{"PSS", One, mpi.ThreadSerialized, 2},        // SS: invalid
		{"PSM", One, mpi.ThreadSerialized, 2},        // SM: invalid
		{"PMS", One, mpi.ThreadSerialized, 2},        // MS: invalid
		{"PSTS", One, mpi.ThreadSerialized, 3},       // worksharing in a task: invalid
		{"PCS", One, mpi.ThreadSerialized, 2},        // worksharing in a critical: invalid
		{"PBSBBS", One, mpi.ThreadSerialized, 5},     // B does not separate nested regions
		{"PSWT", One, mpi.ThreadSerialized, -1},      // taskwaits are transparent
	}
	for _, c := range cases {
		w := word(t, c.w)
		s, bad := Run(Seq, w)
		if s != c.state || bad != c.bad || s.Level() != c.level {
			t.Errorf("%q: state %v, level %v, invalid at %d; want %v, %v, %d", c.w, s, s.Level(), bad, c.state, c.level, c.bad)
		}
		if got := Accepts(c.level, w); !got {
			t.Errorf("%q: not accepted at its own level %v", c.w, c.level)
		}
		if c.level > mpi.ThreadSingle && Accepts(c.level-1, w) {
			t.Errorf("%q: accepted below its level", c.w)
		}
	}
}

// TestLanguages compares the automaton with the languages of the thesis on every valid word of
// up to 7 letters over {P, S, M, B} that starts with a parallel region and has barriers only
// where a team runs (after P or B), and no master region directly inside another: FUNNELED (PB*M)+, SERIALIZED (PB*S|PB*M)+, and the
// monothreaded words (S|PB*S)* of Fig. 4.4 (M counted as S).
func TestLanguages(t *testing.T) {
	funneled := regexp.MustCompile(`^(PB*M)+$`)
	serialized := regexp.MustCompile(`^(PB*S|PB*M)+$`)
	mono := regexp.MustCompile(`^(S|PB*S)*$`)
	n := 0
	var gen func(prefix string)
	gen = func(prefix string) {
		if len(prefix) > 0 {
			w := word(t, prefix)
			// MM (a master region inside a master region, which OpenMP allows) has no word in
			// the thesis' languages; the automaton treats it as M.
			if _, bad := Run(Seq, w); bad < 0 && !strings.Contains(prefix, "MM") {
				n++
				if got, want := Accepts(mpi.ThreadFunneled, w), funneled.MatchString(prefix); got != want {
					t.Errorf("%s: FUNNELED %v, (PB*M)+ says %v", prefix, got, want)
				}
				if got, want := Accepts(mpi.ThreadSerialized, w), serialized.MatchString(prefix); got != want {
					t.Errorf("%s: SERIALIZED %v, (PB*S|PB*M)+ says %v", prefix, got, want)
				}
				if got, want := InMonoLanguage(w), mono.MatchString(strings.ReplaceAll(prefix, "M", "S")); got != want {
					t.Errorf("%s: monothreaded %v, (S|PB*S)* says %v", prefix, got, want)
				}
				if Accepts(mpi.ThreadSingle, w) {
					t.Errorf("%s: a word with a parallel region accepted at MPI_THREAD_SINGLE", prefix)
				}
			}
		}
		if len(prefix) == 7 {
			return
		}
		for _, k := range "PSMB" {
			if len(prefix) == 0 && k != 'P' {
				continue
			}
			if k == 'B' && prefix[len(prefix)-1] != 'P' && prefix[len(prefix)-1] != 'B' {
				continue
			}
			gen(prefix + string(k))
		}
	}
	gen("")
	if n < 100 {
		t.Fatalf("only %d words compared", n)
	}
}

func TestWordString(t *testing.T) {
	w := Word{{Kind: P, ID: 3}, {Kind: B}, {Kind: W}, {Kind: T, ID: 4}, {Kind: C, ID: 5}}
	if got := w.String(); got != "PBSC" {
		t.Errorf("String %q", got)
	}
	if got := (Word{}).String(); got != "ε" {
		t.Errorf("empty word %q", got)
	}
	if _, ok := ParseWord("PX"); ok {
		t.Error("ParseWord accepted X")
	}
}
