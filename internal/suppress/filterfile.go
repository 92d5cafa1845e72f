package suppress

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// A suppressions file (`parcoach check --suppressions FILE`) has one rule a line, as MUST's
// filter files:
//
//	# third-party code is not ours to fix
//	*:src:third_party/**
//	collective-mismatch:src:*_test.c
//	omp-barrier-divergence:func:legacy_*
//
// ID is a check id, a glob over check ids ("omp-*"), or "*" for every id. "src" rules match the
// finding's file: a pattern without "/" matches the base name, one with "/" the whole path,
// relative to the working directory (as parcoach prints it) or to the suppressions file's
// directory, or absolute; "**" matches any number of directories. "func" rules match the
// function holding the finding (C++ names as the source writes them, "ns::f"); "*" matches
// anything there. Blank lines and lines starting with "#" are ignored.

// Rule is one line of a suppressions file.
type Rule struct {
	File    string // the suppressions file
	Line    int
	ID      string // a check id, a glob, or "*"
	Kind    string // "src" or "func"
	Pattern string

	id, pat *regexp.Regexp
	dir     string // absolute directory of the suppressions file
}

func (r *Rule) String() string {
	return fmt.Sprintf("%s:%d (%s:%s:%s)", r.File, r.Line, r.ID, r.Kind, r.Pattern)
}

// ReadRules reads a suppressions file. knownIDs are the check ids: a rule naming no known id
// is an error, like a line that does not follow the grammar; errors name the file and line.
func ReadRules(path string, knownIDs []string) ([]*Rule, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("suppressions file: %v", err)
	}
	defer f.Close()
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return nil, err
	}
	return ParseRules(path, f, knownIDs, dir)
}

// ParseRules reads the rules of a suppressions file named name from r; dir is the directory
// its relative "src" patterns may also be relative to.
func ParseRules(name string, r io.Reader, knownIDs []string, dir string) ([]*Rule, error) {
	var rules []*Rule
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		rule, err := parseRule(line, knownIDs)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		rule.File, rule.Line, rule.dir = name, n, dir
		rules = append(rules, rule)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return rules, nil
}

func parseRule(line string, knownIDs []string) (*Rule, error) {
	parts := strings.SplitN(line, ":", 3)
	if len(parts) != 3 {
		return nil, fmt.Errorf("%q is not ID:src:GLOB or ID:func:NAME", line)
	}
	r := &Rule{ID: strings.TrimSpace(parts[0]), Kind: strings.TrimSpace(parts[1]), Pattern: strings.TrimSpace(parts[2])}
	if r.ID == "" {
		return nil, fmt.Errorf("%q: missing check id (use * for every id)", line)
	}
	var err error
	if r.id, err = compileGlob(r.ID, false); err != nil {
		return nil, err
	}
	known := false
	for _, id := range knownIDs {
		if r.id.MatchString(id) {
			known = true
			break
		}
	}
	if !known {
		return nil, fmt.Errorf("unknown check id %q (run 'parcoach explain' for the list)", r.ID)
	}
	switch r.Kind {
	case "src", "func":
	default:
		return nil, fmt.Errorf("unknown kind %q in %q (want src or func)", r.Kind, line)
	}
	if r.Pattern == "" {
		return nil, fmt.Errorf("%q: empty pattern", line)
	}
	if r.pat, err = compileGlob(filepath.ToSlash(r.Pattern), r.Kind == "src"); err != nil {
		return nil, err
	}
	return r, nil
}

// matchFile reports whether a "src" rule matches a finding's file, as printed.
func (r *Rule) matchFile(file string) bool {
	if file == "" {
		return false
	}
	p := filepath.ToSlash(filepath.Clean(file))
	if !strings.Contains(r.Pattern, "/") {
		return r.pat.MatchString(p[strings.LastIndexByte(p, '/')+1:])
	}
	if r.pat.MatchString(p) {
		return true
	}
	abs, err := filepath.Abs(file)
	if err != nil {
		return false
	}
	if r.pat.MatchString(filepath.ToSlash(abs)) {
		return true
	}
	if r.dir != "" {
		if rel, err := filepath.Rel(r.dir, abs); err == nil && !strings.HasPrefix(rel, "..") {
			return r.pat.MatchString(filepath.ToSlash(rel))
		}
	}
	return false
}

// matches reports whether the rule silences a finding of check id in file and function fn.
func (r *Rule) matches(id, file, fn string) bool {
	if !r.id.MatchString(id) {
		return false
	}
	if r.Kind == "func" {
		return fn != "" && r.pat.MatchString(fn)
	}
	return r.matchFile(file)
}
