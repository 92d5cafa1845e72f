package omp

import (
	"reflect"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// skipIR: f has a barrier under a thread-id conditional (a finding); g calls f and has no
// OpenMP call of its own; plain has neither.
const skipIR = `%struct.ident_t = type { i32, i32, i32, i32, ptr }
@s7 = private unnamed_addr constant [16 x i8] c";hand.c;f;7;1;;\00"
@gen = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 15, ptr @s7 }
@i34 = private unnamed_addr constant %struct.ident_t { i32 0, i32 34, i32 0, i32 15, ptr @s7 }

declare i32 @omp_get_thread_num()
declare i32 @__kmpc_global_thread_num(ptr)
declare void @__kmpc_barrier(ptr, i32)

define void @f() {
entry:
  %g = call i32 @__kmpc_global_thread_num(ptr @gen)
  %t = call i32 @omp_get_thread_num()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %then, label %join
then:
  call void @__kmpc_barrier(ptr @i34, i32 %g)
  br label %join
join:
  ret void
}

define void @g() {
  call void @f()
  ret void
}
`

const plainIR = `
define void @plain(ptr %p) {
  %v = load i32, ptr %p
  store i32 %v, ptr %p
  ret void
}
`

func analyseHooked(t *testing.T, src string) (names []string, found []string, res *Result, p *model.Program) {
	t.Helper()
	m, err := llvmir.Parse("skip.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p = model.Build([]*llvmir.Module{m})
	onAnalyse = func(f *model.Function) { names = append(names, f.Name) }
	defer func() { onAnalyse = nil }()
	ds, res := analyse(t, p, false)
	return names, keys(ds), res, p
}

// TestSkipWithoutOpenMP: functions that neither hold nor reach an OpenMP runtime call or a
// fork are not looked into and get the empty summary; the others are analysed as before.
func TestSkipWithoutOpenMP(t *testing.T) {
	names, ks, res, p := analyseHooked(t, plainIR)
	if len(names) != 0 || len(ks) != 0 {
		t.Errorf("program without OpenMP: analysed %v, findings %v; want none", names, ks)
	}
	if s := res.Summaries[p.Lookup("plain")]; s == nil || !reflect.DeepEqual(*s, Summary{}) {
		t.Errorf("summary of plain: %+v, want empty", s)
	}

	names, ks, res, p = analyseHooked(t, skipIR+plainIR)
	if strings.Join(names, " ") != "f g" {
		t.Errorf("analysed %v, want [f g]", names)
	}
	if strings.Join(ks, " ") != "7:"+bd {
		t.Errorf("findings %v, want [7:%s]", ks, bd)
	}
	if s := res.Summaries[p.Lookup("g")]; s == nil || s.Barriers != 0 || len(s.TopLevel) != 1 {
		t.Errorf("summary of g: %+v, want no barrier on every path and one at top level", s)
	}
	if s := res.Summaries[p.Lookup("plain")]; s == nil || !reflect.DeepEqual(*s, Summary{}) {
		t.Errorf("summary of plain: %+v, want empty", s)
	}
}
