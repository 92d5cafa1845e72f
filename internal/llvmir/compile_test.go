package llvmir

import (
	"github.com/parcoach/parcoach/internal/frontend"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Snippets compiled with the real compilers found in PATH. They declare the
// MPI functions themselves so that no MPI or omp.h header is needed.
var compileSnippets = []struct {
	lang, name, src string
}{
	{"c", "mpi_omp.c", `
int MPI_Barrier(int);
int MPI_Allreduce(const void *, void *, int, int, int, int);
struct __attribute__((packed)) P { char c; int i; } gp = {1, 2};
void f(int r, double *a, int n) {
  if (r == 0) MPI_Barrier(0x44000000);
  double s = 0;
#pragma omp parallel for reduction(+:s) schedule(dynamic, 2)
  for (int i = 0; i < n; i++) s += a[i];
#pragma omp parallel
  {
#pragma omp single
    MPI_Barrier(0x44000000);
#pragma omp atomic
    a[0] += 1.0;
#pragma omp critical
    a[1] = s;
  }
  MPI_Allreduce((void *)-1, a, n, 0x4c00080b, 0x58000003, 0x44000000);
  switch (r) { case 1: a[2] = 0; break; case 2: case 3: a[3] = 1; break; }
}
int jump(int i) { static void *t[] = {&&a, &&b}; goto *t[i & 1]; a: return 1; b: return 2; }
`},
	{"c++", "eh.cpp", `
extern "C" int MPI_Abort(int, int);
struct B { virtual ~B() {} virtual int w(int x) { return x; } };
struct D : B { int w(int x) override { return 2 * x; } };
struct E { int c; };
int g(B *b, int r) {
  try { if (b->w(r) > 3) throw E{r}; } catch (const E &e) { MPI_Abort(0x44000000, e.c); }
  auto l = [&](int k) { return k + r; };
  return l(1);
}
`},
	{"fortran", "p.f90", `
program p
  implicit none
  integer :: ierr, i, s
  s = 0
  call mpi_barrier(1140850688, ierr)
  !$omp parallel do reduction(+:s)
  do i = 1, 10
    s = s + i
  end do
  !$omp parallel
  !$omp single
  call mpi_barrier(1140850688, ierr)
  !$omp end single
  !$omp end parallel
end program
`},
}

// compilers are the command lines of every installed clang and flang (frontend.Installed*):
// -O0 for all, and also -O2 (C) and -O1 (C++) for the default clang, whose optimised IR has
// other shapes.
func compilers() []struct {
	lang string
	cmd  []string
} {
	type cmdline = struct {
		lang string
		cmd  []string
	}
	var l []cmdline
	for i, c := range frontend.InstalledClangs() {
		l = append(l, cmdline{"c", []string{c.Name, "-g", "-O0", "-S", "-emit-llvm", "-fopenmp"}},
			cmdline{"c++", []string{c.CXX, "-g", "-O0", "-S", "-emit-llvm"}})
		if i == 0 {
			l = append(l, cmdline{"c", []string{c.Name, "-g", "-O2", "-S", "-emit-llvm", "-fopenmp"}},
				cmdline{"c++", []string{c.CXX, "-g", "-O1", "-S", "-emit-llvm"}})
		}
	}
	for _, c := range frontend.InstalledFlangs() {
		l = append(l, cmdline{"fortran", []string{c.Name, "-g", "-O0", "-S", "-emit-llvm", "-fopenmp"}})
	}
	return l
}

// TestCompilers compiles the snippets with every compiler available and
// checks that the output parses with zero problems. Without clang the test is
// skipped, except in CI (CI=true) where it fails.
func TestCompilers(t *testing.T) {
	if _, err := exec.LookPath("clang"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("clang not found in PATH (required in CI)")
		}
		t.Skip("clang not found in PATH; the reader is still tested on testdata/*.ll")
	}
	dir := t.TempDir()
	ran := 0
	for _, c := range compilers() {
		if _, err := exec.LookPath(c.cmd[0]); err != nil {
			t.Logf("%s not installed: skipped", c.cmd[0])
			continue
		}
		for _, sn := range compileSnippets {
			if sn.lang != c.lang {
				continue
			}
			name := c.cmd[0] + strings.Join(c.cmd[1:3], "") + "_" + sn.name
			t.Run(name, func(t *testing.T) {
				src := filepath.Join(dir, name)
				if err := os.WriteFile(src, []byte(sn.src), 0o644); err != nil {
					t.Fatal(err)
				}
				out := src + ".ll"
				args := append(append([]string{}, c.cmd[1:]...), src, "-o", out)
				cmd := exec.Command(c.cmd[0], args...)
				if msg, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("%s %s: %v\n%s", c.cmd[0], strings.Join(args, " "), err, msg)
				}
				m := parseFile(t, out)
				calls := 0
				for _, f := range m.Funcs {
					for _, b := range f.Blocks {
						for _, in := range b.Insts {
							if fn := in.CalledFunction(); strings.HasPrefix(strings.ToLower(fn), "mpi_") {
								calls++
								if sn.lang != "fortran" && c.cmd[1] == "-g" && !m.Location(int(in.Dbg)).Known {
									t.Errorf("%s call without location", fn)
								}
							}
						}
					}
				}
				if calls == 0 {
					t.Errorf("no MPI call found in %s", out)
				}
			})
			ran++
		}
	}
	if ran == 0 {
		t.Fatal("no compilation ran")
	}
}
