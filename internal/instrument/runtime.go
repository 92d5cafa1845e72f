package instrument

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/parcoach/parcoach/internal/cachedir"
	rtlib "github.com/parcoach/parcoach/runtime"
)

// RuntimeObject is the name of the compiled runtime library in its cache directory.
const RuntimeObject = "parcoach_rt.o"

// CacheDir is where compiled runtime libraries are kept: $PARCOACH_CACHE_DIR, else
// $XDG_CACHE_HOME/parcoach, else ~/.cache/parcoach.
func CacheDir() (string, error) { return cachedir.Dir() }

// RuntimeCompiler returns the MPI C compiler that builds the runtime library for a program
// compiled with compiler (argv words): $PARCOACH_RT_CC when set; the C sibling of an MPI C++ or
// Fortran wrapper (mpicxx, mpifort → mpicc in the same directory); the compiler itself
// otherwise.
func RuntimeCompiler(compiler []string) []string {
	if env := strings.Fields(os.Getenv("PARCOACH_RT_CC")); len(env) > 0 {
		return env
	}
	if len(compiler) == 0 {
		return []string{"mpicc"}
	}
	i := 0
	if launchers[filepath.Base(compiler[0])] && len(compiler) > 1 {
		i = 1
	}
	base := filepath.Base(compiler[i])
	switch base {
	case "mpicxx", "mpic++", "mpiCC", "mpicpc", "mpiicpc", "mpifort", "mpif90", "mpif77", "mpiifort", "mpifc":
		sib := "mpicc"
		if base == "mpiicpc" || base == "mpiifort" {
			sib = "mpiicc"
		}
		if dir := filepath.Dir(compiler[i]); strings.ContainsRune(compiler[i], filepath.Separator) {
			sib = filepath.Join(dir, sib)
		}
		out := append([]string(nil), compiler[:i]...)
		return append(out, sib)
	}
	return compiler
}

// launchers run the compiler given as their first argument.
var launchers = map[string]bool{"ccache": true, "sccache": true, "distcc": true, "icecc": true}

// Runtime returns the compiled runtime library for the MPI C compiler cc, building it in the
// cache on first use. The cache key is the library's source, the compiler command and what the
// compiler says it runs (`mpicc -show`, Open MPI's `--showme`, or `--version`), so another MPI
// or another compiler gets its own build.
func Runtime(ctx context.Context, cc []string) (string, error) {
	return buildRuntime(ctx, cc, rtlib.Source, rtlib.FileName, RuntimeObject, nil)
}

// RuntimeOMPObject is the name of the compiled OpenMP part of the runtime library.
const RuntimeOMPObject = "parcoach_rt_omp.o"

// RuntimeOMP returns the compiled OpenMP part of the runtime library (runtime/c/parcoach_rt_omp.c),
// built with the C compiler cc and -fopenmp, cached as Runtime's; it does not need MPI.
func RuntimeOMP(ctx context.Context, cc []string) (string, error) {
	return buildRuntime(ctx, cc, rtlib.OMPSource, rtlib.OMPFileName, RuntimeOMPObject, []string{"-fopenmp"})
}

// RuntimeHybridObject is the name of the compiled hybrid part of the runtime library.
const RuntimeHybridObject = "parcoach_rt_hybrid.o"

// RuntimeHybrid returns the compiled hybrid MPI+OpenMP part of the runtime library
// (runtime/c/parcoach_rt_hybrid.c), built with the MPI C compiler cc and -fopenmp, cached as
// Runtime's.
func RuntimeHybrid(ctx context.Context, cc []string) (string, error) {
	return buildRuntime(ctx, cc, rtlib.HybridSource, rtlib.HybridFileName, RuntimeHybridObject, []string{"-fopenmp"})
}

func buildRuntime(ctx context.Context, cc []string, source, fileName, object string, flags []string) (string, error) {
	if len(cc) == 0 {
		return "", errors.New("no compiler for the runtime library")
	}
	cache, err := CacheDir()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s\x00%s", source, rtlib.TableHeader, strings.Join(cc, "\x00"), compilerIdentity(ctx, cc), strings.Join(flags, "\x00"))
	key := hex.EncodeToString(h.Sum(nil))[:20]
	dir := filepath.Join(cache, "rt-"+key)
	obj := filepath.Join(dir, object)
	if st, err := os.Stat(obj); err == nil && st.Size() > 0 {
		return obj, nil
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return "", fmt.Errorf("cannot create the cache directory: %w", err)
	}
	tmp, err := os.MkdirTemp(cache, "build-")
	if err != nil {
		return "", fmt.Errorf("cannot build the runtime library: %w", err)
	}
	defer os.RemoveAll(tmp)
	src := filepath.Join(tmp, fileName)
	if err := os.WriteFile(src, []byte(source), 0o644); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(tmp, rtlib.TableHeaderName), []byte(rtlib.TableHeader), 0o644); err != nil {
		return "", err
	}
	argv := append(append(append([]string(nil), cc...), flags...), "-O2", "-fPIC", "-c", src, "-o", filepath.Join(tmp, object))
	c := exec.CommandContext(ctx, argv[0], argv[1:]...)
	var out bytes.Buffer
	c.Stdout, c.Stderr = &out, &out
	c.WaitDelay = 2 * time.Second
	if err := c.Run(); err != nil {
		return "", fmt.Errorf("cannot build the runtime library with %s (set PARCOACH_RT_CC to your MPI C compiler): %v\n%s",
			strings.Join(cc, " "), err, strings.TrimSpace(out.String()))
	}
	// Publish atomically: concurrent builds (make -j) each build in their own directory and
	// the first rename wins.
	if err := os.Rename(tmp, dir); err != nil {
		if _, serr := os.Stat(obj); serr != nil {
			if errors.Is(err, fs.ErrExist) || isNotEmpty(err) {
				return "", fmt.Errorf("cannot install the runtime library in %s: %w", dir, serr)
			}
			return "", fmt.Errorf("cannot install the runtime library in %s: %w", dir, err)
		}
	}
	return obj, nil
}

func isNotEmpty(err error) bool {
	return err != nil && strings.Contains(err.Error(), "not empty")
}

// compilerIdentity is what the compiler says it is, for the cache key.
func compilerIdentity(ctx context.Context, cc []string) string {
	for _, flag := range []string{"-show", "--showme", "--version"} {
		ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		argv := append(append([]string(nil), cc...), flag)
		out, err := exec.CommandContext(ctx, argv[0], argv[1:]...).Output()
		cancel()
		if err == nil && len(bytes.TrimSpace(out)) > 0 {
			return flag + "\x00" + string(out)
		}
	}
	return ""
}

// runtimeParts are the parts of the runtime library a linker input calls.
type runtimeParts struct {
	mpi, omp, hybrid bool
	// fortranModules: flang code using parcoach's mpi or mpi_f08 module (internal/fortranmod),
	// whose object defines the module's procedures and constants.
	fortranModules bool
}

// partsCalledBy reads a linker input (object, archive, shared library) once and tells which
// parts of the runtime library it calls; nothing when it cannot be read.
func partsCalledBy(path string) runtimeParts {
	data, err := os.ReadFile(path)
	if err != nil {
		return runtimeParts{}
	}
	has := func(name string) bool { return bytes.Contains(data, []byte(name)) }
	return runtimeParts{
		mpi:            has(fnCheck) || has(fnLeave),
		omp:            has(fnOMPCheck),
		hybrid:         has(fnHybridCheck) || has(fnLeaveTeam),
		fortranModules: has("_QMmpi_f08") || has("_QMmpiEC") || has("_QMparcoach_"),
	}
}

// CompilerIdentity is what the compiler cc says it is and runs (`mpicc -show`, Open MPI's
// `--showme`, or `--version`): part of the cache key of anything built with it.
func CompilerIdentity(ctx context.Context, cc []string) string { return compilerIdentity(ctx, cc) }
