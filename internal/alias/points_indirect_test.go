package alias

import (
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// allocTableIR: hypre's Krylov solvers allocate through a table of functions,
// `(*functions->CAlloc)(1, size)`; @xalloc is an allocation wrapper.
const allocTableIR = `
declare ptr @calloc(i64, i64)
define ptr @xalloc(i64 %n, i64 %size) {
  %p = call ptr @calloc(i64 %n, i64 %size)
  ret ptr %p
}
@table = global ptr @xalloc
define i32 @main() {
  %f = load ptr, ptr @table
  %a = call ptr %f(i64 1, i64 16)
  %b = call ptr %f(i64 1, i64 16)
  %direct = call ptr @xalloc(i64 1, i64 16)
  ret i32 0
}
`

// TestIndirectAllocatorFresh: each call through a pointer that can run only allocation
// wrappers returns an object of its own, as a direct call to the wrapper does (the wrapper's
// result class, shared by every such call, made all of them one object).
func TestIndirectAllocatorFresh(t *testing.T) {
	m, err := llvmir.Parse("alloctable.ll", []byte(allocTableIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	pt := BuildPoints(p, nil)
	f := p.Lookup("main")
	loc := func(n string) Class { return pt.Find(pt.Loc(f, &llvmir.Value{Kind: llvmir.ValLocal, Name: n})) }
	a, b, d := loc("a"), loc("b"), loc("direct")
	if a == pt.Find(pt.Unknown) || b == pt.Find(pt.Unknown) {
		t.Fatalf("an allocation through the table is the unknown memory (a %d, b %d)", a, b)
	}
	if a == b || a == d || b == d {
		t.Errorf("allocations share a class: a %d, b %d, direct %d", a, b, d)
	}
}

// releaseTableIR: hypre's Krylov solvers release their data and their vectors through two
// entries of a table of `i64 (ptr)` functions (`(*Free)(pcg_data)`, `(*DestroyVector)(p)`);
// the table is filled by a helper. (Both write through their parameter: a parameter only
// freed is read-only, fed by its arguments instead of merged with them.)
const releaseTableIR = `
declare void @free(ptr)
define i64 @release(ptr %p) {
  store i64 0, ptr %p
  call void @free(ptr %p)
  ret i64 0
}
define i64 @destroy(ptr %v) {
  store i64 0, ptr %v
  call void @free(ptr %v)
  ret i64 0
}
define void @fill(ptr %t, ptr %f, ptr %d) {
  store ptr %f, ptr %t
  %slot = getelementptr i8, ptr %t, i64 8
  store ptr %d, ptr %slot
  ret void
}
define void @finish(ptr %t, ptr %data, ptr %vec) {
  %f = load ptr, ptr %t
  %slot = getelementptr i8, ptr %t, i64 8
  %d = load ptr, ptr %slot
  %r1 = call i64 %d(ptr %vec)
  %r2 = call i64 %f(ptr %data)
  ret void
}
define i32 @main() {
  %t = alloca [2 x ptr]
  %data = alloca i64
  %vec = alloca i64
  call void @fill(ptr %t, ptr @release, ptr @destroy)
  call void @finish(ptr %t, ptr %data, ptr %vec)
  ret i32 0
}
`

// TestIndirectBoundByPointer: a call through a pointer is bound only to the functions whose
// objects its pointer's class holds, so the data and the vector released through two entries
// of one table stay apart; a call whose pointer holds none of them (made from an integer)
// may run any: its argument is bound to both parameters.
func TestIndirectBoundByPointer(t *testing.T) {
	build := func(ir string) (*model.Program, *Points, func(string) Class) {
		m, err := llvmir.Parse("releasetable.ll", []byte(ir))
		if err != nil {
			t.Fatal(err)
		}
		p := model.Build([]*llvmir.Module{m})
		pt := BuildPoints(p, nil)
		main := p.Lookup("main")
		return p, pt, func(n string) Class { return pt.Find(pt.Loc(main, &llvmir.Value{Kind: llvmir.ValLocal, Name: n})) }
	}
	p, pt, loc := build(releaseTableIR)
	data, vec := loc("data"), loc("vec")
	param := func(f string) Class { return pt.Find(pt.ParamClass(p.Lookup(f), 0)) }
	if data == vec {
		t.Errorf("the data and the vector released through two entries are one class %d", data)
	}
	if param("release") != data || param("destroy") != vec {
		t.Errorf("release's parameter %d, destroy's %d: want the data %d and the vector %d", param("release"), param("destroy"), data, vec)
	}

	dangling := releaseTableIR[:strings.Index(releaseTableIR, "define i32 @main")] + `
define i32 @main() {
  %t = alloca [2 x ptr]
  %x = alloca i64
  call void @fill(ptr %t, ptr @release, ptr @destroy)
  %g = inttoptr i64 1234 to ptr
  %r = call i64 %g(ptr %x)
  ret i32 0
}
`
	p, pt, loc = build(dangling)
	x := loc("x")
	if pt.Find(pt.ParamClass(p.Lookup("release"), 0)) != x || pt.Find(pt.ParamClass(p.Lookup("destroy"), 0)) != x {
		t.Errorf("the argument of a call through a pointer made from an integer (%d) is not bound to both functions", x)
	}
}
