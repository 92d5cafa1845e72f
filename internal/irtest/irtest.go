// Package irtest compiles small C, C++ and Fortran programs with the real compilers for the
// unit tests of the analyses: the IR they read is the IR clang and flang emit, not IR written
// by hand. A test that needs a compiler that is not installed is skipped with the reason on a
// developer machine and fails in CI (CI=true), where .ci/run installs every compiler.
package irtest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/frontend"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// NeedTool skips the test when the command is missing, or fails it in CI.
func NeedTool(t testing.TB, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not installed, but CI must run this test (.ci/run installs it)", name)
		}
		t.Skipf("%s not installed: skipping (CI fails instead)", name)
	}
}

// Module compiles src (file name name: its extension selects the language) with compiler,
// with -fopenmp and the MPI include directory, and parses the IR.
func Module(t testing.TB, compiler, name, src string) *llvmir.Module {
	t.Helper()
	NeedTool(t, compiler)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	opt := frontend.Options{OpenMP: true, TempDir: dir, WorkDir: dir}
	switch filepath.Ext(name) {
	case ".f90", ".f":
		opt.FC = compiler
	case ".cpp", ".cc":
		opt.CXX = compiler
	default:
		opt.CC = compiler
	}
	u, err := frontend.Compile(context.Background(), name, opt)
	if err != nil {
		t.Fatalf("%s: %v", compiler, err)
	}
	defer u.Close()
	m, err := llvmir.Parse(name, u.IR)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range m.Problems {
		t.Errorf("%s: IR problem %s", compiler, p)
	}
	return m
}

// Program compiles src and builds its program model.
func Program(t testing.TB, compiler, name, src string) *model.Program {
	t.Helper()
	return model.Build([]*llvmir.Module{Module(t, compiler, name, src)})
}

// Run runs the analyzers on p and returns their findings and results.
func Run(t testing.TB, p *model.Program, cfg *check.Config, analyzers ...*check.Analyzer) ([]*diag.Diagnostic, map[*check.Analyzer]any) {
	t.Helper()
	if cfg == nil {
		cfg = &check.Config{ThreadLevel: -1}
	}
	out, err := check.Execute(p, cfg, analyzers)
	if err != nil {
		t.Fatal(err)
	}
	return out.Diagnostics, out.Results
}

// Clangs are the C/C++ compilers the tests run with: every clang installed (Debian 12: clang 14
// with typed pointers, clang-16 and clang-22 with opaque ones). With none installed it is just
// clang, so that the test skips, or fails in CI, naming what is missing.
func Clangs() []frontend.Installed {
	if l := frontend.InstalledClangs(); len(l) > 0 {
		return l
	}
	return []frontend.Installed{{Name: "clang", CXX: "clang++"}}
}

// Flangs are the Fortran compilers the tests run with: every LLVM flang installed, or
// flang-new when none is.
func Flangs() []frontend.Installed {
	if l := frontend.InstalledFlangs(); len(l) > 0 {
		return l
	}
	return []frontend.Installed{{Name: "flang-new"}}
}

// CCs are the names of Clangs.
func CCs() []string { return names(Clangs(), false) }

// CXXs are the C++ drivers of Clangs, in the same order.
func CXXs() []string { return names(Clangs(), true) }

// FCs are the names of Flangs.
func FCs() []string { return names(Flangs(), false) }

func names(l []frontend.Installed, cxx bool) []string {
	out := make([]string, len(l))
	for i, c := range l {
		out[i] = c.Name
		if cxx {
			out[i] = c.CXX
		}
	}
	return out
}

// ProgramFile reads an IR file (a compiler's output checked in as testdata) and builds its
// program model.
func ProgramFile(t testing.TB, path string) *model.Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := llvmir.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	return model.Build([]*llvmir.Module{m})
}
