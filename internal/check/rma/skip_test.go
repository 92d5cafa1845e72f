package rma

import (
	"path/filepath"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// withHook runs the analysis on p and returns the names of the functions it looked into.
func withHook(t *testing.T, p *model.Program) (names []string, findings int) {
	t.Helper()
	onAnalyse = func(f *model.Function) { names = append(names, f.Name) }
	defer func() { onAnalyse = nil }()
	ds, _ := irtest.Run(t, p, &check.Config{}, Analyzer)
	return names, len(ds)
}

func parse(t *testing.T, src string) *model.Program {
	t.Helper()
	m, err := llvmir.Parse("skip.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return model.Build([]*llvmir.Module{m})
}

const noRMA = `
declare i32 @MPI_Barrier(i32)
declare i32 @MPI_Isend(ptr, i32, i32, i32, i32, i32, ptr)

define void @work(ptr %p) {
  %v = load i32, ptr %p
  store i32 %v, ptr %p
  %1 = call i32 @MPI_Barrier(i32 1)
  ret void
}

define i32 @main() {
  %b = alloca i32
  %r = alloca i32
  call void @work(ptr %b)
  %1 = call i32 @MPI_Isend(ptr %b, i32 1, i32 1, i32 0, i32 0, i32 1, ptr %r)
  ret i32 0
}
`

// fenceHelper adds a function that synchronises a window: only it is looked into. Its caller
// is not called; sync is a callback (its address is taken), so that it may run (model/dead.go).
const fenceHelper = `
declare i32 @MPI_Win_fence(i32, i32)

@hook = global ptr @sync

define void @sync(i32 %w) {
  %1 = call i32 @MPI_Win_fence(i32 0, i32 %w)
  ret void
}

define void @caller(i32 %w, ptr %p) {
  call void @sync(i32 %w)
  store i32 0, ptr %p
  ret void
}
`

// TestSkipWithoutRMA: a program without any one-sided call, window synchronisation, creation
// or free is not analysed at all; in a program with one, only the functions holding such a
// call are (their callers see them through the synchronisation summary).
func TestSkipWithoutRMA(t *testing.T) {
	if names, n := withHook(t, parse(t, noRMA)); len(names) != 0 || n != 0 {
		t.Errorf("program without RMA: analysed %v, %d findings; want none", names, n)
	}
	if names, _ := withHook(t, parse(t, noRMA+fenceHelper)); len(names) != 1 || names[0] != "sync" {
		t.Errorf("program with one fence in sync: analysed %v, want [sync]", names)
	}
	// And a real finding is still found, in the function that holds the RMA calls.
	names, n := withHook(t, irtest.ProgramFile(t, filepath.Join("testdata", "put_before_lock_bug.ll")))
	if len(names) != 1 || names[0] != "main" || n != 1 {
		t.Errorf("put_before_lock_bug: analysed %v, %d findings; want [main], 1", names, n)
	}
}
