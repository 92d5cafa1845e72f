package llvmir

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// TestCompact: every .ll file of testdata (or of COMPACT_DIR=DIR, such as a folder of a real
// application's IR), compacted, answers every location, function position and variable name
// as before, no string keeps the old text, and the old text is collected.
func TestCompact(t *testing.T) {
	dir := os.Getenv("COMPACT_DIR")
	if dir == "" {
		dir = "testdata"
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
	if len(files) == 0 {
		t.Fatalf("no .ll file in %s", dir)
	}
	total, saved := 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Parse(f, src)
		if err != nil {
			t.Fatal(err)
		}
		type answers struct {
			locs  []Location
			funcs []Location
			vars  []string
			globs []string
		}
		ask := func() answers {
			var a answers
			for _, fn := range m.Funcs {
				a.funcs = append(a.funcs, m.FuncLocation(fn))
				for _, d := range fn.Declares {
					a.vars = append(a.vars, m.VariableName(d.Var))
				}
				for _, b := range fn.Blocks {
					for _, in := range b.Insts {
						a.locs = append(a.locs, m.Location(int(in.Dbg)))
					}
				}
			}
			for _, g := range m.Globals {
				a.globs = append(a.globs, m.GlobalSourceName(g))
			}
			return a
		}
		before := ask()
		freed := make(chan bool, 1)
		runtime.SetFinalizer(&src[0], func(*byte) { freed <- true })
		src = nil
		m.md.forgetScopes()
		saved += m.Compact()
		total += len(m.Src)
		if m.pinned != 0 {
			t.Errorf("%s: %d strings still point into the old text", f, m.pinned)
		}
		after := ask()
		for i := range before.locs {
			if !sameLoc(before.locs[i], after.locs[i]) {
				t.Fatalf("%s: location %d: %+v, then %+v", f, i, before.locs[i], after.locs[i])
			}
		}
		for i := range before.funcs {
			if !sameLoc(before.funcs[i], after.funcs[i]) {
				t.Fatalf("%s: function %d: %+v, then %+v", f, i, before.funcs[i], after.funcs[i])
			}
		}
		for i := range before.vars {
			if before.vars[i] != after.vars[i] {
				t.Fatalf("%s: variable %d: %q, then %q", f, i, before.vars[i], after.vars[i])
			}
		}
		for i := range before.globs {
			if before.globs[i] != after.globs[i] {
				t.Fatalf("%s: global %d: %q, then %q", f, i, before.globs[i], after.globs[i])
			}
		}
		before, after = answers{}, answers{} // (their strings were read from the old text)
		collected := false
		for i := 0; i < 20 && !collected; i++ { // (cleanups run after the collection, apart)
			runtime.GC()
			select {
			case <-freed:
				collected = true
			case <-time.After(10 * time.Millisecond):
			}
		}
		if !collected {
			t.Errorf("%s: the old text is still reachable", f)
		}
		runtime.KeepAlive(m)
	}
	t.Logf("%d files: %d bytes kept, %d saved (%.1f %%)", len(files), total, saved, 100*float64(saved)/float64(total+saved))
}

func sameLoc(a, b Location) bool {
	if (a.InlinedAt == nil) != (b.InlinedAt == nil) {
		return false
	}
	if a.InlinedAt != nil && !sameLoc(*a.InlinedAt, *b.InlinedAt) {
		return false
	}
	a.InlinedAt, b.InlinedAt = nil, nil
	return a == b
}
