package nonblocking

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// provenLines compiles the C source to -O0 IR with clang (as the analysis does) and returns,
// per function, the sorted source lines of the calls ProvenRequests proves.
func provenLines(t *testing.T, src string) map[string][]int {
	t.Helper()
	clang, err := exec.LookPath("clang")
	if err != nil {
		t.Skip("clang not found: the proof is tested on clang's IR")
	}
	inc, _ := exec.Command("mpicc", "-show").Output()
	var flags []string
	for _, f := range strings.Fields(string(inc)) {
		if strings.HasPrefix(f, "-I") {
			flags = append(flags, f)
		}
	}
	if len(flags) == 0 {
		t.Skip("mpicc not found: no mpi.h")
	}
	dir := t.TempDir()
	c := filepath.Join(dir, "p.c")
	if err := os.WriteFile(c, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ll := filepath.Join(dir, "p.ll")
	args := append(append([]string{"-g", "-O0", "-S", "-emit-llvm", "-Xclang", "-disable-O0-optnone"}, flags...), c, "-o", ll)
	if out, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	text, err := os.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	m, err := llvmir.Parse(ll, text)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]int{}
	for _, f := range m.Funcs {
		for in := range ProvenRequests(m, f) {
			out[f.Name] = append(out[f.Name], m.InstLocation(in).Line)
		}
		sort.Ints(out[f.Name])
	}
	return out
}

func TestProvenRequests(t *testing.T) {
	const head = "#include <mpi.h>\n#include <stdlib.h>\n"
	cases := []struct {
		name, body string
		want       map[string][]int // function -> proven lines (line 1 is the first line of body)
	}{
		{"window", `
int main(int argc, char **argv) {
    int w = argc > 1 ? atoi(argv[1]) : 16, rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    char *b = calloc(2 * (size_t)w, 1);
    MPI_Request *req = malloc(2 * (size_t)w * sizeof *req);
    for (int it = 0; it < 10; it++) {
        for (int i = 0; i < w; i++) MPI_Irecv(b + i, 1, MPI_BYTE, rank, i, MPI_COMM_WORLD, &req[i]);
        for (int i = 0; i < w; i++) MPI_Isend(b + w + i, 1, MPI_BYTE, rank, i, MPI_COMM_WORLD, &req[w + i]);
        MPI_Waitall(2 * w, req, MPI_STATUSES_IGNORE);
    }
    free(req), free(b);
    MPI_Finalize();
    return 0;
}`, map[string][]int{"main": {8, 9, 10}}},
		{"scalar-and-pair", `
int main(int argc, char **argv) {
    int x = 0, y = 0, rank;
    MPI_Request r, rs[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Isend(&x, 1, MPI_INT, rank, 0, MPI_COMM_WORLD, &r);
    MPI_Recv(&y, 1, MPI_INT, rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    MPI_Irecv(&y, 1, MPI_INT, rank, 1, MPI_COMM_WORLD, &rs[0]);
    MPI_Isend(&x, 1, MPI_INT, rank, 1, MPI_COMM_WORLD, &rs[1]);
    MPI_Waitall(2, rs, MPI_STATUSES_IGNORE);
    MPI_Finalize();
    return 0;
}`, map[string][]int{"main": {6, 8, 9, 10, 11}}},
		// near misses: none proven
		{"reuse-in-loop", `
int main(int argc, char **argv) {
    int x = 0, rank;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < 3; i++) MPI_Isend(&x, 1, MPI_INT, rank, 0, MPI_COMM_WORLD, &r);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}`, nil},
		{"waitall-short", `
int main(int argc, char **argv) {
    int x[4] = {0}, rank, n = argc + 3;
    MPI_Request rs[8];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < n; i++) MPI_Isend(&x[0], 1, MPI_INT, rank, 0, MPI_COMM_WORLD, &rs[i]);
    MPI_Waitall(n - 1, rs, MPI_STATUSES_IGNORE);
    MPI_Finalize();
    return 0;
}`, nil},
		{"window-reused-across-iterations", `
int main(int argc, char **argv) {
    int w = argc > 1 ? atoi(argv[1]) : 16, rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    char *b = calloc((size_t)w, 1);
    MPI_Request *req = malloc((size_t)w * sizeof *req);
    for (int it = 0; it < 10; it++)
        for (int i = 0; i < w; i++) MPI_Isend(b + i, 1, MPI_BYTE, rank, i, MPI_COMM_WORLD, &req[i]);
    MPI_Waitall(w, req, MPI_STATUSES_IGNORE);
    free(req), free(b);
    MPI_Finalize();
    return 0;
}`, nil},
		{"pending-at-return", `
static MPI_Request keep;
void start(int *x, int rank) {
    MPI_Request r;
    MPI_Isend(x, 1, MPI_INT, rank, 0, MPI_COMM_WORLD, &r);
    if (*x) MPI_Wait(&r, MPI_STATUS_IGNORE);
}
int main(int argc, char **argv) { return 0; }`, nil},
		{"request-escapes", `
void use(MPI_Request *r);
void f(int *x, int rank) {
    MPI_Request r;
    MPI_Isend(x, 1, MPI_INT, rank, 0, MPI_COMM_WORLD, &r);
    use(&r);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
}
int main(int argc, char **argv) { return 0; }`, nil},
		{"finalize-while-pending", `
void done(void) { MPI_Finalize(); }
void f(int *x, int rank) {
    MPI_Request r;
    MPI_Isend(x, 1, MPI_INT, rank, 0, MPI_COMM_WORLD, &r);
    done();
    MPI_Wait(&r, MPI_STATUS_IGNORE);
}
int main(int argc, char **argv) { return 0; }`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := provenLines(t, head+strings.TrimPrefix(c.body, "\n"))
			for fn, lines := range got {
				for i := range lines {
					lines[i] -= 2 // the two lines of head
				}
				if len(lines) == 0 {
					delete(got, fn)
				}
			}
			if len(got) != len(c.want) {
				t.Fatalf("proven %v, want %v", got, c.want)
			}
			for fn, want := range c.want {
				if fmt.Sprint(got[fn]) != fmt.Sprint(want) {
					t.Errorf("%s: proven lines %v, want %v", fn, got[fn], want)
				}
			}
		})
	}
}

// The message-rate benchmark of the monitor's overhead: its window of requests is proven.
func TestProvenMsgrate(t *testing.T) {
	src, err := os.ReadFile("../../../bench/monitor/msgrate.c")
	if err != nil {
		t.Fatal(err)
	}
	got := provenLines(t, string(src))
	if fmt.Sprint(got) != "map[main:[27 29 30]]" {
		t.Errorf("proven %v, want the MPI_Irecv, MPI_Isend and MPI_Waitall of main (lines 27, 29, 30)", got)
	}
}
