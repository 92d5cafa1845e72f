package mpi

// These tests compare the registry with the mpich installed by the
// project's CI (Debian's libmpich-dev): its headers, and the symbols its C
// and Fortran libraries export. Without mpich they skip, with a reason;
// with CI=true they fail instead.

import (
	"debug/elf"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var mpichIncludeDirs = []string{
	"/usr/include/x86_64-linux-gnu/mpich",
	"/usr/include/aarch64-linux-gnu/mpich",
	"/usr/include/mpich",
	"/usr/lib/x86_64-linux-gnu/mpich/include",
}

var mpichLibDirs = []string{
	"/usr/lib/x86_64-linux-gnu",
	"/usr/lib/aarch64-linux-gnu",
	"/usr/lib64",
	"/usr/lib",
}

// need skips the test, or fails it in CI, when what is missing.
func need(t *testing.T, what string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s not found (CI=true: mpich must be installed, see .ci/run)", what)
	}
	t.Skipf("%s not found: install mpich (libmpich-dev) to compare the registry with it", what)
}

// mpichHeader returns the text of an mpich header, or skips.
func mpichHeader(t *testing.T, name string) string {
	t.Helper()
	for _, d := range mpichIncludeDirs {
		b, err := os.ReadFile(filepath.Join(d, name))
		if err == nil {
			if name == "mpi.h" && !strings.Contains(string(b), "MPICH_VERSION") {
				continue // another implementation's mpi.h
			}
			return string(b)
		}
	}
	need(t, "mpich's "+name)
	return ""
}

type proto struct {
	params []string
	ptr    []bool
	cnst   []bool // a pointer to const
}

var (
	blockComment = regexp.MustCompile(`(?s)/\*.*?\*/`)
	cppLine      = regexp.MustCompile(`(?m)^\s*#.*$`)
	protoRE      = regexp.MustCompile(`\b(?:int|double|MPI_Aint|MPI_Fint|MPI_[A-Za-z]+)\s+(P?MPI_\w+)\s*\(([^)]*)\)`)
	paramRE      = regexp.MustCompile(`^(.*?)([A-Za-z_]\w*)\s*(\[[^\]]*\]\s*)*$`)
)

// parseProtos reads the C prototypes of the given header texts.
func parseProtos(t *testing.T, texts ...string) map[string]proto {
	t.Helper()
	protos := map[string]proto{}
	for _, text := range texts {
		text = blockComment.ReplaceAllString(text, "")
		text = cppLine.ReplaceAllString(text, "")
		for _, m := range protoRE.FindAllStringSubmatch(text, -1) {
			name, list := m[1], strings.TrimSpace(m[2])
			if _, seen := protos[name]; seen {
				continue
			}
			var p proto
			if list != "" && list != "void" {
				for _, param := range strings.Split(list, ",") {
					param = strings.TrimSpace(param)
					if param == "..." {
						p.params, p.ptr, p.cnst = append(p.params, "..."), append(p.ptr, false), append(p.cnst, false)
						continue
					}
					pm := paramRE.FindStringSubmatch(param)
					if pm == nil && strings.HasPrefix(name, "PMPI_") {
						break // mpio.h's PMPI_ prototypes have no parameter names
					}
					if pm == nil {
						t.Fatalf("%s: cannot read parameter %q", name, param)
					}
					p.params = append(p.params, pm[2])
					ptr := strings.Contains(pm[1], "*") || pm[3] != ""
					p.ptr = append(p.ptr, ptr)
					beforeStar, _, _ := strings.Cut(pm[1], "*")
					p.cnst = append(p.cnst, ptr && slices.Contains(strings.Fields(beforeStar), "const"))
				}
			}
			protos[name] = p
		}
	}
	return protos
}

// renamed lists the parameters whose mpich name differs from the standard's,
// which the table follows.
var renamed = map[string]map[string]string{
	// MPI-4.0 §4.2.2: MPI_PRECV_INIT(buf, partitions, count, datatype, source, ...).
	"MPI_Precv_init": {"dest": "source"},
}

// largeCountDiffers lists the functions whose _c variant has more
// parameters (see Func.LargeCount).
var largeCountDiffers = map[string]bool{"MPI_Type_get_envelope": true, "MPI_Type_get_contents": true}

func TestTableMatchesMPICHPrototypes(t *testing.T) {
	protos := parseProtos(t, mpichHeader(t, "mpi_proto.h"), mpichHeader(t, "mpio.h"))
	if len(protos) < 800 {
		t.Fatalf("read only %d prototypes", len(protos))
	}
	standard := func(fn string, names []string) []string {
		out := slices.Clone(names)
		for i, n := range out {
			if r, ok := renamed[fn][n]; ok {
				out[i] = r
			}
		}
		return out
	}
	for name, p := range protos {
		if !strings.HasPrefix(name, "MPI_") || strings.HasPrefix(name, "MPI_T_") {
			continue
		}
		base, large := strings.CutSuffix(name, "_c")
		f, ok := ByName(base)
		if !ok {
			t.Errorf("%s: in mpich's headers, not in the table", name)
			continue
		}
		if large && !f.LargeCount {
			t.Errorf("%s exists but the %s row has no LC flag", name, base)
		}
		if large && largeCountDiffers[base] {
			continue
		}
		if got := standard(base, p.params); !slices.Equal(got, f.Params) {
			t.Errorf("%s: mpich parameters %v, table %v", name, got, f.Params)
		}
		if !slices.Equal(p.ptr, f.cptr) {
			t.Errorf("%s: mpich pointer parameters %v, table %v", name, p.ptr, f.cptr)
		}
		if !slices.Equal(p.cnst, f.cconst) {
			t.Errorf("%s: mpich pointers to const %v, table %v", name, p.cnst, f.cconst)
		}
	}
	for _, f := range All() {
		if _, ok := protos[f.Name]; !ok {
			t.Errorf("%s: in the table, not in mpich's headers", f.Name)
		}
		if _, ok := protos[f.Name+"_c"]; ok != f.LargeCount {
			t.Errorf("%s: LargeCount %v, but %s_c in mpich: %v", f.Name, f.LargeCount, f.Name, ok)
		}
		// Resolve maps PMPI_ names without a table of its own.
		if _, ok := protos["P"+f.Name]; !ok && f.Name != "MPI_DUP_FN" {
			t.Errorf("P%s: not in mpich's headers", f.Name)
		}
		for _, n := range renamed[f.Name] {
			if !slices.Contains(f.Params, n) {
				t.Errorf("%s: renamed parameter %s not in the table", f.Name, n)
			}
		}
	}
}

// cDefines reads "#define NAME value" lines.
func cDefines(text string) map[string]string {
	defs := map[string]string{}
	re := regexp.MustCompile(`(?m)^#define\s+(MPIX?_\w+)[ \t]+(.+?)\s*(?:/\*.*)?$`)
	for _, m := range re.FindAllStringSubmatch(text, -1) {
		if _, seen := defs[m[1]]; !seen {
			defs[m[1]] = m[2]
		}
	}
	return defs
}

// fortranParams reads "PARAMETER (NAME=value)" lines.
func fortranParams(text string) map[string]int64 {
	ps := map[string]int64{}
	re := regexp.MustCompile(`(?i)PARAMETER\s*\(\s*(MPIX?_\w+)\s*=\s*\(?\s*(-?\d+)\s*\)?\s*\)`)
	for _, m := range re.FindAllStringSubmatch(text, -1) {
		v, err := strconv.ParseInt(m[2], 10, 64)
		if err == nil {
			ps[strings.ToUpper(m[1])] = v
		}
	}
	return ps
}

func TestHandlesMatchMPICH(t *testing.T) {
	mpih := mpichHeader(t, "mpi.h")
	mpif := mpichHeader(t, "mpif.h")
	defs := cDefines(mpih)
	handleRE := regexp.MustCompile(`^\(*\s*\(MPI_(\w+)\)\s*\(?\s*(0x[0-9a-fA-F]+)\s*\)*$`)
	classes := map[string]HandleClass{}
	for i, n := range handleClassNames {
		classes[n] = HandleClass(i)
	}
	seen := map[string]bool{}
	for name, def := range defs {
		m := handleRE.FindStringSubmatch(def)
		if m == nil || strings.HasPrefix(name, "MPIX_") {
			continue
		}
		seen[name] = true
		v, _ := strconv.ParseInt(m[2], 0, 64)
		h, ok := mpichByName[name]
		switch {
		case !ok:
			t.Errorf("%s = %s: in mpi.h, not in mpichHandles", name, def)
		case h.Value != v || h.Class != classes[m[1]]:
			t.Errorf("%s: mpi.h says (%s)%#x, table %s %#x", name, m[1], v, h.Class, h.Value)
		}
	}
	if len(seen) < 90 {
		t.Fatalf("read only %d handles from mpi.h", len(seen))
	}
	for _, h := range mpichHandles {
		if !seen[h.Name] {
			t.Errorf("%s: in mpichHandles, not in mpi.h", h.Name)
		}
	}
	for alias, target := range mpichAliases {
		def := defs[alias]
		if !strings.Contains(def, target) {
			t.Errorf("mpi.h: %s is %q, table says %s", alias, def, target)
		}
		if a, _ := HandleValue(alias); a != mpichByName[target].Value {
			t.Errorf("HandleValue(%s) = %#x", alias, a)
		}
	}
	// Fortran: mpif.h uses the same integers.
	fp := fortranParams(mpif)
	checked := 0
	for _, h := range mpichHandles {
		v, ok := fp[h.Name]
		if !ok {
			continue
		}
		checked++
		if int64(int32(uint32(h.Value))) != v {
			t.Errorf("mpif.h: %s = %d, C %#x", h.Name, v, h.Value)
		}
	}
	if checked < 60 {
		t.Errorf("only %d handles checked in mpif.h", checked)
	}
}

func TestConstantsMatchMPICH(t *testing.T) {
	defs := cDefines(mpichHeader(t, "mpi.h"))
	fp := fortranParams(mpichHeader(t, "mpif.h"))
	ints := map[string]int64{
		"MPI_THREAD_SINGLE": int64(ThreadSingle), "MPI_THREAD_FUNNELED": int64(ThreadFunneled),
		"MPI_THREAD_SERIALIZED": int64(ThreadSerialized), "MPI_THREAD_MULTIPLE": int64(ThreadMultiple),
		"MPI_ANY_SOURCE": MPICH.AnySource, "MPI_PROC_NULL": MPICH.ProcNull, "MPI_ROOT": MPICH.Root,
		"MPI_ANY_TAG": MPICH.AnyTag, "MPI_UNDEFINED": MPICH.Undefined,
		"MPI_LOCK_EXCLUSIVE": MPICH.LockExclusive, "MPI_LOCK_SHARED": MPICH.LockShared,
		"MPI_MODE_NOCHECK": MPICH.ModeNoCheck, "MPI_MODE_NOSTORE": MPICH.ModeNoStore,
		"MPI_MODE_NOPUT": MPICH.ModeNoPut, "MPI_MODE_NOPRECEDE": MPICH.ModeNoPrecede,
		"MPI_MODE_NOSUCCEED": MPICH.ModeNoSucceed,
	}
	num := regexp.MustCompile(`^\(?\s*(-?\d+)\s*\)?$`)
	for name, want := range ints {
		m := num.FindStringSubmatch(defs[name])
		if m == nil {
			t.Errorf("mpi.h: %s is %q", name, defs[name])
		} else if v, _ := strconv.ParseInt(m[1], 10, 64); v != want {
			t.Errorf("mpi.h: %s = %d, table %d", name, v, want)
		}
		if v, ok := fp[name]; !ok || v != want {
			t.Errorf("mpif.h: %s = %d (%v), table %d", name, v, ok, want)
		}
	}
	ptr := regexp.MustCompile(`^\(?\s*\((?:void|int|MPI_Status)\s*\*\)\s*(-?\d+)\s*\)?$`)
	for name, want := range map[string]int64{
		"MPI_IN_PLACE": MPICH.InPlace, "MPI_BOTTOM": MPICH.Bottom, "MPI_STATUS_IGNORE": MPICH.StatusIgnore,
		"MPI_STATUSES_IGNORE": MPICH.StatusesIgnore, "MPI_ERRCODES_IGNORE": MPICH.ErrcodesIgnore,
	} {
		m := ptr.FindStringSubmatch(defs[name])
		if m == nil {
			t.Errorf("mpi.h: %s is %q", name, defs[name])
		} else if v, _ := strconv.ParseInt(m[1], 10, 64); v != want {
			t.Errorf("mpi.h: %s = %d, table %d", name, v, want)
		}
	}
}

// TestFortranSentinelsMatchMPICH recomputes the offsets of the members of
// mpif.h's common blocks (INTEGER: 4 bytes, CHARACTER*1: 1 byte).
func TestFortranSentinelsMatchMPICH(t *testing.T) {
	mpif := mpichHeader(t, "mpif.h")
	fp := fortranParams(mpif)
	size := map[string]int64{}
	decl := regexp.MustCompile(`(?im)^\s+(INTEGER|CHARACTER\*1)\s+(.+)$`)
	dims := regexp.MustCompile(`(\w+)(?:\(([^)]*)\))?`)
	for _, m := range decl.FindAllStringSubmatch(mpif, -1) {
		elem := int64(4)
		if strings.HasPrefix(strings.ToUpper(m[1]), "CHARACTER") {
			elem = 1
		}
		for _, d := range dims.FindAllStringSubmatch(m[2], -1) {
			n := int64(1)
			if d[2] != "" {
				for _, e := range strings.Split(d[2], ",") {
					e = strings.TrimSpace(e)
					if v, err := strconv.ParseInt(e, 10, 64); err == nil {
						n *= v
					} else if v, ok := fp[strings.ToUpper(e)]; ok {
						n *= v
					} else {
						n = -1
						break
					}
				}
			}
			if n > 0 {
				size[strings.ToUpper(d[1])] = n * elem
			}
		}
	}
	common := regexp.MustCompile(`(?im)^\s+COMMON\s*/(\w+)/\s*(.+)$`)
	checked := 0
	for _, m := range common.FindAllStringSubmatch(mpif, -1) {
		block := strings.ToLower(m[1]) + "_"
		off := int64(0)
		for _, member := range strings.Split(m[2], ",") {
			member = strings.ToUpper(strings.TrimSpace(member))
			if name, ok := FortranSentinel(block, off); ok {
				if name != member {
					t.Errorf("%s+%d is %s in mpif.h, %s in the table", block, off, member, name)
				}
				checked++
			} else if member != "MPI_BOTTOM" && strings.HasPrefix(member, "MPI_") {
				t.Errorf("%s+%d: %s not in the table", block, off, member)
			}
			s, ok := size[member]
			if !ok {
				t.Fatalf("mpif.h: no size for %s", member)
			}
			off += s
		}
	}
	if checked != 9 {
		t.Errorf("checked %d sentinels, want 9", checked)
	}
}

// dynamicSymbols returns the functions a shared library of mpich defines.
func dynamicSymbols(t *testing.T, lib string) []string {
	t.Helper()
	for _, d := range mpichLibDirs {
		matches, _ := filepath.Glob(filepath.Join(d, lib+".so*"))
		for _, path := range matches {
			f, err := elf.Open(path)
			if err != nil {
				continue
			}
			syms, err := f.DynamicSymbols()
			f.Close()
			if err != nil {
				continue
			}
			var names []string
			for _, s := range syms {
				if elf.ST_TYPE(s.Info) == elf.STT_FUNC && s.Section != elf.SHN_UNDEF {
					names = append(names, s.Name)
				}
			}
			return names
		}
	}
	need(t, lib+".so")
	return nil
}

// TestResolveMPICHLibrarySymbols resolves every MPI function libmpich.so
// and libmpichfort.so define, in all their C and Fortran spellings.
func TestResolveMPICHLibrarySymbols(t *testing.T) {
	cSym := regexp.MustCompile(`^P?MPI_[A-Z][a-z0-9]\w*$`)
	fSym := regexp.MustCompile(`^(?:p?mpi_[a-z0-9_]+|P?MPI_[A-Z0-9_]+)$`)
	// Not MPI functions of the table: tools (MPI_T_), extensions (MPIX_),
	// internals (MPIR_, MPIO_), Fortran-only procedures and callbacks, and
	// the mpich extensions MPIX_Delete_error_* whose Fortran names lost
	// their X.
	notMPI := regexp.MustCompile(`(?i)^p?mpi(?:x|r|_t|io)_|^p?mpi_(?:status_f082f|status_f2f08|sizeof|f_sync_reg|delete_error_class|delete_error_code|delete_error_string|conversion_fn_null|comm_dup_fn|comm_null_copy_fn|comm_null_delete_fn|type_dup_fn|type_null_copy_fn|type_null_delete_fn|win_dup_fn|win_null_copy_fn|win_null_delete_fn|null_copy_fn|null_delete_fn|dup_fn)(?:_f08ts|_f08)?_*$`)
	n := 0
	for _, lib := range []string{"libmpich", "libmpichfort"} {
		for _, s := range dynamicSymbols(t, lib) {
			if !cSym.MatchString(s) && !fSym.MatchString(s) || notMPI.MatchString(s) {
				continue
			}
			n++
			r, ok := Resolve(s)
			if !ok {
				t.Errorf("%s: %s not resolved", lib, s)
				continue
			}
			// libmpichfort also defines the C functions MPI_Status_f082c, ...
			wantF := lib == "libmpichfort" && !cSym.MatchString(s)
			if (r.Binding == Fortran) != wantF {
				t.Errorf("%s: %s resolved with binding %s", lib, s, r.Binding)
			}
		}
	}
	if n < 1500 {
		t.Errorf("only %d symbols checked", n)
	}
	t.Logf("%d library symbols resolved", n)
}
