package instrument

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
)

// siteTable decodes the site table of rewritten IR: one row per site, the tab-separated fields.
func siteTable(t *testing.T, ir string) [][]string {
	t.Helper()
	m := regexp.MustCompile(`@__parcoach_sites = private unnamed_addr constant \[\d+ x i8\] c"((?:[^"\\]|\\[0-9A-F]{2})*)\\00"`).FindStringSubmatch(ir)
	if m == nil {
		t.Fatal("no site table in the rewritten IR")
	}
	text := regexp.MustCompile(`\\[0-9A-F]{2}`).ReplaceAllStringFunc(m[1], func(e string) string {
		b, _ := strconv.ParseUint(e[1:], 16, 8)
		return string(rune(b))
	})
	var rows [][]string
	for _, l := range strings.Split(text, "\n") {
		rows = append(rows, strings.Split(l, "\t"))
	}
	return rows
}

// TestFortranSiteTable: flang-16 records no lines, so a site is "file, in function"; the list
// of conditionals, which the runtime splits at commas, must not hold that comma.
func TestFortranSiteTable(t *testing.T) {
	ir, err := os.ReadFile(filepath.Join("testdata", "bcast16f.ll"))
	if err != nil {
		t.Fatal(err)
	}
	u, err := AnalyseIR("bcast.f90", ir, check.Config{ThreadLevel: -1})
	if err != nil {
		t.Fatal(err)
	}
	res, err := u.Instrument(Options{Mode: Selective})
	if err != nil {
		t.Fatal(err)
	}
	rows := siteTable(t, string(res.IR))
	if len(rows) != len(res.Sites) || len(rows) == 0 {
		t.Fatalf("%d rows in the table, %d sites", len(rows), len(res.Sites))
	}
	for _, r := range rows {
		if len(r) != 5 {
			t.Fatalf("row %q: want 5 fields", r)
		}
		if r[2] != "bcast.f90, in main" {
			t.Errorf("position %q, want %q", r[2], "bcast.f90, in main")
		}
		if r[4] != "bcast.f90 (in main)" {
			t.Errorf("conditionals %q, want %q (no comma: the runtime splits the list at commas)", r[4], "bcast.f90 (in main)")
		}
	}
}

// TestFortranGfortranMix: with a Fortran compiler other than flang, the Fortran sources are
// instrumented only when the line compiles and links the whole program.
func TestFortranGfortranMix(t *testing.T) {
	unit := &Unit{}
	tests := []struct {
		line     string
		analysed []string // the sources flang compiled
		want     string   // a word of the reason, "" when allowed
	}{
		{"-O2 a.f90 b.f90 -o app", []string{"a.f90", "b.f90"}, ""},
		{"-fopenmp a.f90 m.c -o app -lm", []string{"a.f90", "m.c"}, ""},
		{"-c a.f90", []string{"a.f90"}, "for a later link"},
		{"-c a.f90 b.f90 -o x", []string{"a.f90", "b.f90"}, "for a later link"},
		{"a.f90 util.o -o app", []string{"a.f90"}, "util.o"},
		{"a.f90 libutil.a -o app", []string{"a.f90"}, "libutil.a"},
		{"a.f90 b.f90 -o app", []string{"a.f90"}, "b.f90 was not analysed"},
		{"a.f90 b.c -o app", []string{"a.f90"}, ""}, // a C source keeps gcc's object: same ABI
	}
	for _, tc := range tests {
		line := ParseLine(strings.Fields(tc.line))
		w := &wrapper{ctx: context.Background(), compiler: []string{"gfortran"}, line: line}
		units := map[int]*Unit{}
		for _, i := range line.Sources {
			for _, a := range tc.analysed {
				if line.Args[i] == a {
					units[i] = unit
				}
			}
		}
		got := w.gfortranMix(units)
		switch {
		case tc.want == "" && got != "":
			t.Errorf("%s: refused: %s", tc.line, got)
		case tc.want != "" && !strings.Contains(got, tc.want):
			t.Errorf("%s: reason %q, want one naming %q", tc.line, got, tc.want)
		}
	}
}

// TestFortranDriver: which compiler a wrapped command runs, for MPI wrappers through -show.
func TestFortranDriver(t *testing.T) {
	dir := t.TempDir()
	script := func(name, show string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("#!/bin/sh\necho '"+show+"'\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	tests := []struct {
		compiler []string
		want     string
		flang    bool
	}{
		{[]string{"flang-new-16"}, "flang", true},
		{[]string{"ccache", "/usr/bin/flang-new"}, "flang", true},
		{[]string{"gfortran-12"}, "gfortran", false},
		{[]string{script("mpifort", "gfortran -O2 -I/usr/include/mpich -lmpichfort")}, "gfortran", false},
		{[]string{script("mpif90", "flang-new-16 -O2 -fallow-invalid-boz")}, "flang", true},
		{[]string{"clang"}, "clang", false},
	}
	for _, tc := range tests {
		w := &wrapper{ctx: context.Background(), compiler: tc.compiler}
		if got := w.driver(); got != tc.want {
			t.Errorf("%q: driver %q, want %q", tc.compiler, got, tc.want)
		}
		if got := w.runsFlang(); got != tc.flang {
			t.Errorf("%q: runsFlang %v, want %v", tc.compiler, got, tc.flang)
		}
	}
}

// TestFortranLibDir finds flang's runtime beside the flang binary, symbolic links followed
// (Debian's /usr/bin/flang-new-16 -> /usr/lib/llvm-16/bin/flang-new, whose
// -print-file-name does not find the archives), and fails with a reason when it is absent.
func TestFortranLibDir(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{"llvm/bin", "llvm/lib", "bin"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// A flang that prints the bare name for -print-file-name, as flang-new-16 does here.
	flang := filepath.Join(root, "llvm/bin/flang-new")
	if err := os.WriteFile(flang, []byte("#!/bin/sh\ncase \"$1\" in -print-file-name=*) echo \"${1#-print-file-name=}\";; esac\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(flang, filepath.Join(root, "bin/flang-new-99")); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", filepath.Join(root, "bin")+string(os.PathListSeparator)+os.Getenv("PATH"))
	ctx := context.Background()
	if dir, err := flangLibDir(ctx, "flang-new-99"); err == nil {
		t.Fatalf("found %s without libFortranRuntime.a", dir)
	} else if !strings.Contains(err.Error(), "libFortranRuntime.a") {
		t.Errorf("the error does not name the library: %v", err)
	}
	lib := filepath.Join(root, "llvm/lib")
	for _, a := range []string{"libFortranRuntime.a", "libFortranDecimal.a", "libFortran_main.a"} {
		if err := os.WriteFile(filepath.Join(lib, a), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dir, err := flangLibDir(ctx, "flang-new-99")
	if err != nil || dir != lib {
		t.Fatalf("flangLibDir = %q, %v; want %q", dir, err, lib)
	}
	libs, err := flangRuntime(ctx, "flang-new-99")
	want := []string{filepath.Join(lib, "libFortran_main.a"), filepath.Join(lib, "libFortranRuntime.a"), filepath.Join(lib, "libFortranDecimal.a"), "-lm"}
	if err != nil || !reflect.DeepEqual(libs, want) {
		t.Errorf("flangRuntime = %q, %v; want %q", libs, err, want)
	}

	// The real flang-new-16 of the machine, when installed.
	if _, err := exec.LookPath("flang-new-16"); err == nil {
		t.Setenv("PATH", strings.TrimPrefix(os.Getenv("PATH"), filepath.Join(root, "bin")+string(os.PathListSeparator)))
		dir, err := flangLibDir(ctx, "flang-new-16")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(dir, "libFortranRuntime.a")); err != nil {
			t.Error(err)
		}
	}
}

// TestFortranRuntimeCC: a Fortran compiler that is not an MPI wrapper cannot build the C
// runtime library: mpicc from PATH does, else clang with the line's -I directories.
func TestFortranRuntimeCC(t *testing.T) {
	t.Setenv("PARCOACH_RT_CC", "")
	bin := t.TempDir()
	t.Setenv("PATH", bin)
	line := ParseLine(strings.Fields("-I/opt/mpi/include -I inc -c a.f90"))
	w := &wrapper{ctx: context.Background(), compiler: []string{"flang-new-16"}, line: line, irClang: []string{"clang-16"}}
	if got, want := w.runtimeCC(), []string{"clang-16", "-I/opt/mpi/include", "-I", "inc"}; !reflect.DeepEqual(got, want) {
		t.Errorf("no mpicc: %q, want %q", got, want)
	}
	mpicc := filepath.Join(bin, "mpicc")
	if err := os.WriteFile(mpicc, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := w.runtimeCC(); !reflect.DeepEqual(got, []string{mpicc}) {
		t.Errorf("with mpicc on PATH: %q, want %q", got, mpicc)
	}
	w.compiler = []string{"/opt/mpi/bin/mpifort"}
	if got, want := w.runtimeCC(), []string{"/opt/mpi/bin/mpicc"}; !reflect.DeepEqual(got, want) {
		t.Errorf("mpifort: %q, want %q (its C sibling)", got, want)
	}
	t.Setenv("PARCOACH_RT_CC", "mycc -DX")
	w.compiler = []string{"flang-new-16"}
	if got, want := w.runtimeCC(), []string{"mycc", "-DX"}; !reflect.DeepEqual(got, want) {
		t.Errorf("PARCOACH_RT_CC: %q, want %q", got, want)
	}
}
