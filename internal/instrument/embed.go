package instrument

import (
	"context"
	"debug/elf"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// An instrumented object compiled for a later link (-c) carries the parts of the runtime library
// it calls, so that a link that does not go through parcoach (CMake's
// CMAKE_C_COMPILER_LAUNCHER="parcoach;cc;--instrument", which wraps compile lines only) still
// finds parcoach_rt_check and the others. The parts are merged into the object by a relocatable
// link (`ld -r`) with their definitions made weak (objcopy --weaken-symbols), so that several
// instrumented objects of one program do not define them twice (the linker keeps the first
// copy) and a link through parcoach, which adds the library itself, uses the library's (a
// strong definition wins over weak ones).

// embedRuntime merges the runtime parts obj calls into obj, in place; checked says the object
// has checks (the MPI part is embedded when their calls cannot be seen in it).
func (w *wrapper) embedRuntime(obj string, checked bool) error {
	parts := partsCalledBy(obj)
	if checked && !parts.mpi && !parts.omp && !parts.hybrid {
		parts.mpi = true
	}
	parts.omp = parts.omp || parts.hybrid
	rts, err := w.runtimeObjects(parts)
	if err != nil || len(rts) == 0 {
		return err
	}
	ld, err := exec.LookPath("ld")
	if err != nil {
		return errors.New("ld not found in PATH (install binutils)")
	}
	var weak []string
	for _, rt := range rts {
		wk, err := weakCopy(w.ctx, rt)
		if err != nil {
			return err
		}
		weak = append(weak, wk)
	}
	merged := obj + ".parcoach-rt.o"
	argv := append([]string{ld, "-r", "-o", merged, obj}, weak...)
	ctx, cancel := context.WithTimeout(w.ctx, 2*time.Minute)
	defer cancel()
	if out, err := exec.CommandContext(ctx, argv[0], argv[1:]...).CombinedOutput(); err != nil {
		os.Remove(merged)
		return fmt.Errorf("%s: %v: %s", strings.Join(argv, " "), err, strings.TrimSpace(string(out)))
	}
	return os.Rename(merged, obj)
}

// runtimeObjects builds (or finds in the cache) the runtime parts a program needs: the MPI
// part, the hybrid part, the OpenMP part.
func (w *wrapper) runtimeObjects(parts runtimeParts) ([]string, error) {
	var out []string
	if parts.hybrid {
		rt, err := RuntimeHybrid(w.ctx, w.runtimeCC())
		if err != nil {
			return nil, err
		}
		out = append(out, rt)
	}
	if parts.mpi {
		rt, err := Runtime(w.ctx, w.runtimeCC())
		if err != nil {
			return nil, err
		}
		out = append(out, rt)
	}
	if parts.omp {
		// The clang that compiled the IR, else the compiler's C sibling; when it cannot
		// compile OpenMP C (clang-16 without libomp-16-dev has no omp.h, the clang that
		// compiles flang-16's IR), the default clang.
		var ccs [][]string
		if len(w.irClang) > 0 {
			ccs = append(ccs, w.irClang)
		} else {
			ccs = append(ccs, RuntimeCompiler(w.compiler))
		}
		if c := ccs[0]; len(c) != 1 || c[0] != "clang" {
			ccs = append(ccs, []string{"clang"})
		}
		var rt string
		var err error
		for _, cc := range ccs {
			if rt, err = RuntimeOMP(w.ctx, cc); err == nil {
				break
			}
		}
		if rt == "" {
			return nil, err
		}
		out = append(out, rt)
	}
	return out, nil
}

// weakCopy returns a copy of the runtime object rt whose global definitions are weak, made
// once next to it in the cache.
func weakCopy(ctx context.Context, rt string) (string, error) {
	weak := strings.TrimSuffix(rt, ".o") + "_weak.o"
	if st, err := os.Stat(weak); err == nil && st.Size() > 0 {
		return weak, nil
	}
	syms, err := definedGlobals(rt)
	if err != nil {
		return "", err
	}
	objcopy, err := exec.LookPath("objcopy")
	if err != nil {
		return "", errors.New("objcopy not found in PATH (install binutils)")
	}
	dir := filepath.Dir(rt)
	list, err := os.CreateTemp(dir, "weaken-*.txt")
	if err != nil {
		return "", err
	}
	defer os.Remove(list.Name())
	_, err = list.WriteString(strings.Join(syms, "\n") + "\n")
	if cerr := list.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", err
	}
	tmp := fmt.Sprintf("%s.%d.tmp", weak, os.Getpid())
	cctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if out, err := exec.CommandContext(cctx, objcopy, "--weaken-symbols="+list.Name(), rt, tmp).CombinedOutput(); err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("objcopy --weaken-symbols %s: %v: %s", rt, err, strings.TrimSpace(string(out)))
	}
	// Concurrent builds (make -j) each write their own copy; the renames all install the same.
	if err := os.Rename(tmp, weak); err != nil {
		os.Remove(tmp)
		return "", err
	}
	return weak, nil
}

// definedGlobals lists the global symbols an ELF object defines.
func definedGlobals(path string) ([]string, error) {
	f, err := elf.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var out []string
	for _, s := range syms {
		if elf.ST_BIND(s.Info) == elf.STB_GLOBAL && s.Section != elf.SHN_UNDEF && s.Name != "" {
			out = append(out, s.Name)
		}
	}
	return out, nil
}
