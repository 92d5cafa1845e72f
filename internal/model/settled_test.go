package model_test

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// settledIR: @ok stores argc at the entry, gives it to MPI_Init, then loads it; @late loads
// it before MPI_Init; @twice stores into it again after MPI_Init; @loop calls MPI_Init in a
// loop; @escape passes its address to another function.
const settledIR = `
declare i32 @MPI_Init(ptr, ptr)
declare void @other(ptr)

define i32 @ok(i32 %0, ptr %1) {
  %a = alloca i32
  %v = alloca ptr
  store i32 %0, ptr %a
  store ptr %1, ptr %v
  %r = call i32 @MPI_Init(ptr %a, ptr %v)
  %x = load i32, ptr %a
  ret i32 %x
}

define i32 @late(i32 %0, ptr %1) {
  %a = alloca i32
  %v = alloca ptr
  store i32 %0, ptr %a
  %x = load i32, ptr %a
  %r = call i32 @MPI_Init(ptr %a, ptr %v)
  ret i32 %x
}

define i32 @twice(i32 %0, ptr %1) {
  %a = alloca i32
  %v = alloca ptr
  store i32 %0, ptr %a
  %r = call i32 @MPI_Init(ptr %a, ptr %v)
  store i32 3, ptr %a
  %x = load i32, ptr %a
  ret i32 %x
}

define i32 @loop(i32 %0, ptr %1) {
entry:
  %a = alloca i32
  %v = alloca ptr
  store i32 %0, ptr %a
  br label %head
head:
  %r = call i32 @MPI_Init(ptr %a, ptr %v)
  %c = icmp eq i32 %r, 0
  br i1 %c, label %head, label %out
out:
  %x = load i32, ptr %a
  ret i32 %x
}

define i32 @escape(i32 %0) {
  %a = alloca i32
  store i32 %0, ptr %a
  call void @other(ptr %a)
  %x = load i32, ptr %a
  ret i32 %x
}
`

func TestSettledWrites(t *testing.T) {
	m, err := llvmir.Parse("settled.ll", []byte(settledIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	anyStore := func(*llvmir.Inst) bool { return true }
	mpiInit := func(c *llvmir.Inst) bool { return c.CalledFunction() == "MPI_Init" }
	cases := []struct {
		fn            string
		ok            bool
		stores, calls int
	}{
		{"ok", true, 1, 1},
		{"late", false, 0, 0},   // the load runs before the call
		{"twice", false, 0, 0},  // a store after the call
		{"loop", false, 0, 0},   // the call is in a loop
		{"escape", false, 0, 0}, // another function gets the address
	}
	for _, c := range cases {
		f := p.Lookup(c.fn)
		if f == nil {
			t.Fatalf("no function %s", c.fn)
		}
		var ld *llvmir.Inst
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.Op == "load" && in.Operands[0].Name == "a" {
					ld = in
				}
			}
		}
		stores, calls, ok := f.SettledWrites("a", ld, anyStore, mpiInit)
		if ok != c.ok || len(stores) != c.stores || len(calls) != c.calls {
			t.Errorf("%s: SettledWrites = %d stores, %d calls, %v; want %d, %d, %v", c.fn, len(stores), len(calls), ok, c.stores, c.calls, c.ok)
		}
	}
	// A store the caller does not accept refuses the variable.
	f := p.Lookup("ok")
	var ld *llvmir.Inst
	for _, in := range f.IR.Blocks[0].Insts {
		if in.Op == "load" {
			ld = in
		}
	}
	if _, _, ok := f.SettledWrites("a", ld, func(*llvmir.Inst) bool { return false }, mpiInit); ok {
		t.Errorf("ok: SettledWrites accepted a store its isStore refused")
	}
}
