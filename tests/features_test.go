package tests

// End-to-end tests of suppressions, baselines and SARIF for code scanning (issue 14, features
// 7-9), on a corpus program with one known collective-mismatch finding copied into a
// temporary directory and edited.

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/report/sariftest"
)

const suppressCorpusProgram = "corpus/mpi-coll/and_condition_barrier_bug.c"

// bugProgram copies the corpus program into a temporary directory and returns the directory,
// the program's lines and the index of the line its annotation says is reported.
func bugProgram(t *testing.T) (dir string, lines []string, at int) {
	t.Helper()
	requireTool(t, "clang")
	requireTool(t, "mpicc") // mpi.h
	p := readProgram(t, suppressCorpusProgram)
	if len(p.expects) != 1 || p.expects[0].check != "collective-mismatch" {
		t.Fatalf("%s: want one collective-mismatch annotation, have %v", suppressCorpusProgram, p.expects)
	}
	data, err := os.ReadFile(suppressCorpusProgram)
	if err != nil {
		t.Fatal(err)
	}
	// The annotation is a comment too: take it out so only the suppression under test is there.
	src := regexp.MustCompile(`\s*// expect: collective-mismatch`).ReplaceAllString(string(data), "")
	return t.TempDir(), strings.Split(src, "\n"), p.expects[0].line - 1
}

func writeLines(t *testing.T, dir, name string, lines []string) {
	t.Helper()
	write(t, dir, name, strings.Join(lines, "\n"))
}

// edit returns a copy of lines with line i replaced by repl (several lines, or none).
func edit(lines []string, i int, repl ...string) []string {
	out := append([]string(nil), lines[:i]...)
	out = append(out, repl...)
	return append(out, lines[i+1:]...)
}

type jsonRun struct {
	Diagnostics []finding
	Suppressed  []struct {
		finding
		SuppressedBy string `json:"suppressedBy"`
	}
}

func checkJSON(t *testing.T, dir string, args ...string) (jsonRun, string, int) {
	t.Helper()
	out, errOut, code := run(t, dir, nil, append([]string{"check", "--format=json"}, args...)...)
	var r jsonRun
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("check %v: exit %d, not JSON: %v\n%s\n%s", args, code, err, out, errOut)
	}
	return r, errOut, code
}

func TestSuppressionComments(t *testing.T) {
	dir, lines, at := bugProgram(t)
	call := lines[at]
	if !strings.Contains(call, "MPI_Barrier") {
		t.Fatalf("line %d is %q", at+1, call)
	}
	writeLines(t, dir, "bug.c", lines)
	r, _, code := checkJSON(t, dir, "bug.c")
	if code != 1 || len(r.Diagnostics) != 1 || r.Diagnostics[0].Pos.Line != at+1 {
		t.Fatalf("unsuppressed: exit %d, %+v; want the finding at line %d", code, r.Diagnostics, at+1)
	}
	indent := call[:len(call)-len(strings.TrimLeft(call, " "))]
	for _, tc := range []struct {
		name       string
		lines      []string
		suppressed bool
		line       int // of the finding, 1-based
	}{
		{"same line", edit(lines, at, call+" // parcoach-ignore(collective-mismatch)"), true, at + 1},
		{"same line, list with blanks", edit(lines, at, call+" // parcoach-ignore( collective-in-loop , collective-mismatch )"), true, at + 1},
		{"same line, every id", edit(lines, at, call+" // parcoach-ignore: reviewed"), true, at + 1},
		{"C comment", edit(lines, at, call+" /* parcoach-ignore(collective-*) */"), true, at + 1},
		{"next line", edit(lines, at, indent+"// parcoach-ignore-next-line(collective-mismatch)", call), true, at + 2},
		{"another id", edit(lines, at, call+" // parcoach-ignore(collective-in-loop)"), false, at + 1},
		{"empty list", edit(lines, at, call+" // parcoach-ignore()"), false, at + 1},
		{"next line, two lines above", edit(lines, at, indent+"// parcoach-ignore-next-line(collective-mismatch)", "", call), false, at + 3},
		{"same-line form on the line before", edit(lines, at, indent+"// parcoach-ignore(collective-mismatch)", call), false, at + 2},
		{"not a comment", edit(lines, at, call+` (void)"parcoach-ignore";`), false, at + 1},
	} {
		writeLines(t, dir, "bug.c", tc.lines)
		r, errOut, code := checkJSON(t, dir, "--stats", "--show-suppressed", "bug.c")
		if !tc.suppressed {
			if code != 1 || len(r.Diagnostics) != 1 || r.Diagnostics[0].Pos.Line != tc.line || len(r.Suppressed) != 0 {
				t.Errorf("%s: exit %d, findings %+v, suppressed %+v; want the finding at line %d reported", tc.name, code, r.Diagnostics, r.Suppressed, tc.line)
			}
			continue
		}
		if code != 0 || len(r.Diagnostics) != 0 || len(r.Suppressed) != 1 || r.Suppressed[0].Pos.Line != tc.line ||
			!strings.Contains(r.Suppressed[0].SuppressedBy, "parcoach-ignore") {
			t.Errorf("%s: exit %d, findings %+v, suppressed %+v; want it suppressed", tc.name, code, r.Diagnostics, r.Suppressed)
		}
		if !strings.Contains(errOut, "0 findings reported, 1 suppressed (1 by parcoach-ignore comments, 0 by suppressions files)") {
			t.Errorf("%s: --stats does not count the suppressed finding:\n%s", tc.name, errOut)
		}
	}

	// Text: nothing without --show-suppressed; with it, one line that is not a warning line.
	writeLines(t, dir, "bug.c", edit(lines, at, call+" // parcoach-ignore(collective-mismatch)"))
	out, _, code := run(t, dir, nil, "check", "bug.c")
	if code != 0 || out != "" {
		t.Errorf("suppressed, text: exit %d, output %q", code, out)
	}
	out, _, code = run(t, dir, nil, "check", "--show-suppressed", "bug.c")
	want := regexp.MustCompile(`^bug\.c:` + strconv.Itoa(at+1) + `:\d+: suppressed warning: MPI_Barrier .* \[collective-mismatch\] \(parcoach-ignore comment at bug\.c:` + strconv.Itoa(at+1) + `\)\n$`)
	if code != 0 || !want.MatchString(out) {
		t.Errorf("--show-suppressed, text: exit %d:\n%s", code, out)
	}
}

func TestSuppressionsFile(t *testing.T) {
	dir, lines, _ := bugProgram(t)
	writeLines(t, dir, "bug.c", lines)
	for _, tc := range []struct {
		rules      string
		suppressed bool
	}{
		{"# reviewed\ncollective-mismatch:src:*_bug.c\n", false}, // the file is bug.c
		{"collective-mismatch:src:bug.c\n", true},
		{"*:src:bug.c\n", true},
		{"collective-*:src:**/bug.c\n", true},
		{"collective-mismatch:func:main\n", true},
		{"collective-mismatch:func:ma?n\n", true},
		{"collective-mismatch:func:other\n", false},
		{"omp-barrier-divergence:src:bug.c\n", false},
	} {
		write(t, dir, "supp.txt", tc.rules)
		r, errOut, code := checkJSON(t, dir, "--suppressions", "supp.txt", "--stats", "bug.c")
		if tc.suppressed {
			if code != 0 || len(r.Diagnostics) != 0 || !strings.Contains(errOut, "1 suppressed (0 by parcoach-ignore comments, 1 by suppressions files)") {
				t.Errorf("%q: exit %d, %+v, stderr:\n%s\nwant the finding suppressed and counted", tc.rules, code, r.Diagnostics, errOut)
			}
		} else if code != 1 || len(r.Diagnostics) != 1 {
			t.Errorf("%q: exit %d, %+v; want the finding reported", tc.rules, code, r.Diagnostics)
		}
	}
	// --show-suppressed names the rule.
	write(t, dir, "supp.txt", "# ours\n\ncollective-mismatch:func:main\n")
	r, _, _ := checkJSON(t, dir, "--suppressions", "supp.txt", "--show-suppressed", "bug.c")
	if len(r.Suppressed) != 1 || !strings.Contains(r.Suppressed[0].SuppressedBy, "supp.txt:3") {
		t.Errorf("suppressed by the file: %+v", r.Suppressed)
	}
	// A malformed line is an error naming the file and the line, before anything is compiled.
	for _, tc := range []struct{ rules, want string }{
		{"# ok\ncollective-mismatch src bug.c\n", "supp.txt:2:"},
		{"collective-mismatch:file:bug.c\n", "supp.txt:1:"},
		{"*:src:x.c\ncolective-mismatch:src:bug.c\n", "supp.txt:2:"},
	} {
		write(t, dir, "supp.txt", tc.rules)
		_, errOut, code := run(t, dir, nil, "check", "--suppressions", "supp.txt", "bug.c")
		if code != 2 || !strings.Contains(errOut, tc.want) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%q: exit %d, stderr %q; want exit 2 and one line naming %s", tc.rules, code, errOut, tc.want)
		}
	}
	_, errOut, code := run(t, dir, nil, "check", "--suppressions", "nosuch.txt", "bug.c")
	if code != 2 || !strings.Contains(errOut, "nosuch.txt") {
		t.Errorf("missing suppressions file: exit %d, %q", code, errOut)
	}
}

func TestBaseline(t *testing.T) {
	dir, lines, at := bugProgram(t)
	writeLines(t, dir, "bug.c", lines)
	out, _, code := run(t, dir, nil, "check", "--format=sarif", "bug.c")
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	write(t, dir, "base.sarif", out)

	// Unrelated lines move: comment lines above the function and a blank line before the
	// finding. The finding is the same: nothing is new.
	moved := append([]string{"/* a new header comment", " * of three lines */", ""}, edit(lines, at, "", lines[at])...)
	writeLines(t, dir, "bug.c", moved)
	out, errOut, code := run(t, dir, nil, "check", "--baseline", "base.sarif", "--stats", "bug.c")
	if code != 0 || out != "" || !strings.Contains(errOut, "1 already in the baseline") {
		t.Errorf("lines moved: exit %d, output %q, stderr:\n%s\nwant nothing new", code, out, errOut)
	}
	// The run without the baseline still finds it, four lines lower.
	r, _, _ := checkJSON(t, dir, "bug.c")
	if len(r.Diagnostics) != 1 || r.Diagnostics[0].Pos.Line != at+5 {
		t.Fatalf("moved finding: %+v, want line %d", r.Diagnostics, at+5)
	}

	// A new finding is reported, the old one is not.
	i := at + 4
	indent := lines[at][:len(lines[at])-len(strings.TrimLeft(lines[at], " "))]
	withNew := edit(moved, i, moved[i], indent[:len(indent)/2]+"if (rank == 0)", indent+"MPI_Bcast(&size, 1, MPI_INT, 0, MPI_COMM_WORLD);")
	writeLines(t, dir, "bug.c", withNew)
	out, _, code = run(t, dir, nil, "check", "--baseline", "base.sarif", "bug.c")
	if code != 1 || !strings.Contains(out, "MPI_Bcast may not be called") || strings.Contains(out, "MPI_Barrier may not be called") {
		t.Errorf("new finding: exit %d, output:\n%s\nwant the MPI_Bcast finding only", code, out)
	}
	out, _, _ = run(t, dir, nil, "check", "--format=sarif", "--baseline", "base.sarif", "bug.c")
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID        string
				BaselineState string
				Message       struct{ Text string }
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || len(log.Runs) != 1 || len(log.Runs[0].Results) != 1 ||
		log.Runs[0].Results[0].BaselineState != "new" || !strings.Contains(log.Runs[0].Results[0].Message.Text, "MPI_Bcast") {
		t.Errorf("SARIF with a baseline: %v %+v", err, log)
	}

	// A baseline that cannot be used is an error, not "everything is new".
	write(t, dir, "garbage.sarif", "not json")
	write(t, dir, "foreign.sarif", `{"version":"2.1.0","runs":[{"results":[{"ruleId":"x","partialFingerprints":{"primaryLocationLineHash":"1:1"}}]}]}`)
	for _, b := range []string{"nosuch.sarif", "garbage.sarif", "foreign.sarif"} {
		out, errOut, code := run(t, dir, nil, "check", "--baseline", b, "bug.c")
		if code != 2 || out != "" || !strings.Contains(errOut, b) {
			t.Errorf("baseline %s: exit %d, stdout %q, stderr %q; want exit 2 naming it", b, code, out, errOut)
		}
	}
}

func TestSARIFForCodeScanning(t *testing.T) {
	dir, lines, _ := bugProgram(t)
	sub := filepath.Join(dir, "sub dir")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	writeLines(t, sub, "bug.c", lines)
	out, _, code := run(t, dir, nil, "check", "--format=sarif", "sub dir/bug.c")
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	for _, err := range sariftest.Validate([]byte(out)) {
		t.Error(err)
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Version string
					Rules   []struct {
						ID   string
						Help struct{ Text, Markdown string }
					}
				}
			}
			OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
			Results            []struct {
				PartialFingerprints map[string]string
				Locations           []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI       string
							URIBaseID string `json:"uriBaseId"`
						}
					}
				}
			}
			Invocations []struct {
				ExecutionSuccessful        bool
				ToolExecutionNotifications []struct{ Message struct{ Text string } }
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || len(log.Runs) != 1 || len(log.Runs[0].Results) != 1 {
		t.Fatalf("%v\n%s", err, out)
	}
	run0 := log.Runs[0]
	loc := run0.Results[0].Locations[0].PhysicalLocation.ArtifactLocation
	root := run0.OriginalURIBaseIDs[loc.URIBaseID].URI
	realDir, _ := filepath.EvalSymlinks(dir)
	if loc.URI != "sub%20dir/bug.c" || loc.URIBaseID != "%SRCROOT%" || (root != "file://"+dir+"/" && root != "file://"+realDir+"/") {
		t.Errorf("location %+v relative to %q; want sub%%20dir/bug.c relative to file://%s/", loc, root, dir)
	}
	// The version is the one `parcoach version` prints; the help is `parcoach explain`.
	ver, _, _ := run(t, dir, nil, "version")
	if got := "parcoach " + run0.Tool.Driver.Version + "\n"; got != ver || run0.Tool.Driver.Version == "" {
		t.Errorf("driver version %q, parcoach version says %q", run0.Tool.Driver.Version, ver)
	}
	explain, _, _ := run(t, dir, nil, "explain", "collective-mismatch")
	found := false
	for _, r := range run0.Tool.Driver.Rules {
		if r.ID == "collective-mismatch" {
			found = true
			if r.Help.Text != explain || !strings.Contains(r.Help.Markdown, "deadlock") {
				t.Errorf("help of collective-mismatch:\n%q\nwant the explain text:\n%q", r.Help.Text, explain)
			}
		}
	}
	if !found {
		t.Error("no rule collective-mismatch")
	}
	// The fingerprint does not change when the file moves to another directory and lines move.
	fp := run0.Results[0].PartialFingerprints["parcoach/v1"]
	writeLines(t, dir, "bug.c", append([]string{"", "// moved"}, lines...))
	out2, _, _ := run(t, dir, nil, "check", "--format=sarif", "bug.c")
	if !strings.Contains(out2, `"parcoach/v1": "`+fp+`"`) || fp == "" {
		t.Errorf("fingerprint %q changed when the file and its lines moved:\n%s", fp, out2)
	}

	// An incomplete run: executionSuccessful false, the problem as a notification, and the
	// other file's finding still reported.
	write(t, dir, "broken.c", "int main( {\n")
	out, _, code = run(t, dir, nil, "check", "--format=sarif", "broken.c", "bug.c")
	if code != 2 {
		t.Errorf("with a broken file: exit %d, want 2", code)
	}
	for _, err := range sariftest.Validate([]byte(out)) {
		t.Error(err)
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatal(err)
	}
	inv := log.Runs[0].Invocations[0]
	if inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) == 0 || !strings.Contains(inv.ToolExecutionNotifications[0].Message.Text, "broken.c") ||
		len(log.Runs[0].Results) != 1 {
		t.Errorf("incomplete run: %+v, %d results", inv, len(log.Runs[0].Results))
	}
}

// TestVersionFromBuildInfo: `parcoach version` says what the binary's build information says
// (read here with `go version -m`): the module version, or the VCS revision, else "devel".
func TestVersionFromBuildInfo(t *testing.T) {
	out, _, code := run(t, t.TempDir(), nil, "version")
	if code != 0 || !strings.HasPrefix(out, "parcoach ") || strings.Count(out, "\n") != 1 {
		t.Fatalf("version: exit %d, %q", code, out)
	}
	got := strings.TrimSpace(strings.TrimPrefix(out, "parcoach "))
	info, err := exec.Command("go", "version", "-m", parcoachBin).Output()
	if err != nil {
		t.Skipf("go version -m: %v", err)
	}
	var modVersion, rev string
	for _, l := range strings.Split(string(info), "\n") {
		f := strings.Fields(l)
		switch {
		case len(f) >= 3 && f[0] == "mod":
			modVersion = f[2]
		case len(f) >= 2 && f[0] == "build" && strings.HasPrefix(f[1], "vcs.revision="):
			rev = strings.TrimPrefix(f[1], "vcs.revision=")
		}
	}
	switch {
	case modVersion != "" && modVersion != "(devel)":
		if got != modVersion {
			t.Errorf("version %q, the module version is %q", got, modVersion)
		}
	case rev != "":
		if !strings.Contains(got, rev[:12]) {
			t.Errorf("version %q does not name the revision %s", got, rev)
		}
	default:
		if got != "devel" {
			t.Errorf("version %q, want devel for a binary without version information", got)
		}
	}
}

// TestCCHonoursSuppressionComments: `parcoach cc` prints the findings of what it compiles,
// except those a parcoach-ignore comment silences.
func TestCCHonoursSuppressionComments(t *testing.T) {
	requireMPI(t)
	dir, lines, at := bugProgram(t)
	for _, tc := range []struct {
		line  string
		shown bool
	}{
		{lines[at], true},
		{lines[at] + " // parcoach-ignore(collective-mismatch)", false},
	} {
		writeLines(t, dir, "bug.c", edit(lines, at, tc.line))
		_, errOut, code := run(t, dir, nil, "cc", "mpicc", "-c", "bug.c", "-o", "bug.o")
		if code != 0 {
			t.Fatalf("parcoach cc mpicc -c: exit %d\n%s", code, errOut)
		}
		if shown := strings.Contains(errOut, "warning: MPI_Barrier may not be called"); shown != tc.shown {
			t.Errorf("%q: finding printed %v, want %v; stderr:\n%s", tc.line, shown, tc.shown, errOut)
		}
	}
}
