package instrument

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
)

// siteTable decodes the site table of rewritten IR: one row per site, the tab-separated fields.
func siteTable(t *testing.T, ir string) [][]string {
	t.Helper()
	m := regexp.MustCompile(`@__parcoach_sites = private unnamed_addr constant \[\d+ x i8\] c"((?:[^"\\]|\\[0-9A-F]{2})*)\\00"`).FindStringSubmatch(ir)
	if m == nil {
		t.Fatal("no site table in the rewritten IR")
	}
	text := regexp.MustCompile(`\\[0-9A-F]{2}`).ReplaceAllStringFunc(m[1], func(e string) string {
		b, _ := strconv.ParseUint(e[1:], 16, 8)
		return string(rune(b))
	})
	var rows [][]string
	for _, l := range strings.Split(text, "\n") {
		rows = append(rows, strings.Split(l, "\t"))
	}
	return rows
}

// TestFortranSiteTable: flang-16 records no lines, so a site is "file, in function"; the list
// of conditionals, which the runtime splits at commas, must not hold that comma.
func TestFortranSiteTable(t *testing.T) {
	ir, err := os.ReadFile(filepath.Join("testdata", "bcast16f.ll"))
	if err != nil {
		t.Fatal(err)
	}
	u, err := AnalyseIR("bcast.f90", ir, check.Config{ThreadLevel: -1})
	if err != nil {
		t.Fatal(err)
	}
	res, err := u.Instrument(Options{Mode: Selective})
	if err != nil {
		t.Fatal(err)
	}
	rows := siteTable(t, string(res.IR))
	if len(rows) != len(res.Sites) || len(rows) == 0 {
		t.Fatalf("%d rows in the table, %d sites", len(rows), len(res.Sites))
	}
	for _, r := range rows {
		if len(r) != 5 {
			t.Fatalf("row %q: want 5 fields", r)
		}
		if r[2] != "bcast.f90, in main" {
			t.Errorf("position %q, want %q", r[2], "bcast.f90, in main")
		}
		if r[4] != "bcast.f90 (in main)" {
			t.Errorf("conditionals %q, want %q (no comma: the runtime splits the list at commas)", r[4], "bcast.f90 (in main)")
		}
	}
}
