package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/report/sariftest"
	"github.com/parcoach/parcoach/internal/suppress"
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

// fullReport is a run as parcoach check makes it: documented rules, fingerprints, a working
// directory, a finding in a file outside it, a suppressed finding, a problem.
func fullReport() *Report {
	outside := &diag.Diagnostic{Check: "omp-barrier-divergence", Severity: diag.Error,
		Pos: diag.Pos{File: "/elsewhere/dir with space/g.c", Line: 3, Col: 1, Func: "g"}, Message: "barrier"}
	sup := &diag.Diagnostic{Check: "collective-mismatch", Pos: diag.Pos{File: "sub/h.c", Line: 9, Col: 2, Func: "h"}, Message: "MPI_Bcast may not be called"}
	ds := append(append([]*diag.Diagnostic(nil), sample...), outside)
	all := append(append([]*diag.Diagnostic(nil), ds...), sup)
	return &Report{
		Diagnostics: ds,
		Problems:    []diag.Problem{{Pos: diag.Pos{File: "bad.c"}, Message: "did not compile"}, {Message: "analysis failed: x"}},
		Suppressed:  []suppress.Suppressed{{Diag: sup, InSource: true, By: "parcoach-ignore comment at sub/h.c:9"}},
		Rules: []Rule{
			{ID: "collective-mismatch", Short: "An MPI collective may not be called by all processes.", Doc: "A long paragraph about *collectives* and MPI_Barrier, `parcoach cc --instrument` [x].",
				Help: "collective-mismatch\n\nA long paragraph.", HelpURI: "https://example.org/checks#collective-mismatch", Tags: []string{"mpi", "deadlock"}},
			{ID: "omp-barrier-divergence", Short: "An OpenMP barrier may not be reached by all threads.", Doc: "A long paragraph about barriers, longer than its sentence.",
				HelpURI: "https://example.org/checks#omp", Tags: []string{"openmp"}},
			{ID: "collective-indirect-call", Short: "A remark.", Doc: "A remark, not a finding, at some length.", HelpURI: "https://example.org/", Level: diag.Info, Tags: []string{"remark"}},
		},
		Tool:         Tool{Name: "parcoach", Version: "v0.0.0-20261126011303-835852db47cd+dirty", InformationURI: "https://example.org/parcoach"},
		Fingerprints: Fingerprints(all, nil),
		SrcRoot:      "/work/proj",
	}
}

// TestSARIFForGitHub: what GitHub code scanning requires and uses, checked on the raw JSON by
// sariftest, and the values parcoach puts there.
func TestSARIFForGitHub(t *testing.T) {
	r := fullReport()
	var b bytes.Buffer
	if err := r.Write(&b, SARIF); err != nil {
		t.Fatal(err)
	}
	for _, err := range sariftest.Validate(b.Bytes()) {
		t.Error(err)
	}
	var log sarifLog
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	d := run.Tool.Driver
	if d.SemanticVersion != "0.0.0-20261126011303-835852db47cd+dirty" || d.InformationURI != "https://example.org/parcoach" {
		t.Errorf("driver: %+v", d)
	}
	r0 := d.Rules[0]
	if r0.ShortDescription.Text != "An MPI collective may not be called by all processes." || r0.Help.Text != "collective-mismatch\n\nA long paragraph." ||
		r0.DefaultConfiguration.Level != "warning" || d.Rules[2].DefaultConfiguration.Level != "note" || strings.Join(r0.Properties.Tags, ",") != "mpi,deadlock" {
		t.Errorf("rule: %+v", r0)
	}
	if md := r0.Help.Markdown; !strings.Contains(md, `\*collectives\*`) || !strings.Contains(md, `MPI\_Barrier`) ||
		!strings.Contains(md, "`parcoach cc --instrument`") || !strings.Contains(md, `\[x\]`) {
		t.Errorf("help markdown must escape markdown outside code spans: %q", md)
	}
	if got := run.OriginalURIBaseIDs[srcRoot].URI; got != "file:///work/proj/" {
		t.Errorf("%%SRCROOT%% is %q", got)
	}
	if len(run.Results) != 3 {
		t.Fatalf("%d results, want 3 (no suppressed one without ShowSuppressed)", len(run.Results))
	}
	loc := run.Results[0].Locations[0].PhysicalLocation.ArtifactLocation
	if loc.URI != "solver.c" || loc.URIBaseID != srcRoot {
		t.Errorf("relative file: %+v", loc)
	}
	loc = run.Results[2].Locations[0].PhysicalLocation.ArtifactLocation
	if loc.URI != "file:///elsewhere/dir%20with%20space/g.c" || loc.URIBaseID != "" {
		t.Errorf("file outside the working directory: %+v", loc)
	}
	if run.Results[2].Level != "error" || *run.Results[1].RuleIndex != 1 || *run.Results[0].RuleIndex != 0 {
		t.Errorf("level or ruleIndex: %+v", run.Results)
	}
	if fp := run.Results[0].PartialFingerprints[FingerprintKey]; fp == "" || fp != r.Fingerprints[sample[0]] {
		t.Errorf("partialFingerprints: %v", run.Results[0].PartialFingerprints)
	}
	inv := run.Invocations[0]
	if inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) != 2 || inv.ToolExecutionNotifications[0].Message.Text != "bad.c: did not compile" ||
		inv.ToolExecutionNotifications[0].Locations[0].PhysicalLocation.ArtifactLocation.URI != "bad.c" || inv.ToolExecutionNotifications[1].Locations != nil {
		t.Errorf("invocation: %+v", inv)
	}
	for _, res := range run.Results {
		if res.BaselineState != "" || res.Suppressions != nil {
			t.Errorf("no baseline, nothing shown suppressed: %+v", res)
		}
	}

	// With a baseline, the results are the new ones; with ShowSuppressed, suppressed results
	// follow, marked as such.
	r.Baseline, r.ShowSuppressed = true, true
	b.Reset()
	if err := r.Write(&b, SARIF); err != nil {
		t.Fatal(err)
	}
	for _, err := range sariftest.Validate(b.Bytes()) {
		t.Error(err)
	}
	log = sarifLog{}
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	res := log.Runs[0].Results
	if len(res) != 4 || res[0].BaselineState != "new" || res[3].Suppressions == nil || res[3].Suppressions[0].Kind != "inSource" ||
		res[3].Suppressions[0].Justification != "parcoach-ignore comment at sub/h.c:9" || res[3].Locations[0].PhysicalLocation.ArtifactLocation.URI != "sub/h.c" {
		t.Errorf("baseline and suppressed results: %+v", res)
	}
}

func TestSuppressedInTextAndJSON(t *testing.T) {
	r := fullReport()
	var b bytes.Buffer
	if err := r.Write(&b, Text); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "suppressed") || strings.Contains(b.String(), "sub/h.c") {
		t.Errorf("suppressed findings shown without ShowSuppressed:\n%s", b.String())
	}
	r.ShowSuppressed = true
	b.Reset()
	if err := r.Write(&b, Text); err != nil {
		t.Fatal(err)
	}
	want := "sub/h.c:9:2: suppressed warning: MPI_Bcast may not be called [collective-mismatch] (parcoach-ignore comment at sub/h.c:9)\n"
	if !strings.HasSuffix(b.String(), want) {
		t.Errorf("text with ShowSuppressed:\n%s\nwant it to end with\n%s", b.String(), want)
	}
	b.Reset()
	if err := r.Write(&b, JSON); err != nil {
		t.Fatal(err)
	}
	var out jsonOut
	if err := json.Unmarshal(b.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Diagnostics) != 3 || len(out.Suppressed) != 1 || out.Suppressed[0].SuppressedBy != "parcoach-ignore comment at sub/h.c:9" ||
		out.Suppressed[0].Pos.Line != 9 || out.Diagnostics[0].Fingerprint == "" {
		t.Errorf("json: %+v", out)
	}
}

func TestSemanticVersion(t *testing.T) {
	for in, want := range map[string]string{
		"v1.2.3": "1.2.3", "1.2.3": "1.2.3", "v0.0.0-20261126011303-835852db47cd": "0.0.0-20261126011303-835852db47cd",
		"v1.2.3+dirty": "1.2.3+dirty", "devel": "", "(devel)": "", "": "", "1.2": "",
	} {
		if got := semanticVersion(in); got != want {
			t.Errorf("semanticVersion(%q) = %q, want %q", in, got, want)
		}
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
