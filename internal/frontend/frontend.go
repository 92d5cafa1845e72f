// Package frontend turns source files into LLVM IR text for the analyses.
//
// It drives clang (C, C++) and flang-new (Fortran) with
// "-g -O0 -S -emit-llvm" (plus -fopenmp when asked), passes the user's
// flags through after removing those that would change what is produced
// (-o, -c, -M*, ...), adds the MPI include directories it discovers from the
// MPI compiler wrappers, and works around a clang whose own omp.h is missing
// (for instance clang-16 next to libomp-14-dev) by exposing another LLVM
// version's omp.h through a private include directory. ".ll" inputs are read
// as they are.
//
// It also reads compile_commands.json files (both the "arguments" and the
// "command" forms) and extracts from each entry the flags relevant to
// producing IR.
//
// Every error names the input file and fits on one line: a missing compiler
// (*NotFoundError), an unreadable file, or a compiler failure
// (*CompileError, which keeps the compiler's whole stderr).
package frontend

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/parcoach/parcoach/internal/fortranmod"
)

// Lang is the language of an input file.
type Lang int

// The languages the frontend accepts.
const (
	C Lang = iota
	CXX
	Fortran
	IR // LLVM IR text, read as is
)

func (l Lang) String() string {
	switch l {
	case C:
		return "C"
	case CXX:
		return "C++"
	case Fortran:
		return "Fortran"
	case IR:
		return "LLVM IR"
	}
	return fmt.Sprintf("Lang(%d)", int(l))
}

var langByExt = map[string]Lang{
	".c":  C,
	".cc": CXX, ".cpp": CXX, ".cxx": CXX, ".C": CXX, ".c++": CXX, ".CC": CXX, ".CPP": CXX, ".cp": CXX,
	".f": Fortran, ".for": Fortran, ".ftn": Fortran, ".f90": Fortran, ".f95": Fortran, ".f03": Fortran, ".f08": Fortran,
	".F": Fortran, ".FOR": Fortran, ".FTN": Fortran, ".F90": Fortran, ".F95": Fortran, ".F03": Fortran, ".F08": Fortran,
	".ll": IR,
}

// LangOf returns the language of path from its extension (case matters:
// ".c" is C, ".C" is C++), and false when the extension is not one the
// frontend handles.
func LangOf(path string) (Lang, bool) {
	l, ok := langByExt[filepath.Ext(path)]
	return l, ok
}

// Options tells Compile how to produce IR. The zero value is usable.
type Options struct {
	// CC, CXX and FC are the compiler commands for C, C++ and Fortran; a
	// command may carry words ("ccache clang"). Defaults: $PARCOACH_CC or
	// "clang", $PARCOACH_CXX or "clang++", $PARCOACH_FC or the first of
	// InstalledFlangs (flang-new, else the newest flang-new-N or flang-N in
	// PATH).
	CC, CXX, FC string

	// OpenMP adds -fopenmp. It is also implied when UserFlags contain
	// -fopenmp, -fopenmp=…, -qopenmp or -fiopenmp (which are replaced by a
	// single -fopenmp).
	OpenMP bool

	// MPIInclude lists the directories holding mpi.h (and mpif.h for
	// Fortran), passed with -I after the user's flags. nil means discover
	// them once per process from `mpicc -show` (mpicxx, mpifort for the
	// other languages), then pkg-config, then common installation
	// directories; an empty non-nil slice adds none.
	MPIInclude []string

	// UserFlags are the user's compiler flags (-I, -D, -std=, -O, …). Flags
	// that would change what the compiler outputs (-o, -c, -S, -E,
	// -emit-llvm, -M*, -fsyntax-only, linker flags, sanitizers, profiling)
	// are removed; the others come after "-g -O0", so an explicit -O wins.
	// A flag the compiler reports as unknown (a GCC-only flag from a build
	// system, say) is dropped and the compilation retried; Unit.Warnings
	// says so.
	UserFlags []string

	// WorkDir is the directory the compiler runs in (compile_commands.json
	// "directory"); relative sources and -I paths are relative to it.
	// Default: the current directory.
	WorkDir string

	// TempDir is where the .ll files are written. Default: a new directory
	// per unit under os.TempDir(). Unit.Close removes what Compile created.
	TempDir string

	// ModuleDir is where flang writes and looks for the .mod files of the
	// Fortran units compiled. Default: a private directory (CompileAll
	// shares one between its units), never the working directory, so a
	// build tree's gfortran modules are left alone.
	ModuleDir string

	// Compiled, when set, is called by CompileAll after each compilation (successful or
	// not; a Fortran unit retried for a missing module is called again), from the goroutine
	// that ran it: a progress indicator counts with it.
	Compiled func(src string)
}

// Unit is one compiled (or read) input.
type Unit struct {
	Source   string   // the input path as given
	Path     string   // the source's absolute path (WorkDir applied); "" for .ll inputs
	Lang     Lang     // its language
	IRPath   string   // the .ll file (== Source for .ll inputs)
	IR       []byte   // the IR text
	Command  []string // the exact compiler command run; nil for .ll inputs
	Compiler string   // the compiler command, e.g. "clang-16"
	Version  string   // first line of its --version, e.g. "Debian clang version 16.0.6 (15~deb12u1)"
	// Warnings holds the compiler's stderr lines (empty lines and flang's
	// harmless "argument unused during compilation: '-g'" left out), and a
	// line per flag dropped because the compiler did not know it.
	Warnings []string
	// ModuleDir is the directory of parcoach's mpi and mpi_f08 modules when the unit uses
	// them (internal/fortranmod): a program built from it links fortranmod.Object from there.
	ModuleDir string

	removeFile string // .ll written by Compile into a caller's TempDir
	removeDir  string // private directory created by Compile
}

// Close removes the files Compile created for u (never the source, nor a
// .ll input). It is safe to call on a nil Unit and more than once.
func (u *Unit) Close() error {
	if u == nil {
		return nil
	}
	var err error
	if u.removeFile != "" {
		if e := os.Remove(u.removeFile); e != nil && !errors.Is(e, fs.ErrNotExist) {
			err = e
		}
		u.removeFile = ""
	}
	if u.removeDir != "" {
		if e := os.RemoveAll(u.removeDir); e != nil {
			err = e
		}
		u.removeDir = ""
	}
	return err
}

// CompileError reports a compiler that ran and failed.
type CompileError struct {
	Source   string   // the input path as given
	Path     string   // the source's absolute path (WorkDir applied); "" for .ll inputs
	Command  []string // the command run
	ExitCode int      // -1 when the compiler was killed by a signal
	Signal   string   // the signal, when ExitCode is -1
	Stderr   string   // everything the compiler printed on stderr
}

func (e *CompileError) Error() string {
	line := FirstErrorLine(e.Stderr)
	status := fmt.Sprintf("compiler failed (exit %d)", e.ExitCode)
	if e.ExitCode < 0 {
		status = "compiler crashed"
		if e.Signal != "" {
			status += " (" + e.Signal + ")"
		}
	}
	return fmt.Sprintf("%s: %s: %s%s", e.Source, status, line, hintFor(line))
}

// NotFoundError reports a compiler that is not installed, or a compiler setting that names
// none.
type NotFoundError struct {
	Source   string // the input that needed it
	Compiler string // the command looked for
	Hint     string // how to get one
	// Setting is where the command came from when the user chose it: "PARCOACH_CC" (the
	// environment variable, Value its value) or "--cc" (the option); "" for the default.
	Setting, Value string
}

func (e *NotFoundError) Error() string {
	if e.Setting == "" {
		return fmt.Sprintf("%s: %s not found in PATH: %s", e.Source, e.Compiler, e.Hint)
	}
	why := e.Compiler + " is not found in PATH"
	if strings.ContainsRune(e.Compiler, filepath.Separator) {
		why = e.Compiler + " does not exist"
		if st, err := os.Stat(e.Compiler); err == nil {
			why = e.Compiler + " is not an executable file"
			if st.IsDir() {
				why = e.Compiler + " is a directory"
			}
		}
	}
	if strings.HasPrefix(e.Setting, "-") {
		return fmt.Sprintf("%s: the compiler given with %s is wrong: %s", e.Source, e.Setting, why)
	}
	return fmt.Sprintf("%s: $%s is wrong (%s=%q): %s; set it to an installed compiler, or unset it", e.Source, e.Setting, e.Setting, e.Value, why)
}

// Unwrap lets errors.Is(err, exec.ErrNotFound) recognise a missing compiler.
func (e *NotFoundError) Unwrap() error { return exec.ErrNotFound }

var (
	locatedError = regexp.MustCompile(`^.*:\d+(:\d+)?: (fatal )?error:`)
	unknownArg   = regexp.MustCompile(`error: unknown argument:? '([^']+)'`)
	// onlyStd is flang's refusal of a language standard other than the one it implements
	// ("error: Only -std=f2018 is allowed currently."): gfortran builds name theirs
	// (BookLeaf's -std=f2008), and the standard only decides which warnings flang prints.
	onlyStd = regexp.MustCompile(`error: Only (-std=[^ ]+?)\.? is allowed`)
)

// FirstErrorLine returns the line of a compiler's stderr that best says why
// it failed: the first "file:line:col: error:" line, else the first line
// holding "error:", else the first non-empty line.
func FirstErrorLine(stderr string) string {
	lines := strings.Split(stderr, "\n")
	for _, l := range lines {
		if locatedError.MatchString(l) {
			return strings.TrimSpace(l)
		}
	}
	for _, l := range lines {
		if strings.Contains(l, "error:") {
			return strings.TrimSpace(l)
		}
	}
	for _, l := range lines {
		if s := strings.TrimSpace(l); s != "" {
			return s
		}
	}
	return "no message on stderr"
}

func hintFor(line string) string {
	switch {
	case strings.Contains(line, "'omp.h' file not found"):
		return " (install an OpenMP runtime: apt-get install libomp-dev)"
	case strings.Contains(line, "'mpi.h' file not found"), strings.Contains(line, "mpif.h"):
		return " (install MPI headers, e.g. apt-get install libmpich-dev, or pass --mpi-include DIR)"
	}
	return ""
}

// isHarmless reports stderr lines that are noise: flang-new ignores -g.
func isHarmless(line string) bool {
	return strings.Contains(line, "argument unused during compilation: '-g'")
}

// ompDirective matches an OpenMP directive in C/C++ (`#pragma omp`) or Fortran (`!$omp`, also
// in fixed form as `c$omp`/`*$omp`).
var ompDirective = regexp.MustCompile(`(?mi)^\s*(#\s*pragma\s+omp\b|[!c*]\$omp\b)`)

// usesOpenMP reports whether a source file holds OpenMP directives. Compiled without
// -fopenmp, clang ignores them, and a forgotten flag would make the OpenMP checks silently
// see a sequential program; so a file with directives is always compiled with -fopenmp.
func usesOpenMP(path string) bool {
	data, err := os.ReadFile(path)
	return err == nil && ompDirective.Match(data)
}

// Compile produces the LLVM IR of one source file (or reads a .ll file).
func Compile(ctx context.Context, src string, opt Options) (*Unit, error) {
	lang, ok := LangOf(src)
	if !ok {
		return nil, fmt.Errorf("%s: unsupported file type %q: expected C (.c), C++ (.cpp, .cc, .cxx, .C), Fortran (.f, .f90, .F90, ...) or LLVM IR (.ll)", src, filepath.Ext(src))
	}
	path := src
	if opt.WorkDir != "" && !filepath.IsAbs(path) {
		path = filepath.Join(opt.WorkDir, path)
	}
	if lang == IR {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, readError(src, err)
		}
		return &Unit{Source: src, Lang: IR, IRPath: src, IR: data}, nil
	}
	if err := checkReadable(path); err != nil {
		return nil, readError(src, err)
	}
	tc, err := findCompiler(ctx, src, lang, opt)
	if err != nil {
		return nil, err
	}

	u := &Unit{Source: src, Lang: lang, Compiler: tc.name, Version: tc.version}
	if abs, err := filepath.Abs(path); err == nil {
		u.Path = abs
	}
	ok = false
	defer func() {
		if !ok {
			u.Close()
		}
	}()
	outDir := opt.TempDir
	if outDir == "" {
		d, err := os.MkdirTemp("", "parcoach-")
		if err != nil {
			return nil, fmt.Errorf("%s: cannot create a temporary directory: %w", src, err)
		}
		u.removeDir, outDir = d, d
	} else {
		if outDir, err = filepath.Abs(outDir); err == nil {
			err = os.MkdirAll(outDir, 0o755)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: cannot use temporary directory: %w", src, err)
		}
	}
	base := strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))
	f, err := os.CreateTemp(outDir, base+"-*.ll")
	if err != nil {
		return nil, fmt.Errorf("%s: cannot create the IR file: %w", src, err)
	}
	f.Close()
	u.IRPath = f.Name()
	if u.removeDir == "" {
		u.removeFile = u.IRPath
	}

	flags, openmp := filterUserFlags(opt.UserFlags, lang)
	openmp = openmp || opt.OpenMP || usesOpenMP(path)

	var fixed, extra []string
	fixed = append(fixed, "-g", "-O0", "-S", "-emit-llvm")
	if openmp {
		fixed = append(fixed, "-fopenmp")
	}
	if lang == Fortran {
		mod := opt.ModuleDir
		if mod == "" {
			if mod, err = os.MkdirTemp(outDir, "fmod-"); err != nil {
				return nil, fmt.Errorf("%s: cannot create a module directory: %w", src, err)
			}
			defer os.RemoveAll(mod)
		} else if mod, err = filepath.Abs(mod); err != nil {
			return nil, fmt.Errorf("%s: bad module directory: %w", src, err)
		}
		fixed = append(fixed, "-module-dir", mod)
	}
	if openmp && lang != Fortran {
		if dir := ompIncludeDir(ctx, tc.argv); dir != "" {
			extra = append(extra, "-isystem", dir)
		}
	}
	if openmp && lang == Fortran {
		// After the user's -I: a program's own omp_lib.h comes first.
		if dir := flangOmpIncludeDir(tc.argv); dir != "" {
			extra = append(extra, "-I", dir)
		}
	}
	mpiInc := opt.MPIInclude
	if mpiInc == nil {
		mpiInc = discoverMPIInclude(ctx, lang)
	}
	for _, d := range mpiInc {
		extra = append(extra, "-I"+d)
	}
	if lang == Fortran && len(mpiInc) > 0 {
		// `use mpi` / `use mpi_f08`: the system's module files are gfortran's, which flang
		// cannot read. parcoach's own come first, ahead of the user's -I (mpifort -show
		// names the directory of gfortran's).
		if text, err := os.ReadFile(path); err == nil && fortranmod.MayNeed(text) {
			dir, err := moduleDir(ctx, tc, mpiInc)
			switch {
			case err == nil:
				u.ModuleDir = dir
				fixed = append(fixed, "-I", dir)
			case fortranmod.Uses(text):
				return nil, fmt.Errorf("%s: `use mpi`/`use mpi_f08` need parcoach's modules: %v", src, err)
			}
			// Otherwise the file only uses modules of the program, which may not need MPI.
		}
	}
	arg := src
	if strings.HasPrefix(arg, "-") {
		arg = "." + string(filepath.Separator) + arg
	}

	var dropped []string
	for attempt := 0; ; attempt++ {
		argv := append([]string(nil), tc.argv...)
		argv = append(argv, fixed...)
		argv = append(argv, flags...)
		argv = append(argv, extra...)
		argv = append(argv, arg, "-o", u.IRPath)
		u.Command = argv
		stderr, cerr := run(ctx, opt.WorkDir, argv)
		if cerr != nil {
			if ctx.Err() != nil {
				return nil, fmt.Errorf("%s: %w", src, ctx.Err())
			}
			var ee *exec.ExitError
			if !errors.As(cerr, &ee) {
				return nil, fmt.Errorf("%s: cannot run %s: %v", src, tc.name, cerr)
			}
			// A flag from a GCC build the compiler does not know: drop it
			// and retry (flang reports them one at a time).
			if attempt < 8 {
				if rest, bad := dropUnknown(flags, stderr); len(bad) > 0 {
					flags = rest
					dropped = append(dropped, bad...)
					continue
				}
			}
			ce := &CompileError{Source: src, Command: argv, ExitCode: ee.ExitCode(), Stderr: stderr}
			if ce.ExitCode < 0 {
				ce.Signal = signalOf(ee)
			}
			return nil, ce
		}
		for _, l := range strings.Split(stderr, "\n") {
			if strings.TrimSpace(l) != "" && !isHarmless(l) {
				u.Warnings = append(u.Warnings, l)
			}
		}
		break
	}
	for _, d := range dropped {
		why := "unknown to"
		if strings.HasPrefix(d, "-std=") {
			why = "a language standard not implemented by"
		}
		u.Warnings = append(u.Warnings, fmt.Sprintf("%s: flag %s dropped: %s %s", src, d, why, tc.name))
	}
	data, err := os.ReadFile(u.IRPath)
	if err != nil || len(data) == 0 {
		return nil, fmt.Errorf("%s: %s exited successfully but produced no IR", src, tc.name)
	}
	u.IR = data
	ok = true
	return u, nil
}

func moduleDir(ctx context.Context, tc *toolchain, mpiInc []string) (string, error) {
	return fortranmod.Dir(ctx, fortranmod.Toolchain{FC: tc.argv, FCVersion: tc.version, MPIInclude: mpiInc})
}

// FortranModules returns the directory of parcoach's mpi and mpi_f08 modules for the Fortran
// compiler of opt (Options.FC, $PARCOACH_FC, else the discovered flang) and the MPI of
// opt.MPIInclude (else discovered), building them on first use, and the object file a program
// whose Fortran uses them links.
func FortranModules(ctx context.Context, opt Options) (dir, object string, err error) {
	tc, err := findCompiler(ctx, "the mpi modules", Fortran, opt)
	if err != nil {
		return "", "", err
	}
	mpiInc := opt.MPIInclude
	if mpiInc == nil {
		mpiInc = discoverMPIInclude(ctx, Fortran)
	}
	if dir, err = moduleDir(ctx, tc, mpiInc); err != nil {
		return "", "", err
	}
	return dir, filepath.Join(dir, fortranmod.Object), nil
}

// signalOf describes how a process was killed, e.g. "signal: segmentation fault".
func signalOf(ee *exec.ExitError) string {
	if ee.ProcessState == nil {
		return ""
	}
	return ee.ProcessState.String()
}

func checkReadable(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if st.IsDir() {
		return errors.New("is a directory")
	}
	return nil
}

func readError(src string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: cannot read: %w", src, err)
}

// dropUnknown removes from flags those the compiler's stderr reports as
// unknown arguments, or as a language standard it does not implement. It
// returns nothing when some reported flag is not a user flag (then retrying
// would not help).
func dropUnknown(flags []string, stderr string) ([]string, []string) {
	var bad []string
	for _, m := range unknownArg.FindAllStringSubmatch(stderr, -1) {
		bad = append(bad, m[1])
	}
	if m := onlyStd.FindStringSubmatch(stderr); m != nil {
		for _, f := range flags {
			if strings.HasPrefix(f, "-std=") && f != m[1] {
				bad = append(bad, f)
			}
		}
	}
	if len(bad) == 0 {
		return flags, nil
	}
	rest := flags
	for _, b := range bad {
		i := indexOf(rest, b)
		if i < 0 {
			return flags, nil
		}
		rest = append(append([]string(nil), rest[:i]...), rest[i+1:]...)
	}
	return rest, bad
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// run runs argv in dir and returns its stderr.
func run(ctx context.Context, dir string, argv []string) (string, error) {
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	var stderr strings.Builder
	cmd.Stderr = &stderr
	cmd.WaitDelay = 2 * time.Second
	err := cmd.Run()
	return stderr.String(), err
}

// CompileAll compiles srcs with up to jobs compilers at once (jobs <= 0
// means runtime.NumCPU()). It returns the units that compiled and the
// errors of those that did not, each in input order; one failure does not
// stop the others. Fortran units share one module directory (unless
// opt.ModuleDir is set), and a Fortran unit that failed only because a
// module it uses was not yet compiled is retried after the others, so
// files may be given in any order.
func CompileAll(ctx context.Context, srcs []string, opt Options, jobs int) ([]*Unit, []error) {
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	units := make([]*Unit, len(srcs))
	errs := make([]error, len(srcs))

	if opt.ModuleDir == "" {
		for _, s := range srcs {
			if l, _ := LangOf(s); l == Fortran {
				d, err := os.MkdirTemp(opt.TempDir, "parcoach-fmod-")
				if err == nil {
					opt.ModuleDir = d
					defer os.RemoveAll(d)
				}
				break
			}
		}
	}

	todo := make([]int, len(srcs))
	for i := range todo {
		todo[i] = i
	}
	for len(todo) > 0 {
		var wg sync.WaitGroup
		sem := make(chan struct{}, jobs)
		for _, i := range todo {
			wg.Add(1)
			sem <- struct{}{}
			go func(i int) {
				defer func() { <-sem; wg.Done() }()
				if err := ctx.Err(); err != nil {
					errs[i] = fmt.Errorf("%s: %w", srcs[i], err)
					return
				}
				units[i], errs[i] = Compile(ctx, srcs[i], opt)
				if opt.Compiled != nil {
					opt.Compiled(srcs[i])
				}
			}(i)
		}
		wg.Wait()
		var retry []int
		progress := false
		for _, i := range todo {
			if errs[i] == nil {
				progress = true
			} else if MissingModule(errs[i]) {
				retry = append(retry, i)
			}
		}
		if !progress || len(retry) == len(todo) {
			break
		}
		todo = retry
	}

	var outU []*Unit
	var outE []error
	for i := range srcs {
		if errs[i] != nil {
			outE = append(outE, errs[i])
		} else {
			outU = append(outU, units[i])
		}
	}
	return outU, outE
}

// MissingModule reports whether err is a Fortran unit's failure for a module file not
// written (yet): compiling it again after the unit that defines the module may succeed.
func MissingModule(err error) bool {
	var ce *CompileError
	// flang 16 to 19: "Cannot read module file for module 'm'"; flang 22: "Cannot parse
	// module file for module 'm': Source file 'm.mod' was not found".
	return errors.As(err, &ce) && (strings.Contains(ce.Stderr, "Cannot read module file for module") ||
		strings.Contains(ce.Stderr, "Cannot parse module file for module") && strings.Contains(ce.Stderr, "was not found"))
}
