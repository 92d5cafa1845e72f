package alias

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// phiWalkIR: clang's construction loop of `new T[n]` walks the block with a phi whose second
// operand is a getelementptr of the phi itself; @other is a second block, walked the same way.
const phiWalkIR = `
%struct.T = type { i32 }
declare ptr @_Znam(i64)
define void @init(ptr %this) {
  store i32 0, ptr %this
  ret void
}
define ptr @make(i64 %n) {
entry:
  %a = call ptr @_Znam(i64 64)
  %end = getelementptr inbounds %struct.T, ptr %a, i64 %n
  br label %loop
loop:
  %p = phi ptr [ %a, %entry ], [ %next, %loop ]
  call void @init(ptr %p)
  %next = getelementptr inbounds %struct.T, ptr %p, i64 1
  %done = icmp eq ptr %next, %end
  br i1 %done, label %exit, label %loop
exit:
  ret ptr %a
}
define i32 @main() {
  %x = call ptr @make(i64 4)
  %b = call ptr @_Znam(i64 64)
  %c = alloca ptr
  store ptr %b, ptr %c
  ret i32 0
}
`

// TestPhiWalkNotUnknown: the pointer of a loop walking a block points into the block, and the
// block stays apart from the unknown memory (the cycle through the phi gave it the unknown
// memory, which then held every object so walked).
func TestPhiWalkNotUnknown(t *testing.T) {
	m, err := llvmir.Parse("phiwalk.ll", []byte(phiWalkIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	pt := BuildPoints(p, nil)
	f := p.Lookup("make")
	unknown := pt.Find(pt.Unknown)
	phi := pt.Whole(pt.Loc(f, &llvmir.Value{Kind: llvmir.ValLocal, Name: "p"}))
	block := pt.Whole(pt.Loc(f, &llvmir.Value{Kind: llvmir.ValLocal, Name: "a"}))
	if phi == unknown || block == unknown {
		t.Fatalf("the walked block is the unknown memory (phi %d, block %d, unknown %d)", phi, block, unknown)
	}
	if phi != block {
		t.Errorf("the phi points into class %d, the block is %d", phi, block)
	}
	next := pt.Whole(pt.Loc(f, &llvmir.Value{Kind: llvmir.ValLocal, Name: "next"}))
	if next != block {
		t.Errorf("the next element is in class %d, the block is %d", next, block)
	}
}
