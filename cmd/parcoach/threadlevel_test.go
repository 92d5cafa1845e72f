package main

import (
	"bytes"
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check/hybrid"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/frontend"
	"github.com/parcoach/parcoach/internal/mpi"
)

func TestThreadFlags(t *testing.T) {
	for _, c := range []struct {
		level, ctx string
		want       int
		ok         bool
	}{
		{"", "sequential", -1, true},
		{"funneled", "parallel", int(mpi.ThreadFunneled), true},
		{"MPI_THREAD_MULTIPLE", "nested", int(mpi.ThreadMultiple), true},
		{"Serialized", "", int(mpi.ThreadSerialized), true},
		{"many", "", 0, false},
		{"single", "threaded", 0, false},
	} {
		got, _, err := threadFlags(c.level, c.ctx)
		if (err == nil) != c.ok || (c.ok && got != c.want) {
			t.Errorf("threadFlags(%q, %q) = %d, %v", c.level, c.ctx, got, err)
		}
	}
}

func TestWriteLevels(t *testing.T) {
	rep := &hybrid.Report{
		Requested: mpi.ThreadSingle, Known: true, From: "MPI_Init_thread",
		FromPos: diag.Pos{File: "a.c", Line: 6, Col: 3}, Program: mpi.ThreadMultiple,
		Funcs: []*hybrid.FuncLevel{{Name: "main", Pos: diag.Pos{File: "a.c", Line: 1}, Level: mpi.ThreadMultiple,
			Calls: []*hybrid.CallLevel{{Name: "MPI_Barrier", Pos: diag.Pos{File: "a.c", Line: 11, Col: 9}, Level: mpi.ThreadMultiple,
				Why: "is called by every thread of the parallel region at line 9", Word: "P"}}}},
	}
	var b bytes.Buffer
	writeLevels(&b, rep)
	want := `MPI thread level required:
  main (a.c:1): MPI_THREAD_MULTIPLE
    a.c:11:9: MPI_Barrier is called by every thread of the parallel region at line 9 (parallelism word P)
  program: MPI_THREAD_MULTIPLE
  requested: MPI_THREAD_SINGLE (MPI_Init_thread at a.c:6:3): not compliant
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestThreadLevelReport runs `parcoach check --thread-level-report` on the programs of seed 000
// Table 2.3 (tests/corpus/hybrid) and checks the minimum levels and the verdicts the table
// gives.
func TestThreadLevelReport(t *testing.T) {
	if _, err := exec.LookPath("clang"); err != nil {
		t.Skip("clang not installed")
	}
	defer frontend.Cleanup()
	for _, c := range []struct {
		file  string
		args  []string
		level string
	}{
		{"table2_3_coll_single_bug.c", nil, "MPI_THREAD_FUNNELED"},
		{"table2_3_coll_funneled_bug.c", nil, "MPI_THREAD_SERIALIZED"},
		{"table2_3_coll_serialized_bug.c", nil, "MPI_THREAD_MULTIPLE"},
		{"table2_3_p2p_multiple_bug.c", []string{"--thread-level=serialized"}, "MPI_THREAD_MULTIPLE"},
	} {
		var out, errb bytes.Buffer
		args := append([]string{"check", "--fopenmp", "--thread-level-report"}, c.args...)
		args = append(args, "../../tests/corpus/hybrid/"+c.file)
		code := run(context.Background(), args, &out, &errb)
		if code != exitFindings {
			t.Errorf("%s: exit %d, stderr %s", c.file, code, errb.String())
			continue
		}
		s := out.String()
		if !strings.Contains(s, "  program: "+c.level+"\n") || !strings.Contains(s, "): not compliant\n") {
			t.Errorf("%s: report\n%s", c.file, s[strings.Index(s, "MPI thread level required"):])
		}
	}
}
