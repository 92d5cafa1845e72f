package graph

import "sort"

// Digraph is a directed graph over the nodes 0..N-1, stored as successor
// and predecessor adjacency lists. The lists keep the order in which edges
// were added; that order is the order in which depth-first searches visit
// successors, so results are deterministic for a given construction order.
type Digraph struct {
	Succ, Pred [][]int
}

// New returns a graph with n nodes and no edges.
func New(n int) *Digraph {
	return &Digraph{Succ: make([][]int, n), Pred: make([][]int, n)}
}

// N returns the number of nodes.
func (g *Digraph) N() int { return len(g.Succ) }

// AddEdge adds the edge u->v. An edge that is already present is ignored
// (the check scans the shorter of Succ[u] and Pred[v], so adding the edges of
// a CFG costs time proportional to the edges times the smaller degree).
// Self loops are allowed.
func (g *Digraph) AddEdge(u, v int) {
	if len(g.Succ[u]) <= len(g.Pred[v]) {
		for _, w := range g.Succ[u] {
			if w == v {
				return
			}
		}
	} else {
		for _, w := range g.Pred[v] {
			if w == u {
				return
			}
		}
	}
	g.Succ[u] = append(g.Succ[u], v)
	g.Pred[v] = append(g.Pred[v], u)
}

// HasEdge reports whether the edge u->v is present.
func (g *Digraph) HasEdge(u, v int) bool {
	a := g.Succ[u]
	if len(g.Pred[v]) < len(a) {
		for _, w := range g.Pred[v] {
			if w == u {
				return true
			}
		}
		return false
	}
	for _, w := range a {
		if w == v {
			return true
		}
	}
	return false
}

// Reverse returns a new graph with every edge reversed (a deep copy: the
// result shares no slices with g).
func (g *Digraph) Reverse() *Digraph {
	c := g.Clone()
	c.Succ, c.Pred = c.Pred, c.Succ
	return c
}

// Clone returns a deep copy of g.
func (g *Digraph) Clone() *Digraph {
	return &Digraph{Succ: copyLists(g.Succ), Pred: copyLists(g.Pred)}
}

// copyLists deep-copies adjacency lists into one backing array. Each copy
// has its capacity equal to its length, so appending to one list never
// overwrites the next.
func copyLists(lists [][]int) [][]int {
	total := 0
	for _, l := range lists {
		total += len(l)
	}
	backing := make([]int, 0, total)
	out := make([][]int, len(lists))
	for i, l := range lists {
		if len(l) == 0 {
			continue
		}
		o := len(backing)
		backing = append(backing, l...)
		out[i] = backing[o:len(backing):len(backing)]
	}
	return out
}

// dfsResult is what one iterative depth-first search from a root computes.
type dfsResult struct {
	pre    []int    // nodes in preorder
	post   []int    // nodes in postorder
	parent []int    // DFS tree parent, -1 for the root and unvisited nodes
	back   [][2]int // retreating edges u->v (v on the DFS stack when u->v is examined)
}

// dfs runs an iterative depth-first search of g from root, visiting the
// successors of a node in the order of g.Succ. It never recurses, so graphs of
// any depth are fine. wantBack asks for the retreating edges.
func dfs(g *Digraph, root int, wantBack bool) dfsResult {
	n := g.N()
	const (
		white = 0
		grey  = 1
		black = 2
	)
	color := make([]uint8, n)
	parent := make([]int, n)
	for i := range parent {
		parent[i] = -1
	}
	r := dfsResult{parent: parent, pre: make([]int, 0, n), post: make([]int, 0, n)}
	type frame struct{ v, i int }
	stack := []frame{{root, 0}}
	color[root] = grey
	r.pre = append(r.pre, root)
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		succ := g.Succ[top.v]
		if top.i < len(succ) {
			w := succ[top.i]
			top.i++
			switch color[w] {
			case white:
				color[w] = grey
				parent[w] = top.v
				r.pre = append(r.pre, w)
				stack = append(stack, frame{w, 0})
			case grey:
				if wantBack {
					r.back = append(r.back, [2]int{top.v, w})
				}
			}
			continue
		}
		color[top.v] = black
		r.post = append(r.post, top.v)
		stack = stack[:len(stack)-1]
	}
	return r
}

// ReversePostOrder returns the nodes reachable from root in reverse postorder
// of an iterative depth-first search that visits successors in list order.
// Every edge u->v that is not a retreating edge has u before v.
func ReversePostOrder(g *Digraph, root int) []int {
	post := dfs(g, root, false).post
	reverseInts(post)
	return post
}

// BackEdges returns the retreating edges of a depth-first search from root
// (edges u->v where v is an ancestor of u in the DFS tree, including self
// loops), sorted. In a reducible graph these are exactly the back edges of
// the natural loops (edges whose target dominates their source); in an
// irreducible graph some retreating edges enter a cycle at a node that does
// not dominate the source, and which edges are retreating depends on the
// successor order. Removing them always leaves an acyclic graph.
func BackEdges(g *Digraph, root int) [][2]int {
	back := dfs(g, root, true).back
	sortEdges(back)
	return back
}

// AcyclicOrder returns a topological order of the nodes reachable from root
// in the graph without its retreating edges (the reverse postorder of a DFS
// from root), together with those retreating edges, sorted.
func AcyclicOrder(g *Digraph, root int) (order []int, back [][2]int) {
	r := dfs(g, root, true)
	reverseInts(r.post)
	sortEdges(r.back)
	return r.post, r.back
}

// Reachable returns, for every node, whether it is reachable from one of the
// given roots.
func Reachable(g *Digraph, roots ...int) []bool {
	seen := make([]bool, g.N())
	var stack []int
	for _, r := range roots {
		if !seen[r] {
			seen[r] = true
			stack = append(stack, r)
		}
	}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, w := range g.Succ[v] {
			if !seen[w] {
				seen[w] = true
				stack = append(stack, w)
			}
		}
	}
	return seen
}

func reverseInts(a []int) {
	for i, j := 0, len(a)-1; i < j; i, j = i+1, j-1 {
		a[i], a[j] = a[j], a[i]
	}
}

func sortEdges(e [][2]int) {
	sort.Slice(e, func(i, j int) bool {
		if e[i][0] != e[j][0] {
			return e[i][0] < e[j][0]
		}
		return e[i][1] < e[j][1]
	})
}

// WithoutEdges returns a copy of g without the given edges (for example the
// back edges of BackEdges, to number execution orders on an acyclic graph).
// Edges not in g are ignored.
func WithoutEdges(g *Digraph, edges [][2]int) *Digraph {
	drop := make(map[[2]int]bool, len(edges))
	for _, e := range edges {
		drop[e] = true
	}
	out := New(g.N())
	for u, ss := range g.Succ {
		for _, v := range ss {
			if !drop[[2]int{u, v}] {
				out.Succ[u] = append(out.Succ[u], v)
				out.Pred[v] = append(out.Pred[v], u)
			}
		}
	}
	return out
}

// Induced returns the subgraph of g induced by nodes: node i of the result
// is nodes[i], and it has the edges of g between two of these nodes. orig
// maps the new ids back (it is nodes, copied); index maps an id of g to its
// new id, -1 when the node is not in the subgraph. Duplicates in nodes are
// kept once, at their first position.
func Induced(g *Digraph, nodes []int) (sub *Digraph, orig []int, index []int) {
	index = make([]int, g.N())
	for i := range index {
		index[i] = -1
	}
	for _, v := range nodes {
		if index[v] < 0 {
			index[v] = len(orig)
			orig = append(orig, v)
		}
	}
	sub = New(len(orig))
	for i, u := range orig {
		for _, v := range g.Succ[u] {
			if j := index[v]; j >= 0 {
				sub.Succ[i] = append(sub.Succ[i], j)
				sub.Pred[j] = append(sub.Pred[j], i)
			}
		}
	}
	return sub, orig, index
}
