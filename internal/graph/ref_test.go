package graph

// Brute-force references, straight from the definitions, for the property
// tests. All are polynomial and meant for graphs of a few dozen nodes.

import (
	"math/rand"
	"sort"
)

// mk builds a graph with n nodes from edges.
func mk(n int, edges ...[2]int) *Digraph {
	g := New(n)
	for _, e := range edges {
		g.AddEdge(e[0], e[1])
	}
	return g
}

// reachAvoiding returns the nodes reachable from src in g without entering
// a node of avoid (src itself is visited even if avoided, unless skipSrc).
func reachAvoiding(g *Digraph, src int, avoid []bool) []bool {
	seen := make([]bool, g.N())
	if avoid != nil && avoid[src] {
		return seen
	}
	seen[src] = true
	stack := []int{src}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, w := range g.Succ[v] {
			if !seen[w] && (avoid == nil || !avoid[w]) {
				seen[w] = true
				stack = append(stack, w)
			}
		}
	}
	return seen
}

// bruteDom returns dom[a][b]: a dominates b (b reachable; reflexive).
func bruteDom(g *Digraph, root int) [][]bool {
	n := g.N()
	reach := reachAvoiding(g, root, nil)
	dom := make([][]bool, n)
	for a := 0; a < n; a++ {
		dom[a] = make([]bool, n)
		avoid := make([]bool, n)
		avoid[a] = true
		r := reachAvoiding(g, root, avoid)
		for b := 0; b < n; b++ {
			if a == b {
				dom[a][b] = true
			} else if reach[a] && reach[b] && !r[b] {
				dom[a][b] = true
			}
		}
	}
	return dom
}

// bruteIdom derives immediate dominators from the dominance relation.
func bruteIdom(dom [][]bool, reach []bool, root int) []int {
	n := len(dom)
	idom := make([]int, n)
	for b := 0; b < n; b++ {
		idom[b] = -1
		if b == root || !reach[b] {
			continue
		}
		// The strict dominator dominated by every other strict dominator.
		for a := 0; a < n; a++ {
			if a == b || !dom[a][b] {
				continue
			}
			ok := true
			for c := 0; c < n; c++ {
				if c != b && dom[c][b] && !dom[c][a] {
					ok = false
					break
				}
			}
			if ok {
				idom[b] = a
			}
		}
	}
	return idom
}

// bruteDF is Definition 13 evaluated literally with the relation dom.
func bruteDF(g *Digraph, dom [][]bool, reach []bool) [][]int {
	n := g.N()
	df := make([][]int, n)
	for y := 0; y < n; y++ {
		if !reach[y] {
			continue
		}
		for x := 0; x < n; x++ {
			if !reach[x] {
				continue
			}
			if dom[y][x] && y != x {
				continue // y strictly dominates x
			}
			for _, p := range g.Pred[x] {
				if reach[p] && dom[y][p] {
					df[y] = append(df[y], x)
					break
				}
			}
		}
	}
	return df
}

// bruteIDF iterates DF(S ∪ DF_i) to its limit, the union formulation.
func bruteIDF(df [][]int, set []int) []int {
	cur := map[int]bool{}
	for {
		next := map[int]bool{}
		for _, s := range set {
			for _, x := range df[s] {
				next[x] = true
			}
		}
		for v := range cur {
			for _, x := range df[v] {
				next[x] = true
			}
		}
		if len(next) == len(cur) {
			return keys(next)
		}
		cur = next
	}
}

func keys(m map[int]bool) []int {
	var out []int
	for k, v := range m {
		if v {
			out = append(out, k)
		}
	}
	sort.Ints(out)
	return out
}

// augmented returns the forward augmented graph of p (n+1 nodes).
func augmented(p *PostDom) *Digraph {
	return p.Reverse.Reverse()
}

// brutePostDominatedBySet: v ∈ S, or v != exit and v cannot reach the exit
// without going through S.
func brutePostDominatedBySet(aug *Digraph, exit int, set []int) []bool {
	n := aug.N()
	avoid := make([]bool, n)
	for _, s := range set {
		avoid[s] = true
	}
	cov := make([]bool, n)
	for v := 0; v < n; v++ {
		if avoid[v] {
			cov[v] = true
			continue
		}
		cov[v] = !reachAvoiding(aug, v, avoid)[exit]
	}
	return cov
}

// brutePDFPlusOfSet: the set frontier from brute coverage, closed with the
// node frontiers pdf (given, checked separately against bruteDF).
func brutePDFPlusOfSet(aug *Digraph, exit int, pdf [][]int, set []int) []int {
	cov := brutePostDominatedBySet(aug, exit, set)
	res := map[int]bool{}
	for v := 0; v < exit; v++ {
		// S strictly post-dominates v iff S∖{v} post-dominates v.
		var rest []int
		for _, s := range set {
			if s != v {
				rest = append(rest, s)
			}
		}
		strict := brutePostDominatedBySet(aug, exit, rest)[v]
		some := false
		for _, w := range aug.Succ[v] {
			if cov[w] {
				some = true
			}
		}
		if some && !strict {
			res[v] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for v := range res {
			for _, x := range pdf[v] {
				if !res[x] {
					res[x] = true
					changed = true
				}
			}
		}
	}
	return keys(res)
}

// bruteReachMatrix: r[u][v] iff v is reachable from u (reflexive).
func bruteReachMatrix(g *Digraph) [][]bool {
	r := make([][]bool, g.N())
	for u := range r {
		r[u] = reachAvoiding(g, u, nil)
	}
	return r
}

// randomGraph returns a random graph of n nodes, each node with 0..maxOut
// successors drawn uniformly (self loops possible).
func randomGraph(rng *rand.Rand, n, maxOut int) *Digraph {
	g := New(n)
	for u := 0; u < n; u++ {
		k := rng.Intn(maxOut + 1)
		for i := 0; i < k; i++ {
			g.AddEdge(u, rng.Intn(n))
		}
	}
	return g
}

// randomDAG returns a random acyclic graph where edges go from lower to
// higher ids, node 0 reaching every node.
func randomDAG(rng *rand.Rand, n, maxOut int) *Digraph {
	g := New(n)
	for v := 1; v < n; v++ {
		g.AddEdge(rng.Intn(v), v)
	}
	for u := 0; u < n-1; u++ {
		k := rng.Intn(maxOut)
		for i := 0; i < k; i++ {
			g.AddEdge(u, u+1+rng.Intn(n-u-1))
		}
	}
	return g
}

// randomExits picks exits: the nodes without successors, plus a few others.
func randomExits(rng *rand.Rand, g *Digraph) []int {
	var ex []int
	for v := 0; v < g.N(); v++ {
		if len(g.Succ[v]) == 0 && rng.Intn(4) != 0 {
			ex = append(ex, v)
		} else if rng.Intn(6) == 0 {
			ex = append(ex, v)
		}
	}
	return ex
}

func randomSubset(rng *rand.Rand, n, max int) []int {
	k := 1 + rng.Intn(max)
	m := map[int]bool{}
	for i := 0; i < k; i++ {
		m[rng.Intn(n)] = true
	}
	return keys(m)
}
