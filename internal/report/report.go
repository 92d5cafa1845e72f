// Package report renders findings: compiler-style text (what editors and CI logs parse),
// JSON, and SARIF 2.1.0 for code-scanning services.
package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/parcoach/parcoach/internal/diag"
)

// Format names an output format.
type Format string

const (
	Text  Format = "text"
	JSON  Format = "json"
	SARIF Format = "sarif"
)

// ParseFormat validates a --format value.
func ParseFormat(s string) (Format, error) {
	switch f := Format(strings.ToLower(s)); f {
	case Text, JSON, SARIF:
		return f, nil
	}
	return "", fmt.Errorf("unknown format %q (want text, json or sarif)", s)
}

// Rules documents check ids for SARIF's rule list.
type Rule struct {
	ID  string
	Doc string
}

// Write renders the findings and the problems that made the run incomplete.
func Write(w io.Writer, f Format, ds []*diag.Diagnostic, problems []diag.Problem, rules []Rule, version string) error {
	switch f {
	case JSON:
		return writeJSON(w, ds, problems)
	case SARIF:
		return writeSARIF(w, ds, problems, rules, version)
	}
	return writeText(w, ds)
}

// writeText prints one line per finding and one per note, as compilers do:
//
//	solver.c:57:5: warning: MPI_Barrier may not be called by all processes [collective-mismatch]
//	solver.c:56:9: note: the conditional here decides whether MPI_Barrier is called
func writeText(w io.Writer, ds []*diag.Diagnostic) error {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "%s: %s: %s [%s]\n", d.Pos.Describe(), d.Severity, d.Message, d.Check)
		for _, n := range d.Notes {
			fmt.Fprintf(&b, "%s: note: %s\n", n.Pos.Describe(), n.Message)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

type jsonPos struct {
	File     string `json:"file"`
	Line     int    `json:"line,omitempty"`
	Column   int    `json:"column,omitempty"`
	Function string `json:"function,omitempty"`
}

type jsonNote struct {
	Pos     jsonPos `json:"pos"`
	Message string  `json:"message"`
}

type jsonDiag struct {
	Check    string     `json:"check"`
	Severity string     `json:"severity"`
	Pos      jsonPos    `json:"pos"`
	Message  string     `json:"message"`
	Notes    []jsonNote `json:"notes,omitempty"`
}

type jsonOut struct {
	Diagnostics []jsonDiag `json:"diagnostics"`
	Problems    []string   `json:"problems,omitempty"`
	Complete    bool       `json:"complete"`
}

func toJSONPos(p diag.Pos) jsonPos {
	return jsonPos{File: p.File, Line: p.Line, Column: p.Col, Function: p.Func}
}

func writeJSON(w io.Writer, ds []*diag.Diagnostic, problems []diag.Problem) error {
	out := jsonOut{Diagnostics: []jsonDiag{}, Complete: len(problems) == 0}
	for _, d := range ds {
		jd := jsonDiag{Check: d.Check, Severity: d.Severity.String(), Pos: toJSONPos(d.Pos), Message: d.Message}
		for _, n := range d.Notes {
			jd.Notes = append(jd.Notes, jsonNote{Pos: toJSONPos(n.Pos), Message: n.Message})
		}
		out.Diagnostics = append(out.Diagnostics, jd)
	}
	for _, p := range problems {
		out.Problems = append(out.Problems, p.String())
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
