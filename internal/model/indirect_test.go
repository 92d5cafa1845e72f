package model_test

import (
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
)

// TestIndirectTargets: a virtual call may run the overriding method (its address is in the
// vtable), and nothing with another number or kind of parameters.
func TestIndirectTargets(t *testing.T) {
	for _, cxx := range irtest.CXXs() {
		t.Run(cxx, func(t *testing.T) { indirectTargets(t, cxx) })
	}
}

func indirectTargets(t *testing.T, cxx string) {
	p := irtest.Program(t, cxx, "virtual.cpp", `
struct Solver { virtual ~Solver() {} virtual void step(int rank) = 0; };
struct Jacobi : Solver { int iters = 3; void step(int rank) override { iters = rank; } };
void other(int *p) { *p = 1; }
void (*hook)(int *) = other;
void run(Solver *s, int r) { s->step(r); }
int main() { Jacobi j; run(&j, 1); int x; hook(&x); return j.iters + x; }
`)
	run := p.Lookup("_Z3runP6Solveri")
	if run == nil {
		t.Fatal("no function run")
	}
	var got []string
	for _, b := range run.IR.Blocks {
		for _, in := range b.Insts {
			if (in.Op == "call" || in.Op == "invoke") && in.CalledFunction() == "" {
				for _, f := range p.IndirectTargets(in) {
					got = append(got, f.Name)
				}
			}
		}
	}
	if len(got) != 1 || got[0] != "step" {
		t.Errorf("targets of s->step(r): %v, want [step]", got)
	}
}
