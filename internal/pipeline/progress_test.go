package pipeline

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProgress: a run tells its progress: the number of files, each compiled (here: read as
// .ll) and each read once, the phases in order, "done" last.
func TestProgress(t *testing.T) {
	dir := t.TempDir()
	var inputs []string
	for i := 0; i < 3; i++ {
		p := filepath.Join(dir, fmt.Sprintf("f%d.ll", i))
		src := fmt.Sprintf("define i32 @f%d() {\nentry:\n  ret i32 0\n}\n", i)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, p)
	}
	var seen []Progress
	res, err := Run(context.Background(), Options{Inputs: inputs, Jobs: 2, Progress: func(p Progress) { seen = append(seen, p) }})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Complete() {
		t.Fatalf("problems: %v", res.Problems)
	}
	var phases []string
	maxCompiled, maxRead := 0, 0
	for _, p := range seen {
		if p.Files != 3 {
			t.Errorf("files %d, want 3", p.Files)
		}
		if p.Compiled < maxCompiled || p.Read < maxRead {
			t.Errorf("counts went back: %+v after compiled %d read %d", p, maxCompiled, maxRead)
		}
		maxCompiled, maxRead = p.Compiled, p.Read
		if len(phases) == 0 || phases[len(phases)-1] != p.Phase {
			phases = append(phases, p.Phase)
		}
	}
	if maxCompiled != 3 || maxRead != 3 {
		t.Errorf("compiled %d, read %d; want 3 and 3", maxCompiled, maxRead)
	}
	want := "compiling,reading the IR,running the checks,done"
	if got := strings.Join(phases, ","); got != want {
		t.Errorf("phases %s, want %s", got, want)
	}
}
