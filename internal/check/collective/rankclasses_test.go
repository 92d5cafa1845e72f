package collective

import (
	"testing"

	"github.com/parcoach/parcoach/internal/alias"
)

func TestParseRankCond(t *testing.T) {
	for _, tc := range []struct {
		key   string
		name  string
		ok    bool
		holds map[int64]bool
	}{
		{"eq(*rank,0)", "rank", true, map[int64]bool{0: true, 1: false}},
		{"slt(*rank,2)", "rank", true, map[int64]bool{0: true, 1: true, 2: false}},
		{"sgt(1,*r)", "r", true, map[int64]bool{0: true, 1: false}},
		{"ult(*rank,2)", "rank", true, map[int64]bool{1: true, 2: false}},
		{"eq(*rank,*src)", "rank", true, map[int64]bool{0: true, 1: false}},
		{"eq(*src,1)", "", false, nil},
		{"eq(srem(*rank,2),0)", "", false, nil},
		{"bool(*flag)", "", false, nil},
	} {
		name, rc, ok := parseRankCond(alias.Cond{Key: tc.key, True: 1, False: 2}, func(v string) (int64, bool) { return 0, v == "src" })
		if ok != tc.ok || name != tc.name {
			t.Errorf("%s: got %q %v, want %q %v", tc.key, name, ok, tc.name, tc.ok)
			continue
		}
		for v, want := range tc.holds {
			if rc.holds(v) != want {
				t.Errorf("%s at %d: holds %v, want %v", tc.key, v, !want, want)
			}
		}
	}
}
