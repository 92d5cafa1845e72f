package alias

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
)

// TestDeadCodeMakesNoPointer: a function that never runs (model.NeverRuns) makes no pointer
// point anywhere in the inclusion sets (tests/corpus/dependence/dead_code_alias_ok.c shows the
// same of the unification's classes).
func TestDeadCodeMakesNoPointer(t *testing.T) {
	p := irtest.ProgramFile(t, "testdata/dead.ll")
	use, never := p.Lookup("use"), p.Lookup("never")
	if use == nil || never == nil {
		t.Fatal("no use or never")
	}
	if !p.NeverRuns(never) {
		t.Fatal("never is taken to run")
	}
	s := BuildInclusion(p, nil)
	if got := s.PointsTo(use, "0"); !slices.Equal(got, []string{"@x"}) {
		t.Errorf("use's parameter -> %v, want [@x] (never's store is no program path)", got)
	}
}
