package alias

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// A developer's aid: with PARCOACH_DEBUG_JOIN=A,B (each F#i, what parameter i of function F
// points to; ret:F, what F returns; val:F:%v, what F's pointer value %v points to; or cN, the
// class numbered N when it was made, 0 the unknown memory) the build
// records every elementary merge of two classes and prints, at its end, the chain of merges
// that made A and B one class: for each, the instruction whose unification caused it and how
// (a top-level union, or the pointees, parts or owners of an earlier merge).
var debugJoin = os.Getenv("PARCOACH_DEBUG_JOIN")

type joinEdge struct {
	x, y   Class
	parent int // the merge that caused this one, -1 for a top-level union
	how    string
	f      *model.Function
	in     *llvmir.Inst
	what   string
}

type joinLog struct {
	edges []joinEdge
	made  map[Class]joinEdge // parts: where they were made
	f     *model.Function
	in    *llvmir.Inst
	what  string
}

func (pt *Points) setCur(f *model.Function, in *llvmir.Inst, what string) {
	if pt.jlog != nil {
		pt.jlog.f, pt.jlog.in, pt.jlog.what = f, in, what
	}
}

func (l *joinLog) add(x, y Class, parent int, how string) int {
	l.edges = append(l.edges, joinEdge{x: x, y: y, parent: parent, how: how, f: l.f, in: l.in, what: l.what})
	return len(l.edges) - 1
}

// joinEnd resolves one end of PARCOACH_DEBUG_JOIN.
func (pt *Points) joinEnd(s string) (Class, bool) {
	s = strings.TrimSpace(s)
	if n, err := fmt.Sscanf(s, "c%d", new(int)); err == nil && n == 1 {
		var c int
		fmt.Sscanf(s, "c%d", &c)
		return Class(c), c >= 0 && c < len(pt.Parent)
	}
	if name, ok := strings.CutPrefix(s, "ret:"); ok {
		for f, c := range pt.Ret {
			if f.Name == name || f.IR.Name == name {
				return c, true
			}
		}
		return 0, false
	}
	if v, ok := strings.CutPrefix(s, "val:"); ok {
		fn, name, _ := strings.Cut(v, ":%")
		if fn, global, ok := strings.Cut(v, ":@"); ok { // a global as function fn names it
			for f := range pt.Ret {
				if f.Name == fn || f.IR.Name == fn {
					return pt.GlobalClass(f, global), true
				}
			}
		}
		found, at := false, Class(0)
		pt.valLoc.each(func(k ValueKey, c Class) {
			if (k.Fn.Name == fn || k.Fn.IR.Name == fn) && k.Name == name {
				found, at = true, c
			}
		})
		return at, found
	}
	name, idx, ok := strings.Cut(s, "#")
	var i int
	if _, err := fmt.Sscan(idx, &i); !ok || err != nil {
		return 0, false
	}
	for k, c := range pt.Param {
		if (k.Fn.Name == name || k.Fn.IR.Name == name) && k.I == i {
			return c, true
		}
	}
	return 0, false
}

func (l *joinLog) madePart(c Class) {
	if l.made == nil {
		l.made = map[Class]joinEdge{}
	}
	l.made[c] = joinEdge{f: l.f, in: l.in, what: l.what}
}

// reportJoin prints the chain of merges between the two ends. With "part:A,B" it lists the
// parts merged into A's class whose object is in B's class, and where each was made.
func (pt *Points) reportJoin(out io.Writer) {
	l := pt.jlog
	spec, parts := strings.CutPrefix(debugJoin, "part:")
	ends := strings.Split(spec, ",")
	if parts && len(ends) == 2 {
		a, ok1 := pt.joinEnd(ends[0])
		b, ok2 := pt.joinEnd(ends[1])
		if !ok1 || !ok2 {
			fmt.Fprintf(out, "PARCOACH_DEBUG_JOIN: cannot resolve %q\n", debugJoin)
			return
		}
		fmt.Fprintf(out, "PARCOACH_DEBUG_JOIN: parts in c%d (rep c%d) of c%d (rep c%d):\n", a, pt.Find(a), b, pt.Find(b))
		for c := range pt.Parent {
			if pt.Find(Class(c)) != pt.Find(a) || pt.Owner[c] == NoClass || pt.Find(pt.Owner[c]) != pt.Find(b) {
				continue
			}
			e, ok := l.made[Class(c)]
			fmt.Fprintf(out, "  c%d owner c%d offset %d", c, pt.Owner[c], pt.Offset[c])
			if ok && e.f != nil && e.in != nil {
				pos := e.f.InstPos(e.in)
				text := strings.TrimSpace(e.f.Module.Text(e.in.Span))
				if len(text) > 200 {
					text = text[:200] + "..."
				}
				fmt.Fprintf(out, " made at %s:%d in %s (%s): %s", shortPath(pos.File), pos.Line, e.f.Name, e.what, text)
			}
			fmt.Fprintln(out)
		}
		return
	}
	if len(ends) != 2 {
		fmt.Fprintf(out, "PARCOACH_DEBUG_JOIN: want A,B, got %q\n", debugJoin)
		return
	}
	a, ok1 := pt.joinEnd(ends[0])
	b, ok2 := pt.joinEnd(ends[1])
	if !ok1 || !ok2 {
		fmt.Fprintf(out, "PARCOACH_DEBUG_JOIN: cannot resolve %q\n", debugJoin)
		return
	}
	// Only the merges up to the one that first made the two ends one class: the chain
	// printed is the one that joined them, not a later shortcut through merges made after.
	last := min(firstJoined(l.edges, a, b), len(l.edges)-1)
	adj := map[Class][]int{}
	for i, e := range l.edges[:last+1] {
		adj[e.x] = append(adj[e.x], i)
		adj[e.y] = append(adj[e.y], i)
	}
	prev := map[Class]int{a: -1}
	work := []Class{a}
	for len(work) > 0 && prev[b] == 0 && b != a {
		c := work[0]
		work = work[1:]
		for _, i := range adj[c] {
			o := l.edges[i].x
			if o == c {
				o = l.edges[i].y
			}
			if _, seen := prev[o]; !seen {
				prev[o] = i
				work = append(work, o)
			}
		}
	}
	if _, ok := prev[b]; !ok {
		fmt.Fprintf(out, "PARCOACH_DEBUG_JOIN: %s and %s are not one class\n", ends[0], ends[1])
		return
	}
	fmt.Fprintf(out, "PARCOACH_DEBUG_JOIN: %s (c%d) to %s (c%d):\n", ends[0], a, ends[1], b)
	var path []int
	for c := b; c != a; {
		i := prev[c]
		path = append(path, i)
		if l.edges[i].x == c {
			c = l.edges[i].y
		} else {
			c = l.edges[i].x
		}
	}
	for k := len(path) - 1; k >= 0; k-- {
		i := path[k]
		e := l.edges[i]
		fmt.Fprintf(out, "  merge %d: c%d = c%d", i, e.x, e.y)
		for j := i; j >= 0; j = l.edges[j].parent {
			fmt.Fprintf(out, " <- %s (c%d|c%d)", l.edges[j].how, l.edges[j].x, l.edges[j].y)
		}
		top := i
		for l.edges[top].parent >= 0 {
			top = l.edges[top].parent
		}
		t := l.edges[top]
		if t.f != nil && t.in != nil {
			pos := t.f.InstPos(t.in)
			text := strings.TrimSpace(t.f.Module.Text(t.in.Span))
			if len(text) > 200 {
				text = text[:200] + "..."
			}
			fmt.Fprintf(out, "\n    at %s:%d in %s (%s; top c%d = c%d): %s\n", shortPath(pos.File), pos.Line, t.f.Name, t.what, t.x, t.y, text)
		} else {
			fmt.Fprintf(out, "\n    (%s)\n", t.what)
		}
	}
}

// firstJoined is the index of the merge after which a and b are connected by the merges
// edges[0..index] (len(edges) when they never are).
func firstJoined(edges []joinEdge, a, b Class) int {
	parent := map[Class]Class{}
	var find func(Class) Class
	find = func(c Class) Class {
		p, ok := parent[c]
		if !ok || p == c {
			return c
		}
		r := find(p)
		parent[c] = r
		return r
	}
	for i, e := range edges {
		if x, y := find(e.x), find(e.y); x != y {
			parent[y] = x
		}
		if find(a) == find(b) {
			return i
		}
	}
	return len(edges)
}

func shortPath(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}

// debugIndirect (PARCOACH_DEBUG_INDIRECT=1, or TEXT: only the calls in functions whose name
// contains TEXT) prints, when the points-to graph is built, every call through a pointer with
// the functions it may run (model.Program.IndirectTargets); a call with none escapes: its
// pointer arguments join the unknown memory.
var debugIndirect = os.Getenv("PARCOACH_DEBUG_INDIRECT")

func reportIndirect(out io.Writer, p *model.Program) {
	for _, f := range p.Funcs {
		if debugIndirect != "1" && !strings.Contains(f.Name, debugIndirect) {
			continue
		}
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if (in.Op != "call" && in.Op != "invoke") || in.CalledFunction() != "" {
					continue
				}
				pos := f.InstPos(in)
				var names []string
				for _, t := range p.IndirectTargets(in) {
					names = append(names, t.Name)
				}
				fmt.Fprintf(out, "PARCOACH_DEBUG_INDIRECT: %s:%d in %s: %d targets %s\n", shortPath(pos.File), pos.Line, f.Name, len(names), strings.Join(names, " "))
			}
		}
	}
}

// reportIndirectBound prints, for PARCOACH_DEBUG_INDIRECT, the functions each call through a
// pointer was bound to in the points-to graph (bindIndirect), when fewer than its type allows.
func (pt *Points) reportIndirectBound() {
	for _, c := range pt.indirect {
		if debugIndirect != "1" && !strings.Contains(c.f.Name, debugIndirect) {
			continue
		}
		targets := c.f.Program.IndirectTargets(c.in)
		if len(c.bound) == len(targets) {
			continue
		}
		var names []string
		for _, t := range targets {
			if c.bound[t] {
				names = append(names, t.Name)
			}
		}
		pos := c.f.InstPos(c.in)
		fmt.Fprintf(os.Stderr, "PARCOACH_DEBUG_INDIRECT: %s:%d in %s: bound to %d of %d: %s\n", shortPath(pos.File), pos.Line, c.f.Name, len(names), len(targets), strings.Join(names, " "))
	}
}

// A developer's aid: PARCOACH_DEBUG_SUMMARY=1 prints on stderr why each function is or is not
// summarised (points_summary.go): not a candidate and why, or the size of its graph.
var debugSummary = os.Getenv("PARCOACH_DEBUG_SUMMARY") != ""

func debugSummaryf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "PARCOACH_DEBUG_SUMMARY: "+format+"\n", args...)
}
