package model

import (
	"fmt"
	"io"
	"strings"
)

// WriteText prints a function's CFG as text: each block with its source lines, events and
// successors. A debugging aid (`parcoach dump`).
func WriteText(w io.Writer, f *Function) {
	fmt.Fprintf(w, "function %s (%s) at %s\n", f.Name, f.IR.Name, f.Pos.Describe())
	for _, b := range f.Blocks {
		fmt.Fprintf(w, "  block %d %%%s%s\n", b.Index, b.IR.Name, blockLines(f, b))
		for _, e := range b.Events {
			fmt.Fprintf(w, "    %s\n", describeEvent(e))
		}
		if b.NoReturn != nil {
			fmt.Fprintf(w, "    never returns: %s\n", b.NoReturn.CalledFunction())
		}
		fmt.Fprintf(w, "    -> %s\n", succList(f, b.Index))
	}
}

// WriteDot prints a function's CFG in graphviz dot.
func WriteDot(w io.Writer, f *Function) { WriteDotStyled(w, f, DotStyle{}) }

// DotStyle decorates a CFG drawn by WriteDotStyled (the HTML report highlights a finding's
// blocks and a path with it).
type DotStyle struct {
	// ID, when set, is the graphviz id of the graph and the prefix of its nodes' and edges'
	// ids ("ID-b3", "ID-e3-4", "ID-exit"), so that several drawings can share one page.
	ID string
	// Node returns extra attributes of block b's node (`style=filled, fillcolor="#fdd"`).
	Node func(b int) string
	// Edge returns extra attributes of the edge from block u to block v; v is -1 for the edge
	// to the virtual exit.
	Edge func(u, v int) string
}

func (s DotStyle) attrs(id, extra string) string {
	var out string
	if s.ID != "" {
		out += fmt.Sprintf(", id=%q", s.ID+"-"+id)
	}
	if extra != "" {
		out += ", " + extra
	}
	return out
}

// WriteDotStyled prints a function's CFG in graphviz dot with the style's attributes; with a
// zero DotStyle it is WriteDot.
func WriteDotStyled(w io.Writer, f *Function, st DotStyle) {
	fmt.Fprintf(w, "digraph %q {\n  node [shape=box, fontname=monospace];\n  label=%q;\n", f.IR.Name, f.Name+" at "+f.Pos.Describe())
	if st.ID != "" {
		fmt.Fprintf(w, "  id=%q;\n", st.ID)
	}
	node := func(b int) string {
		if st.Node == nil {
			return st.attrs(fmt.Sprintf("b%d", b), "")
		}
		return st.attrs(fmt.Sprintf("b%d", b), st.Node(b))
	}
	edge := func(u, v int) string {
		id := fmt.Sprintf("e%d-%d", u, v)
		if v < 0 {
			id = fmt.Sprintf("e%d-exit", u)
		}
		extra := ""
		if st.Edge != nil {
			extra = st.Edge(u, v)
		}
		a := st.attrs(id, extra)
		if a == "" {
			return ""
		}
		return " [" + strings.TrimPrefix(a, ", ") + "]"
	}
	for _, b := range f.Blocks {
		var lbl strings.Builder
		fmt.Fprintf(&lbl, "%d: %%%s%s\\l", b.Index, b.IR.Name, blockLines(f, b))
		for _, e := range b.Events {
			lbl.WriteString(escapeDot(describeEvent(e)) + "\\l")
		}
		if b.NoReturn != nil {
			lbl.WriteString("never returns: " + escapeDot(b.NoReturn.CalledFunction()) + "\\l")
		}
		fmt.Fprintf(w, "  n%d [label=\"%s\"%s];\n", b.Index, lbl.String(), node(b.Index))
	}
	for _, x := range f.Exits {
		fmt.Fprintf(w, "  n%d -> exit%s;\n", x, edge(x, -1))
	}
	for u := range f.Blocks {
		for _, v := range f.CFG.Succ[u] {
			fmt.Fprintf(w, "  n%d -> n%d%s;\n", u, v, edge(u, v))
		}
	}
	exit := "shape=oval"
	if st.ID != "" {
		exit += fmt.Sprintf(", id=%q", st.ID+"-exit")
	}
	fmt.Fprintf(w, "  exit [%s];\n}\n", exit)
}

func escapeDot(s string) string { return strings.ReplaceAll(s, `"`, `\"`) }

// blockLines renders the range of source lines a block covers, " lines 12-14".
func blockLines(f *Function, b *Block) string {
	lo, hi := 0, 0
	for _, in := range b.IR.Insts {
		p := f.InstPos(in)
		if !p.Known() {
			continue
		}
		if lo == 0 || p.Line < lo {
			lo = p.Line
		}
		if p.Line > hi {
			hi = p.Line
		}
	}
	switch {
	case lo == 0:
		return ""
	case lo == hi:
		return fmt.Sprintf(" line %d", lo)
	}
	return fmt.Sprintf(" lines %d-%d", lo, hi)
}

func describeEvent(e *Event) string {
	line := ""
	if e.Pos.Known() {
		line = fmt.Sprintf(" (line %d)", e.Pos.Line)
	}
	switch e.Kind {
	case MPICall:
		extra := ""
		if e.IsCollective() {
			extra = " on " + e.Comm().String()
		}
		return fmt.Sprintf("%s%s%s", e.MPI.Name, extra, line)
	case Call:
		if e.Fork {
			return fmt.Sprintf("parallel region %s%s", e.Callee.IR.Name, line)
		}
		return fmt.Sprintf("call %s%s", e.Callee.Name, line)
	case OMPCall:
		return fmt.Sprintf("omp %s%s", e.OMP, line)
	}
	return "indirect call" + line
}

func succList(f *Function, b int) string {
	if len(f.CFG.Succ[b]) == 0 {
		return "exit"
	}
	parts := make([]string, len(f.CFG.Succ[b]))
	for i, s := range f.CFG.Succ[b] {
		parts[i] = fmt.Sprint(s)
	}
	return strings.Join(parts, ", ")
}
