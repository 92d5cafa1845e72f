package suppress

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/diag"
)

func TestGlob(t *testing.T) {
	for _, tc := range []struct {
		glob  string
		paths bool
		in    string
		want  bool
	}{
		{"*.c", true, "a.c", true},
		{"*.c", true, "dir/a.c", false}, // * does not cross /
		{"third_party/**", true, "third_party/x/y/z.c", true},
		{"third_party/**", true, "third_party/z.c", true},
		{"third_party/**", true, "src/third_party.c", false},
		{"**/gen/*.c", true, "gen/a.c", true},
		{"**/gen/*.c", true, "a/b/gen/a.c", true},
		{"**/gen/*.c", true, "a/b/gen/x/a.c", false},
		{"src/?.c", true, "src/a.c", true},
		{"src/?.c", true, "src/ab.c", false},
		{"[ab].c", true, "b.c", true},
		{"[!ab].c", true, "b.c", false},
		{"[!ab].c", true, "c.c", true},
		{"a+b(1).c", true, "a+b(1).c", true}, // regexp metacharacters are literal
		{"a+b(1).c", true, "aab1.c", false},
		{"solver_*", false, "solver_step", true},
		{"ns::*", false, "ns::Solver::run(int)", true},
		{"ns::*", false, "other::f", false},
		{"omp-*", false, "omp-barrier-divergence", true},
	} {
		re, err := compileGlob(tc.glob, tc.paths)
		if err != nil {
			t.Errorf("%q: %v", tc.glob, err)
			continue
		}
		if got := re.MatchString(tc.in); got != tc.want {
			t.Errorf("glob %q (paths %v) on %q: %v, want %v", tc.glob, tc.paths, tc.in, got, tc.want)
		}
	}
	for _, bad := range []string{"a[b", "[]", "[!]"} {
		if _, err := compileGlob(bad, true); err == nil {
			t.Errorf("glob %q: no error", bad)
		}
	}
}

func TestDirectives(t *testing.T) {
	all := directive{all: true}
	next := func(ids ...string) directive { return directive{nextLine: true, ids: ids} }
	on := func(ids ...string) directive { return directive{ids: ids} }
	for _, tc := range []struct {
		line string
		l    lang
		want []directive
	}{
		{"  MPI_Barrier(c); // parcoach-ignore(collective-mismatch)", langC, []directive{on("collective-mismatch")}},
		{"  MPI_Barrier(c); // parcoach-ignore( collective-mismatch , omp-* )", langC, []directive{on("collective-mismatch", "omp-*")}},
		{"  MPI_Barrier(c); // parcoach-ignore", langC, []directive{all}},
		{"  MPI_Barrier(c); /* parcoach-ignore */", langC, []directive{all}},
		{"  MPI_Barrier(c); /*parcoach-ignore(collective-mismatch)*/", langC, []directive{on("collective-mismatch")}},
		{"  MPI_Barrier(c); // parcoach-ignore: reviewed, rank 0 only", langC, []directive{all}},
		{"  // parcoach-ignore-next-line(collective-mismatch)", langC, []directive{next("collective-mismatch")}},
		{"  // parcoach-ignore-next-line", langC, []directive{{nextLine: true, all: true}}},
		{" * parcoach-ignore-next-line(collective-in-loop)", langC, []directive{next("collective-in-loop")}},
		{"  // parcoach-ignore()", langC, []directive{{}}},          // an empty list silences nothing
		{"  // parcoach-ignore(collective-mismatch", langC, nil},    // unclosed
		{"  // parcoach-ignored", langC, nil},                       // another word
		{"  // xparcoach-ignore", langC, nil},                       // another word
		{`  puts("parcoach-ignore"); MPI_Barrier(c);`, langC, nil},  // not in a comment
		{"  if (!x) MPI_Barrier(c); ! parcoach-ignore", langC, nil}, // ! is not a C comment
		{"  call MPI_Barrier(c, ierr) ! parcoach-ignore(collective-mismatch)", langFortran, []directive{on("collective-mismatch")}},
		{"  call MPI_Barrier(c, ierr) // parcoach-ignore", langFortran, nil}, // // is not a Fortran comment
		{"  ! parcoach-ignore-next-line(collective-mismatch)", langFortran, []directive{next("collective-mismatch")}},
		{"// parcoach-ignore(a) parcoach-ignore-next-line(b)", langC, []directive{on("a"), next("b")}},
		{"x = 1;", langC, nil},
	} {
		got := directives(tc.line, tc.l)
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: %+v, want %+v", tc.line, got, tc.want)
		}
	}
	if !(directive{ids: []string{"omp-*"}}).matches("omp-barrier-divergence") || (directive{ids: []string{"omp-*"}}).matches("collective-mismatch") {
		t.Error("glob ids in a comment")
	}
	if (directive{}).matches("collective-mismatch") {
		t.Error("an empty list must silence nothing")
	}
}

var known = []string{"collective-mismatch", "collective-in-loop", "omp-barrier-divergence", "omp-worksharing-divergence"}

func TestParseRules(t *testing.T) {
	src := "# comment\n\n*:src:third_party/**\ncollective-mismatch:func:ns::solve*\n  omp-*:src:C:\\x.c  \n"
	rules, err := ParseRules("supp.txt", strings.NewReader(src), known, "/proj")
	if err != nil {
		t.Fatal(err)
	}
	if len(rules) != 3 {
		t.Fatalf("%d rules", len(rules))
	}
	if r := rules[1]; r.ID != "collective-mismatch" || r.Kind != "func" || r.Pattern != "ns::solve*" || r.Line != 4 {
		t.Errorf("rule 2: %+v", r)
	}
	if r := rules[2]; r.ID != "omp-*" || r.Pattern != `C:\x.c` || r.Line != 5 {
		t.Errorf("rule 3 (a pattern may hold ':'): %+v", r)
	}
	for _, tc := range []struct{ src, want string }{
		{"*:src:a.c\ncollective-mismatch\n", "supp.txt:2: "},
		{"collective-mismatch:file:a.c\n", `supp.txt:1: unknown kind "file"`},
		{"\n\ncolective-mismatch:src:a.c\n", `supp.txt:3: unknown check id "colective-mismatch"`},
		{"rma-*:src:a.c\n", `supp.txt:1: unknown check id "rma-*"`}, // a glob matching no known id
		{"*:src:\n", "supp.txt:1: "},
		{":src:a.c\n", "supp.txt:1: \":src:a.c\": missing check id"},
		{"*:src:a[.c\n", "supp.txt:1: unclosed ["},
	} {
		_, err := ParseRules("supp.txt", strings.NewReader(tc.src), known, "/proj")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want it to start with %q", tc.src, err, tc.want)
		}
	}
	if _, err := ReadRules("/nonexistent/supp.txt", known); err == nil || !strings.Contains(err.Error(), "/nonexistent/supp.txt") {
		t.Errorf("missing file: %v", err)
	}
}

func TestRuleMatchesFiles(t *testing.T) {
	rules, err := ParseRules("s", strings.NewReader("*:src:*_test.c\n*:src:third_party/**\n*:src:/abs/dir/*.c\n*:src:sub/x.c\n"), known, "/proj/tools")
	if err != nil {
		t.Fatal(err)
	}
	base, tp, abs, rel := rules[0], rules[1], rules[2], rules[3]
	for _, tc := range []struct {
		r    *Rule
		file string
		want bool
	}{
		{base, "src/deep/a_test.c", true}, // no "/" in the pattern: the base name
		{base, "src/a.c", false},
		{tp, "third_party/lib/x.c", true},
		{tp, "./third_party/x.c", true},
		{tp, "src/third_party/x.c", false},
		{abs, "/abs/dir/y.c", true},
		{abs, "/abs/other/y.c", false},
		{rel, "/proj/tools/sub/x.c", true}, // relative to the suppressions file's directory
		{rel, "/elsewhere/sub/y.c", false},
		{rel, "", false},
	} {
		if got := tc.r.matches("collective-mismatch", tc.file, ""); got != tc.want {
			t.Errorf("%s on %q: %v, want %v", tc.r, tc.file, got, tc.want)
		}
	}
}

// fakeSources serves files from a map and counts the reads.
func fakeSources(files map[string]string, reads map[string]int) *Sources {
	return &Sources{ReadFile: func(name string) ([]byte, error) {
		reads[name]++
		if s, ok := files[name]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("no such file")
	}}
}

func finding(id, file string, line int, fn string) *diag.Diagnostic {
	return &diag.Diagnostic{Check: id, Pos: diag.Pos{File: file, Line: line, Col: 3, Func: fn}, Message: "m"}
}

func TestApply(t *testing.T) {
	files := map[string]string{
		"a.c": "int main() {\n" + // 1
			"  MPI_Barrier(c); // parcoach-ignore(collective-mismatch)\n" + // 2
			"  MPI_Barrier(c); // parcoach-ignore(collective-in-loop)\n" + // 3
			"  // parcoach-ignore-next-line(collective-mismatch)\r\n" + // 4 (CRLF)
			"  MPI_Barrier(c);\n" + // 5
			"  MPI_Barrier(c); /* parcoach-ignore */\n" + // 6
			"  MPI_Barrier(c);\n", // 7
		"f.f90": "  call MPI_Barrier(c, ierr) ! parcoach-ignore(collective-mismatch)\n",
		"b.c":   "// parcoach-ignore\n",
	}
	reads := map[string]int{}
	rules, err := ParseRules("supp.txt", strings.NewReader("omp-*:func:legacy_*\n"), known, "/")
	if err != nil {
		t.Fatal(err)
	}
	f := &Filter{Sources: fakeSources(files, reads), Rules: rules}
	ds := []*diag.Diagnostic{
		finding("collective-mismatch", "a.c", 2, "main"),        // same line: suppressed
		finding("collective-mismatch", "a.c", 3, "main"),        // other id on the line: kept
		finding("collective-mismatch", "a.c", 5, "main"),        // next-line: suppressed
		finding("collective-mismatch", "a.c", 4, "main"),        // next-line applies to line 5 only: kept
		finding("omp-barrier-divergence", "a.c", 6, "main"),     // bare parcoach-ignore: suppressed
		finding("collective-mismatch", "a.c", 7, "main"),        // kept
		finding("collective-mismatch", "f.f90", 1, "p"),         // Fortran comment: suppressed
		finding("omp-barrier-divergence", "g.c", 9, "legacy_x"), // rule: suppressed
		finding("collective-mismatch", "g.c", 9, "legacy_x"),    // rule is for omp-*: kept
		finding("collective-mismatch", "f.f90", 0, "p"),         // no line: no comment applies
	}
	kept := f.Apply(ds)
	var keptAt []string
	for _, d := range kept {
		keptAt = append(keptAt, d.Pos.String()+" "+d.Check)
	}
	want := []string{"a.c:3:3 collective-mismatch", "a.c:4:3 collective-mismatch", "a.c:7:3 collective-mismatch", "g.c:9:3 collective-mismatch", "f.f90 collective-mismatch"}
	if !reflect.DeepEqual(keptAt, want) {
		t.Errorf("kept:\n%q\nwant\n%q", keptAt, want)
	}
	sup := f.Suppressed()
	var by []string
	for _, s := range sup {
		by = append(by, s.Diag.Pos.String()+" "+s.By)
	}
	wantBy := []string{
		"a.c:2:3 parcoach-ignore comment at a.c:2",
		"a.c:5:3 parcoach-ignore-next-line comment at a.c:4",
		"a.c:6:3 parcoach-ignore comment at a.c:6",
		"f.f90:1:3 parcoach-ignore comment at f.f90:1",
		"g.c:9:3 supp.txt:1 (omp-*:func:legacy_*)",
	}
	if !reflect.DeepEqual(by, wantBy) {
		t.Errorf("suppressed:\n%q\nwant\n%q", by, wantBy)
	}
	if !sup[0].InSource || sup[4].InSource {
		t.Errorf("InSource: %+v", sup)
	}
	// Each file with a finding is read once; b.c has none and is not read.
	if reads["a.c"] != 1 || reads["f.f90"] != 1 || reads["b.c"] != 0 {
		t.Errorf("reads: %v", reads)
	}
	// A finding in an unreadable file is kept.
	if got := f.Apply([]*diag.Diagnostic{finding("collective-mismatch", "gone.c", 1, "f")}); len(got) != 1 {
		t.Errorf("finding in an unreadable file: %v", got)
	}
	// Without comments, only the rules apply.
	nc := &Filter{Sources: fakeSources(files, map[string]int{}), NoComments: true}
	if got := nc.Apply([]*diag.Diagnostic{finding("collective-mismatch", "a.c", 2, "main")}); len(got) != 1 {
		t.Errorf("NoComments: %v", got)
	}
}

func TestCode(t *testing.T) {
	for _, tc := range []struct{ file, line, want string }{
		{"a.c", "MPI_Barrier(c); // parcoach-ignore", "MPI_Barrier(c); "},
		{"a.c", "MPI_Barrier(c); /* why */", "MPI_Barrier(c); "},
		{"a.c", "if (!x) MPI_Barrier(c);", "if (!x) MPI_Barrier(c);"},
		{"a.c", "*p = MPI_Barrier(c);", "*p = MPI_Barrier(c);"},
		{"a.c", " * MPI_Barrier(c) in a comment", " "},
		{"a.f90", "call MPI_Barrier(c, ierr) ! note", "call MPI_Barrier(c, ierr) "},
	} {
		if got := Code(tc.file, tc.line); got != tc.want {
			t.Errorf("Code(%q, %q) = %q, want %q", tc.file, tc.line, got, tc.want)
		}
	}
}
