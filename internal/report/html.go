package report

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html/template"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/model"
)

// HTML is the one-page report: the findings with their source lines, the notes as links to
// their own source lines, and for each finding about control flow (collective and OpenMP
// checks) the CFG of the function that decides it, drawn by graphviz with the finding's block,
// the deciding conditionals and a path that skips the finding highlighted.
const HTML Format = "html"

// Limits on the drawings of one page: graphviz takes long on very large functions, and a
// page of hundreds of graphs is not read.
const (
	maxCFGBlocks = 400
	maxCFGs      = 60
	dotTimeout   = 30 * time.Second
	// snippetContext is how many source lines are shown around a position.
	snippetContext = 2
)

// HTMLOptions are what the HTML report needs beyond the findings.
type HTMLOptions struct {
	// Program is the program model the findings are about; the CFGs are drawn from it. Nil:
	// no CFG is drawn.
	Program *model.Program
	// Dot renders graphviz DOT as SVG; nil when graphviz is not installed, which the page
	// says. See DotRenderer.
	Dot func(dot []byte) ([]byte, error)
	// ReadFile reads the source files shown; os.ReadFile when nil.
	ReadFile func(path string) ([]byte, error)
}

// DotRenderer returns a renderer running graphviz's dot -Tsvg, or nil when dot is not in the
// PATH.
func DotRenderer() func([]byte) ([]byte, error) {
	path, err := exec.LookPath("dot")
	if err != nil {
		return nil
	}
	return func(src []byte) ([]byte, error) {
		ctx, cancel := context.WithTimeout(context.Background(), dotTimeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, path, "-Tsvg")
		cmd.Stdin = bytes.NewReader(src)
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		if err := cmd.Run(); err != nil {
			if ctx.Err() != nil {
				return nil, fmt.Errorf("dot took more than %s", dotTimeout)
			}
			msg := strings.TrimSpace(errOut.String())
			if i := strings.IndexByte(msg, '\n'); i >= 0 {
				msg = msg[:i]
			}
			if msg == "" {
				msg = err.Error()
			}
			return nil, fmt.Errorf("dot failed: %s", msg)
		}
		return out.Bytes(), nil
	}
}

type htmlPage struct {
	Title      string
	Tool       string
	Counts     string
	Incomplete bool
	Problems   []string
	NoDot      string
	Findings   []*htmlFinding
	Suppressed []*htmlFinding
}

type htmlFinding struct {
	ID       string
	Severity string
	Check    string
	HelpURI  string
	Where    string
	Message  string
	By       string // what suppressed it
	Snippet  *htmlSnippet
	Notes    []htmlNote
	Sources  []htmlNoteSource // the notes' snippets, one per distinct position
	Graphs   []htmlGraph
}

type htmlNote struct {
	Where   string
	Anchor  string // "" when the note has no line to show
	Message string
}

type htmlNoteSource struct {
	Anchor  string
	Where   string
	Snippet *htmlSnippet
}

type htmlSnippet struct {
	Missing string // why the source is not shown
	Lines   []htmlLine
}

type htmlLine struct {
	N      int
	Text   string
	Target bool
}

type htmlGraph struct {
	Caption string
	SVG     template.HTML
	Missing string // why the graph is not drawn
}

// htmlWriter renders one page, reading each source file once.
type htmlWriter struct {
	r       *Report
	opt     HTMLOptions
	files   map[string][]string
	fileErr map[string]error
	graphs  int
}

func (r *Report) writeHTML(w io.Writer) error {
	hw := &htmlWriter{r: r, opt: r.HTML, files: map[string][]string{}, fileErr: map[string]error{}}
	if hw.opt.ReadFile == nil {
		hw.opt.ReadFile = os.ReadFile
	}
	page := &htmlPage{Title: "parcoach report", Incomplete: len(r.Problems) > 0}
	page.Tool = r.Tool.Name
	if r.Tool.Version != "" {
		page.Tool += " " + r.Tool.Version
	}
	findings, remarks := 0, 0
	for i, d := range r.Diagnostics {
		if d.IsFinding() {
			findings++
		} else {
			remarks++
		}
		page.Findings = append(page.Findings, hw.finding(fmt.Sprintf("f%d", i+1), d, ""))
	}
	page.Counts = plural(findings, "finding")
	if remarks > 0 {
		page.Counts += ", " + plural(remarks, "remark")
	}
	if r.ShowSuppressed {
		for i, s := range r.Suppressed {
			page.Suppressed = append(page.Suppressed, hw.finding(fmt.Sprintf("s%d", i+1), s.Diag, s.By))
		}
		page.Counts += ", " + plural(len(r.Suppressed), "suppressed finding")
	}
	for _, p := range r.Problems {
		page.Problems = append(page.Problems, p.String())
	}
	if hw.opt.Dot == nil && hw.graphs > 0 {
		page.NoDot = "The control-flow graphs are not drawn: graphviz (the dot command) is not installed."
	}
	return htmlTemplate.Execute(w, page)
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func (hw *htmlWriter) finding(id string, d *diag.Diagnostic, by string) *htmlFinding {
	hf := &htmlFinding{ID: id, Severity: d.Severity.String(), Check: d.Check, Where: d.Pos.Describe(), Message: d.Message, By: by}
	for _, rule := range hw.r.Rules {
		if rule.ID == d.Check {
			hf.HelpURI = rule.HelpURI
		}
	}
	hf.Snippet = hw.snippet(d.Pos)
	anchors := map[diag.Pos]string{}
	for _, n := range d.Notes {
		hn := htmlNote{Where: n.Pos.Describe(), Message: n.Message}
		if n.Pos.Known() {
			key := diag.Pos{File: n.Pos.File, Line: n.Pos.Line} // one snippet per line
			a, ok := anchors[key]
			if !ok {
				a = fmt.Sprintf("%s-n%d", id, len(anchors)+1)
				anchors[key] = a
				hf.Sources = append(hf.Sources, htmlNoteSource{Anchor: a, Where: key.String(), Snippet: hw.snippet(n.Pos)})
			}
			hn.Anchor = a
		}
		hf.Notes = append(hf.Notes, hn)
	}
	if hw.opt.Dot == nil {
		hw.graphs += len(d.Decisions) // the page says once that graphviz is missing
		return hf
	}
	for i, dec := range d.Decisions {
		hf.Graphs = append(hf.Graphs, hw.graph(fmt.Sprintf("%s-g%d", id, i+1), d, dec))
	}
	return hf
}

// snippet is the source around p: the line of p and snippetContext lines either side.
func (hw *htmlWriter) snippet(p diag.Pos) *htmlSnippet {
	if !p.Known() {
		if p.Func != "" {
			return &htmlSnippet{Missing: "The compiler recorded no line (in function " + p.Func + ")."}
		}
		return &htmlSnippet{Missing: "The compiler recorded no line."}
	}
	lines, err := hw.source(p.File)
	if err != nil {
		return &htmlSnippet{Missing: "Source not available: " + err.Error()}
	}
	if p.Line > len(lines) {
		return &htmlSnippet{Missing: fmt.Sprintf("Source not available: %s has %d lines.", p.File, len(lines))}
	}
	s := &htmlSnippet{}
	lo, hi := max(1, p.Line-snippetContext), min(len(lines), p.Line+snippetContext)
	for n := lo; n <= hi; n++ {
		s.Lines = append(s.Lines, htmlLine{N: n, Text: lines[n-1], Target: n == p.Line})
	}
	return s
}

func (hw *htmlWriter) source(file string) ([]string, error) {
	if lines, ok := hw.files[file]; ok {
		return lines, nil
	}
	if err, ok := hw.fileErr[file]; ok {
		return nil, err
	}
	data, err := hw.opt.ReadFile(file)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			err = fmt.Errorf("%s does not exist", file)
		}
		hw.fileErr[file] = err
		return nil, err
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	hw.files[file] = lines
	return lines, nil
}

// graph draws the CFG of a decision's function.
func (hw *htmlWriter) graph(id string, d *diag.Diagnostic, dec diag.Decision) htmlGraph {
	hw.graphs++
	prog := hw.opt.Program
	if prog == nil || dec.Func < 0 || dec.Func >= len(prog.Funcs) || prog.Funcs[dec.Func].IR.Name != dec.FuncName {
		return htmlGraph{Missing: "The control-flow graph is not available."}
	}
	f := prog.Funcs[dec.Func]
	g := htmlGraph{Caption: fmt.Sprintf("Control-flow graph of %s (%s): %s",
		f.Name, f.Pos.Describe(), legend(d))}
	switch {
	case len(f.Blocks) > maxCFGBlocks:
		g.Missing = fmt.Sprintf("Not drawn: %s has %d blocks (more than %d).", f.Name, len(f.Blocks), maxCFGBlocks)
		return g
	case hw.graphs > maxCFGs:
		g.Missing = fmt.Sprintf("Not drawn: the page already holds %d graphs.", maxCFGs)
		return g
	}
	var src bytes.Buffer
	model.WriteDotStyled(&src, f, highlight(f, dec, id))
	svg, err := hw.opt.Dot(src.Bytes())
	if err != nil {
		g.Missing = "Not drawn: " + err.Error()
		return g
	}
	g.SVG = template.HTML(inlineSVG(svg))
	return g
}

func legend(d *diag.Diagnostic) string {
	what := "the finding"
	if i := strings.IndexByte(d.Message, ' '); i > 0 {
		what = d.Message[:i]
	}
	return "red: the block of " + what + "; orange: the deciding conditionals; red edges: a path that skips it."
}

// inlineSVG keeps the <svg> element of dot's output: the XML declaration and the DOCTYPE
// (which names an external DTD) have no place inside an HTML page.
func inlineSVG(svg []byte) string {
	s := string(svg)
	if i := strings.Index(s, "<svg"); i >= 0 {
		s = s[i:]
	}
	return strings.TrimSpace(s)
}

// highlight styles the finding's block, the deciding conditionals, and a path that skips the
// finding's block.
func highlight(f *model.Function, dec diag.Decision, id string) model.DotStyle {
	conds := map[int]bool{}
	for _, c := range dec.Conds {
		conds[c] = true
	}
	path := skipPath(f, dec)
	onPath := map[[2]int]bool{}
	for _, e := range path {
		onPath[e] = true
	}
	return model.DotStyle{
		ID: id,
		Node: func(b int) string {
			switch {
			case b == dec.Block:
				return `style="filled,bold", fillcolor="#f6c1c1", color="#b00020", penwidth=2`
			case conds[b]:
				return `style="filled,bold", fillcolor="#ffd98a", color="#a85d00", penwidth=2`
			}
			return ""
		},
		Edge: func(u, v int) string {
			if onPath[[2]int{u, v}] {
				return `color="#d00020", penwidth=2.5`
			}
			return ""
		},
	}
}

// skipPath is a path of the CFG that passes through a deciding conditional and reaches the
// function's exit without going through the finding's block: from the entry to the
// conditional (avoiding the block when possible), then from the conditional to an exit that
// returns (not one that ends the job, which the checks leave out), the last edge going to the
// virtual exit (-1). Of the conditionals, the one giving the shortest path is taken; nil when
// there is none.
func skipPath(f *model.Function, dec diag.Decision) [][2]int {
	jobEnds := map[int]bool{}
	for _, b := range f.JobEnds() {
		jobEnds[b] = true
	}
	var returns, exits []int
	for _, x := range f.Exits {
		exits = append(exits, x)
		if !jobEnds[x] {
			returns = append(returns, x)
		}
	}
	var best [][2]int
	for _, c := range dec.Conds {
		if c < 0 || c >= len(f.Blocks) {
			continue
		}
		head := shortestPath(f, 0, []int{c}, dec.Block)
		if head == nil && c != 0 {
			head = shortestPath(f, 0, []int{c}, -1)
			if head == nil {
				continue
			}
		}
		tail := shortestPath(f, c, returns, dec.Block)
		if tail == nil {
			tail = shortestPath(f, c, exits, dec.Block)
		}
		if tail == nil {
			continue
		}
		last := c
		if len(tail) > 0 {
			last = tail[len(tail)-1][1]
		}
		p := append(append(append([][2]int{}, head...), tail...), [2]int{last, -1})
		if best == nil || len(p) < len(best) {
			best = p
		}
	}
	return best
}

// shortestPath returns the edges of a shortest path from src to one of targets, not entering
// avoid (-1: no block avoided); an empty path when src is a target, nil when none exists.
func shortestPath(f *model.Function, src int, targets []int, avoid int) [][2]int {
	isTarget := map[int]bool{}
	for _, t := range targets {
		isTarget[t] = true
	}
	if isTarget[src] {
		return [][2]int{}
	}
	prev := make([]int, len(f.Blocks))
	for i := range prev {
		prev[i] = -2
	}
	prev[src] = -1
	queue := []int{src}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, v := range f.CFG.Succ[u] {
			if v == avoid || prev[v] != -2 {
				continue
			}
			prev[v] = u
			if isTarget[v] {
				var path [][2]int
				for x := v; prev[x] >= 0; x = prev[x] {
					path = append([][2]int{{prev[x], x}}, path...)
				}
				return path
			}
			queue = append(queue, v)
		}
	}
	return nil
}

var htmlTemplate = template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5em auto; max-width: 72em; padding: 0 1em; color: #1d1d1d; background: #fff; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
h2 { font-size: 1.1em; margin: 0.2em 0; }
.meta { color: #555; margin-top: 0; }
.problems { border-left: 4px solid #b00020; background: #fdecee; padding: 0.4em 1em; }
nav ol { padding-left: 1.5em; }
.finding { border: 1px solid #ccc; border-left: 6px solid #d08000; border-radius: 4px; padding: 0.6em 1em; margin: 1.2em 0; }
.finding.error { border-left-color: #b00020; }
.finding.note { border-left-color: #4a78b0; }
.finding.suppressed { opacity: 0.75; }
.sev { text-transform: uppercase; font-size: 0.8em; padding: 0.1em 0.4em; border-radius: 3px; background: #d08000; color: #fff; }
.error .sev { background: #b00020; }
.note .sev { background: #4a78b0; }
.where, .notes a, .src { font-family: ui-monospace, monospace; }
.check { font-family: ui-monospace, monospace; color: #555; }
.msg { margin: 0.4em 0; font-weight: 600; }
pre.src { background: #f6f6f6; border: 1px solid #e2e2e2; padding: 0.4em 0; overflow-x: auto; tab-size: 4; margin: 0.4em 0; }
pre.src span.line { display: block; padding: 0 0.6em; }
pre.src span.target { background: #fff1b8; }
pre.src span.ln { display: inline-block; min-width: 3.5em; color: #888; user-select: none; }
.missing { color: #666; font-style: italic; }
.note-src { margin-left: 1.5em; }
.note-src p { margin: 0.6em 0 0 0; font-size: 0.9em; }
.note-src:target pre.src { outline: 2px solid #a85d00; }
figure.cfg { margin: 0.8em 0; overflow-x: auto; }
figure.cfg svg { max-width: 100%; height: auto; }
figcaption { font-size: 0.9em; color: #444; margin-bottom: 0.4em; }
</style>
</head>
<body>
<header>
<h1>{{.Title}}</h1>
<p class="meta">{{.Tool}}: {{.Counts}}{{if .Incomplete}}; the run is incomplete{{end}}.</p>
</header>
{{- if .Problems}}
<section class="problems" id="problems">
<h2>What made the run incomplete</h2>
<ul>{{range .Problems}}
<li>{{.}}</li>{{end}}
</ul>
</section>
{{- end}}
{{- if .NoDot}}
<p class="missing" id="nodot">{{.NoDot}}</p>
{{- end}}
{{- if .Findings}}
<nav>
<h2>Findings</h2>
<ol>{{range .Findings}}
<li><a href="#{{.ID}}">{{.Where}}</a>: {{.Message}} <span class="check">[{{.Check}}]</span></li>{{end}}
</ol>
</nav>
{{- else}}
<p id="none">No finding.</p>
{{- end}}
{{range .Findings}}{{template "finding" .}}{{end}}
{{- if .Suppressed}}
<h2 id="suppressed">Suppressed findings</h2>
{{range .Suppressed}}{{template "finding" .}}{{end}}
{{- end}}
</body>
</html>
{{define "finding"}}
<section class="finding {{.Severity}}{{if .By}} suppressed{{end}}" id="{{.ID}}">
<h2><span class="sev">{{if .By}}suppressed {{end}}{{.Severity}}</span> <span class="where">{{.Where}}</span> {{if .HelpURI}}<a class="check" href="{{.HelpURI}}">[{{.Check}}]</a>{{else}}<span class="check">[{{.Check}}]</span>{{end}}</h2>
<p class="msg">{{.Message}}</p>
{{- if .By}}
<p class="by">Suppressed by {{.By}}.</p>
{{- end}}
{{template "snippet" .Snippet}}
{{- if .Notes}}
<ol class="notes">{{range .Notes}}
<li>{{if .Anchor}}<a href="#{{.Anchor}}">{{.Where}}</a>{{else}}{{.Where}}{{end}}: {{.Message}}</li>{{end}}
</ol>
{{- end}}
{{- range .Sources}}
<div class="note-src" id="{{.Anchor}}">
<p>{{.Where}}</p>
{{template "snippet" .Snippet}}
</div>
{{- end}}
{{- range .Graphs}}
<figure class="cfg">
<figcaption>{{.Caption}}</figcaption>
{{if .Missing}}<p class="missing">{{.Missing}}</p>{{else}}{{.SVG}}{{end}}
</figure>
{{- end}}
</section>
{{end}}
{{define "snippet"}}{{if .Missing}}<p class="missing">{{.Missing}}</p>{{else}}<pre class="src">{{range .Lines}}<span class="line{{if .Target}} target{{end}}"><span class="ln">{{.N}}</span>{{.Text}}</span>{{end}}</pre>{{end}}{{end}}
`))
