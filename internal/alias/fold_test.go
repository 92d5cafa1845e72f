package alias

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// foldIR: a level holds an array of two communicators {recv, send}, indexed by a variable;
// @build fills recv of element i with @ga and send of element j with @gb; @use reads
// recv and send of element k (HPGMG's exchange_ghosts[shape].recv_buffers). @same fills
// both fields from @ga; @stepped reads through a stepped pointer p[i].send.
const foldIR = `
%struct.comm = type { ptr, ptr }
%struct.level = type { i32, [2 x %struct.comm] }
@ga = global i32 0
@gb = global i32 0
@lv = global %struct.level zeroinitializer
@lw = global %struct.level zeroinitializer
@cs = global [4 x %struct.comm] zeroinitializer
declare i32 @MPI_Barrier(i32)
define void @build(ptr %l, i64 %i, i64 %j) {
  %r = getelementptr %struct.level, ptr %l, i64 0, i32 1, i64 %i, i32 0
  store ptr @ga, ptr %r
  %s = getelementptr %struct.level, ptr %l, i64 0, i32 1, i64 %j, i32 1
  store ptr @gb, ptr %s
  ret void
}
define void @same(ptr %l, i64 %i) {
  %r = getelementptr %struct.level, ptr %l, i64 0, i32 1, i64 %i, i32 0
  store ptr @ga, ptr %r
  %s = getelementptr %struct.level, ptr %l, i64 0, i32 1, i64 1, i32 1
  store ptr @ga, ptr %s
  ret void
}
define void @use(ptr %l, i64 %k) {
  %rp = getelementptr %struct.level, ptr %l, i64 0, i32 1, i64 %k, i32 0
  %recv = load ptr, ptr %rp
  %sp = getelementptr %struct.level, ptr %l, i64 0, i32 1, i64 %k, i32 1
  %send = load ptr, ptr %sp
  store i32 1, ptr %recv
  store i32 2, ptr %send
  %x = call i32 @MPI_Barrier(i32 0)
  ret void
}
define void @stepped(ptr %p, i64 %i) {
  %sp = getelementptr %struct.comm, ptr %p, i64 %i, i32 1
  %send = load ptr, ptr %sp
  %rp = getelementptr %struct.comm, ptr %p, i64 %i
  %recv = load ptr, ptr %rp
  store i32 1, ptr %recv
  store i32 2, ptr %send
  %x = call i32 @MPI_Barrier(i32 0)
  ret void
}
define i32 @main(i64 %i) {
  call void @build(ptr @lv, i64 %i, i64 1)
  call void @use(ptr @lv, i64 %i)
  call void @same(ptr @lw, i64 %i)
  call void @use(ptr @lw, i64 0)
  %c1 = getelementptr [4 x %struct.comm], ptr @cs, i64 0, i64 %i, i32 1
  store ptr @gb, ptr %c1
  %c0 = getelementptr [4 x %struct.comm], ptr @cs, i64 0, i64 2, i32 0
  store ptr @ga, ptr %c0
  %c = getelementptr [4 x %struct.comm], ptr @cs, i64 0, i64 0
  call void @stepped(ptr %c, i64 %i)
  ret i32 0
}
`

// TestInclusionFolds: an array of structures indexed by a variable keeps its fields apart
// (one element stands for all), and what two fields of some element hold is told apart.
func TestInclusionFolds(t *testing.T) {
	m, err := llvmir.Parse("fold.ll", []byte(foldIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	s := BuildInclusion(p, nil)
	f := p.Lookup("use")
	for v, want := range map[string][]string{
		"recv": {"@ga"},        // element k's recv: @ga (lv), @ga (lw)
		"send": {"@ga", "@gb"}, // element k's send: @gb (lv), @ga (lw, element 1)
	} {
		if got := s.PointsTo(f, v); !slices.Equal(got, want) {
			t.Errorf("use: %%%s -> %v, want %v", v, got, want)
		}
	}
	for fn, want := range map[string]Relation{"use": MayAlias, "stepped": NoAlias} {
		a := New(p.Lookup(fn))
		x, y := a.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: "recv"}), a.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: "send"})
		if x.Obj == nil || x.Obj.Kind != Deref || y.Obj == nil || y.Obj.Kind != Deref || x.Obj == y.Obj {
			t.Fatalf("%s: %v and %v, want two objects read from memory", fn, x, y)
		}
		if got := Relate(x, 4, y, 4); got != want {
			t.Errorf("%s: Relate(l[k].recv, l[k].send) = %v, want %v", fn, got, want)
		}
	}
}
