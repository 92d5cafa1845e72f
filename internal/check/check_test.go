package check

import (
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/model"
)

func TestExecuteRunsRequirementsOnceInOrder(t *testing.T) {
	var ran []string
	base := &Analyzer{Name: "base", Run: func(p *Pass) (any, error) { ran = append(ran, "base"); return 42, nil }}
	mid := &Analyzer{Name: "mid", Requires: []*Analyzer{base}, Run: func(p *Pass) (any, error) {
		ran = append(ran, "mid")
		return p.ResultOf[base].(int) + 1, nil
	}}
	top := &Analyzer{Name: "top", Requires: []*Analyzer{base, mid}, Run: func(p *Pass) (any, error) {
		ran = append(ran, "top")
		p.Report(&diag.Diagnostic{Check: "x", Pos: diag.Pos{File: "b.c", Line: 2}, Message: "m"})
		p.Report(&diag.Diagnostic{Check: "x", Pos: diag.Pos{File: "b.c", Line: 2}, Message: "m"}) // duplicate
		p.Report(&diag.Diagnostic{Check: "x", Pos: diag.Pos{File: "a.c", Line: 9}, Message: "m"})
		return p.ResultOf[mid], nil
	}}
	out, err := Execute(model.Build(nil), &Config{}, []*Analyzer{top, mid})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(ran) != "[base mid top]" {
		t.Errorf("ran %v", ran)
	}
	if out.Results[top] != 43 || len(out.Timings) != 3 {
		t.Errorf("results %v timings %v", out.Results, out.Timings)
	}
	if len(out.Diagnostics) != 2 || out.Diagnostics[0].Pos.File != "a.c" {
		t.Errorf("diagnostics not de-duplicated and sorted: %v", out.Diagnostics)
	}
}

func TestExecuteReportsCyclesAndErrors(t *testing.T) {
	a := &Analyzer{Name: "a"}
	b := &Analyzer{Name: "b", Requires: []*Analyzer{a}, Run: func(*Pass) (any, error) { return nil, nil }}
	a.Requires = []*Analyzer{b}
	a.Run = b.Run
	if _, err := Execute(model.Build(nil), &Config{}, []*Analyzer{a}); err == nil {
		t.Error("a requirement cycle must be an error")
	}
	bad := &Analyzer{Name: "bad", Run: func(*Pass) (any, error) { return nil, fmt.Errorf("boom") }}
	if _, err := Execute(model.Build(nil), &Config{}, []*Analyzer{bad}); err == nil || err.Error() != "bad: boom" {
		t.Errorf("err = %v", err)
	}
}

func TestFindingsMergeNotes(t *testing.T) {
	var fs Findings
	n1 := diag.Note{Pos: diag.Pos{File: "a.c", Line: 1}, Message: "one"}
	n2 := diag.Note{Pos: diag.Pos{File: "a.c", Line: 2}, Message: "two"}
	d1 := diag.Decision{Func: 1, FuncName: "f", Block: 2, Conds: []int{0}}
	d2 := diag.Decision{Func: 1, FuncName: "f", Block: 2, Conds: []int{0, 1}}
	fs.Add("k", &diag.Diagnostic{Check: "x", Notes: []diag.Note{n1, n1}, Decisions: []diag.Decision{d1, d1}})
	d := fs.Add("k", &diag.Diagnostic{Check: "x", Notes: []diag.Note{n1, n2}, Decisions: []diag.Decision{d1, d2}})
	if len(d.Notes) != 2 || d.Notes[0] != n1 || d.Notes[1] != n2 {
		t.Errorf("notes %v", d.Notes)
	}
	if len(d.Decisions) != 2 || len(d.Decisions[0].Conds) != 1 || len(d.Decisions[1].Conds) != 2 {
		t.Errorf("decisions %+v, want d1 then d2", d.Decisions)
	}
	var got []*diag.Diagnostic
	fs.Flush(&Pass{report: func(d *diag.Diagnostic) { got = append(got, d) }})
	if len(got) != 1 {
		t.Errorf("flushed %d findings", len(got))
	}
}

// TestFindingsMergeIsBounded: a finding reached from 1,000 places keeps the notes of the first
// ones up to MaxMergedNotes, then one note counting the others (each counted once, repeats
// left out), and at most MaxMergedDecisions CFG decisions.
func TestFindingsMergeIsBounded(t *testing.T) {
	var fs Findings
	own := diag.Note{Pos: diag.Pos{File: "a.c", Line: 1}, Message: "the conditional here decides"}
	for i := 0; i < 1000; i++ {
		call := diag.Note{Pos: diag.Pos{File: "a.c", Line: 10 + i}, Message: "reached through the call"}
		dec := diag.Decision{Func: 1, FuncName: "f", Block: i, Conds: []int{0}}
		fs.Add("k", &diag.Diagnostic{Check: "x", Notes: []diag.Note{own, call}, Decisions: []diag.Decision{dec}})
		fs.Add("k", &diag.Diagnostic{Check: "x", Notes: []diag.Note{call}}) // a repeat
	}
	var got []*diag.Diagnostic
	fs.Flush(&Pass{report: func(d *diag.Diagnostic) { got = append(got, d) }})
	if len(got) != 1 {
		t.Fatalf("flushed %d findings", len(got))
	}
	d := got[0]
	// own + 1,000 distinct calls = 1,001 distinct notes; MaxMergedNotes kept, then the count.
	if len(d.Notes) != MaxMergedNotes+1 || d.Notes[0] != own || d.Notes[1].Pos.Line != 10 {
		t.Fatalf("%d notes, first %v %v", len(d.Notes), d.Notes[0], d.Notes[1])
	}
	last := d.Notes[MaxMergedNotes]
	if want := fmt.Sprintf("and %d more notes", 1001-MaxMergedNotes); last.Pos.Line != 10+MaxMergedNotes-1 || last.Message[:len(want)] != want {
		t.Errorf("last note %v, want %q at line %d", last, want, 10+MaxMergedNotes-1)
	}
	if len(d.Decisions) != MaxMergedDecisions {
		t.Errorf("%d decisions, want %d", len(d.Decisions), MaxMergedDecisions)
	}
}

func TestDocs(t *testing.T) {
	a := &Analyzer{Name: "a", Checks: []Check{{ID: "z"}, {ID: "b"}}}
	b := &Analyzer{Name: "b", Requires: []*Analyzer{a}, Checks: []Check{{ID: "a"}, {ID: "b"}}}
	docs := Docs([]*Analyzer{b})
	if len(docs) != 3 || docs[0].ID != "a" || docs[2].ID != "z" {
		t.Errorf("docs %v", docs)
	}
}

func TestExecuteTurnsPanicsIntoErrors(t *testing.T) {
	boom := &Analyzer{Name: "boom", Run: func(*Pass) (any, error) { panic("index out of range") }}
	_, err := Execute(model.Build(nil), &Config{}, []*Analyzer{boom})
	if err == nil || err.Error() != "boom: internal error (please report it with the input): index out of range" {
		t.Errorf("err = %v", err)
	}
}

func TestAFailingAnalyzerDoesNotStopTheOthers(t *testing.T) {
	boom := &Analyzer{Name: "boom", Run: func(*Pass) (any, error) { panic("bad") }}
	fine := &Analyzer{Name: "fine", Run: func(p *Pass) (any, error) {
		p.Report(&diag.Diagnostic{Check: "x", Message: "still here"})
		return nil, nil
	}}
	out, err := Execute(model.Build(nil), &Config{}, []*Analyzer{boom, fine})
	if err == nil || len(out.Diagnostics) != 1 {
		t.Errorf("err %v, diagnostics %v", err, out.Diagnostics)
	}
}

// TestExecuteJobsRunsIndependentAnalyzersAtOnce: with jobs 2, two analyzers that require only
// base run at the same time (each waits until the other has started), after base; their
// findings are merged as Execute merges them: the same key reported by both keeps the
// report of the analyzer Execute runs first.
func TestExecuteJobsRunsIndependentAnalyzersAtOnce(t *testing.T) {
	var baseDone atomic.Bool
	base := &Analyzer{Name: "base", Run: func(p *Pass) (any, error) {
		time.Sleep(10 * time.Millisecond)
		baseDone.Store(true)
		return 1, nil
	}}
	started := map[string]chan struct{}{"left": make(chan struct{}), "right": make(chan struct{})}
	met := map[string]bool{}
	var mu sync.Mutex
	side := func(name, other string) *Analyzer {
		return &Analyzer{Name: name, Requires: []*Analyzer{base}, Run: func(p *Pass) (any, error) {
			if !baseDone.Load() || p.ResultOf[base] != 1 {
				t.Errorf("%s started before base finished", name)
			}
			close(started[name])
			select {
			case <-started[other]:
				mu.Lock()
				met[name] = true
				mu.Unlock()
			case <-time.After(5 * time.Second):
			}
			p.Report(&diag.Diagnostic{Check: "x", Pos: diag.Pos{File: "a.c", Line: 1}, Message: "same", Notes: []diag.Note{{Message: name}}})
			p.Report(&diag.Diagnostic{Check: "x", Pos: diag.Pos{File: "a.c", Line: 2}, Message: name})
			return name, nil
		}}
	}
	left, right := side("left", "right"), side("right", "left")
	out, err := ExecuteJobs(model.Build(nil), &Config{}, []*Analyzer{left, right}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if !met["left"] || !met["right"] {
		t.Errorf("the two analyzers did not run at once: %v", met)
	}
	if out.Results[left] != "left" || out.Results[right] != "right" || out.Results[base] != 1 {
		t.Errorf("results %v", out.Results)
	}
	var got []string
	for _, d := range out.Diagnostics {
		s := fmt.Sprintf("%d:%s", d.Pos.Line, d.Message)
		for _, n := range d.Notes {
			s += ":" + n.Message
		}
		got = append(got, s)
	}
	if want := "[1:same:left 2:left 2:right]"; fmt.Sprint(got) != want {
		t.Errorf("diagnostics %v, want %s (de-duplicated in Execute's order: left first)", got, want)
	}
	var names []string
	for _, tm := range out.Timings {
		names = append(names, tm.Analyzer)
	}
	if fmt.Sprint(names) != "[base left right]" {
		t.Errorf("timings in order %v, want Execute's", names)
	}
}

// TestExecuteJobsErrorsAreExecutes: a failing analyzer (an error, or a panic) gives the
// same error as Execute, and what requires it is not run.
func TestExecuteJobsErrorsAreExecutes(t *testing.T) {
	bad := &Analyzer{Name: "bad", Run: func(*Pass) (any, error) { return nil, fmt.Errorf("boom") }}
	var after atomic.Int32
	dep := &Analyzer{Name: "dep", Requires: []*Analyzer{bad}, Run: func(*Pass) (any, error) { after.Add(1); return nil, nil }}
	panics := &Analyzer{Name: "panics", Run: func(*Pass) (any, error) { panic("oops") }}
	ok := &Analyzer{Name: "ok", Run: func(*Pass) (any, error) { return 1, nil }}
	all := []*Analyzer{dep, panics, ok}
	_, want := Execute(model.Build(nil), &Config{}, all)
	_, got := ExecuteJobs(model.Build(nil), &Config{}, all, 3)
	if want == nil || got == nil || got.Error() != want.Error() {
		t.Errorf("ExecuteJobs error %v, Execute's %v", got, want)
	}
	if !strings.Contains(fmt.Sprint(got), "oops") || !strings.Contains(fmt.Sprint(got), "bad: boom") {
		t.Errorf("error %v", got)
	}
	if after.Load() != 0 {
		t.Errorf("an analyzer whose requirement failed ran %d times", after.Load())
	}
}
