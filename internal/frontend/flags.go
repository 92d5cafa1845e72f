package frontend

import (
	"errors"
	"path/filepath"
	"strings"
)

// splitShell splits a command line into words with POSIX shell quoting:
// blanks separate words; '…' is literal; "…" is literal except for \" \\ \$
// \` and \<newline>; outside quotes a backslash escapes the next character.
// No expansion is done.
func splitShell(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case c == '\\':
			inWord = true
			if i+1 >= len(s) {
				cur.WriteByte('\\')
				continue
			}
			i++
			if s[i] == '\n' {
				continue // line continuation
			}
			cur.WriteByte(s[i])
		case c == '\'':
			inWord = true
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, errors.New("unterminated single quote")
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
		case c == '"':
			inWord = true
			closed := false
			for i++; i < len(s); i++ {
				d := s[i]
				if d == '"' {
					closed = true
					break
				}
				if d == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`\n", s[i+1]) >= 0 {
					i++
					if s[i] != '\n' {
						cur.WriteByte(s[i])
					}
					continue
				}
				cur.WriteByte(d)
			}
			if !closed {
				return nil, errors.New("unterminated double quote")
			}
		default:
			inWord = true
			cur.WriteByte(c)
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// isOpenMPFlag reports the spellings of "enable OpenMP" across compilers.
func isOpenMPFlag(f string) bool {
	return f == "-fopenmp" || strings.HasPrefix(f, "-fopenmp=") || f == "-qopenmp" || f == "-fiopenmp"
}

// droppedF lists prefixes of -f flags that would change what the compiler
// produces in a way the analyses do not want (instrumentation, no output,
// diagnostics formatting, link-time objects, plugins).
var droppedF = []string{
	"-fsanitize", "-fno-sanitize", "-fprofile", "-fno-profile", "-fcoverage", "-fno-coverage",
	"-ftest-coverage", "-fsyntax-only", "-fdiagnostics", "-fno-diagnostics", "-fcolor-diagnostics",
	"-fno-color-diagnostics", "-fansi-escape-codes", "-fmessage-length", "-fdump", "-fcallgraph-info",
	"-fstack-usage", "-fxray", "-fno-xray", "-finstrument-function", "-flto", "-fno-lto", "-fpch",
	"-fsave-optimization-record", "-fopt-info", "-ftime-report", "-ftime-trace", "-fembed-bitcode",
	"-fcrash-diagnostics", "-fplugin", "-fpass-plugin", "-fuse-ld", "-fdebug-types-section",
}

func isDroppedF(f string) bool {
	for _, p := range droppedF {
		if strings.HasPrefix(f, p) {
			return true
		}
	}
	return false
}

// outputFlagsWithArg take a separate argument and only concern outputs,
// dependency files or linking.
var outputFlagsWithArg = map[string]bool{
	"-o": true, "-MF": true, "-MT": true, "-MQ": true, "-Xlinker": true, "-Xassembler": true,
	"-dependency-file": true, "-aux-info": true, "--serialize-diagnostics": true, "-l": true,
	"-L": true, "-u": true, "-z": true, "-T": true, "-main-file-name": true, "-include-pch": true,
	"-arch": true, "-mllvm": true, "-mmlir": true, "-Xclang": true, "-Xpreprocessor": true,
	"-x": true, "--param": true,
}

// isOutputFlag reports the flags (without a separate argument) that change
// what the compiler outputs or only concern linking.
func isOutputFlag(f string) bool {
	switch f {
	case "-c", "-S", "-E", "-emit-llvm", "-M", "-MM", "-MD", "-MMD", "-MP", "-MG", "-###", "-v",
		"-shared", "-static", "-rdynamic", "-pie", "-no-pie", "-pipe", "-save-temps", "-flto":
		return true
	}
	for _, p := range []string{"-o", "-MF", "-MT", "-MQ", "-Wl,", "-Wa,", "-Wp,", "-l", "-L", "-save-temps=", "-flto="} {
		if strings.HasPrefix(f, p) && len(f) > len(p) {
			return true
		}
	}
	return isDroppedF(f)
}

// filterUserFlags removes from the user's flags those that would change the
// output, normalises the OpenMP spellings (reporting whether one was seen)
// and, for Fortran, turns module output directories into search paths.
func filterUserFlags(flags []string, lang Lang) ([]string, bool) {
	var out []string
	openmp := false
	for i := 0; i < len(flags); i++ {
		f := flags[i]
		switch {
		case isOpenMPFlag(f):
			openmp = true
		case f == "-Xpreprocessor" || f == "-Xclang":
			// Apple's "-Xpreprocessor -fopenmp"; other -Xclang flags pass.
			if i+1 < len(flags) && isOpenMPFlag(flags[i+1]) {
				openmp = true
			} else if i+1 < len(flags) {
				out = append(out, f, flags[i+1])
			}
			i++
		case outputFlagsWithArg[f] && f != "-x" && f != "-arch" && f != "-mllvm" && f != "-mmlir" && f != "--param":
			i++ // -o FILE, -MF FILE, ...
		case lang == Fortran && (f == "-J" || f == "-module-dir"):
			if i+1 < len(flags) {
				out = append(out, "-I", flags[i+1])
				i++
			}
		case lang == Fortran && strings.HasPrefix(f, "-J"):
			out = append(out, "-I"+f[2:])
		case isOutputFlag(f):
		default:
			out = append(out, f)
		}
	}
	return out, openmp
}

// Command is one entry of a compile_commands.json file.
type Command struct {
	Directory string   // the working directory of the compilation (absolute)
	File      string   // the source file, resolved against Directory
	Arguments []string // the compiler command line, argv[0] first
	Output    string   // the "output" entry, when present
}

// launchers are programs that run the real compiler given as their first
// argument.
var launchers = map[string]bool{"ccache": true, "sccache": true, "distcc": true, "icecc": true, "buildcache": true}

// keptWithArg are the flags relevant to producing IR that may take their
// argument as the next word.
var keptWithArg = map[string]bool{
	"-I": true, "-D": true, "-U": true, "-include": true, "-imacros": true, "-isystem": true,
	"-iquote": true, "-idirafter": true, "-iprefix": true, "-iwithprefix": true,
	"-iwithprefixbefore": true, "-isysroot": true, "--sysroot": true, "-target": true,
	"-J": true, "-module-dir": true,
}

// Flags returns the flags of c relevant to producing IR: -I -D -U -std
// -include -imacros -isystem -iquote -idirafter --sysroot --target, -f*
// (including -fopenmp) and -m* flags, -pthread -ansi -nostdinc -cpp
// -nocpp, and Fortran module paths (-J, -module-dir, turned into -I). The
// compiler (and a launcher such as ccache), -c, -o FILE, the source file,
// dependency-file flags (-MD, -MF FILE, ...), -W*, -O*, -g* and linker
// flags are removed, as are -f flags that add instrumentation or change
// the output (-fsanitize*, -fprofile*, -flto, -fsyntax-only, ...).
func (c Command) Flags() []string {
	args := c.Arguments
	if len(args) == 0 {
		return nil
	}
	skip := 1
	if launchers[filepath.Base(args[0])] && len(args) > 1 && !strings.HasPrefix(args[1], "-") {
		skip = 2
	}
	var out []string
	for i := skip; i < len(args); i++ {
		a := args[i]
		next := func() (string, bool) {
			if i+1 < len(args) {
				i++
				return args[i], true
			}
			return "", false
		}
		switch {
		case !strings.HasPrefix(a, "-") || a == "-":
			// the source file, or another input: dropped
		case isOpenMPFlag(a):
			out = append(out, "-fopenmp")
		case a == "-J" || a == "-module-dir":
			if v, ok := next(); ok {
				out = append(out, "-I", v)
			}
		case strings.HasPrefix(a, "-J"):
			out = append(out, "-I"+a[2:])
		case keptWithArg[a]:
			if v, ok := next(); ok {
				out = append(out, a, v)
			}
		case a == "-Xpreprocessor" || a == "-Xclang":
			if v, ok := next(); ok && isOpenMPFlag(v) {
				out = append(out, "-fopenmp")
			}
		case outputFlagsWithArg[a]:
			next()
		case isOutputFlag(a):
		case strings.HasPrefix(a, "-mllvm") || strings.HasPrefix(a, "-mmlir"):
		case strings.HasPrefix(a, "-f"), strings.HasPrefix(a, "-m"),
			strings.HasPrefix(a, "-I"), strings.HasPrefix(a, "-D"), strings.HasPrefix(a, "-U"),
			strings.HasPrefix(a, "-std"), strings.HasPrefix(a, "--std"),
			strings.HasPrefix(a, "-include"), strings.HasPrefix(a, "-imacros"),
			strings.HasPrefix(a, "-isystem"), strings.HasPrefix(a, "-iquote"),
			strings.HasPrefix(a, "-idirafter"), strings.HasPrefix(a, "-isysroot"),
			strings.HasPrefix(a, "--sysroot="), strings.HasPrefix(a, "--target="),
			a == "-pthread", a == "-ansi", a == "-nostdinc", a == "-nostdinc++", a == "-cpp", a == "-nocpp":
			out = append(out, a)
		}
	}
	return out
}

// Options returns base with what c says about the compilation: the working
// directory, and c's flags (Command.Flags) before base's own UserFlags.
func (c Command) Options(base Options) Options {
	base.WorkDir = c.Directory
	base.UserFlags = append(c.Flags(), base.UserFlags...)
	return base
}
