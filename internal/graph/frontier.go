package graph

import "sort"

// Frontiers returns the dominance frontier of every node of g for the
// dominator tree t (thesis Definition 13, after Cytron et al.):
//
//	DF(Y) = {X | ∃P ∈ preds(X), Y dominates P and Y does not strictly dominate X}
//
// computed with the "runner" algorithm of Cooper, Harvey and Kennedy: for
// every reachable node X and every reachable predecessor P of X, walk up the
// tree from P to idom(X), adding X to the frontier of each node passed. The
// walk from a predecessor of the root goes up to and including the root.
// Each list is sorted ascending and has no duplicates; unreachable nodes have
// empty frontiers and appear in none. The work is proportional to the size of
// the result plus the number of edges.
func Frontiers(g *Digraph, t *DomTree) [][]int {
	return frontiers(g, t, g.N())
}

// frontiers computes the dominance frontiers of the nodes 0..limit-1 as
// frontier members (X ranges over 0..limit-1); the runners may be any node.
func frontiers(g *Digraph, t *DomTree, limit int) [][]int {
	n := g.N()
	last := make([]int32, n)
	for i := range last {
		last[i] = -1
	}
	// Collect the (runner, member) pairs, members ascending, then bucket
	// them by runner into one backing array: lists come out sorted.
	var pairs [][2]int32
	count := make([]int32, n)
	for b := 0; b < limit; b++ {
		if !t.Reachable(b) {
			continue
		}
		stop := t.Idom[b]
		for _, p := range g.Pred[b] {
			if !t.Reachable(p) {
				continue
			}
			for r := p; r != stop; r = t.Idom[r] {
				if last[r] == int32(b) {
					// Already walked from here for b: the rest of the
					// path up to stop is done too.
					break
				}
				last[r] = int32(b)
				pairs = append(pairs, [2]int32{int32(r), int32(b)})
				count[r]++
			}
		}
	}
	df := make([][]int, n)
	backing := make([]int, len(pairs))
	off := 0
	for v := 0; v < n; v++ {
		if c := int(count[v]); c > 0 {
			df[v] = backing[off : off : off+c]
			off += c
		}
	}
	for _, p := range pairs {
		df[p[0]] = append(df[p[0]], int(p[1]))
	}
	return df
}

// PostFrontiers returns the post-dominance frontier of every node of g
// (thesis Definition 14):
//
//	PDF(Y) = {X | ∃S ∈ succs(X), Y post-dominates S and Y does not strictly post-dominate X}
//
// where successors, and post-dominance, are those of the augmented graph
// of p (so an exit node has the virtual exit among its successors). It is the
// dominance frontier of the reversed augmented graph. The result has g.N()
// entries: the virtual exit's own frontier is dropped, and the virtual exit,
// which has no successor, is in no frontier. Lists are sorted ascending.
func PostFrontiers(g *Digraph, p *PostDom) [][]int {
	n := g.N()
	df := frontiers(p.Reverse, p.Tree, n)
	return df[:n:n]
}

// IteratedFrontier returns DF+(S), the iterated frontier of the set S for the
// frontier lists df (from Frontiers or PostFrontiers), sorted ascending:
// the limit of DF_1 = DF(S), DF_{i+1} = DF(S ∪ DF_i) where the frontier of a
// set is the union of the frontiers of its members (Cytron et al.; the
// thesis' "transitive closure of PDF, when considered as a relation"). A
// node of S is in the result only if it is in the frontier of some visited
// node. Cost: linear in the number of nodes and frontier entries visited (plus
// sorting the result); nothing is proportional to len(df).
func IteratedFrontier(df [][]int, set []int) []int {
	in := make(map[int]bool)     // in the result
	queued := make(map[int]bool) // frontier already expanded
	work := make([]int, 0, len(set))
	for _, v := range set {
		if !queued[v] {
			queued[v] = true
			work = append(work, v)
		}
	}
	var out []int
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, w := range df[v] {
			if !in[w] {
				in[w] = true
				out = append(out, w)
			}
			if !queued[w] {
				queued[w] = true
				work = append(work, w)
			}
		}
	}
	sort.Ints(out)
	return out
}

// PostDominatedBySet returns, for every node of the augmented graph of p
// (g.N()+1 entries, the virtual exit last), whether the set S post-dominates
// it: every path from the node to the exit meets a node of S (a node of S is
// post-dominated by S; the virtual exit is not). It is computed as the
// complement of the nodes that reach the virtual exit while avoiding S, by
// one backward search from the exit: O(N+E).
func PostDominatedBySet(g *Digraph, p *PostDom, set []int) []bool {
	n := g.N()
	r := p.Reverse
	inS := make([]bool, n+1)
	for _, v := range set {
		if v >= 0 && v < n {
			inS[v] = true
		}
	}
	covered := make([]bool, n+1)
	for i := range covered {
		covered[i] = true
	}
	covered[p.Exit] = false
	stack := []int{p.Exit}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, u := range r.Succ[v] { // predecessors of v in the augmented graph
			if covered[u] && !inS[u] {
				covered[u] = false
				stack = append(stack, u)
			}
		}
	}
	return covered
}

// PDFOfSet returns the post-dominance frontier of a set S of nodes, the
// thesis' set extension (§3.1.1), sorted ascending:
//
//	PDF(S) = {v | some successor of v is post-dominated by S,
//	              and S does not strictly post-dominate v}
//
// S strictly post-dominates v when every path from v to the exit meets S at
// a node after v, that is when S post-dominates every successor of v
// (equivalently S∖{v} post-dominates v; for S = {u} this is exactly "u
// strictly post-dominates v"). So PDF(S) is the set of nodes that have both a
// successor post-dominated by S and a successor that is not: the branches
// where one edge unavoidably leads to S and another may avoid it. For a
// singleton S = {u} it is PDF(u) of Definition 14. O(N+E).
func PDFOfSet(g *Digraph, p *PostDom, set []int) []int {
	covered := PostDominatedBySet(g, p, set)
	return pdfOfCovered(g.N(), p, covered)
}

func pdfOfCovered(n int, p *PostDom, covered []bool) []int {
	var out []int
	for v := 0; v < n; v++ {
		var someIn, someOut bool
		for _, w := range p.Reverse.Pred[v] { // successors in the augmented graph
			if covered[w] {
				someIn = true
			} else {
				someOut = true
			}
		}
		if someIn && someOut {
			out = append(out, v)
		}
	}
	return out
}

// PDFPlusOfSet returns PDF+(S), the iterated post-dominance frontier of a set
// S of nodes in the sense of the PARCOACH thesis (§3.1.1), sorted ascending.
// pdf must be PostFrontiers(g, p).
//
// The thesis extends the post-dominance frontier to a set ("All paths from w
// to the exit node go through a node u in the set U. On the contrary v is not
// postdominated by any node u in U so there exists a path from v to exit node
// that does not traverse a node in U") and defines "The iterated
// postdominance frontier PDF+ [...] as the transitive closure of PDF, when
// considered as a relation". Implemented: the first step is the set frontier
// PDFOfSet(S); the closure is then taken with the node frontiers:
//
//	PDF+(S) = X ∪ IteratedFrontier(pdf, X),   X = PDFOfSet(S)
//
// This is what the thesis' worked examples give. Fig. 3.2(a): {3,4} post-
// dominates node 2, so PDF+({3,4}) = {1}, and 2 is not reported (the union
// of the node frontiers, Cytron's DF+ of a set, would give {1,2}). Fig.
// 3.2(c): PDF+({4,7}) = {2,6,1}: the set frontier is {2,6}, and 1 enters by
// the closure through PDF(2) and PDF(6), although {2,6} as a set
// post-dominates 1; iterating the set frontier itself, PDF(S ∪ PDF_i), stays
// at {2,6} and loses node 1 (adding frontier nodes to the set makes the
// nodes above them post-dominated by it).
//
// Relation to the union formulation IteratedFrontier(pdf, S): equal when S is
// a single node; in general PDF+(S) is contained in it, and the nodes it
// leaves out are the branches that S post-dominates on every side, such as
// the `if` of `if (c) MPI_Barrier(); else MPI_Barrier();`, for which PDF+ of
// the two barriers is empty while the union gives the `if`. When S is a set of
// nodes no two of which are on a common path in an acyclic graph (the sets
// C_{r,c} of Algorithm 12 on the CFG without back edges), every node of
// PDF+(S) has a path to S and a path to the exit avoiding S: it decides
// whether a collective of S is executed.
//
// Cost: O(N+E) for the set frontier plus the closure, linear in what it
// visits.
func PDFPlusOfSet(g *Digraph, p *PostDom, pdf [][]int, set []int) []int {
	x := PDFOfSet(g, p, set)
	if len(x) == 0 {
		return nil
	}
	// X ∪ IteratedFrontier(pdf, X), with dense markers: this function is
	// O(N) already.
	in := make([]bool, len(pdf))
	work := make([]int, 0, len(x))
	for _, v := range x {
		in[v] = true
		work = append(work, v)
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, w := range pdf[v] {
			if !in[w] {
				in[w] = true
				work = append(work, w)
			}
		}
	}
	var out []int
	for v, ok := range in {
		if ok {
			out = append(out, v)
		}
	}
	return out
}
