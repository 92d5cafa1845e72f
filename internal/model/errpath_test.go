package model_test

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// errpathIR: `if (MPI_Comm_rank(c, &r) != 0) report(MPI_Comm_rank(c, &r));` — %fail runs only
// when the first call failed, %again is reached from %fail and from a test of the rank, %after
// from both branches.
const errpathIR = `
declare i32 @MPI_Comm_rank(i32, i32*)
declare void @report(i32)

define void @f(i32* %r, i1 %c) {
entry:
  %rc = call i32 @MPI_Comm_rank(i32 1140850688, i32* %r)
  %bad = icmp ne i32 %rc, 0
  br i1 %bad, label %fail, label %after
fail:
  %rc2 = call i32 @MPI_Comm_rank(i32 1140850688, i32* %r)
  call void @report(i32 %rc2)
  br i1 %c, label %again, label %after
after:
  br i1 %c, label %again, label %done
again:
  br label %done
done:
  ret void
}
`

func TestOnlyAfterMPIError(t *testing.T) {
	m, err := llvmir.Parse("errpath.ll", []byte(errpathIR))
	if err != nil {
		t.Fatal(err)
	}
	f := model.Build([]*llvmir.Module{m}).Lookup("f")
	if f == nil {
		t.Fatal("no function f")
	}
	want := map[string]bool{"entry": false, "fail": true, "after": false, "again": false, "done": false}
	for i, b := range f.Blocks {
		w, ok := want[b.IR.Name]
		if !ok {
			continue
		}
		if got := f.OnlyAfterMPIError(i); got != w {
			t.Errorf("OnlyAfterMPIError(%s) = %v, want %v", b.IR.Name, got, w)
		}
	}
}
