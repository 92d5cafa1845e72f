package fortranmod_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/fortranmod"
	"github.com/parcoach/parcoach/internal/frontend"
)

// TestDirWithEveryFlang builds the modules with every installed flang into a fresh cache,
// compiles an mpi_f08 and a `use mpi` program against them, and checks that the f08 calls are
// the module's procedures, which the object defines. Without flang or mpich it skips (CI fails).
func TestDirWithEveryFlang(t *testing.T) {
	flangs := needFlangAndMPI(t)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	const prog = `program p
  use mpi_f08
  implicit none
  integer :: x(4), rank
  type(MPI_Request) :: req
  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Isend(x, 4, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, req)
  call MPI_Wait(req, MPI_STATUS_IGNORE)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Finalize()
end program p
`
	const progMPI = "program q\n  use mpi\n  implicit none\n  integer :: ierr\n  call MPI_Init(ierr)\n  call MPI_Barrier(MPI_COMM_WORLD, ierr)\n  call MPI_Finalize(ierr)\nend program q\n"
	for _, fc := range flangs {
		t.Run(fc.Name, func(t *testing.T) {
			tc := fortranmod.Toolchain{FC: []string{fc.Name}, FCVersion: fc.Path, MPIInclude: mpiIncludes()}
			dir, err := fortranmod.Dir(context.Background(), tc)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(dir, os.Getenv("XDG_CACHE_HOME")) {
				t.Errorf("the modules are in %s, not under $XDG_CACHE_HOME", dir)
			}
			for _, f := range []string{"mpi.mod", "mpi_f08.mod", fortranmod.Object, "complete"} {
				if !fileExists(filepath.Join(dir, f)) {
					t.Errorf("%s has no %s", dir, f)
				}
			}
			if again, err := fortranmod.Dir(context.Background(), tc); err != nil || again != dir {
				t.Errorf("second call: %s, %v", again, err)
			}
			work := t.TempDir()
			for name, src := range map[string]string{"p.f90": prog, "q.f90": progMPI} {
				if err := os.WriteFile(filepath.Join(work, name), []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
				// The system's gfortran mpi.mod directory comes after parcoach's, as in the frontend.
				argv := []string{fc.Name, "-S", "-emit-llvm", "-O0", "-I", dir, "-I", mpiIncludes()[0], name, "-o", name + ".ll"}
				cmd := exec.Command(argv[0], argv[1:]...)
				cmd.Dir = work
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("%s: %v\n%s", strings.Join(argv, " "), err, out)
				}
			}
			ir, _ := os.ReadFile(filepath.Join(work, "p.f90.ll"))
			for _, sym := range []string{"_QMmpi_f08Pmpi_barrier_f08", "_QMmpi_f08Pmpi_finalize_f08", "_QMmpi_f08Pmpi_wait_f08"} {
				if !strings.Contains(string(ir), "call void @"+sym+"(") {
					t.Errorf("the f08 program does not call %s", sym)
				}
			}
			if fc.Major >= 17 && !strings.Contains(string(ir), "@_QMmpi_f08Pmpi_isend_f08(") {
				t.Error("the f08 program does not call MPI_Isend's procedure")
			}
			irq, _ := os.ReadFile(filepath.Join(work, "q.f90.ll"))
			if !regexp.MustCompile(`call void @mpi_barrier_\(`).Match(irq) {
				t.Error("the `use mpi` program does not call mpi_barrier_")
			}
		})
	}
}

// needFlangAndMPI returns the installed flangs, or skips (fails in CI) without a flang or
// mpich's headers.
func needFlangAndMPI(t *testing.T) []frontend.Installed {
	t.Helper()
	flangs := frontend.InstalledFlangs()
	if len(flangs) == 0 || len(mpiIncludes()) == 0 {
		if os.Getenv("CI") == "true" {
			t.Fatal("no flang or no mpich headers, but CI must run this test (.ci/run installs them)")
		}
		t.Skip("needs a flang and mpich's headers (libmpich-dev)")
	}
	return flangs
}

// mpiIncludes finds the directory of mpif.h the way the frontend does.
func mpiIncludes() []string {
	for _, d := range []string{"/usr/include/x86_64-linux-gnu/mpich", "/usr/include/aarch64-linux-gnu/mpich", "/usr/include/mpich"} {
		if fileExists(filepath.Join(d, "mpif.h")) {
			return []string{d}
		}
	}
	return nil
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

// TestDirUnwritableCache: when the cache directory cannot be created (a home directory that is
// not writable), the modules are built under the temporary directory instead.
func TestDirUnwritableCache(t *testing.T) {
	flangs := needFlangAndMPI(t)
	blocker := filepath.Join(t.TempDir(), "not-a-directory")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("XDG_CACHE_HOME", blocker) // a file: nothing can be created below it
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	fc := flangs[0]
	// Another version string than the other tests', so that this process builds anew.
	tc := fortranmod.Toolchain{FC: []string{fc.Name}, FCVersion: fc.Path + " (unwritable cache test)", MPIInclude: mpiIncludes()}
	dir, err := fortranmod.Dir(context.Background(), tc)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(dir, tmp) || !fileExists(filepath.Join(dir, "mpi_f08.mod")) {
		t.Errorf("modules in %s, want a complete directory under $TMPDIR %s", dir, tmp)
	}
}
