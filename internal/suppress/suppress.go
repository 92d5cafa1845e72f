// Package suppress silences findings the user has reviewed: parcoach-ignore comments in the
// source (clang-tidy's NOLINT grammar) and the rules of a suppressions file (MUST's filter
// files). Sources are read lazily, only for files that hold a finding.
package suppress

import (
	"fmt"
	"sync"

	"github.com/parcoach/parcoach/internal/diag"
)

// Suppressed is a finding a suppression silenced, and what silenced it.
type Suppressed struct {
	Diag     *diag.Diagnostic
	InSource bool   // a parcoach-ignore comment; else a rule of a suppressions file
	By       string // "parcoach-ignore comment at a.c:7", "supp.txt:3 (*:src:third_party/**)"
}

// Filter applies the suppressions to a run's diagnostics.
type Filter struct {
	Sources *Sources // where comments are read; a new Sources when nil
	Rules   []*Rule  // from suppressions files
	// NoComments ignores parcoach-ignore comments (only the rules apply).
	NoComments bool

	mu         sync.Mutex
	suppressed []Suppressed
}

// Apply returns the diagnostics no suppression silences, in their order, and records the
// others (see Suppressed). It may be called more than once (one call per program).
func (f *Filter) Apply(ds []*diag.Diagnostic) []*diag.Diagnostic {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.Sources == nil {
		f.Sources = &Sources{}
	}
	kept := ds[:0:0]
	for _, d := range ds {
		if s, ok := f.why(d); ok {
			f.suppressed = append(f.suppressed, s)
			continue
		}
		kept = append(kept, d)
	}
	return kept
}

// Suppressed returns the findings Apply silenced, sorted as diagnostics are.
func (f *Filter) Suppressed() []Suppressed {
	f.mu.Lock()
	defer f.mu.Unlock()
	ds := make([]*diag.Diagnostic, len(f.suppressed))
	by := map[*diag.Diagnostic]Suppressed{}
	for i, s := range f.suppressed {
		ds[i] = s.Diag
		by[s.Diag] = s
	}
	diag.Sort(ds)
	out := make([]Suppressed, len(ds))
	for i, d := range ds {
		out[i] = by[d]
	}
	return out
}

// why says what suppresses d, if anything: a comment on its line or the line before, then
// the first rule that matches.
func (f *Filter) why(d *diag.Diagnostic) (Suppressed, bool) {
	p := d.Pos
	if !f.NoComments && p.Known() {
		l := langOf(p.File)
		if line, ok := f.Sources.Line(p.File, p.Line); ok {
			for _, dir := range directives(line, l) {
				if !dir.nextLine && dir.matches(d.Check) {
					return Suppressed{d, true, fmt.Sprintf("parcoach-ignore comment at %s:%d", p.File, p.Line)}, true
				}
			}
		}
		if line, ok := f.Sources.Line(p.File, p.Line-1); ok {
			for _, dir := range directives(line, l) {
				if dir.nextLine && dir.matches(d.Check) {
					return Suppressed{d, true, fmt.Sprintf("parcoach-ignore-next-line comment at %s:%d", p.File, p.Line-1)}, true
				}
			}
		}
	}
	for _, r := range f.Rules {
		if r.matches(d.Check, p.File, p.Func) {
			return Suppressed{d, false, r.String()}, true
		}
	}
	return Suppressed{}, false
}
