package report

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/suppress"
)

// A function whose barrier only some processes call (block 1), and one whose barrier is in a
// loop that runs at least once (block 1 holds both the barrier and the loop's test).
const cfgIR = `
define void @g(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %then, label %end
then:
  %r = call i32 @MPI_Barrier(i32 1140850688)
  br label %end
end:
  ret void
}

define void @h(i32 %n) {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %j, %body ]
  %r = call i32 @MPI_Barrier(i32 1140850688)
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %body, label %end
end:
  ret void
}

declare i32 @MPI_Barrier(i32)
`

func cfgProgram(t *testing.T) *model.Program {
	t.Helper()
	m, err := llvmir.Parse("t.ll", []byte(cfgIR))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Problems) > 0 {
		t.Fatalf("IR problems: %v", m.Problems)
	}
	return model.Build([]*llvmir.Module{m})
}

func decisionOf(t *testing.T, p *model.Program, name string, block int, conds ...int) diag.Decision {
	t.Helper()
	f := p.Lookup(name)
	if f == nil {
		t.Fatalf("no function %s", name)
	}
	return diag.Decision{Func: f.Index, FuncName: f.IR.Name, Block: block, Conds: conds}
}

func TestSkipPath(t *testing.T) {
	p := cfgProgram(t)
	for _, c := range []struct {
		fn   string
		want string
	}{
		// From the conditional in the entry straight to the exit, around the barrier's block.
		{"g", "[[0 2] [2 -1]]"},
		// The loop's test is in the barrier's block: the path goes through it once, then leaves.
		{"h", "[[0 1] [1 2] [2 -1]]"},
	} {
		var dec diag.Decision
		if c.fn == "g" {
			dec = decisionOf(t, p, "g", 1, 0)
		} else {
			dec = decisionOf(t, p, "h", 1, 1)
		}
		got := fmt.Sprint(skipPath(p.Lookup(c.fn), dec))
		if got != c.want {
			t.Errorf("%s: skip path %s, want %s", c.fn, got, c.want)
		}
	}
}

const htmlSource = `int main(void) {
  int x = f();
  if (x < 3 && y > 2)
    MPI_Barrier(c); // <script>alert("x")</script>
  return 0;
}
`

func htmlReport(p *model.Program, dot func([]byte) ([]byte, error), ds ...*diag.Diagnostic) *Report {
	return &Report{
		Diagnostics: ds,
		Rules:       []Rule{{ID: "collective-mismatch", HelpURI: "https://example.org/checks#collective-mismatch"}},
		Tool:        Tool{Name: "parcoach", Version: "1.2.3"},
		HTML: HTMLOptions{Program: p, Dot: dot, ReadFile: func(path string) ([]byte, error) {
			if path == "a.c" {
				return []byte(htmlSource), nil
			}
			return nil, fs.ErrNotExist
		}},
	}
}

func barrierFinding(dec ...diag.Decision) *diag.Diagnostic {
	return &diag.Diagnostic{Check: "collective-mismatch", Pos: diag.Pos{File: "a.c", Line: 4, Col: 5, Func: "main"},
		Message: "MPI_Barrier may not be called by all processes: the conditional at line 3 decides (x < 3)",
		Notes: []diag.Note{
			{Pos: diag.Pos{File: "a.c", Line: 3, Col: 7}, Message: "the conditional here decides whether MPI_Barrier is called"},
			{Pos: diag.Pos{File: "a.c", Line: 3, Col: 17}, Message: "the other half of the && decides too"},
			{Pos: diag.Pos{File: "a.c", Line: 2, Col: 11}, Message: "x differs between processes"},
			{Pos: diag.Pos{File: "b.c", Func: "helper"}, Message: "called from here, line unknown"},
			{Pos: diag.Pos{File: "gone.c", Line: 9}, Message: "a file that is not there"},
		},
		Decisions: dec}
}

func TestHTMLSourceEscapedNotesLinked(t *testing.T) {
	var b bytes.Buffer
	if err := htmlReport(nil, nil, barrierFinding()).Write(&b, HTML); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"<!DOCTYPE html>",
		"parcoach 1.2.3: 1 finding.",
		`<section class="finding warning" id="f1">`,
		`href="https://example.org/checks#collective-mismatch"`,
		// The source, escaped, with its line numbers; the finding's line marked.
		`if (x &lt; 3 &amp;&amp; y &gt; 2)`,
		`// &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;`,
		`<span class="line target"><span class="ln">4</span>    MPI_Barrier(c);`,
		`<span class="ln">2</span>`, `<span class="ln">6</span>`,
		// The message, escaped.
		"decides (x &lt; 3)",
		// Notes link to their snippets; two notes on line 3 share one.
		`<a href="#f1-n1">a.c:3:7</a>: the conditional here decides`,
		`<a href="#f1-n1">a.c:3:17</a>: the other half`,
		`<a href="#f1-n2">a.c:2:11</a>: x differs`,
		`<div class="note-src" id="f1-n1">`, `<div class="note-src" id="f1-n2">`,
		// A note without a line is not a link; a missing file is said.
		`<li>b.c (in function helper): called from here`,
		`Source not available: gone.c does not exist`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Contains(out, "<script>") || strings.Contains(out, "<script") {
		t.Errorf("the source's <script> reached the page unescaped")
	}
	if strings.Contains(out, `id="f1-n4"`) || strings.Count(out, `class="note-src"`) != 3 {
		t.Errorf("want one snippet per located line of the notes (3), got %d", strings.Count(out, `class="note-src"`))
	}
	if strings.Contains(out, "graphviz") {
		t.Errorf("no decision, yet the page speaks of graphviz")
	}
	// No external resource.
	for _, ext := range []string{"<link", "src=\"http", "@import", "url("} {
		if strings.Contains(out, ext) {
			t.Errorf("page refers to an external resource: %q", ext)
		}
	}
}

func TestHTMLCFG(t *testing.T) {
	p := cfgProgram(t)
	dec := decisionOf(t, p, "g", 1, 0)

	// Without graphviz: one line says so, once for the page.
	var b bytes.Buffer
	if err := htmlReport(p, nil, barrierFinding(dec), barrierFinding(dec)).Write(&b, HTML); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(b.String(), "graphviz"); n != 1 || !strings.Contains(b.String(), "graphviz (the dot command) is not installed") {
		t.Errorf("without dot, want one line saying graphviz is missing, got %d mentions", n)
	}

	// With a graphviz stand-in: the DOT has the highlights, the SVG is inlined without its
	// XML prologue.
	var dots []string
	fake := func(src []byte) ([]byte, error) {
		dots = append(dots, string(src))
		return []byte(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg id="stand-in" viewBox="0 0 10 10"><g></g></svg>
`), nil
	}
	b.Reset()
	if err := htmlReport(p, fake, barrierFinding(dec)).Write(&b, HTML); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if len(dots) != 1 {
		t.Fatalf("dot ran %d times, want 1", len(dots))
	}
	for _, want := range []string{
		`n1 [label=`, `id="f1-g1-b1", style="filled,bold", fillcolor="#f6c1c1"`, // the barrier's block
		`id="f1-g1-b0", style="filled,bold", fillcolor="#ffd98a"`, // the conditional
		`n0 -> n2 [id="f1-g1-e0-2", color="#d00020"`,              // the path that skips
		`n2 -> exit [id="f1-g1-e2-exit", color="#d00020"`,
		`n0 -> n1 [id="f1-g1-e0-1"];`, // not on the path
	} {
		if !strings.Contains(dots[0], want) {
			t.Errorf("DOT lacks %q:\n%s", want, dots[0])
		}
	}
	if !strings.Contains(out, `<svg id="stand-in"`) || strings.Contains(out, "<?xml") || strings.Contains(out, "<!DOCTYPE svg") {
		t.Errorf("SVG not inlined as an element:\n%s", out)
	}
	if !strings.Contains(out, "Control-flow graph of g") {
		t.Errorf("no caption naming the function")
	}

	// A graphviz failure is one line in the finding; a decision that does not match the
	// model draws nothing.
	b.Reset()
	failing := func([]byte) ([]byte, error) { return nil, errors.New("dot failed: syntax error") }
	stale := dec
	stale.FuncName = "other"
	if err := htmlReport(p, failing, barrierFinding(dec), barrierFinding(stale)).Write(&b, HTML); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "Not drawn: dot failed: syntax error") || !strings.Contains(b.String(), "The control-flow graph is not available.") {
		t.Errorf("failures not said:\n%s", b.String())
	}
}

func TestHTMLProblemsAndSuppressed(t *testing.T) {
	r := htmlReport(nil, nil)
	r.Problems = []diag.Problem{{Pos: diag.Pos{File: "x.c"}, Message: "does not compile: <expected ';'>"}}
	r.ShowSuppressed = true
	r.Suppressed = []suppress.Suppressed{{Diag: barrierFinding(), By: "parcoach-ignore comment at a.c:4"}}
	var b bytes.Buffer
	if err := r.Write(&b, HTML); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"0 findings, 1 suppressed finding; the run is incomplete.",
		"x.c: does not compile: &lt;expected &#39;;&#39;&gt;",
		`<p id="none">No finding.</p>`,
		`id="s1"`, "Suppressed by parcoach-ignore comment at a.c:4.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("page lacks %q:\n%s", want, out)
		}
	}
}
