package nonblocking

import (
	"testing"

	"github.com/parcoach/parcoach/internal/graph"
)

func TestApply(t *testing.T) {
	cases := []struct {
		in   Interval
		op   IOp
		want Interval
	}{
		{Interval{0, 0}, Issue, Interval{1, 1}},
		{Interval{1, 3}, Unitary, Interval{0, 2}},
		{Interval{0, 0}, Unitary, Interval{0, 0}},
		{Interval{2, 3}, Multi, Interval{0, 2}},
		{Interval{0, 0}, Multi, Interval{0, 0}},
		{Interval{2, 5}, Drain, Interval{0, 0}},
		{Interval{1, 1}, MayIssue, Interval{1, 2}},
	}
	for _, c := range cases {
		if got := c.in.Apply(c.op); got != c.want {
			t.Errorf("%v.Apply(%d) = %v, want %v", c.in, c.op, got, c.want)
		}
	}
	if got := (Interval{1, 2}).Union(Interval{0, 4}); got != (Interval{0, 4}) {
		t.Errorf("union %v", got)
	}
}

func build(n int, edges [][2]int) *graph.Digraph {
	g := graph.New(n)
	for _, e := range edges {
		g.AddEdge(e[0], e[1])
	}
	return g
}

// TestIntervals runs Algorithm 1 on hand-built CFGs.
func TestIntervals(t *testing.T) {
	type tc struct {
		name  string
		n     int
		edges [][2]int
		ops   map[int][]IOp
		exit  int
		want  Interval
	}
	cases := []tc{
		{"straight isend wait", 3, [][2]int{{0, 1}, {1, 2}}, map[int][]IOp{0: {Issue}, 1: {Unitary}}, 2, Interval{0, 0}},
		{"missing wait", 2, [][2]int{{0, 1}}, map[int][]IOp{0: {Issue, Issue}, 1: {Unitary}}, 1, Interval{1, 1}},
		// if (c) wait: the join is [0,1]: a warning.
		{"wait in one branch", 4, [][2]int{{0, 1}, {0, 2}, {1, 3}, {2, 3}}, map[int][]IOp{0: {Issue}, 1: {Unitary}}, 3, Interval{0, 1}},
		// Waitall in the plain algorithm: [0, ub-1].
		{"two issues one multi", 2, [][2]int{{0, 1}}, map[int][]IOp{0: {Issue, Issue}, 1: {Multi}}, 1, Interval{0, 1}},
		{"drain", 2, [][2]int{{0, 1}}, map[int][]IOp{0: {Issue, Issue}, 1: {Drain}}, 1, Interval{0, 0}},
		// a helper leaving three operations pending in an array the caller pools
		{"call into a pool", 2, [][2]int{{0, 1}}, map[int][]IOp{0: {Issue, MayIssue, MayIssue}}, 1, Interval{1, 3}},
		// A loop body 1 -> 2 -> 1 whose exit is at the header: with the back edge removed,
		// the exit only sees the header.
		{"loop exit at header", 4, [][2]int{{0, 1}, {1, 2}, {2, 1}, {1, 3}}, map[int][]IOp{2: {Issue}}, 3, Interval{0, 0}},
		// Exit at the end of the body (do-while): the body counts once.
		{"do while", 3, [][2]int{{0, 1}, {1, 1}, {1, 2}}, map[int][]IOp{1: {Issue}}, 2, Interval{1, 1}},
	}
	for _, c := range cases {
		g := build(c.n, c.edges)
		ops := make([][]IOp, c.n)
		for b, o := range c.ops {
			ops[b] = o
		}
		_, out := Intervals(g, 0, ops)
		if out[c.exit] != c.want {
			t.Errorf("%s: %v at the exit, want %v", c.name, out[c.exit], c.want)
		}
	}
}

// TestOnceThrough checks that a loop whose exit is its header counts its body once.
func TestOnceThrough(t *testing.T) {
	// 0 -> 1 (header) -> 2 (body: issue) -> 1; 1 -> 3 (after: drain?) -> 4 (header 2) -> 5 (body: wait) -> 4; 4 -> 6
	g := build(7, [][2]int{{0, 1}, {1, 2}, {2, 1}, {1, 3}, {3, 4}, {4, 5}, {5, 4}, {4, 6}})
	loops := graph.NaturalLoops(g, graph.Dominators(g, 0))
	h, orig := OnceThrough(g, loops)
	if h.N() != 9 {
		t.Fatalf("%d nodes, want 9 (two header copies)", h.N())
	}
	base := map[int][]IOp{2: {Issue}, 5: {Unitary}}
	ops := make([][]IOp, h.N())
	for v := range ops {
		ops[v] = base[orig[v]]
	}
	in, out := Intervals(h, 0, ops)
	if in[3] != (Interval{1, 1}) {
		t.Errorf("after the issuing loop: %v, want [1,1]", in[3])
	}
	if out[6] != (Interval{0, 0}) {
		t.Errorf("after the waiting loop: %v, want [0,0]", out[6])
	}
	// Without the copies the plain algorithm sees nothing after the first loop.
	plain := make([][]IOp, g.N())
	for v := range plain {
		plain[v] = base[v]
	}
	in2, _ := Intervals(g, 0, plain)
	if in2[3] != (Interval{0, 0}) {
		t.Errorf("plain algorithm after the loop: %v", in2[3])
	}
}
