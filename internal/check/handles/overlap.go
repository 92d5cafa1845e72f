package handles

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// coll is one blocking collective of a rank's sequence: the call and the communicator
// instance it is on. An instance is MPI_COMM_WORLD ("W") or what a constructor site made on
// this rank: the parent's instance, the site and the split colour ("W/3:1"), so two ranks hold
// the same communicator exactly when their instances are equal.
type coll struct {
	ev   *model.Event
	inst string
	name string // the communicator as messages name it
}

// collectivesOf returns the blocking collectives rank r executes in fn, in order, when the
// program is simple enough to say: every collective of the rank is executed on every path of
// its specialised CFG, outside loops, on MPI_COMM_WORLD or on a communicator made from it by
// MPI_Comm_split (constant colour) or MPI_Comm_dup at a site of fn. ok is false otherwise.
func collectivesOf(fn *model.Function, np, r int) (seq []*coll, ok bool) {
	fl := newFlow(fn, np)
	fl.rank = r
	fl.fullArith = true
	giveUp := false
	instOf := map[int]string{} // constructor site -> the instance it made on this rank ("" for MPI_COMM_NULL)
	var evs []*coll
	commInst := func(v vset) (string, bool) {
		v = v.filter(func(x val) bool { return x.handleName() != "MPI_COMM_NULL" })
		if !v.known() || len(v.vals) != 1 {
			return "", false
		}
		x := v.vals[0]
		if x.kind == vHandle {
			in, ok := instOf[x.site]
			return in, ok && in != ""
		}
		switch x.handleName() {
		case "MPI_COMM_WORLD":
			return "W", true
		case "MPI_COMM_SELF":
			return "", true
		}
		return "", false
	}
	fl.visit = func(e *model.Event, s *state) {
		f := e.MPI
		if giveUp || !f.Collective {
			return
		}
		if f.Kind == mpi.Finalize {
			evs = append(evs, &coll{ev: e, inst: "W", name: "MPI_COMM_WORLD"})
			return
		}
		if f.Kind != mpi.Collective || !f.Blocking || f.Over != mpi.OverComm {
			giveUp = true // nonblocking or persistent collectives, windows, files
			return
		}
		idx := e.ArgIndex()
		cv := fl.argValue(s, e, idx.Comm)
		if e.Binding == mpi.C && f.CPointer(idx.Comm) && idx.Comm < len(e.Inst.Args) {
			cv = fl.read(s, e.Inst.Args[idx.Comm]) // MPI_Comm_free(&comm)
		}
		in, ok := commInst(cv)
		if !ok {
			giveUp = true
			return
		}
		if f.Sub == mpi.CommConstructor {
			si, known := fl.siteOf[e.Inst]
			if !known {
				giveUp = true
				return
			}
			switch f.Name {
			case "MPI_Comm_dup", "MPI_Comm_dup_with_info":
				instOf[si] = in + "/" + strconv.Itoa(si)
			case "MPI_Comm_split":
				c := fl.argValue(s, e, paramIndex(f, e.Binding, "color"))
				if !c.known() || len(c.vals) != 1 || c.vals[0].kind != vConst {
					giveUp = true
					return
				}
				if c.vals[0].n == mpi.MPICH.Undefined {
					instOf[si] = ""
				} else {
					instOf[si] = in + "/" + strconv.Itoa(si) + ":" + strconv.FormatInt(c.vals[0].n, 10)
				}
			default:
				giveUp = true
				return
			}
		}
		if in == "" {
			return // MPI_COMM_SELF: one process
		}
		name := "MPI_COMM_WORLD"
		if in != "W" {
			name = commName(e)
		}
		evs = append(evs, &coll{ev: e, inst: in, name: name})
	}
	fl.run()
	if giveUp || !fl.converged {
		return nil, false
	}
	for _, c := range evs {
		b := c.ev.Block.Index
		if fn.Loops().Of[b] != nil || !fl.mustExecute(b) {
			return nil, false
		}
	}
	return evs, true
}

// collMain is main when it holds every collective of the program and calls nothing through
// pointers, nil otherwise.
func collMain(prog *model.Program) *model.Function {
	return soleMain(prog, (*model.Event).IsCollective)
}

// overlapOrders specialises main for the ranks 0..np-1, and simulates their blocking
// collectives: a collective completes when every member of its communicator has reached a
// collective on it. When each communicator's own sequence of collectives is the same on all
// its members (otherwise collective-mismatch speaks) and the simulation still stops, the
// processes call the collectives of overlapping communicators in different orders: each
// waits in one communicator for a process that waits in another. Each collective a rank is
// stuck at is reported.
func overlapOrders(fn *model.Function, np int) []*diag.Diagnostic {
	if np < 2 || np > maxMatchRanks {
		return nil
	}
	seqs := make([][]*coll, np)
	members := map[string][]int{}
	for r := 0; r < np; r++ {
		s, ok := collectivesOf(fn, np, r)
		if !ok {
			return nil
		}
		seqs[r] = s
		seen := map[string]bool{}
		for _, c := range s {
			if !seen[c.inst] {
				seen[c.inst] = true
				members[c.inst] = append(members[c.inst], r)
			}
		}
	}
	if len(members) < 2 {
		return nil
	}
	// Each communicator's own sequence agrees between its members.
	for inst, ms := range members {
		var first []string
		for i, r := range ms {
			var names []string
			for _, c := range seqs[r] {
				if c.inst == inst {
					names = append(names, c.ev.MPI.Name)
				}
			}
			if i == 0 {
				first = names
			} else if strings.Join(names, ",") != strings.Join(first, ",") {
				return nil
			}
		}
	}
	pos := make([]int, np)
	for progress := true; progress; {
		progress = false
		for r := 0; r < np; r++ {
			if pos[r] >= len(seqs[r]) {
				continue
			}
			inst := seqs[r][pos[r]].inst
			ready := true
			for _, m := range members[inst] {
				if pos[m] >= len(seqs[m]) || seqs[m][pos[m]].inst != inst {
					ready = false
					break
				}
			}
			if ready {
				for _, m := range members[inst] {
					pos[m]++
				}
				progress = true
			}
		}
	}
	// The stuck collectives, with the ranks waiting at each.
	stuck := map[*llvmir.Inst][]int{}
	var order []*coll
	for r := 0; r < np; r++ {
		if pos[r] >= len(seqs[r]) {
			continue
		}
		c := seqs[r][pos[r]]
		if _, ok := stuck[c.ev.Inst]; !ok {
			order = append(order, c)
		}
		stuck[c.ev.Inst] = append(stuck[c.ev.Inst], r)
	}
	var out []*diag.Diagnostic
	for _, c := range order {
		// The ranks stuck here, by the communicator instance each waits in (a split's
		// colour differs between them), and for each the members of that instance stuck in
		// a collective on another communicator.
		var insts []string
		byInst := map[string][]int{}
		for _, r := range stuck[c.ev.Inst] {
			in := seqs[r][pos[r]].inst
			if _, ok := byInst[in]; !ok {
				insts = append(insts, in)
			}
			byInst[in] = append(byInst[in], r)
		}
		var parts []string
		var notes []diag.Note
		noted := map[*llvmir.Inst]bool{}
		for _, in := range insts {
			blockers := map[*llvmir.Inst][]int{}
			var bl []*coll
			for _, m := range members[in] {
				if pos[m] >= len(seqs[m]) || seqs[m][pos[m]].inst == in {
					continue
				}
				o := seqs[m][pos[m]]
				if _, ok := blockers[o.ev.Inst]; !ok {
					bl = append(bl, o)
				}
				blockers[o.ev.Inst] = append(blockers[o.ev.Inst], m)
			}
			if len(bl) == 0 {
				continue
			}
			ranks := byInst[in]
			var waits []string
			for _, o := range bl {
				bs := blockers[o.ev.Inst]
				waits = append(waits, fmt.Sprintf("%s, which first %s in %s on %s at line %d", rankList(bs), verb(bs, "waits", "wait"), o.ev.MPI.Name, o.name, o.ev.Pos.Line))
				if !noted[o.ev.Inst] {
					noted[o.ev.Inst] = true
					notes = append(notes, diag.Note{Pos: o.ev.Pos, Message: fmt.Sprintf("%s %s here in %s on %s before %s %s on %s", rankList(bs), verb(bs, "waits", "wait"), o.ev.MPI.Name, o.name, verb(bs, "its", "their"), c.ev.MPI.Name, c.name)})
				}
			}
			parts = append(parts, fmt.Sprintf("%s %s here for %s", rankList(ranks), verb(ranks, "waits", "wait"), strings.Join(waits, " and for ")))
		}
		if len(parts) == 0 {
			continue
		}
		if len(parts) > 3 {
			parts = append(parts[:3], fmt.Sprintf("and %d more groups of ranks", len(parts)-3))
		}
		out = append(out, &diag.Diagnostic{Check: OverlapID, Severity: diag.Error, Pos: c.ev.Pos, Notes: notes,
			Message: fmt.Sprintf("%s on %s deadlocks with %d processes: %s (each communicator's collectives are in the same order on its processes, but the processes interleave those of overlapping communicators differently)",
				c.ev.MPI.Name, c.name, np, strings.Join(parts, "; "))})
	}
	return out
}

func verb(ranks []int, one, many string) string {
	if len(ranks) == 1 {
		return one
	}
	return many
}

// commName names the communicator of a collective for messages: its variable's name, or
// the constructor call that made it.
func commName(e *model.Event) string {
	if c := e.Comm(); c.Name != "" {
		return c.String()
	}
	if c := e.Comm(); c.Ctor != nil && c.CtorFn != nil {
		if ce := c.CtorFn.EventOf(c.Ctor); ce != nil {
			return fmt.Sprintf("the communicator of %s at line %d", ce.MPI.Name, ce.Pos.Line)
		}
	}
	return "a communicator made from MPI_COMM_WORLD"
}

// makesComms reports whether fn calls MPI_Comm_split or MPI_Comm_dup: without a communicator
// made from MPI_COMM_WORLD, no two communicators overlap.
func makesComms(fn *model.Function) bool {
	for _, b := range fn.Blocks {
		for _, e := range b.Events {
			if e.Kind == model.MPICall {
				switch e.MPI.Name {
				case "MPI_Comm_split", "MPI_Comm_dup", "MPI_Comm_dup_with_info":
					return true
				}
			}
		}
	}
	return false
}

// maxGuessBlocks bounds the size of a main the collective order check specialises for the
// launch sizes 2 to 8 when --np is not given.
const maxGuessBlocks = 2000
