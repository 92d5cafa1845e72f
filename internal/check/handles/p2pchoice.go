package handles

import (
	"fmt"

	"github.com/parcoach/parcoach/internal/alias"
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
// same branch of it. When main's conditionals of that kind that the flow cannot decide
// (outside loops) all make one choice, the matching is run once per outcome of it, the same
// branches forced on every rank, and what it finds on an outcome is reported as happening
// then. One choice is one conditional, or several that test the same variable against the
// same constant for equality (`if (argc == 1) ...; if (argc != 1) ...`), a variable that
// keeps one value in main (alias.Func.BranchCond: argc is read after MPI_Init rewrote it).
// Anything else is left alone: forcing two choices separately could combine branches no run
// takes.

// p2pChoice is the matching of main run once per outcome of its one free uniform choice
// (np > 0: on np processes; otherwise on every size the guess tries).
func p2pChoice(fn *model.Function, dep *dependence.Result, np int) []*diag.Diagnostic {
	blocks, whenEqual, ok := freeChoice(fn, dep)
	if !ok {
		return nil
	}
	pos := fn.InstPos(fn.Terminator(blocks[0]))
	type found struct {
		d        *diag.Diagnostic
		outcomes []string
	}
	var order []string
	byKey := map[string]*found{}
	for _, equal := range [...]bool{true, false} {
		forced := map[int]int{}
		for i, b := range blocks {
			succs := fn.Terminator(b).Succs
			forced[b] = whenEqual[i]
			if !equal {
				forced[b] = succs[0].Index + succs[1].Index - whenEqual[i]
			}
		}
		outcome := "false" // of the first conditional, which the messages name
		if forced[blocks[0]] == fn.Terminator(blocks[0]).Succs[0].Index {
			outcome = "true"
		}
		var ds []*diag.Diagnostic
		if np > 0 {
			ds = p2pMismatches(fn, np, forced)
		} else {
			ds = p2pEverySize(fn, forced)
		}
		for _, d := range ds {
			k := d.Pos.String() + "\x00" + d.Message
			if byKey[k] == nil {
				byKey[k] = &found{d: d}
				order = append(order, k)
			}
			byKey[k].outcomes = append(byKey[k].outcomes, outcome)
		}
	}
	var out []*diag.Diagnostic
	for _, k := range order {
		f := byKey[k]
		when := fmt.Sprintf("when the condition at line %d is %s, on every process alike", pos.Line, f.outcomes[0])
		note := fmt.Sprintf("every process evaluates this condition alike; the finding holds when it is %s", f.outcomes[0])
		if len(f.outcomes) == 2 {
			when = fmt.Sprintf("whether the condition at line %d is true or false", pos.Line)
			note = "every process evaluates this condition alike; the finding holds either way"
		}
		f.d.Message += " (" + when + ")"
		f.d.Notes = append(f.d.Notes, diag.Note{Pos: pos, Message: note})
		out = append(out, f.d)
	}
	return out
}

// freeChoice returns the blocks of fn that make its one free uniform choice (see above), in
// order, with the successor each takes when the tested value equals the constant; ok is
// false when there is no such choice or more than one.
func freeChoice(fn *model.Function, dep *dependence.Result) (blocks, whenEqual []int, ok bool) {
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
		return nil, nil, false
	}
	fl := newFlow(fn, 0)
	fl.run()
	if !fl.converged {
		return nil, nil, false
	}
	var free []int
	for _, b := range cands {
		t := fn.Terminator(b)
		if fl.feasible(b, t.Succs[0].Index) && fl.feasible(b, t.Succs[1].Index) {
			free = append(free, b)
		}
	}
	switch len(free) {
	case 0:
		return nil, nil, false
	case 1:
		return free, []int{fn.Terminator(free[0]).Succs[0].Index}, true
	}
	key := ""
	al := alias.New(fn)
	for _, b := range free {
		k, eq, ok := equalityTest(al, b)
		if !ok || key != "" && k != key {
			return nil, nil, false
		}
		key = k
		whenEqual = append(whenEqual, eq)
	}
	return free, whenEqual, true
}

// equalityTest reads the conditional ending block b as `v == k` or `v != k` on a value v
// that keeps one value in fn (alias.Func.BranchCond: a parameter's home written once, argc
// after MPI_Init, ...): key names v and k, whenEqual is the successor taken when v equals k.
func equalityTest(al *alias.Func, b int) (key string, whenEqual int, ok bool) {
	c, ok := al.BranchCond(b)
	if !ok {
		return "", 0, false
	}
	v, k, ok := alias.EqConst(c.Key)
	if !ok {
		return "", 0, false
	}
	return fmt.Sprintf("%s==%d", v, k), c.True, true
}
