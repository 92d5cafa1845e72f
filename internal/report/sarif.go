package report

import (
	"encoding/json"
	"io"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/parcoach/parcoach/internal/diag"
)

// SARIF 2.1.0 as GitHub code scanning reads it (docs.github.com, "SARIF support for code
// scanning"): one run; the tool with its version and rules, each rule with a one-sentence
// shortDescription, a fullDescription, help in text and markdown, a helpUri, a default level
// and tags; results with ruleId and ruleIndex, a physical location whose relative URI is
// resolved through %SRCROOT% (originalUriBaseIds), related locations for the notes, and
// partialFingerprints that do not depend on line numbers; one invocation saying whether the
// run was complete, with the problems as toolExecutionNotifications.

const srcRoot = "%SRCROOT%"

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool               sarifTool                   `json:"tool"`
	OriginalURIBaseIDs map[string]sarifArtifactLoc `json:"originalUriBaseIds,omitempty"`
	Results            []sarifResult               `json:"results"`
	Invocations        []sarifInvocation           `json:"invocations"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name            string      `json:"name"`
	Version         string      `json:"version,omitempty"`
	SemanticVersion string      `json:"semanticVersion,omitempty"`
	InformationURI  string      `json:"informationUri,omitempty"`
	Rules           []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID                   string             `json:"id"`
	Name                 string             `json:"name"`
	ShortDescription     sarifMessage       `json:"shortDescription"`
	FullDescription      sarifMessage       `json:"fullDescription"`
	Help                 sarifMultiMessage  `json:"help"`
	HelpURI              string             `json:"helpUri,omitempty"`
	DefaultConfiguration sarifConfiguration `json:"defaultConfiguration"`
	Properties           sarifRuleProps     `json:"properties"`
}

type sarifConfiguration struct {
	Level string `json:"level"`
}

type sarifRuleProps struct {
	Tags []string `json:"tags"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifMultiMessage struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

type sarifResult struct {
	RuleID              string             `json:"ruleId"`
	RuleIndex           *int               `json:"ruleIndex,omitempty"`
	Level               string             `json:"level"`
	Message             sarifMessage       `json:"message"`
	Locations           []sarifLocation    `json:"locations"`
	RelatedLocations    []sarifLocation    `json:"relatedLocations,omitempty"`
	PartialFingerprints map[string]string  `json:"partialFingerprints,omitempty"`
	BaselineState       string             `json:"baselineState,omitempty"`
	Suppressions        []sarifSuppression `json:"suppressions,omitempty"`
}

type sarifSuppression struct {
	Kind          string `json:"kind"` // inSource or external
	Justification string `json:"justification,omitempty"`
}

type sarifLocation struct {
	ID               int            `json:"id,omitempty"`
	PhysicalLocation *sarifPhysical `json:"physicalLocation,omitempty"`
	LogicalLocations []sarifLogical `json:"logicalLocations,omitempty"`
	Message          *sarifMessage  `json:"message,omitempty"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifactLoc `json:"artifactLocation"`
	Region           *sarifRegion     `json:"region,omitempty"`
}

type sarifArtifactLoc struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
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
	Level     string          `json:"level"`
	Message   sarifMessage    `json:"message"`
	Locations []sarifLocation `json:"locations,omitempty"`
}

// artifact is the SARIF location of a file as parcoach prints it: relative to %SRCROOT% when
// the path is relative (or absolute below SrcRoot), else an absolute file: URI.
func (r *Report) artifact(file string) sarifArtifactLoc {
	slash := filepath.ToSlash(file)
	if filepath.IsAbs(file) {
		if r.SrcRoot != "" {
			if rel, err := filepath.Rel(r.SrcRoot, file); err == nil && !strings.HasPrefix(rel, "..") {
				return sarifArtifactLoc{URI: escapePath(filepath.ToSlash(rel)), URIBaseID: srcRoot}
			}
		}
		return sarifArtifactLoc{URI: (&url.URL{Scheme: "file", Path: slash}).String()}
	}
	a := sarifArtifactLoc{URI: escapePath(slash)}
	if r.SrcRoot != "" {
		a.URIBaseID = srcRoot
	}
	return a
}

// escapePath percent-encodes a relative path for a URI reference (spaces, '%', '#', '?').
func escapePath(p string) string {
	return strings.TrimPrefix((&url.URL{Path: p}).EscapedPath(), "./")
}

func (r *Report) location(p diag.Pos, msg string) sarifLocation {
	var l sarifLocation
	if p.File != "" {
		l.PhysicalLocation = &sarifPhysical{ArtifactLocation: r.artifact(p.File)}
		if p.Line > 0 {
			l.PhysicalLocation.Region = &sarifRegion{StartLine: p.Line, StartColumn: p.Col}
		}
	}
	if p.Func != "" {
		l.LogicalLocations = []sarifLogical{{Name: p.Func, Kind: "function"}}
	}
	if msg != "" {
		l.Message = &sarifMessage{Text: msg}
	}
	return l
}

func (r *Report) result(d *diag.Diagnostic, ruleIndex map[string]int) sarifResult {
	res := sarifResult{RuleID: d.Check, Level: d.Severity.String(), Message: sarifMessage{Text: d.Message},
		Locations: []sarifLocation{r.location(d.Pos, "")}}
	if i, ok := ruleIndex[d.Check]; ok {
		res.RuleIndex = &i
	}
	for i, n := range d.Notes {
		l := r.location(n.Pos, n.Message)
		l.ID = i + 1
		res.RelatedLocations = append(res.RelatedLocations, l)
	}
	if fp := r.Fingerprints[d]; fp != "" {
		res.PartialFingerprints = map[string]string{FingerprintKey: fp}
	}
	return res
}

func (r *Report) writeSARIF(w io.Writer) error {
	name := r.Tool.Name
	if name == "" {
		name = "parcoach"
	}
	driver := sarifDriver{Name: name, Version: r.Tool.Version, SemanticVersion: semanticVersion(r.Tool.Version),
		InformationURI: r.Tool.InformationURI, Rules: []sarifRule{}}
	ruleIndex := map[string]int{}
	for i, rule := range r.Rules {
		ruleIndex[rule.ID] = i
		driver.Rules = append(driver.Rules, sarifRuleOf(rule))
	}
	run := sarifRun{Tool: sarifTool{Driver: driver}, Results: []sarifResult{}}
	if r.SrcRoot != "" {
		root := filepath.ToSlash(r.SrcRoot)
		if !strings.HasSuffix(root, "/") {
			root += "/"
		}
		run.OriginalURIBaseIDs = map[string]sarifArtifactLoc{srcRoot: {URI: (&url.URL{Scheme: "file", Path: root}).String()}}
	}
	for _, d := range r.Diagnostics {
		res := r.result(d, ruleIndex)
		if r.Baseline {
			res.BaselineState = "new"
		}
		run.Results = append(run.Results, res)
	}
	if r.ShowSuppressed {
		for _, s := range r.Suppressed {
			res := r.result(s.Diag, ruleIndex)
			kind := "external"
			if s.InSource {
				kind = "inSource"
			}
			res.Suppressions = []sarifSuppression{{Kind: kind, Justification: s.By}}
			run.Results = append(run.Results, res)
		}
	}
	inv := sarifInvocation{ExecutionSuccessful: len(r.Problems) == 0}
	for _, p := range r.Problems {
		n := sarifNotification{Level: "error", Message: sarifMessage{Text: p.String()}}
		if p.Pos.File != "" {
			n.Locations = []sarifLocation{r.location(p.Pos, "")}
		}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	run.Invocations = []sarifInvocation{inv}
	log := sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []sarifRun{run}}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

func sarifRuleOf(r Rule) sarifRule {
	short := r.Short
	if short == "" {
		short = r.ID
	}
	help := r.Help
	if help == "" {
		help = r.Doc
	}
	level := r.Level.String()
	tags := r.Tags
	if tags == nil {
		tags = []string{}
	}
	return sarifRule{
		ID: r.ID, Name: r.ID,
		ShortDescription:     sarifMessage{Text: short},
		FullDescription:      sarifMessage{Text: r.Doc},
		Help:                 sarifMultiMessage{Text: help, Markdown: helpMarkdown(r)},
		HelpURI:              r.HelpURI,
		DefaultConfiguration: sarifConfiguration{Level: level},
		Properties:           sarifRuleProps{Tags: tags},
	}
}

// helpMarkdown is the rule's documentation as markdown: the sentence as a heading, the
// paragraph (its `code` spans kept, other markdown characters escaped), and where to read more.
func helpMarkdown(r Rule) string {
	var b strings.Builder
	if r.Short != "" {
		b.WriteString("**" + escapeMarkdown(r.Short) + "**\n\n")
	}
	b.WriteString(escapeMarkdown(r.Doc))
	b.WriteString("\n\n`parcoach explain " + r.ID + "` prints this text.")
	if r.HelpURI != "" {
		b.WriteString(" See also [the list of checks](" + r.HelpURI + ").")
	}
	return b.String()
}

// escapeMarkdown escapes the characters markdown would interpret, outside `code` spans.
func escapeMarkdown(s string) string {
	var b strings.Builder
	inCode := false
	for _, c := range s {
		switch {
		case c == '`':
			inCode = !inCode
		case !inCode && strings.ContainsRune(`\*_[]<>#|~`, c):
			b.WriteByte('\\')
		}
		b.WriteRune(c)
	}
	return b.String()
}

var semver = regexp.MustCompile(`^v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$`)

// semanticVersion is the version without its leading "v" when it is a semantic version
// (a release tag or a Go pseudo-version), else "".
func semanticVersion(v string) string {
	if m := semver.FindStringSubmatch(v); m != nil {
		return m[1]
	}
	return ""
}
