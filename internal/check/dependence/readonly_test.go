package dependence

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

const readOnlyIR = `
declare i32 @MPI_Send(ptr, i32, i32, i32, i32, i32)
declare i32 @MPI_Recv(ptr, i32, i32, i32, i32, i32, ptr)

define void @sends(ptr %y) {
  %r = call i32 @MPI_Send(ptr %y, i32 1, i32 1275069445, i32 0, i32 0, i32 1140850688)
  ret void
}

define void @receives(ptr %z) {
  %r = call i32 @MPI_Recv(ptr %z, i32 1, i32 1275069445, i32 0, i32 0, i32 1140850688, ptr null)
  ret void
}
define i32 @loads(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define void @stores(ptr %q) {
  store i32 1, ptr %q
  ret void
}

define i32 @passes(ptr %r) {
  %v = call i32 @loads(ptr %r)
  ret i32 %v
}

define void @passesToWriter(ptr %s) {
  call void @stores(ptr %s)
  ret void
}

define ptr @loadsPointer(ptr %t) {
  %v = load ptr, ptr %t
  ret ptr %v
}

define i32 @copied(ptr %u) {
  %slot = alloca ptr
  store ptr %u, ptr %slot
  %c = load ptr, ptr %slot
  %v = load i32, ptr %c
  ret i32 %v
}

define ptr @escapes(ptr %w) {
  ret ptr %w
}

define i32 @recursive(ptr %x, i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i32 %n, 1
  %r = call i32 @recursive(ptr %x, i32 %m)
  ret i32 %r
done:
  %v = load i32, ptr %x
  ret i32 %v
}
`

// TestReadOnlyParams: a parameter only loaded through (directly, through clang's -O0 stack
// copy, passed on to such parameters, recursion included, or given to MPI as a send buffer)
// is read-only; a store through it, passing it to a writer (MPI_Recv's buffer too), loading a
// pointer through it or letting it escape is not.
func TestReadOnlyParams(t *testing.T) {
	m, err := llvmir.Parse("ro.ll", []byte(readOnlyIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	ro := readOnlyParams(p)
	for name, want := range map[string]bool{
		"loads": true, "stores": false, "passes": true, "passesToWriter": false,
		"loadsPointer": false, "copied": true, "escapes": false, "recursive": true,
		"sends": true, "receives": false,
	} {
		if got := ro[paramKey{Fn: p.Lookup(name), I: 0}]; got != want {
			t.Errorf("%s: read-only %v, want %v", name, got, want)
		}
	}
}
