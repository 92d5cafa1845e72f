package omp

import (
	"fmt"
	"strings"
	"testing"
)

// TestElseIfChainNotesAreBounded: in a parallel region whose n-branch `else if` chain on the
// thread number holds a barrier in every branch, all n conditionals decide every barrier.
// Each of the n findings names a few of them and says how many more; the notes do not grow
// with n (they did: n findings of n notes). The sites for the runtime checks keep them all.
func TestElseIfChainNotesAreBounded(t *testing.T) {
	const n = 40
	var b strings.Builder
	b.WriteString("#include <omp.h>\nvoid g(void) {\n#pragma omp parallel\n  {\n    int t = omp_get_thread_num();\n")
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString("    else ")
		} else {
			b.WriteString("    ")
		}
		fmt.Fprintf(&b, "if (t == %d) {\n#pragma omp barrier\n    }\n", i)
	}
	b.WriteString("  }\n}\n")
	p := compile(t, "clang", "chain.c", b.String())
	ds, res := analyse(t, p, false)
	if len(ds) != n {
		t.Fatalf("%d findings, want one per barrier (%d): %v", len(ds), n, keys(ds))
	}
	wantMore := fmt.Sprintf("and %d more decide", n-5)
	for _, d := range ds {
		if d.Check != BarrierID || !strings.Contains(d.Message, wantMore) || strings.Count(d.Message, "line ") != 5 {
			t.Errorf("%s: %q [%s], want 5 lines and %q", d.Pos, d.Message, d.Check, wantMore)
		}
		conds := 0
		for _, nt := range d.Notes {
			if strings.HasPrefix(nt.Message, "the conditional here decides") {
				conds++
			}
		}
		last := d.Notes[len(d.Notes)-1]
		if conds != 5 || last.Message != fmt.Sprintf("and %d more decide (the first of them here)", n-5) || len(d.Notes) > 12 {
			t.Errorf("%s: %d notes, %d on conditionals, last %q", d.Pos, len(d.Notes), conds, last.Message)
		}
	}
	if len(res.Sites) != n {
		t.Fatalf("%d sites, want %d", len(res.Sites), n)
	}
	for _, s := range res.Sites {
		if len(s.Conds) != n {
			t.Errorf("site %s: %d conditionals, want all %d", s.What, len(s.Conds), n)
		}
	}
}
