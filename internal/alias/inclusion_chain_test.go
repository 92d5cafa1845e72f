package alias

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// chainIR: std::vector's allocator chain. @alloc is `n ? new(n) : nullptr` (_M_allocate),
// @create stores its block into the object it is given (_M_create_storage), @base and @vec
// pass their object down (the constructors); @grow keeps the block in a local variable,
// writes it, stores its end into another field and then the block into its object
// (_M_realloc_insert). Each vector of main must have a storage of its own.
const chainIR = `
declare ptr @_Znwm(i64)
define ptr @alloc(i64 %n) {
entry:
  %c = icmp ne i64 %n, 0
  br i1 %c, label %a, label %b
a:
  %p = call ptr @_Znwm(i64 %n)
  br label %b
b:
  %r = phi ptr [ %p, %a ], [ null, %entry ]
  ret ptr %r
}
define void @create(ptr %this, i64 %n) {
  %p = call ptr @alloc(i64 %n)
  store ptr %p, ptr %this
  ret void
}
define void @base(ptr %this, i64 %n) {
  call void @create(ptr %this, i64 %n)
  ret void
}
define void @vec(ptr %this, i64 %n) {
  call void @base(ptr %this, i64 %n)
  ret void
}
define void @grow(ptr %this, i64 %n) {
  %slot = alloca ptr
  %p = call ptr @alloc(i64 %n)
  store ptr %p, ptr %slot
  %l1 = load ptr, ptr %slot
  store i32 0, ptr %l1
  %l2 = load ptr, ptr %slot
  %e = getelementptr i8, ptr %l2, i64 4
  %f = getelementptr i8, ptr %this, i64 8
  store ptr %e, ptr %f
  %l3 = load ptr, ptr %slot
  store ptr %l3, ptr %this
  ret void
}
define void @push(ptr %this) {
  call void @grow(ptr %this, i64 8)
  ret void
}
define i32 @main() {
  %a = alloca { ptr, ptr }
  %b = alloca { ptr, ptr }
  %c = alloca { ptr, ptr }
  %d = alloca { ptr, ptr }
  call void @vec(ptr %a, i64 4)
  call void @vec(ptr %b, i64 4)
  call void @push(ptr %c)
  call void @push(ptr %d)
  %pa = load ptr, ptr %a
  %pb = load ptr, ptr %b
  %pc = load ptr, ptr %c
  %pd = load ptr, ptr %d
  %h = call ptr @_Znwm(i64 32)
  %h2 = getelementptr i8, ptr %h, i64 16
  call void @vec(ptr %h, i64 4)
  call void @vec(ptr %h2, i64 4)
  %ph = load ptr, ptr %h
  %ph2 = load ptr, ptr %h2
  ret i32 0
}
`

// TestInclusionFreshChain: a block stored into a parameter's memory three calls down, or
// kept in a local first, is an object per call of main; vectors inside a heap object share
// one object (namedArg).
func TestInclusionFreshChain(t *testing.T) {
	m, err := llvmir.Parse("chain.ll", []byte(chainIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	if !ReturnsFresh(p.Lookup("alloc")) {
		t.Errorf("alloc (`n ? new(n) : nullptr`) is not an allocation wrapper")
	}
	s := BuildInclusion(p, nil)
	f := p.Lookup("main")
	var sets [][]string
	for _, v := range []string{"pa", "pb", "pc", "pd"} {
		got := s.PointsTo(f, v)
		if len(got) != 1 {
			t.Errorf("%%%s -> %v, want one object", v, got)
		}
		for i, o := range sets {
			if slices.Equal(o, got) {
				t.Errorf("%%%s -> %v, the same object as vector %d", v, got, i)
			}
		}
		sets = append(sets, got)
	}
	ph, ph2 := s.PointsTo(f, "ph"), s.PointsTo(f, "ph2")
	if len(ph) != 1 || !slices.Equal(ph, ph2) || slices.ContainsFunc(sets, func(o []string) bool { return slices.Equal(o, ph) }) {
		t.Errorf("vectors in a heap object: %v and %v, want one object of their own", ph, ph2)
	}
}
