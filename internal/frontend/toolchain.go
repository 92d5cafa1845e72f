package frontend

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/parcoach/parcoach/internal/cachedir"
)

// This file finds the tools: the compilers and their versions, the MPI
// include directories, and an omp.h for a clang that lacks its own. Each
// discovery runs once per process and is cached.

// probeTimeout bounds the small commands run to discover the toolchain.
const probeTimeout = 30 * time.Second

// memo caches one value per key, computing it at most once even when asked
// for concurrently.
type memo[V any] struct {
	mu sync.Mutex
	m  map[string]*memoEntry[V]
}

type memoEntry[V any] struct {
	once sync.Once
	v    V
}

func (c *memo[V]) get(key string, compute func() V) V {
	c.mu.Lock()
	if c.m == nil {
		c.m = map[string]*memoEntry[V]{}
	}
	e := c.m[key]
	if e == nil {
		e = &memoEntry[V]{}
		c.m[key] = e
	}
	c.mu.Unlock()
	e.once.Do(func() { e.v = compute() })
	return e.v
}

func (c *memo[V]) reset() {
	c.mu.Lock()
	c.m = nil
	c.mu.Unlock()
}

var (
	versions memo[string]   // compiler path -> first line of --version
	ompDirs  memo[string]   // compiler argv -> private include dir or ""
	fompDirs memo[string]   // flang argv -> private dir holding its omp_lib.h, or ""
	mpiDirs  memo[[]string] // language -> MPI include directories
)

type toolchain struct {
	argv    []string // command words, argv[0] resolved when it is a path
	name    string   // the command as configured, e.g. "clang-16"
	version string
}

// findCompiler resolves the compiler for lang, or returns a *NotFoundError.
func findCompiler(ctx context.Context, src string, lang Lang, opt Options) (*toolchain, error) {
	var cmd, env, def, hint, flag string
	switch lang {
	case C:
		cmd, env, def, flag = opt.CC, "PARCOACH_CC", "clang", "--cc"
		hint = "install clang (apt-get install clang) or set PARCOACH_CC"
	case CXX:
		cmd, env, def, flag = opt.CXX, "PARCOACH_CXX", "clang++", "--cxx"
		hint = "install clang (apt-get install clang) or set PARCOACH_CXX"
	case Fortran:
		cmd, env, def, flag = opt.FC, "PARCOACH_FC", "flang-new", "--fc"
		hint = "install flang (apt-get install flang-19, or the newest flang-N) or set PARCOACH_FC"
	default:
		return nil, fmt.Errorf("%s: no compiler for %s", src, lang)
	}
	setting := "" // where a command the user chose comes from
	if cmd != "" {
		setting = flag
	} else if cmd = os.Getenv(env); cmd != "" {
		setting = env
	}
	if cmd == "" && lang == Fortran {
		for _, c := range InstalledFlangs() { // flang-new, else the newest flang-new-N or flang-N
			if _, err := exec.LookPath(c.Name); err == nil {
				cmd = c.Name
				break
			}
		}
		if cmd == "" {
			return nil, &NotFoundError{Source: src, Compiler: def + " (nor any flang-new-N or flang)", Hint: hint}
		}
	}
	if cmd == "" {
		cmd = def
	}
	words, err := splitShell(cmd)
	if err != nil || len(words) == 0 {
		if setting != "" && !strings.HasPrefix(setting, "-") {
			return nil, fmt.Errorf("%s: $%s is wrong (%s=%q): it must be a compiler command (%v)", src, setting, setting, cmd, err)
		}
		return nil, fmt.Errorf("%s: bad compiler command %q: %v", src, cmd, err)
	}
	path, err := exec.LookPath(words[0])
	if err != nil {
		return nil, &NotFoundError{Source: src, Compiler: words[0], Hint: hint, Setting: setting, Value: cmd}
	}
	if strings.ContainsRune(words[0], filepath.Separator) {
		if abs, err := filepath.Abs(path); err == nil {
			words[0] = abs
		}
	}
	tc := &toolchain{argv: words, name: cmd}
	tc.version = versions.get(strings.Join(words, "\x00"), func() string { return compilerVersion(words) })
	return tc, nil
}

// compilerVersion returns the first line of the compiler's --version. A compiler that is one
// executable file (not a script like mpicc, not a command of several words like "ccache
// clang") is asked once per version of that file: the answer is kept in parcoach's cache
// under the file's resolved path, size and modification time. `parcoach cc` runs once per
// compile line of a build, and clang --version costs about 23 ms of CPU each time.
func compilerVersion(words []string) string {
	cached := versionCacheFile(words)
	if cached != "" {
		if b, err := os.ReadFile(cached); err == nil {
			return string(b)
		}
	}
	out, err := output(append(append([]string(nil), words...), "--version"), "")
	if err != nil {
		return ""
	}
	line, _, _ := strings.Cut(out, "\n")
	line = strings.TrimSpace(line)
	if cached != "" && line != "" {
		_ = cachedir.WriteFile(cached, []byte(line)) // a cache that cannot be written costs time only
	}
	return line
}

// versionCacheFile names the cache file of a one-word ELF compiler command, "" when its
// answer is not cached.
func versionCacheFile(words []string) string {
	if len(words) != 1 {
		return ""
	}
	path, err := exec.LookPath(words[0])
	if err != nil {
		return ""
	}
	if path, err = filepath.EvalSymlinks(path); err != nil {
		return ""
	}
	if path, err = filepath.Abs(path); err != nil {
		return ""
	}
	st, err := os.Stat(path)
	if err != nil || !isELF(path) {
		return ""
	}
	dir, err := cachedir.Dir()
	if err != nil {
		return ""
	}
	h := sha256.Sum256([]byte(fmt.Sprintf("%s\x00%d\x00%d", path, st.Size(), st.ModTime().UnixNano())))
	return filepath.Join(dir, "compilers", hex.EncodeToString(h[:12]))
}

func isELF(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var magic [4]byte
	_, err = io.ReadFull(f, magic[:])
	return err == nil && string(magic[:]) == "\x7fELF"
}

// output runs argv (stdin from the given text) and returns its stdout.
func output(argv []string, stdin string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), probeTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.WaitDelay = time.Second
	out, err := cmd.Output()
	return string(out), err
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

// ompIncludeDir returns "" when the C/C++ compiler argv finds omp.h by
// itself, and otherwise a private directory holding only a symlink omp.h to
// the header of another installed OpenMP runtime (clang-16 with
// libomp-14-dev, for instance), to be passed with -isystem. It returns ""
// too when no omp.h is installed at all: the compiler then says so.
func ompIncludeDir(_ context.Context, argv []string) string {
	return ompDirs.get(strings.Join(argv, "\x00"), func() string {
		rd, _ := output(append(append([]string(nil), argv...), "-print-resource-dir"), "")
		rd = strings.TrimSpace(rd)
		if rd != "" && fileExists(filepath.Join(rd, "include", "omp.h")) {
			return ""
		}
		// Ask the compiler: omp.h may be in any of its system directories.
		probe := append(append([]string(nil), argv...), "-fopenmp", "-E", "-x", "c", "-")
		if _, err := output(probe, "#include <omp.h>\n"); err == nil {
			return ""
		}
		target := substituteOmpHeader(rd)
		if target == "" {
			return ""
		}
		return privateLinkDir("omp-", target, "omp.h")
	})
}

// privateLinkDir makes, in the process's private directory, a new directory (its name
// starting with prefix) holding only a symbolic link name to target, and returns it; "" when
// it cannot.
func privateLinkDir(prefix, target, name string) string {
	dir, err := privateDir()
	if err != nil {
		return ""
	}
	sub, err := os.MkdirTemp(dir, prefix)
	if err != nil {
		return ""
	}
	if err := os.Symlink(target, filepath.Join(sub, name)); err != nil {
		return ""
	}
	return sub
}

// flangOmpIncludeDir returns a private directory holding flang's own omp_lib.h, for
// `INCLUDE 'omp_lib.h'` in OpenMP Fortran (SNAP's plib.F90): gfortran finds its copy in its
// default search path, Debian's flang-N does not look in its own include/flang, where the
// file is (beside omp_lib.mod, which `USE omp_lib` does find). "" when flang finds it by
// itself or has none. The directory holds only that file, so that nothing else of flang's
// include folder (its C++ headers, its intrinsic modules) enters the user's search path.
func flangOmpIncludeDir(argv []string) string {
	return fompDirs.get(strings.Join(argv, "\x00"), func() string {
		if len(argv) == 0 {
			return ""
		}
		bin, err := exec.LookPath(argv[0])
		if err != nil {
			return ""
		}
		if bin, err = filepath.EvalSymlinks(bin); err != nil {
			return ""
		}
		header := filepath.Join(filepath.Dir(filepath.Dir(bin)), "include", "flang", "omp_lib.h")
		if !fileExists(header) {
			return ""
		}
		return privateLinkDir("fomp-", header, "omp_lib.h")
	})
}

// substituteOmpHeader finds an installed omp.h: LLVM's (the version of the
// resource directory rd first, then the newest), then the system's, then
// GCC's.
func substituteOmpHeader(rd string) string {
	var llvm []string
	for _, pat := range []string{
		"/usr/lib/llvm-*/lib/clang/*/include/omp.h",
		"/usr/lib/llvm/*/lib/clang/*/include/omp.h",
		"/usr/lib/clang/*/include/omp.h",
		"/usr/lib64/clang/*/include/omp.h",
		"/usr/local/lib/clang/*/include/omp.h",
	} {
		m, _ := filepath.Glob(pat)
		llvm = append(llvm, m...)
	}
	major := func(p string) []int { // version of the clang/<v> component
		dir := filepath.Base(filepath.Dir(filepath.Dir(p)))
		var v []int
		for _, f := range strings.Split(dir, ".") {
			n, _ := strconv.Atoi(f)
			v = append(v, n)
		}
		return v
	}
	want := -1
	if rd != "" {
		if n, err := strconv.Atoi(strings.Split(filepath.Base(rd), ".")[0]); err == nil {
			want = n
		}
	}
	sort.SliceStable(llvm, func(i, j int) bool {
		a, b := major(llvm[i]), major(llvm[j])
		if (a[0] == want) != (b[0] == want) {
			return a[0] == want
		}
		for k := 0; k < len(a) && k < len(b); k++ {
			if a[k] != b[k] {
				return a[k] > b[k]
			}
		}
		return len(a) > len(b)
	})
	cands := append(llvm, "/usr/include/omp.h", "/usr/local/include/omp.h")
	for _, pat := range []string{"/usr/lib/gcc/*/*/include/omp.h", "/usr/lib64/gcc/*/*/include/omp.h"} {
		m, _ := filepath.Glob(pat)
		sort.Sort(sort.Reverse(sort.StringSlice(m)))
		cands = append(cands, m...)
	}
	for _, c := range cands {
		if fileExists(c) {
			if r, err := filepath.EvalSymlinks(c); err == nil {
				return r
			}
			return c
		}
	}
	return ""
}

var priv struct {
	mu  sync.Mutex
	dir string
}

// privateDir returns this process's private temporary directory.
func privateDir() (string, error) {
	priv.mu.Lock()
	defer priv.mu.Unlock()
	if priv.dir == "" {
		d, err := os.MkdirTemp("", "parcoach-inc-")
		if err != nil {
			return "", err
		}
		priv.dir = d
	}
	return priv.dir, nil
}

// Cleanup removes the process-wide temporary files the frontend created
// (the private omp.h directory). Call it once, when no compilation is
// running any more.
func Cleanup() error {
	priv.mu.Lock()
	defer priv.mu.Unlock()
	ompDirs.reset()
	fompDirs.reset()
	if priv.dir == "" {
		return nil
	}
	err := os.RemoveAll(priv.dir)
	priv.dir = ""
	return err
}

// discoverMPIInclude returns the directories holding mpi.h (mpif.h for
// Fortran), found once per process.
func discoverMPIInclude(_ context.Context, lang Lang) []string {
	return mpiDirs.get(lang.String(), func() []string {
		header := "mpi.h"
		wrappers := []string{"mpicc"}
		pkgs := []string{"mpich", "ompi", "ompi-c", "mpi"}
		switch lang {
		case CXX:
			wrappers = []string{"mpicxx", "mpic++", "mpiCC", "mpicc"}
			pkgs = []string{"mpich", "ompi-cxx", "ompi", "mpi"}
		case Fortran:
			header = "mpif.h"
			wrappers = []string{"mpifort", "mpif90", "mpif77"}
			pkgs = []string{"mpich", "ompi-fort", "ompi", "mpi"}
		}
		keep := func(dirs []string) []string {
			var out []string
			for _, d := range dirs {
				if fileExists(filepath.Join(d, header)) && indexOf(out, d) < 0 {
					out = append(out, d)
				}
			}
			return out
		}
		for _, w := range wrappers {
			if _, err := exec.LookPath(w); err != nil {
				continue
			}
			for _, a := range []string{"-show", "--showme:compile"} {
				if out, err := output([]string{w, a}, ""); err == nil {
					if d := keep(includeDirs(out)); len(d) > 0 {
						return d
					}
				}
			}
		}
		if _, err := exec.LookPath("pkg-config"); err == nil {
			for _, p := range pkgs {
				if out, err := output([]string{"pkg-config", "--cflags-only-I", p}, ""); err == nil {
					if d := keep(includeDirs(out)); len(d) > 0 {
						return d
					}
				}
			}
		}
		var common []string
		for _, pat := range []string{
			"/usr/include/*-linux-gnu/mpich",
			"/usr/lib/*-linux-gnu/openmpi/include",
			"/usr/include/mpich",
			"/usr/include/openmpi",
			"/usr/include/mpich-*",
			"/usr/include/openmpi-*",
			"/usr/lib64/openmpi/include",
			"/usr/lib64/mpich/include",
			"/opt/homebrew/include",
		} {
			m, _ := filepath.Glob(pat)
			common = append(common, m...)
		}
		if d := keep(common); len(d) > 0 {
			return d[:1]
		}
		return nil
	})
}

// includeDirs extracts the -I and -isystem directories of a command line.
func includeDirs(cmdline string) []string {
	words, err := splitShell(strings.TrimSpace(cmdline))
	if err != nil {
		words = strings.Fields(cmdline)
	}
	var dirs []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		for _, f := range []string{"-I", "-isystem"} {
			if w == f && i+1 < len(words) {
				dirs = append(dirs, words[i+1])
				i++
				break
			}
			if strings.HasPrefix(w, f) && len(w) > len(f) {
				dirs = append(dirs, w[len(f):])
				break
			}
		}
	}
	return dirs
}
