package instrument

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/fortranmod"
	"github.com/parcoach/parcoach/internal/frontend"
	"github.com/parcoach/parcoach/internal/report"
	"github.com/parcoach/parcoach/internal/suppress"
)

// CCOptions configure the compiler wrapper.
type CCOptions struct {
	Instrument bool // produce instrumented objects and link the runtime library
	Mode       Mode
	Quiet      bool // do not print the static diagnostics
	// Werror fails the line (exit status 1, its outputs removed) when the static analysis
	// reports a finding (a warning or an error) that no suppression takes away.
	Werror bool
	// Filter takes away the suppressed findings (parcoach-ignore comments and the rules of
	// --suppressions files); nil: the comments only.
	Filter *suppress.Filter
	// Frontend holds the compilers producing the IR (CC, CXX, FC; defaults as for
	// `parcoach check`). UserFlags and WorkDir are taken from the compile line.
	Frontend frontend.Options
	Stdin    io.Reader
	Stdout   io.Writer
	Stderr   io.Writer
	// Monitor returns the shared library of the runtime correctness monitor (internal/monitor,
	// a PMPI layer) built with the MPI C compiler cc for the mode: with Instrument, a line that
	// links an MPI program links it too (nil: it is not linked).
	Monitor func(ctx context.Context, cc []string, mode Mode) (string, error)
}

// Action is what a compile line asks the compiler to do.
type Action int

const (
	Link       Action = iota // compile the sources (if any) and link
	Compile                  // -c
	Assemble                 // -S
	Preprocess               // -E, -M, -MM
	SyntaxOnly               // -fsyntax-only
	Query                    // --version, -dumpversion, -print-*, no input at all
)

// Line is a compile line as the wrapped compiler sees it.
type Line struct {
	Args    []string // the arguments after the compiler, unchanged
	Action  Action
	Sources []int  // indices in Args of the C, C++ and Fortran sources
	Inputs  []int  // indices in Args of the other input files (objects, archives, ...)
	Output  string // the -o argument
	Opaque  bool   // a construct the wrapper does not follow (-x, @file, stdin): never instrumented
}

// flagsWithArg are the driver options whose value is the next argument.
var flagsWithArg = map[string]bool{
	"-o": true, "-I": true, "-D": true, "-U": true, "-include": true, "-imacros": true,
	"-isystem": true, "-iquote": true, "-idirafter": true, "-iprefix": true, "-iwithprefix": true,
	"-iwithprefixbefore": true, "-isysroot": true, "--sysroot": true, "-MF": true, "-MT": true,
	"-MQ": true, "-MJ": true, "-x": true, "-L": true, "-l": true, "-Xlinker": true,
	"-Xassembler": true, "-Xpreprocessor": true, "-Xclang": true, "-T": true, "-u": true,
	"-z": true, "-target": true, "-arch": true, "-mllvm": true, "--param": true, "-aux-info": true,
	"-dumpbase": true, "-dumpdir": true, "-e": true, "-J": true, "-module-dir": true,
	"-Xopenmp-target": true, "-B": true, "-A": true, "-G": true,
}

// ParseLine reads a compile line (the arguments after the compiler command).
func ParseLine(args []string) *Line {
	l := &Line{Args: args, Action: Link}
	actions := map[Action]bool{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-" || strings.HasPrefix(a, "@"):
			l.Opaque = true
			l.Inputs = append(l.Inputs, i)
		case a == "-x":
			l.Opaque = true
			i++
		case flagsWithArg[a]:
			if a == "-o" && i+1 < len(args) {
				l.Output = args[i+1]
			}
			i++
		case strings.HasPrefix(a, "-o") && len(a) > 2:
			l.Output = a[2:]
		case a == "-c":
			actions[Compile] = true
		case a == "-S":
			actions[Assemble] = true
		case a == "-E" || a == "-M" || a == "-MM":
			actions[Preprocess] = true
		case a == "-fsyntax-only":
			actions[SyntaxOnly] = true
		case a == "--version" || a == "-v" && len(args) == 1 || strings.HasPrefix(a, "-dump") || strings.HasPrefix(a, "-print-") ||
			a == "--help" || a == "-###":
			actions[Query] = true
		case strings.HasPrefix(a, "-"):
		default:
			if lang, ok := frontend.LangOf(a); ok && lang != frontend.IR {
				l.Sources = append(l.Sources, i)
			} else {
				l.Inputs = append(l.Inputs, i)
			}
		}
	}
	switch {
	case actions[Query]:
		l.Action = Query
	case actions[Preprocess]:
		l.Action = Preprocess
	case actions[SyntaxOnly]:
		l.Action = SyntaxOnly
	case actions[Assemble]:
		l.Action = Assemble
	case actions[Compile]:
		l.Action = Compile
	case len(l.Sources)+len(l.Inputs) == 0:
		l.Action = Query
	}
	return l
}

// AnalysisFlags are the flags of the line that matter to compile a source to IR: everything
// but the inputs, the output and the optimisation level (the analysis reads -O0 IR), and
// without -Werror (clang may warn where the user's compiler does not).
func (l *Line) AnalysisFlags() []string {
	var out []string
	for i := 0; i < len(l.Args); i++ {
		a := l.Args[i]
		switch {
		case !strings.HasPrefix(a, "-") || a == "-":
		case flagsWithArg[a]:
			switch a {
			case "-o", "-MF", "-MT", "-MQ", "-MJ", "-L", "-l", "-Xlinker", "-Xassembler", "-T", "-u", "-z", "-dumpbase", "-dumpdir", "-aux-info", "-e":
			default:
				if i+1 < len(l.Args) {
					out = append(out, a, l.Args[i+1])
				}
			}
			i++
		case strings.HasPrefix(a, "-O"), strings.HasPrefix(a, "-Werror"), a == "-c", a == "-S", a == "-E", a == "-pedantic-errors":
		default:
			out = append(out, a)
		}
	}
	return out
}

// CodegenFlags are the flags of the line that matter to compile IR to an object: the
// optimisation level, position independence, the target and its features, sections.
func (l *Line) CodegenFlags() []string {
	var out []string
	for i := 0; i < len(l.Args); i++ {
		a := l.Args[i]
		switch {
		case a == "-target" || a == "-mllvm":
			if i+1 < len(l.Args) {
				out = append(out, a, l.Args[i+1])
			}
			i++
		case flagsWithArg[a]:
			i++
		case strings.HasPrefix(a, "-O"), strings.HasPrefix(a, "--target="), strings.HasPrefix(a, "-march="),
			strings.HasPrefix(a, "-mtune="), strings.HasPrefix(a, "-mcpu="), a == "-m32", a == "-m64",
			strings.HasPrefix(a, "-mcmodel="), a == "-mavx", a == "-mavx2", a == "-mfma", a == "-msse4.2",
			a == "-pthread":
			out = append(out, a)
		case strings.HasPrefix(a, "-f"):
			switch strings.TrimPrefix(strings.TrimPrefix(a, "-f"), "no-") {
			case "PIC", "pic", "PIE", "pie", "plt", "omit-frame-pointer", "function-sections", "data-sections",
				"asynchronous-unwind-tables", "unwind-tables", "stack-protector", "stack-protector-strong",
				"stack-protector-all", "exceptions", "common", "semantic-interposition", "stack-clash-protection":
				out = append(out, a)
			default:
				if strings.HasPrefix(a, "-fcf-protection") || strings.HasPrefix(a, "-fvisibility") {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

// Optimizes reports whether the line asks for an optimisation level above -O0 (the last -O
// flag wins).
func (l *Line) Optimizes() bool {
	opt := false
	for _, a := range l.Args {
		if strings.HasPrefix(a, "-O") {
			opt = a != "-O0"
		}
	}
	return opt
}

// objectFor is the file the compiler writes for source src: the -o argument for a single
// source, else the source's base name with .o (.s with -S) in the working directory.
func (l *Line) objectFor(src string) string {
	if l.Output != "" && len(l.Sources) == 1 {
		return l.Output
	}
	ext := ".o"
	if l.Action == Assemble {
		ext = ".s"
	}
	return strings.TrimSuffix(filepath.Base(src), filepath.Ext(src)) + ext
}

// outputs are the files the line writes: the -o file, else the objects (or assembly) of its
// sources, or a.out for a link.
func (l *Line) outputs() []string {
	switch l.Action {
	case Compile, Assemble:
		if l.Output != "" && len(l.Sources) == 1 {
			return []string{l.Output}
		}
		var out []string
		for _, i := range l.Sources {
			out = append(out, l.objectFor(l.Args[i]))
		}
		return out
	case Link:
		if l.Output != "" {
			return []string{l.Output}
		}
		return []string{"a.out"}
	}
	return nil
}

// RunCC runs one compile line through the wrapper: argv is the compiler command followed by
// its arguments. The compiler runs first, exactly as asked; its exit status is the wrapper's
// unless instrumenting fails. Then each C, C++ or Fortran source it compiled is analysed and
// the findings printed on stderr. With Instrument, the objects of the sources with checks are
// replaced by instrumented ones, and lines that link instrumented objects also link the
// runtime library.
func RunCC(ctx context.Context, argv []string, o CCOptions) int {
	code, w := runCC(ctx, argv, o)
	if code != 0 || w == nil || !o.Werror || w.findings == 0 {
		return code
	}
	// As the compiler does with -Werror: the line fails and leaves no output behind, so that
	// the next build runs it again.
	for _, out := range w.line.outputs() {
		os.Remove(out)
	}
	s := "s"
	if w.findings == 1 {
		s = ""
	}
	fmt.Fprintf(w.o.Stderr, "parcoach: error: %d finding%s in %s (--werror: the compile fails)\n", w.findings, s, strings.Join(w.findingFiles, ", "))
	return 1
}

func runCC(ctx context.Context, argv []string, o CCOptions) (int, *wrapper) {
	if o.Stdout == nil {
		o.Stdout = os.Stdout
	}
	if o.Stderr == nil {
		o.Stderr = os.Stderr
	}
	if len(argv) == 0 {
		fmt.Fprintln(o.Stderr, "parcoach cc: no compiler given (usage: parcoach cc [--instrument[=all]] COMPILER ARGS...)")
		return 2, nil
	}
	compiler := argv[:1]
	if launchers[filepath.Base(argv[0])] && len(argv) > 1 {
		compiler = argv[:2]
	}
	line := ParseLine(argv[len(compiler):])
	w := &wrapper{ctx: ctx, o: o, compiler: compiler, line: line}
	if code := w.useFortranModules(); code != 0 {
		return code, w
	}
	if len(w.moduleFlags) > 0 {
		// The object before the line's libraries: it calls libmpichfort's symbols.
		mods := w.moduleFlags
		if line.Action == Link && w.moduleObject != "" {
			mods = append(append([]string(nil), mods...), w.moduleObject)
		}
		argv = append(append(append([]string(nil), compiler...), mods...), argv[len(compiler):]...)
	}

	linkOnly := o.Instrument && line.Action == Link && len(line.Sources) == 0 && !line.Opaque
	if linkOnly {
		w.monitor = w.wantsMonitor(nil)
		return w.link(nil), w
	}
	// With --instrument, a line whose sources all get instrumented objects need not be
	// compiled by the wrapped compiler: its objects would be replaced. Such a line is
	// analysed first, its output held back, and the wrapped compiler runs only when some
	// source keeps the compiler's object (see compileOnce).
	once := o.Instrument && w.compileOnce()
	var held *bytes.Buffer
	stderr := o.Stderr
	if once {
		held = &bytes.Buffer{}
		o.Stderr, w.o.Stderr = held, held
	} else if code := w.run(argv); code != 0 {
		return code, w
	}
	// release runs the wrapped compiler of a line analysed first (unless all its objects are
	// replaced: then only what the line writes besides them), then prints what the analysis
	// held back; a failing compile prints only its own output, as when it runs first.
	release := func(all bool) int {
		if held == nil {
			return 0
		}
		o.Stderr, w.o.Stderr = stderr, stderr
		code := 0
		if !all {
			code = w.run(argv)
		} else if side := w.sideLine(argv); side != nil {
			code = w.run(side)
		}
		if code == 0 {
			_, _ = stderr.Write(held.Bytes())
		}
		held = nil
		return code
	}
	switch line.Action {
	case Link, Compile, Assemble, SyntaxOnly:
	default:
		return release(false), w
	}
	if line.Opaque || len(line.Sources) == 0 {
		return release(false), w
	}
	instrument := o.Instrument && line.Action != SyntaxOnly
	replaced := map[int]string{} // source index -> instrumented object
	var tmp string
	defer func() {
		if tmp != "" {
			os.RemoveAll(tmp)
		}
	}()
	units := map[int]*Unit{}
	for _, i := range line.Sources {
		if u := w.analyse(line.Args[i]); u != nil {
			units[i] = u
		}
	}
	if !instrument {
		return release(false), w
	}
	w.monitor = w.wantsMonitor(units)
	results := map[int]*Result{}
	fortranChecks := false
	for _, i := range line.Sources {
		src := line.Args[i]
		u := units[i]
		if u == nil {
			continue
		}
		// Proven: the calls whose requests the static pass proves skip the request tracking of
		// the selective monitor linked by this line (issue 15).
		// Global: a finding only the monitor's global checks see turns them on (issue 15).
		res, err := u.Instrument(Options{Mode: o.Mode, Optimize: line.Optimizes(), Proven: w.monitor && o.Mode == Selective && u.Lang != frontend.Fortran,
			Global: w.monitor && o.Mode == Selective && len(GlobalFindings(u.Diagnostics)) > 0})
		if err != nil {
			if code := release(false); code != 0 {
				return code, w
			}
			fmt.Fprintf(o.Stderr, "parcoach: error: %s: %v\n", src, err)
			return 1, w
		}
		for _, s := range res.Skipped {
			if !o.Quiet {
				fmt.Fprintf(o.Stderr, "parcoach: note: not checked at run time: %s\n", s)
			}
		}
		results[i] = res
		fortranChecks = fortranChecks || u.Lang == frontend.Fortran && (len(res.Sites) > 0 || res.Global)
	}
	// Fortran compiled by a compiler that is not flang (gfortran behind mpifort): the
	// instrumented objects come from flang's IR, so the whole program's Fortran must be
	// flang's (see gfortranMix): flang then compiles every Fortran source of the line.
	wholeFortran := false
	if fortranChecks && !w.runsFlang() {
		if why := w.gfortranMix(units); why != "" {
			for _, i := range line.Sources {
				if u, res := units[i], results[i]; u != nil && u.Lang == frontend.Fortran && (len(res.Sites) > 0 || res.Global) {
					fmt.Fprintf(o.Stderr, "parcoach: note: %s: not instrumented: %s\n", line.Args[i], why)
					delete(results, i)
				}
			}
		} else {
			wholeFortran = true
		}
	}
	replaces := func(i int) bool {
		u, res := units[i], results[i]
		return res != nil && (len(res.Sites) > 0 || res.Proven > 0 || res.Global || wholeFortran && u.Lang == frontend.Fortran)
	}
	if held != nil {
		all := true
		for _, i := range line.Sources {
			all = all && replaces(i)
		}
		if code := release(all); code != 0 {
			return code, w
		}
	}
	for _, i := range line.Sources {
		src := line.Args[i]
		u, res := units[i], results[i]
		if !replaces(i) {
			continue // nothing to check: the compiler's object stays
		}
		if len(res.Sites) > 0 {
			w.checked++
		}
		out := line.objectFor(src)
		if line.Action == Link {
			if tmp == "" {
				var err error
				if tmp, err = os.MkdirTemp("", "parcoach-link-"); err != nil {
					fmt.Fprintln(o.Stderr, "parcoach: error:", err)
					return 1, w
				}
			}
			out = filepath.Join(tmp, fmt.Sprintf("%d-%s", i, filepath.Base(out)))
		}
		flags := line.CodegenFlags()
		if line.Action == Assemble {
			flags = append(flags, "-S")
		}
		if cc, err := u.irCompiler(); err == nil {
			w.irClang = cc
		}
		if err := u.CompileIR(ctx, res.IR, out, flags); err != nil {
			fmt.Fprintf(o.Stderr, "parcoach: error: %v\n", err)
			return 1, w
		}
		if u.Lang == frontend.Fortran {
			w.flang = u.Compiler
		}
		if line.Action == Compile {
			// For a link that does not go through parcoach (CMake's compiler launcher).
			if err := w.embedRuntime(out, len(res.Sites) > 0); err != nil && !o.Quiet {
				fmt.Fprintf(o.Stderr, "parcoach: warning: %s: the runtime library is not embedded in the object (link the program through parcoach cc too): %v\n", out, err)
			}
		}
		replaced[i] = out
	}
	if line.Action == Link && (len(replaced) > 0 || w.wantsMonitor(units)) {
		return w.link(replaced), w
	}
	return 0, w
}

// wantsMonitor: the line links a program that calls MPI and the runtime monitor is to be
// linked into it (CCOptions.Monitor): some analysed source or some input calls MPI.
func (w *wrapper) wantsMonitor(units map[int]*Unit) bool {
	if w.o.Monitor == nil || !w.o.Instrument || w.line.Action != Link {
		return false
	}
	for _, u := range units {
		if u == nil || u.Module == nil {
			continue
		}
		for _, f := range u.Module.Funcs {
			if n := strings.ToLower(f.Name); strings.HasPrefix(n, "mpi_") || strings.HasPrefix(n, "_qmmpi") {
				return true
			}
		}
	}
	for _, i := range w.line.Inputs {
		if data, err := os.ReadFile(w.line.Args[i]); err == nil && (bytes.Contains(data, []byte("MPI_Init")) || bytes.Contains(data, []byte("mpi_init"))) {
			return true
		}
	}
	return false
}

// sideOutputFlags write files beside the object, change what the compiler is, or make the
// line fail on the compiler's own warnings (-Werror): a line holding one is always compiled by
// the wrapped compiler.
var sideOutputFlags = []string{"-Werror", "-pedantic-errors", "-save-temps", "-fdump-", "-fstack-usage", "-gsplit-dwarf", "-ftest-coverage", "--coverage",
	"-fprofile-", "-MJ", "-Wp,", "-Wa,", "-fcallgraph-info", "-aux-info", "-fopt-info", "-ftime-report", "-ftime-trace",
	"-fsyntax-only", "-flto", "-fembed-bitcode", "-emit-llvm", "-specs", "-wrapper", "-fplugin", "-B", "-x", "-no-integrated-cpp"}

// depFlags write a make rule of the sources' dependencies (-MD, -MMD and their options).
func isDepFlag(a string) bool {
	switch a {
	case "-MD", "-MMD", "-MP", "-MG", "-MF", "-MT", "-MQ":
		return true
	}
	return strings.HasPrefix(a, "-MF") || strings.HasPrefix(a, "-MT") || strings.HasPrefix(a, "-MQ")
}

// compileOnce reports whether the line may skip the wrapped compiler when every source gets
// an instrumented object (issue 18: one compile per source instead of two): a line that
// compiles one C or C++ source (-c), or compiles and links C and C++ sources without
// dependency files, whose only outputs are those objects (or the program linked from them)
// and a dependency file (written by the wrapped compiler's preprocessor, sideLine). Fortran
// lines are always compiled: they write module files that later lines read.
func (w *wrapper) compileOnce() bool {
	l := w.line
	if l.Opaque || len(l.Sources) == 0 || os.Getenv("PARCOACH_CC_COMPILE_TWICE") != "" {
		return false
	}
	deps := false
	for _, a := range l.Args {
		if !strings.HasPrefix(a, "-") {
			continue
		}
		for _, f := range sideOutputFlags {
			if strings.HasPrefix(a, f) {
				return false
			}
		}
		deps = deps || isDepFlag(a)
	}
	switch {
	case l.Action == Compile && len(l.Sources) == 1:
	case l.Action == Link && !deps:
	default:
		return false
	}
	for _, i := range l.Sources {
		if lang, _ := frontend.LangOf(l.Args[i]); lang != frontend.C && lang != frontend.CXX {
			return false
		}
	}
	return true
}

// sideLine is what the wrapped compiler still runs for a line of compileOnce whose objects
// are all instrumented: its preprocessor, for the dependency file the line asks for (-MD,
// -MMD), writing the preprocessed text where the object goes (the instrumented object then
// replaces it) and naming the object as the rule's target, as the compile would; nil when
// the line asks for none.
func (w *wrapper) sideLine(argv []string) []string {
	l := w.line
	deps, target := false, false
	for _, a := range l.Args {
		deps = deps || a == "-MD" || a == "-MMD"
		target = target || strings.HasPrefix(a, "-MT") || strings.HasPrefix(a, "-MQ")
	}
	if !deps || l.Action != Compile {
		return nil
	}
	out := append([]string(nil), argv[:len(argv)-len(l.Args)]...)
	for _, a := range l.Args {
		if a == "-c" {
			a = "-E"
		}
		out = append(out, a)
	}
	obj := l.objectFor(l.Args[l.Sources[0]])
	if l.Output == "" {
		out = append(out, "-o", obj)
	}
	if !target {
		out = append(out, "-MT", obj)
	}
	return out
}

// show runs `COMPILER FLAG` (an MPI wrapper's -show, --showme...) once per line and flag:
// the wrapper asks it for the driver and for every source's include directories.
func (w *wrapper) show(ctx context.Context, compiler []string, flag string) ([]byte, error) {
	key := strings.Join(compiler, "\x00") + "\x00" + flag
	if r, ok := w.shown[key]; ok {
		return r.out, r.err
	}
	cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	argv := append(append([]string(nil), compiler...), flag)
	out, err := exec.CommandContext(cctx, argv[0], argv[1:]...).Output()
	cancel()
	if w.shown == nil {
		w.shown = map[string]shown{}
	}
	w.shown[key] = shown{out, err}
	return out, err
}

type shown struct {
	out []byte
	err error
}

type wrapper struct {
	shown    map[string]shown // show's answers
	ctx      context.Context
	o        CCOptions
	compiler []string
	line     *Line
	irClang  []string // the clang that compiled instrumented IR, if any
	flang    string   // the flang whose IR gave an instrumented Fortran object, if any
	// moduleFlags and moduleObject give flang parcoach's mpi and mpi_f08 modules when a
	// Fortran source of the line uses them (useFortranModules).
	moduleFlags  []string
	moduleObject string
	isFlang      *bool    // runsFlang's answer, once known
	checked      int      // instrumented objects of the line (with checks)
	monitor      bool     // link the runtime monitor (wantsMonitor)
	findings     int      // static findings reported (warnings and errors, not suppressed)
	findingFiles []string // the sources they are in
}

// useFortranModules: when the wrapped compiler is flang and a Fortran source of the line
// says `use mpi` or `use mpi_f08`, flang gets parcoach's modules (-I, ahead of the system's
// gfortran-built ones, which it cannot read) and, when the line links, their object. It
// returns a non-zero exit status when the modules cannot be built.
func (w *wrapper) useFortranModules() int {
	if !w.runsFlang() {
		return 0
	}
	uses, direct := false, false
	for _, i := range w.line.Sources {
		src := w.line.Args[i]
		if l, _ := frontend.LangOf(src); l != frontend.Fortran {
			continue
		}
		if text, err := os.ReadFile(src); err == nil && fortranmod.MayNeed(text) {
			uses = true
			direct = direct || fortranmod.Uses(text)
		}
	}
	if !uses {
		return 0
	}
	dir, obj, err := frontend.FortranModules(w.ctx, frontend.Options{FC: w.moduleFlang()})
	if err != nil {
		if !direct {
			return 0 // only modules of the program: they may not need MPI
		}
		fmt.Fprintln(w.o.Stderr, "parcoach: error:", err)
		return 1
	}
	w.moduleFlags = []string{"-I", dir}
	if direct {
		// Linked only when a source of the line uses the modules: the object calls the
		// MPI library's Fortran symbols, which a program without MPI does not link.
		w.moduleObject = obj
	}
	return 0
}

// moduleFlang is the flang that builds parcoach's Fortran modules for the line: the one whose IR
// gave an instrumented object, else the wrapped compiler when it is flang itself, else ""
// (the discovered flang).
func (w *wrapper) moduleFlang() string {
	if w.flang != "" {
		return w.flang
	}
	if len(w.compiler) == 1 && driverName(filepath.Base(w.compiler[0])) == "flang" {
		return w.compiler[0]
	}
	return ""
}

// runsFlang reports whether the wrapped compiler is (or wraps) flang.
func (w *wrapper) runsFlang() bool {
	if w.isFlang == nil {
		v := w.driver() == "flang"
		w.isFlang = &v
	}
	return *w.isFlang
}

// driver names the compiler the wrapped command runs in the end: "flang", "gfortran", or the
// base name of the command (of what an MPI wrapper's -show or --showme prints).
func (w *wrapper) driver() string {
	name := filepath.Base(w.compiler[len(w.compiler)-1])
	if !strings.HasPrefix(name, "mpi") {
		return driverName(name)
	}
	for _, flag := range []string{"-show", "--showme"} {
		out, err := w.show(w.ctx, w.compiler, flag)
		if err == nil {
			first, _, _ := strings.Cut(strings.TrimSpace(string(out)), " ")
			return driverName(filepath.Base(first))
		}
	}
	return name
}

func driverName(base string) string {
	switch {
	case strings.Contains(base, "flang"):
		return "flang"
	case strings.Contains(base, "gfortran"):
		return "gfortran"
	}
	return base
}

// gfortranMix says why the Fortran sources of a line compiled by a Fortran compiler other
// than flang (gfortran behind mpifort) cannot be instrumented, or "" when they can. An
// instrumented Fortran object is compiled from flang's IR and calls flang's runtime library;
// a program whose Fortran units come from flang and gfortran both links, but runs with two
// Fortran runtimes (two tables of I/O units: a unit opened by one is not open in the other,
// and their buffered output interleaves out of order) and with two manglings of module
// procedures (`_QMmPp` against `__m_MOD_p`). So the sources are instrumented only when flang
// compiles the whole Fortran program: a line that compiles and links every one of its
// sources, with no object or library file among its inputs, and whose every Fortran source
// flang compiles; each of them then gets flang's object, and flang's runtime is linked.
func (w *wrapper) gfortranMix(units map[int]*Unit) string {
	const use = "build with flang-new and MPI's flags (README, \"Runtime checks\"), or compile and link all the sources in one line"
	comp := strings.Join(w.compiler, " ")
	switch {
	case w.line.Action != Link:
		return fmt.Sprintf("%s compiles it with %s for a later link, and flang's objects cannot be mixed with %s's in one program; %s", comp, w.driver(), w.driver(), use)
	case len(w.line.Inputs) > 0:
		return fmt.Sprintf("the program links objects or libraries (%s) that %s may have compiled, and flang's objects cannot be mixed with them; %s",
			w.line.Args[w.line.Inputs[0]], w.driver(), use)
	}
	for _, i := range w.line.Sources {
		if l, _ := frontend.LangOf(w.line.Args[i]); l == frontend.Fortran && units[i] == nil {
			return fmt.Sprintf("%s was not analysed, so it keeps %s's object, which cannot be mixed with flang's; %s", w.line.Args[i], w.driver(), use)
		}
	}
	return ""
}

// flangRuntime returns the archives of flang's Fortran runtime, for a link driver that does not
// add them (gfortran), from the installation of the flang that produced the IR: LLVM 20 and
// later have one archive, libflang_rt.runtime.a, in clang's resource directory; LLVM 16 to 19
// have FortranRuntime and FortranDecimal in their lib directory, and up to 18 Fortran_main
// (the C main of a flang program, taken from the archive only when nothing else defines main;
// flang 19 emits main in the IR).
func flangRuntime(ctx context.Context, flang string) ([]string, error) {
	if rt := flangRT(flang); rt != "" {
		return []string{rt, "-lm"}, nil
	}
	dir, err := flangLibDir(ctx, flang)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, lib := range []string{"libFortran_main.a", "libFortranRuntime.a", "libFortranDecimal.a"} {
		p := filepath.Join(dir, lib)
		if _, err := os.Stat(p); err != nil {
			if lib == "libFortran_main.a" {
				continue
			}
			return nil, fmt.Errorf("%s's Fortran runtime: %w", flang, err)
		}
		out = append(out, p)
	}
	return append(out, "-lm"), nil
}

// flangRT returns LLVM 20+'s libflang_rt.runtime.a of a flang command, "" when it has none.
func flangRT(flang string) string {
	words := strings.Fields(flang)
	if len(words) == 0 {
		return ""
	}
	p, err := exec.LookPath(words[0])
	if err != nil {
		return ""
	}
	real, err := filepath.EvalSymlinks(p)
	if err != nil {
		return ""
	}
	root := filepath.Dir(filepath.Dir(real))
	for _, pat := range []string{"lib/clang/*/lib/*/libflang_rt.runtime.a", "lib/libflang_rt.runtime.a"} {
		if m, _ := filepath.Glob(filepath.Join(root, pat)); len(m) > 0 {
			return m[0]
		}
	}
	return ""
}

// flangLibDir finds the directory of libFortranRuntime.a for a flang command: where
// `flang -print-file-name` finds it, else the lib directory beside the flang binary (symbolic
// links followed: /usr/bin/flang-new-16 is /usr/lib/llvm-16/bin/flang-new), else beside its
// InstalledDir.
func flangLibDir(ctx context.Context, flang string) (string, error) {
	const lib = "libFortranRuntime.a"
	words := strings.Fields(flang)
	if len(words) == 0 {
		return "", errors.New("no flang")
	}
	run := func(arg string) string {
		cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		argv := append(append([]string(nil), words...), arg)
		out, _ := exec.CommandContext(cctx, argv[0], argv[1:]...).Output()
		return string(out)
	}
	var dirs []string
	if p := strings.TrimSpace(run("-print-file-name=" + lib)); filepath.IsAbs(p) {
		dirs = append(dirs, filepath.Dir(p))
	}
	if p, err := exec.LookPath(words[0]); err == nil {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			dirs = append(dirs, filepath.Join(filepath.Dir(filepath.Dir(real)), "lib"))
		}
	}
	for _, l := range strings.Split(run("--version"), "\n") {
		if d, ok := strings.CutPrefix(strings.TrimSpace(l), "InstalledDir:"); ok {
			dirs = append(dirs, filepath.Join(filepath.Dir(strings.TrimSpace(d)), "lib"))
		}
	}
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, lib)); err == nil {
			return d, nil
		}
	}
	return "", fmt.Errorf("cannot find %s's %s (looked in %s; install libflang-N-dev)", flang, lib, strings.Join(dirs, ", "))
}

// runtimeCC is the MPI C compiler that builds the MPI and hybrid parts of the runtime
// library: RuntimeCompiler's choice, except that a Fortran compiler that is not an MPI
// wrapper (flang-new, gfortran, given MPI's flags on the line) is no C compiler: mpicc from
// PATH then, else the clang that compiled the IR with the line's -I directories.
func (w *wrapper) runtimeCC() []string {
	cc := RuntimeCompiler(w.compiler)
	if os.Getenv("PARCOACH_RT_CC") != "" {
		return cc
	}
	switch driverName(filepath.Base(cc[len(cc)-1])) {
	case "flang", "gfortran":
	default:
		return cc
	}
	if p, err := exec.LookPath("mpicc"); err == nil {
		return []string{p}
	}
	out := append([]string(nil), w.irClang...)
	if len(out) == 0 {
		out = []string{"clang"}
	}
	for i := 0; i < len(w.line.Args); i++ {
		a := w.line.Args[i]
		switch {
		case a == "-I" && i+1 < len(w.line.Args):
			out = append(out, a, w.line.Args[i+1])
			i++
		case strings.HasPrefix(a, "-I"):
			out = append(out, a)
		}
	}
	return out
}

// run runs argv with the wrapper's standard streams and returns its exit status.
func (w *wrapper) run(argv []string) int {
	c := exec.CommandContext(w.ctx, argv[0], argv[1:]...)
	c.Stdin, c.Stdout, c.Stderr = w.o.Stdin, w.o.Stdout, w.o.Stderr
	if c.Stdin == nil {
		c.Stdin = os.Stdin
	}
	c.WaitDelay = 5 * time.Second
	err := c.Run()
	if err == nil {
		return 0
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if code := ee.ExitCode(); code > 0 {
			return code
		}
		return 1
	}
	if errors.Is(err, exec.ErrNotFound) {
		fmt.Fprintf(w.o.Stderr, "parcoach cc: %s: command not found\n", argv[0])
		return 127
	}
	fmt.Fprintf(w.o.Stderr, "parcoach cc: %v\n", err)
	return 1
}

// link runs the line with the instrumented objects in place of their sources, and the
// runtime library added when some input is instrumented.
func (w *wrapper) link(replaced map[int]string) int {
	args := append(make([]string, 0, len(w.line.Args)+4), w.moduleFlags...)
	for i, a := range w.line.Args {
		if obj, ok := replaced[i]; ok {
			a = obj
		}
		args = append(args, a)
	}
	// The MPI part of the runtime library is linked when some input calls it (or an
	// instrumented object whose calls cannot be seen), the OpenMP part when some input calls it.
	var files []string
	for _, obj := range replaced {
		files = append(files, obj)
	}
	for _, i := range w.line.Inputs {
		files = append(files, w.line.Args[i])
	}
	needMPI, needOMP, needHybrid, needModules := false, false, false, false
	for _, f := range files {
		parts := partsCalledBy(f)
		needMPI = needMPI || parts.mpi
		needOMP = needOMP || parts.omp
		needHybrid = needHybrid || parts.hybrid
		needModules = needModules || parts.fortranModules
	}
	if needModules || w.moduleObject != "" {
		// flang objects using parcoach's `use mpi` / `use mpi_f08` modules: their object
		// (built by the flang of the IR, else the discovered one) defines mpi_f08's procedures.
		obj := w.moduleObject
		if obj == "" {
			var err error
			if _, obj, err = frontend.FortranModules(w.ctx, frontend.Options{FC: w.moduleFlang()}); err != nil {
				fmt.Fprintln(w.o.Stderr, "parcoach: error:", err)
				return 1
			}
		}
		args = append([]string{obj}, args...) // before the line's libraries, which it calls
	}
	if w.checked > 0 && !needMPI && !needOMP && !needHybrid {
		needMPI = true
	}
	// The hybrid part asks the OpenMP part (an OMPT tool) for the parallelism words.
	needOMP = needOMP || needHybrid
	if needMPI || needOMP || needHybrid {
		rts, err := w.runtimeObjects(runtimeParts{mpi: needMPI, omp: needOMP, hybrid: needHybrid})
		if err != nil {
			fmt.Fprintln(w.o.Stderr, "parcoach: error:", err)
			return 1
		}
		args = append(args, rts...)
		if omp := w.usesLLVMOpenMP(args); omp != "" {
			args = withLLVMOpenMP(args, omp)
		}
	}
	if w.monitor {
		lib, err := w.o.Monitor(w.ctx, w.runtimeCC(), w.o.Mode)
		if err != nil {
			fmt.Fprintln(w.o.Stderr, "parcoach: error:", err)
			return 1
		}
		// First on the line and kept (--no-as-needed), so that the dynamic linker finds its
		// MPI_* before the MPI library's, which the compiler driver adds at the end; the
		// rpath finds it in the cache at run time.
		args = append([]string{"-Wl,--push-state,--no-as-needed", lib, "-Wl,--pop-state", "-Wl,-rpath," + filepath.Dir(lib)}, args...)
	}
	if w.flang != "" && !w.runsFlang() {
		// Instrumented Fortran objects linked by another Fortran compiler (gfortranMix).
		libs, err := flangRuntime(w.ctx, w.flang)
		if err != nil {
			fmt.Fprintln(w.o.Stderr, "parcoach: error:", err)
			return 1
		}
		args = append(args, libs...)
	}
	return w.run(append(append([]string(nil), w.compiler...), args...))
}

// usesLLVMOpenMP returns the LLVM OpenMP runtime to link when some input calls it (objects
// clang compiled with -fopenmp call __kmpc_* entries, which GCC's libgomp lacks), or "".
func (w *wrapper) usesLLVMOpenMP(args []string) string {
	found := false
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			continue
		}
		if l, ok := frontend.LangOf(a); ok && l != frontend.IR {
			continue
		}
		if data, err := os.ReadFile(a); err == nil && bytes.Contains(data, []byte("__kmpc_fork_call")) {
			found = true
			break
		}
	}
	if !found {
		return ""
	}
	return llvmOpenMP(w.ctx, w.irClang)
}

// llvmOpenMP finds libomp.so: where the clang that compiled the IR has it, else the newest
// LLVM's.
func llvmOpenMP(ctx context.Context, clang []string) string {
	if len(clang) == 0 {
		clang = []string{"clang"}
	}
	cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	argv := append(append([]string(nil), clang...), "-print-file-name=libomp.so")
	if out, err := exec.CommandContext(cctx, argv[0], argv[1:]...).Output(); err == nil {
		if p := strings.TrimSpace(string(out)); filepath.IsAbs(p) {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	var cands []string
	for _, pat := range []string{"/usr/lib/llvm-*/lib/libomp.so", "/usr/lib/x86_64-linux-gnu/libomp.so*", "/usr/lib64/libomp.so", "/usr/local/lib/libomp.so"} {
		m, _ := filepath.Glob(pat)
		sort.Sort(sort.Reverse(sort.StringSlice(m)))
		cands = append(cands, m...)
	}
	if len(cands) > 0 {
		return cands[0]
	}
	return ""
}

// withLLVMOpenMP makes a link line use LLVM's OpenMP runtime instead of the compiler's own:
// -fopenmp is removed (with GCC it links libgomp) and libomp is linked, with an rpath. libomp
// implements libgomp's entry points too, so GCC-compiled OpenMP objects keep working.
func withLLVMOpenMP(args []string, lib string) []string {
	var out []string
	for _, a := range args {
		if a == "-fopenmp" || strings.HasPrefix(a, "-fopenmp=") || a == "-qopenmp" || a == "-fiopenmp" {
			continue
		}
		out = append(out, a)
	}
	return append(out, "-pthread", lib, "-Wl,-rpath,"+filepath.Dir(lib))
}

// analyse compiles one source to IR and runs the static checks, printing the findings.
func (w *wrapper) analyse(src string) *Unit {
	fo := w.o.Frontend
	fo.UserFlags = w.line.AnalysisFlags()
	if c := w.compiler[len(w.compiler)-1]; fo.FC == "" && os.Getenv("PARCOACH_FC") == "" && strings.Contains(filepath.Base(c), "flang") {
		fo.FC = c // the IR of a Fortran source comes from the flang that compiles it
	}
	if fo.MPIInclude == nil {
		fo.MPIInclude = mpiIncludeOf(w.ctx, w.compiler, w.show)
	}
	u, err := Analyse(w.ctx, src, fo, check.Config{ThreadLevel: -1})
	if err != nil {
		fmt.Fprintf(w.o.Stderr, "parcoach: warning: %s: not analysed: %v\n", src, oneLine(err))
		return nil
	}
	// parcoach-ignore comments and suppressions files silence what is printed (the runtime
	// checks stay).
	filter := w.o.Filter
	if filter == nil {
		filter = &suppress.Filter{}
	}
	shown := filter.Apply(u.Diagnostics)
	n := 0
	for _, d := range shown {
		if d.IsFinding() {
			n++
		}
	}
	if n > 0 {
		w.findings += n
		w.findingFiles = append(w.findingFiles, src)
	}
	if !w.o.Quiet {
		_ = report.Write(w.o.Stderr, report.Text, shown, nil, nil, "")
		for _, p := range u.Problems {
			fmt.Fprintf(w.o.Stderr, "parcoach: warning: %s\n", p.String())
		}
	}
	return u
}

func oneLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

// mpiIncludeOf asks an MPI compiler wrapper for its include directories (`mpicc -show`,
// Open MPI's `--showme:compile`); nil when it is not one, so the frontend discovers them.
func mpiIncludeOf(ctx context.Context, compiler []string, show func(ctx context.Context, compiler []string, flag string) ([]byte, error)) []string {
	for _, flag := range []string{"-show", "--showme:compile"} {
		out, err := show(ctx, compiler, flag)
		if err != nil {
			continue
		}
		var dirs []string
		words := strings.Fields(string(out))
		for i := 0; i < len(words); i++ {
			switch {
			case words[i] == "-I" && i+1 < len(words):
				dirs = append(dirs, words[i+1])
				i++
			case strings.HasPrefix(words[i], "-I") && len(words[i]) > 2:
				dirs = append(dirs, words[i][2:])
			}
		}
		if len(dirs) > 0 {
			return dirs
		}
	}
	return nil
}
