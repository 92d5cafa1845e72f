package check

import (
	"fmt"

	"github.com/parcoach/parcoach/internal/diag"
)

// Bounds on what merging adds to one finding. A collective in a function called from
// thousands of places is one finding; it names the first calls and conditionals that lead to
// it and says how many more there are, instead of thousands of notes (and CFG drawings).
const (
	MaxMergedNotes     = 32 // notes of a finding beyond which merged notes are counted, not kept
	MaxMergedDecisions = 16 // CFG decisions kept per finding
)

// Findings gathers an analysis' diagnostics before they are reported, merging the notes of
// findings that share a key (a callee's collective reached from several callers is one
// finding with every caller's conditional as a note, and every caller's CFG decision), in the
// order they were first seen. Past MaxMergedNotes notes, the notes merged in are counted and
// one last note says how many more there are.
type Findings struct {
	byKey map[string]*merged
	order []string
}

type merged struct {
	d    *diag.Diagnostic
	seen map[diag.Note]bool // the notes of d and those left out, once a merge happened
	more int                // notes left out
	at   diag.Pos           // the first of them
}

// Add records d under key, or adds d's notes to the finding already recorded under key.
// It returns the recorded finding.
func (fs *Findings) Add(key string, d *diag.Diagnostic) *diag.Diagnostic {
	if fs.byKey == nil {
		fs.byKey = map[string]*merged{}
	}
	m, ok := fs.byKey[key]
	if !ok {
		notes := d.Notes
		d.Notes = nil
		d.Notes = diag.AppendNotes(d.Notes, notes...)
		decisions := d.Decisions
		d.Decisions = diag.AppendDecisions(nil, decisions...)
		fs.byKey[key] = &merged{d: d}
		fs.order = append(fs.order, key)
		return d
	}
	old := m.d
	if m.seen == nil {
		m.seen = make(map[diag.Note]bool, len(old.Notes))
		for _, n := range old.Notes {
			m.seen[n] = true
		}
	}
	for _, n := range d.Notes {
		if m.seen[n] {
			continue
		}
		m.seen[n] = true
		if len(old.Notes) < MaxMergedNotes {
			old.Notes = append(old.Notes, n)
			continue
		}
		if m.more == 0 {
			m.at = n.Pos
		}
		m.more++
	}
	if len(old.Decisions) < MaxMergedDecisions {
		old.Decisions = diag.AppendDecisions(old.Decisions, d.Decisions...)
		if len(old.Decisions) > MaxMergedDecisions {
			old.Decisions = old.Decisions[:MaxMergedDecisions]
		}
	}
	return old
}

// Flush reports every recorded finding to the pass.
func (fs *Findings) Flush(p *Pass) {
	for _, k := range fs.order {
		m := fs.byKey[k]
		if m.more > 0 {
			m.d.Notes = append(m.d.Notes, diag.Note{Pos: m.at,
				Message: fmt.Sprintf("and %d more notes: other calls and conditionals that lead here (the first of them here)", m.more)})
			m.more = 0
		}
		p.Report(m.d)
	}
}
