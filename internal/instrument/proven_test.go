package instrument

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
)

// TestRewriteProven: with Options.Proven, the proven calls of bench/monitor/msgrate.c (its
// window of MPI_Irecv/MPI_Isend completed by MPI_Waitall) call the monitor's proven entries,
// declared with MPI's prototypes, and the rewritten IR compiles; MPI_Sendrecv (no request)
// keeps its name; without Proven nothing is renamed.
func TestRewriteProven(t *testing.T) {
	for _, cc := range []string{"clang-14", "clang-22"} {
		t.Run(cc, func(t *testing.T) {
			if _, err := exec.LookPath(cc); err != nil {
				t.Skipf("%s not installed", cc)
			}
			show, err := exec.Command("mpicc", "-show").Output()
			if err != nil {
				t.Skip("mpicc not found: no mpi.h")
			}
			var flags []string
			for _, f := range strings.Fields(string(show)) {
				if strings.HasPrefix(f, "-I") {
					flags = append(flags, f)
				}
			}
			dir := t.TempDir()
			ll := filepath.Join(dir, "msgrate.ll")
			args := append(append([]string{"-g", "-O0", "-S", "-emit-llvm", "-Xclang", "-disable-O0-optnone"}, flags...),
				"../../bench/monitor/msgrate.c", "-o", ll)
			if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
				t.Fatalf("%s: %v\n%s", cc, err, out)
			}
			ir, err := os.ReadFile(ll)
			if err != nil {
				t.Fatal(err)
			}
			u, err := AnalyseIR("msgrate.c", ir, check.Config{ThreadLevel: -1})
			if err != nil {
				t.Fatal(err)
			}
			res, err := u.Instrument(Options{Mode: Selective, Optimize: true, Proven: true})
			if err != nil {
				t.Fatal(err)
			}
			if res.Proven != 3 {
				t.Errorf("%d proven calls, want 3", res.Proven)
			}
			out := string(res.IR)
			var got []string
			for _, l := range strings.Split(out, "\n") {
				if i := strings.Index(l, "@parcoach_proven_"); i >= 0 {
					name := l[i+1:]
					name = name[:strings.IndexByte(name, '(')]
					kind := "call"
					if strings.HasPrefix(strings.TrimSpace(l), "declare") {
						kind = "declare"
					}
					got = append(got, kind+" "+name)
				}
			}
			want := []string{"call parcoach_proven_MPI_Irecv", "call parcoach_proven_MPI_Isend", "call parcoach_proven_MPI_Waitall",
				"declare parcoach_proven_MPI_Irecv", "declare parcoach_proven_MPI_Isend", "declare parcoach_proven_MPI_Waitall"}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("proven entries %q, want %q", got, want)
			}
			if !strings.Contains(out, "@MPI_Sendrecv(") {
				t.Error("MPI_Sendrecv renamed: it is no proven site")
			}
			obj := filepath.Join(dir, "x.o")
			if err := os.WriteFile(ll, res.IR, 0o644); err != nil {
				t.Fatal(err)
			}
			if b, err := exec.Command(cc, "-O2", "-c", "-x", "ir", ll, "-o", obj).CombinedOutput(); err != nil {
				t.Errorf("%s rejects the rewritten IR: %v\n%s", cc, err, b)
			}
			res, err = u.Instrument(Options{Mode: Selective, Optimize: true})
			if err != nil {
				t.Fatal(err)
			}
			if res.Proven != 0 || strings.Contains(string(res.IR), "parcoach_proven_") {
				t.Error("without Options.Proven, calls renamed")
			}
		})
	}
}
