package report

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/parcoach/parcoach/internal/diag"
)

// Baseline is the findings of an earlier run (its SARIF output): `--baseline` reports only
// the findings that are not in it, matched by check id and fingerprint.
type Baseline struct {
	Path  string
	known map[string]bool
}

// ReadBaseline reads a SARIF file written by `parcoach check --format=sarif`. A file that
// cannot be read, is not SARIF 2.1.0, or holds results without parcoach's fingerprint is an
// error: a baseline that silently matched nothing would report every finding as new.
func ReadBaseline(path string) (*Baseline, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("baseline: %v", err)
	}
	var log struct {
		Version *string `json:"version"`
		Runs    []struct {
			Results []struct {
				RuleID              string            `json:"ruleId"`
				PartialFingerprints map[string]string `json:"partialFingerprints"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(data, &log); err != nil {
		return nil, fmt.Errorf("baseline %s: not a SARIF file: %v", path, err)
	}
	if log.Version == nil || *log.Version != "2.1.0" || log.Runs == nil {
		return nil, fmt.Errorf("baseline %s: not a SARIF 2.1.0 log (no version 2.1.0 and runs)", path)
	}
	b := &Baseline{Path: path, known: map[string]bool{}}
	for _, run := range log.Runs {
		for i, r := range run.Results {
			fp := r.PartialFingerprints[FingerprintKey]
			if r.RuleID == "" || fp == "" {
				return nil, fmt.Errorf("baseline %s: result %d has no ruleId or no %q fingerprint (write the baseline with this version of parcoach check --format=sarif)", path, i+1, FingerprintKey)
			}
			b.known[r.RuleID+"\x00"+fp] = true
		}
	}
	return b, nil
}

// Has reports whether the baseline holds a finding of check id with this fingerprint.
func (b *Baseline) Has(check, fingerprint string) bool {
	return b.known[check+"\x00"+fingerprint]
}

// Len is the number of findings in the baseline.
func (b *Baseline) Len() int { return len(b.known) }

// New returns the diagnostics of ds that are not in the baseline, in order, and how many
// were.
func (b *Baseline) New(ds []*diag.Diagnostic, fps map[*diag.Diagnostic]string) ([]*diag.Diagnostic, int) {
	var fresh []*diag.Diagnostic
	known := 0
	for _, d := range ds {
		if b.Has(d.Check, fps[d]) {
			known++
			continue
		}
		fresh = append(fresh, d)
	}
	return fresh, known
}
