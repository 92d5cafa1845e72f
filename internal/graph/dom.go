package graph

// DomTree is the dominator tree of the nodes reachable from Root.
//
// Node a dominates node b when every path from Root to b goes through a;
// every node dominates itself (thesis Definition 7). The immediate dominator
// of b is its closest strict dominator (Definition 11).
type DomTree struct {
	Root int
	// Idom is the immediate dominator of each node, -1 for Root and for the
	// nodes that are not reachable from Root.
	Idom []int

	// The nodes each node v immediately dominates, ascending, are
	// kids[kidAt[v]:kidAt[v+1]] (Children).
	kids      []int
	kidAt     []int32
	pre, post []int32 // DFS interval on the tree; pre[v] == -1 when unreachable
	depth     []int32 // depth in the tree, root 0
	order     []int   // reachable nodes in preorder of the tree
	postOrder []int   // reachable nodes in postorder of the tree
}

// Children returns the nodes v immediately dominates, ascending. The slice is
// shared; do not modify it.
func (t *DomTree) Children(v int) []int {
	a, b := t.kidAt[v], t.kidAt[v+1]
	return t.kids[a:b:b]
}

// Dominators computes the dominator tree of g rooted at root with the
// Lengauer-Tarjan algorithm (semidominators, path compression without
// balancing: O(E log N)). Every depth-first traversal is iterative, so graphs
// of any shape and depth are fine. Nodes not reachable from root have Idom
// -1 and take no part in the tree.
func Dominators(g *Digraph, root int) *DomTree {
	n := g.N()
	d := dfs(g, root, false)
	vertex := d.pre // preorder index -> node
	m := len(vertex)
	// The working arrays, in one allocation.
	work := make([]int32, n+7*m)
	num := work[:n:n] // node -> preorder index, -1 unreachable
	for i := range num {
		num[i] = -1
	}
	for i, v := range vertex {
		num[v] = int32(i)
	}
	work = work[n:]
	parent, semi, label := work[:m:m], work[m:2*m:2*m], work[2*m:3*m:3*m]
	ancestor, idom := work[3*m:4*m:4*m], work[4*m:5*m:5*m]
	bucketHead, bucketNext := work[5*m:6*m:6*m], work[6*m:7*m:7*m]
	for i := 0; i < m; i++ {
		if i > 0 {
			parent[i] = num[d.parent[vertex[i]]]
		}
		semi[i] = int32(i)
		label[i] = int32(i)
		ancestor[i] = -1
		bucketHead[i] = -1
	}
	var path []int32
	eval := func(v int32) int32 {
		if ancestor[v] < 0 {
			return v
		}
		// Iterative path compression.
		path = path[:0]
		for x := v; ancestor[ancestor[x]] >= 0; x = ancestor[x] {
			path = append(path, x)
		}
		for k := len(path) - 1; k >= 0; k-- {
			y := path[k]
			a := ancestor[y]
			if semi[label[a]] < semi[label[y]] {
				label[y] = label[a]
			}
			ancestor[y] = ancestor[a]
		}
		return label[v]
	}
	for w := int32(m - 1); w >= 1; w-- {
		for _, pv := range g.Pred[vertex[w]] {
			v := num[pv]
			if v < 0 {
				continue
			}
			if u := eval(v); semi[u] < semi[w] {
				semi[w] = semi[u]
			}
		}
		s := semi[w]
		bucketNext[w] = bucketHead[s]
		bucketHead[s] = w
		p := parent[w]
		ancestor[w] = p
		for v := bucketHead[p]; v >= 0; v = bucketNext[v] {
			if u := eval(v); semi[u] < semi[v] {
				idom[v] = u
			} else {
				idom[v] = p
			}
		}
		bucketHead[p] = -1
	}
	for w := 1; w < m; w++ {
		if idom[w] != semi[w] {
			idom[w] = idom[idom[w]]
		}
	}

	// What the tree keeps, in two allocations (issue 18: a function's trees are kept for the
	// whole run): Idom, the children, preorder and postorder; the intervals, depths and
	// the children's offsets.
	ints := make([]int, n+max(m-1, 0)+2*m)
	i32 := make([]int32, 4*n+1)
	t := &DomTree{Root: root, Idom: ints[:n:n]}
	ints = ints[n:]
	t.kids, ints = ints[:max(m-1, 0):max(m-1, 0)], ints[max(m-1, 0):]
	t.order, t.postOrder = ints[:0:m], ints[m:m:2*m]
	t.pre, t.post, t.depth = i32[:n:n], i32[n:2*n:2*n], i32[2*n:3*n:3*n]
	t.kidAt = i32[3*n:]
	for i := range t.Idom {
		t.Idom[i] = -1
	}
	// Children in ascending node order: count them, then fill.
	count := t.kidAt[1:]
	for v := 0; v < n; v++ {
		if i := num[v]; i > 0 {
			p := vertex[idom[i]]
			t.Idom[v] = p
			count[p]++
		}
	}
	for v := 1; v <= n; v++ {
		t.kidAt[v] += t.kidAt[v-1]
	}
	next := num // no longer needed: reuse as fill positions
	copy(next, t.kidAt[:n])
	for v := 0; v < n; v++ {
		if p := t.Idom[v]; p >= 0 {
			t.kids[next[p]] = v
			next[p]++
		}
	}
	t.number(n)
	return t
}

// number computes the DFS intervals, depths and preorder of the tree.
func (t *DomTree) number(n int) {
	for i := range t.pre {
		t.pre[i] = -1
		t.post[i] = -1
	}
	type frame struct{ v, i int }
	var clock int32
	stack := []frame{{t.Root, 0}}
	t.pre[t.Root] = clock
	clock++
	t.order = append(t.order, t.Root)
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		ch := t.Children(top.v)
		if top.i < len(ch) {
			c := ch[top.i]
			top.i++
			t.pre[c] = clock
			clock++
			t.depth[c] = t.depth[top.v] + 1
			t.order = append(t.order, c)
			stack = append(stack, frame{c, 0})
			continue
		}
		t.post[top.v] = clock
		clock++
		t.postOrder = append(t.postOrder, top.v)
		stack = stack[:len(stack)-1]
	}
}

// Reachable reports whether v is reachable from the root (and so is in the tree).
func (t *DomTree) Reachable(v int) bool { return t.pre[v] >= 0 }

// Dominates reports whether a dominates b. It is reflexive: Dominates(a, a)
// is true for every node, reachable or not. Otherwise it is false when a or b
// is unreachable from the root. O(1).
func (t *DomTree) Dominates(a, b int) bool {
	if a == b {
		return true
	}
	pa, pb := t.pre[a], t.pre[b]
	if pa < 0 || pb < 0 {
		return false
	}
	return pa <= pb && t.post[b] <= t.post[a]
}

// StrictlyDominates reports whether a dominates b and a != b.
func (t *DomTree) StrictlyDominates(a, b int) bool {
	return a != b && t.Dominates(a, b)
}

// Depth returns the depth of v in the tree (0 for the root), -1 if v is
// unreachable.
func (t *DomTree) Depth(v int) int {
	if t.pre[v] < 0 {
		return -1
	}
	return int(t.depth[v])
}

// Preorder returns the reachable nodes in a preorder of the tree (a node
// before every node it dominates). The slice is shared; do not modify it.
func (t *DomTree) Preorder() []int { return t.order }

// Postorder returns the reachable nodes in a postorder of the tree (a node
// after every node it dominates). The slice is shared; do not modify it.
func (t *DomTree) Postorder() []int { return t.postOrder }

// NearestCommonDominator returns the deepest node that dominates both a and
// b, or -1 if one of them is unreachable. O(depth).
func (t *DomTree) NearestCommonDominator(a, b int) int {
	if t.pre[a] < 0 || t.pre[b] < 0 {
		return -1
	}
	for t.depth[a] > t.depth[b] {
		a = t.Idom[a]
	}
	for t.depth[b] > t.depth[a] {
		b = t.Idom[b]
	}
	for a != b {
		a, b = t.Idom[a], t.Idom[b]
	}
	return a
}
