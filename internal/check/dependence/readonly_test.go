package dependence

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

const readOnlyIR = `
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
// copy, or passed on to such parameters, recursion included) is read-only; a store through
// it, passing it to a writer, loading a pointer through it or letting it escape is not.
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
	} {
		if got := ro[paramKey{p.Lookup(name), 0}]; got != want {
			t.Errorf("%s: read-only %v, want %v", name, got, want)
		}
	}
}
