package pipeline

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/irtest"
)

// module is a small complete .ll defining fn.
func module(fn string) string {
	return "define void @" + fn + "() {\n  call void @MPI_Barrier(i32 0)\n  ret void\n}\ndeclare void @MPI_Barrier(i32)\n"
}

// TestOneFileDoesNotTakeTheOthersDown: an analysis that fails (a parcoach bug) on one file must
// be one problem line naming that file, and the other files must still be analysed. It used to
// drop every finding of the run.
func TestOneFileDoesNotTakeTheOthersDown(t *testing.T) {
	dir := t.TempDir()
	for name, fn := range map[string]string{"good1.ll": "one", "bad.ll": "boom", "good2.ll": "two"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(module(fn)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// perFunction reports each function; it fails as a bug would on a function named boom.
	perFunction := &check.Analyzer{
		Name:   "per-function",
		Doc:    "reports every function",
		Checks: []check.Check{{ID: "seen", Doc: "a function"}},
		Run: func(p *check.Pass) (any, error) {
			for _, f := range p.Program.Funcs {
				if f.IR.Name == "boom" {
					var s []int
					_ = s[len(s)-1] // index out of range [-1]
				}
				p.Report(&diag.Diagnostic{Check: "seen", Pos: diag.Pos{File: f.Module.Name, Func: f.Name}, Message: f.Name})
			}
			return nil, nil
		},
	}
	opt := Options{
		Inputs:    []string{filepath.Join(dir, "good1.ll"), filepath.Join(dir, "bad.ll"), filepath.Join(dir, "good2.ll")},
		Analyzers: []*check.Analyzer{perFunction},
		Jobs:      1,
	}
	res, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	var seen []string
	for _, d := range res.Diagnostics {
		seen = append(seen, d.Message)
	}
	if strings.Join(seen, ",") != "one,two" {
		t.Errorf("findings = %v, want those of the two good files", seen)
	}
	if len(res.Problems) != 1 || !strings.HasSuffix(res.Problems[0].Pos.File, "bad.ll") ||
		!strings.Contains(res.Problems[0].Message, "index out of range [-1]") {
		t.Errorf("problems = %v, want one naming bad.ll", res.Problems)
	}
}

// TestInputOrderDoesNotMatter: the program is built from the files in the order of their
// paths, not in the order they are given (a compile_commands.json lists files in the order a
// parallel build compiled them), so any order of the same files gives the same findings in
// the same order. The analysis here reports the functions in the program's order.
func TestInputOrderDoesNotMatter(t *testing.T) {
	dir := t.TempDir()
	var files []string
	// one program: c.ll's main calls the functions of a.ll and b.ll
	main := "define i32 @main() {\n  call void @in_a()\n  call void @in_b()\n  ret i32 0\n}\ndeclare void @in_a()\ndeclare void @in_b()\n"
	for _, name := range []string{"a", "b", "c"} {
		f := filepath.Join(dir, name+".ll")
		text := "define void @in_" + name + "() {\n  ret void\n}\n"
		if name == "c" {
			text += main
		}
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	inOrder := &check.Analyzer{
		Name:   "in-order",
		Doc:    "reports the functions in the program's order",
		Checks: []check.Check{{ID: "seen", Doc: "a function"}},
		Run: func(p *check.Pass) (any, error) {
			var names []string
			for _, f := range p.Program.Funcs {
				names = append(names, f.Name)
			}
			p.Report(&diag.Diagnostic{Check: "seen", Pos: diag.Pos{File: "program"}, Message: strings.Join(names, ",")})
			return nil, nil
		},
	}
	seen := func(inputs ...string) string {
		t.Helper()
		res, err := Run(context.Background(), Options{Inputs: inputs, Analyzers: []*check.Analyzer{inOrder}, Jobs: 1})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Diagnostics) != 1 {
			t.Fatalf("inputs %v: %d findings, want the one listing the program's functions", inputs, len(res.Diagnostics))
		}
		return res.Diagnostics[0].Message
	}
	want := "in_a,in_b,in_c,main"
	for _, order := range [][]string{{files[2], files[0], files[1]}, {files[1], files[2], files[0]}, files} {
		if got := seen(order...); got != want {
			t.Errorf("inputs %v: functions met as %s, want %s", order, got, want)
		}
	}
}

// TestFortranModulesAcrossFlagGroups: Fortran files of one build folder compiled with
// different flags (BookLeaf's preprocessed .F90 files have a -D more than its .f90 files)
// share the modules they define: main.F90 uses the module kinds.f90 defines. Each group of
// files with the same flags had a folder of .mod files of its own, and main.F90 failed with
// "Cannot parse module file for module 'kinds_mod'". The gfortran build's -std=f2008, which
// flang refuses, is dropped on the way.
func TestFortranModulesAcrossFlagGroups(t *testing.T) {
	fc := irtest.FCs()[0]
	irtest.NeedTool(t, fc)
	dir := t.TempDir()
	files := map[string]string{
		"kinds.f90": "module kinds_mod\n  implicit none\n  integer, parameter :: ink = 4\nend module kinds_mod\n",
		// (the main program comes first in the database, before the module it uses)
		"main.F90": "program main\n  use kinds_mod, only: ink\n  implicit none\n  integer(kind=ink) :: n\n" +
			"#ifdef LSETUP\n  n = 1\n#else\n  n = 2\n#endif\n  print *, n\nend program main\n",
		"compile_commands.json": `[
 {"directory": "DIR", "file": "DIR/main.F90", "arguments": ["mpif90", "-c", "-std=f2008", "-DLSETUP", "main.F90"]},
 {"directory": "DIR", "file": "DIR/kinds.f90", "arguments": ["mpif90", "-c", "-std=f2008", "kinds.f90"]}
]`,
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(strings.ReplaceAll(text, "DIR", dir)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	perUnit := &check.Analyzer{
		Name:   "per-unit",
		Doc:    "reports the main program",
		Checks: []check.Check{{ID: "seen", Doc: "a main program"}},
		Run: func(p *check.Pass) (any, error) {
			for _, f := range p.Program.Funcs {
				if f.IsMain() {
					p.Report(&diag.Diagnostic{Check: "seen", Pos: diag.Pos{File: f.Module.Name, Func: f.Name}, Message: "main"})
				}
			}
			return nil, nil
		},
	}
	opt := Options{CompileCommands: filepath.Join(dir, "compile_commands.json"), Analyzers: []*check.Analyzer{perUnit}, Jobs: 2}
	opt.Frontend.FC = fc
	res, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Problems) != 0 || len(res.Diagnostics) != 1 {
		t.Errorf("problems = %v, findings = %d; want none and the main program's", res.Problems, len(res.Diagnostics))
	}
}
