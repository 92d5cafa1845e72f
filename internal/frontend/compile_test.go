package frontend

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestMain(m *testing.M) {
	if count := os.Getenv("PARCOACH_TEST_FAKE_COMPILER"); count != "" {
		fakeCompiler(count) // the test binary playing a compiler (TestCompilerVersionCache)
	}
	code := m.Run()
	Cleanup()
	os.Exit(code)
}

// unavailable skips the test, or fails it in CI (CI=true), where every
// compiler must be installed.
func unavailable(t *testing.T, format string, args ...any) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("CI=true but "+format, args...)
	}
	t.Skipf(format, args...)
}

func requireTool(t *testing.T, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		unavailable(t, "%s not found in PATH (install it to run this test)", name)
	}
}

// installedNames names the installed compilers (their C++ drivers with cxx), or just missing
// when there are none, so that the test says what is missing.
func installedNames(l []Installed, missing string, cxx bool) []string {
	var out []string
	for _, c := range l {
		if cxx {
			out = append(out, c.CXX)
		} else {
			out = append(out, c.Name)
		}
	}
	if len(out) == 0 && missing != "" {
		out = []string{missing}
	}
	return out
}

func requireMPI(t *testing.T, lang Lang) {
	t.Helper()
	if len(discoverMPIInclude(context.Background(), lang)) == 0 {
		unavailable(t, "no MPI headers for %s found (install libmpich-dev)", lang)
	}
}

func requireFlang(t *testing.T) {
	t.Helper()
	if len(InstalledFlangs()) > 0 {
		return
	}
	unavailable(t, "no flang-new found in PATH (install flang-16)")
}

func mustContain(t *testing.T, what, text string, subs ...string) {
	t.Helper()
	for _, s := range subs {
		if !strings.Contains(text, s) {
			t.Errorf("%s does not contain %q", what, s)
		}
	}
}

func compile(t *testing.T, src string, opt Options) *Unit {
	t.Helper()
	u, err := Compile(context.Background(), src, opt)
	if err != nil {
		t.Fatalf("Compile(%s): %v", src, err)
	}
	t.Cleanup(func() { u.Close() })
	t.Logf("%s: %s (%s)", src, strings.Join(u.Command, " "), u.Version)
	return u
}

func TestCompileCMPIOpenMP(t *testing.T) {
	for _, cc := range installedNames(InstalledClangs(), "clang", false) {
		t.Run(cc, func(t *testing.T) {
			requireTool(t, cc)
			requireMPI(t, C)
			u := compile(t, "testdata/mpi_omp.c", Options{CC: cc, OpenMP: true, UserFlags: []string{"-DANSWER=42"}})
			if u.Lang != C || u.Source != "testdata/mpi_omp.c" || u.Compiler != cc {
				t.Errorf("unit = %+v", u)
			}
			mustContain(t, "version", u.Version, "clang version")
			ir := string(u.IR)
			mustContain(t, "IR", ir, "@__kmpc_fork_call", "@__kmpc_single", "@MPI_Barrier", "!DILocation(line: 12",
				"@answer = dso_local global i32 42")
			mustContain(t, "command", strings.Join(u.Command, " "), "-g -O0 -S -emit-llvm -fopenmp", "-DANSWER=42")
			if data, err := os.ReadFile(u.IRPath); err != nil || string(data) != ir {
				t.Errorf("IRPath %s does not hold the IR: %v", u.IRPath, err)
			}

			// When clang lacks its own omp.h, the private -isystem
			// directory must hold nothing but a symlink to another one.
			rd, _ := exec.Command(cc, "-print-resource-dir").Output()
			own := fileExists(filepath.Join(strings.TrimSpace(string(rd)), "include", "omp.h"))
			i := indexOf(u.Command, "-isystem")
			if !own && i < 0 {
				t.Logf("%s finds omp.h outside its resource directory", cc)
			}
			if i >= 0 {
				if own {
					t.Errorf("%s has its own omp.h but a substitute was added: %q", cc, u.Command)
				}
				dir := u.Command[i+1]
				ents, err := os.ReadDir(dir)
				if err != nil || len(ents) != 1 || ents[0].Name() != "omp.h" || ents[0].Type()&os.ModeSymlink == 0 {
					t.Errorf("omp include dir %s: %v %v", dir, ents, err)
				}
				target, _ := os.Readlink(filepath.Join(dir, "omp.h"))
				t.Logf("%s uses omp.h from %s", cc, target)
			}

			ir1 := u.IRPath
			if err := u.Close(); err != nil {
				t.Error(err)
			}
			if _, err := os.Stat(ir1); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("Close left %s: %v", ir1, err)
			}
		})
	}
}

func TestCompileCXX(t *testing.T) {
	for _, cxx := range installedNames(InstalledClangs(), "clang++", true) {
		t.Run(cxx, func(t *testing.T) {
			requireTool(t, cxx)
			requireMPI(t, CXX)
			u := compile(t, "testdata/hello.cpp", Options{CXX: cxx, UserFlags: []string{"-fopenmp", "-std=c++17", "-o", "hello.o", "-c"}})
			if u.Lang != CXX {
				t.Errorf("Lang = %v", u.Lang)
			}
			mustContain(t, "IR", string(u.IR), "@__kmpc_fork_call", "@MPI_Allreduce", "_Z3sumIdET_RKSt6vectorIS0_SaIS0_EE", "linkageName:")
			cmd := strings.Join(u.Command, " ")
			mustContain(t, "command", cmd, "-fopenmp", "-std=c++17")
			if strings.Contains(cmd, "hello.o") || strings.Contains(cmd, " -c ") {
				t.Errorf("output flags passed through: %s", cmd)
			}
		})
	}
}

func TestCompileFortran(t *testing.T) {
	requireFlang(t)
	requireMPI(t, Fortran)
	fcs := append([]string{""}, installedNames(InstalledFlangs(), "", false)...) // "": discovered
	for _, fc := range fcs {
		name := fc
		if name == "" {
			name = "default"
		}
		t.Run(name, func(t *testing.T) {
			t.Setenv("PARCOACH_FC", "")
			dir := t.TempDir()
			// the module directory must never be the working directory
			u := compile(t, "mpi_omp.f90", Options{FC: fc, OpenMP: true, WorkDir: "testdata", TempDir: dir,
				// what `mpifort -show` gives with gfortran: unknown to flang-new-16
				UserFlags: []string{"-fallow-argument-mismatch", "-O0"}})
			if u.Lang != Fortran || (fc != "" && u.Compiler != fc) || u.Compiler == "" {
				t.Errorf("unit = %+v", u)
			}
			mustContain(t, "version", u.Version, "flang")
			mustContain(t, "IR", string(u.IR), "@mpi_barrier_", "@__kmpc_fork_call", "@__kmpc_single", "@_QQmain")
			if filepath.Dir(u.IRPath) != dir {
				t.Errorf("IRPath %s not in TempDir %s", u.IRPath, dir)
			}
			for _, w := range u.Warnings {
				if strings.Contains(w, "'-g'") {
					t.Errorf("harmless -g warning kept: %q", w)
				}
			}
			t.Logf("warnings: %q", u.Warnings)
			if indexOf(u.Command, "-fallow-argument-mismatch") >= 0 {
				// this flang knows the flag: fine
			} else if !strings.Contains(strings.Join(u.Warnings, "\n"), "flag -fallow-argument-mismatch dropped") {
				t.Errorf("dropped flag not reported in warnings: %q", u.Warnings)
			}
			if mods, _ := filepath.Glob("testdata/*.mod"); len(mods) > 0 {
				t.Errorf("flang wrote modules into the working directory: %q", mods)
			}
		})
	}
}

// TestCompileFortranOmpLibInclude: `INCLUDE 'omp_lib.h'` compiles with every installed flang
// (Debian's flang-N does not search its own include/flang, where the file is).
func TestCompileFortranOmpLibInclude(t *testing.T) {
	requireFlang(t)
	for _, fc := range installedNames(InstalledFlangs(), "", false) {
		t.Run(fc, func(t *testing.T) {
			u := compile(t, "omp_lib_include.f90", Options{FC: fc, OpenMP: true, WorkDir: "testdata", TempDir: t.TempDir()})
			mustContain(t, "IR", string(u.IR), "@omp_get_thread_num", "@__kmpc_fork_call")
		})
	}
}

func TestCompileSyntaxError(t *testing.T) {
	requireTool(t, "clang")
	requireMPI(t, C)
	_, err := Compile(context.Background(), "testdata/bad.c", Options{CC: "clang"})
	var ce *CompileError
	if !errors.As(err, &ce) {
		t.Fatalf("Compile(bad.c) error = %v (%T), want *CompileError", err, err)
	}
	msg := err.Error()
	want := "testdata/bad.c: compiler failed (exit 1): testdata/bad.c:4:25: error: expected ';' after expression"
	if msg != want {
		t.Errorf("error = %q\nwant    %q", msg, want)
	}
	if ce.ExitCode != 1 || ce.Source != "testdata/bad.c" || len(ce.Command) == 0 || !strings.Contains(ce.Stderr, "1 error generated") {
		t.Errorf("CompileError = %+v", ce)
	}
}

func TestCompileFortranSyntaxError(t *testing.T) {
	requireFlang(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "bad.f90")
	os.WriteFile(src, []byte("program p\n  x = = 1\nend program\n"), 0o644)
	_, err := Compile(context.Background(), src, Options{MPIInclude: []string{}})
	var ce *CompileError
	if !errors.As(err, &ce) {
		t.Fatalf("error = %v, want *CompileError", err)
	}
	mustContain(t, "error", err.Error(), src+": compiler failed (exit 1): ", "bad.f90:2:")
}

func TestCompileAll(t *testing.T) {
	requireTool(t, "clang")
	requireTool(t, "clang++")
	requireMPI(t, C)
	srcs := []string{"testdata/mpi_omp.c", "testdata/bad.c", "testdata/hello.cpp", "testdata/missing.c", "testdata/tiny.ll"}
	units, errs := CompileAll(context.Background(), srcs, Options{OpenMP: true}, 3)
	defer func() {
		for _, u := range units {
			u.Close()
		}
	}()
	var got []string
	for _, u := range units {
		got = append(got, u.Source)
	}
	if want := []string{"testdata/mpi_omp.c", "testdata/hello.cpp", "testdata/tiny.ll"}; strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("units = %q, want %q", got, want)
	}
	if len(errs) != 2 {
		t.Fatalf("errors = %v, want 2", errs)
	}
	if !strings.HasPrefix(errs[0].Error(), "testdata/bad.c: compiler failed (exit 1): ") {
		t.Errorf("errs[0] = %v", errs[0])
	}
	if errs[1].Error() != "testdata/missing.c: cannot read: no such file or directory" {
		t.Errorf("errs[1] = %v", errs[1])
	}
}

func TestCompileAllFortranModuleOrder(t *testing.T) {
	requireFlang(t)
	// The user of the module comes first: it must be retried after the
	// module is compiled.
	units, errs := CompileAll(context.Background(), []string{"testdata/fmod/use_m.f90", "testdata/fmod/shapes.f90"}, Options{MPIInclude: []string{}}, 2)
	for _, u := range units {
		defer u.Close()
	}
	if len(errs) != 0 || len(units) != 2 {
		t.Fatalf("units %d, errors %v", len(units), errs)
	}
	if units[0].Source != "testdata/fmod/use_m.f90" {
		t.Errorf("order changed: %s first", units[0].Source)
	}
	mustContain(t, "IR", string(units[0].IR), "@_QMshapesParea")
}

func TestCompileIR(t *testing.T) {
	u, err := Compile(context.Background(), "testdata/tiny.ll", Options{CC: "no-such-compiler"})
	if err != nil {
		t.Fatal(err)
	}
	if u.Lang != IR || u.IRPath != "testdata/tiny.ll" || !strings.Contains(string(u.IR), "define dso_local i32 @add") || u.Command != nil {
		t.Errorf("unit = %+v", u)
	}
	if err := u.Close(); err != nil {
		t.Error(err)
	}
	if _, err := os.Stat("testdata/tiny.ll"); err != nil {
		t.Errorf("Close removed the input: %v", err)
	}
}

func TestCompileErrors(t *testing.T) {
	tests := []struct {
		name, src string
		opt       Options
		want      string
	}{
		{"missing clang", "testdata/mpi_omp.c", Options{CC: "parcoach-no-such-cc"},
			"testdata/mpi_omp.c: the compiler given with --cc is wrong: parcoach-no-such-cc is not found in PATH"},
		{"missing clang++", "testdata/hello.cpp", Options{CXX: "parcoach-no-such-cxx"},
			"testdata/hello.cpp: the compiler given with --cxx is wrong: parcoach-no-such-cxx is not found in PATH"},
		{"missing flang", "testdata/mpi_omp.f90", Options{FC: "parcoach-no-such-fc"},
			"testdata/mpi_omp.f90: the compiler given with --fc is wrong: parcoach-no-such-fc is not found in PATH"},
		{"unreadable", "testdata/nope.c", Options{}, "testdata/nope.c: cannot read: no such file or directory"},
		{"unreadable ll", "testdata/nope.ll", Options{}, "testdata/nope.ll: cannot read: no such file or directory"},
		{"unknown type", "testdata/compdb/arguments.json", Options{}, `testdata/compdb/arguments.json: unsupported file type ".json"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Compile(context.Background(), tt.src, tt.opt)
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Fatalf("error = %v\nwant      %s", err, tt.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("not a one-liner: %q", err)
			}
		})
	}
	dir := filepath.Join(t.TempDir(), "dir.c")
	os.Mkdir(dir, 0o755)
	if _, err := Compile(context.Background(), dir, Options{}); err == nil || err.Error() != dir+": cannot read: is a directory" {
		t.Errorf("directory: error = %v", err)
	}
	_, err := Compile(context.Background(), "testdata/mpi_omp.c", Options{CC: "parcoach-no-such-cc"})
	var nf *NotFoundError
	if !errors.As(err, &nf) || !errors.Is(err, exec.ErrNotFound) {
		t.Errorf("missing compiler error %T is not a *NotFoundError / exec.ErrNotFound", err)
	}
}

func TestCompileDefaultCompilerMissing(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	t.Setenv("PARCOACH_CC", "")
	t.Setenv("PARCOACH_FC", "")
	for src, want := range map[string]string{
		"testdata/mpi_omp.c":   "testdata/mpi_omp.c: clang not found in PATH: install clang (apt-get install clang) or set PARCOACH_CC",
		"testdata/mpi_omp.f90": "testdata/mpi_omp.f90: flang-new (nor any flang-new-N or flang) not found in PATH: install flang (apt-get install flang-19, or the newest flang-N) or set PARCOACH_FC",
	} {
		_, err := Compile(context.Background(), src, Options{MPIInclude: []string{}})
		if err == nil || err.Error() != want {
			t.Errorf("error = %v\nwant      %s", err, want)
		}
	}
}

func TestCompileEnvCompiler(t *testing.T) {
	t.Setenv("PARCOACH_CC", "parcoach-env-cc")
	_, err := Compile(context.Background(), "testdata/mpi_omp.c", Options{})
	if err == nil || !strings.Contains(err.Error(), "parcoach-env-cc is not found in PATH") {
		t.Errorf("PARCOACH_CC not used: %v", err)
	}
}

// TestCompilerSettingWrong: a compiler chosen by $PARCOACH_CC or --cc that does not exist is
// the setting's fault, and the message says so with its value. PARCOACH_CC=/nonexistent used
// to say "/nonexistent not found in PATH: install clang ... or set PARCOACH_CC".
func TestCompilerSettingWrong(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		env, opt, want string
	}{
		{"/nonexistent", "", `testdata/mpi_omp.c: $PARCOACH_CC is wrong (PARCOACH_CC="/nonexistent"): /nonexistent does not exist; set it to an installed compiler, or unset it`},
		{"no-such-cc-xyz -O1", "", `testdata/mpi_omp.c: $PARCOACH_CC is wrong (PARCOACH_CC="no-such-cc-xyz -O1"): no-such-cc-xyz is not found in PATH; set it to an installed compiler, or unset it`},
		{dir, "", "001 is a directory; set it"},
		{"clang", "/nonexistent/cc", "testdata/mpi_omp.c: the compiler given with --cc is wrong: /nonexistent/cc does not exist"},
	} {
		t.Setenv("PARCOACH_CC", tc.env)
		_, err := Compile(context.Background(), "testdata/mpi_omp.c", Options{CC: tc.opt, MPIInclude: []string{}})
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "install clang") {
			t.Errorf("PARCOACH_CC=%q --cc=%q: error %v\nwant %s", tc.env, tc.opt, err, tc.want)
		}
	}
}

func TestCompileCanceled(t *testing.T) {
	requireTool(t, "clang")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Compile(ctx, "testdata/mpi_omp.c", Options{CC: "clang", MPIInclude: []string{}})
	if !errors.Is(err, context.Canceled) || !strings.HasPrefix(err.Error(), "testdata/mpi_omp.c: ") {
		t.Errorf("error = %v, want a context.Canceled naming the file", err)
	}
}

func TestCompileFromCompileCommands(t *testing.T) {
	requireTool(t, "clang")
	requireMPI(t, C)
	dir := t.TempDir()
	src, _ := filepath.Abs("testdata/mpi_omp.c")
	db := filepath.Join(dir, "compile_commands.json")
	json := `[{"directory": "` + dir + `", "file": "` + src + `",
	  "command": "mpicc -DANSWER=7 -fopenmp -Wall -O2 -MD -MF dep.d -c ` + src + ` -o mpi_omp.o"}]`
	if err := os.WriteFile(db, []byte(json), 0o644); err != nil {
		t.Fatal(err)
	}
	cmds, err := ReadCompileCommands(db)
	if err != nil || len(cmds) != 1 {
		t.Fatalf("ReadCompileCommands: %v %v", cmds, err)
	}
	c := cmds[0]
	u := compile(t, c.File, c.Options(Options{CC: "clang", TempDir: dir}))
	mustContain(t, "IR", string(u.IR), "@answer = dso_local global i32 7", "@__kmpc_fork_call")
	for _, f := range []string{"dep.d", "mpi_omp.o"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
			t.Errorf("%s was written", f)
		}
	}
}

func TestDiscoverMPIInclude(t *testing.T) {
	for _, l := range []Lang{C, CXX, Fortran} {
		dirs := discoverMPIInclude(context.Background(), l)
		h := "mpi.h"
		if l == Fortran {
			h = "mpif.h"
		}
		if len(dirs) == 0 {
			unavailable(t, "no MPI headers found for %s", l)
		}
		for _, d := range dirs {
			if !fileExists(filepath.Join(d, h)) {
				t.Errorf("%s: %s has no %s", l, d, h)
			}
		}
		t.Logf("%s: %q", l, dirs)
	}
}

func TestCompileWarningsKept(t *testing.T) {
	requireTool(t, "clang")
	src := filepath.Join(t.TempDir(), "w.c")
	os.WriteFile(src, []byte("int f(void) { int unused; return 0; }\n"), 0o644)
	u := compile(t, src, Options{CC: "clang", MPIInclude: []string{}, UserFlags: []string{"-Wall"}})
	mustContain(t, "warnings", strings.Join(u.Warnings, "\n"), "w.c:1:19: warning: unused variable 'unused'")
}

func TestOpenMPDirectivesImplyFopenmp(t *testing.T) {
	for _, c := range []struct {
		src  string
		want bool
	}{
		{"int main(void) {\n#pragma omp parallel\n  {}\n}\n", true},
		{"int main(void) {\n  #  pragma   omp barrier\n}\n", true},
		{"program p\n!$omp parallel\n!$omp end parallel\nend\n", true},
		{"int main(void) { /* #pragma omp is mentioned in a comment */ return 0; }\n", false},
		{"#pragma once\nint x;\n", false},
	} {
		path := filepath.Join(t.TempDir(), "x.c")
		if err := os.WriteFile(path, []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := usesOpenMP(path); got != c.want {
			t.Errorf("%q: usesOpenMP = %v, want %v", c.src, got, c.want)
		}
	}
}

// TestInstalled: the discovered compilers are runnable by name, distinct binaries, the
// unversioned default first. In CI the matrix the README promises must be there: a clang with
// typed pointers (LLVM 14), one with opaque pointers, and a flang.
func TestInstalled(t *testing.T) {
	clangs, flangs := InstalledClangs(), InstalledFlangs()
	for _, l := range [][]Installed{clangs, flangs} {
		paths := map[string]bool{}
		for i, c := range l {
			if _, err := exec.LookPath(c.Name); err != nil {
				t.Errorf("%s: listed but not on PATH", c.Name)
			}
			if paths[c.Path] {
				t.Errorf("%s: binary %s listed twice", c.Name, c.Path)
			}
			paths[c.Path] = true
			if i > 0 && !strings.ContainsAny(c.Name, "0123456789") {
				t.Errorf("%s: the unversioned compiler must come first: %v", c.Name, l)
			}
		}
	}
	t.Logf("clangs %v, flangs %v", clangs, flangs)
	if os.Getenv("CI") != "true" {
		return
	}
	typed, opaque := false, false
	for _, c := range clangs {
		typed = typed || !c.OpaquePointers()
		opaque = opaque || c.OpaquePointers()
	}
	if !typed || !opaque || len(flangs) == 0 {
		t.Errorf("CI must test a typed-pointer clang, an opaque-pointer clang and a flang (scripts/install-deps.sh installs them): clangs %v, flangs %v", clangs, flangs)
	}
}
