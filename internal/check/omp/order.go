package omp

import (
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/model"
)

// seqGraph is the graph sequential orders and minimal counts are computed on: the control
// flow without back edges, where the end of a loop's body goes on to the loop's exits instead
// of back to its header. In the OMPCFG of the thesis (Fig. 3.10 (c)) removing the back edge
// of a loop leaves its body flowing to what follows the loop; clang and flang test loops at
// the top, so removing the back edge alone would leave the body a dead end, and a barrier in
// the body would get the same order as the first barrier after the loop.
type seqGraph struct {
	succ  [][]int
	order []int // topological, from the entry
}

func newSeqGraph(f *model.Function, fl *model.Flow) *seqGraph {
	n := fl.CFG.N()
	_, back := graph.AcyclicOrder(fl.CFG, 0)
	isBack := map[[2]int]bool{}
	for _, e := range back {
		isBack[e] = true
	}
	g := &seqGraph{succ: make([][]int, n)}
	add := func(u, v int) {
		for _, w := range g.succ[u] {
			if w == v {
				return
			}
		}
		g.succ[u] = append(g.succ[u], v)
	}
	loops := f.Loops()
	for u := 0; u < n; u++ {
		for _, v := range fl.CFG.Succ[u] {
			if !isBack[[2]int{u, v}] {
				add(u, v)
				continue
			}
			var l *graph.Loop
			for x := loops.Of[u]; x != nil; x = x.Parent {
				if x.Header == v {
					l = x
					break
				}
			}
			if l == nil {
				continue // a retreating edge of an irreducible region: dropped
			}
			for _, e := range l.Exits {
				if fl.CFG.HasEdge(e[0], e[1]) {
					add(u, e[1])
				}
			}
		}
	}
	// Kahn's algorithm over the nodes reachable from the entry.
	reach := graph.Reachable(&graph.Digraph{Succ: g.succ, Pred: make([][]int, n)}, 0)
	indeg := make([]int, n)
	for u := 0; u < n; u++ {
		if !reach[u] {
			continue
		}
		for _, v := range g.succ[u] {
			indeg[v]++
		}
	}
	work := []int{0}
	for len(work) > 0 {
		u := work[len(work)-1]
		work = work[:len(work)-1]
		g.order = append(g.order, u)
		for _, v := range g.succ[u] {
			if indeg[v]--; indeg[v] == 0 {
				work = append(work, v)
			}
		}
	}
	return g
}
