package graph

import "sort"

// PostDom holds the post-dominators of a graph augmented with a virtual exit.
//
// Node a post-dominates node b when every path from b to the exit goes
// through a; every node post-dominates itself (thesis Definition 8). The
// exit is a virtual node with id Exit == g.N() that receives an edge from
// every exit node given to PostDominators and from one node of every region
// from which no exit can be reached (see PostDominators). Post-dominance on
// g is dominance on the reverse of this augmented graph, rooted at Exit.
type PostDom struct {
	// Tree is the dominator tree of Reverse rooted at Exit: Tree.Idom[v] is
	// the immediate post-dominator of v (Exit for the nodes whose only
	// common post-dominator is the virtual exit).
	Tree *DomTree
	// Exit is the id of the virtual exit node, g.N().
	Exit int
	// Reverse is the reversed augmented graph (g.N()+1 nodes):
	// Reverse.Succ[v] are the predecessors of v in the augmented graph and
	// Reverse.Pred[v] its successors, Reverse.Pred[v] containing Exit when v
	// is an exit node or a connected node.
	Reverse *Digraph
	// Connected lists, ascending, the nodes that were given an edge to the
	// virtual exit because no exit is reachable from them (one per trap
	// region, see PostDominators). Empty when every node reaches an exit.
	Connected []int
}

// PostDominators computes the post-dominator tree of g. exits are the nodes
// that leave the function: returns, `unreachable` ends, blocks ending in calls
// that never return (exit, abort, MPI_Abort). The virtual exit, id g.N(),
// gets an edge from each of them.
//
// Nodes from which no exit is reachable (infinite loops, or blocks without
// successors that are not in exits) would otherwise have no post-dominator.
// The choice made here, as in LLVM's post-dominator tree, is to connect a
// single node of every trap region to the virtual exit: the regions are the
// strongly connected components that no exit is reachable from and that have
// no edge leaving them (the sinks of the condensation among the
// exit-unreachable nodes), and the node connected is the one through which a
// depth-first search of g first enters the component, the searches starting
// at node 0 (the entry block by convention) and then at the remaining nodes
// in increasing id order. For the natural loop `while (1) { ... }` that node
// is the loop header: the header post-dominates the body, and a conditional in
// the body has the header as its immediate post-dominator, as if the loop
// exited at its header. A node that can only reach trap regions (for example
// an `if` choosing between two infinite loops) is not connected itself: it
// reaches the exit through the headers it leads to, so it is the branch point
// in their post-dominance frontiers. After augmentation every node reaches the
// virtual exit, so every node has a post-dominator.
func PostDominators(g *Digraph, exits []int) *PostDom {
	n := g.N()
	x := n
	// The reversed lists are g's own, shared (capacity cut to their length, so that the
	// edges to the virtual exit added below, and any later AddEdge, copy instead of writing
	// into g's arrays).
	r := &Digraph{Succ: make([][]int, n+1), Pred: make([][]int, n+1)}
	for v := 0; v < n; v++ {
		r.Succ[v] = g.Pred[v][:len(g.Pred[v]):len(g.Pred[v])]
		r.Pred[v] = g.Succ[v][:len(g.Succ[v]):len(g.Succ[v])]
	}
	for _, e := range exits {
		r.AddEdge(x, e)
	}
	p := &PostDom{Exit: x, Reverse: r}

	reach := Reachable(r, x)
	all := true
	for v := 0; v < n; v++ {
		if !reach[v] {
			all = false
			break
		}
	}
	if !all {
		s := tarjan(g, nil)
		sink := make([]bool, len(s.comps))
		for c, nodes := range s.comps {
			sink[c] = !reach[nodes[0]]
		}
		for v := 0; v < n; v++ {
			if reach[v] {
				continue
			}
			for _, w := range g.Succ[v] {
				if s.comp[w] != s.comp[v] {
					sink[s.comp[v]] = false
					break
				}
			}
		}
		for c := range s.comps {
			if sink[c] {
				p.Connected = append(p.Connected, s.root[c])
			}
		}
		sort.Ints(p.Connected)
		for _, v := range p.Connected {
			r.AddEdge(x, v)
		}
	}
	p.Tree = Dominators(r, x)
	return p
}

// PostDominates reports whether a post-dominates b (reflexive). Either may be
// the virtual exit, which post-dominates every node.
func (p *PostDom) PostDominates(a, b int) bool { return p.Tree.Dominates(a, b) }

// StrictlyPostDominates reports whether a post-dominates b and a != b.
func (p *PostDom) StrictlyPostDominates(a, b int) bool { return p.Tree.StrictlyDominates(a, b) }

// Ipdom returns the immediate post-dominator of v: a node of g, or Exit when
// only the virtual exit post-dominates v strictly; -1 for Exit itself.
func (p *PostDom) Ipdom(v int) int { return p.Tree.Idom[v] }
