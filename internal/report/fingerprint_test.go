package report

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/diag"
)

// lines is a LineSource over in-memory files.
type lines map[string][]string

func (l lines) Line(file string, n int) (string, bool) {
	ls, ok := l[file]
	if !ok || n < 1 || n > len(ls) {
		return "", false
	}
	return ls[n-1], true
}

func mismatch(file string, line, col int, fn, msg string) *diag.Diagnostic {
	return &diag.Diagnostic{Check: "collective-mismatch", Pos: diag.Pos{File: file, Line: line, Col: col, Func: fn}, Message: msg}
}

func fp(t *testing.T, d *diag.Diagnostic, src LineSource) string {
	t.Helper()
	return Fingerprints([]*diag.Diagnostic{d}, src)[d]
}

func TestFingerprintsIgnoreLineNumbers(t *testing.T) {
	before := lines{"a.c": {"int main() {", "  if (rank == 0)", "    MPI_Barrier(MPI_COMM_WORLD);"}}
	after := lines{"src/a.c": {"// a new comment", "", "int main() {", "  if (rank == 0)", "    MPI_Barrier( MPI_COMM_WORLD );  // parcoach: reviewed"}}
	d1 := mismatch("a.c", 3, 5, "main", "MPI_Barrier may not be called by all processes: the conditional at line 2 decides")
	d2 := mismatch("src/a.c", 5, 5, "main", "MPI_Barrier may not be called by all processes: the conditional at line 4 decides")
	f1, f2 := fp(t, d1, before), fp(t, d2, after)
	if f1 == "" || f1 != f2 {
		t.Errorf("lines moved, blanks and a comment added, file in another directory: %q != %q", f1, f2)
	}
	if !regexp.MustCompile(`^[0-9a-f]{32}:1$`).MatchString(f1) {
		t.Errorf("fingerprint %q: want hash:1", f1)
	}
	// What makes another finding: the call, the function, the check, the message.
	other := []struct {
		what string
		d    *diag.Diagnostic
		src  LineSource
	}{
		{"another call", d1, lines{"a.c": {"", "", "    MPI_Barrier(comm2);"}}},
		{"another function", mismatch("a.c", 3, 5, "solve", d1.Message), before},
		{"another message", mismatch("a.c", 3, 5, "main", "MPI_Bcast may not be called by all processes: the conditional at line 2 decides"), before},
		{"another check", &diag.Diagnostic{Check: "collective-in-loop", Pos: d1.Pos, Message: d1.Message}, before},
		{"another file name", mismatch("b.c", 3, 5, "main", d1.Message), lines{"b.c": before["a.c"]}},
	}
	for _, o := range other {
		if got := fp(t, o.d, o.src); got == f1 {
			t.Errorf("%s: same fingerprint %q", o.what, got)
		}
	}
	// No source at hand: still a fingerprint, without the call text.
	if got := fp(t, d1, nil); got == "" || got == f1 {
		t.Errorf("without source: %q (with: %q)", got, f1)
	}
}

func TestFingerprintsNumberIdenticalFindings(t *testing.T) {
	src := lines{"a.c": {"MPI_Barrier(c);", "MPI_Barrier(c);", "MPI_Barrier(c);"}}
	a := mismatch("a.c", 1, 1, "main", "MPI_Barrier may not be called: the conditional at line 9 decides")
	b := mismatch("a.c", 2, 1, "main", "MPI_Barrier may not be called: the conditional at line 9 decides")
	c := mismatch("a.c", 3, 1, "main", "MPI_Barrier may not be called: the conditional at line 9 decides")
	fps := Fingerprints([]*diag.Diagnostic{c, a, b}, src) // in any order: numbered by position
	ha, _, _ := strings.Cut(fps[a], ":")
	if fps[a] != ha+":1" || fps[b] != ha+":2" || fps[c] != ha+":3" {
		t.Errorf("identical findings: %q %q %q", fps[a], fps[b], fps[c])
	}
}

func TestNormalizeMessage(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"the conditional at line 56 decides", "the conditional at line N decides"},
		{"the conditionals at lines 5, 7 and 9 decide", "the conditionals at lines N decide"},
		{"the conditional at /home/u/src/other.c:12 decides", "the conditional at other.c:N decides"},
		{"see dir/x.f90:3:7", "see x.f90:N"},
		{"MPI_Bcast with root 0  and count 10", "MPI_Bcast with root 0 and count 10"}, // other numbers stay
	} {
		if got := NormalizeMessage(tc.in); got != tc.want {
			t.Errorf("NormalizeMessage(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestBaseline(t *testing.T) {
	dir := t.TempDir()
	src := lines{"a.c": {"MPI_Barrier(c);", "MPI_Bcast(b, 1, MPI_INT, 0, c);"}}
	old := mismatch("a.c", 1, 1, "main", "MPI_Barrier may not be called")
	rep := &Report{Diagnostics: []*diag.Diagnostic{old}, Fingerprints: Fingerprints([]*diag.Diagnostic{old}, src)}
	var b bytes.Buffer
	if err := rep.Write(&b, SARIF); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "base.sarif")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	base, err := ReadBaseline(path)
	if err != nil {
		t.Fatal(err)
	}
	if base.Len() != 1 {
		t.Errorf("baseline holds %d findings, want 1", base.Len())
	}
	// The same finding two lines lower, and a new one.
	moved := lines{"a.c": {"", "", "MPI_Barrier(c);", "MPI_Bcast(b, 1, MPI_INT, 0, c);"}}
	same := mismatch("a.c", 3, 1, "main", "MPI_Barrier may not be called")
	fresh := mismatch("a.c", 4, 1, "main", "MPI_Bcast may not be called")
	now := []*diag.Diagnostic{same, fresh}
	got, known := base.New(now, Fingerprints(now, moved))
	if known != 1 || len(got) != 1 || got[0] != fresh {
		t.Errorf("new findings: %v (%d known), want only the MPI_Bcast one", got, known)
	}

	for name, content := range map[string]string{
		"notjson.sarif":  "this is not json",
		"version.sarif":  `{"version": "2.0.0", "runs": []}`,
		"noruns.sarif":   `{"version": "2.1.0"}`,
		"nofp.sarif":     `{"version": "2.1.0", "runs": [{"results": [{"ruleId": "collective-mismatch"}]}]}`,
		"otherfp.sarif":  `{"version": "2.1.0", "runs": [{"results": [{"ruleId": "x", "partialFingerprints": {"primaryLocationLineHash": "abc:1"}}]}]}`,
		"norule.sarif":   `{"version": "2.1.0", "runs": [{"results": [{"partialFingerprints": {"parcoach/v1": "abc:1"}}]}]}`,
		"missing.sarif":  "",
		"emptyrun.sarif": `{"version": "2.1.0", "runs": [{"results": []}]}`,
	} {
		p := filepath.Join(dir, name)
		if name != "missing.sarif" {
			if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		b, err := ReadBaseline(p)
		if name == "emptyrun.sarif" {
			if err != nil || b.Len() != 0 {
				t.Errorf("%s: %v", name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: error %v, want one naming the file", name, err)
		}
	}
}
