package hybrid

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/mpi"
)

// wordsByLine lists, for each source line holding an MPI call, the parallelism words it gets
// in every context it is reached from.
func wordsByLine(r *Result) map[int][]string {
	set := map[int]map[string]bool{}
	for _, root := range r.Roots {
		for _, it := range root.Items {
			l := at(it.Call).Line
			if set[l] == nil {
				set[l] = map[string]bool{}
			}
			set[l][it.Word.String()] = true
		}
	}
	out := map[int][]string{}
	for l, ws := range set {
		for w := range ws {
			out[l] = append(out[l], w)
		}
		sort.Strings(out[l])
	}
	return out
}

// partnerLines lists, for each line holding an MPI call, the lines of the MPI calls that may
// run at the same time as it ("=" for the call's own next instance).
func partnerLines(r *Result) map[int][]string {
	out := map[int][]string{}
	for _, root := range r.Roots {
		for _, it := range root.Items {
			l := at(it.Call).Line
			for _, q := range r.Info[it].Partners {
				s := fmt.Sprint(at(q.Item.Call).Line)
				if q.Self {
					s = "="
				}
				out[l] = append(out[l], s)
			}
		}
	}
	for l := range out {
		sort.Strings(out[l])
		out[l] = uniq(out[l])
	}
	return out
}

func uniq(s []string) []string {
	var out []string
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// TestWords checks Algorithms 2-3 across functions: the letters of constructs around a call,
// the barriers since the last parallel construct (also those of callees), the words of a
// function called from several contexts, nested regions, critical and thread-0 tests.
func TestWords(t *testing.T) {
	const src = `#include <mpi.h>
#include <omp.h>
static int v;
static void orph(void) {
#pragma omp single
  MPI_Bcast(&v, 1, MPI_INT, 0, MPI_COMM_WORLD);
}
static void bar(void) {
#pragma omp barrier
}
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  orph();
#pragma omp parallel
  {
    MPI_Comm_rank(MPI_COMM_WORLD, &v);
    bar();
#pragma omp master
    MPI_Barrier(MPI_COMM_WORLD);
    orph();
    if (omp_get_thread_num() == 0)
      MPI_Barrier(MPI_COMM_WORLD);
#pragma omp critical
    MPI_Send(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
#pragma omp parallel
    {
#pragma omp single
      MPI_Barrier(MPI_COMM_WORLD);
    }
  }
  MPI_Finalize();
  return 0;
}
`
	want := map[int][]string{
		6:  {"PBS", "S"}, // orph from main, then from the region after bar()'s barrier
		12: {"ε"},
		16: {"P"},
		19: {"PBM"},
		22: {"PBBM"}, // after orph's single and its implicit barrier
		24: {"PBBC"},
		28: {"PBBPS"},
		31: {"ε"},
	}
	for _, cc := range irtest.CCs() {
		t.Run(cc, func(t *testing.T) {
			p := irtest.Program(t, cc, "w.c", src)
			r := Compute(p, "")
			if got := wordsByLine(r); !reflect.DeepEqual(got, want) {
				t.Errorf("words\n got %v\nwant %v", got, want)
			}
			// The initial context of functions without callers does not apply to main.
			if got := wordsByLine(Compute(p, "parallel")); !reflect.DeepEqual(got, want) {
				t.Errorf("words with --initial-context=parallel\n got %v\nwant %v", got, want)
			}
		})
	}
}

// TestInitialContext checks the word a function without callers starts from.
func TestInitialContext(t *testing.T) {
	const src = `#include <mpi.h>
#include <omp.h>
void lib(int *v) {
  MPI_Bcast(v, 1, MPI_INT, 0, MPI_COMM_WORLD);
#pragma omp single
  MPI_Bcast(v, 1, MPI_INT, 0, MPI_COMM_WORLD);
}
`
	p := irtest.Program(t, "clang", "l.c", src)
	for _, c := range []struct {
		ctx  string
		want map[int][]string
	}{
		{"", map[int][]string{4: {"ε"}, 6: {"S"}}},
		{"sequential", map[int][]string{4: {"ε"}, 6: {"S"}}},
		{"parallel", map[int][]string{4: {"P"}, 6: {"PS"}}},
		{"nested", map[int][]string{4: {"PP"}, 6: {"PPS"}}},
	} {
		if got := wordsByLine(Compute(p, c.ctx)); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: got %v, want %v", c.ctx, got, c.want)
		}
	}
}

// TestConcurrency checks Lemma 5 and Algorithm 7: which calls of monothreaded regions may run
// at the same time.
func TestConcurrency(t *testing.T) {
	const src = `#include <mpi.h>
#include <omp.h>
static int a, b;
static void share(int *x) {
#pragma omp single nowait
  MPI_Bcast(x, 1, MPI_INT, 0, MPI_COMM_WORLD);
}
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
#pragma omp parallel
  {
#pragma omp single nowait
    MPI_Reduce(&a, &b, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
#pragma omp single
    MPI_Reduce(&a, &b, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
#pragma omp master
    MPI_Bcast(&a, 1, MPI_INT, 0, MPI_COMM_WORLD);
#pragma omp master
    MPI_Bcast(&b, 1, MPI_INT, 0, MPI_COMM_WORLD);
#pragma omp single
    MPI_Barrier(MPI_COMM_WORLD);
#pragma omp barrier
    for (int i = 0; i < 3; i++) {
#pragma omp single nowait
      MPI_Allreduce(MPI_IN_PLACE, &a, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }
#pragma omp barrier
    share(&a);
    share(&b);
#pragma omp barrier
#pragma omp sections
    {
#pragma omp section
      MPI_Barrier(MPI_COMM_WORLD);
#pragma omp section
      MPI_Bcast(&a, 1, MPI_INT, 0, MPI_COMM_WORLD);
    }
#pragma omp single
    {
#pragma omp task
      MPI_Barrier(MPI_COMM_WORLD);
#pragma omp taskwait
#pragma omp task
      MPI_Bcast(&a, 1, MPI_INT, 0, MPI_COMM_WORLD);
#pragma omp task
      MPI_Bcast(&b, 1, MPI_INT, 0, MPI_COMM_WORLD);
    }
  }
  MPI_Finalize();
  return 0;
}
`
	want := map[int][]string{
		6:  {"6"},        // two instances of share's single nowait (the same line)
		13: {"15"},       // the nowait single runs alongside the next single
		15: {"13"},       // which ends with a barrier
		17: {"21"},       // both masters run on the master thread, one after the other,
		19: {"21"},       // but a master has no barrier: the single may start meanwhile
		21: {"17", "19"}, //
		25: {"="},        // a nowait single in a loop without barrier
		34: {"36"},       // two sections
		36: {"34"},
		44: {"46"}, // two tasks with no taskwait between them; the first task is waited for
		46: {"44"},
	}
	for _, cc := range irtest.CCs() {
		t.Run(cc, func(t *testing.T) {
			p := irtest.Program(t, cc, "c.c", src)
			if got := partnerLines(Compute(p, "")); !reflect.DeepEqual(got, want) {
				t.Errorf("partners\n got %v\nwant %v", got, want)
			}
		})
	}
}

// TestRequested checks how the requested thread level is read.
func TestRequested(t *testing.T) {
	cases := []struct {
		name, src string
		want      string
	}{
		{"literal.c", `#include <mpi.h>
int main(int c, char **v) { int p; MPI_Init_thread(&c, &v, MPI_THREAD_FUNNELED, &p); MPI_Finalize(); return 0; }`, "MPI_THREAD_FUNNELED"},
		{"variable.c", `#include <mpi.h>
int main(int c, char **v) { int p, r; r = MPI_THREAD_SERIALIZED; MPI_Init_thread(&c, &v, r, &p); MPI_Finalize(); return 0; }`, "MPI_THREAD_SERIALIZED"},
		{"init.c", `#include <mpi.h>
int main(int c, char **v) { MPI_Init(&c, &v); MPI_Finalize(); return 0; }`, "MPI_THREAD_SINGLE"},
		{"runtime.c", `#include <mpi.h>
#include <stdlib.h>
int main(int c, char **v) { int p; MPI_Init_thread(&c, &v, atoi(v[1]), &p); MPI_Finalize(); return 0; }`, "unknown"},
		{"none.c", `#include <mpi.h>
void f(void) { MPI_Barrier(MPI_COMM_WORLD); }`, "unknown"},
	}
	for _, c := range cases {
		p := irtest.Program(t, "clang", c.name, c.src)
		lvl, known, _, _ := requested(p, &check.Config{ThreadLevel: -1})
		got := "unknown"
		if known {
			got = lvl.String()
		}
		if got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
	p := irtest.Program(t, "clang", "flag.c", cases[0].src)
	if lvl, known, from, _ := requested(p, &check.Config{ThreadLevel: int(mpi.ThreadMultiple)}); !known || lvl != mpi.ThreadMultiple || from != "--thread-level" {
		t.Errorf("--thread-level: %v %v %q", lvl, known, from)
	}
}

// TestRequestedFortran reads MPI_Init_thread's required argument in the Fortran binding.
func TestRequestedFortran(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`program p
  include 'mpif.h'
  integer :: ierr, provided
  call MPI_Init_thread(MPI_THREAD_FUNNELED, provided, ierr)
  call MPI_Finalize(ierr)
end program p
`, "MPI_THREAD_FUNNELED"},
		{`program p
  include 'mpif.h'
  integer :: ierr, provided, required
  required = MPI_THREAD_MULTIPLE
  call MPI_Init_thread(required, provided, ierr)
  call MPI_Finalize(ierr)
end program p
`, "MPI_THREAD_MULTIPLE"},
	} {
		for _, fc := range irtest.FCs() {
			p := irtest.Program(t, fc, "p.f90", c.src)
			lvl, known, _, _ := requested(p, &check.Config{ThreadLevel: -1})
			if !known || lvl.String() != c.want {
				t.Errorf("%s: %s: got %v (known %v), want %s", fc, strings.Split(c.src, "\n")[3], lvl, known, c.want)
			}
		}
	}
}

// TestReport checks the thread-level report and the findings of the three checks on the four
// programs of seed 000 Table 2.3 (the corpus holds them too, with their comments).
func TestReport(t *testing.T) {
	cases := []struct {
		name, src string
		cfg       check.Config
		requested mpi.ThreadLevel
		program   mpi.ThreadLevel
		findings  []string
	}{
		{"coll_single.c", `#include <mpi.h>
int main(int argc, char **argv) {
  int provided, required;
  required = MPI_THREAD_SINGLE;
  MPI_Init_thread(&argc, &argv, required, &provided);
#pragma omp parallel
  {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}`, check.Config{ThreadLevel: -1}, mpi.ThreadSingle, mpi.ThreadMultiple, []string{"8:" + MultithreadedID, "8:" + ThreadLevelID}},
		{"coll_funneled.c", `#include <mpi.h>
int main(int argc, char **argv) {
  int provided, required;
  required = MPI_THREAD_FUNNELED;
  MPI_Init_thread(&argc, &argv, required, &provided);
#pragma omp parallel
  {
#pragma omp single
    {
      MPI_Barrier(MPI_COMM_WORLD);
    }
  }
  MPI_Finalize();
  return 0;
}`, check.Config{ThreadLevel: -1}, mpi.ThreadFunneled, mpi.ThreadSerialized, []string{"10:" + ThreadLevelID}},
		{"coll_serialized.c", `#include <mpi.h>
int main(int argc, char **argv) {
  int rank, res = 0, temp = 0, provided, required;
  required = MPI_THREAD_SERIALIZED;
  MPI_Init_thread(&argc, &argv, required, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  temp = rank;
#pragma omp parallel
  {
#pragma omp single nowait
    {
      MPI_Reduce(&temp, &res, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    }
#pragma omp single
    {
      MPI_Reduce(&temp, &res, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    }
  }
  MPI_Finalize();
  return 0;
}`, check.Config{ThreadLevel: -1}, mpi.ThreadSerialized, mpi.ThreadMultiple,
			[]string{"12:" + ConcurrentID, "12:" + ThreadLevelID, "16:" + ConcurrentID, "16:" + ThreadLevelID}},
		{"p2p_multiple.c", `#include <mpi.h>
#include <omp.h>
int main(int argc, char **argv) {
  int rank, provided, required, tag = 1000, b1, b2;
  MPI_Status status;
  required = MPI_THREAD_MULTIPLE;
  MPI_Init_thread(&argc, &argv, required, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel
  {
    if (rank == 0) {
      if (omp_get_thread_num() == 0)
        MPI_Recv(&b1, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &status);
      MPI_Send(&b2, 1, MPI_INT, 1, tag, MPI_COMM_WORLD);
    }
  }
  MPI_Finalize();
  return 0;
}`, check.Config{ThreadLevel: int(mpi.ThreadSerialized)}, mpi.ThreadSerialized, mpi.ThreadMultiple,
			[]string{"13:" + ThreadLevelID, "14:" + ThreadLevelID}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := irtest.Program(t, "clang", c.name, c.src)
			cfg := c.cfg
			ds, res := irtest.Run(t, p, &cfg, ThreadLevelAnalyzer, CollectivesAnalyzer)
			rep := res[ThreadLevelAnalyzer].(*Report)
			if !rep.Known || rep.Requested != c.requested || rep.Program != c.program || rep.Compliant() {
				t.Errorf("report: requested %v (known %v), program %v, compliant %v; want %v, %v, not compliant",
					rep.Requested, rep.Known, rep.Program, rep.Compliant(), c.requested, c.program)
			}
			if len(rep.Funcs) != 1 || rep.Funcs[0].Name != "main" || rep.Funcs[0].Level != c.program || len(rep.Funcs[0].Calls) == 0 {
				t.Errorf("per function: %+v", rep.Funcs)
			}
			var got []string
			for _, d := range ds {
				got = append(got, fmt.Sprintf("%d:%s", d.Pos.Line, d.Check))
			}
			sort.Strings(got)
			if !reflect.DeepEqual(got, c.findings) {
				t.Errorf("findings %v, want %v", got, c.findings)
			}
			for _, d := range ds {
				if d.Check != ThreadLevelID {
					continue
				}
				last := d.Notes[len(d.Notes)-1]
				if last.Message != "minimum thread level required: "+c.program.String() {
					t.Errorf("last note %q", last.Message)
				}
			}
		})
	}
}

// TestDocs checks every check id has its documentation.
func TestDocs(t *testing.T) {
	for _, a := range []*check.Analyzer{ThreadLevelAnalyzer, CollectivesAnalyzer} {
		for _, c := range a.Checks {
			if len(c.Doc) < 200 {
				t.Errorf("%s: doc too short", c.ID)
			}
		}
	}
	docs := check.Docs([]*check.Analyzer{ThreadLevelAnalyzer, CollectivesAnalyzer})
	var ids []string
	for _, c := range docs {
		ids = append(ids, c.ID)
	}
	if strings.Join(ids, " ") != MultithreadedID+" "+ConcurrentID+" "+ThreadLevelID {
		t.Errorf("ids %v", ids)
	}
}

// TestLoopPhases checks the regions of consecutive iterations of a loop whose iterations cross
// barriers: those between the same barriers overlap, the others do not.
func TestLoopPhases(t *testing.T) {
	const src = `#include <mpi.h>
#include <omp.h>
static int a, b, c;
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
#pragma omp parallel
  {
    for (int i = 0; i < 3; i++) {
#pragma omp single
      MPI_Bcast(&a, 1, MPI_INT, 0, MPI_COMM_WORLD);
#pragma omp single nowait
      MPI_Bcast(&b, 1, MPI_INT, 0, MPI_COMM_WORLD);
    }
#pragma omp barrier
    for (int i = 0; i < 3; i++) {
#pragma omp single
      MPI_Bcast(&a, 1, MPI_INT, 0, MPI_COMM_WORLD);
#pragma omp single
      MPI_Bcast(&b, 1, MPI_INT, 0, MPI_COMM_WORLD);
#pragma omp single nowait
      MPI_Bcast(&c, 1, MPI_INT, 0, MPI_COMM_WORLD);
    }
  }
  MPI_Finalize();
  return 0;
}
`
	want := map[int][]string{
		10: {"12"}, // the nowait single of iteration i and the first single of iteration i+1
		12: {"10"},
		17: {"21"}, // phases 0, 1, 2 of 2: the third overlaps the first of the next iteration
		21: {"17"},
	}
	for _, cc := range irtest.CCs() {
		t.Run(cc, func(t *testing.T) {
			p := irtest.Program(t, cc, "l.c", src)
			if got := partnerLines(Compute(p, "")); !reflect.DeepEqual(got, want) {
				t.Errorf("partners\n got %v\nwant %v", got, want)
			}
		})
	}
}
