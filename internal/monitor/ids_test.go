package monitor

import (
	"regexp"
	"testing"

	"github.com/parcoach/parcoach/internal/check/all"
	"github.com/parcoach/parcoach/internal/monitor/checks"
)

// TestEveryIDIsDocumented: each check id the C core prints has its `parcoach explain` entry (its
// own, or the static check's it shares: collective-mismatch), and each entry is printed somewhere.
func TestEveryIDIsDocumented(t *testing.T) {
	re := regexp.MustCompile(`PCM_ERROR\("([a-z0-9-]+)"|DYNAMIC-CHECK ([a-z0-9-]+):`)
	used := map[string]bool{}
	for _, m := range re.FindAllStringSubmatch(coreSource+deadlockSource, -1) {
		used[m[1]+m[2]] = true
	}
	documented := map[string]bool{}
	for _, c := range checks.Checks {
		documented[c.ID] = true
		if !used[c.ID] {
			t.Errorf("%s documented, never printed", c.ID)
		}
	}
	for id := range used {
		if _, static := all.Explain(id); !documented[id] && !static {
			t.Errorf("%s printed, not documented", id)
		}
	}
	if len(used) < 10 {
		t.Errorf("only %d ids found in the core: %v", len(used), used)
	}
}
