// Package sariftest checks a SARIF log against what GitHub code scanning requires and uses
// (docs.github.com, "SARIF support for code scanning"), on the raw JSON: it shares nothing with
// the writer in package report, so a field the writer forgets or misnames is caught.
package sariftest

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
)

type obj = map[string]any

// Validate returns what is wrong with a SARIF log for GitHub code scanning (nil when
// nothing is). Beyond the required properties it checks what parcoach promises: one run,
// every rule documented (sentence, paragraph, help as text and markdown, helpUri, default
// level, tags), every result pointing at its rule by ruleIndex, relative URIs resolved through
// originalUriBaseIds, fingerprints, and an invocation saying whether the run was complete.
func Validate(data []byte) []error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	var log obj
	if err := json.Unmarshal(data, &log); err != nil {
		return []error{fmt.Errorf("not JSON: %v", err)}
	}
	if s, _ := log["$schema"].(string); !isURL(s) {
		bad("$schema %q is not a URI", s)
	}
	if v, _ := log["version"].(string); v != "2.1.0" {
		bad("version %q, want 2.1.0", v)
	}
	runs, _ := log["runs"].([]any)
	if len(runs) != 1 {
		return append(errs, fmt.Errorf("%d runs, want 1", len(runs)))
	}
	run, _ := runs[0].(obj)
	driver, _ := get(run, "tool", "driver").(obj)
	if s, _ := driver["name"].(string); s == "" {
		bad("tool.driver.name missing")
	}
	if s, _ := driver["version"].(string); s == "" {
		bad("tool.driver.version missing")
	}
	rules, _ := driver["rules"].([]any)
	var ruleIDs []string
	for i, r := range rules {
		rule, _ := r.(obj)
		id, _ := rule["id"].(string)
		ruleIDs = append(ruleIDs, id)
		where := fmt.Sprintf("rule %d (%s)", i, id)
		if id == "" {
			bad("%s: no id", where)
		}
		short, _ := get(rule, "shortDescription", "text").(string)
		if short == "" || !strings.HasSuffix(short, ".") || strings.Contains(strings.TrimSuffix(short, "."), ". ") {
			bad("%s: shortDescription.text %q is not one sentence", where, short)
		}
		full, _ := get(rule, "fullDescription", "text").(string)
		if len(full) <= len(short) {
			bad("%s: fullDescription.text %q is not longer than the short one", where, full)
		}
		for _, k := range []string{"text", "markdown"} {
			if s, _ := get(rule, "help", k).(string); s == "" {
				bad("%s: help.%s missing", where, k)
			}
		}
		if s, _ := rule["helpUri"].(string); !isURL(s) {
			bad("%s: helpUri %q is not an absolute URI", where, s)
		}
		switch lv, _ := get(rule, "defaultConfiguration", "level").(string); lv {
		case "note", "warning", "error":
		default:
			bad("%s: defaultConfiguration.level %q", where, lv)
		}
		if tags, _ := get(rule, "properties", "tags").([]any); len(tags) == 0 {
			bad("%s: no properties.tags", where)
		}
	}
	bases, _ := run["originalUriBaseIds"].(obj)
	checkLoc := func(where string, l obj, needRegion bool) {
		phys, _ := l["physicalLocation"].(obj)
		if phys == nil {
			bad("%s: no physicalLocation", where)
			return
		}
		art, _ := phys["artifactLocation"].(obj)
		uri, _ := art["uri"].(string)
		u, err := url.Parse(uri)
		switch {
		case uri == "" || err != nil:
			bad("%s: artifactLocation.uri %q", where, uri)
		case u.Scheme == "":
			base, _ := art["uriBaseId"].(string)
			b, _ := bases[base].(obj)
			root, _ := b["uri"].(string)
			if base == "" || !strings.HasPrefix(root, "file:///") || !strings.HasSuffix(root, "/") {
				bad("%s: relative uri %q with uriBaseId %q, which originalUriBaseIds gives as %q (want file:///.../)", where, uri, base, root)
			}
			if strings.HasPrefix(uri, "/") {
				bad("%s: relative uri %q starts with /", where, uri)
			}
		}
		if reg, _ := phys["region"].(obj); reg != nil || needRegion {
			if n, _ := reg["startLine"].(float64); n < 1 {
				bad("%s: region.startLine %v", where, reg["startLine"])
			}
		}
	}
	results, ok := run["results"].([]any)
	if !ok {
		bad("results missing (an empty run has results: [])")
	}
	for i, r := range results {
		res, _ := r.(obj)
		id, _ := res["ruleId"].(string)
		where := fmt.Sprintf("result %d (%s)", i, id)
		idx, ok := res["ruleIndex"].(float64)
		if !ok || int(idx) < 0 || int(idx) >= len(ruleIDs) || ruleIDs[int(idx)] != id {
			bad("%s: ruleIndex %v does not point at rule %s", where, res["ruleIndex"], id)
		}
		if s, _ := get(res, "message", "text").(string); s == "" {
			bad("%s: no message.text", where)
		}
		switch lv, _ := res["level"].(string); lv {
		case "note", "warning", "error":
		default:
			bad("%s: level %q", where, lv)
		}
		locs, _ := res["locations"].([]any)
		if len(locs) < 1 || len(locs) > 10 {
			bad("%s: %d locations, want 1 to 10", where, len(locs))
		}
		for j, l := range locs {
			lo, _ := l.(obj)
			checkLoc(fmt.Sprintf("%s location %d", where, j), lo, false)
		}
		rel, _ := res["relatedLocations"].([]any)
		for j, l := range rel {
			lo, _ := l.(obj)
			if id, _ := lo["id"].(float64); id < 1 {
				bad("%s related location %d: id %v", where, j, lo["id"])
			}
			checkLoc(fmt.Sprintf("%s related location %d", where, j), lo, false)
		}
		fps, _ := res["partialFingerprints"].(obj)
		if len(fps) == 0 {
			bad("%s: no partialFingerprints", where)
		}
	}
	invs, _ := run["invocations"].([]any)
	if len(invs) != 1 {
		return append(errs, fmt.Errorf("%d invocations, want 1", len(invs)))
	}
	inv, _ := invs[0].(obj)
	ok, isBool := inv["executionSuccessful"].(bool)
	notes, _ := inv["toolExecutionNotifications"].([]any)
	switch {
	case !isBool:
		bad("invocations[0].executionSuccessful missing")
	case ok && len(notes) > 0:
		bad("executionSuccessful with %d notifications", len(notes))
	case !ok && len(notes) == 0:
		bad("not executionSuccessful, but no toolExecutionNotifications say why")
	}
	for i, n := range notes {
		no, _ := n.(obj)
		if s, _ := get(no, "message", "text").(string); s == "" {
			bad("notification %d: no message.text", i)
		}
		if lv, _ := no["level"].(string); lv != "error" && lv != "warning" && lv != "note" {
			bad("notification %d: level %q", i, lv)
		}
	}
	return errs
}

func get(o obj, path ...string) any {
	var v any = o
	for _, k := range path {
		m, _ := v.(obj)
		if m == nil {
			return nil
		}
		v = m[k]
	}
	return v
}

func isURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && u.Scheme != "" && (u.Host != "" || u.Scheme == "file")
}
