package pipeline_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"

	"github.com/parcoach/parcoach/internal/check/all"
	"github.com/parcoach/parcoach/internal/frontend"
	"github.com/parcoach/parcoach/internal/pipeline"
)

// TestJobsDoNotChangeTheOutput analyses corpus programs with -j 1 and -j 3: one program at a
// time (its analyses then run at once over one model) and all of them in one run (the
// programs run at once). The findings and problems must be the same, in the same order.
// Under `go test -race` it is also the race test of the concurrent analyses: the programs
// are picked to exercise every analysis (OpenMP, hybrid, handles, nonblocking, RMA,
// collectives with split communicators).
func TestJobsDoNotChangeTheOutput(t *testing.T) {
	for _, tool := range []string{"clang", "mpicc"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed: %v", tool, err)
		}
	}
	var srcs []string
	for _, pat := range []string{"hybrid/*.c", "omp/*barrier*.c", "handles/*.c", "nonblocking/*wait*.c", "rma/*fence*.c",
		"mpi-coll/*split*.c", "dependence/omp_*.c", "dependence/helper_*.c"} {
		m, _ := filepath.Glob(filepath.Join("..", "..", "tests", "corpus", pat))
		sort.Strings(m)
		if len(m) > 8 {
			m = m[:8]
		}
		srcs = append(srcs, m...)
	}
	if len(srcs) < 20 {
		t.Fatalf("only %d corpus programs found", len(srcs))
	}
	tmp := t.TempDir()
	units, errs := frontend.CompileAll(context.Background(), srcs, frontend.Options{TempDir: tmp}, 2)
	if len(errs) > 0 {
		t.Fatalf("compiling the corpus: %v", errs)
	}
	var lls []string
	for i, u := range units {
		ll := filepath.Join(tmp, fmt.Sprintf("%03d_%s.ll", i, filepath.Base(u.Source)))
		if err := os.WriteFile(ll, u.IR, 0o644); err != nil {
			t.Fatal(err)
		}
		lls = append(lls, ll)
		u.Close()
	}
	run := func(jobs int, inputs ...string) string {
		t.Helper()
		res, err := pipeline.Run(context.Background(), pipeline.Options{Inputs: inputs, Analyzers: all.Analyzers, Jobs: jobs})
		if err != nil {
			t.Fatal(err)
		}
		out, err := json.Marshal([]any{res.Diagnostics, res.Problems, res.Grouping})
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	findings := 0
	for _, ll := range lls {
		one, three := run(1, ll), run(3, ll)
		if one != three {
			t.Errorf("%s: -j 1 and -j 3 differ:\n%s\n%s", filepath.Base(ll), one, three)
		}
		if one != `[null,null,""]` {
			findings++
		}
	}
	if findings < len(lls)/3 {
		t.Errorf("only %d of %d programs have findings: the comparison shows little", findings, len(lls))
	}
	if one, three := run(1, lls...), run(3, lls...); one != three {
		t.Errorf("all programs in one run: -j 1 and -j 3 differ")
	}
}
