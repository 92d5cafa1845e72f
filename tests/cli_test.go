package tests

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
)

// run runs the parcoach binary in dir and returns stdout, stderr and the exit status.
func run(t *testing.T, dir string, env []string, args ...string) (string, string, int) {
	t.Helper()
	stdout, stderr, code, err := runParcoachIn(dir, env, args...)
	if err != nil {
		t.Fatal(err)
	}
	return stdout, stderr, code
}

// runParcoachIn is run without a testing.T (for goroutines): err is set when the binary could
// not be run at all.
func runParcoachIn(dir string, env []string, args ...string) (string, string, int, error) {
	cmd := exec.Command(parcoachBin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code, err = ee.ExitCode(), nil
	}
	return stdout.String(), stderr.String(), code, err
}

func write(t *testing.T, dir, name, src string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
}

const buggy = `#include <mpi.h>
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
`

const correct = `#include <mpi.h>
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
`

func TestExitStatusAndCompilerStyleOutput(t *testing.T) {
	requireTool(t, "clang")
	dir := t.TempDir()
	write(t, dir, "bug.c", buggy)
	write(t, dir, "ok.c", correct)
	write(t, dir, "broken.c", "int main( {\n")

	out, _, code := run(t, dir, nil, "check", "ok.c")
	if code != 0 || out != "" {
		t.Errorf("correct program: exit %d, output %q; want 0 and nothing", code, out)
	}
	out, _, code = run(t, dir, nil, "check", "bug.c")
	if code != 1 {
		t.Errorf("buggy program: exit %d, want 1", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 2 || !strings.HasPrefix(lines[0], "bug.c:7:5: warning: MPI_Barrier may not be called by all processes") ||
		!strings.HasSuffix(lines[0], "[collective-mismatch]") || !strings.HasPrefix(lines[1], "bug.c:6:") || !strings.Contains(lines[1], ": note: ") {
		t.Errorf("output not in compiler style:\n%s", out)
	}
	// A file that does not compile: one clear line naming it, the others still analysed, exit 2.
	out, errOut, code := run(t, dir, nil, "check", "broken.c", "bug.c")
	if code != 2 {
		t.Errorf("with a broken file: exit %d, want 2", code)
	}
	if !strings.Contains(errOut, "broken.c") || !strings.Contains(errOut, "error") || strings.Contains(errOut, "goroutine") {
		t.Errorf("stderr should name the broken file in one line, got:\n%s", errOut)
	}
	if !strings.Contains(out, "bug.c:7:5") {
		t.Errorf("the other file must still be analysed; stdout:\n%s", out)
	}
}

func TestMissingInputsAndCompiler(t *testing.T) {
	dir := t.TempDir()
	_, errOut, code := run(t, dir, nil, "check", "nosuch.c")
	if code != 2 || !strings.Contains(errOut, "nosuch.c") {
		t.Errorf("missing file: exit %d, stderr %q", code, errOut)
	}
	write(t, dir, "ok.c", correct)
	_, errOut, code = run(t, dir, []string{"PARCOACH_CC=no-such-compiler-xyz"}, "check", "ok.c")
	if code != 2 || !strings.Contains(errOut, "no-such-compiler-xyz") || strings.Count(strings.TrimSpace(errOut), "\n") > 1 {
		t.Errorf("missing compiler: exit %d, stderr %q (want one line naming the compiler)", code, errOut)
	}
	_, _, code = run(t, dir, nil, "check")
	if code != 2 {
		t.Errorf("no inputs: exit %d, want 2", code)
	}
	_, _, code = run(t, dir, nil, "frobnicate")
	if code != 2 {
		t.Errorf("unknown command: exit %d, want 2", code)
	}
}

func TestUnreadableIR(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "bad.ll", "define void @f() {\n  br label %nowhere\n}\n")
	_, errOut, code := run(t, dir, nil, "check", "bad.ll")
	if code != 2 || !strings.Contains(errOut, "bad.ll: IR line 2:") || strings.Contains(errOut, "panic") {
		t.Errorf("branch to a missing label: exit %d, stderr %q", code, errOut)
	}
	write(t, dir, "garbage.ll", "\x00\x01 this is not IR")
	_, errOut, code = run(t, dir, nil, "check", "garbage.ll")
	if code != 2 || strings.Contains(errOut, "goroutine") {
		t.Errorf("garbage: exit %d, stderr %q", code, errOut)
	}
}

func TestJSONAndSARIF(t *testing.T) {
	requireTool(t, "clang")
	dir := t.TempDir()
	write(t, dir, "bug.c", buggy)
	out, _, code := run(t, dir, nil, "check", "--format=json", "bug.c")
	var js struct {
		Diagnostics []struct {
			Check, Severity, Message string
			Pos                      struct {
				File         string
				Line, Column int
			}
			Notes []struct{ Message string }
		}
		Complete bool
	}
	if err := json.Unmarshal([]byte(out), &js); err != nil || code != 1 {
		t.Fatalf("json: exit %d, %v:\n%s", code, err, out)
	}
	if !js.Complete || len(js.Diagnostics) != 1 || js.Diagnostics[0].Check != "collective-mismatch" || js.Diagnostics[0].Pos.Line != 7 || len(js.Diagnostics[0].Notes) == 0 {
		t.Errorf("json content: %+v", js)
	}
	out, _, _ = run(t, dir, nil, "check", "--format=sarif", "bug.c")
	var sarif struct {
		Version string
		Runs    []struct {
			Tool struct {
				Driver struct {
					Name  string
					Rules []struct{ ID string }
				}
			}
			Results []struct {
				RuleID    string
				Locations []struct {
					PhysicalLocation struct {
						Region struct{ StartLine int }
					}
				}
				RelatedLocations []struct{}
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &sarif); err != nil {
		t.Fatalf("sarif: %v\n%s", err, out)
	}
	if sarif.Version != "2.1.0" || len(sarif.Runs) != 1 || sarif.Runs[0].Tool.Driver.Name != "parcoach" ||
		len(sarif.Runs[0].Results) != 1 || sarif.Runs[0].Results[0].RuleID != "collective-mismatch" ||
		sarif.Runs[0].Results[0].Locations[0].PhysicalLocation.Region.StartLine != 7 || len(sarif.Runs[0].Results[0].RelatedLocations) == 0 {
		t.Errorf("sarif content: %+v", sarif)
	}
	rules := map[string]bool{}
	for _, r := range sarif.Runs[0].Tool.Driver.Rules {
		rules[r.ID] = true
	}
	if !rules["collective-mismatch"] || !rules["omp-barrier-divergence"] {
		t.Errorf("sarif rules should list every check id, got %v", rules)
	}
}

func TestExplainVersionDump(t *testing.T) {
	dir := t.TempDir()
	out, _, code := run(t, dir, nil, "explain", "collective-mismatch")
	if code != 0 || !strings.HasPrefix(out, "collective-mismatch\n") || !strings.Contains(out, "deadlock") {
		t.Errorf("explain: exit %d:\n%s", code, out)
	}
	_, errOut, code := run(t, dir, nil, "explain", "no-such-check")
	if code != 2 || !strings.Contains(errOut, "unknown check id") {
		t.Errorf("explain unknown: exit %d, %q", code, errOut)
	}
	out, _, code = run(t, dir, nil, "version")
	if code != 0 || !strings.HasPrefix(out, "parcoach ") {
		t.Errorf("version: exit %d, %q", code, out)
	}
	requireTool(t, "clang")
	write(t, dir, "bug.c", buggy)
	out, _, code = run(t, dir, nil, "dump", "--cfg", "main", "--format=dot", "bug.c")
	if code != 0 || !strings.HasPrefix(out, "digraph") || !strings.Contains(out, "MPI_Barrier") || !strings.Contains(out, "->") {
		t.Errorf("dump dot: exit %d:\n%s", code, out)
	}
}

func TestEveryCheckIDHasADoc(t *testing.T) {
	_, errOut, code := run(t, t.TempDir(), nil, "explain")
	if code != 2 {
		t.Fatalf("explain without id: exit %d", code)
	}
	ids := 0
	for _, l := range strings.Split(errOut, "\n") {
		id := strings.TrimSpace(l)
		if !strings.HasPrefix(l, "  ") || id == "" {
			continue
		}
		ids++
		doc, _, code := run(t, t.TempDir(), nil, "explain", id)
		if code != 0 || len(doc) < 200 {
			t.Errorf("explain %s: exit %d, doc of %d characters (want a paragraph)", id, code, len(doc))
		}
	}
	if ids < 5 {
		t.Errorf("explain lists %d check ids:\n%s", ids, errOut)
	}
}

const buggyFortran = `program p
  implicit none
  include 'mpif.h'
  integer :: ierr, rank
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  if (rank == 0) then
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end if
  call MPI_Finalize(ierr)
end program p
`

// TestPathsAsGiven: every finding, note and JSON/SARIF position names a file that exists from
// the working directory: relative when the file is below it, else absolute; never the bare
// name of a file in a subdirectory (flang records only the base name). With every installed
// compiler of each language.
func TestPathsAsGiven(t *testing.T) {
	requireTool(t, "clang")
	root := t.TempDir()
	sub := filepath.Join(root, "sub")
	other := filepath.Join(root, "other")
	for _, d := range []string{sub, other} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write(t, sub, "a.c", buggy)
	write(t, sub, "f.f90", buggyFortran)
	type input struct{ arg, flag string }
	var inputs []input
	for _, c := range irtest.Clangs() {
		inputs = append(inputs, input{"sub/a.c", "--cc=" + c.Name})
	}
	for _, fc := range irtest.Flangs() {
		inputs = append(inputs, input{"sub/f.f90", "--fc=" + fc.Name})
	}
	for _, in := range inputs {
		for _, from := range []struct{ dir, arg, want string }{
			{root, in.arg, in.arg}, // below: relative, as given
			{other, filepath.Join("..", in.arg), filepath.Join(root, in.arg)}, // not below: absolute
		} {
			out, stderr, code := run(t, from.dir, nil, "check", "--format=json", in.flag, from.arg)
			if code != 1 {
				t.Fatalf("%s %s from %s: exit %d, want 1\n%s", in.flag, from.arg, from.dir, code, stderr)
			}
			var res checkOutput
			if err := json.Unmarshal([]byte(out), &res); err != nil || len(res.Diagnostics) == 0 {
				t.Fatalf("%s: %v\n%s", in.flag, err, out)
			}
			for _, d := range res.Diagnostics {
				if d.Pos.File != from.want {
					t.Errorf("%s %s from %s: position file %q, want %q", in.flag, from.arg, from.dir, d.Pos.File, from.want)
				}
			}
			text, _, _ := run(t, from.dir, nil, "check", in.flag, from.arg)
			if !strings.HasPrefix(text, from.want+":") && !strings.HasPrefix(text, from.want+" (in function") {
				t.Errorf("%s %s from %s: text output starts %q, want the file %s", in.flag, from.arg, from.dir, firstLine(text), from.want)
			}
		}
	}
}

// TestPathsAbsoluteInputs: a file given by its absolute path, or by a compile_commands.json
// whose entries are absolute, is shown relative to the working directory when it is below it,
// else absolute, in findings and in problem lines (the compiler's message included).
func TestPathsAbsoluteInputs(t *testing.T) {
	requireTool(t, "clang")
	requireTool(t, "mpicc")
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(root, "sub")
	other := filepath.Join(root, "other")
	for _, d := range []string{sub, other} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write(t, sub, "a.c", buggy)
	write(t, sub, "broken.c", "int f(void) { return 1 }\n")
	db, err := json.Marshal([]map[string]string{
		{"directory": sub, "file": filepath.Join(sub, "a.c"), "command": "mpicc -c a.c"},
		{"directory": sub, "file": "broken.c", "command": "mpicc -c broken.c"},
	})
	if err != nil {
		t.Fatal(err)
	}
	write(t, sub, "compile_commands.json", string(db))
	abs := func(name string) string { return filepath.Join(sub, name) }
	for _, c := range []struct {
		dir  string
		args []string
		want string // how sub/ is shown
	}{
		{root, []string{abs("a.c"), abs("broken.c")}, "sub/"},
		{sub, []string{abs("a.c"), abs("broken.c")}, ""},
		{other, []string{abs("a.c"), abs("broken.c")}, sub + "/"},
		{root, []string{"-p", abs("compile_commands.json")}, "sub/"},
		{other, []string{"-p", abs("compile_commands.json")}, sub + "/"},
	} {
		args := append([]string{"check", "--format=json"}, c.args...)
		out, stderr, code := run(t, c.dir, nil, args...)
		if code != 2 {
			t.Fatalf("%v from %s: exit %d, want 2 (broken.c does not compile)\n%s", c.args, c.dir, code, stderr)
		}
		var res checkOutput
		if err := json.Unmarshal([]byte(out), &res); err != nil || len(res.Diagnostics) == 0 {
			t.Fatalf("%v from %s: %v\n%s", c.args, c.dir, err, out)
		}
		for _, d := range res.Diagnostics {
			if d.Pos.File != c.want+"a.c" {
				t.Errorf("%v from %s: finding in %q, want %q", c.args, c.dir, d.Pos.File, c.want+"a.c")
			}
		}
		if len(res.Problems) != 1 || !strings.HasPrefix(res.Problems[0], c.want+"broken.c: ") ||
			!strings.Contains(res.Problems[0], " "+c.want+"broken.c:1:") {
			t.Errorf("%v from %s: problems %q, want one line naming %sbroken.c (also in the compiler's message)", c.args, c.dir, res.Problems, c.want)
		}
		if !strings.Contains(stderr, "parcoach: error: "+c.want+"broken.c: ") {
			t.Errorf("%v from %s: stderr %q does not name %sbroken.c", c.args, c.dir, stderr, c.want)
		}
	}
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// TestFortranModulesConcurrent: four processes asking at once for the modules of one flang, in a
// fresh cache, get the same complete directory, and no temporary directory is left behind.
func TestFortranModulesConcurrent(t *testing.T) {
	fc := irtest.Flangs()[0].Name
	requireTool(t, fc)
	requireTool(t, "mpicc")
	cache := t.TempDir()
	env := []string{"XDG_CACHE_HOME=" + cache}
	type answer struct {
		out, stderr string
		code        int
		err         error
	}
	answers := make(chan answer, 4)
	for i := 0; i < 4; i++ {
		go func() {
			out, stderr, code, err := runParcoachIn("", env, "fortran-modules", "--dir", "--fc", fc)
			answers <- answer{out, stderr, code, err}
		}()
	}
	dir := ""
	for i := 0; i < 4; i++ {
		a := <-answers
		if a.err != nil || a.code != 0 {
			t.Fatalf("parcoach fortran-modules: exit %d, %v\n%s", a.code, a.err, a.stderr)
		}
		got := strings.TrimSpace(a.out)
		if dir == "" {
			dir = got
		} else if got != dir {
			t.Errorf("two answers: %s and %s", dir, got)
		}
	}
	if !strings.HasPrefix(dir, cache) {
		t.Errorf("modules in %s, not in $XDG_CACHE_HOME %s", dir, cache)
	}
	for _, f := range []string{"mpi.mod", "mpi_f08.mod", "parcoach_mpi_modules.o"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), "*.tmp-*"))
	if len(left) > 0 {
		t.Errorf("temporary directories left: %v", left)
	}
}

// TestFortranMPIThroughAModule: a file that uses a module of the program, which uses mpi, makes
// flang read mpi.mod too (CloverLeaf's clover_module): parcoach's modules must be on its path
// for that file as well, or flang reads the system's gfortran-built mpi.mod and fails.
func TestFortranMPIThroughAModule(t *testing.T) {
	for _, fc := range irtest.Flangs() {
		t.Run(fc.Name, func(t *testing.T) {
			requireTool(t, fc.Name)
			requireTool(t, "mpicc")
			dir := t.TempDir()
			write(t, dir, "comms.f90", "module comms\n  use mpi\n  implicit none\n  integer :: rank\nend module comms\n")
			write(t, dir, "main.f90", `program main
  use comms
  implicit none
  integer :: ierr
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  if (rank == 0) then
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end if
  call MPI_Finalize(ierr)
end program main
`)
			out, stderr, code := run(t, dir, nil, "check", "--format=json", "--fc="+fc.Name, "main.f90", "comms.f90")
			if code != 1 {
				t.Fatalf("exit %d, want 1 (one finding)\n%s\n%s", code, stderr, out)
			}
			var res checkOutput
			if err := json.Unmarshal([]byte(out), &res); err != nil {
				t.Fatal(err)
			}
			found := false
			for _, d := range res.Diagnostics {
				found = found || d.Check == "collective-mismatch" && strings.HasSuffix(d.Pos.File, "main.f90")
			}
			if !found || len(res.Problems) > 0 {
				t.Errorf("want a collective-mismatch in main.f90 and no problem, got %+v", res)
			}
		})
	}
}

// TestCCFortranModulesWithoutMPI: a Fortran program without MPI whose files use a module of
// their own builds through parcoach cc as with the compiler alone (parcoach's mpi modules on the
// path do not drag the MPI library into its link).
func TestCCFortranModulesWithoutMPI(t *testing.T) {
	fc := irtest.Flangs()[0].Name
	requireTool(t, fc)
	dir := t.TempDir()
	write(t, dir, "m.f90", "module m\n  integer :: k = 3\nend module m\n")
	write(t, dir, "p.f90", "program p\n  use m\n  print '(i0)', k\nend program p\n")
	for _, inst := range []bool{false, true} {
		args := []string{"cc"}
		if inst {
			args = append(args, "--instrument")
		}
		args = append(args, fc, "m.f90", "p.f90", "-o", "prog")
		if _, stderr, code := run(t, dir, nil, args...); code != 0 {
			t.Fatalf("parcoach %s: exit %d\n%s", strings.Join(args, " "), code, stderr)
		}
		out, err := exec.Command(filepath.Join(dir, "prog")).Output()
		if err != nil || strings.TrimSpace(string(out)) != "3" {
			t.Errorf("the program printed %q, %v; want 3", out, err)
		}
	}
}

// selfDeclared is an MPI program that declares what it calls (no mpi.h needed), with the
// function holding the collective after main, as a file cut after main loses it.
const selfDeclared = `int MPI_Init(int *, char ***);
int MPI_Comm_rank(int, int *);
int MPI_Barrier(int);
int MPI_Finalize(void);
void sync_all(void);
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(0x44000000, &rank);
  if (rank == 0)
    sync_all();
  MPI_Finalize();
  return 0;
}
void sync_all(void) { MPI_Barrier(0x44000000); }
`

// TestTruncatedIR: a .ll cut anywhere (here after main's closing brace, where the callee
// holding the collective and all the metadata are lost; and a 0-byte file) is an error line
// naming the file and a line, exit 2; it used to be analysed as complete, exit 0.
func TestTruncatedIR(t *testing.T) {
	requireTool(t, "clang")
	dir := t.TempDir()
	write(t, dir, "p.c", selfDeclared)
	if out, err := exec.Command("clang", "-g", "-O0", "-S", "-emit-llvm", filepath.Join(dir, "p.c"), "-o", filepath.Join(dir, "p.ll")).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	full, err := os.ReadFile(filepath.Join(dir, "p.ll"))
	if err != nil {
		t.Fatal(err)
	}
	out, errOut, code := run(t, dir, nil, "check", "p.ll")
	if code != 1 || !strings.Contains(out, "[collective-mismatch]") {
		t.Fatalf("the complete file: exit %d, stdout %q, stderr %q; want the finding", code, out, errOut)
	}
	mainEnd := strings.Index(string(full), "\n}\n") + 3 // main is the first definition
	write(t, dir, "cut.ll", string(full[:mainEnd]))
	write(t, dir, "empty.ll", "")
	for _, name := range []string{"cut.ll", "empty.ll"} {
		out, errOut, code := run(t, dir, nil, "check", name)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if code != 2 || out != "" || len(lines) != 1 || !strings.HasPrefix(lines[0], "parcoach: error: "+name+":") ||
			!strings.Contains(lines[0], "truncated") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 2 and one line naming %s:LINE and saying it looks truncated", name, code, out, errOut, name)
		}
	}
}

// TestBrokenFileDoesNotHideOthers: `parcoach check broken.ll bug.c` with a block that has no
// terminator in broken.ll printed an internal error naming no file and nothing for bug.c.
func TestBrokenFileDoesNotHideOthers(t *testing.T) {
	requireTool(t, "clang")
	dir := t.TempDir()
	write(t, dir, "bug.c", buggy)
	write(t, dir, "broken.ll", "define void @f() {\n  %1 = add i32 1, 2\n}\n")
	out, errOut, code := run(t, dir, nil, "check", "broken.ll", "bug.c")
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	if code != 2 || len(lines) != 1 || !strings.HasPrefix(lines[0], "parcoach: error: broken.ll:2:") ||
		!strings.Contains(lines[0], "@f") || strings.Contains(errOut, "panic") || strings.Contains(errOut, "internal error") {
		t.Errorf("exit %d, stderr %q; want exit 2 and one line naming broken.ll:2 and @f", code, errOut)
	}
	if !strings.Contains(out, "bug.c:7:5: warning: MPI_Barrier may not be called by all processes") {
		t.Errorf("bug.c must still be analysed; stdout:\n%s", out)
	}
}

// A finding at the call of a one-line MPI wrapper (read as the MPI call, mpiwrap) says where
// the MPI call is in the source, and --stats names the wrapper.
func TestWrapperCallsNameTheWrapper(t *testing.T) {
	requireTool(t, "clang")
	dir := t.TempDir()
	write(t, dir, "w.c", `#include <mpi.h>
#include <stdlib.h>
void my_barrier(MPI_Comm comm)
{
  if (MPI_Barrier(comm) != MPI_SUCCESS)
    abort();
}
int main(int argc, char **argv)
{
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    my_barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
`)
	out, stderr, code := run(t, dir, nil, "check", "--stats", "w.c")
	if code != 1 || !strings.Contains(out, "w.c:14:5: warning: MPI_Barrier may not be called") {
		t.Fatalf("exit %d, want the finding at the call of my_barrier (line 14):\n%s", code, out)
	}
	if !strings.Contains(out, "w.c:5:7: note: MPI_Barrier is called here, in my_barrier, a one-line wrapper") {
		t.Errorf("no note at the MPI call inside the wrapper:\n%s", out)
	}
	if !strings.Contains(stderr, "1 MPI wrapper read as the MPI calls they make, at 1 call site: my_barrier (MPI_Barrier)") {
		t.Errorf("--stats does not name the wrapper:\n%s", stderr)
	}
}
