package llvmir

import (
	"strings"
	"testing"
)

// The calls of the debug intrinsics are read as LLVM 19's debug records: a declare of a local
// it can name becomes a Declare, the others are dropped; anything else stays an instruction.
func TestDebugCallsAsRecords(t *testing.T) {
	m := mustParse(t, `
%struct.S = type { i32 }
define void @f(ptr %p) {
  %1 = alloca i32*, align 8
  %s = alloca %struct.S*, align 8
  call void @llvm.dbg.declare(metadata i32** %1, metadata !5, metadata !DIExpression()), !dbg !7
  tail call void @llvm.dbg.declare(metadata %struct.S** %s, metadata !6, metadata !DIExpression()) #2, !dbg !7
  call void @llvm.dbg.value(metadata ptr %p, metadata !5, metadata !DIExpression()), !dbg !7
  call void @llvm.dbg.label(metadata !8), !dbg !7
  call void @llvm.dbg.declare(metadata ptr undef, metadata !6, metadata !DIExpression()), !dbg !7
  call void @llvm.dbg.addr(metadata ptr %p, metadata !6, metadata !DIExpression()), !dbg !7
  call void @llvm.donotdrop(metadata ptr %p)
  ret void
}
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)
declare void @llvm.dbg.addr(metadata, metadata, metadata)
declare void @llvm.donotdrop(metadata)
attributes #2 = { nounwind }
!5 = !DILocalVariable(name: "x", scope: !9)
!6 = !DILocalVariable(name: "s", scope: !9)
!7 = !DILocation(line: 1, scope: !9)
!8 = !DILabel(scope: !9, name: "l", file: !10, line: 1)
!9 = distinct !DISubprogram(name: "f", file: !10)
!10 = !DIFile(filename: "v.c", directory: "/d")
`)
	if len(m.Problems) != 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	f := m.Func("f")
	want := []Declare{{Local: "1", Var: 5}, {Local: "s", Var: 6}}
	if len(f.Declares) != 2 || f.Declares[0] != want[0] || f.Declares[1] != want[1] {
		t.Errorf("declares = %+v, want %+v", f.Declares, want)
	}
	var kept []string
	for _, in := range insts(m, "f") {
		kept = append(kept, in.Op+" "+in.CalledFunction())
	}
	// The declare of undef names no local, llvm.dbg.addr is not one of LLVM 19's records.
	if got := strings.Join(kept, ","); got != "alloca ,alloca ,call llvm.dbg.declare,call llvm.dbg.addr,call llvm.donotdrop,ret " {
		t.Errorf("instructions kept: %s", got)
	}
}

// A malformed call of a debug intrinsic is reported as any malformed call is.
func TestDebugCallProblems(t *testing.T) {
	for _, body := range []string{
		"  call void @llvm.dbg.value(metadata ptr %p, metadata !5, metadata !DIExpression()), !dbg !5 $\n",
		"  call void @llvm.dbg.declare(metadata ptr %p, metadata !5, metadata !DIExpression()) ?\n",
	} {
		m, err := Parse("t.ll", []byte("define void @f(ptr %p) {\n"+body+"  ret void\n}\n!5 = !{}\n"))
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Problems) != 1 || !strings.Contains(m.Problems[0].Msg, "unexpected character") || m.Problems[0].Line != 2 {
			t.Errorf("%q: problems = %v", body, m.Problems)
		}
	}
}
