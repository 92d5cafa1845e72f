package llvmir

import (
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

const dropSrc = `; ModuleID = 'd.c'
source_filename = "d.c"

%struct.S = type { i32, [4 x double] }

@g = global i32 0, align 4
@arr = global [4 x i32] zeroinitializer

define i32 @f(ptr %p, i32 %n) #0 personality ptr @__gxx_personality_v0 !dbg !5 {
entry:
  %s = alloca %struct.S, align 8
  %0 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1, !dbg !8
  %1 = load i32, ptr @g, align 4, !dbg !8
  %add = add nsw i32 %1, %n, !dbg !8
  %2 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 2), align 4
  %cmp = icmp slt i32 %add, %2
  invoke void @h(ptr %p) to label %ok unwind label %lp, !dbg !8

ok:
  ret i32 %add

lp:
  %3 = landingpad { ptr, i32 }
          catch ptr null
  ret i32 0
}

declare void @h(ptr)

declare i32 @__gxx_personality_v0(...)

attributes #0 = { noinline }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", emissionKind: FullDebug)
!1 = !DIFile(filename: "d.c", directory: "/src")
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, unit: !0)
!8 = !DILocation(line: 7, column: 9, scope: !5)
`

// TestDropBodies: the text of the instructions the analyses read stays (getelementptr, also
// inside a constant expression, alloca, add, landingpad), the others' answers "", every
// other answer of the module is unchanged, and the old text is collected.
func TestDropBodies(t *testing.T) {
	m := mustParse(t, dropSrc)
	m.Compact()
	type answer struct{ text, result, typ, ops string }
	answers := func() (out []answer) {
		for _, f := range m.Funcs {
			for _, b := range f.Blocks {
				for _, in := range b.Insts {
					var ops []string
					for _, v := range in.Operands {
						ops = append(ops, v.Type+" "+v.Name+" "+v.Text)
					}
					out = append(out, answer{m.Text(in.Span), in.Result, in.Type, strings.Join(ops, ",")})
				}
			}
		}
		return out
	}
	before := answers()
	loc := m.InstLocation(m.Funcs[0].Blocks[0].Insts[1])
	types := NewTypes(m.src).named
	var freed atomic.Bool
	runtime.SetFinalizer(&m.Src[0], func(*byte) { freed.Store(true) })
	if DropBodies([]*Module{m}) <= 0 {
		t.Fatal("nothing saved")
	}
	after := answers()
	if len(after) != len(before) {
		t.Fatalf("%d instructions, want %d", len(after), len(before))
	}
	kept := 0
	for i, a := range after {
		b := before[i]
		if a.result != b.result || a.typ != b.typ || a.ops != b.ops {
			t.Errorf("instruction %d: %+v, want %+v", i, a, b)
		}
		switch {
		case a.text == b.text:
			kept++
		case a.text != "":
			t.Errorf("instruction %d's text %q, want %q or nothing", i, a.text, b.text)
		}
	}
	for _, op := range []string{"alloca", "getelementptr", "add", "landingpad"} {
		if in := op2(m, op); in == nil || m.Text(in.Span) == "" || !strings.Contains(m.Text(in.Span), op) {
			t.Errorf("text of %s dropped", op)
		}
	}
	if in := m.Funcs[0].Blocks[0].Insts[2]; m.Text(in.Span) != "" {
		t.Errorf("load's text kept: %q", m.Text(in.Span))
	}
	if in := m.Funcs[0].Blocks[0].Insts[4]; !strings.Contains(m.Text(in.Span), "getelementptr inbounds ([4 x i32]") {
		t.Errorf("text of a load through a constant getelementptr dropped: %q", m.Text(in.Span))
	}
	if kept != 5 {
		t.Errorf("%d texts kept, want 5", kept)
	}
	if got := m.InstLocation(m.Funcs[0].Blocks[0].Insts[1]); got != loc || !got.Known {
		t.Errorf("location %+v, want %+v", got, loc)
	}
	if got := NewTypes(m.src).named; len(got) != len(types) || got["struct.S"] != types["struct.S"] {
		t.Errorf("types %v, want %v", got, types)
	}
	if m.Func("f") == nil || m.Global("arr") == nil || m.Text(m.Globals[0].Span) != "@g = global i32 0, align 4" {
		t.Errorf("function, global or global's text lost")
	}
	for i := 0; i < 10 && !freed.Load(); i++ {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if !freed.Load() {
		t.Error("the old text is still alive")
	}
	if DropBodies([]*Module{m}) != 0 {
		t.Error("a second DropBodies dropped more")
	}
}

func op2(m *Module, op string) *Inst {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Op == op {
					return in
				}
			}
		}
	}
	return nil
}
