package alias

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// The program-wide inclusion sets are built at the first question the View is asked, not
// with the classes: most programs' checks never ask one (issue 18).
func TestInclusionBuiltAtTheFirstQuestion(t *testing.T) {
	m, err := llvmir.Parse("progcalled.ll", []byte(progCalledIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	_, v := ProgramPoints(p)
	if v.inc != nil {
		t.Fatal("the inclusion sets were built with the classes")
	}
	var main *model.Function
	for _, f := range p.Funcs {
		if f.IsMain() {
			main = f
		}
	}
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
