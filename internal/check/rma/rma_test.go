package rma

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/irtest"
)

// analyse runs the check on one IR file of testdata (clang-16 -g -O0 of the corpus program of the same
// name in tests/corpus/rma) and returns the findings.
func analyse(t *testing.T, name string) []*diag.Diagnostic {
	t.Helper()
	ds, _ := irtest.Run(t, irtest.ProgramFile(t, filepath.Join("testdata", name+".ll")), &check.Config{}, Analyzer)
	return ds
}

func TestFindings(t *testing.T) {
	cases := []struct {
		file string
		want []string // "line check severity message-prefix"
	}{
		{"ll_get_get_bug", []string{"26 rma-local-race error MPI_Get conflicts with MPI_Get at line 25 on the same local buffer inside one epoch"}},
		{"ll_get_get_flush_ok", nil},
		{"target_put_put_same_disp_bug", []string{"24 rma-target-race error MPI_Put conflicts with MPI_Put at line 23 on the same target location"}},
		{"put_before_lock_bug", []string{"21 rma-outside-epoch error MPI_Put outside any epoch on its window"}},
		{"lock_all_not_closed_bug", []string{"20 rma-open-epoch error MPI_Win_lock_all opens an epoch that is still open at MPI_Win_free"}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			ds := analyse(t, c.file)
			if len(ds) != len(c.want) {
				for _, d := range ds {
					t.Logf("%s: %s %s [%s]", d.Pos, d.Severity, d.Message, d.Check)
				}
				t.Fatalf("%d findings, want %d", len(ds), len(c.want))
			}
			for i, w := range c.want {
				d := ds[i]
				parts := strings.SplitN(w, " ", 4)
				got := strings.Join([]string{strconv.Itoa(d.Pos.Line), d.Check, d.Severity.String()}, " ")
				if got != strings.Join(parts[:3], " ") || !strings.HasPrefix(d.Message, parts[3]) {
					t.Errorf("got %s %q, want %s", got, d.Message, w)
				}
			}
			if c.file == "ll_get_get_bug" {
				if n := ds[0].Notes; len(n) != 1 || n[0].Pos.Line != 25 {
					t.Errorf("notes %+v: want one at the first MPI_Get", n)
				}
			}
		})
	}
}

func TestValues(t *testing.T) {
	c1, c2 := value{c: 1, konst: true}, value{c: 2, konst: true}
	v, w := value{key: "var:t"}, value{key: "var:u"}
	if !c1.mustEqual(c1) || c1.mustEqual(c2) || c1.mayEqual(c2) || !c1.mayEqual(v) {
		t.Error("constants")
	}
	if !v.mustEqual(v) || v.mustEqual(w) || !v.mayEqual(w) || (value{}).mustEqual(value{}) {
		t.Error("variables")
	}
	put := func(disp value, count int64) *op { return &op{disp: disp, count: count} }
	if !sameLocation(put(c1, 1), put(c1, 1)) || sameLocation(put(c1, 1), put(c2, 1)) || !sameLocation(put(c1, 2), put(c2, 1)) {
		t.Error("constant displacements")
	}
	if !sameLocation(put(v, 1), put(v, 1)) || sameLocation(put(v, 1), put(w, 1)) {
		t.Error("variable displacements")
	}
}
