package all

import (
	"strings"
	"testing"
	"unicode"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
)

// TestEveryCheckHasASummary: code-scanning services show Short as an alert's title and Tags as
// its filters, so every check id needs one sentence (not the whole paragraph of Doc) and tags.
func TestEveryCheckHasASummary(t *testing.T) {
	docs := check.Docs(Analyzers)
	if len(docs) < 10 {
		t.Fatalf("only %d check ids", len(docs))
	}
	for _, c := range docs {
		s := c.Short
		if s == "" || !unicode.IsUpper([]rune(s)[0]) || !strings.HasSuffix(s, ".") || strings.Count(s, ". ") > 0 || len(s) > 120 {
			t.Errorf("%s: Short %q is not one sentence of at most 120 characters", c.ID, s)
		}
		if s == c.Doc || strings.HasPrefix(c.Doc, s) && len(c.Doc) == len(s) {
			t.Errorf("%s: Short repeats Doc", c.ID)
		}
		if len(c.Tags) == 0 {
			t.Errorf("%s: no tags", c.ID)
		}
		seen := map[string]bool{}
		for _, tag := range c.Tags {
			if tag == "" || tag != strings.ToLower(tag) || strings.ContainsAny(tag, " ,") || seen[tag] {
				t.Errorf("%s: bad or repeated tag %q in %q", c.ID, tag, c.Tags)
			}
			seen[tag] = true
		}
	}
}

// TestRemarkChecksSayTheirSeverity: the only check that gives remarks declares it, so a
// SARIF rule's default level is "note" for it and "warning" for the others.
func TestRemarkChecksSayTheirSeverity(t *testing.T) {
	for _, c := range check.Docs(Analyzers) {
		remark := strings.HasPrefix(c.Doc, "A remark")
		if remark != (c.Severity == diag.Info) {
			t.Errorf("%s: severity %v, but its doc says remark=%v", c.ID, c.Severity, remark)
		}
	}
}
