package monitor

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The memo of the cached library is used only while the library exists and the headers the
// preprocessing read are unchanged.
func TestMemo(t *testing.T) {
	dir := t.TempDir()
	hdr := filepath.Join(dir, "mpi.h")
	lib := filepath.Join(dir, LibraryName)
	memo := filepath.Join(dir, "monitor-memo-x")
	if err := os.WriteFile(hdr, []byte("int MPI_Init(int *, char ***);\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(lib, []byte("ELF"), 0o644); err != nil {
		t.Fatal(err)
	}
	probe := filepath.Join(dir, "probe.c")
	os.WriteFile(probe, []byte("#include <mpi.h>\n"), 0o644)
	pre := "# 1 \"" + probe + "\"\n# 1 \"<built-in>\"\n# 1 \"" + hdr + "\" 1 3 4\nint MPI_Init(int *, char ***);\n# 2 \"" + hdr + "\" 2\n"
	if got := memoHeaders(pre); len(got) != 2 || got[0] != probe || got[1] != hdr {
		t.Fatalf("memoHeaders = %q, want %s and %s", got, probe, hdr)
	}
	if _, ok := readMemo(memo); ok {
		t.Fatal("a memo read before it was written")
	}
	writeMemo(memo, lib, pre, probe)
	os.Remove(probe) // the probe is not recorded: the build removes it
	if got, ok := readMemo(memo); !ok || got != lib {
		t.Fatalf("readMemo = %q, %v; want %s", got, ok, lib)
	}
	// a header changed (another MPI installed): the memo is not used
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(hdr, later, later); err != nil {
		t.Fatal(err)
	}
	if _, ok := readMemo(memo); ok {
		t.Fatal("memo used after its header changed")
	}
	writeMemo(memo, lib, pre, probe)
	if _, ok := readMemo(memo); !ok {
		t.Fatal("memo rewritten but not used")
	}
	// the library was removed from the cache
	os.Remove(lib)
	if _, ok := readMemo(memo); ok {
		t.Fatal("memo used without its library")
	}
	// no header recorded: not trusted
	os.WriteFile(lib, []byte("ELF"), 0o644)
	writeMemo(memo, lib, "int x;\n", probe)
	if _, ok := readMemo(memo); ok {
		t.Fatal("memo without headers used")
	}
}
