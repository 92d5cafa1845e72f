// Package tests holds the end-to-end tests: the annotated corpus (tests/corpus/README.md) run
// through the real parcoach binary and the real compilers.
package tests

import (
	"bufio"
	"encoding/json"
	"fmt"
	"github.com/parcoach/parcoach/internal/irtest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
)

// parcoachBin is the binary built once for the whole test run.
var parcoachBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "parcoach-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	parcoachBin = filepath.Join(dir, "parcoach")
	build := exec.Command("go", "build", "-o", parcoachBin, "../cmd/parcoach")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building parcoach:", err)
		os.Exit(2)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// requireTool skips the test when a compiler is missing on a developer machine, and fails it
// in CI (CI=true), where .ci/run installs everything.
func requireTool(t *testing.T, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not installed, but CI must run this test (.ci/run installs it)", name)
		}
		t.Skipf("%s not installed: skipping (install it to run this test; CI fails instead of skipping)", name)
	}
}

// expectation is one annotated finding: a check id at a line (and the function holding the
// line, for compilers that emit no line).
type expectation struct {
	line  int
	fn    string
	check string
	fp    bool // expect-fp: a known false positive
}

func (e expectation) String() string {
	kind := "expect"
	if e.fp {
		kind = "expect-fp"
	}
	return fmt.Sprintf("line %d (%s): %s %s", e.line, e.fn, kind, e.check)
}

var (
	annotRE    = regexp.MustCompile(`(?://|!)\s*(expect|expect-fp):\s*([a-z0-9, -]+)`)
	argsRE     = regexp.MustCompile(`(?://|!)\s*parcoach-args:\s*(.*)$`)
	cflagsRE   = regexp.MustCompile(`(?://|!)\s*compile-flags:\s*(.*)$`)
	fortUnitRE = regexp.MustCompile(`(?i)^\s*(?:(?:recursive|pure|elemental|module|integer|real|logical|double\s+precision)\s+)*(program|subroutine|function)\s+([a-z_][a-z0-9_]*)`)
	cFuncRE    = regexp.MustCompile(`^[A-Za-z_][\w\s\*:<>,&]*?\b([A-Za-z_]\w*)\s*\([^;]*$`)
)

// corpusProgram is one annotated program.
type corpusProgram struct {
	path         string
	expects      []expectation
	args         []string
	compileFlags []string
	fortran      bool
	openmp       bool // includes omp.h or uses !$omp: compiled with -fopenmp
}

func readProgram(t *testing.T, path string) corpusProgram {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p := corpusProgram{path: path, fortran: isFortran(path), openmp: usesOpenMP(string(data))}
	fn := ""
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if p.fortran {
			if m := fortUnitRE.FindStringSubmatch(line); m != nil && !strings.HasPrefix(strings.ToLower(strings.TrimSpace(line)), "end") {
				fn = strings.ToLower(m[2])
				if strings.EqualFold(m[1], "program") {
					fn = "main"
				}
			}
		} else if m := cFuncRE.FindStringSubmatch(line); m != nil && !strings.HasPrefix(line, " ") && !strings.HasPrefix(line, "\t") {
			fn = m[1]
		}
		if n <= 15 {
			if m := argsRE.FindStringSubmatch(line); m != nil {
				p.args = append(p.args, strings.Fields(m[1])...)
			}
			if m := cflagsRE.FindStringSubmatch(line); m != nil {
				p.compileFlags = append(p.compileFlags, strings.Fields(m[1])...)
			}
		}
		for _, m := range annotRE.FindAllStringSubmatch(line, -1) {
			for _, id := range strings.Split(m[2], ",") {
				if id = strings.TrimSpace(id); id != "" {
					p.expects = append(p.expects, expectation{line: n, fn: fn, check: id, fp: m[1] == "expect-fp"})
				}
			}
		}
	}
	return p
}

// usesOpenMP reports whether a program needs -fopenmp: it includes omp.h or has an OpenMP
// directive in Fortran (tests/corpus/README.md).
func usesOpenMP(src string) bool {
	return ompIncludeRE.MatchString(src) || strings.Contains(strings.ToLower(src), "!$omp")
}

var ompIncludeRE = regexp.MustCompile(`(?m)^\s*#\s*include\s*[<"]omp\.h[>"]`)

func isFortran(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".f", ".f90", ".f95", ".f03", ".f08":
		return true
	}
	return false
}

// finding is the part of parcoach's JSON output the corpus compares.
type finding struct {
	Check    string `json:"check"`
	Severity string `json:"severity"`
	Pos      struct {
		File     string `json:"file"`
		Line     int    `json:"line"`
		Function string `json:"function"`
	} `json:"pos"`
	Message string `json:"message"`
}

type checkOutput struct {
	Diagnostics []finding `json:"diagnostics"`
	Problems    []string  `json:"problems"`
}

// runParcoach analyses one program with one compiler and returns its findings.
func runParcoach(t *testing.T, p corpusProgram, compilerFlag string) checkOutput {
	t.Helper()
	args := []string{"check", "--format=json"}
	if compilerFlag != "" {
		args = append(args, compilerFlag)
	}
	if p.openmp {
		args = append(args, "--fopenmp")
	}
	args = append(args, p.args...)
	args = append(args, filepath.Base(p.path))
	if len(p.compileFlags) > 0 {
		args = append(append(args, "--"), p.compileFlags...)
	}
	cmd := exec.Command(parcoachBin, args...)
	cmd.Dir = filepath.Dir(p.path)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running parcoach: %v", err)
	}
	var res checkOutput
	if jerr := json.Unmarshal(out, &res); jerr != nil {
		t.Fatalf("parcoach %s: exit %d, output is not JSON (%v)\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), code, jerr, out, stderr.String())
	}
	if code == 2 || len(res.Problems) > 0 {
		t.Fatalf("parcoach %s could not complete (exit %d):\n%s", strings.Join(args, " "), code, stderr.String())
	}
	findings := 0
	for _, d := range res.Diagnostics {
		if d.Severity != "note" {
			findings++
		}
	}
	if findings > 0 && code != 1 {
		t.Errorf("exit status %d with findings, want 1", code)
	} else if findings == 0 && code != 0 {
		t.Errorf("exit status %d without findings (remarks do not count), want 0", code)
	}
	return res
}

// compare matches findings against expectations one to one and reports the difference.
func compare(t *testing.T, p corpusProgram, got []finding) {
	t.Helper()
	used := make([]bool, len(got))
	var missing []string
	for _, e := range p.expects {
		found := false
		for i, f := range got {
			if used[i] || f.Check != e.check || filepath.Base(f.Pos.File) != filepath.Base(p.path) && f.Pos.File != "" {
				continue
			}
			if f.Pos.Line == e.line || (f.Pos.Line == 0 && strings.EqualFold(f.Pos.Function, e.fn)) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			missing = append(missing, "  missing: "+e.String())
		}
	}
	var extra []string
	for i, f := range got {
		if !used[i] {
			extra = append(extra, fmt.Sprintf("  unexpected: line %d (%s): %s: %s", f.Pos.Line, f.Pos.Function, f.Check, f.Message))
		}
	}
	if len(missing)+len(extra) > 0 {
		sort.Strings(extra)
		t.Errorf("%s: findings differ from the annotations\n%s", p.path, strings.Join(append(missing, extra...), "\n"))
	}
}

var countsMu sync.Mutex

func TestCorpus(t *testing.T) {
	files, err := filepath.Glob("corpus/*/*")
	if err != nil {
		t.Fatal(err)
	}
	var stats struct{ programs, expects, fps int }
	for _, path := range files {
		ext := strings.ToLower(filepath.Ext(path))
		if ext != ".c" && ext != ".cpp" && ext != ".cc" && !isFortran(path) {
			continue
		}
		abs, _ := filepath.Abs(path)
		p := readProgram(t, abs)
		stats.programs++
		for _, e := range p.expects {
			if e.fp {
				stats.fps++
			} else {
				stats.expects++
			}
		}
		name := filepath.Base(filepath.Dir(path)) + "/" + filepath.Base(path)
		if p.fortran {
			for _, fc := range irtest.Flangs() {
				t.Run(name+"/"+fc.Name, func(t *testing.T) {
					requireTool(t, fc.Name)
					t.Parallel()
					compare(t, p, runParcoach(t, p, "--fc="+fc.Name).Diagnostics)
				})
			}
			continue
		}
		for _, c := range irtest.Clangs() {
			t.Run(name+"/"+c.Name, func(t *testing.T) {
				requireTool(t, c.Name)
				t.Parallel()
				flag := "--cc=" + c.Name
				if ext != ".c" {
					flag = "--cxx=" + c.CXX
				}
				compare(t, p, runParcoach(t, p, flag).Diagnostics)
			})
		}
	}
	countsMu.Lock()
	t.Logf("corpus: %d programs, %d expected findings, %d known false positives", stats.programs, stats.expects, stats.fps)
	countsMu.Unlock()
}
