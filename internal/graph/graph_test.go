package graph

import (
	"reflect"
	"testing"
)

func e(u, v int) [2]int { return [2]int{u, v} }

// loopWant describes an expected natural loop.
type loopWant struct {
	header  int
	blocks  []int
	latches []int
	exits   [][2]int
	parent  int // header of the parent loop, -1 for none
	depth   int
}

// Hand-built CFGs with every expected result worked out by hand. The
// virtual exit is node n.
var handCases = []struct {
	name      string
	n         int
	edges     [][2]int
	exits     []int
	idom      []int
	ipdom     []int
	connected []int
	df        [][]int
	pdf       [][]int
	loops     []loopWant // inner before outer
	back      [][2]int
	scc       [][]int
	pdfPlus   map[string][]int // "2,3" -> PDF+({2,3})
}{
	{
		name:  "diamond",
		n:     4,
		edges: [][2]int{e(0, 1), e(0, 2), e(1, 3), e(2, 3)},
		exits: []int{3},
		idom:  []int{-1, 0, 0, 0},
		ipdom: []int{3, 3, 3, 4},
		df:    [][]int{nil, {3}, {3}, nil},
		pdf:   [][]int{nil, {0}, {0}, nil},
		scc:   [][]int{{3}, {1}, {2}, {0}},
		// if (c) MPI_Barrier(); else MPI_Barrier(); — together the two
		// barriers post-dominate the conditional.
		pdfPlus: map[string][]int{"1": {0}, "2": {0}, "1,2": nil, "3": nil, "0": nil},
	},
	{
		name:    "nested if",
		n:       6,
		edges:   [][2]int{e(0, 1), e(0, 5), e(1, 2), e(1, 3), e(2, 4), e(3, 4), e(4, 5)},
		exits:   []int{5},
		idom:    []int{-1, 0, 1, 1, 1, 0},
		ipdom:   []int{5, 4, 4, 4, 5, 6},
		df:      [][]int{nil, {5}, {4}, {4}, {5}, nil},
		pdf:     [][]int{nil, {0}, {1}, {1}, {0}, nil},
		pdfPlus: map[string][]int{"2": {0, 1}, "2,3": {0}, "4": {0}, "1,5": nil},
	},
	{
		// 0: entry; 1: loop condition; 2: if (c) break; 3: latch; 4: return.
		name:    "loop with break",
		n:       5,
		edges:   [][2]int{e(0, 1), e(1, 2), e(1, 4), e(2, 4), e(2, 3), e(3, 1)},
		exits:   []int{4},
		idom:    []int{-1, 0, 1, 2, 1},
		ipdom:   []int{1, 4, 4, 1, 5},
		df:      [][]int{nil, {1}, {1, 4}, {1}, nil},
		pdf:     [][]int{nil, {2}, {1}, {2}, nil},
		loops:   []loopWant{{1, []int{1, 2, 3}, []int{3}, [][2]int{e(1, 4), e(2, 4)}, -1, 1}},
		back:    [][2]int{e(3, 1)},
		pdfPlus: map[string][]int{"3": {1, 2}, "1": {1, 2}},
	},
	{
		// while (c) { if (d) return; body } return;
		name:  "while with early return",
		n:     6,
		edges: [][2]int{e(0, 1), e(1, 2), e(1, 5), e(2, 3), e(2, 4), e(4, 1)},
		exits: []int{3, 5},
		idom:  []int{-1, 0, 1, 2, 2, 1},
		ipdom: []int{1, 6, 6, 6, 1, 6},
		df:    [][]int{nil, {1}, {1}, nil, {1}, nil},
		pdf:   [][]int{nil, {2}, {1}, {2}, {2}, {1}},
		loops: []loopWant{{1, []int{1, 2, 4}, []int{4}, [][2]int{e(1, 5), e(2, 3)}, -1, 1}},
		back:  [][2]int{e(4, 1)},
		// Both returns together post-dominate everything.
		pdfPlus: map[string][]int{"3": {1, 2}, "3,5": nil, "4": {1, 2}, "5": {1, 2}},
	},
	{
		// Two entries into the cycle 1 <-> 2: no natural loop.
		name:    "irreducible",
		n:       4,
		edges:   [][2]int{e(0, 1), e(0, 2), e(1, 2), e(2, 1), e(1, 3), e(2, 3)},
		exits:   []int{3},
		idom:    []int{-1, 0, 0, 0},
		ipdom:   []int{3, 3, 3, 4},
		df:      [][]int{nil, {2, 3}, {1, 3}, nil},
		pdf:     [][]int{nil, {0, 2}, {0, 1}, nil},
		loops:   []loopWant{},
		back:    [][2]int{e(2, 1)},
		scc:     [][]int{{3}, {1, 2}, {0}},
		pdfPlus: map[string][]int{"1": {0, 1, 2}, "1,2": {0, 1, 2}},
	},
	{
		// while (1) { if (c) A; else B; } with no exit at all: the header
		// 1 is connected to the virtual exit.
		name:      "infinite loop",
		n:         5,
		edges:     [][2]int{e(0, 1), e(1, 2), e(2, 3), e(2, 4), e(3, 1), e(4, 1)},
		exits:     nil,
		idom:      []int{-1, 0, 1, 2, 2},
		ipdom:     []int{1, 5, 1, 1, 1},
		connected: []int{1},
		pdf:       [][]int{nil, {1}, {1}, {2}, {2}},
		loops:     []loopWant{{1, []int{1, 2, 3, 4}, []int{3, 4}, nil, -1, 1}},
		pdfPlus:   map[string][]int{"3": {1, 2}, "3,4": {1}, "2": {1}},
	},
	{
		// if (c) while (1) ; return;
		name:      "infinite loop beside a return",
		n:         4,
		edges:     [][2]int{e(0, 1), e(0, 3), e(1, 2), e(2, 1)},
		exits:     []int{3},
		ipdom:     []int{4, 4, 1, 4},
		connected: []int{1},
		pdf:       [][]int{nil, {0, 1}, {1}, {0}},
	},
	{
		// if (c) while (1) A; else while (1) B; — the branch itself is not
		// connected, the two loop headers are.
		name:      "two infinite loops",
		n:         5,
		edges:     [][2]int{e(0, 1), e(0, 3), e(1, 2), e(2, 1), e(3, 4), e(4, 3)},
		ipdom:     []int{5, 5, 1, 5, 3},
		connected: []int{1, 3},
		pdf:       [][]int{nil, {0, 1}, {1}, {0, 3}, {3}},
		pdfPlus:   map[string][]int{"2,4": {0, 1, 3}},
	},
	{
		name:    "unreachable nodes",
		n:       5,
		edges:   [][2]int{e(0, 1), e(1, 2), e(3, 2), e(4, 3)},
		exits:   []int{2},
		idom:    []int{-1, 0, 1, -1, -1},
		ipdom:   []int{1, 2, 5, 2, 3},
		df:      [][]int{nil, nil, nil, nil, nil},
		loops:   []loopWant{},
		scc:     [][]int{{2}, {1}, {0}, {3}, {4}},
		pdfPlus: map[string][]int{"1": nil, "3": nil},
	},
	{
		name:    "self loop",
		n:       3,
		edges:   [][2]int{e(0, 1), e(1, 1), e(1, 2)},
		exits:   []int{2},
		idom:    []int{-1, 0, 1},
		ipdom:   []int{1, 2, 3},
		df:      [][]int{nil, {1}, nil},
		pdf:     [][]int{nil, {1}, nil},
		loops:   []loopWant{{1, []int{1}, []int{1}, [][2]int{e(1, 2)}, -1, 1}},
		back:    [][2]int{e(1, 1)},
		scc:     [][]int{{2}, {1}, {0}},
		pdfPlus: map[string][]int{"1": {1}},
	},
	{
		// if (c) return; else MPI_Abort(...);
		name:    "multiple exits",
		n:       3,
		edges:   [][2]int{e(0, 1), e(0, 2)},
		exits:   []int{1, 2},
		idom:    []int{-1, 0, 0},
		ipdom:   []int{3, 3, 3},
		pdf:     [][]int{nil, {0}, {0}},
		pdfPlus: map[string][]int{"1": {0}, "1,2": nil},
	},
	{
		// for (...) { for (...) { } }
		name:  "nested loops",
		n:     6,
		edges: [][2]int{e(0, 1), e(1, 2), e(2, 3), e(3, 2), e(3, 4), e(4, 1), e(1, 5)},
		exits: []int{5},
		idom:  []int{-1, 0, 1, 2, 3, 1},
		loops: []loopWant{
			{2, []int{2, 3}, []int{3}, [][2]int{e(3, 4)}, 1, 2},
			{1, []int{1, 2, 3, 4}, []int{4}, [][2]int{e(1, 5)}, -1, 1},
		},
		back: [][2]int{e(3, 2), e(4, 1)},
		scc:  [][]int{{5}, {1, 2, 3, 4}, {0}},
	},
}

func parseSet(s string) []int {
	var out []int
	n, in := 0, false
	for _, c := range s + "," {
		if c >= '0' && c <= '9' {
			n = n*10 + int(c-'0')
			in = true
		} else if in {
			out = append(out, n)
			n, in = 0, false
		}
	}
	return out
}

func TestHandCFGs(t *testing.T) {
	for _, c := range handCases {
		t.Run(c.name, func(t *testing.T) {
			g := mk(c.n, c.edges...)
			dom := Dominators(g, 0)
			if c.idom != nil && !reflect.DeepEqual(dom.Idom, c.idom) {
				t.Errorf("idom = %v, want %v", dom.Idom, c.idom)
			}
			p := PostDominators(g, c.exits)
			if p.Exit != c.n {
				t.Errorf("Exit = %d", p.Exit)
			}
			if c.ipdom != nil && !reflect.DeepEqual(p.Tree.Idom[:c.n], c.ipdom) {
				t.Errorf("ipdom = %v, want %v", p.Tree.Idom[:c.n], c.ipdom)
			}
			for v := 0; v < c.n; v++ {
				if p.Ipdom(v) != p.Tree.Idom[v] || !p.PostDominates(p.Exit, v) {
					t.Errorf("Ipdom/PostDominates(exit, %d)", v)
				}
				if p.StrictlyPostDominates(v, v) {
					t.Errorf("StrictlyPostDominates(%d,%d)", v, v)
				}
			}
			if !reflect.DeepEqual(norm(p.Connected), norm(c.connected)) {
				t.Errorf("connected = %v, want %v", p.Connected, c.connected)
			}
			if c.df != nil {
				df := Frontiers(g, dom)
				for v := range df {
					if !reflect.DeepEqual(norm(df[v]), norm(c.df[v])) {
						t.Errorf("DF(%d) = %v, want %v", v, df[v], c.df[v])
					}
				}
			}
			pdf := PostFrontiers(g, p)
			if c.pdf != nil {
				for v := range pdf {
					if !reflect.DeepEqual(norm(pdf[v]), norm(c.pdf[v])) {
						t.Errorf("PDF(%d) = %v, want %v", v, pdf[v], c.pdf[v])
					}
				}
			}
			for k, want := range c.pdfPlus {
				got := PDFPlusOfSet(g, p, pdf, parseSet(k))
				if !reflect.DeepEqual(norm(got), norm(want)) {
					t.Errorf("PDF+({%s}) = %v, want %v", k, got, want)
				}
			}
			if c.loops != nil {
				f := NaturalLoops(g, dom)
				if len(f.Loops) != len(c.loops) {
					t.Fatalf("%d loops, want %d", len(f.Loops), len(c.loops))
				}
				for i, w := range c.loops {
					l := f.Loops[i]
					par := -1
					if l.Parent != nil {
						par = l.Parent.Header
					}
					if l.Header != w.header || !reflect.DeepEqual(l.Blocks, w.blocks) ||
						!reflect.DeepEqual(l.Latches, w.latches) || !reflect.DeepEqual(l.Exits, w.exits) ||
						par != w.parent || l.Depth != w.depth {
						t.Errorf("loop %d = {%d %v %v %v parent %d depth %d}, want %+v",
							i, l.Header, l.Blocks, l.Latches, l.Exits, par, l.Depth, w)
					}
				}
			}
			if c.back != nil {
				if got := BackEdges(g, 0); !reflect.DeepEqual(got, c.back) {
					t.Errorf("back edges = %v, want %v", got, c.back)
				}
			}
			if c.scc != nil {
				if got := SCC(g); !reflect.DeepEqual(got, c.scc) {
					t.Errorf("SCC = %v, want %v", got, c.scc)
				}
			}
		})
	}
}

// The CFGs of the thesis (seed 000) §3.1.1, Figures 3.2 and 3.3. The
// figures themselves are images absent from the text; the graphs are
// rebuilt from the prose that describes them, with the node numbers of the
// text. Node 0 is the function's entry block, which jumps to node 1, and the
// highest node is the return. The expected sets are the ones the text states.
var thesisCases = []struct {
	name  string
	n     int
	edges [][2]int
	exits []int
	set   []int
	want  []int // PDF+(set), as the thesis gives it
	union []int // Cytron's DF+ of the set (union of node frontiers), for contrast
}{
	{
		// "MPI_Barrier node 5 can be the first collective called (path
		// entry → 1 → 5) or the second one (path entry → 1 → 2 → 3 or 4 →
		// 5). On this CFG, the set of nodes {3, 4} postdominates node 2 [...]
		// but {3,4} does not postdominate 1 so node 1 is in the iterated
		// postdominance frontier of the set of nodes {3, 4}: PDF+({3, 4}) =
		// {1}. This node may be responsible for a deadlock, while 2 is not."
		name:  "Fig3.2a/C0={3,4}",
		n:     7,
		edges: [][2]int{e(0, 1), e(1, 2), e(1, 5), e(2, 3), e(2, 4), e(3, 5), e(4, 5), e(5, 6)},
		exits: []int{6},
		set:   []int{3, 4},
		want:  []int{1},
		union: []int{1, 2},
	},
	{
		name:  "Fig3.2a/C1={5}",
		n:     7,
		edges: [][2]int{e(0, 1), e(1, 2), e(1, 5), e(2, 3), e(2, 4), e(3, 5), e(4, 5), e(5, 6)},
		exits: []int{6},
		set:   []int{5},
		want:  nil,
		union: nil,
	},
	{
		// Function f of Fig. 3.1: 1 the if, 2 the body with the barrier, 3
		// the return. "As its iterated postdominance frontier is node 1".
		name:  "Fig3.2b/C0={2}",
		n:     4,
		edges: [][2]int{e(0, 1), e(1, 2), e(1, 3), e(2, 3)},
		exits: []int{3},
		set:   []int{2},
		want:  []int{1},
		union: []int{1},
	},
	{
		// "two MPI_Barrier nodes 4 and 7. These nodes are of order 0.
		// C0,Barrier = {4, 7} and PDF+(C0,Barrier) = {2, 6, 1}". Rebuilt as
		// if (1) { if (2) 3 else 4:barrier } else { 5; if (6) 7:barrier } 8.
		name: "Fig3.2c/C0={4,7}",
		n:    9,
		edges: [][2]int{e(0, 1), e(1, 2), e(1, 5), e(2, 3), e(2, 4), e(3, 8), e(4, 8),
			e(5, 6), e(6, 7), e(6, 8), e(7, 8)},
		exits: []int{8},
		set:   []int{4, 7},
		want:  []int{1, 2, 6},
		union: []int{1, 2, 6},
	},
	{
		// "Node 2 has a MPI_Barrier while node 3 has a MPI_Ibarrier [...]
		// The iterated postdominance frontiers of both sets contain node 1."
		name:  "Fig3.2d/C0,Barrier={2}",
		n:     5,
		edges: [][2]int{e(0, 1), e(1, 2), e(1, 3), e(2, 4), e(3, 4)},
		exits: []int{4},
		set:   []int{2},
		want:  []int{1},
		union: []int{1},
	},
	{
		name:  "Fig3.2d/C0,Ibarrier={3}",
		n:     5,
		edges: [][2]int{e(0, 1), e(1, 2), e(1, 3), e(2, 4), e(3, 4)},
		exits: []int{4},
		set:   []int{3},
		want:  []int{1},
		union: []int{1},
	},
	{
		// The same CFG if both branches called MPI_Barrier: the set
		// post-dominates the conditional, nothing to report (the union
		// formulation would report node 1).
		name:  "Fig3.2d-variant/both-barriers={2,3}",
		n:     5,
		edges: [][2]int{e(0, 1), e(1, 2), e(1, 3), e(2, 4), e(3, 4)},
		exits: []int{4},
		set:   []int{2, 3},
		want:  nil,
		union: []int{1},
	},
	{
		// Fig. 3.3(a): barriers 3 (in the loop 2-5, back edge 5 → 2), 7 and 8,
		// MPI_Allreduce 10. "For the collectives in C0,Barrier = {7, 8}, the
		// iterated postdominance frontier corresponds to node 1. Note that
		// node 6 is postdominated by the set {7, 8}". Rebuilt as: 1 branches
		// to the loop 2-5 (leaving to the return 12) or to 6; 6 branches to
		// 7 or 8, both to 9; 9 branches to 10 or 11; 11 to 10 or 12; 10 to 12.
		name: "Fig3.3a/C0,Barrier={7,8}",
		n:    13,
		edges: [][2]int{e(0, 1), e(1, 2), e(1, 6), e(2, 3), e(2, 12), e(3, 4), e(4, 5), e(5, 2),
			e(6, 7), e(6, 8), e(7, 9), e(8, 9), e(9, 10), e(9, 11), e(11, 10), e(11, 12), e(10, 12)},
		exits: []int{12},
		set:   []int{7, 8},
		want:  []int{1},
		union: []int{1, 6},
	},
	{
		// "C1,Allreduce contains only node 10 and PDF+(C1,Allreduce) = {1, 9, 11}."
		name: "Fig3.3a/C1,Allreduce={10}",
		n:    13,
		edges: [][2]int{e(0, 1), e(1, 2), e(1, 6), e(2, 3), e(2, 12), e(3, 4), e(4, 5), e(5, 2),
			e(6, 7), e(6, 8), e(7, 9), e(8, 9), e(9, 10), e(9, 11), e(11, 10), e(11, 12), e(10, 12)},
		exits: []int{12},
		set:   []int{10},
		want:  []int{1, 9, 11},
		union: []int{1, 9, 11},
	},
	{
		// "the same algorithm is applied once more on the graph with nodes
		// {2, 3, 4, 5} corresponding to the loop, without the backedge. Node
		// 2 is marked as entry and exit. This node is the only one in the
		// iterated postdominance frontier of the barrier in node 3." Node 2
		// is split in two: 2 as the entry (id 2) and 2' as the exit (id 6),
		// reached by the edge that leaves the loop and by the back edge 5 → 2.
		// Ids 0 and 1 are an entry block and the loop preheader.
		name:  "Fig3.3a/loop-body/C0,Barrier={3}",
		n:     7,
		edges: [][2]int{e(0, 1), e(1, 2), e(2, 3), e(2, 6), e(3, 4), e(4, 5), e(5, 6)},
		exits: []int{6},
		set:   []int{3},
		want:  []int{2},
		union: []int{2},
	},
}

func TestThesisFigures(t *testing.T) {
	for _, c := range thesisCases {
		t.Run(c.name, func(t *testing.T) {
			g := mk(c.n, c.edges...)
			p := PostDominators(g, c.exits)
			pdf := PostFrontiers(g, p)
			if got := PDFPlusOfSet(g, p, pdf, c.set); !reflect.DeepEqual(got, c.want) {
				t.Errorf("PDF+(%v) = %v, want %v", c.set, got, c.want)
			}
			if got := IteratedFrontier(pdf, c.set); !reflect.DeepEqual(got, c.union) {
				t.Errorf("union DF+(%v) = %v, want %v", c.set, got, c.union)
			}
		})
	}
}

// Statements of the text about set post-dominance.
func TestThesisSetPostDominance(t *testing.T) {
	// Fig. 3.2(a): {3,4} ≫ 2 but {3,4} does not post-dominate 1.
	a := thesisCases[0]
	g := mk(a.n, a.edges...)
	p := PostDominators(g, a.exits)
	cov := PostDominatedBySet(g, p, []int{3, 4})
	if !cov[2] || cov[1] || !cov[3] || !cov[4] || cov[p.Exit] {
		t.Errorf("Fig3.2a coverage by {3,4} = %v", cov)
	}
	// Fig. 3.2(c): iterating the set frontier, PDF(S ∪ PDF(S)), would stop
	// at {2,6}; the thesis' PDF+ = {2,6,1} needs the closure by node
	// frontiers that PDFPlusOfSet takes.
	c := thesisCases[3]
	g = mk(c.n, c.edges...)
	p = PostDominators(g, c.exits)
	x := PDFOfSet(g, p, c.set)
	if !reflect.DeepEqual(x, []int{2, 6}) {
		t.Errorf("Fig3.2c PDF({4,7}) = %v", x)
	}
	if y := PDFOfSet(g, p, append(x, c.set...)); !reflect.DeepEqual(y, []int{2, 6}) {
		t.Errorf("Fig3.2c PDF({4,7,2,6}) = %v", y)
	}
	// Fig. 3.3(a): "node 6 is postdominated by the set {7, 8}".
	f := thesisCases[7]
	g = mk(f.n, f.edges...)
	p = PostDominators(g, f.exits)
	cov = PostDominatedBySet(g, p, []int{7, 8})
	if !cov[6] || cov[1] {
		t.Errorf("Fig3.3a coverage by {7,8} = %v", cov)
	}
	// On the whole CFG (loop included) the barrier 3 depends on the loop
	// header 2 and, through it, on node 1.
	pdf := PostFrontiers(g, p)
	if got := PDFPlusOfSet(g, p, pdf, []int{3}); !reflect.DeepEqual(got, []int{1, 2}) {
		t.Errorf("Fig3.3a whole graph PDF+({3}) = %v", got)
	}
	if got := PDFOfSet(g, p, []int{7, 8}); !reflect.DeepEqual(got, []int{1}) {
		t.Errorf("Fig3.3a PDF({7,8}) = %v", got)
	}
}

func TestDigraphBasics(t *testing.T) {
	g := New(3)
	g.AddEdge(0, 1)
	g.AddEdge(0, 1)
	g.AddEdge(1, 2)
	g.AddEdge(1, 2)
	g.AddEdge(2, 2)
	g.AddEdge(2, 2)
	if g.N() != 3 || len(g.Succ[0]) != 1 || len(g.Pred[2]) != 2 || len(g.Succ[2]) != 1 {
		t.Fatalf("duplicates kept: %v %v", g.Succ, g.Pred)
	}
	if !g.HasEdge(0, 1) || g.HasEdge(1, 0) || !g.HasEdge(2, 2) {
		t.Fatal("HasEdge")
	}
	r := g.Reverse()
	if !r.HasEdge(1, 0) || r.HasEdge(0, 1) || !reflect.DeepEqual(r.Succ, g.Pred) {
		t.Fatal("Reverse")
	}
	r.AddEdge(0, 2)
	if g.HasEdge(2, 0) || len(g.Pred[0]) != 0 {
		t.Fatal("Reverse shares slices")
	}
	c := g.Clone()
	c.AddEdge(2, 0)
	if g.HasEdge(2, 0) || !c.HasEdge(2, 0) {
		t.Fatal("Clone")
	}
	// Duplicate test from the shorter side, both directions.
	h := New(4)
	h.AddEdge(0, 3)
	h.AddEdge(1, 3)
	h.AddEdge(2, 3)
	h.AddEdge(0, 3)
	h.AddEdge(0, 1)
	h.AddEdge(0, 2)
	h.AddEdge(2, 3)
	if len(h.Pred[3]) != 3 || len(h.Succ[0]) != 3 || !h.HasEdge(1, 3) || h.HasEdge(3, 1) {
		t.Fatalf("dedup: %v", h.Succ)
	}
	dom := Dominators(h, 0)
	if dom.Depth(3) != 1 || dom.Depth(0) != 0 || len(dom.Preorder()) != 4 || dom.Preorder()[0] != 0 {
		t.Fatalf("Depth/Preorder")
	}
	u := New(2)
	if Dominators(u, 0).Depth(1) != -1 {
		t.Fatal("Depth of unreachable")
	}
}

// Graphs of a few hundred thousand nodes in one chain or one loop: every
// traversal is iterative.
func TestDeepGraphs(t *testing.T) {
	const n = 300000
	g := New(n)
	for v := 0; v+1 < n; v++ {
		g.AddEdge(v, v+1)
	}
	g.AddEdge(n-2, 1) // one big loop 1..n-2, exit n-1
	dom := Dominators(g, 0)
	if dom.Idom[n-1] != n-2 || dom.Depth(n-1) != n-1 {
		t.Fatalf("idom of the end = %d", dom.Idom[n-1])
	}
	p := PostDominators(g, []int{n - 1})
	if p.Tree.Idom[0] != 1 || p.Tree.Idom[1] != 2 {
		t.Fatal("post-dominators of a chain")
	}
	pdf := PostFrontiers(g, p)
	if got := PDFPlusOfSet(g, p, pdf, []int{n / 2}); !reflect.DeepEqual(got, []int{n - 2}) {
		t.Fatalf("PDF+ in the big loop = %v", got)
	}
	f := NaturalLoops(g, dom)
	if len(f.Loops) != 1 || len(f.Loops[0].Blocks) != n-2 {
		t.Fatal("the big loop")
	}
	if c := SCC(g); len(c) != 3 {
		t.Fatalf("%d components", len(c))
	}
	if b := BackEdges(g, 0); len(b) != 1 {
		t.Fatal("back edges")
	}
}

func TestWithoutEdgesAndInduced(t *testing.T) {
	// The loop of Fig. 3.3(a) without its back edge 5 -> 2.
	c := thesisCases[7]
	g := mk(c.n, c.edges...)
	_, back := AcyclicOrder(g, 0)
	if !reflect.DeepEqual(back, [][2]int{e(5, 2)}) {
		t.Fatalf("back edges %v", back)
	}
	a := WithoutEdges(g, back)
	if a.HasEdge(5, 2) || !a.HasEdge(4, 5) || len(BackEdges(a, 0)) != 0 {
		t.Fatal("WithoutEdges")
	}
	for v := 0; v < g.N(); v++ {
		if len(a.Succ[v])+btoi(v == 5) != len(g.Succ[v]) || len(a.Pred[v])+btoi(v == 2) != len(g.Pred[v]) {
			t.Fatalf("WithoutEdges at %d", v)
		}
	}
	sub, orig, index := Induced(a, []int{2, 3, 4, 5, 3})
	if !reflect.DeepEqual(orig, []int{2, 3, 4, 5}) || index[4] != 2 || index[6] != -1 {
		t.Fatalf("Induced map %v %v", orig, index)
	}
	if sub.N() != 4 || !sub.HasEdge(0, 1) || !sub.HasEdge(2, 3) || sub.HasEdge(3, 0) || len(sub.Succ[0]) != 1 {
		t.Fatalf("Induced edges %v", sub.Succ)
	}
	if !reflect.DeepEqual(sub.Pred[1], []int{0}) {
		t.Fatalf("Induced preds %v", sub.Pred)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// PostDominators shares g's adjacency lists in its reversed graph (issue 18): g must come out
// unchanged, and edges added to either afterwards must not show in the other.
func TestPostDominatorsSharesListsSafely(t *testing.T) {
	g := New(5)
	for _, e := range [][2]int{{0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 4}, {2, 4}} {
		g.AddEdge(e[0], e[1])
	}
	// Spare capacity in g's lists: an append to a shared list would write into it.
	for v := range g.Succ {
		g.Succ[v] = append(make([]int, 0, 8), g.Succ[v]...)
		g.Pred[v] = append(make([]int, 0, 8), g.Pred[v]...)
	}
	before := g.Clone()
	p := PostDominators(g, []int{4, 1})
	same := func(a, b [][]int) bool {
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if len(a[i]) != len(b[i]) || len(a[i]) > 0 && !reflect.DeepEqual(a[i], b[i]) {
				return false
			}
		}
		return true
	}
	if !same(g.Succ, before.Succ) || !same(g.Pred, before.Pred) {
		t.Fatalf("g changed: %v / %v, was %v / %v", g.Succ, g.Pred, before.Succ, before.Pred)
	}
	if got := p.Reverse.Pred[4]; !reflect.DeepEqual(got, []int{5}) {
		t.Errorf("reverse Pred[4] = %v, want [5] (the virtual exit)", got)
	}
	if got := p.Reverse.Pred[1]; !reflect.DeepEqual(got, []int{3, 5}) {
		t.Errorf("reverse Pred[1] = %v, want [3 5]", got)
	}
	rev := p.Reverse.Clone()
	g.AddEdge(1, 4)
	p.Reverse.AddEdge(0, 2) // an edge 2->0 in the augmented graph
	if !same(p.Reverse.Pred[1:2], rev.Pred[1:2]) || !same(p.Reverse.Succ[4:5], rev.Succ[4:5]) {
		t.Errorf("an edge added to g shows in the reversed graph: %v", p.Reverse.Pred[1])
	}
	if !same(g.Pred[:1], before.Pred[:1]) || !same(g.Succ[2:3], before.Succ[2:3]) {
		t.Errorf("an edge added to the reversed graph shows in g: %v %v", g.Pred[0], g.Succ[2])
	}
	if p.Ipdom(0) != 5 || p.Ipdom(2) != 4 || p.Ipdom(3) != 4 {
		t.Errorf("ipdoms: %d %d %d", p.Ipdom(0), p.Ipdom(2), p.Ipdom(3))
	}
}
