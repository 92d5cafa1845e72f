// Package report renders findings: compiler-style text (what editors and CI logs parse),
// JSON, SARIF 2.1.0 for code-scanning services, and a self-contained HTML page.
package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/suppress"
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
	case Text, JSON, SARIF, HTML:
		return f, nil
	}
	return "", fmt.Errorf("unknown format %q (want text, json, sarif or html)", s)
}

// Rule documents a check id for SARIF's rule list.
type Rule struct {
	ID      string
	Short   string        // one sentence (shortDescription)
	Doc     string        // the paragraph (fullDescription)
	Help    string        // the text of `parcoach explain ID` (help.text); Doc when empty
	HelpURI string        // where the check is documented on the web
	Level   diag.Severity // the usual severity (defaultConfiguration.level)
	Tags    []string
}

// Tool names the program that wrote a report.
type Tool struct {
	Name           string
	Version        string
	InformationURI string
}

// Report is what a run reports.
type Report struct {
	Diagnostics []*diag.Diagnostic
	Problems    []diag.Problem // what made the run incomplete
	// Suppressed are the findings suppressions silenced; listed only with ShowSuppressed.
	Suppressed     []suppress.Suppressed
	ShowSuppressed bool
	Rules          []Rule
	Tool           Tool
	// Fingerprints identify the findings (and the suppressed ones) across commits: SARIF's
	// partialFingerprints. See Fingerprints.
	Fingerprints map[*diag.Diagnostic]string
	// Baseline says the diagnostics are those not in a baseline (SARIF baselineState "new").
	Baseline bool
	// SrcRoot is the absolute directory relative paths are relative to (SARIF %SRCROOT%, the
	// working directory); relative paths are written without a base when empty.
	SrcRoot string
	// HTML is what the HTML page needs beyond the findings (the program model to draw CFGs
	// from, graphviz).
	HTML HTMLOptions
}

// Write renders the findings and the problems that made the run incomplete.
func Write(w io.Writer, f Format, ds []*diag.Diagnostic, problems []diag.Problem, rules []Rule, version string) error {
	r := &Report{Diagnostics: ds, Problems: problems, Rules: rules, Tool: Tool{Name: "parcoach", Version: version}}
	return r.Write(w, f)
}

// Write renders the report in format f.
func (r *Report) Write(w io.Writer, f Format) error {
	switch f {
	case JSON:
		return r.writeJSON(w)
	case SARIF:
		return r.writeSARIF(w)
	case HTML:
		return r.writeHTML(w)
	}
	return r.writeText(w)
}

// writeText prints one line per finding and one per note, as compilers do:
//
//	solver.c:57:5: warning: MPI_Barrier may not be called by all processes [collective-mismatch]
//	solver.c:56:9: note: the conditional here decides whether MPI_Barrier is called
//
// With ShowSuppressed, the suppressed findings follow, one line each, with what suppressed them
// (written so that tools parsing compiler warnings do not count them):
//
//	solver.c:80:5: suppressed warning: MPI_Bcast may ... [collective-mismatch] (parcoach-ignore comment at solver.c:80)
func (r *Report) writeText(w io.Writer) error {
	var b strings.Builder
	for _, d := range r.Diagnostics {
		fmt.Fprintf(&b, "%s: %s: %s [%s]\n", d.Pos.Describe(), d.Severity, d.Message, d.Check)
		for _, n := range d.Notes {
			fmt.Fprintf(&b, "%s: note: %s\n", n.Pos.Describe(), n.Message)
		}
	}
	if r.ShowSuppressed {
		for _, s := range r.Suppressed {
			d := s.Diag
			fmt.Fprintf(&b, "%s: suppressed %s: %s [%s] (%s)\n", d.Pos.Describe(), d.Severity, d.Message, d.Check, s.By)
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
	Check        string     `json:"check"`
	Severity     string     `json:"severity"`
	Pos          jsonPos    `json:"pos"`
	Message      string     `json:"message"`
	Notes        []jsonNote `json:"notes,omitempty"`
	Fingerprint  string     `json:"fingerprint,omitempty"`
	SuppressedBy string     `json:"suppressedBy,omitempty"`
}

type jsonOut struct {
	Diagnostics []jsonDiag `json:"diagnostics"`
	Suppressed  []jsonDiag `json:"suppressed,omitempty"` // with --show-suppressed
	Problems    []string   `json:"problems,omitempty"`
	Complete    bool       `json:"complete"`
}

func toJSONPos(p diag.Pos) jsonPos {
	return jsonPos{File: p.File, Line: p.Line, Column: p.Col, Function: p.Func}
}

func (r *Report) toJSON(d *diag.Diagnostic) jsonDiag {
	jd := jsonDiag{Check: d.Check, Severity: d.Severity.String(), Pos: toJSONPos(d.Pos), Message: d.Message, Fingerprint: r.Fingerprints[d]}
	for _, n := range d.Notes {
		jd.Notes = append(jd.Notes, jsonNote{Pos: toJSONPos(n.Pos), Message: n.Message})
	}
	return jd
}

func (r *Report) writeJSON(w io.Writer) error {
	out := jsonOut{Diagnostics: []jsonDiag{}, Complete: len(r.Problems) == 0}
	for _, d := range r.Diagnostics {
		out.Diagnostics = append(out.Diagnostics, r.toJSON(d))
	}
	if r.ShowSuppressed {
		out.Suppressed = []jsonDiag{}
		for _, s := range r.Suppressed {
			jd := r.toJSON(s.Diag)
			jd.SuppressedBy = s.By
			out.Suppressed = append(out.Suppressed, jd)
		}
	}
	for _, p := range r.Problems {
		out.Problems = append(out.Problems, p.String())
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
