package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/diag"
)

var sample = []*diag.Diagnostic{{
	Check: "collective-mismatch", Severity: diag.Warning,
	Pos:     diag.Pos{File: "solver.c", Line: 57, Col: 5, Func: "solve"},
	Message: "MPI_Barrier may not be called by all processes",
	Notes:   []diag.Note{{Pos: diag.Pos{File: "solver.c", Line: 56, Col: 9}, Message: "the conditional here decides"}},
}, {
	Check: "omp-barrier-divergence", Severity: diag.Warning,
	Pos:     diag.Pos{File: "f.f90", Func: "main"},
	Message: "barrier may not be reached by all threads",
}}

func TestText(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, Text, sample, nil, nil, "test"); err != nil {
		t.Fatal(err)
	}
	want := "solver.c:57:5: warning: MPI_Barrier may not be called by all processes [collective-mismatch]\n" +
		"solver.c:56:9: note: the conditional here decides\n" +
		"f.f90 (in function main): warning: barrier may not be reached by all threads [omp-barrier-divergence]\n"
	if b.String() != want {
		t.Errorf("text output:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestJSON(t *testing.T) {
	var b bytes.Buffer
	problems := []diag.Problem{{Pos: diag.Pos{File: "bad.c"}, Message: "compiler failed"}}
	if err := Write(&b, JSON, sample, problems, nil, "test"); err != nil {
		t.Fatal(err)
	}
	var out jsonOut
	if err := json.Unmarshal(b.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if out.Complete || len(out.Problems) != 1 || out.Problems[0] != "bad.c: compiler failed" ||
		len(out.Diagnostics) != 2 || out.Diagnostics[0].Pos.Line != 57 || out.Diagnostics[0].Notes[0].Pos.Line != 56 ||
		out.Diagnostics[1].Pos.Line != 0 || out.Diagnostics[1].Pos.Function != "main" {
		t.Errorf("json: %+v", out)
	}
	b.Reset()
	if err := Write(&b, JSON, nil, nil, nil, "test"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"diagnostics": []`) || !strings.Contains(b.String(), `"complete": true`) {
		t.Errorf("an empty run must still list no diagnostics and be complete: %s", b.String())
	}
}

func TestSARIF(t *testing.T) {
	var b bytes.Buffer
	rules := []Rule{{ID: "collective-mismatch", Doc: "doc"}, {ID: "omp-barrier-divergence", Doc: "doc"}}
	if err := Write(&b, SARIF, sample, nil, rules, "1.2.3"); err != nil {
		t.Fatal(err)
	}
	var log sarifLog
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	if log.Version != "2.1.0" || run.Tool.Driver.Version != "1.2.3" || len(run.Tool.Driver.Rules) != 2 ||
		len(run.Results) != 2 || run.Results[0].Locations[0].PhysicalLocation.Region.StartLine != 57 ||
		len(run.Results[0].RelatedLocations) != 1 || run.Results[1].Locations[0].PhysicalLocation.Region != nil ||
		run.Results[1].Locations[0].LogicalLocations[0].Name != "main" || !run.Invocations[0].ExecutionSuccessful {
		t.Errorf("sarif: %+v", log)
	}
}

func TestParseFormat(t *testing.T) {
	for _, s := range []string{"text", "JSON", "sarif"} {
		if _, err := ParseFormat(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	if _, err := ParseFormat("xml"); err == nil {
		t.Error("xml accepted")
	}
}
