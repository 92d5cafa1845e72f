package handles

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// What lets the flow's rounds touch only what still changes.
//
// The flow evaluates the blocks in rounds until no output changes, and a loop whose counter
// lives in a local variable takes as many rounds as the counter has values before its set
// becomes unknown (maxVals): 10 to 40 rounds on real mains. Two things keep those rounds
// cheap without changing what the flow computes:
//
//   - A location whose variable no block reachable from here mentions is dead: nothing can
//     read it again, so it is dropped from the state on entry to the block. The counter of a
//     loop then stops at the loop's exit, and the blocks after the loop settle in the first
//     rounds instead of changing with every new value of a variable they never read.
//   - A block whose inputs did not change since it was last evaluated would compute the same
//     output again, so it is skipped. Its inputs are its predecessors' outputs and the SSA
//     values it reads from other blocks (operands defined elsewhere, phi operands, and what
//     the predecessors' branches compare), and for a block with an MPI call, what the flow
//     found about the communicators the constructors make (site.sameAs).
//
// Dropping dead locations can only make the flow converge in fewer rounds; skipping changes
// nothing but the cost of a round, and the flow's bound counts evaluations, so a large
// function whose rounds are mostly skipped blocks converges where evaluating every block
// every round ran out of budget.

// settle holds, per block, what run needs to drop dead locations and skip settled blocks.
type settle struct {
	live     [][]bool // live[b][obj]: a block reachable from b (b included) mentions obj
	objIndex map[string]int
	deps     [][]string     // SSA names block b reads from outside itself
	hasMPI   []bool         // the block holds an MPI call
	envAt    map[string]int // the step at which an SSA value last changed
	sitesAt  int            // the step at which a site's sameAs last changed
}

func newSettle(fl *flow) *settle {
	n := len(fl.fn.Blocks)
	st := &settle{objIndex: map[string]int{}, deps: make([][]string, n),
		hasMPI: make([]bool, n), envAt: map[string]int{}}
	mentions := make([][]int, n)
	defined := map[string]bool{}
	seen := map[string]bool{}
	for b, blk := range fl.fn.Blocks {
		clear(defined)
		clear(seen)
		operand := func(in *llvmir.Inst, v *llvmir.Value) {
			if v == nil || v.Kind != llvmir.ValLocal {
				return
			}
			if v.Type == "" || llvmir.IsPointerType(v.Type) {
				if _, obj := fl.tracked(v); obj != "" {
					mentions[b] = append(mentions[b], st.object(obj))
				}
			}
			// A phi reads its operands on the edges, possibly from this block itself.
			if (in.Op == "phi" || !defined[v.Name]) && !seen[v.Name] {
				seen[v.Name] = true
				st.deps[b] = append(st.deps[b], v.Name)
			}
		}
		for _, in := range blk.IR.Insts {
			for _, op := range in.Operands {
				operand(in, op)
			}
			for _, op := range in.Args {
				operand(in, op)
			}
			if in.Result != "" {
				defined[in.Result] = true
			}
			if e := fl.fn.EventOf(in); e != nil && e.MPI != nil {
				st.hasMPI[b] = true
			}
		}
		// What edge reads of this block's branch: the condition, the operands it compares,
		// and the variable a compared value was loaded from.
		for _, v := range fl.branchValues(b) {
			if ld := fl.loadOf(v); ld != nil {
				if _, obj := fl.tracked(ld.Operands[0]); obj != "" {
					mentions[b] = append(mentions[b], st.object(obj))
				}
			}
		}
	}
	// A block reads the SSA values its predecessors' branches compare.
	for b := range fl.fn.Blocks {
		for _, p := range fl.fn.CFG.Pred[b] {
			for _, v := range fl.branchValues(p) {
				if v.Kind == llvmir.ValLocal {
					st.deps[b] = append(st.deps[b], v.Name)
				}
			}
		}
	}
	st.live = liveObjects(fl, mentions, len(st.objIndex))
	return st
}

func (st *settle) object(key string) int {
	i, ok := st.objIndex[key]
	if !ok {
		i = len(st.objIndex)
		st.objIndex[key] = i
	}
	return i
}

// branchValues are the values edge looks at on the edges out of block b: the condition of a
// two-way branch and, when it is a comparison, the values compared.
func (fl *flow) branchValues(b int) []*llvmir.Value {
	term := fl.fn.Terminator(b)
	if term == nil || term.Op != "br" || len(term.Operands) == 0 {
		return nil
	}
	cond := term.Operands[0]
	out := []*llvmir.Value{cond}
	if cond.Kind == llvmir.ValLocal {
		if cmp := fl.fn.Def(cond.Name); cmp != nil && cmp.Op == "icmp" {
			out = append(out, cmp.Operands...)
		}
	}
	return out
}

// liveObjects computes, for every block, the objects mentioned by a block reachable from it.
func liveObjects(fl *flow, mentions [][]int, nobj int) [][]bool {
	n := len(fl.fn.Blocks)
	live := make([][]bool, n)
	for b := range live {
		live[b] = make([]bool, nobj)
		for _, o := range mentions[b] {
			live[b][o] = true
		}
	}
	if nobj == 0 {
		return live
	}
	// Backward to a fixpoint, visiting the blocks in post-order (the reverse of RPO).
	rpo := fl.fn.RPO()
	for changed := true; changed; {
		changed = false
		for i := len(rpo) - 1; i >= 0; i-- {
			b := rpo[i]
			for _, s := range fl.fn.CFG.Succ[b] {
				for o, l := range live[s] {
					if l && !live[b][o] {
						live[b][o] = true
						changed = true
					}
				}
			}
		}
	}
	return live
}

// dropDead returns s without the locations that are dead on entry to block b (s itself when
// there are none).
func (fl *flow) dropDead(s *state, b int) *state {
	st := fl.settle
	var dead []string
	for k := range s.locs {
		if o := st.objectOfLoc(k); o >= 0 && !st.live[b][o] {
			dead = append(dead, k)
		}
	}
	if len(dead) == 0 {
		return s
	}
	s = s.borrow()
	s.own()
	for _, k := range dead {
		delete(s.locs, k)
	}
	return s
}

// objectOfLoc is the index of the object a tracked location key (the object's key, "+", the
// offset or "*") belongs to, -1 when the object is mentioned nowhere (it cannot be dead then:
// no key of it would be in a state).
func (st *settle) objectOfLoc(key string) int {
	if i := strings.LastIndexByte(key, '+'); i >= 0 {
		if o, ok := st.objIndex[key[:i]]; ok {
			return o
		}
	}
	return -1
}

// changedSince reports whether an input of block b changed at or after step `since`, the
// step at which b was last evaluated (a change at that very step came from b itself, through
// a loop from b to b).
func (st *settle) changedSince(fl *flow, b, since int, outAt []int) bool {
	if st.hasMPI[b] && st.sitesAt >= since {
		return true
	}
	for _, p := range fl.fn.CFG.Pred[b] {
		if outAt[p] >= since {
			return true
		}
	}
	for _, name := range st.deps[b] {
		if st.envAt[name] >= since {
			return true
		}
	}
	return false
}
