package llvmir

import (
	"strconv"
	"strings"
	"testing"
)

func TestProblemRecovery(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		problems []string // substrings, one per expected problem, in order
		check    func(t *testing.T, m *Module)
	}{
		{"garbage instruction", `
define void @f() {
  %1 = add i32 1, 2
  %2 = frobnicate ??? !! ~~
  %3 = add i32 %1, 3
  ret void
}
`, []string{`4:8: unknown instruction "frobnicate"`, "4:19: unexpected character '?'"}, func(t *testing.T, m *Module) {
			all := insts(m, "f")
			if len(all) != 4 || all[1].Op != "frobnicate" || all[2].Operands[0].Name != "1" || all[3].Op != "ret" {
				t.Errorf("recovery: %s", dump(m))
			}
		}},
		{"unknown opcode with well-formed operands", `
define i32 @f(i32 %x) {
  %1 = frobnicate i32 %x, 3
  %2 = add i32 %1, 1
  ret i32 %2
}
`, []string{`3:8: unknown instruction "frobnicate"`}, func(t *testing.T, m *Module) {
			// The problem makes the run incomplete; the instruction and its operands are kept.
			all := insts(m, "f")
			if len(all) != 3 || all[0].Op != "frobnicate" || len(all[0].Operands) != 2 || all[0].Operands[0].Name != "x" {
				t.Errorf("unknown opcode: %s", dump(m))
			}
		}},
		{"ptrtoaddr (LLVM 22) is a cast, not a problem", `
define i64 @f(ptr %p) {
  %1 = ptrtoaddr ptr %p to i64
  ret i64 %1
}
`, nil, func(t *testing.T, m *Module) {
			all := insts(m, "f")
			if len(all) != 2 || all[0].Op != "ptrtoaddr" || all[0].Type != "i64" || len(all[0].Operands) != 1 || all[0].Operands[0].Name != "p" {
				t.Errorf("ptrtoaddr: %s", dump(m))
			}
		}},
		{"unterminated call arguments spanning lines", `
define void @f() {
  call void @g(i32 1,
               i32 2
  call void @h()
  ret void
}
declare void @g(i32, i32)
declare void @h()
`, []string{"4:21: unterminated argument list"}, func(t *testing.T, m *Module) {
			// The unbalanced call stops before the next instruction.
			all := insts(m, "f")
			if len(all) != 3 || all[1].CalledFunction() != "h" || all[2].Op != "ret" {
				t.Errorf("recovery: %s", dump(m))
			}
		}},
		{"multi-line call arguments", `
define void @f() {
  call void @g(i32 1,
               i32 2)
  ret void
}
declare void @g(i32, i32)
`, nil, func(t *testing.T, m *Module) {
			all := insts(m, "f")
			if len(all) != 2 || len(all[0].Args) != 2 || !strings.HasSuffix(text(m, all[0].Span), "i32 2)") {
				t.Errorf("multi-line call: %s", dump(m))
			}
		}},
		{"undefined label", `
define void @f() {
  br label %nowhere
}
`, []string{"undefined label %nowhere"}, func(t *testing.T, m *Module) {
			if in := op(m, "f", "br"); len(in.Succs) != 0 {
				t.Errorf("succs of undefined label kept: %s", dump(m))
			}
		}},
		{"undefined phi block keeps operands parallel", `
define i32 @f() {
  br label %1
1:
  %2 = phi i32 [ 0, %0 ], [ 1, %9 ]
  ret i32 %2
}
`, []string{"undefined label %9"}, func(t *testing.T, m *Module) {
			in := op(m, "f", "phi")
			if len(in.PhiBlocks) != 2 || in.PhiBlocks[0] == nil || in.PhiBlocks[1] != nil {
				t.Errorf("phi blocks: %v", in.PhiBlocks)
			}
		}},
		{"unknown top-level line", `
frobnicate the module
@g = global i32 0
`, []string{"2:1: unknown top-level entity \"frobnicate\""}, func(t *testing.T, m *Module) {
			if m.Global("g") == nil {
				t.Error("global after garbage lost")
			}
		}},
		{"unclosed function", `
define void @f() {
  ret void
define void @g() {
  ret void
}
`, []string{"not closed"}, func(t *testing.T, m *Module) {
			if m.Func("g") == nil || len(insts(m, "g")) != 1 {
				t.Errorf("function after unclosed one lost: %s", dump(m))
			}
		}},
		{"bad header", `
define @f() {
  ret void
}
@g = global i32 0
`, []string{"expected the function's return type"}, func(t *testing.T, m *Module) {
			if m.Global("g") == nil {
				t.Error("global after bad function lost")
			}
		}},
		{"unterminated string", `
@s = constant [2 x i8] c"ab
@g = global i32 0
`, []string{"unterminated string"}, func(t *testing.T, m *Module) {
			if m.Global("g") == nil {
				t.Error("global after bad string lost")
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := mustParse(t, tc.src)
			if len(m.Problems) != len(tc.problems) {
				t.Errorf("problems = %v, want %d", m.Problems, len(tc.problems))
			}
			for i, want := range tc.problems {
				if i < len(m.Problems) && !strings.Contains(m.Problems[i].String(), want) {
					t.Errorf("problem %d = %q, want %q", i, m.Problems[i], want)
				}
			}
			tc.check(t, m)
		})
	}
}

func TestNotIR(t *testing.T) {
	for _, src := range []string{
		"BC\xc0\xde\x35\x14\x00\x00",
		"#include <stdio.h>\nint main() { return 0; }\n",
		"\x00\x01\x02binary",
		"hello world\n",
		// Nothing at all is not a module either: an empty .ll is a failed or cut write.
		"", "; just a comment\n", "\n\n",
	} {
		if m, err := Parse("x", []byte(src)); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", src, m.Problems)
		}
	}
}

func TestProblemString(t *testing.T) {
	if s := (Problem{Line: 3, Col: 7, Msg: "bad"}).String(); s != "3:7: bad" {
		t.Errorf("String = %q", s)
	}
}

func TestLineCol(t *testing.T) {
	m := mustParse(t, "; a\n\n@g = global i32 0\n")
	for _, tc := range []struct{ off, line, col int }{
		{0, 1, 1}, {3, 1, 4}, {4, 2, 1}, {5, 3, 1}, {7, 3, 3}, {1000, 4, 1}, {-1, 1, 1},
	} {
		if l, c := m.LineCol(tc.off); l != tc.line || c != tc.col {
			t.Errorf("LineCol(%d) = %d:%d, want %d:%d", tc.off, l, c, tc.line, tc.col)
		}
	}
	var zero Module
	zero.Src = []byte("a\nb")
	if l, c := zero.LineCol(2); l != 2 || c != 1 {
		t.Errorf("zero module LineCol = %d:%d", l, c)
	}
}

const mdModule = `
define void @f() !dbg !10 {
  call void @g(), !dbg !20
  call void @g(), !dbg !21
  call void @g(), !dbg !22
  call void @g(), !dbg !23
  call void @g(), !dbg !30
  ret void
}
define void @nodbg() {
  ret void
}
declare void @g()
!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang \22x\22, y", isOptimized: false)
!1 = !DIFile(filename: "omp_mpi.c", directory: "/home/u/dir with space")
!2 = !DIFile(filename: "inc/h\22q\22.h", directory: "/home/u")
!3 = !DINamespace(name: "ns", scope: null)
!10 = distinct !DISubprogram(name: "work", linkageName: "_ZN7Derived4workEi", scope: !3, file: !1, line: 42, type: !11, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !{})
!11 = !DISubroutineType(types: !{null})
!12 = distinct !DILexicalBlock(scope: !10, file: !1, line: 43, column: 3)
!13 = !DILexicalBlockFile(scope: !12, file: !2, discriminator: 0)
!14 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 53, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 44, column: 5, scope: !12)
!21 = !DILocation(line: 7, column: 1, scope: !13)
!22 = !DILocation(line: 0, scope: !10)
!23 = !DILocation(line: 54, column: 9, scope: !14, inlinedAt: !20)
!30 = !{!"not a location"}
`

func TestLocations(t *testing.T) {
	m := mustParse(t, mdModule)
	if len(m.Problems) > 0 {
		t.Fatal(m.Problems)
	}
	calls := insts(m, "f")
	tests := []struct {
		dbg  int
		want string
	}{
		{int(calls[0].Dbg), "omp_mpi.c:44:5 work _ZN7Derived4workEi /home/u/dir with space true"},
		{int(calls[1].Dbg), `inc/h"q".h:7:1 work _ZN7Derived4workEi /home/u true`},
		{int(calls[2].Dbg), "omp_mpi.c:0:0 work _ZN7Derived4workEi /home/u/dir with space true"},
		{int(calls[3].Dbg), "omp_mpi.c:54:9 .omp_outlined._debug__.1  /home/u/dir with space true"},
		{int(calls[4].Dbg), ":0:0    false"},
		{99, ":0:0    false"}, // not defined (Parse rejects a module that uses it)
		{-1, ":0:0    false"},
		{1 << 40, ":0:0    false"},
	}
	for _, tc := range tests {
		l := m.Location(tc.dbg)
		got := strings.Join([]string{l.File + ":" + itoa(l.Line) + ":" + itoa(l.Col), l.Func, l.LinkageName, l.Dir, map[bool]string{true: "true", false: "false"}[l.Known]}, " ")
		if got != tc.want {
			t.Errorf("Location(%d) = %q, want %q", tc.dbg, got, tc.want)
		}
	}
	if l := m.Location(int(calls[3].Dbg)); l.InlinedAt == nil || l.InlinedAt.Line != 44 || l.InlinedAt.Func != "work" {
		t.Errorf("inlinedAt = %+v", l.InlinedAt)
	}
	fl := m.FuncLocation(m.Func("f"))
	if !fl.Known || fl.Line != 42 || fl.Func != "work" || fl.LinkageName != "_ZN7Derived4workEi" || fl.File != "omp_mpi.c" {
		t.Errorf("FuncLocation(f) = %+v", fl)
	}
	if fl := m.FuncLocation(m.Func("nodbg")); fl.Known || fl.Line != 0 || fl.Func != "nodbg" {
		t.Errorf("FuncLocation(nodbg) = %+v", fl)
	}
	// Concurrent use.
	done := make(chan bool)
	for i := 0; i < 4; i++ {
		go func() {
			for j := 0; j < 100; j++ {
				m.Location(int(calls[j%4].Dbg))
				m.LineCol(j)
			}
			done <- true
		}()
	}
	for i := 0; i < 4; i++ {
		<-done
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

func TestDemangleFortran(t *testing.T) {
	for in, want := range map[string]string{
		"_QPfoo":                 "foo",
		"_QQmain":                "main",
		"_QMmodPsub":             "mod::sub",
		"_QMmodSsmodFhostPinner": "mod::smod::host::inner",
		"_QFsubEx":               "sub::x",
		"_QBblk":                 "blk",
		"_QMmodECpi":             "mod::pi",
		"_QQmain..omp_par":       "main..omp_par",
		"_QQmain..omp_par.1":     "main..omp_par.1",
		"_QPwork..omp_par":       "work..omp_par",
		"_QQcl.48656C6C6F":       "_QQcl.48656C6C6F",
		"mpi_barrier_":           "mpi_barrier_",
		"main":                   "main",
		"_Q":                     "_Q",
		"_QPx_y2":                "x_y2",
		"_Qbad":                  "_Qbad",
	} {
		if got := DemangleFortran(in); got != want {
			t.Errorf("DemangleFortran(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestValueBase(t *testing.T) {
	var nilv *Value
	if nilv.Base() != nil {
		t.Error("nil Base")
	}
	m := mustParse(t, `@x = global ptr addrspacecast (ptr addrspace(1) bitcast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @y, i64 1) to ptr addrspace(1)) to ptr)
@y = external addrspace(1) global i8`)
	if b := m.Global("x").Init.Base(); b.Kind != ValGlobal || b.Name != "y" {
		t.Errorf("Base = %s", dumpVal(b))
	}
	var in *Inst
	if in.CalledFunction() != "" {
		t.Error("nil inst CalledFunction")
	}
}

func TestHelpers(t *testing.T) {
	m := mustParse(t, mdModule)
	f := m.Func("f")
	term := f.Blocks[0].Terminator()
	if term == nil || term.Op != "ret" || m.Text(term.Span) != "ret void" {
		t.Errorf("Terminator = %+v", term)
	}
	if m.Text(Span{-1, 3}) != "" || m.Text(Span{0, int32(len(m.Src) + 1)}) != "" {
		t.Error("Text out of range")
	}
	if l := m.InstLocation(f.Blocks[0].Insts[0]); l.Line != 44 {
		t.Errorf("InstLocation = %+v", l)
	}
	var b *Block
	if b.Terminator() != nil || m.InstLocation(nil).Known {
		t.Error("nil helpers")
	}
}

func TestVariableName(t *testing.T) {
	m := mustParse(t, `
define void @f(i32 %c, i32 %"c d") {
  call void @llvm.dbg.declare(metadata i32 %"c d", metadata !5, metadata !DIExpression())
  ret void
}
!5 = !DILocalVariable(name: "comm", arg: 1, scope: !6, file: !7, line: 3, type: !8)
!9 = distinct !DIGlobalVariable(name: "g\22x", scope: !6)
!10 = !DILocation(line: 1, scope: !6)
!6 = distinct !DISubprogram(name: "f", scope: !7, file: !7, line: 2)
!7 = !DIFile(filename: "v.c", directory: "/d")
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
`)
	d := insts(m, "f")[0]
	id := MetadataRef(d.Args[1])
	if id != 5 || m.VariableName(id) != "comm" {
		t.Errorf("MetadataRef = %d, VariableName = %q", id, m.VariableName(id))
	}
	if m.VariableName(9) != `g"x` || m.VariableName(10) != "" || m.VariableName(-1) != "" {
		t.Error("VariableName of other nodes")
	}
	if MetadataRef(nil) != -1 || MetadataRef(d.Args[0]) != -1 {
		t.Error("MetadataRef of non-references")
	}
}

func TestGlobalSourceName(t *testing.T) {
	m := mustParse(t, `
@_QFEdbuf = internal global [10 x double] zeroinitializer, !dbg !3
@nodbg = global i32 0
@other = global i32 0, !dbg !5
!3 = !DIGlobalVariableExpression(var: !4, expr: !DIExpression())
!4 = distinct !DIGlobalVariable(name: "dbuf", scope: !6, file: !7, line: 8, type: !8, isLocal: true, isDefinition: true)
!5 = !DILocation(line: 1, scope: !6)
!6 = distinct !DISubprogram(name: "f", scope: !7, file: !7, line: 2)
!7 = !DIFile(filename: "v.f90", directory: "/d")
!8 = !DIBasicType(name: "real", size: 64, encoding: DW_ATE_float)
`)
	for name, want := range map[string]string{"_QFEdbuf": "dbuf", "nodbg": "", "other": ""} {
		if got := m.GlobalSourceName(m.Global(name)); got != want {
			t.Errorf("GlobalSourceName(@%s) = %q, want %q", name, got, want)
		}
	}
	if m.GlobalSourceName(nil) != "" {
		t.Error("GlobalSourceName(nil) is not empty")
	}
}
