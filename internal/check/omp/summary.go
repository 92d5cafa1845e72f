package omp

import (
	"fmt"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/model"
)

// summarise computes what f exports to its callers: the minimal numbers of barriers and of
// worksharing constructs on a path from the entry to a return, in the CFG without back edges
// (Algorithm 18's n_barrier and n_d), and the barriers and worksharing constructs f reaches
// outside its own constructs.
func (a *analysis) summarise(f *model.Function, sg *seqGraph, items []*item) *Summary {
	s := &Summary{}
	s.Barriers, s.BarrierPath = minPath(f, sg, items, barrierItem)
	s.Worksharing, s.WorkPath = minPath(f, sg, items, workItem)
	s.TopLevel = a.topLevel(f)
	return s
}

// minPath returns the smallest number of items of kind k on a path from the entry to a return
// of f, and the items of one such path, in order, as origins.
func minPath(f *model.Function, sg *seqGraph, items []*item, k itemKind) (int, []Origin) {
	n := len(sg.succ)
	per := make([][]*item, n)
	any := false
	for _, it := range items {
		if it.kind == k {
			per[it.block] = append(per[it.block], it)
			any = true
		}
	}
	if !any {
		return 0, nil
	}
	const inf = int(^uint(0) >> 2)
	in := make([]int, n)
	pred := make([]int, n)
	for i := range in {
		in[i], pred[i] = inf, -1
	}
	in[0] = 0
	best, bestBlock := inf, -1
	for _, b := range sg.order {
		if in[b] == inf {
			continue
		}
		out := in[b] + len(per[b])
		if returns(f, b) && out < best {
			best, bestBlock = out, b
		}
		for _, s := range sg.succ[b] {
			if out < in[s] {
				in[s], pred[s] = out, b
			}
		}
	}
	if bestBlock < 0 {
		return 0, nil // f never returns: nothing after the call runs
	}
	var path []int
	for b := bestBlock; b >= 0; b = pred[b] {
		path = append(path, b)
	}
	var origins []Origin
	for i := len(path) - 1; i >= 0 && len(origins) < maxPath; i-- {
		for _, it := range per[path[i]] {
			origins = append(origins, originOf(f, it))
		}
	}
	if len(origins) > maxPath {
		origins = origins[:maxPath]
	}
	return best, origins
}

// returns reports whether block b of f ends with a return (not with a call that never
// returns or `unreachable`).
func returns(f *model.Function, b int) bool {
	if f.Blocks[b].NoReturn != nil {
		return false
	}
	t := f.Terminator(b)
	return t != nil && t.Op == "ret"
}

// originOf is where an item of f is written, seen from f's callers.
func originOf(f *model.Function, it *item) Origin {
	if it.origin == nil {
		return Origin{Pos: it.at, What: it.what}
	}
	o := *it.origin
	o.Via = append([]diag.Note{viaNote(f, it.ev, o.What)}, o.Via...)
	return o
}

func viaNote(f *model.Function, call *model.Event, what string) diag.Note {
	return diag.Note{Pos: userPos(f, call.Pos), Message: fmt.Sprintf("%s is reached through the call to %s in %s", what, call.Callee.Name, f.UserFunc())}
}

// nestingKinds are the regions in which a barrier or worksharing construct may not be closely
// nested (OpenMP 5.2 §17.1 restrictions on barrier and worksharing regions).
func nestingKind(k model.ConstructKind) bool {
	switch k {
	case model.ConstructSingle, model.ConstructMaster, model.ConstructMasked, model.ConstructCritical,
		model.ConstructOrdered, model.ConstructFor, model.ConstructSections:
		return true
	}
	return false
}

// insideConstructs returns the events of f that are inside the body of one of its constructs
// that forbid nesting.
func insideConstructs(f *model.Function) map[*model.Event]bool {
	in := map[*model.Event]bool{}
	if !f.Program.Uses(f).Has(model.UsesOpenMP) {
		return in // no OpenMP runtime call: no construct (its recognition is not run)
	}
	for _, c := range f.OpenMP().Constructs {
		if nestingKind(c.Kind) {
			for _, e := range c.Body {
				in[e] = true
			}
		}
	}
	return in
}

// topLevel lists the barriers and worksharing constructs f reaches outside the bodies of its
// own constructs: its own, and through calls (not through new teams) those of its callees.
func (a *analysis) topLevel(f *model.Function) []Origin {
	inside := insideConstructs(f)
	var out []Origin
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			if inside[e] || len(out) >= maxPath {
				continue
			}
			switch {
			case e.Kind == model.OMPCall:
				if o, ok := directOrigin(f, e); ok {
					out = append(out, o)
				}
			case e.Kind == model.Call && e.Callee != nil && !e.StartsTeam():
				s := a.sums[e.Callee]
				if s == nil {
					continue
				}
				for _, o := range s.TopLevel {
					o.Via = append([]diag.Note{viaNote(f, e, o.What)}, o.Via...)
					out = append(out, o)
				}
			}
		}
	}
	if len(out) > maxPath {
		out = out[:maxPath]
	}
	return out
}

// directOrigin is the origin of a runtime call that is a barrier of the user's (explicit, or
// implicit without a construct) or starts a worksharing construct.
func directOrigin(f *model.Function, e *model.Event) (Origin, bool) {
	c := f.ConstructOf(e)
	switch e.OMP.Kind {
	case model.OMPBarrier:
		if c == nil {
			return Origin{Pos: userPos(f, e.OMP.Pos), What: dir(f, "barrier")}, true
		}
	case model.OMPForStaticInit, model.OMPDispatchInit, model.OMPSingle:
		if c != nil && c.Kind.Worksharing() && c.Begin == e {
			return Origin{Pos: userPos(f, c.Pos), What: directive(f, c.Kind)}, true
		}
	}
	return Origin{}, false
}

// nesting reports the barriers and worksharing constructs closely nested in a region that
// forbids them: reached through a call from the body of single, master, masked, critical,
// ordered, for or sections (or written there, when the compiler let it through), or reached
// from the body of an explicit task.
func (a *analysis) nesting() {
	seen := map[*model.Function]bool{}
	for _, f := range a.pass.Program.Funcs {
		var constructs []*model.Construct
		if a.pass.Program.Uses(f).Has(model.UsesOpenMP) {
			// A function without OpenMP runtime calls has no construct that forbids
			// nesting (single, master, critical, for... all begin with one).
			constructs = f.OpenMP().Constructs
		}
		for _, c := range constructs {
			if !nestingKind(c.Kind) {
				continue
			}
			region := fmt.Sprintf("the %s region at %s", directive(f, c.Kind), lineOf(f, c.Pos))
			start := diag.Note{Pos: userPos(f, c.Pos), Message: fmt.Sprintf("the %s region starts here", directive(f, c.Kind))}
			for _, e := range c.Body {
				switch {
				case e.Kind == model.OMPCall:
					o, ok := directOrigin(f, e)
					if !ok || f.ConstructOf(e) == c {
						continue
					}
					a.add(NestingID, o.Pos, fmt.Sprintf("%s is closely nested in %s", o.What, region), []diag.Note{start})
					a.sites = append(a.sites, &Site{Fn: f, Inst: e.Inst, Check: NestingID, What: o.What})
				case e.Kind == model.Call && e.Callee != nil && !e.StartsTeam():
					s := a.sums[e.Callee]
					if s == nil {
						continue
					}
					call := diag.Note{Pos: userPos(f, e.Pos), Message: fmt.Sprintf("%s is called here, inside the %s region", e.Callee.Name, directive(f, c.Kind))}
					for _, o := range s.TopLevel {
						msg := fmt.Sprintf("%s is closely nested in %s, through the call to %s", o.What, region, e.Callee.Name)
						a.add(NestingID, o.Pos, msg, append([]diag.Note{start, call}, o.Via...))
					}
					if len(s.TopLevel) > 0 {
						a.nestedSites(e.Callee, s.TopLevel[0].What, seen)
					}
				}
			}
		}
		if !f.IsTaskEntry() {
			continue
		}
		s := a.sums[f]
		if s == nil {
			continue
		}
		for _, site := range a.pass.Program.TaskSites(f) {
			p := site.Fn()
			task := diag.Note{Pos: userPos(p, site.OMP.Pos), Message: "the task is created here"}
			for _, o := range s.TopLevel {
				msg := fmt.Sprintf("%s is closely nested in the explicit task created at %s", o.What, lineOf(p, site.OMP.Pos))
				a.add(NestingID, o.Pos, msg, append([]diag.Note{task}, o.Via...))
			}
		}
	}
}

// nestedSites lists as sites, for the runtime check, the functions reachable from fn through
// calls that do not start a team whose summaries reach a barrier or worksharing construct
// outside any construct of their own: each is instrumented whole, so that the check before
// the construct runs in the thread that reaches it inside a one-thread region (where the
// runtime reports the nesting instead of waiting for threads that cannot come).
func (a *analysis) nestedSites(fn *model.Function, what string, seen map[*model.Function]bool) {
	if fn == nil || seen[fn] {
		return
	}
	seen[fn] = true
	s := a.sums[fn]
	if s == nil || len(s.TopLevel) == 0 {
		return
	}
	a.sites = append(a.sites, &Site{Fn: fn, Check: NestingID, What: what})
	for _, b := range fn.Blocks {
		for _, e := range b.Events {
			if e.Kind == model.Call && e.Callee != nil && !e.StartsTeam() {
				a.nestedSites(e.Callee, what, seen)
			}
		}
	}
}

// lineOf says where a position is for a message: "line 12", or "function f" without a line.
func lineOf(f *model.Function, p diag.Pos) string {
	if p.Known() {
		return fmt.Sprintf("line %d", p.Line)
	}
	return "function " + f.UserFunc()
}
