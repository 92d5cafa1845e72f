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
	monitorchecks "github.com/parcoach/parcoach/internal/monitor/checks"
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

// RuntimeChecks are the ids of the runtime correctness monitor (`parcoach run`).
var RuntimeChecks = monitorchecks.Checks

// Explain returns the documentation of a check id, static or of the runtime monitor.
func Explain(id string) (check.Check, bool) {
	for _, c := range append(check.Docs(Analyzers), RuntimeChecks...) {
		if c.ID == id {
			return c, true
		}
	}
	return check.Check{}, false
}
