// Package all lists every analysis parcoach runs, in the order they are documented.
package all

import (
	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/collargs"
	"github.com/parcoach/parcoach/internal/check/collective"
	"github.com/parcoach/parcoach/internal/check/handles"
	"github.com/parcoach/parcoach/internal/check/hybrid"
	"github.com/parcoach/parcoach/internal/check/nonblocking"
	"github.com/parcoach/parcoach/internal/check/omp"
	"github.com/parcoach/parcoach/internal/check/rma"
)

// Analyzers are the analyses `parcoach check` runs.
var Analyzers = []*check.Analyzer{
	collective.Analyzer,
	collargs.Analyzer,
	nonblocking.Analyzer,
	omp.Analyzer,
	hybrid.ThreadLevelAnalyzer,
	hybrid.CollectivesAnalyzer,
	rma.Analyzer,
	handles.Analyzer,
}

// Explain returns the documentation of a check id.
func Explain(id string) (check.Check, bool) {
	for _, c := range check.Docs(Analyzers) {
		if c.ID == id {
			return c, true
		}
	}
	return check.Check{}, false
}
