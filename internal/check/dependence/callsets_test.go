package dependence

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/graph"
)

// TestReachableList: the nodes reachable from the roots, the roots included, sorted, each
// once, and nothing for no root.
func TestReachableList(t *testing.T) {
	g := graph.New(6)
	g.AddEdge(0, 1)
	g.AddEdge(1, 2)
	g.AddEdge(2, 1)
	g.AddEdge(3, 4)
	g.AddEdge(4, 2)
	if got, want := reachableList(g, []int{3, 4}), []int{1, 2, 3, 4}; !slices.Equal(got, want) {
		t.Errorf("from 3 and 4: %v, want %v", got, want)
	}
	if got := reachableList(g, nil); len(got) != 0 {
		t.Errorf("from no root: %v, want nothing", got)
	}
	if got, want := reachableList(g, []int{5}), []int{5}; !slices.Equal(got, want) {
		t.Errorf("from a node without callees: %v, want %v", got, want)
	}
}

// TestThroughAll: what a function and its callees may write, the callees' simple locals left
// out, a recursive component's own locals kept (its functions' frames are each other's).
// 0 calls 1, 1 calls 2 and 3, 3 and 4 call each other.
func TestThroughAll(t *testing.T) {
	g := graph.New(5)
	g.AddEdge(0, 1)
	g.AddEdge(1, 2)
	g.AddEdge(1, 3)
	g.AddEdge(3, 4)
	g.AddEdge(4, 3)
	const local2, shared2, own1, local3, local4, own0 class = 10, 11, 12, 13, 14, 15
	simple := map[class]bool{local2: true, local3: true, local4: true}
	writes := []map[class]bool{
		{own0: true},
		{own1: true},
		{local2: true, shared2: true},
		{local3: true},
		{local4: true},
	}
	through := throughAll(g, writes, func(c class) bool { return simple[c] })
	want := [][]class{
		{shared2, own1, own0},
		{shared2, own1},
		{local2, shared2},
		{local3, local4},
		{local3, local4},
	}
	for f, w := range want {
		var got []class
		for c := range through[f] {
			got = append(got, c)
		}
		slices.Sort(got)
		slices.Sort(w)
		if !slices.Equal(got, w) {
			t.Errorf("function %d may write %v, want %v", f, got, w)
		}
	}
}
