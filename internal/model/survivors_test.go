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

func TestPDFSurvivors(t *testing.T) {
	m, err := llvmir.Parse("survivors.ll", []byte(survivorsIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	f := p.Lookup("f")
	if f == nil {
		t.Fatal("no function f")
	}
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
