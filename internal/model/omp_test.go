package model_test

// Tests of the OpenMP recogniser against the real compilers: one small program per construct,
// compiled with clang (14 on Debian 12), clang-16 and flang-new-16 at -O0 -g, as parcoach
// does. A missing compiler skips its subtests (and fails them in CI, CI=true).

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/frontend"
	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// ompCompilers are the compilers the recogniser is tested with, per language: every clang and
// every flang installed.
func ompCompilers(ext string) []string {
	if ext == ".f90" {
		return irtest.FCs()
	}
	return irtest.CCs()
}

func needTool(t *testing.T, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not installed, but CI must run this test", name)
		}
		t.Skipf("%s not installed", name)
	}
}

// buildOMP compiles src (a file name decides the language) with compiler and builds the model.
func buildOMP(t *testing.T, compiler, name, src string) *model.Program {
	t.Helper()
	needTool(t, compiler)
	dir := t.TempDir()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	opt := frontend.Options{OpenMP: true, MPIInclude: []string{}, TempDir: dir, WorkDir: dir}
	if strings.HasSuffix(name, ".f90") {
		opt.FC = compiler
	} else {
		opt.CC = compiler
	}
	u, err := frontend.Compile(context.Background(), name, opt)
	if err != nil {
		t.Fatalf("%s: %v", compiler, err)
	}
	defer u.Close()
	m, err := llvmir.Parse(name, u.IR)
	if err != nil {
		t.Fatal(err)
	}
	return model.Build([]*llvmir.Module{m})
}

// constructs lists the constructs of the functions written in user function fn (outlined
// regions included), described as "kind[(dynamic)][ nowait][ region-end] syncs=[...]".
func constructs(p *model.Program, fn string) (out []string, cs []*model.Construct) {
	for _, f := range p.Funcs {
		if !strings.EqualFold(f.UserFunc(), fn) {
			continue
		}
		for _, c := range f.OpenMP().Constructs {
			out = append(out, describe(c))
			cs = append(cs, c)
		}
	}
	return out, cs
}

func describe(c *model.Construct) string {
	s := c.Kind.String()
	if c.Dynamic {
		s += "(dynamic)"
	}
	if c.Nowait {
		s += " nowait"
	}
	if c.RegionEnd {
		s += " region-end"
	}
	var syncs []string
	for _, e := range c.Syncs {
		syncs = append(syncs, e.OMP.Kind.String())
	}
	if c.Kind.Worksharing() || len(syncs) > 0 {
		s += " syncs=[" + strings.Join(syncs, " ") + "]"
	}
	return s
}

// calls returns the events that call the program function named name in fn's code.
func calls(p *model.Program, fn, name string) []*model.Event {
	var out []*model.Event
	for _, f := range p.Funcs {
		if !strings.EqualFold(f.UserFunc(), fn) {
			continue
		}
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind == model.Call && e.Callee != nil && e.Callee.Name == name && !e.StartsTeam() {
					out = append(out, e)
				}
			}
		}
	}
	return out
}

func inBody(c *model.Construct, e *model.Event) bool {
	for _, x := range c.Body {
		if x == e {
			return true
		}
	}
	return false
}

// userCondOf returns the block ending with the branch on the user's `if (k)` inside fn: the
// conditional whose position is the line holding marker.
func condAtLine(p *model.Program, fn string, line int) (*model.Function, int) {
	for _, f := range p.Funcs {
		if !strings.EqualFold(f.UserFunc(), fn) {
			continue
		}
		for b := range f.Blocks {
			if len(f.CFG.Succ[b]) >= 2 && f.CondPos(b).Line == line {
				return f, b
			}
		}
	}
	return nil, -1
}

const cHeader = "#include <omp.h>\nint k, s;\nvoid g(int i) { s += i; }\n"

type ompCase struct {
	name   string
	src    string            // C (cHeader is prepended) or Fortran
	want   map[string]string // per compiler family ("clang", "flang"): constructs of f, "; "-separated
	checks func(t *testing.T, p *model.Program, family string)
}

var cCases = []ompCase{
	{name: "barrier", src: "void f(void) {\n#pragma omp barrier\n}\n", want: map[string]string{"clang": ""},
		checks: func(t *testing.T, p *model.Program, _ string) {
			f := p.Lookup("f")
			var bar *model.OMP
			for _, b := range f.Blocks {
				for _, e := range b.Events {
					if e.Kind == model.OMPCall && e.OMP.Kind == model.OMPBarrier {
						bar = e.OMP
					}
				}
			}
			if bar == nil || bar.Implicit() || bar.Flags != 34 || bar.Pos.Line != 5 || !strings.Contains(bar.Source, ";f;5;") {
				t.Errorf("explicit barrier: %+v", bar)
			}
		}},
	{name: "single", src: "void f(void) {\n#pragma omp single\n  { if (k) g(1); }\n}\n", want: map[string]string{"clang": "single syncs=[barrier]"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			_, cs := constructs(p, "f")
			c := cs[0]
			if c.Syncs[0].OMP.Flags != 322 || c.Syncs[0].OMP.ImplicitOf() != "single" || c.Pos.Line != 5 {
				t.Errorf("single barrier flags %d, pos %v", c.Syncs[0].OMP.Flags, c.Pos)
			}
			if len(c.Conds) != 1 || !c.Fn.IsConstructCond(c.Conds[0]) || c.Fn.ConstructOf(c.Begin) != c || c.End == nil {
				t.Errorf("single conds %v, end %v", c.Conds, c.End)
			}
			if f, b := condAtLine(p, "f", 6); b < 0 || f.IsConstructCond(b) {
				t.Errorf("the user's if in the single body: block %d", b)
			}
			if g := calls(p, "f", "g"); len(g) != 1 || !inBody(c, g[0]) {
				t.Errorf("call of g not in the single's body")
			}
		}},
	{name: "single_nowait", src: "void f(void) {\n#pragma omp single nowait\n  g(1);\n}\n", want: map[string]string{"clang": "single nowait syncs=[]"}},
	{name: "single_copyprivate", src: "void f(void) {\n  int x;\n#pragma omp single copyprivate(x)\n  x = 3;\n  g(x);\n}\n",
		want: map[string]string{"clang": "single syncs=[copyprivate]"}},
	{name: "master", src: "void f(void) {\n#pragma omp master\n  g(1);\n}\n", want: map[string]string{"clang": "master"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			_, cs := constructs(p, "f")
			if c := cs[0]; len(c.Conds) != 1 || !c.Fn.IsConstructCond(c.Conds[0]) {
				t.Errorf("master conds %v", c.Conds)
			}
		}},
	{name: "masked", src: "void f(void) {\n#pragma omp masked filter(1)\n  g(1);\n}\n", want: map[string]string{"clang": "masked"}},
	{name: "critical", src: "void f(void) {\n#pragma omp critical\n  g(1);\n#pragma omp critical(other) hint(omp_sync_hint_contended)\n  g(2);\n}\n",
		want: map[string]string{"clang": "critical; critical"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			_, cs := constructs(p, "f")
			g := calls(p, "f", "g")
			if len(g) != 2 || !inBody(cs[0], g[0]) || inBody(cs[0], g[1]) || !inBody(cs[1], g[1]) {
				t.Errorf("critical bodies wrong")
			}
		}},
	{name: "for_static", src: "void f(int n) {\n#pragma omp for\n  for (int i = 0; i < n; i++)\n    if (i % 2) g(i);\n}\n",
		want: map[string]string{"clang": "for syncs=[barrier]"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			_, cs := constructs(p, "f")
			c := cs[0]
			if c.Guard < 0 {
				t.Fatalf("no guard")
			}
			if cc, uniform := c.Fn.ConstructCond(c.Guard); cc != c || !uniform {
				t.Errorf("guard not a uniform construct conditional")
			}
			if f, b := condAtLine(p, "f", 7); b < 0 || f.IsConstructCond(b) {
				t.Errorf("the user's if in the loop body (block %d) is a construct conditional", b)
			}
			if len(c.Conds) < 3 { // guard, clamp, iteration test
				t.Errorf("for conds %v", c.Conds)
			}
			if g := calls(p, "f", "g"); len(g) != 1 || !inBody(c, g[0]) {
				t.Errorf("call of g not in the loop's body")
			}
		}},
	{name: "for_constant_trip", src: "void f(void) {\n  if (k) {\n#pragma omp for\n    for (int i = 0; i < 8; i++)\n      g(i);\n  }\n}\n",
		want: map[string]string{"clang": "for syncs=[barrier]"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			if f, b := condAtLine(p, "f", 5); b < 0 || f.IsConstructCond(b) {
				t.Errorf("the user's if around a loop with a constant trip count (block %d) is a construct conditional", b)
			}
		}},
	{name: "for_nowait", src: "void f(int n) {\n#pragma omp for nowait\n  for (int i = 0; i < n; i++)\n    g(i);\n}\n", want: map[string]string{"clang": "for nowait syncs=[]"}},
	{name: "for_dynamic", src: "void f(int n) {\n#pragma omp for schedule(dynamic, 2)\n  for (int i = 0; i < n; i++)\n    if (i % 2) g(i);\n}\n",
		want: map[string]string{"clang": "for(dynamic) syncs=[barrier]"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			if f, b := condAtLine(p, "f", 7); b < 0 || f.IsConstructCond(b) {
				t.Errorf("the user's if in the dynamic loop body (block %d) is a construct conditional", b)
			}
		}},
	{name: "for_static_chunk_collapse", src: "void f(int n) {\n#pragma omp for schedule(static, 3) collapse(2)\n  for (int i = 0; i < n; i++)\n    for (int j = 0; j < n; j++)\n      if (i == j) g(i);\n}\n",
		want: map[string]string{"clang": "for syncs=[barrier]"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			if f, b := condAtLine(p, "f", 8); b < 0 || f.IsConstructCond(b) {
				t.Errorf("the user's if in the chunked loop body (block %d) is a construct conditional", b)
			}
		}},
	{name: "for_reduction", src: "void f(int n) {\n#pragma omp for reduction(+ : s)\n  for (int i = 0; i < n; i++)\n    s += i;\n#pragma omp for reduction(+ : s) nowait\n  for (int i = 0; i < n; i++)\n    s += i;\n}\n",
		want: map[string]string{"clang": "for syncs=[reduce barrier]; for nowait syncs=[]"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			_, cs := constructs(p, "f")
			if len(cs[1].Reductions) != 1 || cs[1].Reductions[0].OMP.Kind != model.OMPReduceNowait {
				t.Errorf("reduce_nowait not attached")
			}
		}},
	{name: "for_lastprivate", src: "void f(int n) {\n#pragma omp for lastprivate(k)\n  for (int i = 0; i < n; i++)\n    k = i;\n  g(k);\n}\n",
		want: map[string]string{"clang": "for syncs=[barrier]"}},
	{name: "sections", src: "void f(void) {\n#pragma omp sections\n  {\n#pragma omp section\n    g(1);\n#pragma omp section\n    g(2);\n  }\n#pragma omp sections nowait\n  {\n#pragma omp section\n    g(3);\n  }\n}\n",
		want: map[string]string{"clang": "sections syncs=[barrier]; sections nowait syncs=[]"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			_, cs := constructs(p, "f")
			g := calls(p, "f", "g")
			if len(g) != 3 || !inBody(cs[0], g[0]) || !inBody(cs[0], g[1]) || !inBody(cs[1], g[2]) {
				t.Errorf("section bodies wrong")
			}
			if cs[0].Syncs[0].OMP.ImplicitOf() != "sections" {
				t.Errorf("sections barrier flags %d", cs[0].Syncs[0].OMP.Flags)
			}
			switchCond := false
			for _, b := range cs[0].Conds {
				if t := cs[0].Fn.Terminator(b); t != nil && t.Op == "switch" {
					switchCond = true
				}
			}
			if !switchCond {
				t.Errorf("the sections switch is not a construct conditional: %v", cs[0].Conds)
			}
		}},
	{name: "ordered", src: "void f(int n) {\n#pragma omp for ordered\n  for (int i = 0; i < n; i++) {\n#pragma omp ordered\n    g(i);\n  }\n}\n",
		want: map[string]string{"clang": "for(dynamic) syncs=[barrier]; ordered"}},
	{name: "taskgroup_task", src: "void f(void) {\n#pragma omp taskgroup\n  {\n#pragma omp task\n    g(1);\n  }\n#pragma omp taskwait\n}\n",
		want: map[string]string{"clang": "taskgroup"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			tasks := 0
			for _, f := range p.Funcs {
				if f.IsTaskEntry() {
					tasks++
					if f.UserFunc() != "f" || !f.Outlined() || f.InRegionBody() {
						t.Errorf("task entry %s: user %s", f.Name, f.UserFunc())
					}
				}
			}
			if tasks != 1 {
				t.Errorf("%d task entries", tasks)
			}
		}},
	{name: "parallel_for_combined", src: "void f(int n) {\n#pragma omp parallel for\n  for (int i = 0; i < n; i++)\n    g(i);\n}\n",
		want: map[string]string{"clang": "parallel; for nowait region-end syncs=[]"}},
	{name: "parallel_if", src: "void f(int c) {\n#pragma omp parallel if (c) num_threads(2)\n  {\n#pragma omp barrier\n  }\n}\n",
		want: map[string]string{"clang": "parallel"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			_, cs := constructs(p, "f")
			c := cs[0]
			if c.Serial == nil || !c.Serial.StartsTeam() || !c.Begin.Fork || len(c.Conds) != 1 {
				t.Fatalf("parallel if: serial %v, conds %v", c.Serial, c.Conds)
			}
			if _, uniform := c.Fn.ConstructCond(c.Conds[0]); !uniform {
				t.Errorf("the if clause is not uniform")
			}
			region := c.Begin.Callee
			if !region.IsRegion() || len(p.ForkSites(region)) != 1 || region.UserFunc() != "f" {
				t.Errorf("region %s", region.Name)
			}
		}},
	{name: "nested_parallel", src: "void f(void) {\n#pragma omp parallel\n  {\n    if (omp_get_thread_num() == 0) {\n#pragma omp parallel\n      {\n#pragma omp single\n        g(1);\n      }\n    }\n  }\n}\n",
		want: map[string]string{"clang": "parallel; parallel; single syncs=[barrier]"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			for _, f := range p.Funcs {
				if f.Outlined() && f.UserFunc() != "f" {
					t.Errorf("%s: user function %s", f.Name, f.UserFunc())
				}
			}
		}},
}

var fCases = []ompCase{
	{name: "barrier", src: "subroutine f()\n  !$omp barrier\nend subroutine f\n", want: map[string]string{"flang": ""},
		checks: func(t *testing.T, p *model.Program, _ string) {
			f := p.Lookup("f_")
			if f == nil || f.Name != "f" || !f.IsFortran() {
				t.Fatalf("subroutine f: %v", f)
			}
			for _, b := range f.Blocks {
				for _, e := range b.Events {
					if e.Kind == model.OMPCall && e.OMP.Kind == model.OMPBarrier && (e.OMP.Implicit() || e.OMP.Flags != 34 || e.OMP.Pos.Func != "f" || e.OMP.Pos.Known()) {
						t.Errorf("barrier %+v", e.OMP)
					}
				}
			}
		}},
	{name: "single", src: "subroutine f(k)\n  integer :: k\n  !$omp single\n  k = k + 1\n  !$omp end single\n  !$omp single\n  k = k + 1\n  !$omp end single nowait\nend subroutine f\n",
		want: map[string]string{"flang": "single syncs=[barrier]; single nowait syncs=[]"}},
	{name: "master_critical", src: "subroutine f(k)\n  integer :: k\n  !$omp master\n  k = 1\n  !$omp end master\n  !$omp critical\n  k = k + 1\n  !$omp end critical\nend subroutine f\n",
		want: map[string]string{"flang": "master; critical"}},
	{name: "do", src: "subroutine f(a, n)\n  integer :: n, i, a(n)\n  !$omp do\n  do i = 1, n\n    if (a(i) > 0) a(i) = 0\n  end do\n  !$omp end do\n  !$omp do schedule(dynamic, 2)\n  do i = 1, n\n    a(i) = 1\n  end do\n  !$omp end do nowait\n  !$omp do schedule(static, 3)\n  do i = 1, n\n    a(i) = 2\n  end do\n  !$omp end do\nend subroutine f\n",
		want: map[string]string{"flang": "for syncs=[barrier]; for(dynamic) nowait syncs=[]; for syncs=[barrier]"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			_, cs := constructs(p, "f")
			if cs[0].Guard >= 0 {
				t.Errorf("flang has no loop guard")
			}
			user := 0
			for b := range cs[0].Fn.Blocks {
				if len(cs[0].Fn.CFG.Succ[b]) >= 2 && !cs[0].Fn.IsConstructCond(b) {
					user++
				}
			}
			if user != 1 {
				t.Errorf("%d user conditionals, want 1 (the if in the first loop)", user)
			}
		}},
	{name: "do_reduction", src: "subroutine f(s, n)\n  integer :: n, i, s\n  !$omp do reduction(+:s)\n  do i = 1, n\n    s = s + i\n  end do\n  !$omp end do\nend subroutine f\n",
		want: map[string]string{"flang": "for syncs=[barrier reduce barrier]"}},
	{name: "sections", src: "subroutine f(x, y)\n  integer :: x, y\n  !$omp sections\n  !$omp section\n  x = 1\n  !$omp section\n  y = 2\n  !$omp end sections\nend subroutine f\n",
		want: map[string]string{"flang": "sections syncs=[barrier]"}},
	{name: "parallel_do_combined", src: "subroutine f(a, n)\n  integer :: n, i, a(n)\n  !$omp parallel do\n  do i = 1, n\n    a(i) = i\n  end do\n  !$omp end parallel do\nend subroutine f\n",
		want: map[string]string{"flang": "parallel; for syncs=[barrier]"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			for _, f := range p.Funcs {
				if f.IsRegion() && (f.UserFunc() != "f" || !f.InRegionBody()) {
					t.Errorf("region %s: user function %s", f.Name, f.UserFunc())
				}
			}
		}},
	{name: "ordered_task", src: "subroutine f(k, n)\n  integer :: k, n, i\n  !$omp do ordered\n  do i = 1, n\n    !$omp ordered\n    k = k + i\n    !$omp end ordered\n  end do\n  !$omp end do\n  !$omp task\n  k = 0\n  !$omp end task\n  !$omp taskwait\nend subroutine f\n",
		want: map[string]string{"flang": "for(dynamic) syncs=[barrier]; ordered"},
		checks: func(t *testing.T, p *model.Program, _ string) {
			n := 0
			for _, f := range p.Funcs {
				if f.IsTaskEntry() {
					n++
				}
			}
			if n != 1 {
				t.Errorf("%d task entries", n)
			}
		}},
}

func TestOMPConstructs(t *testing.T) {
	run := func(cases []ompCase, ext string) {
		for _, tc := range cases {
			for _, cc := range ompCompilers(ext) {
				tc, cc := tc, cc
				t.Run(tc.name+"/"+cc, func(t *testing.T) {
					src := tc.src
					family := "flang"
					if ext == ".c" {
						src, family = cHeader+src, "clang"
					}
					p := buildOMP(t, cc, "t"+ext, src)
					got, _ := constructs(p, "f")
					if want := tc.want[family]; strings.Join(got, "; ") != want {
						t.Errorf("constructs of f:\n got: %s\nwant: %s", strings.Join(got, "; "), want)
					}
					if tc.checks != nil && !t.Failed() {
						tc.checks(t, p, family)
					}
				})
			}
		}
	}
	run(cCases, ".c")
	run(fCases, ".f90")
}

// TestOMPKinds checks the table of runtime entry points.
func TestOMPKinds(t *testing.T) {
	for name, want := range map[string]model.OMPKind{
		"__kmpc_barrier": model.OMPBarrier, "__kmpc_for_static_init_8u": model.OMPForStaticInit,
		"__kmpc_dispatch_next_4": model.OMPDispatchNext, "__kmpc_dispatch_init_8": model.OMPDispatchInit,
		"__kmpc_critical_with_hint": model.OMPCritical, "__kmpc_reduce_nowait": model.OMPReduceNowait,
		"omp_get_thread_num": model.OMPGetThreadNum, "omp_get_num_threads": model.OMPTeamQuery,
		"omp_set_num_threads": model.OMPOther, "__kmpc_copyprivate": model.OMPCopyprivate,
	} {
		src := fmt.Sprintf("declare void @%s(ptr)\ndefine void @f() {\n  call void @%s(ptr null)\n  ret void\n}\n", name, name)
		m, err := llvmir.Parse("k.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		p := model.Build([]*llvmir.Module{m})
		evs := p.Funcs[0].Blocks[0].Events
		if len(evs) != 1 || evs[0].Kind != model.OMPCall || evs[0].OMP.Kind != want {
			t.Errorf("%s: events %v", name, evs)
		}
	}
}
