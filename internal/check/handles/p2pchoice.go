package handles

import (
	"fmt"

	"github.com/parcoach/parcoach/internal/check/dependence"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// A choice every process makes alike (MPI-CorrBench's conflo codes):
//
//	int recv_tag = 0;
//	if (argc == 1) recv_tag = 1;
//	if (rank == 0) MPI_Send(buf, 4, MPI_INT, 1, 0, comm);
//	else if (rank == 1) MPI_Recv(buf, 4, MPI_INT, 0, recv_tag, comm, ...);
//
// The matching needs one tag per call; here the tag is one of two, chosen by a conditional
// that does not vary between processes (the dependence analysis), so every process takes the
// same branch of it. When main has exactly one such conditional that the flow cannot decide
// (outside loops), the matching is run once per branch, the same branch forced on every
// rank, and what it finds on a branch is reported as happening when that branch is taken.
// Two or more such conditionals are left alone: they may test the same value (`if (argc ==
// 1)` twice), and forcing them separately would combine branches no run takes.

// p2pChoice is the matching of main run once per branch of its one free uniform choice
// (np > 0: on np processes; otherwise on every size the guess tries).
func p2pChoice(fn *model.Function, dep *dependence.Result, np int) []*diag.Diagnostic {
	b := freeChoice(fn, dep)
	if b < 0 {
		return nil
	}
	term := fn.Terminator(b)
	pos := fn.InstPos(term)
	var out []*diag.Diagnostic
	for k, branch := range [...]string{"true", "false"} {
		forced := map[int]int{b: term.Succs[k].Index}
		var ds []*diag.Diagnostic
		if np > 0 {
			ds = p2pMismatches(fn, np, forced)
		} else {
			ds = p2pEverySize(fn, forced)
		}
		for _, d := range ds {
			d.Message += fmt.Sprintf(" (when the condition at line %d is %s, on every process alike)", pos.Line, branch)
			d.Notes = append(d.Notes, diag.Note{Pos: pos, Message: fmt.Sprintf("every process evaluates this condition alike; the finding holds when it is %s", branch)})
			out = append(out, d)
		}
	}
	return out
}

// freeChoice is the one block of fn ending in a two-way branch, outside loops, that the
// dependence analysis finds uniform between processes and whose two edges the flow finds
// feasible; -1 when there is none or more than one.
func freeChoice(fn *model.Function, dep *dependence.Result) int {
	var cands []int
	for b := range fn.Blocks {
		t := fn.Terminator(b)
		if t == nil || t.Op != "br" || len(t.Succs) != 2 || len(t.Operands) == 0 || t.Succs[0] == t.Succs[1] ||
			t.Operands[0].Kind != llvmir.ValLocal || fn.Loops().Of[b] != nil {
			continue
		}
		if dep.CondVaries(dependence.Processes, fn, b) {
			continue
		}
		cands = append(cands, b)
	}
	if len(cands) == 0 {
		return -1
	}
	fl := newFlow(fn, 0)
	fl.run()
	if !fl.converged {
		return -1
	}
	found := -1
	for _, b := range cands {
		t := fn.Terminator(b)
		if !fl.feasible(b, t.Succs[0].Index) || !fl.feasible(b, t.Succs[1].Index) {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = b
	}
	return found
}
