package frontend

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fakeCompiler answers --version as a compiler would, counting its runs in the file count.
func fakeCompiler(count string) {
	f, err := os.OpenFile(count, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err == nil {
		f.WriteString("run\n")
		f.Close()
	}
	fmt.Println("fake clang version 1.0 (test)")
	fmt.Println("Target: x86_64-pc-linux-gnu")
	os.Exit(0)
}

// TestCompilerVersionCache: an executable compiler is asked --version once per version of its
// file, across processes (the answer is in the cache directory); a new file (another mtime)
// is asked again; a script is asked every time.
func TestCompilerVersionCache(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Skip("no test executable:", err)
	}
	dir := t.TempDir()
	t.Setenv("PARCOACH_CACHE_DIR", filepath.Join(dir, "cache"))
	count := filepath.Join(dir, "count")
	t.Setenv("PARCOACH_TEST_FAKE_COMPILER", count)
	cc := filepath.Join(dir, "fakecc")
	data, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cc, data, 0o755); err != nil {
		t.Fatal(err)
	}
	runs := func() int {
		b, _ := os.ReadFile(count)
		return strings.Count(string(b), "run\n")
	}
	const want = "fake clang version 1.0 (test)"
	for i := 1; i <= 2; i++ {
		if v := compilerVersion([]string{cc}); v != want {
			t.Fatalf("call %d: version %q, want %q", i, v, want)
		}
		if runs() != 1 {
			t.Fatalf("call %d: the compiler ran %d times, want once", i, runs())
		}
	}
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(cc, later, later); err != nil {
		t.Fatal(err)
	}
	if v := compilerVersion([]string{cc}); v != want || runs() != 2 {
		t.Errorf("after the file changed: version %q, %d runs; want %q and 2 runs", v, runs(), want)
	}

	script := filepath.Join(dir, "fakecc.sh")
	body := fmt.Sprintf("#!/bin/sh\necho run >> %s\necho 'script cc 2.0'\n", count)
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 2; i++ {
		if v := compilerVersion([]string{script}); v != "script cc 2.0" {
			t.Fatalf("script, call %d: version %q", i, v)
		}
	}
	if runs() != 4 {
		t.Errorf("a script compiler ran %d times in two calls, want 2 (never cached)", runs()-2)
	}
}
