package main

import (
	"fmt"
	"io"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/all"
	"github.com/parcoach/parcoach/internal/pipeline"
	"github.com/parcoach/parcoach/internal/report"
	"github.com/parcoach/parcoach/internal/suppress"
)

// homepage is where parcoach is documented: SARIF's informationUri; the rules' helpUri is its
// list of checks.
const (
	homepage  = "https://github.com/parcoach/parcoach"
	checksURI = homepage + "/blob/main/README.md#checks"
)

// rules documents every check id for SARIF.
func rules() []report.Rule {
	var out []report.Rule
	for _, c := range check.Docs(all.Analyzers) {
		out = append(out, report.Rule{ID: c.ID, Short: c.Short, Doc: c.Doc, Help: explainText(c), HelpURI: checksURI,
			Level: c.Severity, Tags: c.Tags})
	}
	return out
}

// suppressionFilter reads the --suppressions files; parcoach-ignore comments always apply.
func suppressionFilter(files []string) (*suppress.Filter, error) {
	var ids []string
	for _, c := range check.Docs(all.Analyzers) {
		ids = append(ids, c.ID)
	}
	f := &suppress.Filter{Sources: &suppress.Sources{}}
	for _, file := range files {
		rules, err := suppress.ReadRules(file, ids)
		if err != nil {
			return nil, err
		}
		f.Rules = append(f.Rules, rules...)
	}
	return f, nil
}

// writeFilterStats prints, for `check --stats`, how many findings were reported, suppressed
// (by comments, by suppressions files) and left out because the baseline has them.
func writeFilterStats(w io.Writer, res *pipeline.Result, sup []suppress.Suppressed, baseline *report.Baseline, inBaseline int) {
	comments := 0
	for _, s := range sup {
		if s.InSource {
			comments++
		}
	}
	fmt.Fprintf(w, "parcoach: stats: %d findings reported, %d suppressed (%d by parcoach-ignore comments, %d by suppressions files)",
		countFindings(res.Diagnostics), len(sup), comments, len(sup)-comments)
	if baseline != nil {
		fmt.Fprintf(w, ", %d already in the baseline %s", inBaseline, baseline.Path)
	}
	fmt.Fprintln(w)
}
