package dependence_test

import (
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/dependence"
	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/model"
)

// Each case is a program whose conditionals are marked on their line with /*V*/ (varies) or
// /*U*/ (the same everywhere), for the domain of the case.
type depCase struct {
	name   string
	domain dependence.Domain
	src    string
	cfg    check.Config
}

const mpiPrelude = "#include <mpi.h>\n#include <stdlib.h>\n#include <omp.h>\n#include <time.h>\n"

var depCases = []depCase{
	{name: "rank and size", src: `
int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (size > 1) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (argc > 2) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "broadcast makes uniform again", src: `
int main(int argc, char **argv) {
  int rank, n = 0, i;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) /*V*/
    n = 5;
  if (n > 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
  for (i = 0; i < n; i++) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "allreduce result and received data", src: `
int main(int argc, char **argv) {
  int rank, local, global, got = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  local = rank * 2;
  MPI_Allreduce(&local, &global, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  if (global > 4) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (local > 4) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Scatter(&local, 1, MPI_INT, &got, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (got) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "parameters, results and pointers", src: `
static int twice(int x) { return 2 * x; }
static void get_rank(int *out) { MPI_Comm_rank(MPI_COMM_WORLD, out); }
static int pick(int *a, int i) { return a[i]; }
int main(int argc, char **argv) {
  int r, a[4] = {1, 2, 3, 4};
  MPI_Init(&argc, &argv);
  get_rank(&r);
  if (twice(r) > 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (twice(argc) > 2) /*U*/ /* its call on r does not make this one vary (paramdeps.go) */
    MPI_Barrier(MPI_COMM_WORLD);
  if (pick(a, 1) > 1) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (a[r % 4] > 1) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "a helper reading two objects keeps them apart", src: `
struct text { const char *data; int len; };
static int length(const struct text *t) { return t->len; }
static const struct text *self(const struct text *t) { return t; }
static void copy(struct text *to, const struct text *from) { to->len = from->len; }
int counter;
static void count(int *n) { *n += 1; counter++; }
static void inc(int *n) { *n += 1; }
int main(int argc, char **argv) {
  struct text a, b, c, d;
  int rank, calls = 0, incs = 0, steps = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  a.data = "config"; a.len = 6;
  b.data = "message"; b.len = rank;
  if (length(&a) > 2) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (length(&b) > 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (self(&b)->len > 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (self(&a)->len > 2) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  copy(&c, &a);
  copy(&d, &b);
  if (c.len > 2) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (d.len > 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0)
    count(&calls);
  if (calls > 0) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (counter > 0) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0)
    inc(&incs);
  inc(&steps);
  if (incs > 0) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (steps > 0) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "memory overwritten with uniform data just before", src: `
#include <stdio.h>
char line[64];
int g, h;
static void note_rank(int rank) { sprintf(line, "%d", rank); g = rank; }
static void set_h(int rank) { h = rank; }
static void init(int *k, int rank) {
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0)
    *k = 1;
  *k = 4;
  if (*k > 2) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0)
    *k = 1;
  if (*k > 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
}
int main(int argc, char **argv) {
  int rank, n = 0, m = 0, k = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  note_rank(rank);
  init(&k, rank);
  sprintf(line, "%d", 42);
  sscanf(line, "%d", &n);
  if (n > 2) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  g = 5;
  if (g > 2) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  note_rank(rank);
  if (g > 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  sscanf(line, "%d", &m);
  if (m > 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  h = 1;
  set_h(rank);
  if (h > 0) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0)
    g = 7;
  if (g > 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "pointers loaded from memory holding varying numbers", src: `
struct mesh { double *x; double lo; };
struct mesh ms[2], other[2];
double buf[4] = {1, 2, 3, 4}, buf2[4] = {4, 3, 2, 1};
int main(int argc, char **argv) {
  int rank, i;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (i = 0; i < 2; i++) {
    ms[i].x = buf;
    other[i].x = buf;
  }
  ms[rank % 2].lo = rank;
  if (ms[0].x[1] > 1.5) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (ms[0].lo > 0) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  other[rank % 2].x = rank ? buf : buf2;
  if (other[0].x[1] > 1.5) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "struct members are separate", src: `
struct state { int rank; int steps; };
int main(int argc, char **argv) {
  struct state s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &s.rank);
  s.steps = 3;
  if (s.steps > 2) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (s.rank > 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "sources: time, rand, getenv", src: `
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  srand(time(NULL));
  if (MPI_Wtime() > 1.0) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (rand() % 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (getenv("PMI_RANK")) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (getenv("OMP_NUM_THREADS")) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "rand with a constant seed, or none, is the same everywhere", src: `
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  if (rand() % 2) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  srand(7);
  if (rand() % 2) /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "a library's static buffer is its own memory", src: `
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  time_t t = time(NULL);
  char *stamp = ctime(&t);
  if (rank == 0)
    stamp[24] = 0;
  char *e = getenv("STEPS");
  if (e && e[0] == '5') /*U*/
    MPI_Barrier(MPI_COMM_WORLD);
  if (stamp[0] == 'M') /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "argv varies when asked", cfg: check.Config{ArgvVaries: true}, src: `
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  if (argc > 2) /*V*/
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`},
	{name: "threads", domain: dependence.Threads, src: `
int main(int argc, char **argv) {
  int shared = 3, rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    if (me == 0) /*V*/
      shared = shared + 0;
    if (omp_get_num_threads() > 1) /*U*/
      me = 0;
    if (rank > 0) /*U*/
      me = 1;
  }
  MPI_Finalize();
}`},
}

func TestDependence(t *testing.T) {
	for _, c := range depCases {
		for _, cc := range irtest.CCs() {
			t.Run(c.name+"/"+cc, func(t *testing.T) {
				src := mpiPrelude + c.src
				p := irtest.Program(t, cc, "t.c", src)
				cfg := c.cfg
				res := dependence.Compute(p, &cfg)
				for line, want := range marks(src) {
					got, found := varies(res, c.domain, p, line)
					if !found {
						t.Errorf("line %d: no conditional found", line)
						continue
					}
					if got != want {
						t.Errorf("line %d: varies = %v, want %v", line, got, want)
					}
				}
			})
		}
	}
}

// marks reads the /*V*/ and /*U*/ marks: line -> should vary.
func marks(src string) map[int]bool {
	out := map[int]bool{}
	for i, l := range strings.Split(src, "\n") {
		switch {
		case strings.Contains(l, "/*V*/"):
			out[i+1] = true
		case strings.Contains(l, "/*U*/"):
			out[i+1] = false
		}
	}
	return out
}

// varies reports whether the conditional on line varies (any block ending there with two
// successors), and whether one was found.
func varies(res *dependence.Result, d dependence.Domain, p *model.Program, line int) (bool, bool) {
	found, any := false, false
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			if len(f.CFG.Succ[b.Index]) < 2 || f.CondPos(b.Index).Line != line {
				continue
			}
			found = true
			if res.CondVaries(d, f, b.Index) {
				any = true
			}
		}
	}
	return any, found
}

func TestNoDependenceMakesEverythingVary(t *testing.T) {
	p := irtest.Program(t, "clang", "t.c", mpiPrelude+`
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  if (argc > 1)
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`)
	res := dependence.Compute(p, &check.Config{NoDependence: true})
	got, found := varies(res, dependence.Processes, p, 8)
	if !found || !got {
		t.Errorf("with --no-dependence the conditional should vary (found %v, varies %v)", found, got)
	}
}

func TestWhyExplainsTheSource(t *testing.T) {
	src := mpiPrelude + `
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
}`
	p := irtest.Program(t, "clang", "t.c", src)
	res := dependence.Compute(p, &check.Config{})
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			if f.CondPos(b.Index).Line == 10 && len(f.CFG.Succ[b.Index]) == 2 {
				why := res.Why(dependence.Processes, f, b.Index)
				if len(why) == 0 || why[len(why)-1].Pos.Line != 9 || !strings.Contains(why[len(why)-1].Message, "MPI_Comm_rank") {
					t.Errorf("why = %v, want the MPI_Comm_rank call at line 9", why)
				}
				return
			}
		}
	}
	t.Fatal("no conditional at line 10")
}
