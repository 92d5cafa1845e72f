package model_test

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// usesIR: main calls mid, which calls put (MPI_Put); main also calls isend (MPI_Isend +
// MPI_Wait) and MPI_Barrier; rec and rec2 call each other and rec forks a parallel region
// whose body has a barrier; plain does nothing.
const usesIR = `
%struct.ident_t = type { i32, i32, i32, i32, ptr }

declare i32 @MPI_Put(ptr, i32, i32, i32, i64, i32, i32, i32)
declare i32 @MPI_Isend(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)
declare i32 @MPI_Barrier(i32)
declare void @__kmpc_fork_call(ptr, i32, ptr, ...)
declare void @__kmpc_barrier(ptr, i32)

define void @put(ptr %b) {
  %1 = call i32 @MPI_Put(ptr %b, i32 1, i32 1, i32 0, i64 0, i32 1, i32 1, i32 1)
  ret void
}

define void @mid(ptr %b) {
  call void @put(ptr %b)
  ret void
}

define void @isend(ptr %b, ptr %r) {
  %1 = call i32 @MPI_Isend(ptr %b, i32 1, i32 1, i32 0, i32 0, i32 1, ptr %r)
  %2 = call i32 @MPI_Wait(ptr %r, ptr null)
  ret void
}

define internal void @region(ptr %gtid, ptr %btid) {
  call void @__kmpc_barrier(ptr null, i32 0)
  ret void
}

define void @rec(i32 %n) {
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 0, ptr @region)
  call void @rec2(i32 %n)
  ret void
}

define void @rec2(i32 %n) {
  call void @rec(i32 %n)
  ret void
}

define void @plain() {
  ret void
}

define i32 @main() {
  %b = alloca i32
  %r = alloca i32
  call void @mid(ptr %b)
  call void @isend(ptr %b, ptr %r)
  %1 = call i32 @MPI_Barrier(i32 1)
  ret i32 0
}
`

func TestUsesAndReaches(t *testing.T) {
	m, err := llvmir.Parse("uses.ll", []byte(usesIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	const (
		rma  = model.UsesRMA
		req  = model.UsesRequest
		omp  = model.UsesOpenMP
		coll = model.UsesCollective
	)
	cases := []struct {
		fn         string
		own, reach model.Uses
	}{
		{"put", rma, rma},
		{"mid", 0, rma},
		{"isend", req, req},
		{"region", omp, omp},
		{"rec", omp, omp}, // the fork is its own event; rec2 reaches it through the cycle
		{"rec2", 0, omp},
		{"plain", 0, 0},
		{"main", coll, rma | req | coll},
	}
	for _, c := range cases {
		f := p.Lookup(c.fn)
		if f == nil {
			t.Fatalf("no function %s", c.fn)
		}
		if got := p.Uses(f); got != c.own {
			t.Errorf("Uses(%s) = %b, want %b", c.fn, got, c.own)
		}
		if got := p.Reaches(f); got != c.reach {
			t.Errorf("Reaches(%s) = %b, want %b", c.fn, got, c.reach)
		}
	}
	if got, want := p.AnyUses(), rma|req|omp|coll; got != want {
		t.Errorf("AnyUses = %b, want %b", got, want)
	}
	if !p.Reaches(p.Lookup("main")).Has(rma|omp) || p.Reaches(p.Lookup("main")).Has(omp) {
		t.Errorf("Has: main reaches RMA but no OpenMP")
	}
}
