package frontend

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestLangOf(t *testing.T) {
	tests := []struct {
		path string
		want Lang
		ok   bool
	}{
		{"a.c", C, true},
		{"dir.v2/a.c", C, true},
		{"a.C", CXX, true},
		{"a.cc", CXX, true},
		{"a.cpp", CXX, true},
		{"a.cxx", CXX, true},
		{"a.c++", CXX, true},
		{"a.f", Fortran, true},
		{"a.F", Fortran, true},
		{"a.f90", Fortran, true},
		{"a.F90", Fortran, true},
		{"a.f95", Fortran, true},
		{"a.f03", Fortran, true},
		{"a.f08", Fortran, true},
		{"/tmp/x.ll", IR, true},
		{"a.h", 0, false},
		{"a.o", 0, false},
		{"Makefile", 0, false},
		{"a.c.orig", 0, false},
	}
	for _, tt := range tests {
		got, ok := LangOf(tt.path)
		if ok != tt.ok || (ok && got != tt.want) {
			t.Errorf("LangOf(%q) = %v, %v; want %v, %v", tt.path, got, ok, tt.want, tt.ok)
		}
	}
}

func TestLangString(t *testing.T) {
	for l, want := range map[Lang]string{C: "C", CXX: "C++", Fortran: "Fortran", IR: "LLVM IR", 9: "Lang(9)"} {
		if got := l.String(); got != want {
			t.Errorf("Lang(%d).String() = %q, want %q", int(l), got, want)
		}
	}
}

func TestSplitShell(t *testing.T) {
	tests := []struct {
		in   string
		want []string
		err  bool
	}{
		{"", nil, false},
		{"  cc  -c\ta.c \n", []string{"cc", "-c", "a.c"}, false},
		{`cc -DX='a b' -I"c d"`, []string{"cc", "-DX=a b", "-Ic d"}, false},
		{`cc -DS="\"str\"" x`, []string{"cc", `-DS="str"`, "x"}, false},
		{`cc -DS=\"q\" a\ b`, []string{"cc", `-DS="q"`, "a b"}, false},
		{`'it''s' "" ''`, []string{"its", "", ""}, false},
		{`"a\nb" 'c\d'`, []string{`a\nb`, `c\d`}, false},
		{"a \\\nb", []string{"a", "b"}, false},
		{`"$HOME" '$X'`, []string{"$HOME", "$X"}, false},
		{`cc "unterminated`, nil, true},
		{`cc 'unterminated`, nil, true},
	}
	for _, tt := range tests {
		got, err := splitShell(tt.in)
		if (err != nil) != tt.err {
			t.Errorf("splitShell(%q) error = %v, want error %v", tt.in, err, tt.err)
			continue
		}
		if !tt.err && !reflect.DeepEqual(got, tt.want) {
			t.Errorf("splitShell(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestFilterUserFlags(t *testing.T) {
	tests := []struct {
		name   string
		lang   Lang
		in     []string
		want   []string
		openmp bool
	}{
		{"passthrough", C,
			[]string{"-I", "inc", "-Iinc2", "-DNDEBUG", "-UX", "-std=c11", "-O2", "-Wall", "-g3", "-isystem", "/s"},
			[]string{"-I", "inc", "-Iinc2", "-DNDEBUG", "-UX", "-std=c11", "-O2", "-Wall", "-g3", "-isystem", "/s"}, false},
		{"output flags", C,
			[]string{"-c", "-S", "-E", "-emit-llvm", "-o", "x.o", "-ox.o", "-DA", "-M", "-MM", "-MD", "-MMD", "-MP", "-MG", "-MF", "x.d", "-MT", "x.o", "-MQ", "y", "-MFz.d", "-fsyntax-only", "-save-temps", "-###"},
			[]string{"-DA"}, false},
		{"linker flags", C,
			[]string{"-lm", "-L/usr/lib", "-l", "mpi", "-Wl,-rpath,/x", "-shared", "-static", "-Xlinker", "--as-needed", "-pthread"},
			[]string{"-pthread"}, false},
		{"instrumentation", C,
			[]string{"-fsanitize=address", "-fprofile-arcs", "-ftest-coverage", "-flto=thin", "-fPIC", "-fno-omit-frame-pointer"},
			[]string{"-fPIC", "-fno-omit-frame-pointer"}, false},
		{"openmp spellings", C,
			[]string{"-fopenmp", "-DA", "-fopenmp=libomp", "-qopenmp", "-fiopenmp"},
			[]string{"-DA"}, true},
		{"apple openmp", C,
			[]string{"-Xpreprocessor", "-fopenmp", "-Xclang", "-ast-dump"},
			[]string{"-Xclang", "-ast-dump"}, true},
		{"language and mllvm keep their argument", CXX,
			[]string{"-x", "c++", "-mllvm", "-inline-threshold=0"},
			[]string{"-x", "c++", "-mllvm", "-inline-threshold=0"}, false},
		{"fortran modules", Fortran,
			[]string{"-J", "mods", "-Jother", "-module-dir", "m3", "-ffree-form", "-cpp"},
			[]string{"-I", "mods", "-Iother", "-I", "m3", "-ffree-form", "-cpp"}, false},
		{"-J is not special in C", C,
			[]string{"-Jx"}, []string{"-Jx"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, openmp := filterUserFlags(tt.in, tt.lang)
			if !reflect.DeepEqual(got, tt.want) || openmp != tt.openmp {
				t.Errorf("filterUserFlags(%q) = %q, %v; want %q, %v", tt.in, got, openmp, tt.want, tt.openmp)
			}
		})
	}
}

func TestCommandFlags(t *testing.T) {
	tests := []struct {
		name string
		args string
		file string
		want []string
	}{
		{"cmake C",
			"/usr/bin/mpicc -I/p/include -DNDEBUG -O2 -g -fopenmp -Wall -Werror -o CMakeFiles/s.dir/s.c.o -c /p/src/s.c",
			"/p/src/s.c",
			[]string{"-I/p/include", "-DNDEBUG", "-fopenmp"}},
		{"launcher and deps",
			"ccache g++ -std=c++17 -MD -MT io.o -MF io.o.d -isystem /opt/x/include -iquote q -include cfg.h -c ../src/io.cpp -o io.o",
			"/p/src/io.cpp",
			[]string{"-std=c++17", "-isystem", "/opt/x/include", "-iquote", "q", "-include", "cfg.h"}},
		{"separate args",
			"cc -I inc -D X=1 -U Y -idirafter after -imacros m.h -c a.c",
			"/p/a.c",
			[]string{"-I", "inc", "-D", "X=1", "-U", "Y", "-idirafter", "after", "-imacros", "m.h"}},
		{"machine and f flags",
			"clang -m64 -march=native -mavx2 -fPIC -fno-strict-aliasing -fsanitize=address -fprofile-instr-generate -flto -fdiagnostics-color=always -mllvm -x=1 -c a.c",
			"/p/a.c",
			[]string{"-m64", "-march=native", "-mavx2", "-fPIC", "-fno-strict-aliasing"}},
		{"openmp spellings",
			"icx -qopenmp -c a.c",
			"/p/a.c",
			[]string{"-fopenmp"}},
		{"apple openmp",
			"clang -Xpreprocessor -fopenmp -Xclang -fno-pch-timestamp -c a.c",
			"/p/a.c",
			[]string{"-fopenmp"}},
		{"dropped misc",
			"gcc -pipe -x c -Wp,-MD,dep.d -Wa,--noexecstack -Wl,-z,now -lm -L/l -pthread -ansi -nostdinc -c a.c",
			"/p/a.c",
			[]string{"-pthread", "-ansi", "-nostdinc"}},
		{"sysroot and target",
			"clang --target=aarch64-linux-gnu --sysroot=/sr -isysroot /isr -target x86_64 -c a.c",
			"/p/a.c",
			[]string{"--target=aarch64-linux-gnu", "--sysroot=/sr", "-isysroot", "/isr", "-target", "x86_64"}},
		{"gfortran",
			"gfortran -J mods -fallow-argument-mismatch -ffree-line-length-none -cpp -c ../src/m.f90 -o m.o",
			"/p/src/m.f90",
			[]string{"-I", "mods", "-fallow-argument-mismatch", "-ffree-line-length-none", "-cpp"}},
		{"only the compiler", "cc", "/p/a.c", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args, err := splitShell(tt.args)
			if err != nil {
				t.Fatal(err)
			}
			c := Command{Directory: "/p/build", File: tt.file, Arguments: args}
			if got := c.Flags(); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Flags() of %q\n got %q\nwant %q", tt.args, got, tt.want)
			}
		})
	}
	if got := (Command{}).Flags(); got != nil {
		t.Errorf("empty Command Flags() = %q, want nil", got)
	}
}

func TestCommandOptions(t *testing.T) {
	c := Command{Directory: "/p/build", File: "/p/a.c", Arguments: []string{"cc", "-DA", "-c", "/p/a.c"}}
	o := c.Options(Options{UserFlags: []string{"-DB"}, CC: "clang-16"})
	if o.WorkDir != "/p/build" || o.CC != "clang-16" || !reflect.DeepEqual(o.UserFlags, []string{"-DA", "-DB"}) {
		t.Errorf("Options() = %+v", o)
	}
}

func TestReadCompileCommands(t *testing.T) {
	abs, err := filepath.Abs("testdata/compdb")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		file string
		want []Command
	}{
		{"arguments.json", []Command{
			{
				Directory: "/home/u/proj/build",
				File:      "/home/u/proj/src/solver.c",
				Arguments: []string{"/usr/bin/mpicc", "-I/home/u/proj/include", "-DNDEBUG", "-O2", "-fopenmp", "-Wall", "-o", "CMakeFiles/solver.dir/solver.c.o", "-c", "/home/u/proj/src/solver.c"},
				Output:    "CMakeFiles/solver.dir/solver.c.o",
			},
			{
				Directory: "/home/u/proj/build",
				File:      "/home/u/proj/src/io.cpp",
				Arguments: []string{"ccache", "g++", "-std=c++17", "-MD", "-MT", "io.o", "-MF", "io.o.d", "-isystem", "/opt/x/include", "-c", "../src/io.cpp", "-o", "io.o"},
			},
		}},
		{"command.json", []Command{
			{
				Directory: "/home/u/proj/build",
				File:      "/home/u/proj/src/main.c",
				Arguments: []string{"/usr/bin/cc", `-DNAME="my solver"`, "-I/home/u/my proj/include", "-I", "dir with space", "-DX=a b", "-march=native", "-g", "-c", "/home/u/proj/src/main.c", "-o", "main.o"},
			},
			{
				Directory: "/home/u/proj/build",
				File:      "/home/u/proj/src/m.f90",
				Arguments: []string{"gfortran", "-J", "mods", "-fallow-argument-mismatch", "-ffree-line-length-none", "-c", "../src/m.f90", "-o", "m.o"},
			},
		}},
		{"relative.json", []Command{
			{
				Directory: filepath.Join(abs, "build"),
				File:      filepath.Join(abs, "src/a.c"),
				Arguments: []string{"cc", "-c", "../src/a.c"},
			},
			{
				Directory: abs,
				File:      filepath.Join(abs, "src/b.c"),
				Arguments: []string{"cc", "-c", "src/b.c"},
			},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			got, err := ReadCompileCommands(filepath.Join("testdata/compdb", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %#v\nwant %#v", got, tt.want)
			}
		})
	}
}

func TestReadCompileCommandsErrors(t *testing.T) {
	tests := []struct {
		file string
		want string
	}{
		{"badquote.json", "badquote.json: entry 1 (a.c): bad \"command\": unterminated double quote"},
		{"nocommand.json", "nocommand.json: entry 1 (a.c) has neither \"arguments\" nor \"command\""},
		{"badjson.json", "badjson.json:2:1: not a valid compile_commands.json: unexpected end of JSON input"},
		{"missing.json", "missing.json: cannot read: no such file or directory"},
	}
	for _, tt := range tests {
		_, err := ReadCompileCommands(filepath.Join("testdata/compdb", tt.file))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ReadCompileCommands(%s) error = %v, want it to contain %q", tt.file, err, tt.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("error is not one line: %q", err)
		}
	}
}

// TestReadCompileCommandsShape: a database of the wrong shape is told in words, not with Go's
// type names (an object used to give "cannot unmarshal object into Go value of type
// []frontend.rawCommand").
func TestReadCompileCommandsShape(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		json, want string
	}{
		{`{"directory": "/src", "file": "a.c", "command": "cc -c a.c"}`, `db.json: not a valid compile_commands.json: it must be a JSON array of entries such as {"directory": "/src", "file": "a.c", "arguments": ["cc", "-c", "a.c"]} ("command": "cc -c a.c" instead of "arguments" works too), and it is an object`},
		{`"a.c"`, "and it is a string"},
		{"[\n  {\"file\": 3}\n]", `not a valid compile_commands.json: "file" must be a string, and it is a number (`},
		{`[{"file": "a.c", "arguments": "cc -c a.c"}]`, `"arguments" must be a list of strings, and it is a string (`},
		{`[{"file": "a.c", "directory": ["x"]}]`, `"directory" must be a string, and it is an array (`},
		{"[{\"file\": \"a.c\",\n", "db.json:2:1: not a valid compile_commands.json: unexpected end of JSON input"},
	} {
		db := filepath.Join(dir, "db.json")
		if err := os.WriteFile(db, []byte(tc.json), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := ReadCompileCommands(db)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "rawCommand") || strings.Contains(err.Error(), "Go ") {
			t.Errorf("%s: error %v\nwant it to contain %s", tc.json, err, tc.want)
		}
	}
}

func TestFirstErrorLine(t *testing.T) {
	tests := []struct{ stderr, want string }{
		{"a.c:4:25: error: expected ';' after expression\n  MPI_Init(&argc, &argv)\n", "a.c:4:25: error: expected ';' after expression"},
		{"a.c:1:1: warning: w\na.c:2:10: fatal error: 'omp.h' file not found\n", "a.c:2:10: fatal error: 'omp.h' file not found"},
		{"error: Semantic errors in u.f90\n./u.f90:2:7: error: Cannot read module file\n", "./u.f90:2:7: error: Cannot read module file"},
		{"clang: error: unknown argument: '-ffoo'\n", "clang: error: unknown argument: '-ffoo'"},
		{"\n  Segmentation fault\n", "Segmentation fault"},
		{"", "no message on stderr"},
	}
	for _, tt := range tests {
		if got := FirstErrorLine(tt.stderr); got != tt.want {
			t.Errorf("FirstErrorLine(%q) = %q, want %q", tt.stderr, got, tt.want)
		}
	}
}

func TestCompileErrorMessage(t *testing.T) {
	e := &CompileError{Source: "x.c", ExitCode: 1, Stderr: "x.c:2:10: fatal error: 'omp.h' file not found\n#include <omp.h>\n"}
	want := "x.c: compiler failed (exit 1): x.c:2:10: fatal error: 'omp.h' file not found (install an OpenMP runtime: apt-get install libomp-dev)"
	if e.Error() != want {
		t.Errorf("got  %q\nwant %q", e.Error(), want)
	}
	e = &CompileError{Source: "y.f90", ExitCode: -1, Signal: "signal: segmentation fault", Stderr: ""}
	if got, want := e.Error(), "y.f90: compiler crashed (signal: segmentation fault): no message on stderr"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestDropUnknown(t *testing.T) {
	flags := []string{"-DA", "-fallow-argument-mismatch", "-qx"}
	rest, bad := dropUnknown(flags, "flang-new: error: unknown argument: '-fallow-argument-mismatch'\nclang: error: unknown argument '-qx'; did you mean '-x'?\n")
	if !reflect.DeepEqual(rest, []string{"-DA"}) || !reflect.DeepEqual(bad, []string{"-fallow-argument-mismatch", "-qx"}) {
		t.Errorf("dropUnknown = %q, %q", rest, bad)
	}
	// An unknown flag that is not the user's: nothing to retry.
	rest, bad = dropUnknown(flags, "clang: error: unknown argument: '-emit-llvm'\n")
	if bad != nil || !reflect.DeepEqual(rest, flags) {
		t.Errorf("dropUnknown (not a user flag) = %q, %q", rest, bad)
	}
	// flang implements one standard and refuses a gfortran build's other one.
	std := []string{"-DLSETUP", "-std=f2008", "-I", "mods"}
	rest, bad = dropUnknown(std, "error: Only -std=f2018 is allowed currently.\n")
	if !reflect.DeepEqual(rest, []string{"-DLSETUP", "-I", "mods"}) || !reflect.DeepEqual(bad, []string{"-std=f2008"}) {
		t.Errorf("dropUnknown (-std=f2008) = %q, %q", rest, bad)
	}
}

func TestIncludeDirs(t *testing.T) {
	got := includeDirs("gcc -Wl,-z,relro -I/usr/include/x86_64-linux-gnu/mpich -I /a -isystem /b -isystem/c -L/usr/lib -lmpich\n")
	want := []string{"/usr/include/x86_64-linux-gnu/mpich", "/a", "/b", "/c"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("includeDirs = %q, want %q", got, want)
	}
}

func TestSubstituteOmpHeaderOrder(t *testing.T) {
	// Whatever is installed, the choice must be an existing omp.h.
	if p := substituteOmpHeader("/usr/lib/llvm-16/lib/clang/16"); p != "" && !fileExists(p) {
		t.Errorf("substituteOmpHeader returned a missing file %q", p)
	}
}
