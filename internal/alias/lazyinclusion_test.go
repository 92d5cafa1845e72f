package alias

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// The program-wide inclusion sets are built at the first question the View is asked, not
// with the classes: most programs' checks never ask one (issue 18).
func TestInclusionBuiltAtTheFirstQuestion(t *testing.T) {
	p := programOf(t, "progcalled.ll", progCalledIR)
	_, v := ProgramPoints(p)
	if v.inc != nil {
		t.Fatal("the inclusion sets were built with the classes")
	}
	main := p.Lookup("main")
	g := &Object{Kind: Global, Name: "g"}
	ops := &Object{Kind: Global, Name: "ops"}
	v.ReadApart(main, g, ops) // a question the classes leave to the inclusion sets
	if v.inc == nil {
		t.Fatal("the first question did not build the inclusion sets")
	}
	built := v.inc
	v.ReadApart(main, ops, g)
	if v.inc != built {
		t.Error("a second question built the inclusion sets again")
	}
}

// A program with a request builds them when the dependence analysis asks (BuildInclusionNow,
// before its solver holds its memory), or in the background beside the solve
// (BuildInclusionAhead, check -j 2); a program without requests or windows builds none.
func TestInclusionBuiltAheadWithRequests(t *testing.T) {
	p := programOf(t, "irecv.ll", irecvIR)
	if !p.AnyUses().Has(model.UsesRequest) {
		t.Fatal("the model does not see the request")
	}
	_, v := ProgramPoints(p)
	if v.inc != nil {
		t.Fatal("ProgramPoints built the inclusion sets under its lock")
	}
	v.BuildInclusionNow()
	if v.inc == nil {
		t.Error("BuildInclusionNow left the sets of a program with a request for later")
	}

	_, v = ProgramPoints(programOf(t, "irecv.ll", irecvIR))
	v.BuildInclusionAhead()
	if v.incl() == nil { // (waits for the build the background started)
		t.Error("no inclusion sets after BuildInclusionAhead")
	}

	_, v = ProgramPoints(programOf(t, "progcalled.ll", progCalledIR))
	v.BuildInclusionNow()
	v.BuildInclusionAhead()
	if v.inc != nil {
		t.Error("the sets of a program without requests or windows were built")
	}
}

// A build that panics (in the background, where nothing reports it) panics again for every
// analysis that asks: each fails with its error instead of reading "no sets".
func TestInclusionBuildPanicReachesEveryAsker(t *testing.T) {
	p := programOf(t, "irecv.ll", irecvIR)
	_, v := ProgramPoints(p)
	v.setInclusionLazy(p, func() *Inclusion { panic("the build failed") })
	v.BuildInclusionAhead()
	for i := range 2 {
		func() {
			defer func() {
				if r := recover(); r != "the build failed" {
					t.Errorf("asker %d: recovered %v, want the build's panic", i, r)
				}
			}()
			v.incl()
		}()
	}
}

const irecvIR = `
declare i32 @MPI_Irecv(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)
@buf = global [4 x i32] zeroinitializer
define i32 @main() {
  %req = alloca i32
  %st = alloca [5 x i32]
  %r = call i32 @MPI_Irecv(ptr @buf, i32 4, i32 1275069445, i32 0, i32 0, i32 1140850688, ptr %req)
  %w = call i32 @MPI_Wait(ptr %req, ptr %st)
  ret i32 0
}
`

// programOf parses ir (named name) and builds its program.
func programOf(t *testing.T, name, ir string) *model.Program {
	t.Helper()
	m, err := llvmir.Parse(name, []byte(ir))
	if err != nil {
		t.Fatal(err)
	}
	return model.Build([]*llvmir.Module{m})
}
