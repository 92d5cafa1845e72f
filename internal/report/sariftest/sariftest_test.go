package sariftest

import (
	"encoding/json"
	"strings"
	"testing"
)

// good is a minimal log GitHub accepts, written by hand from its documentation.
const good = `{
  "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
  "version": "2.1.0",
  "runs": [{
    "tool": {"driver": {"name": "t", "version": "1", "rules": [{
      "id": "r", "shortDescription": {"text": "A sentence."},
      "fullDescription": {"text": "A longer paragraph about r."},
      "help": {"text": "help", "markdown": "**help**"}, "helpUri": "https://example.org/r",
      "defaultConfiguration": {"level": "warning"}, "properties": {"tags": ["x"]}}]}},
    "originalUriBaseIds": {"%SRCROOT%": {"uri": "file:///src/"}},
    "results": [{
      "ruleId": "r", "ruleIndex": 0, "level": "warning", "message": {"text": "m"},
      "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a.c", "uriBaseId": "%SRCROOT%"}, "region": {"startLine": 3}}}],
      "relatedLocations": [{"id": 1, "physicalLocation": {"artifactLocation": {"uri": "file:///abs/b.c"}, "region": {"startLine": 2}}, "message": {"text": "n"}}],
      "partialFingerprints": {"k/v1": "abc:1"}}],
    "invocations": [{"executionSuccessful": true}]
  }]
}`

func TestValidateAcceptsAGoodLog(t *testing.T) {
	if errs := Validate([]byte(good)); errs != nil {
		t.Errorf("good log rejected: %v", errs)
	}
}

// TestValidateCatchesEachDefect breaks the good log in one place at a time.
func TestValidateCatchesEachDefect(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(o obj)
		want string
	}{
		{"version", func(o obj) { o["version"] = "2.0.0" }, "version"},
		{"two runs", func(o obj) { o["runs"] = append(o["runs"].([]any), o["runs"].([]any)[0]) }, "2 runs"},
		{"short not a sentence", func(o obj) { rule(o)["shortDescription"] = obj{"text": "r"} }, "shortDescription"},
		{"no markdown help", func(o obj) { rule(o)["help"] = obj{"text": "help"} }, "help.markdown"},
		{"no helpUri", func(o obj) { delete(rule(o), "helpUri") }, "helpUri"},
		{"bad level", func(o obj) { rule(o)["defaultConfiguration"] = obj{"level": "info"} }, "defaultConfiguration.level"},
		{"no tags", func(o obj) { rule(o)["properties"] = obj{} }, "tags"},
		{"wrong ruleIndex", func(o obj) { result(o)["ruleIndex"] = 1 }, "ruleIndex"},
		{"no ruleIndex", func(o obj) { delete(result(o), "ruleIndex") }, "ruleIndex"},
		{"no locations", func(o obj) { result(o)["locations"] = []any{} }, "locations"},
		{"relative uri without base", func(o obj) {
			result(o)["locations"] = []any{obj{"physicalLocation": obj{"artifactLocation": obj{"uri": "a.c"}}}}
		}, "uriBaseId"},
		{"base not a directory", func(o obj) { run(o)["originalUriBaseIds"] = obj{"%SRCROOT%": obj{"uri": "file:///src"}} }, "originalUriBaseIds"},
		{"line 0", func(o obj) {
			result(o)["locations"] = []any{obj{"physicalLocation": obj{"artifactLocation": obj{"uri": "file:///a.c"}, "region": obj{"startLine": 0}}}}
		}, "startLine"},
		{"no fingerprints", func(o obj) { delete(result(o), "partialFingerprints") }, "partialFingerprints"},
		{"no results", func(o obj) { delete(run(o), "results") }, "results"},
		{"incomplete without notification", func(o obj) { run(o)["invocations"] = []any{obj{"executionSuccessful": false}} }, "toolExecutionNotifications"},
		{"no executionSuccessful", func(o obj) { run(o)["invocations"] = []any{obj{}} }, "executionSuccessful"},
	} {
		var o obj
		if err := json.Unmarshal([]byte(good), &o); err != nil {
			t.Fatal(err)
		}
		tc.edit(o)
		data, _ := json.Marshal(o)
		errs := Validate(data)
		found := false
		for _, e := range errs {
			found = found || strings.Contains(e.Error(), tc.want)
		}
		if !found {
			t.Errorf("%s: errors %v, want one about %s", tc.name, errs, tc.want)
		}
	}
}

func run(o obj) obj    { return o["runs"].([]any)[0].(obj) }
func rule(o obj) obj   { return get(run(o), "tool", "driver").(obj)["rules"].([]any)[0].(obj) }
func result(o obj) obj { return run(o)["results"].([]any)[0].(obj) }
