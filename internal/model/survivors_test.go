package model_test

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// survivorsIR: block %bad calls exit() when %c holds; %ok and the join run on every process
// that is still there. %ab aborts the job when %d holds.
const survivorsIR = `
declare void @exit(i32)
declare void @abort()

define void @f(i1 %c, i1 %d) {
entry:
  br i1 %c, label %bad, label %ok
bad:
  call void @exit(i32 1)
  unreachable
ok:
  br i1 %d, label %ab, label %join
ab:
  call void @abort()
  unreachable
join:
  ret void
}
`

// buildF builds the program of ir and returns its function f.
func buildF(t *testing.T, ir string) *model.Function {
	t.Helper()
	m, err := llvmir.Parse("test.ll", []byte(ir))
	if err != nil {
		t.Fatal(err)
	}
	f := model.Build([]*llvmir.Module{m}).Lookup("f")
	if f == nil {
		t.Fatal("no function f")
	}
	return f
}

// blockIndex maps the names of f's blocks to their indices.
func blockIndex(f *model.Function) map[string]int {
	block := map[string]int{}
	for i, b := range f.Blocks {
		block[b.IR.Name] = i
	}
	return block
}

func TestPDFSurvivors(t *testing.T) {
	f := buildF(t, survivorsIR)
	block := func(name string) int {
		for i, b := range f.Blocks {
			if b.IR.Name == name {
				return i
			}
		}
		t.Fatalf("no block %s", name)
		return -1
	}
	entry, ok, join := block("entry"), block("ok"), block("join")
	// With exit() a process may leave: for the collectives, %ok runs only where %c is false.
	if live := f.PDFLive(); !slices.Contains(live[ok], entry) {
		t.Errorf("PDFLive[ok] = %v, want it to hold the entry block %d (exit is a divergence)", live[ok], entry)
	}
	// For data, every process still running passed through %ok.
	surv := f.PDFSurvivors()
	if len(surv[ok]) != 0 || len(surv[join]) != 0 {
		t.Errorf("PDFSurvivors[ok] = %v, [join] = %v, want both empty", surv[ok], surv[join])
	}
}

// exitingHelperIR: @exitt finalizes and exits on every path (Nekbone's exitt0), @stop_if
// exits only when its argument holds. flang goes on after a call of either (no noreturn).
const exitingHelperIR = `
declare void @exit(i32)
declare void @MPI_Finalize()

define void @exitt() {
entry:
  call void @MPI_Finalize()
  call void @exit(i32 0)
  ret void
}

define void @stop_if(i1 %b) {
entry:
  br i1 %b, label %out, label %back
out:
  call void @exit(i32 1)
  ret void
back:
  ret void
}

define void @f(i1 %c, i1 %d) {
entry:
  br i1 %c, label %err, label %ok
err:
  call void @exitt()
  br label %ok
ok:
  br i1 %d, label %warn, label %join
warn:
  call void @stop_if(i1 false)
  br label %join
join:
  ret void
}
`

func TestSurvivorsExitingHelper(t *testing.T) {
	f := buildF(t, exitingHelperIR)
	block := blockIndex(f)
	if f.Blocks[block["err"]].EndsProcess == nil {
		t.Errorf("block err calls exitt, which exits on every path: EndsProcess is nil")
	}
	if f.Blocks[block["warn"]].EndsProcess != nil {
		t.Errorf("block warn calls stop_if(false), which may return: EndsProcess = %v", f.Blocks[block["warn"]].EndsProcess)
	}
	// The collective check still sees the path through exitt, MPI_Finalize and all: the
	// block keeps its successor.
	if !slices.Contains(f.CFG.Succ[block["err"]], block["ok"]) {
		t.Errorf("block err lost its edge to ok: %v", f.CFG.Succ[block["err"]])
	}
	// For data, every process still running took the ok edge; the warn path goes on.
	surv := f.PDFSurvivors()
	if !slices.Contains(surv[block["err"]], block["entry"]) || len(surv[block["ok"]]) != 0 {
		t.Errorf("PDFSurvivors[err] = %v, [ok] = %v, want the entry block and empty (the err path ends the process)", surv[block["err"]], surv[block["ok"]])
	}
	if !slices.Contains(surv[block["warn"]], block["ok"]) {
		t.Errorf("PDFSurvivors[warn] = %v, want the ok block (stop_if may return)", surv[block["warn"]])
	}
}

// finishHelperIR: f ends every path with a call of @finish, which exits (a main finishing
// with `finish(); return 0;`), and aborts when %d holds.
const finishHelperIR = `
declare void @exit(i32)
declare void @abort()

define void @finish() {
entry:
  call void @exit(i32 0)
  ret void
}

define void @f(i1 %d) {
entry:
  br i1 %d, label %ab, label %work
ab:
  call void @abort()
  unreachable
work:
  br label %end
end:
  call void @finish()
  br label %out
out:
  ret void
}
`

// TestSurvivorsFinishHelper: the return after the exiting helper is no way out, so the flow
// for data is the live one (the abort path left out), as when main ends with exit() itself.
func TestSurvivorsFinishHelper(t *testing.T) {
	f := buildF(t, finishHelperIR)
	block := blockIndex(f)
	surv := f.PDFSurvivors()
	if len(surv[block["work"]]) != 0 {
		t.Errorf("PDFSurvivors[work] = %v, want empty (only the abort path leaves before it)", surv[block["work"]])
	}
}
