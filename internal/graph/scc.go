package graph

import "sort"

// SCC returns the strongly connected components of g (Tarjan's algorithm,
// iterative), each sorted ascending.
//
// Order: bottom-up. For every edge u->v between two different components,
// the component of v is listed before the component of u. On a call graph
// (edge caller->callee) the callees come first, so a bottom-up
// inter-procedural analysis can walk the result in order. The depth-first
// searches start from the nodes in increasing id order, which makes the
// order deterministic.
func SCC(g *Digraph) [][]int {
	s := tarjan(g, nil)
	return s.comps
}

// Condensation returns, for every node, the index of its component in
// comps (the result of SCC).
func Condensation(comps [][]int, n int) []int {
	of := make([]int, n)
	for i, c := range comps {
		for _, v := range c {
			of[v] = i
		}
	}
	return of
}

type sccResult struct {
	comps [][]int // bottom-up, each sorted
	comp  []int   // component index of each node
	root  []int   // per component: the node through which the DFS entered it
}

// tarjan runs Tarjan's SCC algorithm. The depth-first searches start from
// the nodes of first (in order), then from every remaining node in id order.
func tarjan(g *Digraph, first []int) sccResult {
	n := g.N()
	index := make([]int32, n)
	low := make([]int32, n)
	onStack := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	res := sccResult{comp: make([]int, n)}
	var stack []int
	backing := make([]int, 0, n) // the components, one after the other
	type frame struct{ v, i int }
	var calls []frame
	var counter int32
	visit := func(v int) {
		index[v] = counter
		low[v] = counter
		counter++
		stack = append(stack, v)
		onStack[v] = true
		calls = append(calls, frame{v, 0})
	}
	run := func(s int) {
		if index[s] >= 0 {
			return
		}
		visit(s)
		for len(calls) > 0 {
			top := &calls[len(calls)-1]
			v := top.v
			succ := g.Succ[v]
			if top.i < len(succ) {
				w := succ[top.i]
				top.i++
				if index[w] < 0 {
					visit(w)
				} else if onStack[w] && index[w] < low[v] {
					low[v] = index[w]
				}
				continue
			}
			calls = calls[:len(calls)-1]
			if len(calls) > 0 {
				p := calls[len(calls)-1].v
				if low[v] < low[p] {
					low[p] = low[v]
				}
			}
			if low[v] == index[v] {
				k := len(stack) - 1
				for stack[k] != v {
					k--
				}
				o := len(backing)
				backing = append(backing, stack[k:]...)
				c := backing[o:len(backing):len(backing)]
				stack = stack[:k]
				id := len(res.comps)
				for _, w := range c {
					onStack[w] = false
					res.comp[w] = id
				}
				sort.Ints(c)
				res.comps = append(res.comps, c)
				res.root = append(res.root, v)
			}
		}
	}
	for _, s := range first {
		run(s)
	}
	for s := 0; s < n; s++ {
		run(s)
	}
	return res
}
