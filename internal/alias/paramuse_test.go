package alias

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// paramUseIR: @fill writes its first parameter, reads its second and passes its third to
// @store1, which writes it; @zero clears its parameter with memset; @self calls itself with
// its parameter and reads nothing else; @both reads and writes through an -O0 slot; @none
// only compares its pointer; @peek reads through the pointer at +8 of its parameter's
// object; @outer gives @peek a place 16 bytes into its own parameter's object and writes
// through the pointer at +0 of it.
const paramUseIR = `
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define void @store1(ptr %p) {
  store i32 1, ptr %p
  ret void
}
define void @fill(ptr %a, ptr %b, ptr %c) {
  %v = load i32, ptr %b
  %q = getelementptr i32, ptr %a, i64 3
  store i32 %v, ptr %q
  call void @store1(ptr %c)
  ret void
}
define void @zero(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 16, i1 false)
  ret void
}
define void @self(ptr %p, i32 %n) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  %m = sub i32 %n, 1
  call void @self(ptr %p, i32 %m)
  br label %done
done:
  ret void
}
define void @both(ptr %p) {
  %slot = alloca ptr
  store ptr %p, ptr %slot
  %x = load ptr, ptr %slot
  %v = load i32, ptr %x
  %w = add i32 %v, 1
  store i32 %w, ptr %x
  ret void
}
define i32 @peek(ptr %h) {
  %f = getelementptr i8, ptr %h, i64 8
  %b = load ptr, ptr %f
  %v = load i32, ptr %b
  ret i32 %v
}
define void @outer(ptr %s) {
  %in = getelementptr i8, ptr %s, i64 16
  %v = call i32 @peek(ptr %in)
  %b = load ptr, ptr %s
  store i32 %v, ptr %b
  ret void
}
define i1 @none(ptr %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
`

func TestParamUses(t *testing.T) {
	m, err := llvmir.Parse("paramuse.ll", []byte(paramUseIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	for fn, want := range map[string][]ParamUse{
		"fill":  {WritesParam, ReadsParam, WritesParam},
		"zero":  {WritesParam},
		"self":  {0, 0},
		"both":  {ReadsParam | WritesParam},
		"none":  {0},
		"peek":  {ReadsParam},
		"outer": {ReadsParam},
	} {
		got := ParamUses(p.Lookup(fn))
		if len(got) != len(want) {
			t.Errorf("%s: %v, want %v", fn, got, want)
			continue
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: parameter %d: %v, want %v", fn, i, got[i], want[i])
			}
		}
	}
}

func TestFieldUses(t *testing.T) {
	m, err := llvmir.Parse("paramuse.ll", []byte(paramUseIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	for fn, want := range map[string]map[ParamField]ParamUse{
		"peek":  {{0, 8}: ReadsParam},
		"outer": {{0, 24}: ReadsParam, {0, 0}: WritesParam},
		"fill":  nil,
	} {
		got := FieldUses(p.Lookup(fn))
		if len(got) != len(want) {
			t.Errorf("%s: %v, want %v", fn, got, want)
			continue
		}
		for k, w := range want {
			if got[k] != w {
				t.Errorf("%s: %v: %v, want %v", fn, k, got[k], w)
			}
		}
	}
}
