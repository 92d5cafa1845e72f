package dependence

import (
	"github.com/parcoach/parcoach/internal/alias"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// The shapes flang gives a mode argument, a CHARACTER assignment and a CHARACTER dummy.
const flangShapesIR = `
@line = global [8 x [1 x i8]] zeroinitializer
@sel = global [8 x [1 x i8]] zeroinitializer
@mask = global [8 x [1 x i8]] zeroinitializer

declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)

define void @getline(ptr %mode, ptr %l) {
  %m = load i32, ptr %mode
  %neg = icmp slt i32 %m, 0
  br i1 %neg, label %copy, label %select
copy:
  call void @llvm.memmove.p0.p0.i64(ptr @line, ptr %l, i64 8, i1 false)
  br label %done
select:
  call void @llvm.memmove.p0.p0.i64(ptr @sel, ptr %l, i64 8, i1 false)
  br label %done
done:
  ret void
}

define void @init(ptr %cmask, i64 %len) {
  %a = insertvalue { ptr, i64 } undef, ptr %cmask, 0
  %b = insertvalue { ptr, i64 } %a, i64 %len, 1
  %p = extractvalue { ptr, i64 } %b, 0
  %n = extractvalue { ptr, i64 } %b, 1
  %big = icmp sgt i64 %n, 8
  %k = select i1 %big, i64 8, i64 %n
  call void @llvm.memmove.p0.p0.i64(ptr @mask, ptr %p, i64 %k, i1 false)
  %rest = sub i64 8, %k
  br label %head
head:
  %i = phi i64 [ %k, %0 ], [ %i1, %pad ]
  %left = phi i64 [ %rest, %0 ], [ %left1, %pad ]
  %more = icmp sgt i64 %left, 0
  br i1 %more, label %pad, label %out
pad:
  %e = getelementptr [8 x [1 x i8]], ptr @mask, i32 0, i64 %i
  store [1 x i8] c" ", ptr %e
  %i1 = add i64 %i, 1
  %left1 = sub i64 %left, 1
  br label %head
out:
  ret void
}

define void @main() {
  %t = alloca i32
  %buf = alloca [8 x [1 x i8]]
  store i32 -1, ptr %t
  call void @getline(ptr %t, ptr %buf)
  ret void
}
`

func parseFlangShapes(t *testing.T) *model.Program {
	t.Helper()
	m, err := llvmir.Parse("shapes.ll", []byte(flangShapesIR))
	if err != nil {
		t.Fatal(err)
	}
	return model.Build([]*llvmir.Module{m})
}

// TestConstantModeFoldsBranch: getline(-1) runs the `mode < 0` side only (the first successor
// of the branch), so it can write @line but not @sel.
func TestConstantModeFoldsBranch(t *testing.T) {
	p := parseFlangShapes(t)
	pt, _ := alias.ProgramPoints(p)
	s := newSolver(Processes, p, pt, false)
	main, getline := p.Lookup("main"), p.Lookup("getline")
	var call *llvmir.Inst
	for _, in := range main.IR.Blocks[0].Insts {
		if in.CalledFunction() == "getline" {
			call = in
		}
	}
	live := s.liveBlocks(main, call, getline)
	if live == nil {
		t.Fatal("no branch folded")
	}
	for i, b := range getline.IR.Blocks {
		want := b.Name != "select"
		if live[i] != want {
			t.Errorf("block %s live %v, want %v", b.Name, live[i], want)
		}
	}
}

// TestCharacterAssignment: a memmove of the variable's whole size, or one followed by the
// blank-padding loop, replaces the variable; the CHARACTER dummy it copies from, reached
// through insertvalue/extractvalue, is read-only.
func TestCharacterAssignment(t *testing.T) {
	p := parseFlangShapes(t)
	for _, name := range []string{"getline", "init"} {
		f := p.Lookup(name)
		n := 0
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.CalledFunction() == "llvm.memmove.p0.p0.i64" {
					n++
					if charAssignTarget(f, in) == nil {
						t.Errorf("%s: %s not taken for a character assignment", name, in.Block.Name)
					}
				}
			}
		}
		if n == 0 {
			t.Fatalf("%s: no memmove", name)
		}
	}
	ro := readOnlyParams(p)
	if !ro[paramKey{Fn: p.Lookup("init"), I: 0}] {
		t.Error("init's CHARACTER dummy is not read-only")
	}
}
