// Package fortranmod gives flang the modules `use mpi` and `use mpi_f08` need. Distributions
// build their MPI's mpi.mod and mpi_f08.mod with gfortran, whose module files flang cannot
// read; so parcoach writes the two modules in Fortran (generate.go), from the MPI registry
// (internal/mpi), the installed mpif.h and the C prototypes of the installed headers, compiles
// them once per flang and MPI into a cache directory, and the frontend puts that directory on
// flang's module search path ahead of the system's.
//
// The directory also holds the modules' object file, which a program built with flang links
// (parcoach cc --instrument): mpi_f08's procedures call the library's legacy Fortran symbols.
package fortranmod

import (
	"bytes"
	"context"
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"time"
)

// generatorVersion changes whenever the generated source changes, so that old caches are not
// reused.
const generatorVersion = "1"

// Object is the name of the modules' object file in the directory Dir returns.
const Object = "parcoach_mpi_modules.o"

// usesRE finds `use mpi` / `use mpi_f08` (also `use, intrinsic :: mpi` is not MPI: left out).
var usesRE = regexp.MustCompile(`(?im)^\s*use\s*(?:::\s*)?(mpi|mpi_f08|pmpi_f08)\s*(?:,|!|$)`)

// anyUseRE finds a `use` of a module that is not intrinsic: it may use mpi in turn.
var anyUseRE = regexp.MustCompile(`(?im)^\s*use\s*(?:::\s*)?([a-z_][a-z0-9_]*)`)

var intrinsicModules = map[string]bool{
	"iso_c_binding": true, "iso_fortran_env": true, "omp_lib": true, "omp_lib_kinds": true,
	"ieee_arithmetic": true, "ieee_exceptions": true, "ieee_features": true,
}

// Uses reports whether Fortran source text uses the mpi or mpi_f08 module.
func Uses(src []byte) bool { return usesRE.Match(src) }

// MayNeed reports whether compiling Fortran source text may read the mpi or mpi_f08 module:
// it uses one of them, or a module of the program, which may use them in turn (a
// `use clover_module` whose module says `use mpi` makes flang read mpi.mod).
func MayNeed(src []byte) bool {
	if Uses(src) {
		return true
	}
	for _, m := range anyUseRE.FindAllSubmatch(src, -1) {
		if !intrinsicModules[strings.ToLower(string(m[1]))] {
			return true
		}
	}
	return false
}

// Toolchain is what Dir needs to know of the compilers.
type Toolchain struct {
	FC         []string // the flang command
	FCVersion  string   // its --version line (part of the cache key)
	MPIInclude []string // the directories holding mpif.h (and the C headers)
	// MPILibDirs are searched for the MPI Fortran library (libmpichfort.so, libmpi_mpifh.so),
	// whose exported legacy symbols decide which procedures mpi_f08 gets. Empty: the usual
	// system directories.
	MPILibDirs []string
}

var dirs sync.Map // cache key -> *dirResult

type dirResult struct {
	once sync.Once
	dir  string
	err  error
}

// Dir returns the directory holding mpi.mod, mpi_f08.mod and Object built by tc.FC for the MPI
// of tc.MPIInclude, building them on first use. The directory is
// $XDG_CACHE_HOME/parcoach/fortran-modules/<key> (os.UserCacheDir), built in a temporary
// directory beside it and renamed into place, so concurrent runs never see half a directory.
func Dir(ctx context.Context, tc Toolchain) (string, error) {
	mpifPath := ""
	for _, d := range tc.MPIInclude {
		if p := filepath.Join(d, "mpif.h"); fileExists(p) {
			mpifPath = p
			break
		}
	}
	if mpifPath == "" {
		return "", errors.New("no mpif.h in the MPI include directories (install libmpich-dev)")
	}
	mpif, err := os.ReadFile(mpifPath)
	if err != nil {
		return "", err
	}
	headers := readHeaders(filepath.Dir(mpifPath))
	lib := findFortranLibrary(tc.MPILibDirs)
	h := sha256.New()
	for _, part := range []string{generatorVersion, strings.Join(tc.FC, " "), tc.FCVersion, string(mpif), headers, lib} {
		fmt.Fprintf(h, "%d:%s\n", len(part), part)
	}
	key := hex.EncodeToString(h.Sum(nil))[:24]
	v, _ := dirs.LoadOrStore(key, &dirResult{})
	r := v.(*dirResult)
	r.once.Do(func() { r.dir, r.err = build(ctx, tc, key, mpifPath, string(mpif), headers, lib) })
	return r.dir, r.err
}

// cacheRoot is $XDG_CACHE_HOME/parcoach/fortran-modules, or one in the temporary directory
// when the user has no cache directory. Unlike the runtime libraries it does not move with
// $PARCOACH_CACHE_DIR: the tests give each run a private runtime cache, and building the
// modules again for each would cost minutes.
func cacheRoot() string {
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "parcoach", "fortran-modules")
	}
	return filepath.Join(os.TempDir(), fmt.Sprintf("parcoach-cache-%d", os.Getuid()), "fortran-modules")
}

const doneFile = "complete"

func build(ctx context.Context, tc Toolchain, key, mpifPath, mpif, headers, lib string) (string, error) {
	root := cacheRoot()
	final := filepath.Join(root, key)
	if fileExists(filepath.Join(final, doneFile)) {
		return final, nil
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		// A home directory that cannot be written (some CI runners): the temporary directory.
		root = filepath.Join(os.TempDir(), fmt.Sprintf("parcoach-cache-%d", os.Getuid()), "fortran-modules")
		final = filepath.Join(root, key)
		if fileExists(filepath.Join(final, doneFile)) {
			return final, nil
		}
		if err := os.MkdirAll(root, 0o755); err != nil {
			return "", fmt.Errorf("cannot create the module cache: %w", err)
		}
	}
	// One process builds, the others wait for it (the corpus tests start many parcoach
	// processes at once); without the lock each would build its own copy, the rename keeping
	// the result correct anyway.
	if lock, err := os.OpenFile(filepath.Join(root, key+".lock"), os.O_CREATE|os.O_RDWR, 0o644); err == nil {
		defer lock.Close()
		if syscall.Flock(int(lock.Fd()), syscall.LOCK_EX) == nil {
			defer syscall.Flock(int(lock.Fd()), syscall.LOCK_UN)
		}
		if fileExists(filepath.Join(final, doneFile)) {
			return final, nil
		}
	}
	tmp, err := os.MkdirTemp(root, key+".tmp-")
	if err != nil {
		return "", fmt.Errorf("cannot create the module cache: %w", err)
	}
	defer os.RemoveAll(tmp)

	caps := probeCaps(ctx, tc.FC, tmp)
	in := input{mpif: parseMPIF(mpif), protos: parsePrototypes(headers), caps: caps}
	if lib != "" {
		if syms, err := dynamicSymbols(lib); err == nil {
			in.legacy = func(s string) bool { return syms[s] }
		}
	}
	g := generate(in)
	src := filepath.Join(tmp, "parcoach_mpi_modules.f90")
	if err := os.WriteFile(src, []byte(g.source), 0o644); err != nil {
		return "", err
	}
	argv := append(append([]string(nil), tc.FC...), "-c", "-O1", "-I", filepath.Dir(mpifPath),
		"-module-dir", tmp, src, "-o", filepath.Join(tmp, Object))
	if out, err := run(ctx, tmp, argv); err != nil {
		return "", fmt.Errorf("%s cannot compile parcoach's mpi and mpi_f08 modules (%v): %s", tc.FC[0], err, firstLines(out, 3))
	}
	if err := os.WriteFile(filepath.Join(tmp, doneFile), []byte(strings.Join(g.f08, "\n")+"\n"), 0o644); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, final); err != nil {
		// Another run got there first: use its directory.
		if fileExists(filepath.Join(final, doneFile)) {
			return final, nil
		}
		return "", fmt.Errorf("cannot fill the module cache: %w", err)
	}
	return final, nil
}

// probeCaps compiles a one-line module to learn whether fc accepts assumed-type buffers.
func probeCaps(ctx context.Context, fc []string, dir string) Caps {
	src := filepath.Join(dir, "probe.f90")
	const probe = "module parcoach_probe\ncontains\n  subroutine p(b)\n    !dir$ ignore_tkr b\n    type(*), dimension(*) :: b\n  end subroutine\nend module\n"
	if os.WriteFile(src, []byte(probe), 0o644) != nil {
		return Caps{}
	}
	argv := append(append([]string(nil), fc...), "-c", "-module-dir", dir, src, "-o", filepath.Join(dir, "probe.o"))
	out, err := run(ctx, dir, argv)
	// flang-new-16 compiles directives away with a warning and then fails on type(*).
	return Caps{AssumedType: err == nil && !strings.Contains(out, "ignoring all compiler directives")}
}

func run(ctx context.Context, dir string, argv []string) (string, error) {
	cctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(cctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

func firstLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, " | ")
}

// readHeaders concatenates the C headers of the MPI include directory that hold prototypes.
func readHeaders(dir string) string {
	var b strings.Builder
	for _, name := range []string{"mpi.h", "mpi_proto.h", "mpio.h"} {
		if data, err := os.ReadFile(filepath.Join(dir, name)); err == nil {
			b.Write(data)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// findFortranLibrary returns the path of the MPI library holding the legacy Fortran symbols
// (mpich: libmpichfort.so, Open MPI: libmpi_mpifh.so), "" when none is found.
func findFortranLibrary(dirs []string) string {
	dirs = append(dirs, "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib")
	for _, d := range dirs {
		for _, name := range []string{"libmpichfort.so", "libmpifort.so", "libmpi_mpifh.so"} {
			if p := filepath.Join(d, name); fileExists(p) {
				return p
			}
		}
	}
	return ""
}

// dynamicSymbols lists the symbols a shared library exports.
func dynamicSymbols(path string) (map[string]bool, error) {
	f, err := elf.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	syms, err := f.DynamicSymbols()
	if err != nil {
		return nil, err
	}
	out := make(map[string]bool, len(syms))
	for _, s := range syms {
		if s.Section != elf.SHN_UNDEF {
			out[s.Name] = true
		}
	}
	return out, nil
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}
