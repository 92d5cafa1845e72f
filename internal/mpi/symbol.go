package mpi

import "strings"

// Symbol is what Resolve learns from a symbol name.
type Symbol struct {
	Func       *Func
	Binding    Binding
	Profiling  bool // PMPI_ / pmpi_ name
	LargeCount bool // MPI-4 large-count variant: C MPI_Xxx_c, mpi_f08 _c_f08ts / _f08ts_large ...
	F08        bool // a "use mpi_f08" specific procedure (_f08, _f08ts, ...)
}

// Lookup returns the function a symbol of the IR calls and its binding. See
// Resolve for the symbols recognised.
func Lookup(symbol string) (*Func, Binding, bool) {
	s, ok := Resolve(symbol)
	if !ok {
		return nil, C, false
	}
	return s.Func, s.Binding, true
}

// f08Suffixes are the endings of mpi_f08 specific procedure names, longest
// first: mpich 4.0 (_f08, _f08ts, _f08_large, _f08ts_large), mpich 4.1+ and
// the MPI-4 standard names (_c_f08, _c_f08ts), Open MPI (_f08), and the
// TS 29113 names of "use mpi" (_fts).
var f08Suffixes = []struct {
	suffix string
	large  bool
	f08    bool
}{
	{"_f08ts_large", true, true},
	{"_f08_large", true, true},
	{"_c_f08ts", true, true},
	{"_c_f08", true, true},
	{"_f08ts", false, true},
	{"_f08", false, true},
	{"_fts", false, false},
}

// Resolve maps a symbol as it appears in LLVM IR (with or without its
// leading "@" and quotes) to the MPI function it names:
//
//   - C: the canonical name (MPI_Bcast), its profiling name (PMPI_Bcast),
//     and the MPI-4 large-count variant (MPI_Bcast_c, PMPI_Bcast_c) of the
//     functions that have one;
//   - Fortran: the name in lower case or upper case, with zero, one or two
//     trailing underscores (mpi_bcast_, mpi_bcast__, mpi_bcast, MPI_BCAST,
//     MPI_BCAST_), with a pmpi_ prefix for the profiling interface, and with
//     the suffixes of mpi_f08 specific procedures (mpi_bcast_f08ts_,
//     mpi_barrier_f08_, mpi_bcast_f08ts_large_, mpi_bcast_c_f08ts_);
//   - module procedures of a module whose name starts with mpi or pmpi:
//     gfortran's __mpi_f08_MOD_mpi_bcast_f08 and flang's
//     _QMmpi_f08Pmpi_bcast_f08.
//
// A mixed-case name is C and must match exactly; an all-lower-case or
// all-upper-case name is Fortran. Unknown names, MPI_T_ tool functions,
// MPIX_ extensions and mpich's internal names (PMPIR_, MPIR_) are not
// recognised.
func Resolve(symbol string) (Symbol, bool) {
	s := strings.TrimPrefix(symbol, "@")
	s = strings.Trim(s, `"`)
	if s == "" {
		return Symbol{}, false
	}
	if f, ok := byName[s]; ok {
		return Symbol{Func: f, Binding: C}, true
	}
	// Profiling C names.
	if strings.HasPrefix(s, "PMPI_") {
		if f, ok := byName[s[1:]]; ok {
			return Symbol{Func: f, Binding: C, Profiling: true}, true
		}
	}
	// Large-count C names.
	if base, ok := strings.CutSuffix(s, "_c"); ok {
		prof := strings.HasPrefix(base, "PMPI_")
		if prof {
			base = base[1:]
		}
		if f, ok := byName[base]; ok && f.LargeCount {
			return Symbol{Func: f, Binding: C, Profiling: prof, LargeCount: true}, true
		}
	}
	return resolveFortran(s)
}

func resolveFortran(s string) (Symbol, bool) {
	if !mentionsMPI(s) {
		return Symbol{}, false // (most calls of a program: no case folding, no allocation)
	}
	module := false
	if i := strings.Index(s, "_MOD_"); strings.HasPrefix(s, "__") && i > 2 {
		// gfortran module procedure: __<module>_MOD_<name>
		if !isMPIModule(s[2:i]) {
			return Symbol{}, false
		}
		s, module = s[i+len("_MOD_"):], true
	} else if rest, ok := strings.CutPrefix(s, "_QM"); ok {
		// flang module procedure: _QM<module>P<name>
		mod, name, ok := strings.Cut(rest, "P")
		if !ok || !isMPIModule(mod) {
			return Symbol{}, false
		}
		s, module = name, true
	}
	lower := strings.ToLower(s)
	if s != lower && s != strings.ToUpper(s) {
		return Symbol{}, false // mixed case: a C name we do not know
	}
	if !module {
		lower = strings.TrimSuffix(lower, "_")
		lower = strings.TrimSuffix(lower, "_")
	}
	sym := Symbol{Binding: Fortran}
	if rest, ok := strings.CutPrefix(lower, "pmpi_"); ok {
		lower, sym.Profiling = "mpi_"+rest, true
	}
	if !strings.HasPrefix(lower, "mpi_") {
		return Symbol{}, false
	}
	if f, ok := byLower[lower]; ok && f.HasFortran {
		sym.Func = f
		return sym, true
	}
	for _, sf := range f08Suffixes {
		base, ok := strings.CutSuffix(lower, sf.suffix)
		if !ok {
			continue
		}
		f, ok := byLower[base]
		if !ok || !f.HasFortran || (sf.large && !f.LargeCount) {
			continue
		}
		sym.Func, sym.LargeCount, sym.F08 = f, sf.large, sf.f08
		return sym, true
	}
	return Symbol{}, false
}

// mentionsMPI reports whether s holds "mpi" in any case: every Fortran name resolveFortran
// accepts does (an MPI module's name, or a name that starts with mpi_ once folded).
func mentionsMPI(s string) bool {
	for i := 0; i+3 <= len(s); i++ {
		if s[i]|0x20 == 'm' && s[i+1]|0x20 == 'p' && s[i+2]|0x20 == 'i' {
			return true
		}
	}
	return false
}

func isMPIModule(m string) bool {
	m = strings.ToLower(m)
	return m == "mpi" || m == "pmpi" || strings.HasPrefix(m, "mpi_") || strings.HasPrefix(m, "pmpi_")
}
