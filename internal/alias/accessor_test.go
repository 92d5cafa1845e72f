package alias

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// vecIR: vec_init stores a fresh block into the array object it is given, vec_at returns
// the address of an element of that block, id returns its parameter; main makes two arrays.
const vecIR = `
%struct.vec = type { ptr, i32 }
declare ptr @malloc(i64)
define void @vec_init(ptr %v, i32 %n) {
  %v.addr = alloca ptr
  store ptr %v, ptr %v.addr
  %call = call ptr @malloc(i64 64)
  %0 = load ptr, ptr %v.addr
  %data = getelementptr %struct.vec, ptr %0, i32 0, i32 0
  store ptr %call, ptr %data
  ret void
}
define ptr @vec_at(ptr %v, i32 %i) {
  %v.addr = alloca ptr
  %i.addr = alloca i32
  store ptr %v, ptr %v.addr
  store i32 %i, ptr %i.addr
  %0 = load ptr, ptr %v.addr
  %data = getelementptr %struct.vec, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %data
  %2 = load i32, ptr %i.addr
  %idx = sext i32 %2 to i64
  %el = getelementptr double, ptr %1, i64 %idx
  ret ptr %el
}
define ptr @n_at(ptr %v) {
  %n = getelementptr %struct.vec, ptr %v, i32 0, i32 1
  ret ptr %n
}
define i32 @main() {
  %s = alloca %struct.vec
  %r = alloca %struct.vec
  call void @vec_init(ptr %s, i32 8)
  call void @vec_init(ptr %r, i32 8)
  %ps = call ptr @vec_at(ptr %s, i32 0)
  %pr = call ptr @vec_at(ptr %r, i32 0)
  %qs = call ptr @vec_at(ptr %s, i32 1)
  %ns = call ptr @n_at(ptr %s)
  %ds = load ptr, ptr %s
  %dr = load ptr, ptr %r
  ret i32 0
}
`

// TestAccessors: accessor results in the caller's terms, and one storage block per call of
// vec_init in the inclusion sets.
func TestAccessors(t *testing.T) {
	m, err := llvmir.Parse("vec.ll", []byte(vecIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	main := p.Lookup("main")
	s := BuildInclusion(p, nil)
	ds, dr := s.PointsTo(main, "ds"), s.PointsTo(main, "dr")
	if len(ds) != 1 || len(dr) != 1 || ds[0] == dr[0] {
		t.Errorf("two calls of vec_init: s.data -> %v, r.data -> %v, want one object each, different", ds, dr)
	}
	a := New(main)
	ptr := func(n string) Loc { return a.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: n}) }
	ps, pr, qs, ns := ptr("ps"), ptr("pr"), ptr("qs"), ptr("ns")
	if ps.Obj == nil || ps.Obj.Kind != Deref || ps.Obj.Key() != "*(%s+0)" || ps.Exact {
		t.Fatalf("vec_at(&s, 0) = %v, want *(%%s+0) at an unknown offset", ps)
	}
	if qs.Obj != ps.Obj {
		t.Errorf("vec_at(&s, 1) = %v, want the object of vec_at(&s, 0), %v", qs, ps)
	}
	if ns.Obj == nil || ns.Obj.Key() != "%s" || !ns.Exact || ns.Off != 8 {
		t.Errorf("n_at(&s) = %v, want %%s+8", ns)
	}
	if got := Relate(ps, 8, pr, 8); got != NoAlias {
		t.Errorf("Relate(vec_at(&s), vec_at(&r)) = %v, want no-alias (two blocks)", got)
	}
	if got := Relate(ps, 8, qs, 8); got != MayAlias {
		t.Errorf("Relate(vec_at(&s, 0), vec_at(&s, 1)) = %v, want may-alias", got)
	}
}
