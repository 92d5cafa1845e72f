package instrument

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
)

func TestParseLine(t *testing.T) {
	tests := []struct {
		line    string
		action  Action
		sources []string
		output  string
		opaque  bool
	}{
		{"-O2 -c a.c -o a.o", Compile, []string{"a.c"}, "a.o", false},
		{"-c a.c b.cpp -I inc -DX=1", Compile, []string{"a.c", "b.cpp"}, "", false},
		{"a.c b.c -o app -lm", Link, []string{"a.c", "b.c"}, "app", false},
		{"a.o b.o -o app -L/usr/lib -lmpich", Link, nil, "app", false},
		{"-E a.c", Preprocess, []string{"a.c"}, "", false},
		{"-MM a.c", Preprocess, []string{"a.c"}, "", false},
		{"-MD -MF a.d -MT a.o -c a.c -o a.o", Compile, []string{"a.c"}, "a.o", false},
		{"-S a.c", Assemble, []string{"a.c"}, "", false},
		{"-fsyntax-only a.c", SyntaxOnly, []string{"a.c"}, "", false},
		{"--version", Query, nil, "", false},
		{"-dumpversion", Query, nil, "", false},
		{"", Query, nil, "", false},
		{"-x c -c conftest", Compile, nil, "", true},
		{"@args.rsp", Link, nil, "", true},
		{"-c f.f90 -J mods -o f.o", Compile, []string{"f.f90"}, "f.o", false},
		{"-c a.c -oa.o", Compile, []string{"a.c"}, "a.o", false},
		{"-include cfg.h -c a.c", Compile, []string{"a.c"}, "", false},
		{"-c a.c -Xlinker -rpath -Xlinker /x", Compile, []string{"a.c"}, "", false},
	}
	for _, tc := range tests {
		l := ParseLine(strings.Fields(tc.line))
		var srcs []string
		for _, i := range l.Sources {
			srcs = append(srcs, l.Args[i])
		}
		if l.Action != tc.action || !reflect.DeepEqual(srcs, tc.sources) || l.Output != tc.output || l.Opaque != tc.opaque {
			t.Errorf("ParseLine(%q) = action %d sources %q output %q opaque %v; want %d %q %q %v",
				tc.line, l.Action, srcs, l.Output, l.Opaque, tc.action, tc.sources, tc.output, tc.opaque)
		}
	}
}

func TestLineFlags(t *testing.T) {
	l := ParseLine(strings.Fields("-O3 -g -Wall -Werror -fPIC -march=native -I inc -DN=4 -MD -MF x.d -fopenmp -c s.c -o s.o -std=c11 -ffast-math -L/x -lm"))
	if got, want := l.AnalysisFlags(), strings.Fields("-g -Wall -fPIC -march=native -I inc -DN=4 -MD -fopenmp -std=c11 -ffast-math -L/x -lm"); !reflect.DeepEqual(got, want) {
		t.Errorf("AnalysisFlags = %q, want %q", got, want)
	}
	if got, want := l.CodegenFlags(), strings.Fields("-O3 -fPIC -march=native"); !reflect.DeepEqual(got, want) {
		t.Errorf("CodegenFlags = %q, want %q", got, want)
	}
	if !l.Optimizes() {
		t.Error("-O3: Optimizes() = false")
	}
	if ParseLine(strings.Fields("-O2 -O0 -c a.c")).Optimizes() {
		t.Error("-O2 -O0: the last -O wins")
	}
	if got := ParseLine(strings.Fields("-c dir/a.c")).objectFor("dir/a.c"); got != "a.o" {
		t.Errorf("objectFor = %q, want a.o (in the working directory, as the compiler does)", got)
	}
	if got := ParseLine(strings.Fields("-S a.c")).objectFor("a.c"); got != "a.s" {
		t.Errorf("objectFor with -S = %q, want a.s", got)
	}
}

func TestRuntimeCompiler(t *testing.T) {
	t.Setenv("PARCOACH_RT_CC", "")
	for in, want := range map[string]string{
		"mpicc":                "mpicc",
		"mpicxx":               "mpicc",
		"/opt/mpi/bin/mpifort": "/opt/mpi/bin/mpicc",
		"ccache mpic++":        "ccache mpicc",
		"gcc":                  "gcc",
	} {
		if got := strings.Join(RuntimeCompiler(strings.Fields(in)), " "); got != want {
			t.Errorf("RuntimeCompiler(%q) = %q, want %q", in, got, want)
		}
	}
	t.Setenv("PARCOACH_RT_CC", "my-mpicc -m64")
	if got := RuntimeCompiler([]string{"mpicc"}); !reflect.DeepEqual(got, []string{"my-mpicc", "-m64"}) {
		t.Errorf("PARCOACH_RT_CC: got %q", got)
	}
}

func TestColor(t *testing.T) {
	seen := map[int]string{}
	for _, n := range []string{"MPI_Barrier", "MPI_Ibarrier", "MPI_Bcast", "MPI_Ibcast", "MPI_Allreduce", "MPI_Reduce", "MPI_Finalize", "MPI_Win_fence"} {
		c := color(n)
		if c <= 0 {
			t.Errorf("color(%s) = %d, want > 0 (0 is leaving a function)", n, c)
		}
		if other, dup := seen[c]; dup {
			t.Errorf("color(%s) == color(%s)", n, other)
		}
		seen[c] = n
		if color(n) != c {
			t.Errorf("color(%s) is not stable", n)
		}
	}
}

func TestIRString(t *testing.T) {
	if got, want := irString("C\tMPI_Bcast\tf.c:3 \"x\"\\\n"), `C\09MPI_Bcast\09f.c:3 \22x\22\5C\0A`; got != want {
		t.Errorf("irString = %s, want %s", got, want)
	}
}

// rewriteSample analyses and rewrites a checked-in IR file.
func rewriteSample(t *testing.T, file string, mode Mode) (*Result, string) {
	t.Helper()
	ir, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	u, err := AnalyseIR("leave.c", ir, check.Config{ThreadLevel: -1})
	if err != nil {
		t.Fatal(err)
	}
	if u.Collective == nil {
		t.Fatal("no collective result captured")
	}
	res, err := u.Instrument(Options{Mode: mode, Optimize: true})
	if err != nil {
		t.Fatal(err)
	}
	return res, string(res.IR)
}

// calls returns the inserted runtime calls of function fn in the rewritten IR, in order.
func calls(ir, fn string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(ir, "\n") {
		switch {
		case strings.HasPrefix(l, "define "):
			in = strings.Contains(l, "@"+fn+"(")
		case in && strings.HasPrefix(l, "}"):
			in = false
		case in && strings.Contains(l, "@parcoach_rt_"):
			l = strings.TrimSpace(l)
			name := l[strings.Index(l, "@")+1 : strings.Index(l, "(")]
			out = append(out, name)
		case in && strings.Contains(l, "call i32 @MPI_") && !strings.Contains(l, "@MPI_Comm_rank"):
			l = l[strings.Index(l, "@")+1:]
			out = append(out, l[:strings.Index(l, "(")])
		case in && strings.HasPrefix(strings.TrimSpace(l), "ret "):
			out = append(out, "ret")
		}
	}
	return out
}

func TestRewrite(t *testing.T) {
	for _, file := range []string{"leave14.ll", "leave16.ll"} {
		t.Run(file, func(t *testing.T) {
			res, ir := rewriteSample(t, file, Selective)
			// f: both collectives are checked (the function holds a site), and the leave
			// check runs on f's communicator parameter.
			wantF := []string{"parcoach_rt_check", "MPI_Barrier", "parcoach_rt_check", "MPI_Allreduce", "parcoach_rt_leave", "ret"}
			if got := calls(ir, "f"); !reflect.DeepEqual(got, wantF) {
				t.Errorf("f: %q, want %q", got, wantF)
			}
			// g: MPI_Comm_split on MPI_COMM_WORLD, MPI_Bcast and MPI_Comm_free on the split
			// communicator (loaded from its variable), and a leave check on both.
			wantG := []string{"parcoach_rt_check", "MPI_Comm_split", "parcoach_rt_check", "MPI_Bcast", "parcoach_rt_check", "MPI_Comm_free",
				"parcoach_rt_leave", "parcoach_rt_leave", "ret"}
			if got := calls(ir, "g"); !reflect.DeepEqual(got, wantG) {
				t.Errorf("g: %q, want %q", got, wantG)
			}
			if !strings.Contains(ir, "@__parcoach_sites = private unnamed_addr constant") {
				t.Error("no site table")
			}
			if regexp.MustCompile(`(?m)^attributes #\d+ = \{.*\bnoinline`).MatchString(ir) {
				t.Error("Optimize: noinline left in the attributes")
			}
			var kinds []string
			for _, s := range res.Sites {
				kinds = append(kinds, string(s.Kind)+" "+s.What)
			}
			wantSites := []string{"C MPI_Barrier", "C MPI_Allreduce", "L f()", "C MPI_Comm_split", "C MPI_Bcast", "C MPI_Comm_free", "L g()", "L g()"}
			if !reflect.DeepEqual(kinds, wantSites) {
				t.Errorf("sites %q, want %q", kinds, wantSites)
			}
			for _, s := range res.Sites {
				if s.What == "MPI_Barrier" && (len(s.Conds) != 1 || s.Conds[0].Line != 8) {
					t.Errorf("MPI_Barrier site: conditionals %v, want line 8", s.Conds)
				}
			}
			compileIR(t, file, ir)

			res, ir = rewriteSample(t, file, All)
			if got := calls(ir, "f"); !reflect.DeepEqual(got, []string{"parcoach_rt_check", "MPI_Barrier", "parcoach_rt_check", "MPI_Allreduce", "ret"}) {
				t.Errorf("--instrument=all, f: %q (no leave checks outside main)", got)
			}
			if len(res.Sites) != 5 {
				t.Errorf("--instrument=all: %d sites, want 5", len(res.Sites))
			}
			compileIR(t, file, ir)
		})
	}
}

// compileIR checks that clang accepts the rewritten IR (when the clang of the sample's LLVM
// version is installed).
func compileIR(t *testing.T, file, ir string) {
	t.Helper()
	cc := "clang-14"
	if strings.Contains(file, "16") {
		cc = "clang-16"
	}
	if _, err := exec.LookPath(cc); err != nil {
		t.Logf("%s not installed: the rewritten IR is not compiled", cc)
		return
	}
	dir := t.TempDir()
	ll := filepath.Join(dir, "x.ll")
	if err := os.WriteFile(ll, []byte(ir), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(cc, "-O2", "-c", "-x", "ir", ll, "-o", filepath.Join(dir, "x.o")).CombinedOutput()
	if err != nil {
		t.Errorf("%s rejects the rewritten IR: %v\n%s", cc, err, out)
	}
}

// TestRewriteFortran rewrites flang-new-16 IR (mpif.h binding: every argument by reference).
// flang-16 emits no debug information, so the sites name the file and the function.
func TestRewriteFortran(t *testing.T) {
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
	got := calls(string(res.IR), "_QQmain")
	if len(got) == 0 {
		t.Fatal("no check inserted in the Fortran main program")
	}
	want := []string{"parcoach_rt_check_f", "parcoach_rt_check_f", "parcoach_rt_check_f", "parcoach_rt_leave", "ret"}
	var rt []string
	for _, c := range got {
		if strings.HasPrefix(c, "parcoach_rt_") || c == "ret" {
			rt = append(rt, c)
		}
	}
	if !reflect.DeepEqual(rt, want) {
		t.Errorf("Fortran main: %q, want %q (checks before MPI_BCAST, MPI_BARRIER, MPI_FINALIZE, a leave check on MPI_COMM_WORLD)", rt, want)
	}
	if !strings.Contains(string(res.IR), "declare void @parcoach_rt_check_f(ptr, i32, i32, ptr, i32, ptr, ptr, ptr, ptr)") {
		t.Error("no declaration of the Fortran entry")
	}
	compileIR(t, "16", string(res.IR))
}

// TestCompileOnce: the lines --instrument may leave uncompiled by the wrapped compiler when
// all their objects are instrumented (one C/C++ source with -c, or compile-and-link lines
// without dependency files), and what still runs for their dependency files.
func TestCompileOnce(t *testing.T) {
	for _, c := range []struct {
		line string
		once bool
		side string // the wrapped compiler's line when every object is replaced
	}{
		{"-O2 -c a.c -o a.o", true, ""},
		{"-O2 -c a.cpp", true, ""},
		{"-O2 -MD -c a.c -o x/a.o", true, "mpicc -O2 -MD -E a.c -o x/a.o -MT x/a.o"},
		{"-MMD -MP -MF a.d -MT a.o -c a.c -o a.o", true, "mpicc -MMD -MP -MF a.d -MT a.o -E a.c -o a.o"},
		{"-MD -c a.c", true, "mpicc -MD -E a.c -o a.o -MT a.o"},
		{"a.c b.c -o app", true, ""},
		{"a.c b.o -lm -o app", true, ""},
		{"-MD a.c -o app", false, ""},
		{"-c a.c b.c", false, ""},
		{"-c f.f90 -o f.o", false, ""},
		{"a.c f.f90 -o app", false, ""},
		{"-S a.c", false, ""},
		{"-save-temps -c a.c", false, ""},
		{"-gsplit-dwarf -c a.c", false, ""},
		{"--coverage -c a.c", false, ""},
		{"-Wall -Werror -c a.c", false, ""},
		{"-Werror=format -c a.c", false, ""},
		{"-Wall -Wno-error -c a.c", true, ""},
		{"-Wp,-MD,a.d -c a.c", false, ""},
		{"-x c -c a.c", false, ""},
		{"@rsp", false, ""},
		{"a.o b.o -o app", false, ""},
	} {
		args := strings.Fields(c.line)
		w := &wrapper{compiler: []string{"mpicc"}, line: ParseLine(args)}
		if got := w.compileOnce(); got != c.once {
			t.Errorf("%s: compileOnce = %v, want %v", c.line, got, c.once)
		}
		if !c.once {
			continue
		}
		side := w.sideLine(append([]string{"mpicc"}, args...))
		if got := strings.Join(side, " "); got != c.side {
			t.Errorf("%s: sideLine = %q, want %q", c.line, got, c.side)
		}
	}
	t.Setenv("PARCOACH_CC_COMPILE_TWICE", "1")
	if w := (&wrapper{compiler: []string{"mpicc"}, line: ParseLine(strings.Fields("-c a.c"))}); w.compileOnce() {
		t.Error("PARCOACH_CC_COMPILE_TWICE=1: compileOnce = true")
	}
}
