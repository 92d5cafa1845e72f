package instrument

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
)

// TestRewriteRMA: the loads and stores the static RMA analysis reports (testdata/rma.c: a store
// into an origin buffer before the flush in f, a store into window memory in a fence epoch in
// h) get parcoach_rt_check_rma before them, with their size and direction; the memcpy after the
// flush in g, which nothing reports, gets none. Typed (clang 14) and opaque (clang 16) pointers.
func TestRewriteRMA(t *testing.T) {
	for _, file := range []string{"rma14.ll", "rma16.ll"} {
		t.Run(file, func(t *testing.T) {
			ir, err := os.ReadFile(filepath.Join("testdata", file))
			if err != nil {
				t.Fatal(err)
			}
			u, err := AnalyseIR("rma.c", ir, check.Config{ThreadLevel: -1})
			if err != nil {
				t.Fatal(err)
			}
			if n := len(RMAFindings(u.Diagnostics)); n != 2 {
				t.Fatalf("%d RMA race findings, want 2", n)
			}
			res, err := u.Instrument(Options{})
			if err != nil {
				t.Fatal(err)
			}
			out := string(res.IR)
			for fn, want := range map[string][]string{
				"f": {"MPI_Win_lock", "MPI_Put", fnRMA, "MPI_Win_flush", "MPI_Win_unlock", "ret"},
				"g": {"MPI_Win_lock", "MPI_Put", "MPI_Win_flush", "MPI_Win_unlock", "ret"},
				"h": {"MPI_Win_allocate", "MPI_Win_fence", "MPI_Put", fnRMA, "MPI_Win_fence", "MPI_Win_free", "ret"},
			} {
				if got := calls(out, fn); !reflect.DeepEqual(got, want) {
					t.Errorf("%s: calls %v, want %v", fn, got, want)
				}
			}
			// the stores of f and h: 4 bytes written
			if n := strings.Count(out, ", i64 4, i32 1)"); n != 2 {
				t.Errorf("%d checks of a 4-byte store, want 2:\n%s", n, out)
			}
			if !strings.Contains(out, "declare void @"+fnRMA+"(") {
				t.Error("the runtime entry is not declared")
			}
			var sites []string
			for _, s := range res.Sites {
				sites = append(sites, string(s.Kind)+" "+s.What+" "+filepath.Base(posText(s.Pos)))
			}
			if want := []string{"M store rma.c:11", "M store rma.c:35"}; !reflect.DeepEqual(sites, want) {
				t.Errorf("site table %v, want %v", sites, want)
			}
			compileIR(t, file, out)
		})
	}
}

func TestRMAAccessSize(t *testing.T) {
	for typ, want := range map[string]int{"i32": 4, "double": 8, "ptr": 8, "i8*": 8, "i1": 1, "i24": 3, "float": 4, "%struct.s": 0, "<4 x i32>": 0} {
		if got := typeSize(typ); got != want {
			t.Errorf("typeSize(%q) = %d, want %d", typ, got, want)
		}
	}
}
