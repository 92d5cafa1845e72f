package hybrid

import (
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Collectives in critical regions.
//
// Every thread of a team calling MPI_Barrier inside `#pragma omp critical` makes several
// collective calls per process, one at a time (MPI_THREAD_MULTIPLE). Which thread enters first
// differs between processes, but the calls still match when the order cannot matter:
//
//   - every collective the critical regions of that lock make is the same call (same function,
//     communicator, root, counts, datatypes, operation; only the buffers differ), so the k-th
//     call of one process matches the k-th of any other whoever makes it; or
//   - they are all in one critical construct, each made once on every entry (no branch or loop
//     around it inside the region), with the same arguments: every entry makes the same
//     sequence, and entries do not interleave.
//
// In both cases each process must make as many calls: every parallel region around them has a
// constant num_threads clause (otherwise the team size, OMP_NUM_THREADS or the dynamic
// adjustment of teams, may differ between processes, and so does the number of calls). And no
// other collective on a communicator that may be the same runs in the team
// (it could slip between two entries on one process and not on another), and the collectives
// of the regions are those of one lock (one critical name, or `ordered`). Two critical regions
// of one lock making different collectives (MPI-CorrBench two_collectives_8/9) stay reported:
// whichever thread enters first decides the order on each process.

// serializedInOrder returns the collective items of root, called by several threads one at a
// time, that every process calls in an order that cannot differ (see above).
func (r *Result) serializedInOrder(root *Root) map[*Item]bool {
	groups := map[string][]*Item{} // lock bucket -> serialized collective items
	var team []*Item               // collective items inside a parallel region
	for _, it := range root.Items {
		if !it.Call.IsCollective() || !inTeam(it.Word) {
			continue
		}
		team = append(team, it)
		if r.Info[it].State != Serial || !fixedTeams(it) {
			continue
		}
		if l, ok := lastCritical(it.Word); ok {
			b := r.Words.bucket(l)
			groups[b] = append(groups[b], it)
		}
	}
	ok := map[*Item]bool{}
	for _, g := range groups {
		if !alone(g, team) || !(sameCall(g) || oneFixedSequence(g)) {
			continue
		}
		for _, it := range g {
			ok[it] = true
		}
	}
	return ok
}

// inTeam reports whether a word runs inside a parallel region.
func inTeam(w Word) bool {
	for _, l := range w {
		if l.Kind == P {
			return true
		}
	}
	return false
}

// fixedTeams reports whether every parallel region the item runs in is started with a
// constant num_threads clause: `__kmpc_push_num_threads(loc, gtid, N)` just before the fork, in
// its block.
func fixedTeams(it *Item) bool {
	forks := 0
	for _, s := range it.Sites() {
		if !s.StartsTeam() {
			continue
		}
		forks++
		if s.ConstantTeamSize() == 0 {
			return false
		}
	}
	return forks > 0
}

// lastCritical is the innermost critical (or ordered) letter of w.
func lastCritical(w Word) (Letter, bool) {
	for i := len(w) - 1; i >= 0; i-- {
		if w[i].Kind == C {
			return w[i], true
		}
	}
	return Letter{}, false
}

// alone reports whether every collective of the team on a communicator that may be one of
// g's is in g.
func alone(g, team []*Item) bool {
	in := map[*Item]bool{}
	for _, it := range g {
		in[it] = true
	}
	for _, o := range team {
		if in[o] {
			continue
		}
		for _, it := range g {
			if !it.Comm.DistinctFrom(o.Comm) {
				return false
			}
		}
	}
	return true
}

// sameCall reports whether every item of g makes the same call, buffers aside.
func sameCall(g []*Item) bool {
	first := signature(g[0].Call)
	if first == "" {
		return false
	}
	for _, it := range g[1:] {
		if signature(it.Call) != first {
			return false
		}
	}
	return true
}

// oneFixedSequence reports whether the items of g are all in one critical construct instance,
// each made once on every entry of it with arguments that do not depend on the thread.
func oneFixedSequence(g []*Item) bool {
	l, _ := lastCritical(g[0].Word)
	for _, it := range g {
		if m, _ := lastCritical(it.Word); m != l || signature(it.Call) == "" || !onEveryEntry(it.Call) {
			return false
		}
	}
	return true
}

// onEveryEntry reports whether e is in the body of a critical construct of its own function
// and runs once each time the construct does: the construct's start dominates e, e
// post-dominates it, and no loop inside the construct holds e.
func onEveryEntry(e *model.Event) bool {
	f := e.Fn()
	for _, c := range f.OpenMP().Constructs {
		if c.Kind != model.ConstructCritical && c.Kind != model.ConstructOrdered || c.Begin == nil || !inBody(c, e) {
			continue
		}
		begin, at := c.Begin.Block.Index, e.Block.Index
		if !f.Dom().Dominates(begin, at) || !f.PostDom().PostDominates(at, begin) {
			return false
		}
		for lp := f.Loops().Of[at]; lp != nil; lp = lp.Parent {
			if f.Dom().Dominates(begin, lp.Header) {
				return false
			}
		}
		return true
	}
	return false
}

func inBody(c *model.Construct, e *model.Event) bool {
	for _, b := range c.Body {
		if b == e {
			return true
		}
	}
	return false
}

// signature spells what a collective call must agree on with the calls it matches: the
// function and every argument but its buffers, requests and statuses. Each argument must be
// a constant or a predefined handle (the same for every thread): otherwise it is "".
func signature(e *model.Event) string {
	ix := e.ArgIndex()
	skip := map[int]bool{ix.Buffer: true, ix.RecvBuffer: true, ix.Request: true, ix.Status: true}
	if e.Binding == mpi.Fortran {
		skip[ix.N-1] = true // ierror, an output
	}
	var b strings.Builder
	b.WriteString(e.MPI.Name)
	for i := range e.Inst.Args {
		if skip[i] {
			continue
		}
		v := e.Arg(i)
		if v == nil {
			return ""
		}
		b.WriteString("," + strconv.Itoa(i) + ":")
		switch v.Kind {
		case llvmir.ValInt:
			b.WriteString(strconv.FormatInt(v.Int, 10))
		case llvmir.ValNull:
			b.WriteString("null")
		case llvmir.ValGlobal:
			// A predefined handle that is a global's address (Open MPI); other globals are
			// arrays whose contents a thread may change between entries.
			if i != ix.Comm && i != ix.Datatype && i != ix.RecvDatatype && i != ix.Op {
				return ""
			}
			b.WriteString("@" + v.Name)
		default:
			return ""
		}
	}
	return b.String()
}
