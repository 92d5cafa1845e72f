package collective_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/collargs"
	"github.com/parcoach/parcoach/internal/check/collective"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/irtest"
)

const prelude = "#include <mpi.h>\nstatic int rank;\n" // source line n is at file line n+2

type caseT struct {
	name string
	src  string
	want []string // "line:check", lines of src (its first line is the empty one after the backquote)
	cfg  check.Config
}

var cases = []caseT{
	{name: "fig 5.1 callee barrier matches", src: `
static void f(void) { MPI_Barrier(MPI_COMM_WORLD); }
void g(void) {
  if (rank == 0) f(); else MPI_Barrier(MPI_COMM_WORLD);
}`},
	{name: "fig 5.2 reported in the callee", src: `
static void f(void) { MPI_Barrier(MPI_COMM_WORLD); }
void g(void) {
  if (rank == 0) f();
}`, want: []string{"2:collective-mismatch"}},
	{name: "thin wrapper reported at the call", src: `
static void allsum(double *x, MPI_Comm c) { MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, c); }
void g(double *x) {
  if (rank == 0) allsum(x, MPI_COMM_WORLD);
}`, want: []string{"4:collective-mismatch"}},
	{name: "blocking never matches nonblocking", src: `
void g(void) {
  MPI_Request r;
  if (rank == 0) MPI_Barrier(MPI_COMM_WORLD);
  else { MPI_Ibarrier(MPI_COMM_WORLD, &r); MPI_Wait(&r, MPI_STATUS_IGNORE); }
}`, want: []string{"4:collective-mismatch", "5:collective-mismatch"}},
	{name: "loop trip count", src: `
void g(void) {
  for (int i = 0; i < rank; i++)
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Barrier(MPI_COMM_WORLD);
}`, want: []string{"4:collective-in-loop"}},
	{name: "uniform conditionals are silent", src: `
void g(int n) {
  int size;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size > 1) MPI_Barrier(MPI_COMM_WORLD);
  for (int i = 0; i < 10; i++) MPI_Barrier(MPI_COMM_WORLD);
}`},
	{name: "no-dependence reports them", cfg: check.Config{NoDependence: true}, src: `
void g(int n) {
  int size;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size > 1) MPI_Barrier(MPI_COMM_WORLD);
}`, want: []string{"5:collective-mismatch"}},
	{name: "MPI_COMM_SELF never mismatches", src: `
void g(void) {
  if (rank == 0) MPI_Barrier(MPI_COMM_SELF);
}`},
	{name: "early exit", src: `
#include <stdlib.h>
void g(void) {
  if (rank == 0) exit(1);
  MPI_Barrier(MPI_COMM_WORLD);
}`, want: []string{"5:collective-mismatch"}},
	{name: "varying root", src: `
void g(int *v) {
  MPI_Bcast(v, 1, MPI_INT, rank, MPI_COMM_WORLD);
  MPI_Bcast(v, 1, MPI_INT, 0, MPI_COMM_WORLD);
}`, want: []string{"3:collective-argument-mismatch"}},
	{name: "different roots in matching branches", src: `
void g(int *v) {
  if (rank == 0) MPI_Bcast(v, 1, MPI_INT, 0, MPI_COMM_WORLD);
  else MPI_Bcast(v, 1, MPI_INT, 1, MPI_COMM_WORLD);
}`, want: []string{"3:collective-argument-mismatch", "4:collective-argument-mismatch"}},
}

func TestCollective(t *testing.T) {
	for _, c := range cases {
		for _, cc := range irtest.CCs() {
			t.Run(c.name+"/"+cc, func(t *testing.T) {
				src := prelude + "void init(void) { MPI_Comm_rank(MPI_COMM_WORLD, &rank); }\n" + c.src
				p := irtest.Program(t, cc, "t.c", src)
				cfg := c.cfg
				ds, _ := irtest.Run(t, p, &cfg, collective.Analyzer, collargs.Analyzer)
				got := keys(ds)
				want := append([]string{}, c.want...)
				sort.Strings(want)
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("got %v, want %v", got, want)
					for _, d := range ds {
						t.Logf("%s: %s [%s]", d.Pos, d.Message, d.Check)
					}
				}
			})
		}
	}
}

// keys are the findings (remarks left out) as "line:check", in lines of a case's src (the
// prelude and the init function take the 3 lines before it).
func keys(ds []*diag.Diagnostic) []string {
	var out []string
	for _, d := range ds {
		if d.IsFinding() {
			out = append(out, fmt.Sprintf("%d:%s", d.Pos.Line-3, d.Check))
		}
	}
	sort.Strings(out)
	return out
}

func TestSummariesAndSites(t *testing.T) {
	p := irtest.Program(t, "clang", "t.c", prelude+`
static int n;
static void leaf(void) { MPI_Barrier(MPI_COMM_WORLD); MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD); }
static void mid(void) { leaf(); if (rank) MPI_Allreduce(MPI_IN_PLACE, &rank, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); }
void top(void) { MPI_Comm_rank(MPI_COMM_WORLD, &rank); mid(); }
`)
	_, results := irtest.Run(t, p, nil, collective.Analyzer)
	res := results[collective.Analyzer].(*collective.Result)
	seq := func(name string) string {
		var names []string
		for _, it := range res.Summaries[p.Lookup(name)].Seq {
			names = append(names, it.Name)
		}
		return fmt.Sprint(names)
	}
	if seq("leaf") != "[MPI_Barrier MPI_Bcast]" || seq("mid") != "[MPI_Barrier MPI_Bcast]" || seq("top") != "[MPI_Barrier MPI_Bcast]" {
		t.Errorf("summaries: leaf %s mid %s top %s", seq("leaf"), seq("mid"), seq("top"))
	}
	if len(res.Sites) != 1 || res.Sites[0].Name != "MPI_Allreduce" || res.Sites[0].Fn.Name != "mid" || len(res.Sites[0].Conds) != 1 {
		t.Errorf("sites: %+v", res.Sites)
	}
	if res.Stats.Collectives != 3 || res.Stats.CondsKept != 1 {
		t.Errorf("stats: %+v", res.Stats)
	}
}

// TestDecisions: a finding says where its function's CFG decides it (for the HTML report's
// CFG drawing): the function, the block of the collective or of the call leading to it, and
// the block of the conditional, whose position is the note's.
func TestDecisions(t *testing.T) {
	p := irtest.Program(t, "clang", "t.c", prelude+`
static void f(void) { MPI_Barrier(MPI_COMM_WORLD); }
void g(void) {
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) f();
  if (rank == 1) MPI_Allreduce(MPI_IN_PLACE, &rank, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
}`)
	ds, _ := irtest.Run(t, p, nil, collective.Analyzer)
	var found int
	for _, d := range ds {
		if d.Check != collective.MismatchID {
			continue
		}
		found++
		if len(d.Decisions) != 1 {
			t.Fatalf("%s: decisions %+v, want one", d.Message, d.Decisions)
		}
		dec := d.Decisions[0]
		fn := p.Funcs[dec.Func]
		if fn.IR.Name != dec.FuncName || fn.Name != "g" {
			t.Errorf("%s: decided in %s (%s), want g", d.Message, fn.Name, dec.FuncName)
		}
		if len(dec.Conds) != 1 || len(d.Notes) == 0 || fn.CondPos(dec.Conds[0]) != d.Notes[0].Pos {
			t.Errorf("%s: conds %v do not match the note %+v", d.Message, dec.Conds, d.Notes)
		}
		// The block holds the collective, or the call to f.
		want := "MPI_Allreduce"
		if d.Pos.Line == 4 { // in f
			want = "f"
		}
		ok := false
		for _, e := range fn.Blocks[dec.Block].Events {
			if e.MPI != nil && e.MPI.Name == want || e.Callee != nil && e.Callee.Name == want {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%s: block %d does not hold %s", d.Message, dec.Block, want)
		}
	}
	if found != 2 {
		t.Errorf("%d findings, want 2: %v", found, keys(ds))
	}
}
