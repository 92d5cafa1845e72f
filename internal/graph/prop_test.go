package graph

// Property tests: the algorithms against the brute-force references of
// ref_test.go on thousands of random graphs (seeded, so reproducible).

import (
	"fmt"
	"math/rand"
	"reflect"
	"sort"
	"testing"
)

const propIterations = 3000

// randomCase draws a graph of one of several shapes.
func randomCase(rng *rand.Rand, i int) *Digraph {
	n := 1 + rng.Intn(14)
	switch i % 4 {
	case 0:
		return randomGraph(rng, n, 2)
	case 1:
		return randomGraph(rng, n, 3)
	case 2:
		return randomDAG(rng, n, 3)
	default:
		// A DAG plus a few random edges (loops, gotos).
		g := randomDAG(rng, n, 2)
		for k := rng.Intn(3); k > 0; k-- {
			g.AddEdge(rng.Intn(n), rng.Intn(n))
		}
		return g
	}
}

func dumpGraph(g *Digraph) string {
	var s string
	for u, ss := range g.Succ {
		for _, v := range ss {
			s += fmt.Sprintf("%d->%d ", u, v)
		}
	}
	return fmt.Sprintf("n=%d %s", g.N(), s)
}

func norm(a []int) []int {
	if len(a) == 0 {
		return nil
	}
	b := append([]int(nil), a...)
	sort.Ints(b)
	return b
}

func checkDomTree(t *testing.T, g *Digraph, root int, tree *DomTree, what string) bool {
	t.Helper()
	n := g.N()
	dom := bruteDom(g, root)
	reach := reachAvoiding(g, root, nil)
	idom := bruteIdom(dom, reach, root)
	for b := 0; b < n; b++ {
		if tree.Reachable(b) != reach[b] {
			t.Errorf("%s: %s: Reachable(%d) = %v", what, dumpGraph(g), b, tree.Reachable(b))
			return false
		}
		if tree.Idom[b] != idom[b] {
			t.Errorf("%s: %s: Idom[%d] = %d, want %d", what, dumpGraph(g), b, tree.Idom[b], idom[b])
			return false
		}
		for a := 0; a < n; a++ {
			if tree.Dominates(a, b) != dom[a][b] {
				t.Errorf("%s: %s: Dominates(%d,%d) = %v", what, dumpGraph(g), a, b, !dom[a][b])
				return false
			}
			if tree.StrictlyDominates(a, b) != (dom[a][b] && a != b) {
				t.Errorf("%s: StrictlyDominates(%d,%d) wrong", what, a, b)
				return false
			}
		}
	}
	return true
}

func TestPropDominators(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < propIterations; i++ {
		g := randomCase(rng, i)
		root := 0
		if i%5 == 0 {
			root = rng.Intn(g.N())
		}
		tree := Dominators(g, root)
		if !checkDomTree(t, g, root, tree, "dom") {
			return
		}
		// Children consistent with Idom, preorder/postorder consistent.
		for v, p := range tree.Idom {
			if p >= 0 && sort.SearchInts(tree.Children(p), v) == len(tree.Children(p)) {
				t.Fatalf("child %d missing under %d", v, p)
			}
		}
		pos := map[int]int{}
		for i, v := range tree.Postorder() {
			pos[v] = i
		}
		for v, p := range tree.Idom {
			if p >= 0 && pos[v] > pos[p] {
				t.Fatalf("postorder: %d after its idom %d", v, p)
			}
		}
		// NearestCommonDominator against brute force.
		dom := bruteDom(g, root)
		for a := 0; a < g.N(); a++ {
			for b := 0; b < g.N(); b++ {
				got := tree.NearestCommonDominator(a, b)
				want := -1
				if tree.Reachable(a) && tree.Reachable(b) {
					for c := 0; c < g.N(); c++ {
						if dom[c][a] && dom[c][b] && (want < 0 || dom[want][c]) {
							want = c
						}
					}
				}
				if got != want {
					t.Fatalf("%s: NCD(%d,%d) = %d, want %d", dumpGraph(g), a, b, got, want)
				}
			}
		}
	}
}

func TestPropPostDominators(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for i := 0; i < propIterations; i++ {
		g := randomCase(rng, i)
		exits := randomExits(rng, g)
		p := PostDominators(g, exits)
		n := g.N()
		aug := augmented(p)
		// The augmentation: exits, and one node per trap component.
		want := New(n + 1)
		for u := 0; u < n; u++ {
			for _, v := range g.Succ[u] {
				want.AddEdge(u, v)
			}
		}
		for _, e := range exits {
			want.AddEdge(e, n)
		}
		r := bruteReachMatrix(g)
		reachExit := make([]bool, n)
		for v := 0; v < n; v++ {
			for _, e := range exits {
				reachExit[v] = reachExit[v] || r[v][e]
			}
		}
		traps := 0
		for _, c := range p.Connected {
			if reachExit[c] {
				t.Fatalf("%s exits %v: connected %d reaches an exit", dumpGraph(g), exits, c)
			}
			// c's component is closed: everything c reaches reaches c.
			for w := 0; w < n; w++ {
				if r[c][w] && !r[w][c] {
					t.Fatalf("%s exits %v: connected %d not in a sink component", dumpGraph(g), exits, c)
				}
			}
			want.AddEdge(c, n)
		}
		// One connected node per sink component of the exit-unreachable nodes.
		seenComp := map[int]bool{}
		for v := 0; v < n; v++ {
			if reachExit[v] {
				continue
			}
			sink := true
			for w := 0; w < n; w++ {
				if r[v][w] && !r[w][v] {
					sink = false
				}
			}
			if !sink {
				continue
			}
			// Representative: smallest node of the component.
			rep := v
			for w := 0; w < n; w++ {
				if r[v][w] && r[w][v] && w < rep {
					rep = w
				}
			}
			if !seenComp[rep] {
				seenComp[rep] = true
				traps++
			}
		}
		if traps != len(p.Connected) {
			t.Fatalf("%s exits %v: %d trap components, connected %v", dumpGraph(g), exits, traps, p.Connected)
		}
		for v := 0; v <= n; v++ {
			if !reflect.DeepEqual(norm(aug.Succ[v]), norm(want.Succ[v])) {
				t.Fatalf("%s: augmented graph %v, want %v", dumpGraph(g), aug.Succ, want.Succ)
			}
		}
		// Every node reaches the virtual exit.
		rr := Reachable(p.Reverse, n)
		for v := 0; v <= n; v++ {
			if !rr[v] {
				t.Fatalf("%s: node %d does not reach the virtual exit", dumpGraph(g), v)
			}
		}
		// Post-dominance = dominance of the reversed augmented graph, brute force.
		if !checkDomTree(t, p.Reverse, n, p.Tree, "pdom") {
			return
		}
		// Directly from the definition: a pdom b iff b cannot reach the exit avoiding a.
		for a := 0; a <= n; a++ {
			avoid := make([]bool, n+1)
			avoid[a] = true
			for b := 0; b <= n; b++ {
				w := a == b || !reachAvoiding(aug, b, avoid)[n]
				if p.PostDominates(a, b) != w {
					t.Fatalf("%s: PostDominates(%d,%d) = %v", dumpGraph(g), a, b, !w)
				}
			}
		}
	}
}

func TestPropFrontiers(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < propIterations; i++ {
		g := randomCase(rng, i)
		tree := Dominators(g, 0)
		df := Frontiers(g, tree)
		dom := bruteDom(g, 0)
		reach := reachAvoiding(g, 0, nil)
		want := bruteDF(g, dom, reach)
		for v := range df {
			if !reflect.DeepEqual(norm(df[v]), norm(want[v])) || !sort.IntsAreSorted(df[v]) {
				t.Fatalf("%s: DF(%d) = %v, want %v", dumpGraph(g), v, df[v], want[v])
			}
		}
		for k := 0; k < 3; k++ {
			s := randomSubset(rng, g.N(), 4)
			got := IteratedFrontier(df, s)
			w := bruteIDF(want, s)
			if !reflect.DeepEqual(norm(got), w) || !sort.IntsAreSorted(got) {
				t.Fatalf("%s: DF+(%v) = %v, want %v", dumpGraph(g), s, got, w)
			}
		}
	}
}

func TestPropPostFrontiers(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	for i := 0; i < propIterations; i++ {
		g := randomCase(rng, i)
		p := PostDominators(g, randomExits(rng, g))
		pdf := PostFrontiers(g, p)
		n := g.N()
		if len(pdf) != n {
			t.Fatalf("len(PDF) = %d", len(pdf))
		}
		aug := augmented(p)
		// Definition 14 with brute post-dominance on the augmented graph.
		pdom := bruteDom(p.Reverse, n)
		for y := 0; y < n; y++ {
			var want []int
			for x := 0; x < n; x++ {
				if pdom[y][x] && y != x {
					continue
				}
				for _, s := range aug.Succ[x] {
					if pdom[y][s] {
						want = append(want, x)
						break
					}
				}
			}
			if !reflect.DeepEqual(norm(pdf[y]), want) || !sort.IntsAreSorted(pdf[y]) {
				t.Fatalf("%s: PDF(%d) = %v, want %v", dumpGraph(g), y, pdf[y], want)
			}
		}
	}
}

func TestPropPDFPlusOfSet(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < propIterations; i++ {
		g := randomCase(rng, i)
		p := PostDominators(g, randomExits(rng, g))
		pdf := PostFrontiers(g, p)
		n := g.N()
		aug := augmented(p)
		for k := 0; k < 4; k++ {
			s := randomSubset(rng, n, 4)
			got := PDFPlusOfSet(g, p, pdf, s)
			want := brutePDFPlusOfSet(aug, n, pdf, s)
			if !reflect.DeepEqual(norm(got), want) || !sort.IntsAreSorted(got) {
				t.Fatalf("%s: PDF+(%v) = %v, want %v", dumpGraph(g), s, got, want)
			}
			cov := PostDominatedBySet(g, p, s)
			if wc := brutePostDominatedBySet(aug, n, s); !reflect.DeepEqual(cov, wc) {
				t.Fatalf("%s: PostDominatedBySet(%v) = %v, want %v", dumpGraph(g), s, cov, wc)
			}
			// Contained in the union (Cytron) formulation.
			union := IteratedFrontier(pdf, s)
			if !subset(got, union) {
				t.Fatalf("%s: PDF+(%v) = %v not within the union %v", dumpGraph(g), s, got, union)
			}
		}
		// Singletons: the set formulation is the classical one.
		for u := 0; u < n; u++ {
			got := PDFPlusOfSet(g, p, pdf, []int{u})
			if want := IteratedFrontier(pdf, []int{u}); !reflect.DeepEqual(norm(got), norm(want)) {
				t.Fatalf("%s: PDF+({%d}) = %v, union %v", dumpGraph(g), u, got, want)
			}
			if x := PDFOfSet(g, p, []int{u}); !reflect.DeepEqual(norm(x), norm(pdf[u])) {
				t.Fatalf("%s: PDFOfSet({%d}) = %v, PDF = %v", dumpGraph(g), u, x, pdf[u])
			}
		}
	}
}

// On an acyclic graph, for an antichain S (no path between two of its
// nodes, as the sets C_{r,c} of Algorithm 12), every node of PDF+(S) has a
// path to S and a path to the exit that avoids S: it decides whether a
// collective of S runs (Lemma 1). And every node with such two paths that
// branches between them... is not necessarily in PDF+ (only the frontier
// nodes are), but every branching node v with one successor post-dominated by
// S and one successor that can avoid S is.
func TestPropPDFPlusAntichainMeaning(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	for i := 0; i < propIterations; i++ {
		n := 2 + rng.Intn(14)
		g := randomDAG(rng, n, 3)
		var exits []int
		for v := 0; v < n; v++ {
			if len(g.Succ[v]) == 0 {
				exits = append(exits, v)
			}
		}
		p := PostDominators(g, exits)
		pdf := PostFrontiers(g, p)
		r := bruteReachMatrix(g)
		// Random antichain.
		var s []int
		for _, v := range rng.Perm(n)[:1+rng.Intn(min(4, n))] {
			ok := true
			for _, u := range s {
				if r[u][v] || r[v][u] {
					ok = false
				}
			}
			if ok {
				s = append(s, v)
			}
		}
		inS := make([]bool, n+1)
		for _, v := range s {
			inS[v] = true
		}
		aug := augmented(p)
		for _, v := range PDFPlusOfSet(g, p, pdf, s) {
			toS := false
			for _, u := range s {
				toS = toS || r[v][u]
			}
			avoid := reachAvoiding(aug, v, inS)[n]
			if !toS || !avoid {
				t.Fatalf("%s S=%v: %d in PDF+ but toS=%v avoid=%v", dumpGraph(g), s, v, toS, avoid)
			}
		}
	}
}

func subset(a, b []int) bool {
	m := map[int]bool{}
	for _, v := range b {
		m[v] = true
	}
	for _, v := range a {
		if !m[v] {
			return false
		}
	}
	return true
}

func TestPropSCC(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for i := 0; i < propIterations; i++ {
		g := randomCase(rng, i)
		n := g.N()
		comps := SCC(g)
		r := bruteReachMatrix(g)
		of := Condensation(comps, n)
		count := 0
		for _, c := range comps {
			if !sort.IntsAreSorted(c) || len(c) == 0 {
				t.Fatalf("component %v not sorted", c)
			}
			count += len(c)
		}
		if count != n {
			t.Fatalf("%s: components %v do not partition", dumpGraph(g), comps)
		}
		for u := 0; u < n; u++ {
			for v := 0; v < n; v++ {
				same := r[u][v] && r[v][u]
				if same != (of[u] == of[v]) {
					t.Fatalf("%s: %d,%d same=%v comps %v", dumpGraph(g), u, v, same, comps)
				}
			}
			for _, v := range g.Succ[u] {
				if of[u] != of[v] && of[v] > of[u] {
					t.Fatalf("%s: edge %d->%d but comp(v) after comp(u): %v", dumpGraph(g), u, v, comps)
				}
			}
		}
	}
}

func TestPropOrders(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	for i := 0; i < propIterations; i++ {
		g := randomCase(rng, i)
		n := g.N()
		reach := reachAvoiding(g, 0, nil)
		order, back := AcyclicOrder(g, 0)
		if !reflect.DeepEqual(order, ReversePostOrder(g, 0)) || !reflect.DeepEqual(back, BackEdges(g, 0)) {
			t.Fatalf("AcyclicOrder disagrees with ReversePostOrder/BackEdges")
		}
		pos := make([]int, n)
		for i := range pos {
			pos[i] = -1
		}
		for i, v := range order {
			pos[v] = i
		}
		for v := 0; v < n; v++ {
			if (pos[v] >= 0) != reach[v] {
				t.Fatalf("%s: order %v misses or adds %d", dumpGraph(g), order, v)
			}
		}
		isBack := map[[2]int]bool{}
		r := bruteReachMatrix(g)
		for _, e := range back {
			isBack[e] = true
			if !r[e[1]][e[0]] {
				t.Fatalf("%s: back edge %v not on a cycle", dumpGraph(g), e)
			}
		}
		for u := 0; u < n; u++ {
			if !reach[u] {
				continue
			}
			for _, v := range g.Succ[u] {
				if !isBack[[2]int{u, v}] && pos[u] >= pos[v] {
					t.Fatalf("%s: edge %d->%d against order %v", dumpGraph(g), u, v, order)
				}
			}
		}
		// In a reducible graph... every natural-loop back edge is retreating.
		dom := Dominators(g, 0)
		for u := 0; u < n; u++ {
			for _, h := range g.Succ[u] {
				if reach[u] && dom.Dominates(h, u) && !isBack[[2]int{u, h}] {
					t.Fatalf("%s: back edge %d->%d not retreating", dumpGraph(g), u, h)
				}
			}
		}
	}
}

func TestPropNaturalLoops(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for i := 0; i < propIterations; i++ {
		g := randomCase(rng, i)
		n := g.N()
		dom := bruteDom(g, 0)
		reach := reachAvoiding(g, 0, nil)
		// Brute force loops by header.
		type bl struct {
			latches []int
			body    map[int]bool
		}
		want := map[int]*bl{}
		for u := 0; u < n; u++ {
			if !reach[u] {
				continue
			}
			for _, h := range g.Succ[u] {
				if !dom[h][u] {
					continue
				}
				l := want[h]
				if l == nil {
					l = &bl{body: map[int]bool{h: true}}
					want[h] = l
				}
				l.latches = append(l.latches, u)
				// Nodes reaching u without passing through h.
				rev := g.Reverse()
				avoid := make([]bool, n)
				avoid[h] = true
				for x, ok := range reachAvoiding(rev, u, avoid) {
					if ok && reach[x] {
						l.body[x] = true
					}
				}
			}
		}
		f := NaturalLoops(g, Dominators(g, 0))
		if len(f.Loops) != len(want) {
			t.Fatalf("%s: %d loops, want %d", dumpGraph(g), len(f.Loops), len(want))
		}
		byHeader := map[int]*Loop{}
		for idx, l := range f.Loops {
			byHeader[l.Header] = l
			w := want[l.Header]
			if w == nil {
				t.Fatalf("%s: unexpected loop at %d", dumpGraph(g), l.Header)
			}
			if !reflect.DeepEqual(l.Blocks, keys(w.body)) {
				t.Fatalf("%s: loop %d blocks %v, want %v", dumpGraph(g), l.Header, l.Blocks, keys(w.body))
			}
			if !reflect.DeepEqual(l.Latches, norm(w.latches)) {
				t.Fatalf("%s: loop %d latches %v, want %v", dumpGraph(g), l.Header, l.Latches, w.latches)
			}
			var exits [][2]int
			for _, u := range l.Blocks {
				for _, v := range g.Succ[u] {
					if !w.body[v] {
						exits = append(exits, [2]int{u, v})
					}
				}
			}
			sortEdges(exits)
			if len(exits) == 0 {
				exits = nil
			}
			if !reflect.DeepEqual(l.Exits, exits) {
				t.Fatalf("%s: loop %d exits %v, want %v", dumpGraph(g), l.Header, l.Exits, exits)
			}
			// Inner loops before outer ones.
			for _, c := range l.Children {
				found := false
				for _, m := range f.Loops[:idx] {
					found = found || m == c
				}
				if !found {
					t.Fatalf("child loop %d listed after its parent %d", c.Header, l.Header)
				}
			}
		}
		for _, l := range f.Loops {
			// Parent: the smallest other loop containing the header.
			var par *Loop
			for _, m := range f.Loops {
				if m != l && want[m.Header].body[l.Header] && (par == nil || len(m.Blocks) < len(par.Blocks)) {
					par = m
				}
			}
			if l.Parent != par {
				t.Fatalf("%s: loop %d parent wrong", dumpGraph(g), l.Header)
			}
			d := 1
			for m := l.Parent; m != nil; m = m.Parent {
				d++
			}
			if l.Depth != d {
				t.Fatalf("loop %d depth %d want %d", l.Header, l.Depth, d)
			}
		}
		// Of: the innermost loop containing each node.
		for v := 0; v < n; v++ {
			var in *Loop
			for _, l := range f.Loops {
				if want[l.Header].body[v] && (in == nil || len(l.Blocks) < len(in.Blocks)) {
					in = l
				}
			}
			if f.Of[v] != in {
				t.Fatalf("%s: Of[%d] wrong", dumpGraph(g), v)
			}
			for _, l := range f.Loops {
				if f.InLoop(v, l) != want[l.Header].body[v] || l.Contains(v) != want[l.Header].body[v] {
					t.Fatalf("%s: InLoop(%d, %d) wrong", dumpGraph(g), v, l.Header)
				}
			}
		}
		_ = byHeader
	}
}
