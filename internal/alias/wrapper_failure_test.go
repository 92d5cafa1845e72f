package alias

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// hypre's allocation wrappers, as clang -O0 writes them: out_of_memory prints (through a
// formatter that allocates with calloc_w again) and sets the error flag; calloc_w calls it
// only where calloc returned NULL; realloc_w only where the pointer is NULL and the size is
// not 0 (a block the NULL edge leads to, then a block only it leads to). counting_w also
// counts the bytes it allocates where it succeeded.
const failureIR = `
@error_flag = global i64 0
@bytes = global i64 0

declare ptr @calloc(i64, i64)
declare ptr @realloc(ptr, i64)
declare i32 @printf(ptr, ...)

define ptr @format(ptr %f) {
  %p = call ptr @calloc_w(i64 16, i64 1)
  ret ptr %p
}

define void @out_of_memory(i64 %n) {
  %f = call ptr @format(ptr null)
  %r = call i32 (ptr, ...) @printf(ptr %f)
  %e = load i64, ptr @error_flag
  %o = or i64 %e, 2
  store i64 %o, ptr @error_flag
  ret void
}

define ptr @calloc_w(i64 %c, i64 %s) {
  %slot = alloca ptr
  %p = call ptr @calloc(i64 %c, i64 %s)
  store ptr %p, ptr %slot
  %q = load ptr, ptr %slot
  %null = icmp eq ptr %q, null
  br i1 %null, label %fail, label %done
fail:
  call void @out_of_memory(i64 %s)
  br label %done
done:
  ret ptr %q
}

define ptr @realloc_w(ptr %old, i64 %s) {
  %p = call ptr @realloc(ptr %old, i64 %s)
  %null = icmp eq ptr %p, null
  br i1 %null, label %sized, label %done
sized:
  %pos = icmp ugt i64 %s, 0
  br i1 %pos, label %fail, label %done
fail:
  call void @out_of_memory(i64 %s)
  br label %done
done:
  ret ptr %p
}

define ptr @counting_w(i64 %s) {
  %p = call ptr @calloc(i64 1, i64 %s)
  %null = icmp eq ptr %p, null
  br i1 %null, label %fail, label %ok
fail:
  call void @out_of_memory(i64 %s)
  br label %done
ok:
  %b = load i64, ptr @bytes
  %b2 = add i64 %b, %s
  store i64 %b2, ptr @bytes
  br label %done
done:
  ret ptr %p
}
`

func TestFailureOnly(t *testing.T) {
	m, err := llvmir.Parse("failure.ll", []byte(failureIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	for _, c := range []struct {
		fn                    string
		failureOnly, allocate bool
	}{
		{"calloc_w", true, true},
		{"realloc_w", true, true}, // (realloc's block is a new object, as the model has it)
		{"counting_w", false, false},
		{"out_of_memory", false, false},
		{"format", true, true}, // another wrapper's block
	} {
		f := p.Lookup(c.fn)
		if got := FailureOnly(f); got != c.failureOnly {
			t.Errorf("FailureOnly(%s) = %v, want %v", c.fn, got, c.failureOnly)
		}
		if got := AllocatesOnly(f); got != c.allocate {
			t.Errorf("AllocatesOnly(%s) = %v, want %v", c.fn, got, c.allocate)
		}
	}
}
