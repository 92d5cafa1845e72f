package pipeline

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
)

// module is a small complete .ll defining fn.
func module(fn string) string {
	return "define void @" + fn + "() {\n  call void @MPI_Barrier(i32 0)\n  ret void\n}\ndeclare void @MPI_Barrier(i32)\n"
}

// TestOneFileDoesNotTakeTheOthersDown: an analysis that fails (a parcoach bug) on one file must
// be one problem line naming that file, and the other files must still be analysed. It used to
// drop every finding of the run.
func TestOneFileDoesNotTakeTheOthersDown(t *testing.T) {
	dir := t.TempDir()
	for name, fn := range map[string]string{"good1.ll": "one", "bad.ll": "boom", "good2.ll": "two"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(module(fn)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// perFunction reports each function; it fails as a bug would on a function named boom.
	perFunction := &check.Analyzer{
		Name:   "per-function",
		Doc:    "reports every function",
		Checks: []check.Check{{ID: "seen", Doc: "a function"}},
		Run: func(p *check.Pass) (any, error) {
			for _, f := range p.Program.Funcs {
				if f.IR.Name == "boom" {
					var s []int
					_ = s[len(s)-1] // index out of range [-1]
				}
				p.Report(&diag.Diagnostic{Check: "seen", Pos: diag.Pos{File: f.Module.Name, Func: f.Name}, Message: f.Name})
			}
			return nil, nil
		},
	}
	opt := Options{
		Inputs:    []string{filepath.Join(dir, "good1.ll"), filepath.Join(dir, "bad.ll"), filepath.Join(dir, "good2.ll")},
		Analyzers: []*check.Analyzer{perFunction},
		Jobs:      1,
	}
	res, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	var seen []string
	for _, d := range res.Diagnostics {
		seen = append(seen, d.Message)
	}
	if strings.Join(seen, ",") != "one,two" {
		t.Errorf("findings = %v, want those of the two good files", seen)
	}
	if len(res.Problems) != 1 || !strings.HasSuffix(res.Problems[0].Pos.File, "bad.ll") ||
		!strings.Contains(res.Problems[0].Message, "index out of range [-1]") {
		t.Errorf("problems = %v, want one naming bad.ll", res.Problems)
	}
}
