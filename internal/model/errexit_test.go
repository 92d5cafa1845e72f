package model_test

import (
	"strings"
	"testing"
)

// errRecordIR: dist fills the record {ierr=-1, iout=2} and returns before its barrier when
// %bad holds; f tests ierr after the call and returns (a branch into the join, as flang
// emits `IF (ierr /= 0) RETURN`); main hands the record to halt, which aborts for iout=2 and
// runs the barrier only for iout=1 (the normal end). MAIN_TEST is replaced by the test.
const errRecordIR = `
%err = type { i32, i32 }
@MPI_COMM_WORLD = external global i32
declare i32 @MPI_Barrier(i32)
declare i32 @MPI_Abort(i32, i32)
declare void @exit(i32)

define internal void @halt(ptr %e) {
entry:
  %p = getelementptr %err, ptr %e, i32 0, i32 1
  %v = load i32, ptr %p
  %all = icmp eq i32 %v, 1
  br i1 %all, label %fin, label %ab
fin:
  %r = call i32 @MPI_Barrier(i32 1140850688)
  call void @exit(i32 0)
  unreachable
ab:
  %a = call i32 @MPI_Abort(i32 1140850688, i32 1)
  unreachable
}

define internal void @dist(ptr %e, i1 %bad) {
entry:
  store i32 0, ptr %e
  br i1 %bad, label %fail, label %ok
fail:
  store i32 -1, ptr %e
  %io = getelementptr %err, ptr %e, i32 0, i32 1
  store i32 STORED, ptr %io
  br label %done
ok:
  %r = call i32 @MPI_Barrier(i32 1140850688)
  br label %done
done:
  ret void
}

define internal void @f(ptr %e, i1 %bad) {
entry:
  call void @dist(ptr %e, i1 %bad)
  %v = load i32, ptr %e
  %failed = icmp ne i32 %v, 0
  br i1 %failed, label %done, label %go
go:
  %r = call i32 @MPI_Barrier(i32 1140850688)
  br label %done
done:
  ret void
}

define i32 @main(i32 %argc) {
entry:
  %rec = alloca %err
  %bad = icmp sgt i32 %argc, 5
  call void @f(ptr %rec, i1 %bad)
MAIN_TEST
  %io = getelementptr %err, ptr %rec, i32 0, i32 1
  store i32 1, ptr %io
  call void @halt(ptr %rec)
  ret i32 0
}
`

const mainTests = `  %v = load i32, ptr %rec
  %failed = icmp ne i32 %v, 0
  br i1 %failed, label %stop, label %cont
stop:
  call void @halt(ptr %rec)
  br label %cont
cont:`

// TestErrorExits: the sides of the branches taken with the record filled end the job, so
// they decide no collective; they do not when the record asks halt for the orderly end
// (iout=1) or when main goes on without testing it.
func TestErrorExits(t *testing.T) {
	for _, tc := range []struct {
		name, stored, main string
		quiet              bool
	}{
		{"abort", "2", mainTests, true},
		{"halt all", "1", mainTests, false},
		{"not tested", "2", "  br label %cont\ncont:", false},
	} {
		ir := strings.ReplaceAll(errRecordIR, "STORED", tc.stored)
		ir = strings.ReplaceAll(ir, "MAIN_TEST", tc.main)
		f := buildF(t, ir)
		block := blockIndex(f)
		got := f.PDFPlusLive([]int{block["go"]})
		if quiet := len(got) == 0; quiet != tc.quiet {
			t.Errorf("%s: f's barrier decided by %v, want quiet=%v", tc.name, got, tc.quiet)
		}
		dist := f.Program.Lookup("dist")
		got = dist.PDFPlusLive([]int{blockIndex(dist)["ok"]})
		if quiet := len(got) == 0; quiet != tc.quiet {
			t.Errorf("%s: dist's barrier decided by %v, want quiet=%v", tc.name, got, tc.quiet)
		}
	}
}
