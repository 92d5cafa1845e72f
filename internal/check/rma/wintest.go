package rma

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// testExit is the edge of a branch on the flag MPI_Win_test writes where the flag holds:
// `while (!flag) MPI_Win_test(win, &flag);` leaves the loop only once the exposure epoch
// has ended (MPI-4.0 §12.5.2: flag = true means MPI_Win_wait would have returned).
type testExit struct {
	succ int    // the successor taken when the flag is true
	win  string // the window every MPI_Win_test on the flag tests
}

// winTestExits finds, per block, a branch on a flag variable that only MPI_Win_test calls on
// one window set to non-zero: the variable's other uses are loads and stores of 0. Then the
// flag is true at the branch only after an MPI_Win_test that returned true, which closed the
// epoch. (An MPI_Win_post on the same window between that test and the branch, with no reset
// of the flag, would not be seen.)
func (x *fn) winTestExits() map[int]testExit {
	flags := map[string]string{} // flag alloca -> window ("" when two windows)
	for _, items := range x.items {
		for _, it := range items {
			if it.kind != kSync || it.sync != sTest || it.ev == nil || it.win == "" {
				continue
			}
			i := it.ev.ArgIndex().Flag
			if i < 0 || i >= len(it.ev.Inst.Args) || it.ev.Inst.Args[i].Kind != llvmir.ValLocal {
				continue
			}
			name := it.ev.Inst.Args[i].Name
			if w, ok := flags[name]; ok && w != it.win {
				flags[name] = ""
				continue
			}
			flags[name] = it.win
		}
	}
	if len(flags) == 0 {
		return nil
	}
	ok := map[string]bool{}
	for name, w := range flags {
		ok[name] = w != "" && x.onlyTestSets(name)
	}
	out := map[int]testExit{}
	for _, b := range x.f.Blocks {
		insts := b.IR.Insts
		if len(insts) == 0 {
			continue
		}
		br := insts[len(insts)-1]
		if br.Op != "br" || len(br.Operands) < 1 || len(br.Succs) != 2 {
			continue
		}
		name, holds := x.flagTested(br.Operands[0], b.IR)
		if name == "" || !ok[name] {
			continue
		}
		succ := br.Succs[0]
		if !holds {
			succ = br.Succs[1]
		}
		out[b.Index] = testExit{succ: succ.Index, win: flags[name]}
	}
	return out
}

// onlyTestSets: the alloca's uses are loads, stores of 0 and calls to MPI_Win_test (and debug
// intrinsics).
func (x *fn) onlyTestSets(name string) bool {
	if d := x.f.Def(name); d == nil || d.Op != "alloca" {
		return false
	}
	for _, u := range x.f.Uses(name) {
		switch u.Op {
		case "load":
		case "store":
			if len(u.Operands) != 2 || u.Operands[0].Kind != llvmir.ValInt || u.Operands[0].Int != 0 ||
				u.Operands[1].Kind != llvmir.ValLocal || u.Operands[1].Name != name {
				return false
			}
		case "call":
			if u.Callee == nil || u.Callee.Kind != llvmir.ValGlobal {
				return false
			}
			if c := u.Callee.Name; c != "MPI_Win_test" && c != "PMPI_Win_test" && !strings.HasPrefix(c, "llvm.dbg.") {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// flagTested follows a branch condition back to a load of a flag variable in the same block:
// `icmp ne (load flag), 0`, possibly negated (`xor c, true`, `icmp eq`). It returns the
// variable and whether the condition is true when the flag is non-zero.
func (x *fn) flagTested(c *llvmir.Value, b *llvmir.Block) (string, bool) {
	holds := true
	for depth := 0; depth < 6; depth++ {
		if c == nil || c.Kind != llvmir.ValLocal {
			return "", false
		}
		d := x.f.Def(c.Name)
		if d == nil || d.Block != b {
			return "", false
		}
		switch d.Op {
		case "xor":
			if len(d.Operands) != 2 || d.Operands[1].Kind != llvmir.ValInt || d.Operands[1].Int != 1 {
				return "", false
			}
			holds = !holds
			c = d.Operands[0]
		case "icmp":
			if len(d.Operands) != 2 || d.Operands[1].Kind != llvmir.ValInt || d.Operands[1].Int != 0 {
				return "", false
			}
			switch d.Pred {
			case "ne":
			case "eq":
				holds = !holds
			default:
				return "", false
			}
			c = d.Operands[0]
		case "zext", "trunc":
			c = d.Operands[0]
		case "load":
			if len(d.Operands) != 1 || d.Operands[0].Kind != llvmir.ValLocal || !loadLastInBlock(d, b) {
				return "", false
			}
			return d.Operands[0].Name, holds
		default:
			return "", false
		}
	}
	return "", false
}

// loadLastInBlock: no call or store follows the load in its block (the flag cannot change
// between the load and the branch).
func loadLastInBlock(ld *llvmir.Inst, b *llvmir.Block) bool {
	seen := false
	for _, in := range b.Insts {
		if in == ld {
			seen = true
			continue
		}
		if seen && (in.Op == "call" || in.Op == "invoke" || in.Op == "store") {
			return false
		}
	}
	return seen
}

// afterTest is the state on edge b -> s: where the flag of MPI_Win_test holds, the exposure
// epoch of its window is closed.
func (x *fn) afterTest(b, s int, st *state) *state {
	te, ok := x.testExits[b]
	if !ok || te.succ != s {
		return st
	}
	w, known := x.winIx[te.win]
	if !known {
		return st
	}
	c := st.clone()
	c.wins[w].epochs["post"] = eSet{{k: eClosed, tags: st.facts}}
	return c
}
