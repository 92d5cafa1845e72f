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
func WriteDot(w io.Writer, f *Function) {
	fmt.Fprintf(w, "digraph %q {\n  node [shape=box, fontname=monospace];\n  label=%q;\n", f.IR.Name, f.Name+" at "+f.Pos.Describe())
	for _, b := range f.Blocks {
		var lbl strings.Builder
		fmt.Fprintf(&lbl, "%d: %%%s%s\\l", b.Index, b.IR.Name, blockLines(f, b))
		for _, e := range b.Events {
			lbl.WriteString(escapeDot(describeEvent(e)) + "\\l")
		}
		if b.NoReturn != nil {
			lbl.WriteString("never returns: " + escapeDot(b.NoReturn.CalledFunction()) + "\\l")
		}
		fmt.Fprintf(w, "  n%d [label=\"%s\"];\n", b.Index, lbl.String())
	}
	for _, x := range f.Exits {
		fmt.Fprintf(w, "  n%d -> exit;\n", x)
	}
	for u := range f.Blocks {
		for _, v := range f.CFG.Succ[u] {
			fmt.Fprintf(w, "  n%d -> n%d;\n", u, v)
		}
	}
	fmt.Fprintln(w, "  exit [shape=oval];\n}")
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
