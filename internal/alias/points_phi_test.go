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

// aggRetIR: @two returns its arguments in a `{ ptr, ptr }` built by insertvalue, @pair one
// loaded from a local struct whose members were stored through getelementptrs (clang's -O0
// std::pair return).
const aggRetIR = `
%pair = type { ptr, ptr }
define { ptr, ptr } @two(ptr %a, ptr %b) {
  %1 = insertvalue { ptr, ptr } undef, ptr %a, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %b, 1
  ret { ptr, ptr } %2
}
define { ptr, ptr } @pair(ptr %a, ptr %b) {
  %r = alloca %pair
  %f0 = getelementptr inbounds %pair, ptr %r, i32 0, i32 0
  store ptr %a, ptr %f0
  %f1 = getelementptr inbounds %pair, ptr %r, i32 0, i32 1
  store ptr %b, ptr %f1
  %v = load { ptr, ptr }, ptr %r
  ret { ptr, ptr } %v
}
define i32 @main() {
  %x = alloca i32
  %y = alloca i32
  %z = alloca i32
  %w = alloca i32
  %r1 = call { ptr, ptr } @two(ptr %x, ptr %y)
  %p1 = extractvalue { ptr, ptr } %r1, 1
  %r2 = call { ptr, ptr } @pair(ptr %z, ptr %w)
  %p2 = extractvalue { ptr, ptr } %r2, 0
  store i32 1, ptr %p1
  store i32 2, ptr %p2
  ret i32 0
}
`

// TestAggregateReturn: a pointer taken out of an aggregate a function returns points to what
// the function put in it, not to the unknown memory.
func TestAggregateReturn(t *testing.T) {
	m, err := llvmir.Parse("aggret.ll", []byte(aggRetIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	pt := BuildPoints(p, nil)
	f := p.Lookup("main")
	loc := func(n string) Class { return pt.Find(pt.Loc(f, &llvmir.Value{Kind: llvmir.ValLocal, Name: n})) }
	unknown := pt.Find(pt.Unknown)
	for _, tc := range []struct{ ext, obj string }{{"p1", "y"}, {"p2", "z"}} {
		if c := loc(tc.ext); c == unknown || c != loc(tc.obj) {
			t.Errorf("%%%s points into class %d, want %%%s's %d (unknown %d)", tc.ext, c, tc.obj, loc(tc.obj), unknown)
		}
	}
	if loc("x") == loc("z") {
		t.Errorf("the two calls' objects were unified")
	}
}
