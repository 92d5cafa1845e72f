package dependence

import (
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/model"
)

// Flow-sensitive writes into a summarised function's own stack frame. paramTaint is
// flow-insensitive: a read of a class sees every write of it anywhere in the function. For
// the function's local variables that made a write at its end count at its start:
// miniXyce's get_parms reads its local string `filename` (passing it to the file reader)
// and, at its end, assigns it again under `if (pid == 0)`; the reader's results, and through
// them every parameter the parser returns, then depended on pid.
//
// A local variable of f (or a member of one) holds, in one call of f, only what that call
// wrote into it; a write in block W can be seen by a read in block R only if R is reachable
// from W (W itself included: a block in a loop, or the write before the read). So for the
// classes that hold nothing but f's own allocas and their parts, the writes are kept by
// block and a read sees those of the blocks that reach it. Any other class (globals, the
// heap, what a parameter points to, a class shared with another function's locals) may hold
// what an earlier call wrote and stays flow-insensitive.

// maxFrameBlocks bounds the reachability matrix (blocks squared bytes); larger functions keep
// the flow-insensitive reading.
const maxFrameBlocks = 2048

// frameOwners maps each class holding allocas to the function whose allocas they all are,
// nil when it holds other objects too (another function's locals, a global, the heap, a
// parameter's object, a return slot, a library function's static storage, the unknown
// memory). Classes shared between functions' graphs (pinned) are left out by isLocal.
func frameOwners(pt *pointsTo) map[class]*model.Function {
	owner := map[class]*model.Function{}
	mixed := func(x class) { owner[pt.Find(x)] = nil }
	for k, x := range pt.Alloca {
		r := pt.Find(x)
		if o, seen := owner[r]; !seen {
			owner[r] = k.Fn
		} else if o != k.Fn {
			owner[r] = nil
		}
	}
	for _, x := range pt.Global {
		mixed(x)
	}
	for _, x := range pt.Param {
		mixed(x)
	}
	for _, x := range pt.Ret {
		mixed(x)
	}
	for _, x := range pt.Heap {
		mixed(x)
	}
	for _, x := range pt.Static {
		mixed(x)
	}
	if pt.Unknown != noClass {
		mixed(pt.Unknown)
	}
	return owner
}

// frameWrites keeps, for one run of paramTaint on f, the writes into f's frame classes by
// block.
type frameWrites struct {
	s      *solver
	f      *model.Function
	reach  [][]bool // reach[w][r]: block r is reachable from block w (w itself included)
	local  map[class]bool
	writes map[class][]blockMask
}

type blockMask struct {
	block int
	m     depMask
}

// newFrameWrites returns the frame writes of f, nil when f is too large to keep them.
func (s *solver) newFrameWrites(f *model.Function) *frameWrites {
	if len(f.Blocks) > maxFrameBlocks || len(s.frameOwner) == 0 {
		return nil
	}
	return &frameWrites{s: s, f: f, local: map[class]bool{}, writes: map[class][]blockMask{}}
}

// isLocal reports whether c (a representative) holds only f's allocas and parts of them.
func (fw *frameWrites) isLocal(c class) bool {
	if l, ok := fw.local[c]; ok {
		return l
	}
	// c and every object it is part of hold f's allocas or nothing, the outermost some.
	chain := append([]class{c}, fw.s.owners(c)...)
	l := fw.s.frameOwner[chain[len(chain)-1]] == fw.f
	for _, x := range chain {
		if o, holds := fw.s.frameOwner[x]; holds && o != fw.f || int(x) < len(fw.s.pt.Pinned) && fw.s.pt.Pinned[x] {
			l = false // another function's, or mixed, or shared between graphs
		}
	}
	fw.local[c] = l
	return l
}

// add records that block b writes t into c; it reports whether that is new.
func (fw *frameWrites) add(c class, b int, t depMask) bool {
	ws := fw.writes[c]
	for i := range ws {
		if ws[i].block == b {
			if ws[i].m.or(t) == ws[i].m {
				return false
			}
			ws[i].m = ws[i].m.or(t)
			return true
		}
	}
	fw.writes[c] = append(ws, blockMask{b, t})
	return true
}

// seen is what a read of c in block r sees of the writes into c.
func (fw *frameWrites) seen(c class, r int) depMask {
	var t depMask
	for _, w := range fw.writes[c] {
		if fw.reaches(w.block, r) {
			t = t.or(w.m)
		}
	}
	return t
}

func (fw *frameWrites) reaches(w, r int) bool {
	if w == r {
		return true
	}
	if fw.reach == nil {
		fw.reach = blockReach(fw.f)
	}
	return fw.reach[w][r]
}

// blockReach computes, for each block, the blocks reachable from it (itself included).
func blockReach(f *model.Function) [][]bool {
	reach := make([][]bool, len(f.Blocks))
	for w := range f.Blocks {
		reach[w] = graph.Reachable(f.CFG, w)
	}
	return reach
}
