package alias

import (
	"slices"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// incSrc: programs where inclusion and unification differ. Each function's pointers are
// read back through PointsTo on the SSA value that the last `load` of a variable gives, so
// the test names C variables: valueOf finds the load of %name.addr / %name at -O0.
const incSrc = `
#include <stdlib.h>
#include <string.h>
struct pair { int *first; int *second; };
int ga, gb;

int copy_ptr(void) {
  int a = 1, b = 2;
  int *p = &a, *q = &b;
  p = q;            /* unification: p, q -> {a, b}; inclusion: q -> {b} */
  int *pq = q;
  int *pp = p;
  return pq == pp ? 0 : 0;
}

void fill(double *buf, int n) { for (int i = 0; i < n; i++) buf[i] = 0; }

double *make(int n) { return malloc(n * sizeof(double)); }

int fields(void) {
  int x = 0, y = 0;
  struct pair s;
  s.first = &x;
  s.second = &y;
  int *f = s.first;
  int *g = s.second;
  return *f + *g;
}

void twice(int *v) { *v += 1; }
void (*hook)(int *) = twice;
void other(int *v) { *v = 0; }

int through_memcpy(void) {
  int z = 0;
  int *src[2] = { &z, &gb };
  int *dst[2];
  memcpy(dst, src, sizeof src);
  int *d0 = dst[0];
  int *d1 = dst[1];
  return *d0 + *d1;
}

int main(void) {
  double b1[4], b2[4];
  fill(b1, 4);
  fill(b2, 4);
  double *h1 = make(4);
  double *h2 = make(4);
  int k = 0;
  hook(&k);
  other(&ga);
  copy_ptr();
  fields();
  through_memcpy();
  free(h1); free(h2);
  return 0;
}
`

// loadedValue finds, in f, the last load of the pointer held in C variable name (its alloca,
// named by the debug info): the SSA value that holds the variable there.
func loadedValue(t *testing.T, f *model.Function, name string) string {
	t.Helper()
	last := ""
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if in.Op == "load" && len(in.Operands) == 1 && in.Operands[0].Kind == llvmir.ValLocal &&
				f.VarName(in.Operands[0].Name) == name && llvmir.IsPointerType(in.Type) {
				last = in.Result
			}
		}
	}
	if last == "" {
		t.Fatalf("%s: no load of %s", f.Name, name)
	}
	return last
}

// allocaOf is the alloca of C variable name in f, as the inclusion names its object.
func allocaOf(t *testing.T, f *model.Function, name string) string {
	t.Helper()
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if in.Op == "alloca" && f.VarName(in.Result) == name {
				return f.Name + "%" + in.Result
			}
		}
	}
	t.Fatalf("%s: no variable %s", f.Name, name)
	return ""
}

func TestInclusion(t *testing.T) {
	ccs := irtest.CCs()
	if len(ccs) == 0 {
		irtest.NeedTool(t, "clang")
	}
	for _, cc := range ccs {
		t.Run(cc, func(t *testing.T) { inclusion(t, cc) })
	}
}

func inclusion(t *testing.T, cc string) {
	p := irtest.Program(t, cc, "inc.c", incSrc)
	if cp := p.Lookup("copy_ptr"); cp == nil || cp.VarName("1") == "" && cp.VarName("2") == "" {
		t.Fatalf("%s: the variables of copy_ptr have no names (debug info not read?)", cc)
	}
	s := BuildInclusion(p, nil)
	pts := func(fn, v string) string {
		f := p.Lookup(fn)
		if f == nil {
			t.Fatalf("no function %s", fn)
		}
		return strings.Join(s.PointsTo(f, loadedValue(t, f, v)), " ")
	}
	for _, c := range []struct{ fn, v, want string }{
		{"copy_ptr", "pq", "copy_ptr%b"},             // q -> {b} only
		{"copy_ptr", "pp", "copy_ptr%b"},             // p = q: p gets q's set; a was p's before the copy, flow-insensitively p -> {a, b}...
		{"fields", "f", "fields%x"},                  // s.first
		{"fields", "g", "fields%y"},                  // s.second: another part of s
		{"through_memcpy", "d0", "through_memcpy%z"}, // dst[0] = src[0] by memcpy, part by part
		{"through_memcpy", "d1", "@gb"},              // dst[1] = src[1]
	} {
		got := pts(c.fn, c.v)
		want := c.want
		if c.fn == "copy_ptr" && c.v == "pp" {
			// (flow-insensitive: p held &a too)
			want = strings.Join(sorted(allocaOf(t, p.Lookup(c.fn), "a"), allocaOf(t, p.Lookup(c.fn), "b")), " ")
		} else if i := strings.Index(want, "%"); i >= 0 {
			want = allocaOf(t, p.Lookup(c.fn), want[i+1:])
		}
		if got != want {
			t.Errorf("%s: %s -> {%s}, want {%s}", c.fn, c.v, got, want)
		}
	}
	// The wrapper called with two buffers: its parameter sees both (context-insensitive),
	// the buffers stay two objects.
	fill := p.Lookup("fill")
	main := p.Lookup("main")
	if got, want := strings.Join(s.PointsTo(fill, loadedValue(t, fill, "buf")), " "), strings.Join(sorted(allocaOf(t, main, "b1"), allocaOf(t, main, "b2")), " "); got != want {
		t.Errorf("fill: buf -> {%s}, want {%s}", got, want)
	}
	h1, h2 := s.PointsTo(main, loadedValue(t, main, "h1")), s.PointsTo(main, loadedValue(t, main, "h2"))
	if len(h1) != 1 || len(h2) != 1 || h1[0] == h2[0] || !strings.HasPrefix(h1[0], "heap main:") {
		t.Errorf("allocation wrapper called twice: h1 -> %v, h2 -> %v, want one object each, different", h1, h2)
	}
	// The indirect call through hook runs twice on &k; other gets @ga alone.
	tw := p.Lookup("twice")
	if got := strings.Join(s.PointsTo(tw, loadedValue(t, tw, "v")), " "); !strings.Contains(got, allocaOf(t, main, "k")) {
		t.Errorf("twice (called through hook): v -> {%s}, want main%%k in it", got)
	}
	ot := p.Lookup("other")
	if got := strings.Join(s.PointsTo(ot, loadedValue(t, ot, "v")), " "); got != "@ga" {
		t.Errorf("other: v -> {%s}, want {@ga}", got)
	}
	// The classes, for contrast, merge what copy_ptr's p and q point to.
	pt := BuildPoints(p, nil)
	cp := p.Lookup("copy_ptr")
	ca, cb := strings.TrimPrefix(allocaOf(t, cp, "a"), "copy_ptr%"), strings.TrimPrefix(allocaOf(t, cp, "b"), "copy_ptr%")
	if pt.Find(pt.Alloca[AllocaKey{cp, ca}]) != pt.Find(pt.Alloca[AllocaKey{cp, cb}]) {
		t.Errorf("the classes kept a and b apart: this test no longer shows where the two models differ")
	}
}

func sorted(s ...string) []string { slices.Sort(s); return s }

// incIR: hand-written IR, so the test runs without clang: p = &a; q = &b; p = q through
// memory, and a cycle of copies (phi) that the solver merges.
const incIR = `
@g = global ptr null
declare ptr @ext(ptr)
define void @f(i1 %c) {
entry:
  %a = alloca i32
  %b = alloca i32
  %p = alloca ptr
  %q = alloca ptr
  store ptr %a, ptr %p
  store ptr %b, ptr %q
  %q1 = load ptr, ptr %q
  store ptr %q1, ptr %p
  %p1 = load ptr, ptr %p
  %q2 = load ptr, ptr %q
  br label %loop
loop:
  %x = phi ptr [ %q2, %entry ], [ %y, %loop ]
  %y = phi ptr [ %x, %loop ], [ %q2, %entry ]
  br i1 %c, label %loop, label %out
out:
  %e = call ptr @ext(ptr %a)
  %i = inttoptr i64 16 to ptr
  ret void
}
define i32 @main() {
  call void @f(i1 true)
  ret i32 0
}
`

func TestInclusionIR(t *testing.T) {
	m, err := llvmir.Parse("inc.ll", []byte(incIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	s := BuildInclusion(p, nil)
	f := p.Lookup("f")
	for v, want := range map[string][]string{
		"q2": {"f%b"},
		"p1": {"f%a", "f%b"},
		"x":  {"f%b"},
		"y":  {"f%b"},
		"e":  {"f%a"}, // a library function returns a pointer into its first argument
	} {
		if got := s.PointsTo(f, v); !slices.Equal(got, want) {
			t.Errorf("%%%s -> %v, want %v", v, got, want)
		}
	}
	if got := s.Contents("f%a", 0); !slices.Equal(got, []string{"unknown"}) {
		t.Errorf("a (written by a library call) holds %v, want [unknown]", got)
	}
	if s.Stats.Merged == 0 {
		t.Errorf("the cycle %%x <-> %%y was not merged (stats %+v)", s.Stats)
	}
}

// viewIncIR: `p = q` through memory makes the classes of x and y one; @two is only ever given
// (x, y), @same (x, what p holds: x or y), @lib's parameters come through memory a library
// call wrote.
const viewIncIR = `
declare i32 @MPI_Barrier(i32)
declare void @fill(ptr)
define void @two(ptr %a, ptr %b) {
  store i32 1, ptr %a
  store i32 2, ptr %b
  %r = call i32 @MPI_Barrier(i32 0)
  ret void
}
define void @same(ptr %a, ptr %b) {
  store i32 1, ptr %a
  store i32 2, ptr %b
  %r = call i32 @MPI_Barrier(i32 0)
  ret void
}
define void @lib(ptr %a, ptr %b) {
  store i32 1, ptr %a
  store i32 2, ptr %b
  %r = call i32 @MPI_Barrier(i32 0)
  ret void
}
define i32 @main() {
  %x = alloca i32
  %y = alloca i32
  %w = alloca i32
  %p = alloca ptr
  %q = alloca ptr
  %s = alloca ptr
  store ptr %x, ptr %p
  store ptr %y, ptr %q
  %q1 = load ptr, ptr %q
  store ptr %q1, ptr %p
  call void @two(ptr %x, ptr %y)
  %p1 = load ptr, ptr %p
  call void @same(ptr %x, ptr %p1)
  call void @fill(ptr %s)
  %s1 = load ptr, ptr %s
  call void @lib(ptr %w, ptr %s1)
  ret i32 0
}
`

// TestViewInclusion: where the classes merged two objects, the View asks the inclusion sets.
func TestViewInclusion(t *testing.T) {
	p := programOf(t, "viewinc.ll", viewIncIR)
	_, v := ProgramPoints(p)
	for fn, want := range map[string]bool{"two": true, "same": false, "lib": false} {
		f := p.Lookup(fn)
		a := New(f)
		x, y := a.param(0, "a"), a.param(1, "b")
		if v.classesApart(f, x, y) {
			t.Errorf("%s: the classes keep a and b apart: the test no longer shows the difference", fn)
		}
		if got := v.Apart(f, x, y); got != want {
			t.Errorf("%s: Apart(a, b) = %v, want %v", fn, got, want)
		}
		wantRel := Unknown
		if want {
			wantRel = NoAlias
		}
		pa, pb := a.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: "a"}), a.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: "b"})
		if got := Relate(pa, 4, pb, 4); got != wantRel {
			t.Errorf("%s: Relate(a, b) = %v, want %v", fn, got, wantRel)
		}
	}
}

// TestInclusionShared: the View's inclusion sets are read by analyses running at once (-j),
// and two builds give the same sets (go test -race checks the first).
func TestInclusionShared(t *testing.T) {
	m, err := llvmir.Parse("viewinc.ll", []byte(viewIncIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	_, v := ProgramPoints(p)
	f := p.Lookup("two")
	a := New(f)
	x, y := a.param(0, "a"), a.param(1, "b")
	done := make(chan bool)
	for range 4 {
		go func() { done <- v.Apart(f, x, y) }()
	}
	for range 4 {
		if !<-done {
			t.Errorf("two: Apart(a, b) = false on one goroutine")
		}
	}
	s1, s2 := BuildInclusion(p, nil), BuildInclusion(p, nil)
	for _, fn := range p.Funcs {
		for _, b := range fn.IR.Blocks {
			for _, in := range b.Insts {
				if in.Result != "" {
					if g1, g2 := s1.PointsTo(fn, in.Result), s2.PointsTo(fn, in.Result); !slices.Equal(g1, g2) {
						t.Errorf("%s %%%s: %v in one build, %v in another", fn.Name, in.Result, g1, g2)
					}
				}
			}
		}
	}
}

// incWrapIR: an allocation wrapper that stores a pointer into the block it returns (each
// call's object holds what the wrapper stored), a struct copied by memcpy after one of its
// parts was written (the copy sees it), and a copy from an object collapsed later by a
// variable index in another function, so after the copy was solved part by part (the
// destination then holds everything the source held).
const incWrapIR = `
%struct.node = type { ptr, ptr }
@ga = global i32 0
@gb = global i32 0
declare ptr @malloc(i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define ptr @mk(ptr %payload) {
  %m = call ptr @malloc(i64 16)
  store ptr %payload, ptr %m
  ret ptr %m
}
define void @setany(ptr %p, i64 %i) {
  %pi = getelementptr [2 x ptr], ptr %p, i64 0, i64 %i
  store ptr @gb, ptr %pi
  ret void
}
define i32 @main(i64 %i) {
  %n1 = call ptr @mk(ptr @ga)
  %n2 = call ptr @mk(ptr @gb)
  %p1 = load ptr, ptr %n1
  %src = alloca %struct.node
  %dst = alloca %struct.node
  %s1 = getelementptr %struct.node, ptr %src, i64 0, i32 1
  store ptr @gb, ptr %s1
  store ptr @ga, ptr %src
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 16, i1 false)
  %d1 = getelementptr %struct.node, ptr %dst, i64 0, i32 1
  %q1 = load ptr, ptr %d1
  %q0 = load ptr, ptr %dst
  %a = alloca [2 x ptr]
  %b = alloca [2 x ptr]
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 16, i1 false)
  call void @setany(ptr %a, i64 %i)
  %b1 = getelementptr [2 x ptr], ptr %b, i64 0, i64 1
  %r = load ptr, ptr %b1
  ret i32 0
}
`

func TestInclusionWrappersAndCopies(t *testing.T) {
	m, err := llvmir.Parse("incwrap.ll", []byte(incWrapIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	s := BuildInclusion(p, nil)
	f := p.Lookup("main")
	n1, n2 := s.PointsTo(f, "n1"), s.PointsTo(f, "n2")
	if len(n1) != 1 || len(n2) != 1 || n1[0] == n2[0] {
		t.Errorf("two calls of the allocation wrapper: %v and %v, want one object each, different", n1, n2)
	}
	for v, want := range map[string][]string{
		"p1": {"@ga", "@gb"}, // (the wrapper's own block holds both payloads: copied to each call's object)
		"q1": {"@gb"},        // dst.second = src.second
		"q0": {"@ga"},        // dst.first = src.first
		"r":  {"@gb"},        // a collapsed after the copy: b holds what a holds
	} {
		if got := s.PointsTo(f, v); !slices.Equal(got, want) {
			t.Errorf("%%%s -> %v, want %v", v, got, want)
		}
	}
}

// readIR: @use reads two pointer members of the struct it is given; main gives it a struct
// holding two different arrays, @same one holding one array twice, @lib one whose second
// member a library call wrote.
const readIR = `
%struct.m = type { ptr, ptr }
declare i32 @MPI_Barrier(i32)
declare void @fill(ptr)
define void @use(ptr %s) {
  %a = load ptr, ptr %s
  %bp = getelementptr %struct.m, ptr %s, i64 0, i32 1
  %b = load ptr, ptr %bp
  store i32 1, ptr %a
  store i32 2, ptr %b
  %r = call i32 @MPI_Barrier(i32 0)
  ret void
}
define void @same(ptr %s) {
  %a = load ptr, ptr %s
  %bp = getelementptr %struct.m, ptr %s, i64 0, i32 1
  %b = load ptr, ptr %bp
  store i32 1, ptr %a
  store i32 2, ptr %b
  %r = call i32 @MPI_Barrier(i32 0)
  ret void
}
define void @lib(ptr %s) {
  %a = load ptr, ptr %s
  %bp = getelementptr %struct.m, ptr %s, i64 0, i32 1
  %b = load ptr, ptr %bp
  store i32 1, ptr %a
  store i32 2, ptr %b
  %r = call i32 @MPI_Barrier(i32 0)
  ret void
}
define i32 @main() {
  %x = alloca [4 x i32]
  %y = alloca [4 x i32]
  %z = alloca [4 x i32]
  %s = alloca %struct.m
  %t = alloca %struct.m
  %u = alloca %struct.m
  store ptr %x, ptr %s
  %s1 = getelementptr %struct.m, ptr %s, i64 0, i32 1
  store ptr %y, ptr %s1
  store ptr %z, ptr %t
  %t1 = getelementptr %struct.m, ptr %t, i64 0, i32 1
  store ptr %z, ptr %t1
  store ptr %x, ptr %u
  %u1 = getelementptr %struct.m, ptr %u, i64 0, i32 1
  store ptr %y, ptr %u1
  call void @fill(ptr %u1)
  call void @use(ptr %s)
  call void @same(ptr %t)
  call void @lib(ptr %u)
  ret i32 0
}
`

// TestReadApart: two pointers read from two members of a parameter's struct are apart when
// the inclusion sets of the members share nothing, and may alias when both may only be the
// same array of main (SameOnlyBlock: evidence of overlap).
func TestReadApart(t *testing.T) {
	m, err := llvmir.Parse("read.ll", []byte(readIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	for fn, want := range map[string]Relation{"use": NoAlias, "same": MayAlias, "lib": Unknown} {
		a := New(p.Lookup(fn))
		x, y := a.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: "a"}), a.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: "b"})
		if x.Obj == nil || x.Obj.Kind != Deref || y.Obj == nil || y.Obj.Kind != Deref {
			t.Fatalf("%s: %v and %v, want two objects read from memory", fn, x, y)
		}
		if got := Relate(x, 4, y, 4); got != want {
			t.Errorf("%s: Relate(s->a, s->b) = %v, want %v", fn, got, want)
		}
	}
}
