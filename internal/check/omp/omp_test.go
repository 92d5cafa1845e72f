package omp

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Abbreviations in expectations.
const (
	bd = BarrierID
	wd = WorksharingID
	ne = NestingID
)

// analyse runs the check on a program and returns its findings and result.
func analyse(t *testing.T, p *model.Program, strict bool) ([]*diag.Diagnostic, *Result) {
	t.Helper()
	var res *Result
	wrap := &check.Analyzer{Name: "wrap", Requires: []*check.Analyzer{Analyzer}, Run: func(pass *check.Pass) (any, error) {
		res = pass.ResultOf[Analyzer].(*Result)
		return nil, nil
	}}
	ds, err := check.Run(p, &check.Config{OmpStrict: strict}, []*check.Analyzer{wrap})
	if err != nil {
		t.Fatal(err)
	}
	return ds, res
}

// keys renders findings as "line:id", or "function:id" without a line, sorted.
func keys(ds []*diag.Diagnostic) []string { return keysBy(ds, false) }

// keysBy is keys, by function whatever the line when byFunc (Fortran: flang-16 emits no line,
// flang-19 some, so the expectations name the function).
func keysBy(ds []*diag.Diagnostic, byFunc bool) []string {
	var out []string
	for _, d := range ds {
		if d.Pos.Known() && !byFunc {
			out = append(out, fmt.Sprintf("%d:%s", d.Pos.Line, d.Check))
		} else {
			out = append(out, fmt.Sprintf("%s:%s", d.Pos.Func, d.Check))
		}
	}
	sort.Strings(out)
	return out
}

func needTool(t *testing.T, name string) { t.Helper(); irtest.NeedTool(t, name) }

func compile(t *testing.T, compiler, name, src string) *model.Program {
	t.Helper()
	return irtest.Program(t, compiler, name, src)
}

type checkCase struct {
	name   string
	src    string // the line numbers of want count from the first line of src
	strict bool
	want   []string
	more   func(t *testing.T, ds []*diag.Diagnostic, res *Result, p *model.Program)
}

const prelude = "#include <omp.h>\nint k, s, v[64];\n" // 2 lines: src line n is file line n+2

var cChecks = []checkCase{
	{name: "tid_if_barrier", src: `int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
#pragma omp barrier
    }
  }
}
`, want: []string{"5:" + bd},
		more: func(t *testing.T, ds []*diag.Diagnostic, _ *Result, _ *model.Program) {
			d := ds[0]
			if d.Message != "#pragma omp barrier may not be reached by all threads of the team: the conditional at line 6 decides" ||
				len(d.Notes) != 2 || d.Notes[0].Pos.Line != 6 || d.Notes[0].Message != "the conditional here decides whether it is reached" || d.Pos.Func != "main" ||
				d.Notes[1].Message != "the thread number from omp_get_thread_num differs between threads" {
				t.Errorf("message %q notes %v func %q", d.Message, d.Notes, d.Pos.Func)
			}
		}},
	{name: "ifelse_one_barrier_each", src: `int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
      k = 1;
#pragma omp barrier
    } else {
#pragma omp barrier
    }
  }
}
`, want: nil},
	{name: "ifelse_one_barrier_each_strict", strict: true, src: `int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
      k = 1;
#pragma omp barrier
    } else {
#pragma omp barrier
    }
  }
}
`, want: []string{"6:" + bd, "8:" + bd}},
	{name: "ifelse_two_vs_one", src: `int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
#pragma omp barrier
#pragma omp barrier
    } else {
#pragma omp barrier
    }
  }
}
`, want: []string{"6:" + bd}},
	{name: "listing_1_1", src: `void f(int go) {
  if (go) {
#pragma omp parallel
    {
      if (omp_get_thread_num() == 0) {
        k++;
#pragma omp single
        k += 10;
      }
#pragma omp barrier
    }
  }
}
`, want: []string{"7:" + bd, "7:" + wd},
		more: func(t *testing.T, ds []*diag.Diagnostic, _ *Result, _ *model.Program) {
			for _, d := range ds {
				if d.Check == wd && d.Message != "#pragma omp single may not be encountered by all threads of the team: the conditional at line 7 decides" {
					t.Errorf("message %q", d.Message)
				}
				if d.Check == bd && !strings.HasPrefix(d.Message, "the implicit barrier of #pragma omp single may not be reached") {
					t.Errorf("message %q", d.Message)
				}
			}
		}},
	{name: "single_everywhere", src: `int main(void) {
#pragma omp parallel
  {
#pragma omp single
    k = 1;
#pragma omp for reduction(+ : s)
    for (int i = 0; i < k; i++)
      s += i;
#pragma omp sections
    {
#pragma omp section
      k = 2;
#pragma omp section
      s = 3;
    }
#pragma omp master
    k = 3;
#pragma omp barrier
  }
}
`, want: nil},
	{name: "for_under_tid_if", src: `int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
#pragma omp for
      for (int i = 0; i < 8; i++)
        v[i] = i;
    }
    if (omp_get_thread_num() == 1) {
#pragma omp for nowait
      for (int i = 0; i < k; i++)
        v[i] = i;
    }
  }
}
`, want: []string{"10:" + wd, "5:" + bd, "5:" + wd}},
	{name: "listing_1_2_call", src: `static void f(void) {
#pragma omp barrier
}
int main(void) {
  int r;
#pragma omp parallel private(r)
  {
    r = omp_get_thread_num();
    if (r == 0)
      f();
  }
}
`, want: []string{"10:" + bd},
		more: func(t *testing.T, ds []*diag.Diagnostic, res *Result, p *model.Program) {
			if s := res.Summaries[p.Lookup("f")]; s == nil || s.Barriers != 1 || s.Worksharing != 0 || len(s.BarrierPath) != 1 || s.BarrierPath[0].Pos.Line != 4 {
				t.Errorf("summary of f: %+v", s)
			}
			if d := ds[0]; !strings.HasPrefix(d.Message, "#pragma omp barrier (in f) may not be reached") || d.Notes[len(d.Notes)-1].Pos.Line != 4 {
				t.Errorf("message %q notes %v", d.Message, d.Notes)
			}
			if len(res.Sites) != 1 || res.Sites[0].Check != bd || len(res.Sites[0].Conds) != 1 {
				t.Errorf("sites %+v", res.Sites)
			}
		}},
	{name: "call_everywhere", src: `static void f(void) {
#pragma omp for
  for (int i = 0; i < 8; i++)
    v[i] = i;
#pragma omp barrier
}
int main(void) {
  f();
#pragma omp parallel
  {
    f();
    if (k > 100000)
      k = 0;
    f();
  }
}
`, want: nil,
		more: func(t *testing.T, _ []*diag.Diagnostic, res *Result, p *model.Program) {
			if s := res.Summaries[p.Lookup("f")]; s.Barriers != 2 || s.Worksharing != 1 {
				t.Errorf("summary of f: %d barriers, %d worksharing", s.Barriers, s.Worksharing)
			}
		}},
	{name: "early_return_orphaned", src: `static void phase(int me) {
  if (me == 1)
    return;
#pragma omp barrier
}
int main(void) {
#pragma omp parallel
  phase(omp_get_thread_num());
}
`, want: []string{"4:" + bd}},
	{name: "loop_then_barrier", src: `static void step(void) {
#pragma omp barrier
}
int main(void) {
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    for (int i = 0; i < me; i++) {
#pragma omp barrier
    }
    for (int i = 0; i <= me; i++)
      step();
#pragma omp barrier
  }
}
`, want: []string{"12:" + bd, "9:" + bd}},
	{name: "nested_inner_diverges", src: `int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
#pragma omp parallel
      {
#pragma omp barrier
      }
    }
#pragma omp parallel
    {
      if (omp_get_thread_num() == 1) {
#pragma omp barrier
      }
    }
  }
}
`, want: []string{"13:" + bd}},
	{name: "nesting_through_calls", src: `static void publish(void) {
#pragma omp barrier
}
static void fill(void) {
#pragma omp for
  for (int i = 0; i < 8; i++)
    v[i] = 1;
}
int main(void) {
#pragma omp parallel
  {
#pragma omp critical
    publish();
#pragma omp single
    fill();
#pragma omp task
    publish();
  }
}
`, want: []string{"15:" + bd, "15:" + wd, "2:" + ne, "5:" + ne},
		more: func(t *testing.T, ds []*diag.Diagnostic, _ *Result, _ *model.Program) {
			for _, d := range ds {
				if d.Check == ne && d.Pos.Line == 2 && (!strings.Contains(d.Message, "critical region at line 14") || len(d.Notes) < 4) {
					t.Errorf("nesting in critical and task merged: %q %v", d.Message, d.Notes)
				}
			}
		}},
	{name: "sequential_caller", src: `static void f(void) {
#pragma omp barrier
}
int main(int argc, char **argv) {
  (void)argv;
  if (argc > 1)
    f();
#pragma omp parallel if (argc > 2)
  {
#pragma omp single
    k = 1;
  }
}
`, want: nil},
	{name: "recursion", src: `static void r(int n) {
  if (n > 0)
    r(n - 1);
#pragma omp barrier
}
int main(void) {
#pragma omp parallel
  r(omp_get_thread_num());
}
`, want: []string{"3:" + bd}}, // the recursive call adds a barrier under n > 0, n the thread id
	{name: "recursion_uniform_depth", src: `static void r(int n) {
  if (n > 0)
    r(n - 1);
#pragma omp barrier
}
int main(void) {
#pragma omp parallel
  r(3);
}
`}, // every thread recurses as deeply: the same number of barriers
}

var cppChecks = []checkCase{
	{name: "exceptions", src: `#include <vector>
static void work(std::vector<int> &x) { x.push_back(1); }
int main() {
  std::vector<int> x;
#pragma omp parallel
  {
    std::vector<int> mine;
    work(mine);
#pragma omp barrier
    work(mine);
#pragma omp single
    x = mine;
  }
}
`, want: nil},
}

var fChecks = []checkCase{
	{name: "tid_barrier", src: `program p
  use omp_lib
  !$omp parallel
  if (omp_get_thread_num() == 0) then
    !$omp barrier
  end if
  !$omp end parallel
end program p
`, want: []string{"main:" + bd},
		more: func(t *testing.T, ds []*diag.Diagnostic, _ *Result, _ *model.Program) {
			// flang-16 gives no line, flang-19 the line of the if.
			if d := ds[0]; d.Message != "!$omp barrier may not be reached by all threads of the team: the conditional in function main decides" &&
				d.Message != "!$omp barrier may not be reached by all threads of the team: the conditional at line 4 decides" || !strings.HasSuffix(d.Pos.File, ".f90") {
				t.Errorf("message %q file %q", d.Message, d.Pos.File)
			}
		}},
	{name: "constructs_ok", src: `subroutine f(a, n)
  integer :: n, i, a(n), s
  s = 0
  !$omp do reduction(+:s)
  do i = 1, n
    s = s + a(i)
  end do
  !$omp end do
  !$omp single
  a(1) = s
  !$omp end single
end subroutine f
program p
  integer :: a(10)
  a = 1
  !$omp parallel
  call f(a, 10)
  !$omp end parallel
end program p
`, want: nil},
	{name: "master_calls_barrier", src: `subroutine publish(x)
  integer :: x
  x = 1
  !$omp barrier
end subroutine publish
program p
  integer :: v
  !$omp parallel
  !$omp master
  call publish(v)
  !$omp end master
  !$omp end parallel
end program p
`, want: []string{"main:" + bd, "publish:" + ne}},
}

func TestCheck(t *testing.T) {
	run := func(cases []checkCase, name string, compilers ...string) {
		for _, tc := range cases {
			for _, cc := range compilers {
				tc, cc := tc, cc
				t.Run(tc.name+"/"+cc, func(t *testing.T) {
					src := tc.src
					if !strings.HasSuffix(name, ".f90") {
						src = prelude + src
					}
					p := compile(t, cc, name, src)
					ds, res := analyse(t, p, tc.strict)
					got := keysBy(ds, strings.HasSuffix(name, ".f90"))
					want := append([]string(nil), tc.want...)
					for i, w := range want {
						var n int
						if _, err := fmt.Sscanf(w, "%d:", &n); err == nil && !strings.HasSuffix(name, ".f90") {
							want[i] = fmt.Sprintf("%d:%s", n+2, w[strings.Index(w, ":")+1:])
						}
					}
					sort.Strings(want)
					if strings.Join(got, " ") != strings.Join(want, " ") {
						t.Errorf("findings\n got: %v\nwant: %v", got, want)
						for _, d := range ds {
							t.Logf("%s: %s [%s]", d.Pos, d.Message, d.Check)
						}
					}
					if tc.more != nil && !t.Failed() {
						tc.more(t, ds, res, p)
					}
				})
			}
		}
	}
	run(cChecks, "t.c", irtest.CCs()...)
	run(cppChecks, "t.cpp", irtest.CXXs()...)
	run(fChecks, "t.f90", irtest.FCs()...)
}

// TestHandIR runs the check on IR written by hand (no compiler needed): seed 002 Listing 1.1
// with a single and its implicit barrier under a thread-id conditional, positions from the
// ident_t source strings.
func TestHandIR(t *testing.T) {
	const ir = `%struct.ident_t = type { i32, i32, i32, i32, ptr }
@s7 = private unnamed_addr constant [16 x i8] c";hand.c;f;7;1;;\00"
@s9 = private unnamed_addr constant [16 x i8] c";hand.c;f;9;1;;\00"
@gen = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 15, ptr @s7 }
@i322 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 15, ptr @s7 }
@i34 = private unnamed_addr constant %struct.ident_t { i32 0, i32 34, i32 0, i32 15, ptr @s9 }

declare i32 @omp_get_thread_num()
declare i32 @__kmpc_global_thread_num(ptr)
declare i32 @__kmpc_single(ptr, i32)
declare void @__kmpc_end_single(ptr, i32)
declare void @__kmpc_barrier(ptr, i32)

define void @f() {
entry:
  %g = call i32 @__kmpc_global_thread_num(ptr @gen)
  %t = call i32 @omp_get_thread_num()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %then, label %join
then:
  %r = call i32 @__kmpc_single(ptr @gen, i32 %g)
  %rc = icmp ne i32 %r, 0
  br i1 %rc, label %body, label %sjoin
body:
  call void @__kmpc_end_single(ptr @gen, i32 %g)
  br label %sjoin
sjoin:
  call void @__kmpc_barrier(ptr @i322, i32 %g)
  br label %join
join:
  call void @__kmpc_barrier(ptr @i34, i32 %g)
  ret void
}
`
	m, err := llvmir.Parse("hand.ll", []byte(ir))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	f := p.Lookup("f")
	cs := f.OpenMP().Constructs
	if len(cs) != 1 || cs[0].Kind != model.ConstructSingle || len(cs[0].Syncs) != 1 || !f.IsConstructCond(1) || f.IsConstructCond(0) {
		t.Fatalf("constructs %+v", cs)
	}
	ds, res := analyse(t, p, false)
	if got := keys(ds); strings.Join(got, " ") != "7:"+bd+" 7:"+wd {
		t.Errorf("findings %v", got)
	}
	if s := res.Summaries[f]; s.Barriers != 1 || s.Worksharing != 0 {
		t.Errorf("summary %+v", s)
	}
	ds, _ = analyse(t, p, true)
	if got := keys(ds); strings.Join(got, " ") != "7:"+bd+" 7:"+wd {
		t.Errorf("strict findings %v", got)
	}
}

// TestDocs checks every check id has its documentation.
func TestDocs(t *testing.T) {
	ids := map[string]bool{}
	for _, c := range Analyzer.Checks {
		ids[c.ID] = true
		if len(c.Doc) < 200 {
			t.Errorf("%s: doc too short", c.ID)
		}
	}
	for _, id := range []string{bd, wd, ne} {
		if !ids[id] {
			t.Errorf("no doc for %s", id)
		}
	}
}
