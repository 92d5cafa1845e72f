package instrument

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
)

// TestGlobalFindings: the argument findings of collectives turn the monitor's global checks on
// in selective mode; other findings do not.
func TestGlobalFindings(t *testing.T) {
	ds := []*diag.Diagnostic{
		{Check: "collective-argument-mismatch", Message: "the communicator of MPI_Allreduce may differ between processes"},
		{Check: "collective-argument-mismatch", Message: "the count of MPI_Bcast may differ between processes"},
		{Check: "collective-mismatch", Message: "MPI_Barrier may not be called by all processes"},
		{Check: "mpi-resource-leak", Message: "the communicator MPI_Comm_split creates may never be freed"},
		nil,
	}
	got := GlobalFindings(ds)
	if len(got) != 2 || got[0] != ds[0] || got[1] != ds[1] {
		t.Errorf("GlobalFindings = %v, want the two collective-argument-mismatch findings", got)
	}
}

// TestRewriteGlobal: with Options.Global, a module without sites of its own is rewritten with
// an .init_array entry that calls the monitor before main (typed and opaque pointers), and
// the IR compiles; without it, the module is left alone.
func TestRewriteGlobal(t *testing.T) {
	for _, file := range []string{"leave14.ll", "leave16.ll"} {
		ir, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		u, err := AnalyseIR("leave.c", ir, check.Config{ThreadLevel: -1})
		if err != nil {
			t.Fatal(err)
		}
		for _, global := range []bool{false, true} {
			res, err := u.Instrument(Options{Mode: Selective, Optimize: true, Global: global})
			if err != nil {
				t.Fatal(err)
			}
			out := string(res.IR)
			has := strings.Contains(out, "@__parcoach_global_checks = weak global") &&
				strings.Contains(out, "@"+fnGlobal+", section \".init_array\"") &&
				strings.Contains(out, "declare void @"+fnGlobal+"()")
			if has != global || res.Global != global {
				t.Errorf("%s, Global=%v: init_array entry present=%v, Result.Global=%v", file, global, has, res.Global)
			}
			if global {
				compileIR(t, file, out)
			}
		}
	}
}
