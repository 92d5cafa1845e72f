package report

import (
	"encoding/json"
	"io"

	"github.com/parcoach/parcoach/internal/diag"
)

// The subset of SARIF 2.1.0 that code-scanning services read: one run, the tool with its rules,
// results with a physical location and related locations for the notes, and tool execution
// notifications for the problems that made the run incomplete.

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool        sarifTool         `json:"tool"`
	Results     []sarifResult     `json:"results"`
	Invocations []sarifInvocation `json:"invocations"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri,omitempty"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID               string       `json:"id"`
	ShortDescription sarifMessage `json:"shortDescription"`
	FullDescription  sarifMessage `json:"fullDescription"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifResult struct {
	RuleID           string          `json:"ruleId"`
	Level            string          `json:"level"`
	Message          sarifMessage    `json:"message"`
	Locations        []sarifLocation `json:"locations"`
	RelatedLocations []sarifLocation `json:"relatedLocations,omitempty"`
}

type sarifLocation struct {
	ID               int            `json:"id,omitempty"`
	PhysicalLocation sarifPhysical  `json:"physicalLocation"`
	LogicalLocations []sarifLogical `json:"logicalLocations,omitempty"`
	Message          *sarifMessage  `json:"message,omitempty"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           *sarifRegion  `json:"region,omitempty"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
}

type sarifLogical struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
}

type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

type sarifNotification struct {
	Level   string       `json:"level"`
	Message sarifMessage `json:"message"`
}

func sarifLoc(p diag.Pos, msg string) sarifLocation {
	l := sarifLocation{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: p.File}}}
	if p.Line > 0 {
		l.PhysicalLocation.Region = &sarifRegion{StartLine: p.Line, StartColumn: p.Col}
	}
	if p.Func != "" {
		l.LogicalLocations = []sarifLogical{{Name: p.Func, Kind: "function"}}
	}
	if msg != "" {
		l.Message = &sarifMessage{Text: msg}
	}
	return l
}

func writeSARIF(w io.Writer, ds []*diag.Diagnostic, problems []diag.Problem, rules []Rule, version string) error {
	run := sarifRun{
		Tool:    sarifTool{Driver: sarifDriver{Name: "parcoach", Version: version, Rules: []sarifRule{}}},
		Results: []sarifResult{},
	}
	for _, r := range rules {
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{ID: r.ID, ShortDescription: sarifMessage{Text: r.ID}, FullDescription: sarifMessage{Text: r.Doc}})
	}
	for _, d := range ds {
		res := sarifResult{RuleID: d.Check, Level: d.Severity.String(), Message: sarifMessage{Text: d.Message},
			Locations: []sarifLocation{sarifLoc(d.Pos, "")}}
		for i, n := range d.Notes {
			l := sarifLoc(n.Pos, n.Message)
			l.ID = i + 1
			res.RelatedLocations = append(res.RelatedLocations, l)
		}
		run.Results = append(run.Results, res)
	}
	inv := sarifInvocation{ExecutionSuccessful: len(problems) == 0}
	for _, p := range problems {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, sarifNotification{Level: "error", Message: sarifMessage{Text: p.String()}})
	}
	run.Invocations = []sarifInvocation{inv}
	log := sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []sarifRun{run}}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}
