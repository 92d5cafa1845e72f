// Package monitor is parcoach's runtime correctness monitor (issue 15): a layer over the MPI
// profiling interface (PMPI) that checks every MPI call of a running program. Its wrappers
// are generated from the MPI registry (internal/mpi) with the prototypes of the installed
// mpi.h, compiled with the MPI C compiler into a shared library cached like the runtime library
// of `parcoach cc --instrument`, and preloaded by `parcoach run` into programs nobody rebuilt.
//
// mpich's Fortran bindings (mpi_*_, the mpi and mpi_f08 modules) call the C functions, so the C
// wrappers check Fortran programs too; the call site reported is the program's frame found on
// the stack past the MPI libraries.
package monitor

import (
	"bytes"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/parcoach/parcoach/internal/instrument"
)

// unitySource compiles the core and the generated wrappers as one translation unit, so that the
// wrappers' calls to the checks are direct and the small ones inlined (issue 15: the cost per
// MPI call).
const unitySource = "/* one translation unit: the monitor's core and the generated wrappers */\n#include \"pcm_core.c\"\n#include \"pcm_wrappers.c\"\n"

//go:embed c/pcm_core.c
var coreSource string

//go:embed c/pcm.h
var headerSource string

//go:embed c/pcm_deadlock.c
var deadlockSource string

// fastFlags are tried first when the monitor library is built (a compiler that rejects them
// builds it without): -fno-plt calls PMPI_* through the GOT, one jump less per MPI call the
// wrappers make (issue 15: msgrate under `parcoach run`, 1,577 -> 1,573 instructions per
// message). They are part of the library's cache key.
var fastFlags = []string{"-fno-plt"}

// LibraryName is the file name of the compiled monitor in its cache directory.
const LibraryName = "libparcoach_monitor.so"

// Compiler returns the MPI C compiler that builds the monitor: $PARCOACH_RT_CC, else mpicc.
func Compiler() []string {
	if env := strings.Fields(os.Getenv("PARCOACH_RT_CC")); len(env) > 0 {
		return env
	}
	return []string{"mpicc"}
}

// Library returns the path of the monitor library built with the MPI C compiler cc, building
// it on first use in the cache directory (instrument.CacheDir). The key is the generated
// source (so the registry and the installed mpi.h), the core, the compiler command and its
// identity.
func Library(ctx context.Context, cc []string) (string, error) {
	return library(ctx, cc, false)
}

// SelectiveLibrary is Library built for `parcoach cc --instrument` (selective): the local checks
// of every call only, without the global checks and the deadlock detector, which make blocking
// calls run as nonblocking ones (PARCOACH_RT_DEADLOCK=S turns them on at run time). It is linked
// into the program with an rpath to its cache directory.
func SelectiveLibrary(ctx context.Context, cc []string) (string, error) {
	return library(ctx, cc, true)
}

func library(ctx context.Context, cc []string, selective bool) (string, error) {
	if len(cc) == 0 {
		return "", errors.New("no MPI C compiler for the monitor library")
	}
	if _, err := exec.LookPath(cc[0]); err != nil {
		return "", fmt.Errorf("cannot build the monitor library: %s not found (install MPI, or set PARCOACH_RT_CC to your MPI C compiler)", cc[0])
	}
	cache, err := instrument.CacheDir()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return "", fmt.Errorf("cannot create the cache directory: %w", err)
	}
	ident := instrument.CompilerIdentity(ctx, cc)
	var defs []string
	if selective {
		defs = []string{"-DPCM_SELECTIVE=1"}
	}
	memo := filepath.Join(cache, "monitor-memo-"+memoKey(cc, ident, defs))
	if lib, ok := readMemo(memo); ok {
		return lib, nil
	}
	tmp, err := os.MkdirTemp(cache, "build-")
	if err != nil {
		return "", fmt.Errorf("cannot build the monitor library: %w", err)
	}
	defer os.RemoveAll(tmp)

	// The installed mpi.h, preprocessed by the MPI compiler itself.
	probe := filepath.Join(tmp, "pcm_header.c")
	if err := os.WriteFile(probe, []byte("#include <mpi.h>\n"), 0o644); err != nil {
		return "", err
	}
	var out bytes.Buffer
	if err := runCompiler(ctx, cc, &out, "-E", probe); err != nil {
		return "", fmt.Errorf("cannot read mpi.h with %s: %v\n%s", strings.Join(cc, " "), err, strings.TrimSpace(tail(out.String())))
	}
	protos := ParseProtos(out.String())
	if len(protos) < 100 {
		return "", fmt.Errorf("cannot build the monitor library: only %d MPI prototypes found in the mpi.h of %s", len(protos), strings.Join(cc, " "))
	}
	wrappers, _ := Generate(protos)

	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s\x00%s\x00%s\x00%s\x00%s\x00%s\x00%s", unitySource, coreSource, headerSource, deadlockSource, rmaSource, wrappers, strings.Join(cc, "\x00"), ident, strings.Join(defs, " "), strings.Join(fastFlags, " "))
	dir := filepath.Join(cache, "monitor-"+hex.EncodeToString(h.Sum(nil))[:20])
	lib := filepath.Join(dir, LibraryName)
	preprocessed := out.String()
	if st, err := os.Stat(lib); err == nil && st.Size() > 0 {
		writeMemo(memo, lib, preprocessed, probe)
		return lib, nil
	}
	for name, text := range map[string]string{"pcm_core.c": coreSource, "pcm.h": headerSource, "pcm_deadlock.c": deadlockSource, "pcm_rma.c": rmaSource, "pcm_wrappers.c": wrappers, "pcm_all.c": unitySource} {
		if err := os.WriteFile(filepath.Join(tmp, name), []byte(text), 0o644); err != nil {
			return "", err
		}
	}
	build := func(extra []string) error {
		out.Reset()
		args := append(append(append([]string(nil), defs...), extra...), "-O2", "-g", "-fPIC", "-shared", "-o", filepath.Join(tmp, LibraryName),
			filepath.Join(tmp, "pcm_all.c"), "-ldl", "-lpthread")
		return runCompiler(ctx, cc, &out, args...)
	}
	err = build(fastFlags)
	if err != nil {
		err = build(nil) // a compiler that does not know them
	}
	if err != nil {
		return "", fmt.Errorf("cannot build the monitor library with %s (set PARCOACH_RT_CC to your MPI C compiler): %v\n%s",
			strings.Join(cc, " "), err, strings.TrimSpace(tail(out.String())))
	}
	os.Remove(probe)
	// Publish atomically: the first of concurrent builds wins.
	if err := os.Rename(tmp, dir); err != nil {
		if _, serr := os.Stat(lib); serr != nil {
			return "", fmt.Errorf("cannot install the monitor library in %s: %w", dir, err)
		}
	}
	writeMemo(memo, lib, preprocessed, probe)
	return lib, nil
}

// A memo lets a run find its cached library without preprocessing mpi.h again (most of the
// ~0.1 s `parcoach run` took to start): the file monitor-memo-KEY of the cache, where KEY covers
// the monitor's sources, the compiler command, its identity and the build mode, records the
// library and every header the preprocessing read (size, modification time, path); it is used
// while the library exists and those headers are unchanged.
func memoKey(cc []string, ident string, defs []string) string {
	h := sha256.New()
	fmt.Fprintf(h, "memo1\x00%s\x00%s\x00%s\x00%s\x00%s\x00%s\x00%s\x00%s", unitySource, coreSource, headerSource, deadlockSource, rmaSource, strings.Join(cc, "\x00"), ident, strings.Join(defs, " "))
	// The wrappers are generated by this program's code (gen.go): a memo of another build of
	// parcoach must not give its library (issue 15: a generator change went unseen).
	if exe, err := os.Executable(); err == nil {
		if st, err := os.Stat(exe); err == nil {
			fmt.Fprintf(h, "\x00%s\x00%d\x00%d", exe, st.Size(), st.ModTime().UnixNano())
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:20]
}

// memoHeaders lists the files named by the line markers (# N "path") of preprocessed C.
func memoHeaders(preprocessed string) []string {
	seen := map[string]bool{}
	var out []string
	for _, line := range strings.Split(preprocessed, "\n") {
		if !strings.HasPrefix(line, "# ") {
			continue
		}
		i := strings.IndexByte(line, '"')
		j := strings.LastIndexByte(line, '"')
		if i < 0 || j <= i {
			continue
		}
		p := line[i+1 : j]
		if filepath.IsAbs(p) && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

func memoStamp(path string) (string, bool) {
	st, err := os.Stat(path)
	if err != nil {
		return "", false
	}
	return fmt.Sprintf("%d %d %s", st.Size(), st.ModTime().UnixNano(), path), true
}

func writeMemo(memo, lib, preprocessed, probe string) {
	var b strings.Builder
	b.WriteString(lib + "\n")
	for _, p := range memoHeaders(preprocessed) {
		if p == probe { // the file that includes mpi.h, removed after the build
			continue
		}
		if s, ok := memoStamp(p); ok {
			b.WriteString(s + "\n")
		}
	}
	tmp := fmt.Sprintf("%s.%d.tmp", memo, os.Getpid())
	if os.WriteFile(tmp, []byte(b.String()), 0o644) == nil && os.Rename(tmp, memo) != nil {
		os.Remove(tmp)
	}
}

func readMemo(memo string) (string, bool) {
	data, err := os.ReadFile(memo)
	if err != nil {
		return "", false
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) < 2 { // a library and at least mpi.h
		return "", false
	}
	if st, err := os.Stat(lines[0]); err != nil || st.Size() == 0 {
		return "", false
	}
	for _, l := range lines[1:] {
		f := strings.SplitN(l, " ", 3)
		if len(f) != 3 {
			return "", false
		}
		if s, ok := memoStamp(f[2]); !ok || s != l {
			return "", false
		}
	}
	return lines[0], true
}

func runCompiler(ctx context.Context, cc []string, out *bytes.Buffer, args ...string) error {
	argv := append(append([]string(nil), cc...), args...)
	c := exec.CommandContext(ctx, argv[0], argv[1:]...)
	c.Stdout = out
	var stderr bytes.Buffer
	c.Stderr = &stderr
	c.WaitDelay = 2 * time.Second
	err := c.Run()
	if err != nil {
		out.Write(stderr.Bytes())
	}
	return err
}

// tail keeps the last lines of a compiler's output for an error message.
func tail(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > 20 {
		lines = lines[len(lines)-20:]
	}
	return strings.Join(lines, "\n")
}

// Env returns env with the monitor library lib added to LD_PRELOAD.
func Env(env []string, lib string) []string {
	out := make([]string, 0, len(env)+1)
	pre := lib
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "LD_PRELOAD="); ok {
			if v != "" {
				pre = lib + ":" + v
			}
			continue
		}
		out = append(out, kv)
	}
	return append(out, "LD_PRELOAD="+pre)
}

// Launch returns the command line and environment that run argv with the monitor library
// lib preloaded in the MPI processes. A launcher it recognises is told to pass LD_PRELOAD to
// the processes it starts (mpich's hydra: -genv; Open MPI: -x), so that the launcher itself
// does not load the library; any other command (a script, srun) gets LD_PRELOAD in its
// environment, which the processes inherit.
func Launch(ctx context.Context, argv, env []string, lib string) ([]string, []string) {
	if len(argv) == 0 {
		return argv, env
	}
	pre := lib
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "LD_PRELOAD="); ok && v != "" {
			pre = lib + ":" + v
		}
	}
	var extra []string
	switch launcherKind(ctx, argv[0]) {
	case "hydra":
		extra = []string{"-genv", "LD_PRELOAD", pre}
	case "openmpi":
		extra = []string{"-x", "LD_PRELOAD=" + pre}
	default:
		return argv, Env(env, lib)
	}
	out := append(append([]string{argv[0]}, extra...), argv[1:]...)
	return out, env
}

// launcherKind says which MPI launcher cmd is: "hydra" (mpich), "openmpi", or "".
func launcherKind(ctx context.Context, cmd string) string {
	switch filepath.Base(cmd) {
	case "mpirun", "mpiexec", "mpiexec.hydra", "mpiexec.mpich", "mpirun.mpich", "orterun", "mpiexec.openmpi", "mpirun.openmpi", "prterun":
	default:
		return ""
	}
	path, err := exec.LookPath(cmd)
	if err != nil {
		return ""
	}
	if real, err := filepath.EvalSymlinks(path); err == nil {
		b := filepath.Base(real)
		switch {
		case strings.Contains(b, "hydra"):
			return "hydra"
		case strings.Contains(b, "openmpi"), b == "orterun", b == "prterun":
			return "openmpi"
		}
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	v, _ := exec.CommandContext(ctx, path, "--version").CombinedOutput()
	switch {
	case bytes.Contains(v, []byte("HYDRA")):
		return "hydra"
	case bytes.Contains(v, []byte("Open MPI")), bytes.Contains(v, []byte("OpenRTE")):
		return "openmpi"
	}
	return ""
}
