package graph

import "sort"

// Loop is a natural loop: a header h and the nodes that reach one of its
// back edges u->h (h dominates u) without going through h.
type Loop struct {
	Header int
	// Blocks are the nodes of the loop, ascending, header and nested loops
	// included.
	Blocks []int
	// Latches are the sources of the back edges to the header, ascending.
	Latches []int
	// Exits are the edges (inside, outside) leaving the loop, sorted.
	Exits [][2]int
	// Parent is the innermost loop strictly containing this one, nil for a
	// top-level loop; Children the loops whose Parent this is, by header.
	Parent   *Loop
	Children []*Loop
	// Depth is 1 for a top-level loop, Parent.Depth+1 otherwise.
	Depth int

	pre, post int32 // interval in the loop forest
}

// Contains reports whether node v belongs to the loop (nested loops included). O(log |Blocks|).
func (l *Loop) Contains(v int) bool {
	i := sort.SearchInts(l.Blocks, v)
	return i < len(l.Blocks) && l.Blocks[i] == v
}

// Encloses reports whether loop m is l or nested in l. O(1).
func (l *Loop) Encloses(m *Loop) bool {
	return m != nil && l.pre <= m.pre && m.post <= l.post
}

// LoopForest is the nesting forest of the natural loops of a graph.
type LoopForest struct {
	// Loops lists every loop, inner loops before the loops containing them.
	Loops []*Loop
	// Top lists the top-level loops, by header.
	Top []*Loop
	// Of is the innermost loop of each node, nil for nodes in no loop and
	// for unreachable nodes.
	Of []*Loop
}

// InLoop reports whether node v belongs to loop l (nested loops included). O(1).
func (f *LoopForest) InLoop(v int, l *Loop) bool { return l.Encloses(f.Of[v]) }

// NaturalLoops finds the natural loops of g for its dominator tree dom. A back
// edge is an edge u->h between reachable nodes where h dominates u (a self
// loop h->h included); the loop of header h is h plus every node that reaches
// a latch of h without going through h, all back edges to the same header
// forming one loop. Retreating edges of an irreducible region are not back
// edges in this sense: such regions form no natural loop (see BackEdges).
//
// Headers are processed in postorder of the dominator tree, so inner loops
// are found before the loops that contain them; the backward search from the
// latches of an outer loop jumps over an inner loop already found, from the
// node where it meets it to its header, so each node is assigned once and
// the cost is near-linear (plus the size of the Blocks lists, which repeat
// the nodes of nested loops).
func NaturalLoops(g *Digraph, dom *DomTree) *LoopForest {
	n := g.N()
	f := &LoopForest{Of: make([]*Loop, n)}
	var work []int
	for _, h := range dom.Postorder() {
		var latches []int
		for _, u := range g.Pred[h] {
			if dom.Reachable(u) && dom.Dominates(h, u) {
				latches = append(latches, u)
			}
		}
		if len(latches) == 0 {
			continue
		}
		sort.Ints(latches)
		l := &Loop{Header: h, Latches: latches}
		f.Loops = append(f.Loops, l)
		// h is not claimed yet: a loop found earlier has a header that h does
		// not dominate (postorder), and its body is dominated by its header,
		// so it cannot contain h.
		f.Of[h] = l
		work = append(work[:0], latches...)
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if x == h {
				continue
			}
			if f.Of[x] == nil {
				f.Of[x] = l
				for _, p := range g.Pred[x] {
					if dom.Reachable(p) {
						work = append(work, p)
					}
				}
				continue
			}
			top := outermost(f.Of[x])
			if top == l {
				continue
			}
			top.Parent = l
			for _, p := range g.Pred[top.Header] {
				if dom.Reachable(p) {
					work = append(work, p)
				}
			}
		}
	}
	f.finish(g)
	return f
}

func outermost(l *Loop) *Loop {
	for l.Parent != nil {
		l = l.Parent
	}
	return l
}

// finish computes Children, Top, Depth, Blocks and Exits.
func (f *LoopForest) finish(g *Digraph) {
	for _, l := range f.Loops {
		if l.Parent == nil {
			f.Top = append(f.Top, l)
		} else {
			l.Parent.Children = append(l.Parent.Children, l)
		}
	}
	byHeader := func(ls []*Loop) {
		sort.Slice(ls, func(i, j int) bool { return ls[i].Header < ls[j].Header })
	}
	byHeader(f.Top)
	for _, l := range f.Loops {
		byHeader(l.Children)
	}
	// Depths and forest intervals, iteratively.
	type frame struct {
		l *Loop
		i int
	}
	var clock int32
	var stack []frame
	for _, t := range f.Top {
		t.Depth = 1
		t.pre = clock
		clock++
		stack = append(stack[:0], frame{t, 0})
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if top.i < len(top.l.Children) {
				c := top.l.Children[top.i]
				top.i++
				c.Depth = top.l.Depth + 1
				c.pre = clock
				clock++
				stack = append(stack, frame{c, 0})
				continue
			}
			top.l.post = clock
			clock++
			stack = stack[:len(stack)-1]
		}
	}
	// Blocks: own nodes, then those of the children (inner loops come
	// first in f.Loops, so their Blocks are complete when needed).
	for v, l := range f.Of {
		if l != nil {
			l.Blocks = append(l.Blocks, v)
		}
	}
	for _, l := range f.Loops {
		for _, c := range l.Children {
			l.Blocks = append(l.Blocks, c.Blocks...)
		}
		sort.Ints(l.Blocks)
	}
	for _, l := range f.Loops {
		for _, u := range l.Blocks {
			for _, v := range g.Succ[u] {
				if !l.Encloses(f.Of[v]) {
					l.Exits = append(l.Exits, [2]int{u, v})
				}
			}
		}
		sortEdges(l.Exits)
	}
}
