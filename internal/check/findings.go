package check

import "github.com/parcoach/parcoach/internal/diag"

// Findings gathers an analysis' diagnostics before they are reported, merging the notes of
// findings that share a key (a callee's collective reached from several callers is one
// finding with every caller's conditional as a note, and every caller's CFG decision), in the
// order they were first seen.
type Findings struct {
	byKey map[string]*diag.Diagnostic
	order []string
}

// Add records d under key, or adds d's notes to the finding already recorded under key.
// It returns the recorded finding.
func (fs *Findings) Add(key string, d *diag.Diagnostic) *diag.Diagnostic {
	if fs.byKey == nil {
		fs.byKey = map[string]*diag.Diagnostic{}
	}
	old, ok := fs.byKey[key]
	if !ok {
		notes := d.Notes
		d.Notes = nil
		d.Notes = diag.AppendNotes(d.Notes, notes...)
		decisions := d.Decisions
		d.Decisions = diag.AppendDecisions(nil, decisions...)
		fs.byKey[key] = d
		fs.order = append(fs.order, key)
		return d
	}
	old.Notes = diag.AppendNotes(old.Notes, d.Notes...)
	old.Decisions = diag.AppendDecisions(old.Decisions, d.Decisions...)
	return old
}

// Flush reports every recorded finding to the pass.
func (fs *Findings) Flush(p *Pass) {
	for _, k := range fs.order {
		p.Report(fs.byKey[k])
	}
}
