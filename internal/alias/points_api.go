package alias

import (
	"os"
	"sync"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Library is what the program-wide points-to needs to know about functions outside the
// program, beyond what this package knows (allocators, functions returning a pointer into an
// argument): which calls only read a pointer they are given, and which pointer arguments a
// call reads and writes. The dependence analysis owns these tables (they also say what
// varies) and registers them with SetLibrary; without it the defaults are conservative (a
// call outside the program may read and write every pointer it is given).
type Library struct {
	// OnlyReads reports whether call in only reads the memory the local pointer value v
	// points to (a send buffer, strlen's string): a parameter passed there stays read-only.
	OnlyReads func(in *llvmir.Inst, v string) bool
	// Accessed lists the indices of the pointer arguments a call outside the program may
	// read and may write (for the summaries of small functions).
	Accessed func(f *model.Function, in *llvmir.Inst) (reads, writes []int)
	// Watch, when not nil, is called after each instruction of the build that may merge
	// classes (a developer's aid: PARCOACH_DEBUG_MERGE in the dependence package).
	Watch func(pt *Points, f *model.Function, in *llvmir.Inst, what string)
}

var (
	libMu      sync.Mutex
	registered *Library
	pointsMu   sync.Mutex
	pointsOf   = map[*model.Program]*programPoints{}
)

type programPoints struct {
	mu   sync.Mutex // held while building: the other callers wait
	pt   *Points
	view *View
}

// SetLibrary registers the library knowledge the program-wide model is built with (the
// dependence package does it when it is linked in). Call it before the first ProgramPoints.
func SetLibrary(lib *Library) {
	libMu.Lock()
	registered = lib
	libMu.Unlock()
}

func currentLibrary() *Library {
	libMu.Lock()
	defer libMu.Unlock()
	return registered
}

// ProgramPoints returns the program-wide points-to graph of p, built once per program (the
// first caller builds it, the others wait) and its frozen View. Like TypesOf, the cache keeps
// the graphs for the whole run. The graph belongs to the
// dependence solver afterwards (see Points); everybody else asks the View.
func ProgramPoints(p *model.Program) (*Points, *View) {
	pointsMu.Lock()
	e := pointsOf[p]
	if e == nil {
		e = &programPoints{}
		pointsOf[p] = e
	}
	pointsMu.Unlock()
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.pt == nil { // (a build that panicked left nothing: the next caller tries again)
		lib := currentLibrary()
		pt := BuildPoints(p, lib)
		e.view = pt.freeze(p)
		// (the inclusion sets at the first question, or ahead: View.BuildInclusionNow)
		e.view.setInclusionLazy(p, func() *Inclusion { return buildInclusionTimed(p, lib) })
		e.pt = pt
	}
	return e.pt, e.view
}

// ProgramView returns the frozen, read-only program-wide model of p (see ProgramPoints).
func ProgramView(p *model.Program) *View {
	_, v := ProgramPoints(p)
	return v
}

// BuildPoints builds a new points-to graph of p with the given library knowledge (nil: the
// defaults), not cached: for tests and tools. Checks use ProgramPoints.
func BuildPoints(p *model.Program, lib *Library) *Points {
	pt := newPoints(lib)
	if debugJoin != "" {
		pt.jlog = &joinLog{}
	}
	if debugIndirect != "" {
		reportIndirect(os.Stderr, p)
	}
	pt.build(p)
	return pt
}

// NewPoints returns an empty graph (with its unknown memory class), for tests.
func NewPoints() *Points { return newPoints(nil) }

func (pt *Points) watch(f *model.Function, in *llvmir.Inst, what string) {
	if pt.lib != nil && pt.lib.Watch != nil {
		pt.lib.Watch(pt, f, in, what)
	}
}

func (lib *Library) onlyReads(in *llvmir.Inst, v string) bool {
	return lib != nil && lib.OnlyReads != nil && lib.OnlyReads(in, v)
}

// accessed: the pointer arguments a call outside the program reads and writes; by default
// all of them, both ways.
func (lib *Library) accessed(f *model.Function, in *llvmir.Inst) (reads, writes []int) {
	if lib != nil && lib.Accessed != nil {
		return lib.Accessed(f, in)
	}
	for i, a := range in.Args {
		if llvmir.IsPointerType(a.Type) && !PointsNowhere(a) {
			reads = append(reads, i)
			writes = append(writes, i)
		}
	}
	return
}
