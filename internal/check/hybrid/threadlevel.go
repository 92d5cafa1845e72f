package hybrid

import (
	"fmt"
	"sort"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Report is the thread-level report: what the program requests, what it needs, per function.
type Report struct {
	// Requested is the level the program asks for; Known is false when it cannot be read (no
	// MPI_Init in the analysed code, or a `required` argument that is not a constant).
	Requested mpi.ThreadLevel
	Known     bool
	// From says where Requested comes from: "MPI_Init_thread", "MPI_Init", "--thread-level".
	From    string
	FromPos diag.Pos
	// Program is the minimum level the whole program needs.
	Program mpi.ThreadLevel
	// Funcs lists the user functions holding MPI calls, by position.
	Funcs []*FuncLevel
	// Truncated: some function reaches more MPI calls (along all call paths) than the analysis
	// follows; the levels are then lower bounds.
	Truncated bool
}

// FuncLevel is the minimum level the MPI calls written in one user function need, and the
// calls that need it.
type FuncLevel struct {
	Name  string
	Pos   diag.Pos
	Level mpi.ThreadLevel
	Calls []*CallLevel // the calls that force Level (none when Level is MPI_THREAD_SINGLE)
}

// CallLevel is one MPI call and the level it needs.
type CallLevel struct {
	Name  string
	Pos   diag.Pos
	Level mpi.ThreadLevel
	Why   string // who runs it: "by every thread of the parallel region at line 9"
	Word  string // its parallelism word
}

// Compliant reports whether the program's calls are all allowed at the requested level.
func (r *Report) Compliant() bool { return !r.Known || r.Program <= r.Requested }

// requested finds the thread level the program asks for: --thread-level, else the constant
// `required` argument of MPI_Init_thread (the lowest, if several), MPI_THREAD_SINGLE for
// MPI_Init.
func requested(p *model.Program, cfg *check.Config) (lvl mpi.ThreadLevel, known bool, from string, pos diag.Pos) {
	if cfg != nil && cfg.ThreadLevel >= 0 {
		return mpi.ThreadLevel(cfg.ThreadLevel), true, "--thread-level", diag.Pos{}
	}
	seen, unknown := false, false
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind != model.MPICall {
					continue
				}
				var l mpi.ThreadLevel
				switch e.MPI.Kind {
				case mpi.Init:
					l = mpi.ThreadSingle
				case mpi.InitThread:
					var ok bool
					if l, ok = requiredArg(e); !ok {
						unknown = true
						continue
					}
				default:
					continue
				}
				if !seen || l < lvl {
					lvl, from, pos = l, e.MPI.Name, at(e)
				}
				seen = true
			}
		}
	}
	if unknown && !seen {
		return 0, false, "MPI_Init_thread", diag.Pos{}
	}
	return lvl, seen, from, pos
}

func runThreadLevel(pass *check.Pass) (any, error) {
	r := pass.ResultOf[Analyzer].(*Result)
	rep := &Report{}
	rep.Requested, rep.Known, rep.From, rep.FromPos = requested(pass.Program, pass.Config)
	views, order := r.views()
	sortedEvents(order)
	for _, root := range r.Roots {
		rep.Truncated = rep.Truncated || root.Truncated
	}

	// The report, per user function.
	byFunc := map[string]*FuncLevel{}
	var funcs []*FuncLevel
	for _, e := range order {
		v := views[e]
		name := e.Fn().UserFunc()
		fl := byFunc[name]
		if fl == nil {
			fl = &FuncLevel{Name: name, Pos: funcPos(e.Fn())}
			byFunc[name] = fl
			funcs = append(funcs, fl)
		}
		if v.level > fl.Level {
			fl.Level, fl.Calls = v.level, nil
		}
		if v.level == fl.Level && v.level > mpi.ThreadSingle {
			fl.Calls = append(fl.Calls, &CallLevel{Name: r.name(e), Pos: at(e), Level: v.level, Why: r.why(v, at(e)), Word: v.item.Word.String()})
		}
		if v.level > rep.Program {
			rep.Program = v.level
		}
	}
	sort.SliceStable(funcs, func(i, j int) bool { return posLess(funcs[i].Pos, funcs[j].Pos) })
	rep.Funcs = funcs

	// The findings.
	fd := newFound(pass)
	minNote := func(p diag.Pos) diag.Note {
		np := rep.FromPos
		if np.File == "" {
			np = p
		}
		return diag.Note{Pos: np, Message: "minimum thread level required: " + rep.Program.String()}
	}
	for _, e := range order {
		v := views[e]
		p := at(e)
		if v.info.Bad >= 0 {
			w := v.item.Word
			prev := v.info.Bad - 1
			for prev >= 0 && w[prev].Kind == B {
				prev--
			}
			msg := fmt.Sprintf("invalid nesting of OpenMP regions around %s: %s inside %s (parallelism word %s); the automaton of parallelism words rejects it (invalid state)",
				r.name(e), r.describe(w[v.info.Bad], p), r.describe(w[max(prev, 0)], p), w)
			fd.add(ThreadLevelID, diag.Warning, p, msg, r.notes(v.item, p))
		}
		if !rep.Known || v.level <= rep.Requested {
			continue
		}
		level := rep.Requested.String()
		if rep.From == "--thread-level" {
			level += " (--thread-level)"
		}
		msg := fmt.Sprintf("possible non-compliance with %s: %s %s (parallelism word %s); it needs %s", level, r.name(e), r.why(v, p), v.item.Word, v.level)
		notes := r.notes(v.item, p)
		if v.partner != nil && !v.partner.Self {
			q := v.partner.Item
			notes = diag.AppendNotes(notes, diag.Note{Pos: at(q.Call), Message: r.name(q.Call) + " may run at the same time"})
		}
		notes = append(notes, minNote(p))
		fd.add(ThreadLevelID, diag.Warning, p, msg, notes)
	}
	fd.flush()
	return rep, nil
}

// why phrases the reason a call needs its level, after its name: "is called by every thread
// of the parallel region at line 9", "may run at the same time as MPI_Reduce at line 19: ...".
func (r *Result) why(v *callView, p diag.Pos) string {
	if v.partner == nil {
		return "is called " + r.context(v.item.Word, v.info.State, p)
	}
	q := v.partner
	if q.Self {
		return "may run at the same time as itself: " + r.concurrencyWhy(v.item, q, p)
	}
	s := fmt.Sprintf("may run at the same time as %s: %s", join(r.name(q.Item.Call), where(at(q.Item.Call), p)), r.concurrencyWhy(v.item, q, p))
	if v.distinc && v.item.Call.IsCollective() && q.Item.Call.IsCollective() {
		s += fmt.Sprintf(" (they use different communicators, %s and %s, so the order of collectives is not at risk)", v.item.Comm, q.Item.Comm)
	}
	return s
}

// funcPos is where a user function is written (the function an outlined region comes from).
func funcPos(f *model.Function) diag.Pos {
	g := f
	for i := 0; i < 8; i++ {
		p := g.Parent()
		if p == nil {
			break
		}
		g = p
	}
	pos := g.Pos
	pos.Func = g.Name
	return pos
}

func posLess(a, b diag.Pos) bool {
	if a.File != b.File {
		return a.File < b.File
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Func < b.Func
}
