package model_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
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

// TestIndirectTargetsResult: a call through `int (*)(Sim *)` cannot run `void destroy(void *)`
// (as many parameters, pointers both, but no result): CoMD's force call bound the simulation
// to a halo exchange's parameters through it.
func TestIndirectTargetsResult(t *testing.T) {
	for _, cxx := range irtest.CXXs() {
		t.Run(cxx, func(t *testing.T) {
			p := irtest.Program(t, cxx, "result.cpp", `
struct Sim { int (*force)(Sim *); void (*destroy)(void *); int n; };
static int lj(Sim *s) { return s->n; }
static void destroy(void *p) { (void)p; }
int step(Sim *s) { return s->force(s); }
int main() { Sim s = {lj, destroy, 3}; int r = step(&s); s.destroy(&s); return r; }
`)
			st := p.Lookup("_Z4stepP3Sim")
			if st == nil {
				t.Fatal("no function step")
			}
			var got []string
			for _, b := range st.IR.Blocks {
				for _, in := range b.Insts {
					if (in.Op == "call" || in.Op == "invoke") && in.CalledFunction() == "" {
						for _, f := range p.IndirectTargets(in) {
							got = append(got, f.Name)
						}
					}
				}
			}
			if len(got) != 1 || got[0] != "lj" {
				t.Errorf("targets of s->force(s): %v, want [lj]", got)
			}
		})
	}
}

// TestIndirectTargetsTypedC: in C compiled with typed pointers, a call through
// `void (*)(struct Pot **)` cannot run `void destroy(void *)` (CoMD), only `void
// drop(struct Pot **)`. With opaque pointers the types say nothing: both are kept.
func TestIndirectTargetsTypedC(t *testing.T) {
	for _, cc := range irtest.Clangs() {
		t.Run(cc.Name, func(t *testing.T) {
			p := irtest.Program(t, cc.Name, "typed.c", `
struct Pot { void (*destroy)(struct Pot **); int n; };
struct Parms { void (*free)(void *); };
static void drop(struct Pot **p) { *p = 0; }
static void destroy(void *p) { (void)p; }
void finish(struct Pot **pp) { (*pp)->destroy(pp); }
int main(void) { struct Pot pot = {drop, 1}; struct Pot *pp = &pot; struct Parms pa = {destroy};
  pa.free(&pa); finish(&pp); return 0; }
`)
			fin := p.Lookup("finish")
			if fin == nil {
				t.Fatal("no function finish")
			}
			var got []string
			typed := false
			for _, b := range fin.IR.Blocks {
				for _, in := range b.Insts {
					if (in.Op == "call" || in.Op == "invoke") && in.CalledFunction() == "" {
						typed = strings.HasSuffix(in.Args[0].Type, "*")
						for _, f := range p.IndirectTargets(in) {
							got = append(got, f.Name)
						}
					}
				}
			}
			slices.Sort(got)
			t.Logf("typed pointers: %v, targets: %v", typed, got)
			want := []string{"destroy", "drop"}
			if typed {
				want = []string{"drop"}
			}
			if !slices.Equal(got, want) {
				t.Errorf("targets of (*pp)->destroy(pp): %v, want %v (typed pointers: %v)", got, want, typed)
			}
		})
	}
}

// A struct type renamed in one module (`%struct.Msg.0`: a block-scope `struct Msg` took the
// plain name first) is the same type as `%struct.Msg` of another module: a call through a
// pointer in the first module may run the handler of the second, and not a handler of
// another type.
func TestIndirectTargetsAcrossRenamedTypes(t *testing.T) {
	for _, cc := range irtest.Clangs() {
		t.Run(cc.Name, func(t *testing.T) {
			caller := irtest.Module(t, cc.Name, "caller.c", `
void use(void *);
void early(void) { struct Msg { double d; char c; } x; x.d = 1; use(&x); }
struct Msg { int n; };
void call(void (*f)(struct Msg *), struct Msg *m) { f(m); }
`)
			handlers := irtest.Module(t, cc.Name, "handlers.c", `
struct Msg { int n; };
struct Other { long a, b; };
void handle(struct Msg *m) { m->n = 1; }
void other(struct Other *o) { o->a = 2; }
void (*table[])(struct Msg *) = {handle};
void (*others[])(struct Other *) = {other};
`)
			p := model.Build([]*llvmir.Module{caller, handlers})
			call := p.Lookup("call")
			if call == nil {
				t.Fatal("no function call")
			}
			var got []string
			typed := false
			for _, b := range call.IR.Blocks {
				for _, in := range b.Insts {
					if in.Op == "call" && in.CalledFunction() == "" {
						typed = strings.HasSuffix(in.Args[0].Type, "*")
						t.Logf("argument type %s", in.Args[0].Type)
						for _, f := range p.IndirectTargets(in) {
							got = append(got, f.Name)
						}
					}
				}
			}
			slices.Sort(got)
			want := []string{"handle", "other"}
			if typed {
				want = []string{"handle"}
			}
			if !slices.Equal(got, want) {
				t.Errorf("targets of f(m): %v, want %v (typed pointers: %v)", got, want, typed)
			}
		})
	}
}
