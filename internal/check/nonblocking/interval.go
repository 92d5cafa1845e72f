package nonblocking

import (
	"fmt"

	"github.com/parcoach/parcoach/internal/graph"
)

// Interval is the number of pending nonblocking operations at a point of a function, as an
// interval [Lb, Ub] (seed 004, Algorithm 1): Lb counts them when every multiple completion
// call completes all the operations before it, Ub when it completes only one.
type Interval struct{ Lb, Ub int }

func (iv Interval) String() string { return fmt.Sprintf("[%d,%d]", iv.Lb, iv.Ub) }

// Union is the smallest interval holding both.
func (iv Interval) Union(o Interval) Interval {
	return Interval{min(iv.Lb, o.Lb), max(iv.Ub, o.Ub)}
}

// IOp is what a call does to the pending count.
type IOp uint8

const (
	// Issue starts one nonblocking operation (MPI_Isend, MPI_Ibcast, MPI_Start, ...).
	Issue IOp = iota
	// Unitary completes one (MPI_Wait, MPI_Test, MPI_Request_free; MPI_Waitany outside a loop).
	Unitary
	// Multi completes at least one, at most all (MPI_Waitsome, MPI_Testsome outside a loop,
	// and, in the plain algorithm, every multiple completion call).
	Multi
	// Drain completes every operation counted (MPI_Waitall on the whole array, a completion
	// over the array inside a loop, MPI_Finalize after its check).
	Drain
	// MayIssue starts at most one: a further operation a callee leaves pending in an array
	// the caller pools, where the callee's summary keeps the union of the elements' states.
	MayIssue
)

// Apply returns the interval after op (Algorithm 1, lines 8-16; Drain sets it to [0,0]).
func (iv Interval) Apply(op IOp) Interval {
	switch op {
	case Issue:
		return Interval{iv.Lb + 1, iv.Ub + 1}
	case Unitary:
		return Interval{max(iv.Lb-1, 0), max(iv.Ub-1, 0)}
	case Multi:
		return Interval{0, max(iv.Ub-1, 0)}
	case Drain:
		return Interval{}
	case MayIssue:
		return Interval{iv.Lb, iv.Ub + 1}
	}
	return iv
}

// Intervals runs Algorithm 1 of seed 004 on the graph g from entry: the back edges of the
// loops are removed, the nodes are visited in topological order, a node's interval is the
// union of its predecessors' (the entry starts at [0,0]), and the operations of the node are
// applied in order. It returns the interval at the entry and at the exit of every node
// reachable from entry (others stay [0,0]).
func Intervals(g *graph.Digraph, entry int, ops [][]IOp) (in, out []Interval) {
	n := g.N()
	in = make([]Interval, n)
	out = make([]Interval, n)
	order, back := graph.AcyclicOrder(g, entry)
	isBack := make(map[[2]int]bool, len(back))
	for _, e := range back {
		isBack[e] = true
	}
	done := make([]bool, n)
	for _, v := range order {
		first := true
		var iv Interval
		for _, p := range g.Pred[v] {
			if !done[p] || isBack[[2]int{p, v}] {
				continue
			}
			if first {
				iv, first = out[p], false
			} else {
				iv = iv.Union(out[p])
			}
		}
		in[v] = iv
		for _, op := range ops[v] {
			iv = iv.Apply(op)
		}
		out[v] = iv
		done[v] = true
	}
	return in, out
}

// OnceThrough returns the graph Algorithm 1 runs on so that every loop counts once: the back
// edges of each natural loop are removed, as the algorithm says, and the loop's exits are
// moved after one iteration. Removing the back edges alone would lose what the body does for
// the blocks after a loop whose exit test is at its top (`for`, `while`): the path from the
// header to the exit never goes through the body. Here each header h gets a copy h' holding
// the same operations; the back edges go to h', and the edges from h that leave the loop
// leave from h' instead. Node i of the result is node orig[i] of g (copies are appended).
// Retreating edges of irreducible regions stay; Intervals removes them.
func OnceThrough(g *graph.Digraph, loops *graph.LoopForest) (*graph.Digraph, []int) {
	n := g.N()
	orig := make([]int, n, n+len(loops.Loops))
	for i := range orig {
		orig[i] = i
	}
	copyOf := map[int]int{}
	for _, l := range loops.Loops {
		copyOf[l.Header] = len(orig)
		orig = append(orig, l.Header)
	}
	out := graph.New(len(orig))
	loopOf := map[int]*graph.Loop{}
	for _, l := range loops.Loops {
		loopOf[l.Header] = l
	}
	for u := 0; u < n; u++ {
		for _, v := range g.Succ[u] {
			if l, ok := loopOf[v]; ok && l.Contains(u) {
				out.AddEdge(u, copyOf[v]) // back edge: to the header after one iteration
				continue
			}
			if l, ok := loopOf[u]; ok && !l.Contains(v) {
				out.AddEdge(copyOf[u], v) // exit from the header: after one iteration
				continue
			}
			out.AddEdge(u, v)
		}
	}
	return out, orig
}
