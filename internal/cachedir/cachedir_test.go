package cachedir

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDirPrefersTheEnvironment(t *testing.T) {
	t.Setenv("PARCOACH_CACHE_DIR", "/some/where")
	if d, err := Dir(); err != nil || d != "/some/where" {
		t.Errorf("Dir() = %q, %v; want /some/where", d, err)
	}
	t.Setenv("PARCOACH_CACHE_DIR", "")
	t.Setenv("XDG_CACHE_HOME", "/xdg")
	if d, err := Dir(); err != nil || d != "/xdg/parcoach" {
		t.Errorf("Dir() = %q, %v; want /xdg/parcoach", d, err)
	}
}

func TestWriteFileReplacesWholeAndLeavesNoTemporary(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a", "b", "entry")
	for _, want := range []string{"first answer", "second"} {
		if err := WriteFile(path, []byte(want)); err != nil {
			t.Fatal(err)
		}
		if got, err := os.ReadFile(path); err != nil || string(got) != want {
			t.Errorf("read back %q, %v; want %q", got, err, want)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("%d files beside the entry, want only it: %v", len(entries), entries)
	}
}
