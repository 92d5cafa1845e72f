package model_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
)

// TestIndirectTargetsConverted: C converts function pointers freely. hypre's driver passes
// `(SolverFn) amg_solve` (parameters `struct AMG *`, `struct Vec *`) to a helper that
// converts it again to `int (*)(void *, void *)`, the type the solver calls it through: with
// typed pointers the call runs amg_solve (the program converts its type into the call's) and
// the identity of that type, not `other`, of a type never converted. A call of a type that
// nothing converts into and no function has runs what fits by number and pointer-ness.
func TestIndirectTargetsConverted(t *testing.T) {
	for _, cc := range irtest.Clangs() {
		t.Run(cc.Name, func(t *testing.T) {
			p := irtest.Program(t, cc.Name, "cast.c", `
struct Solver; struct Vector; struct AMG { int n; }; struct Vec { double d; }; struct B { long a; };
typedef int (*SolverFn)(struct Solver *, struct Vector *);
typedef int (*Generic)(void *, void *);
struct Krylov { Generic precond; void *data; };
static int amg_solve(struct AMG *a, struct Vec *v) { return a->n + (int)v->d; }
static int identity(void *a, void *b) { (void)a; (void)b; return 0; }
static int other(struct B *b, struct B *c) { return (int)(b->a + c->a); }
int (*keep)(struct B *, struct B *) = other;
static void set(struct Krylov *k, SolverFn f, struct Solver *d) { k->precond = (Generic)f; k->data = d; }
int solve(struct Krylov *k, void *r) { return k->precond(k->data, r); }
int lost(int (*f)(struct Vec *, struct Vec *), struct Vec *v) { return f(v, v); }
int main(void) { struct AMG a = {1}; struct Vec v = {2}; struct Krylov k;
  set(&k, (SolverFn)amg_solve, (struct Solver *)&a); k.precond = identity;
  return solve(&k, &v) + lost(0, &v) + keep(0, 0); }
`)
			targets := func(name string) (got []string, typed bool) {
				f := p.Lookup(name)
				if f == nil {
					t.Fatalf("no function %s", name)
				}
				for _, b := range f.IR.Blocks {
					for _, in := range b.Insts {
						if (in.Op == "call" || in.Op == "invoke") && in.CalledFunction() == "" {
							typed = strings.HasSuffix(in.Args[0].Type, "*")
							for _, g := range p.IndirectTargets(in) {
								got = append(got, g.Name)
							}
						}
					}
				}
				slices.Sort(got)
				return got, typed
			}
			got, typed := targets("solve")
			want := []string{"amg_solve", "identity", "other"}
			if typed {
				want = []string{"amg_solve", "identity"}
			}
			if !slices.Equal(got, want) {
				t.Errorf("targets of k->precond(...): %v, want %v (typed pointers: %v)", got, want, typed)
			}
			got, _ = targets("lost")
			want = []string{"amg_solve", "identity", "other"}
			if !slices.Equal(got, want) {
				t.Errorf("targets of f(v, v), a type nothing converts into: %v, want %v", got, want)
			}
		})
	}
}
