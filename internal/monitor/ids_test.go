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
	for _, m := range regexp.MustCompile(`"(rma-[a-z-]+)"|DYNAMIC-CHECK (rma-[a-z-]+):`).FindAllStringSubmatch(rmaSource, -1) {
		used[m[1]+m[2]] = true
	}
	for id := range used {
		if _, static := all.Explain(id); !documented[id] && !static {
			t.Errorf("%s printed, not documented", id)
		} else if !documented[id] && checks.RuntimeSide[id] == "" {
			t.Errorf("%s printed, documented as a static check whose explain text has no runtime side (checks.RuntimeSide)", id)
		}
	}
	for id := range checks.RuntimeSide {
		if _, static := all.Explain(id); !static || documented[id] || !used[id] {
			t.Errorf("RuntimeSide[%s]: not a static check id the monitor prints", id)
		}
	}
	if len(used) < 10 {
		t.Errorf("only %d ids found in the core: %v", len(used), used)
	}
}
