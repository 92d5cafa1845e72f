package dependence

import (
	"os"
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// The memory model is the program-wide points-to of package alias (alias.Points: unification
// classes, field-sensitive, with summaries of small functions and read-only parameters). The
// names below keep the solver's code short.
type (
	class       = alias.Class
	pointsTo    = alias.Points
	paramKey    = alias.ParamKey
	valueKey    = alias.ValueKey
	siteSummary = alias.SiteSummary
	calleeInfo  = alias.CalleeInfo
)

const noClass = alias.NoClass

// calleeOf finds the program function a call runs (alias.CalleeOf).
var calleeOf = alias.CalleeOf

// The library knowledge the points-to is built with: which library calls only read a pointer,
// which arguments a call outside the program reads and writes (between processes).
func init() { alias.SetLibrary(libraryForPoints()) }

func libraryForPoints() *alias.Library {
	lib := &alias.Library{
		OnlyReads: func(in *llvmir.Inst, v string) bool { return passedToMPIInput(in, v) || passedToReader(in, v) },
		Accessed: func(f *model.Function, in *llvmir.Inst) (reads, writes []int) {
			flow := callFlow(in)
			for i, a := range in.Args {
				if llvmir.IsPointerType(a.Type) && !pointsNowhere(a) && flow.reads(i) {
					reads = append(reads, i)
				}
			}
			return reads, libraryWriteArgs(Processes, f, in)
		},
	}
	if debugMerge != "" {
		var w *mergeWatch
		lib.Watch = func(pt *pointsTo, f *model.Function, in *llvmir.Inst, what string) {
			if w == nil {
				w = newMergeWatch(debugMerge, os.Stderr)
			}
			w.check(pt, f, in, what)
		}
	}
	return lib
}

func pointsNowhere(v *llvmir.Value) bool { return alias.PointsNowhere(v) }

func gepOffset(f *model.Function, in *llvmir.Inst) (int64, bool) { return alias.GEPOffset(f, in) }

func gepSourceType(f *model.Function, in *llvmir.Inst) string { return alias.GEPSourceText(f, in) }

// readOnlyParams: the read-only pointer parameters of the points-to graph of p.
func readOnlyParams(p *model.Program) map[paramKey]bool {
	pt, _ := alias.ProgramPoints(p)
	return pt.ReadOnly
}

// libraryWriteArgs lists the pointer arguments a call to a function outside the program may
// write: those libraryFlow says it writes, none for a function that only reads (in domain d:
// the OpenMP runtime only reads in the processes domain).
func libraryWriteArgs(d Domain, f *model.Function, in *llvmir.Inst) []int {
	name := in.CalledFunction()
	if eff := effectOf(d, name); eff.known && eff.readOnly {
		return nil
	}
	flow := callFlow(in)
	var out []int
	for i, a := range in.Args {
		if llvmir.IsPointerType(a.Type) && flow.writes(i) && writable(f, a) {
			out = append(out, i)
		}
	}
	return out
}

// libraryWrites lists the classes a call to a function outside the program may write.
func libraryWrites(pt *pointsTo, d Domain, f *model.Function, in *llvmir.Inst) []class {
	var out []class
	for _, i := range libraryWriteArgs(d, f, in) {
		out = append(out, pt.Find(pt.Loc(f, in.Args[i])))
	}
	return out
}

// freshBlock reports whether a call returns a fresh block of memory (not fopen and the like,
// also in allocators, which return a handle whose NULL-ness depends on the name asked for).
func freshBlock(name string) bool {
	switch name {
	case "malloc", "calloc", "realloc", "aligned_alloc", "_Znwm", "_Znam", "_mm_malloc", "memalign",
		"valloc", "pvalloc":
		return true
	}
	return strings.HasPrefix(name, "_FortranAAllocatableAllocate") || strings.HasPrefix(name, "_FortranAPointerAllocate")
}

// passedToReader reports whether a library call only reads the memory v points to: the
// source of a memory copy, or a function that reads its arguments only (strlen, flang's
// character comparisons and searches, the items of a WRITE statement).
func passedToReader(in *llvmir.Inst, v string) bool {
	name := in.CalledFunction()
	copySource := strings.HasPrefix(name, "llvm.memmove") || strings.HasPrefix(name, "llvm.memcpy") || name == "memcpy" || name == "memmove"
	reader := readOnlyFuncs[name] || strings.HasPrefix(name, "_FortranAioOutput")
	for _, p := range []string{"_FortranACharacterCompareScalar", "_FortranAScan", "_FortranAIndex", "_FortranAVerify", "_FortranALenTrim"} {
		reader = reader || strings.HasPrefix(name, p)
	}
	if !copySource && !reader {
		return false
	}
	for j, a := range in.Args {
		if a.Kind == llvmir.ValLocal && a.Name == v && copySource && j != 1 {
			return false // the destination
		}
	}
	return true
}

// passedToMPIInput reports whether in is an MPI call given v only as arguments it reads (a
// send buffer; a count, root or datatype passed by reference in Fortran), never as one it
// writes: `CALL MPI_ALLREDUCE(value, total, ...)` in a wrapper reads its dummy argument.
func passedToMPIInput(in *llvmir.Inst, v string) bool {
	mf, binding, ok := mpi.Lookup(in.CalledFunction())
	if !ok {
		return false
	}
	eff := mpiEffect(Processes, mf, binding)
	written := append(append(slices.Clone(eff.vary), eff.uniform...), writtenArgs(mf, binding, len(in.Args), eff.uniform)...)
	for j, a := range in.Args {
		if a.Kind == llvmir.ValLocal && a.Name == v && slices.Contains(written, j) {
			return false
		}
	}
	return true
}
