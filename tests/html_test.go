package tests

// The HTML report (issue 14, feature 10) opened in a real headless browser: chromium loads
// the page parcoach wrote for a few corpus programs, the DOM it builds shows every finding
// with its CFG, the browser logs no console message, and a screenshot is taken.

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// htmlPrograms have collective and OpenMP findings (so CFGs are drawn) and one finding
// without a CFG (a collective argument mismatch).
var htmlPrograms = []string{
	"corpus/mpi-coll/and_condition_barrier_bug.c",
	"corpus/mpi-coll/comm_dup_rank_bug.c",
	"corpus/omp/call_chain_barrier_under_tid_if_bug.c",
}

// requireBrowser returns the headless browser's command: chromium (Debian's package), or
// the names other distributions give it. Skipped, or failed in CI, when there is none.
func requireBrowser(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	requireTool(t, "chromium") // skips, or fails in CI
	return ""
}

// browse runs the headless browser on the page with extra arguments (--dump-dom,
// --screenshot=...) and returns its stdout and stderr, with the console logged on stderr.
func browse(t *testing.T, browser, page string, args ...string) (string, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	all := append([]string{"--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
		"--user-data-dir=" + t.TempDir(), "--enable-logging=stderr", "--v=0", "--window-size=1200,1600"}, args...)
	cmd := exec.CommandContext(ctx, browser, append(all, "file://"+page)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %v: %v\n%s", browser, args, err, stderr.String())
	}
	return stdout.String(), stderr.String()
}

// consoleMessages are the lines of the browser's log that report a console message or an
// uncaught exception of the page.
func consoleMessages(log string) []string {
	var out []string
	for _, l := range strings.Split(log, "\n") {
		if strings.Contains(l, ":CONSOLE") || strings.Contains(l, "Uncaught") {
			out = append(out, l)
		}
	}
	return out
}

// domText escapes text as a browser serialises a text node.
func domText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\u00a0", "&nbsp;").Replace(s)
}

func TestHTMLReportInBrowser(t *testing.T) {
	requireTool(t, "clang")
	requireTool(t, "mpicc") // mpi.h
	requireTool(t, "dot")
	browser := requireBrowser(t)

	// The findings, from the JSON report of the same run.
	args := append([]string{"check"}, htmlPrograms...)
	args = append(args, "--", "-fopenmp")
	r, _, code := checkJSON(t, ".", args[1:]...)
	if code != 1 || len(r.Diagnostics) < 3 {
		t.Fatalf("want findings in every program: exit %d, %d findings", code, len(r.Diagnostics))
	}

	dir := t.TempDir()
	page := filepath.Join(dir, "report.html")
	out, errOut, code := run(t, ".", nil, append([]string{"check", "--format=html", "-o", page}, args[1:]...)...)
	if code != 1 || out != "" {
		t.Fatalf("check --format=html -o: exit %d, stdout %q (want 1 and nothing: the page is in the file)\n%s", code, out, errOut)
	}

	// The browser's console check catches errors: a page with one logs it.
	bad := filepath.Join(dir, "bad.html")
	write(t, dir, "bad.html", `<!DOCTYPE html><html><body><script>throw new Error("deliberate")</script></body></html>`)
	if _, log := browse(t, browser, bad, "--dump-dom"); len(consoleMessages(log)) == 0 {
		t.Fatalf("the browser's log shows no console error for a page that throws; the check below would prove nothing:\n%s", log)
	}

	dom, log := browse(t, browser, page, "--dump-dom")
	if msgs := consoleMessages(log); len(msgs) > 0 {
		t.Errorf("console messages while loading the report:\n%s", strings.Join(msgs, "\n"))
	}
	for _, d := range r.Diagnostics {
		if !strings.Contains(dom, domText(d.Message)) {
			t.Errorf("the page does not show the finding %q", d.Message)
		}
	}
	if n := strings.Count(dom, `<section class="finding `); n != len(r.Diagnostics) {
		t.Errorf("%d finding sections, want %d", n, len(r.Diagnostics))
	}
	// A CFG for each collective and OpenMP finding, with its finding's block highlighted.
	cfgs := 0
	for _, d := range r.Diagnostics {
		if strings.HasPrefix(d.Check, "collective-mismatch") || strings.HasPrefix(d.Check, "omp-") {
			cfgs++
		}
	}
	if n := strings.Count(dom, "<svg"); n < cfgs || cfgs < 3 {
		t.Errorf("%d drawn CFGs, want one per collective or OpenMP finding (%d)", n, cfgs)
	}
	if !strings.Contains(dom, `fill="#f6c1c1"`) || !strings.Contains(dom, `fill="#ffd98a"`) || !strings.Contains(dom, `stroke="#d00020"`) {
		t.Errorf("the CFGs do not highlight the finding's block, the conditional and the path")
	}
	if strings.Contains(dom, "not installed") {
		t.Errorf("dot is installed, yet the page says a tool is missing")
	}

	// A screenshot: a PNG that is not blank.
	shot := filepath.Join(dir, "report.png")
	browse(t, browser, page, "--screenshot="+shot, "--hide-scrollbars")
	data, err := os.ReadFile(shot)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")) || len(data) < 20000 {
		t.Errorf("screenshot: %d bytes, not a PNG of a drawn page", len(data))
	}
}

// TestHTMLReportWithoutDot: with no graphviz in the PATH the page says so in one line and
// still shows the findings.
func TestHTMLReportWithoutDot(t *testing.T) {
	requireTool(t, "clang")
	requireTool(t, "mpicc")
	path := withoutCommand(t, "dot")
	for _, d := range filepath.SplitList(path) {
		if _, err := os.Stat(filepath.Join(d, "dot")); err == nil {
			t.Fatalf("dot is still in %s", d)
		}
	}
	page := filepath.Join(t.TempDir(), "report.html")
	_, errOut, code := run(t, ".", []string{"PATH=" + path}, "check", "--format=html", "-o", page, htmlPrograms[0])
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s", code, errOut)
	}
	data, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	if strings.Count(s, "graphviz (the dot command) is not installed") != 1 || strings.Contains(s, "<svg") {
		t.Errorf("without dot: want one line saying so and no drawing")
	}
	if !strings.Contains(s, "MPI_Barrier may not be called by all processes") {
		t.Errorf("the finding is missing from the page")
	}
}

// withoutCommand returns a PATH that finds every command of the current one but name: each
// directory holding name is replaced by one with links to all its other entries.
func withoutCommand(t *testing.T, name string) string {
	t.Helper()
	var dirs []string
	for _, d := range filepath.SplitList(os.Getenv("PATH")) {
		if _, err := os.Stat(filepath.Join(d, name)); err != nil {
			dirs = append(dirs, d)
			continue
		}
		entries, err := os.ReadDir(d)
		if err != nil {
			t.Fatal(err)
		}
		shadow := t.TempDir()
		for _, e := range entries {
			if e.Name() == name {
				continue
			}
			if err := os.Symlink(filepath.Join(d, e.Name()), filepath.Join(shadow, e.Name())); err != nil {
				t.Fatal(err)
			}
		}
		dirs = append(dirs, shadow)
	}
	return strings.Join(dirs, string(filepath.ListSeparator))
}

// TestOutputFile: -o writes the report of any format to a file, as it would go to the
// standard output; a file that cannot be written is an error (exit 2).
func TestOutputFile(t *testing.T) {
	requireTool(t, "clang")
	requireTool(t, "mpicc")
	dir := t.TempDir()
	for _, format := range []string{"text", "json", "sarif"} {
		want, _, code := run(t, ".", nil, "check", "--format="+format, htmlPrograms[0])
		if code != 1 || want == "" {
			t.Fatalf("%s: exit %d, output %q", format, code, want)
		}
		file := filepath.Join(dir, "report."+format)
		out, errOut, code := run(t, ".", nil, "check", "--format="+format, "-o", file, htmlPrograms[0])
		if code != 1 || out != "" {
			t.Errorf("%s -o: exit %d, stdout %q; want 1 and nothing\n%s", format, code, out, errOut)
		}
		got, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want {
			t.Errorf("%s -o: the file differs from the standard output:\n%s\n--- want\n%s", format, got, want)
		}
	}
	_, errOut, code := run(t, ".", nil, "check", "-o", filepath.Join(dir, "no", "such", "dir", "r.txt"), htmlPrograms[0])
	if code != 2 || !strings.Contains(errOut, "cannot write the report") {
		t.Errorf("unwritable -o: exit %d, stderr %q; want 2 and a message", code, errOut)
	}
}
