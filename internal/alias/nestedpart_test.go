package alias

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// nestedPartIR is std::unique_ptr's shape: a constructor stores the pointer through the
// member at offset 0 of its object (the tuple, whose own first member holds it), a getter
// reads it back through the same offsets. Both are summarised, and main's two getter calls
// must point into the block main gave the constructor.
const nestedPartIR = `
%struct.T = type { ptr }
%struct.UP = type { %struct.T }
declare ptr @_Znwm(i64)
define void @tinit(ptr %this, ptr %pp) {
  %p = load ptr, ptr %pp
  %h = getelementptr inbounds %struct.T, ptr %this, i32 0, i32 0
  store ptr %p, ptr %h
  ret void
}
define void @upinit(ptr %this, ptr %p) {
  %slot = alloca ptr
  store ptr %p, ptr %slot
  %t = getelementptr inbounds %struct.UP, ptr %this, i32 0, i32 0
  call void @tinit(ptr %t, ptr %slot)
  ret void
}
define ptr @get(ptr %this) {
  %t = getelementptr inbounds %struct.UP, ptr %this, i32 0, i32 0
  %h = getelementptr inbounds %struct.T, ptr %t, i32 0, i32 0
  %p = load ptr, ptr %h
  ret ptr %p
}
define i32 @main() {
  %u = alloca %struct.UP
  %b = call ptr @_Znwm(i64 4)
  call void @upinit(ptr %u, ptr %b)
  %g1 = call ptr @get(ptr %u)
  %g2 = call ptr @get(ptr %u)
  ret i32 0
}
`

// TestNestedPartCopied: the union of the constructor's member (a part) with the copy of the
// tuple (an object with a part at +0) would give the member a part of its own at +0, where the
// constructor's pointer then hangs while the getter reads the member itself (Part of a part at
// +0 is the part): Union makes the two one, and both results are the block.
func TestNestedPartCopied(t *testing.T) {
	m, err := llvmir.Parse("nested.ll", []byte(nestedPartIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	pt := BuildPoints(p, nil)
	main := p.Lookup("main")
	loc := func(name string) Class {
		return pt.Whole(pt.Loc(main, &llvmir.Value{Kind: llvmir.ValLocal, Name: name}))
	}
	block, g1, g2 := loc("b"), loc("g1"), loc("g2")
	if block == pt.Find(pt.Unknown) {
		t.Fatal("the block is the unknown memory")
	}
	if g1 != block || g2 != block {
		t.Errorf("the getters point into classes %d and %d, the block is %d", g1, g2, block)
	}
}
