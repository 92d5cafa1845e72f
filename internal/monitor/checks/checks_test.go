package checks

import (
	"strings"
	"testing"
	"unicode"
)

// The monitor's ids follow the conventions of the static checks' documentation (see
// internal/check/all's tests): one-sentence Short, lower-case tags, a paragraph of Doc.
func TestDocs(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Checks {
		if seen[c.ID] {
			t.Errorf("%s listed twice", c.ID)
		}
		seen[c.ID] = true
		s := c.Short
		if s == "" || !unicode.IsUpper([]rune(s)[0]) || !strings.HasSuffix(s, ".") || strings.Count(s, ". ") > 0 || len(s) > 120 {
			t.Errorf("%s: Short %q is not one sentence of at most 120 characters", c.ID, s)
		}
		if len(c.Doc) < 2*len(s) || len(c.Tags) == 0 {
			t.Errorf("%s: Doc or Tags missing", c.ID)
		}
	}
}
