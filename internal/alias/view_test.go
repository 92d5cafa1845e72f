package alias

import (
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// viewIR: @two gets two different arrays, @same one array twice; @withG gets @g and a local,
// @copied receives a pointer read from a struct that memcpy filled (the graph saw only %v
// stored there, not the copy of %w), @cb is a callback whose address escapes to the library. (They call MPI, so they
// are bound the ordinary way, not summarised per call site.)
const viewIR = `
%struct.S = type { ptr }
@g = global [4 x i32] zeroinitializer
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @register(ptr)
declare i32 @MPI_Barrier(i32)

define void @two(ptr %a, ptr %b) {
  store i32 1, ptr %a
  store i32 2, ptr %b
  %r = call i32 @MPI_Barrier(i32 0)
  ret void
}

define void @same(ptr %a, ptr %b) {
  store i32 1, ptr %a
  store i32 2, ptr %b
  %r = call i32 @MPI_Barrier(i32 0)
  ret void
}

define void @twice(ptr %a, ptr %b) {
  store i32 1, ptr %a
  store i32 2, ptr %b
  %r = call i32 @MPI_Barrier(i32 0)
  ret void
}

define void @withG(ptr %a, ptr %b) {
  store i32 1, ptr %a
  store i32 2, ptr %b
  %r = call i32 @MPI_Barrier(i32 0)
  ret void
}

define void @copied(ptr %a, ptr %b) {
  store i32 1, ptr %a
  store i32 2, ptr %b
  %r = call i32 @MPI_Barrier(i32 0)
  ret void
}

define void @cb(ptr %a, ptr %b) {
  store i32 1, ptr %a
  store i32 2, ptr %b
  ret void
}

define i32 @main() {
  %x = alloca [4 x i32]
  %y = alloca [4 x i32]
  %z = alloca [4 x i32]
  %s = alloca %struct.S
  %t = alloca %struct.S
  %w = alloca [4 x i32]
  %v = alloca [4 x i32]
  call void @two(ptr %x, ptr %y)
  call void @same(ptr %z, ptr %z)
  %u1 = alloca [4 x i32]
  %u2 = alloca [4 x i32]
  call void @twice(ptr %u1, ptr %u2)
  call void @twice(ptr %u2, ptr %u1)
  call void @withG(ptr @g, ptr %x)
  store ptr %w, ptr %s
  store ptr %v, ptr %t
  call void @llvm.memcpy.p0.p0.i64(ptr %t, ptr %s, i64 8, i1 false)
  %p = load ptr, ptr %t
  call void @copied(ptr %w, ptr %p)
  call void @register(ptr @cb)
  ret i32 0
}
`

func TestViewApart(t *testing.T) {
	m, err := llvmir.Parse("view.ll", []byte(viewIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	v := BuildPoints(p, nil).freeze(p)
	params := func(name string) (*model.Function, *Object, *Object) {
		f := p.Lookup(name)
		a := New(f)
		return f, a.param(0, "a"), a.param(1, "b")
	}
	for _, c := range []struct {
		fn   string
		want bool
	}{
		{"two", true},     // two different arrays
		{"same", false},   // one array as both
		{"copied", false}, // %p came through memcpy: the graph cannot vouch for it
		{"cb", false},     // called by the library: nothing binds its parameters
	} {
		f, a, b := params(c.fn)
		if got := v.Apart(f, a, b); got != c.want {
			t.Errorf("%s: Apart(a, b) = %v, want %v", c.fn, got, c.want)
		}
	}
	f, a, b := params("withG")
	g := New(f).global("g")
	if !v.Apart(f, b, g) {
		t.Errorf("withG: b (a local array) and @g not apart")
	}
	if v.Apart(f, a, g) {
		t.Errorf("withG: a (given @g) and @g apart")
	}
}

// TestRelateUsesProgram: Relate answers NoAlias for two parameters the program keeps apart,
// MayAlias for two its only call gives the same array of main (evidence of overlap), Unknown
// for two that two calls give the same two arrays crosswise (no evidence either way).
func TestRelateUsesProgram(t *testing.T) {
	m, err := llvmir.Parse("view.ll", []byte(viewIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	for fn, want := range map[string]Relation{"two": NoAlias, "same": MayAlias, "twice": Unknown} {
		a := New(p.Lookup(fn))
		x, y := a.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: "a"}), a.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: "b"})
		if got := Relate(x, 4, y, 4); got != want {
			t.Errorf("%s: Relate(a, b) = %v, want %v", fn, got, want)
		}
	}
}

// TestViewNoMain: without main the program is a library or a part of one: callers elsewhere
// may pass anything, so the View vouches for no parameter.
func TestViewNoMain(t *testing.T) {
	m, err := llvmir.Parse("view.ll", []byte(strings.Replace(viewIR, "@main()", "@driver()", 1)))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	v := BuildPoints(p, nil).freeze(p)
	f := p.Lookup("two")
	a := New(f)
	if v.Apart(f, a.param(0, "a"), a.param(1, "b")) {
		t.Errorf("two: parameters apart in a program without main")
	}
}
