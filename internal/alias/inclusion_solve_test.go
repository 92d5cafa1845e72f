package alias

import (
	"slices"
	"testing"
)

// solveGraph solves a hand-made copy graph over nodes 0..n-1 (besides the objects' nodes):
// start[i] lists the objects node i points to first, edges the copy edges. It returns the
// objects each node points to at the end, and the number of merges.
func solveGraph(n int, start map[int][]int, edges [][2]int) ([][]int, int) {
	s := &Inclusion{passing: -1}
	var objs []int32 // one object per index: its whole location
	for i := 0; i < 4; i++ {
		objs = append(objs, s.objs2loc(s.newObj(objLocal, "o", -1)))
	}
	nodes := make([]int32, n)
	for i := range nodes {
		nodes[i] = s.newNode()
	}
	for i, os := range start {
		for _, o := range os {
			s.addLoc(nodes[i], objs[o])
		}
	}
	for _, e := range edges {
		s.addCopy(nodes[e[0]], nodes[e[1]])
	}
	s.solve()
	out := make([][]int, n)
	for i := range nodes {
		for _, l := range s.nodes.at(s.find(nodes[i])).pts.elems() {
			out[i] = append(out[i], slices.Index(objs, l))
		}
	}
	return out, s.Stats.Merged
}

func (s *Inclusion) objs2loc(o int32) int32 { return s.objs[o].whole }

// TestSolveMergeDelta: a cycle 1→2→3→1 fed from node 0 is merged; what only one side of a
// merge had must still reach the other side's successors (node 4 after 3, node 5 after 1),
// and a duplicated edge changes nothing. Twin: the same graph without the edge closing the
// cycle merges nothing and leaves node 1 with its own objects.
func TestSolveMergeDelta(t *testing.T) {
	start := map[int][]int{0: {0}, 1: {1}, 2: {2}, 3: {3}}
	cycle := [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 1}, {3, 4}, {1, 5}, {2, 3}, {3, 4}}
	got, merged := solveGraph(6, start, cycle)
	want := [][]int{{0}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3}}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("cycle: sets %v, want %v", got, want)
	}
	if merged != 2 {
		t.Errorf("cycle: %d merges, want 2 (the three nodes of the cycle made one)", merged)
	}
	chain := [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {1, 5}, {2, 3}, {3, 4}}
	got, merged = solveGraph(6, start, chain)
	want = [][]int{{0}, {0, 1}, {0, 1, 2}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1}}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("chain: sets %v, want %v", got, want)
	}
	if merged != 0 {
		t.Errorf("chain: %d merges, want none", merged)
	}
}

// TestSolveCollapseMerge: collapsing an object merges its fields' nodes, whose sets differ;
// what only the second field held must reach the copy edge of the first (the merged node
// passes on what one side lacks). Twin: without the collapse, the edge's end keeps the first
// field's object alone.
func TestSolveCollapseMerge(t *testing.T) {
	for _, collapse := range []bool{true, false} {
		s := &Inclusion{passing: -1}
		a := s.objs2loc(s.newObj(objLocal, "a", -1))
		b := s.objs2loc(s.newObj(objLocal, "b", -1))
		o := s.newObj(objLocal, "s", 16)
		f0, f8 := s.field(o, 0), s.field(o, 8)
		x := s.newNode()
		s.addLoc(s.content(f0), a)
		s.addLoc(s.content(f8), b)
		s.addCopy(s.content(f0), x)
		s.solve()
		if collapse {
			s.collapseObj(o)
			s.solve()
		}
		got := s.nodes.at(s.find(x)).pts.elems()
		want := []int32{a}
		if collapse {
			want = []int32{a, b}
		}
		if !slices.Equal(got, want) {
			t.Errorf("collapse %v: the copy's end points to %v, want %v", collapse, got, want)
		}
	}
}

// TestHubs: the location whose contents point into the most objects comes first, then the
// next; a location merged with another is listed once, under both names.
func TestHubs(t *testing.T) {
	s := &Inclusion{passing: -1}
	var locs []int32
	for _, name := range []string{"a", "b", "c", "d"} {
		locs = append(locs, s.objs2loc(s.newObj(objLocal, name, -1)))
	}
	a, b, c, d := locs[0], locs[1], locs[2], locs[3]
	s.addLoc(s.content(a), b)
	s.addLoc(s.content(a), c)
	s.addLoc(s.content(a), d)
	s.addLoc(s.content(b), c)
	s.solve()
	got := s.hubs(2)
	if len(got) != 2 || got[0].objs != 3 || !slices.Equal(got[0].names, []string{"a"}) ||
		got[1].objs != 1 || !slices.Equal(got[1].names, []string{"b"}) {
		t.Errorf("hubs: got %+v, want a (3 objects) then b (1)", got)
	}
	s.merge(s.find(s.locNode[c]), s.find(s.locNode[d])) // (as a cycle would)
	s.addLoc(s.content(c), a)
	s.solve()
	got = s.hubs(4)
	if len(got) != 3 || !slices.Equal(got[2].names, []string{"c", "d"}) || got[2].objs != 1 {
		t.Errorf("merged: got %+v, want c and d one hub of 1 object, third", got)
	}
}
