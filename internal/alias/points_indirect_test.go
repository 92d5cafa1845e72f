package alias

import (
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
