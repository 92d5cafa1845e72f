package llvmir

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// dump renders a module compactly; used by tests and for debugging.
func dump(m *Module) string {
	var b strings.Builder
	for _, g := range m.Globals {
		fmt.Fprintf(&b, "@%s linkage=%q const=%v type=%q init=%s\n", g.Name, g.Linkage, g.Constant, g.Type, dumpVal(g.Init))
	}
	for _, f := range m.Funcs {
		fmt.Fprintf(&b, "func @%s ret=%q decl=%v variadic=%v sp=%d params=", f.Name, f.RetType, f.Decl, f.Variadic, f.Subprogram)
		for _, p := range f.Params {
			fmt.Fprintf(&b, "[%s %s]", p.Type, p.Name)
		}
		b.WriteString("\n")
		for _, bl := range f.Blocks {
			fmt.Fprintf(&b, " %s: succs=%s preds=%s\n", bl.Name, names(bl.Succs), names(bl.Preds))
			for _, in := range bl.Insts {
				fmt.Fprintf(&b, "  %s = %s type=%q", in.Result, in.Op, in.Type)
				if in.Pred != "" {
					fmt.Fprintf(&b, " pred=%s", in.Pred)
				}
				if in.Callee != nil {
					fmt.Fprintf(&b, " callee=%s fn=%q", dumpVal(in.Callee), in.CalledFunction())
				}
				for _, o := range in.Operands {
					fmt.Fprintf(&b, " (%s)", dumpVal(o))
				}
				if len(in.Succs) > 0 {
					fmt.Fprintf(&b, " succs=%s", names(in.Succs))
				}
				if len(in.PhiBlocks) > 0 {
					fmt.Fprintf(&b, " phib=%s", names(in.PhiBlocks))
				}
				if in.Dbg >= 0 {
					fmt.Fprintf(&b, " dbg=%d", in.Dbg)
				}
				b.WriteString("\n")
			}
		}
	}
	for _, p := range m.Problems {
		fmt.Fprintf(&b, "PROBLEM %s\n", p)
	}
	return b.String()
}

func names(bs []*Block) string {
	var s []string
	for _, b := range bs {
		if b == nil {
			s = append(s, "<nil>")
		} else {
			s = append(s, b.Name)
		}
	}
	return "[" + strings.Join(s, ",") + "]"
}

var kindNames = []string{"local", "global", "int", "float", "null", "undef", "cexpr", "agg", "md", "label", "asm", "other"}

func dumpVal(v *Value) string {
	if v == nil {
		return "nil"
	}
	s := kindNames[v.Kind] + ":" + v.Type + ":"
	switch v.Kind {
	case ValLocal, ValGlobal, ValLabel:
		s += v.Name
	case ValInt:
		s += fmt.Sprint(v.Int)
	case ValConstExpr:
		s += v.Expr() + "{"
		for i, e := range v.Elems() {
			if i > 0 {
				s += " "
			}
			s += dumpVal(e)
		}
		s += "}"
	case ValAggregate:
		if len(v.Elems()) == 0 {
			s += v.Text
		} else {
			s += "{"
			for i, e := range v.Elems() {
				if i > 0 {
					s += " "
				}
				s += dumpVal(e)
			}
			s += "}"
		}
	default:
		s += v.Text
	}
	return s
}

func TestDumpFile(t *testing.T) {
	f := os.Getenv("LLVMIR_DUMP")
	if f == "" {
		t.Skip("set LLVMIR_DUMP=file.ll to dump a file")
	}
	src, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Parse(f, src)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Print(dump(m))
}
