package tests

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// severalPrograms is a tree of two programs, each with its own f: p1 calls a barrier on rank 0
// only (a bug), p2 calls its f, which has no collective, on rank 0 only (correct). Both use
// lib/u.c; other.c defines f too and no main uses it. Merged into one program, p2's call
// reaches one of the two f's: a false positive in p2, or p1's bug missed.
var severalPrograms = map[string]string{
	"p1/main.c": `#include <mpi.h>
void f(void);
int u(int);
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    f();
  MPI_Finalize();
  return u(0);
}
`,
	"p1/f.c": "#include <mpi.h>\nvoid f(void) { MPI_Barrier(MPI_COMM_WORLD); }\n",
	"p2/main.c": `#include <mpi.h>
void f(void);
int u(int);
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    f();
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return u(0);
}
`,
	"p2/f.c":  "#include <stdio.h>\nvoid f(void) { printf(\"f\\n\"); }\n",
	"lib/u.c": "int u(int x) { return 2 * x; }\n",
	"other.c": "#include <mpi.h>\nvoid f(void) { MPI_Barrier(MPI_COMM_WORLD); }\n",
}

// TestSeveralPrograms: `parcoach check DIR` on a tree of several programs analyses each on its
// own (a main and the files it needs by symbol), says so in one line, lists the programs with
// --stats, and finds p1's bug and nothing in p2; the same through compile_commands.json.
func TestSeveralPrograms(t *testing.T) {
	requireTool(t, "clang")
	requireTool(t, "mpicc")
	dir := t.TempDir()
	var db []map[string]string
	var names []string
	for name := range severalPrograms {
		names = append(names, name)
	}
	sort.Strings(names) // the entries in the order a directory walk finds the files
	for _, name := range names {
		src := severalPrograms[name]
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Dir(p), filepath.Base(p), src)
		db = append(db, map[string]string{"directory": filepath.Dir(p), "file": filepath.Base(p), "command": "mpicc -c " + filepath.Base(p)})
	}
	data, _ := json.Marshal(db)
	write(t, dir, "compile_commands.json", string(data))
	for _, args := range [][]string{{"."}, {"-p", "compile_commands.json"}} {
		out, stderr, code := run(t, dir, nil, append([]string{"check", "--format=json", "--stats"}, args...)...)
		if code != 1 {
			t.Fatalf("%v: exit %d, want 1\n%s", args, code, stderr)
		}
		var res checkOutput
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, d.Check+"@"+d.Pos.File)
			if d.Check == "collective-mismatch" && d.Pos.File == "p1/f.c" && !strings.Contains(d.Message, "p1/main.c:8") {
				t.Errorf("%v: the finding in p1/f.c is not decided by p1/main.c:8: %s", args, d.Message)
			}
		}
		// other.c's barrier is unconditional: no finding there either.
		if len(got) != 1 || got[0] != "collective-mismatch@p1/f.c" {
			t.Errorf("%v: findings %v, want one collective-mismatch in p1/f.c (p1's bug; none in p2)\n%s", args, got, out)
		}
		for _, want := range []string{
			"parcoach: note: the inputs are 3 programs, analysed one by one (main is defined in p1/main.c and p2/main.c; f is defined in ",
			"p1/main.c (3 files), p2/main.c (3 files), files no main uses (1 file)",
			"parcoach: stats: program 1, p1/main.c: lib/u.c, p1/f.c, p1/main.c\n",
			"parcoach: stats:   f from p1/f.c (nearest to p1/main.c; not ",
			"parcoach: stats: program 2, p2/main.c: lib/u.c, p2/f.c, p2/main.c\n",
			"parcoach: stats: program 3, files no main uses: other.c\n",
		} {
			if !strings.Contains(stderr, want) {
				t.Errorf("%v: stderr lacks %q:\n%s", args, want, stderr)
			}
		}
		if n := strings.Count(stderr, "parcoach: note: the inputs are"); n != 1 {
			t.Errorf("%v: %d grouping lines, want 1", args, n)
		}
	}
	// Without --stats: the one line, not the list.
	_, stderr, _ := run(t, dir, nil, "check", ".")
	if !strings.Contains(stderr, "parcoach: note: the inputs are 3 programs") || strings.Contains(stderr, "stats:") {
		t.Errorf("without --stats: want the one grouping line only:\n%s", stderr)
	}
}

// TestOneProgramNotSplit: files that form one program (one main, no symbol defined twice) are
// analysed together, without a grouping line; a static function in two files is two functions:
// the one with the barrier is found in a.c, the one without is not reported in b.c. (a.c's h
// is a one-line MPI wrapper, read as MPI_Barrier where main calls it: the finding is at line 8;
// b.c's h, if it were taken for it, would give none.)
func TestOneProgramNotSplit(t *testing.T) {
	requireTool(t, "clang")
	requireTool(t, "mpicc")
	dir := t.TempDir()
	write(t, dir, "a.c", `#include <mpi.h>
void k(int r);
static void h(void) { MPI_Barrier(MPI_COMM_WORLD); }
int main(int argc, char **argv) {
  int r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  if (r == 0) h();
  k(r);
  MPI_Finalize();
  return 0;
}
`)
	write(t, dir, "b.c", "#include <stdio.h>\nstatic void h(void) { printf(\"h\\n\"); }\nvoid k(int r) { if (r == 0) h(); }\n")
	for _, order := range [][]string{{"a.c", "b.c"}, {"b.c", "a.c"}} {
		out, stderr, code := run(t, dir, nil, append([]string{"check", "--format=json"}, order...)...)
		var res checkOutput
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatal(err)
		}
		if code != 1 || len(res.Diagnostics) != 1 || res.Diagnostics[0].Pos.File != "a.c" || res.Diagnostics[0].Pos.Line != 8 {
			t.Errorf("%v: exit %d, findings %+v, want one at a.c:8\n%s", order, code, res.Diagnostics, stderr)
		}
		if strings.Contains(stderr, "programs") {
			t.Errorf("%v: one program reported as several:\n%s", order, stderr)
		}
	}
}

// TestStaticBufferOfAnotherFile: a communication layer keeps its receive buffers in a static
// array of its own file (graph500's AML): main's reads of argv are not reads of that buffer
// (a static global of b.c is no global of a.c of the same name, and not unknown memory there),
// while a pointer into it handed back to main still is.
func TestStaticBufferOfAnotherFile(t *testing.T) {
	requireTool(t, "clang")
	requireTool(t, "mpicc")
	dir := t.TempDir()
	write(t, dir, "b.c", `#include <mpi.h>
static char rb[4][64];
static MPI_Request rq[4];
void comm_init(int *argc, char ***argv) {
  MPI_Init(argc, argv);
  for (int i = 0; i < 4; i++) MPI_Recv_init(rb[i], 64, MPI_CHAR, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, rq + i);
  for (int i = 0; i < 4; i++) MPI_Start(rq + i);
}
char *comm_buffer(int i) { return rb[i]; }
void comm_done(void) {
  for (int i = 0; i < 4; i++) { MPI_Cancel(rq + i); MPI_Wait(rq + i, MPI_STATUS_IGNORE); MPI_Request_free(rq + i); }
  MPI_Finalize();
}
`)
	main := func(read string) string {
		return `#include <stdio.h>
#include <stdlib.h>
void comm_init(int *argc, char ***argv);
void comm_done(void);
char *comm_buffer(int i);
int main(int argc, char **argv) {
  comm_init(&argc, &argv);
  int n = 16;
  ` + read + `
  printf("%d\n", n);
  comm_done();
  return 0;
}
`
	}
	for _, c := range []struct {
		read  string
		lines []int
	}{
		{"if (argc >= 2) n = atoi(argv[1]);", nil}, // argv: no finding
		{"n = comm_buffer(0)[0];", []int{9}},       // the pending receive's buffer: reported
	} {
		write(t, dir, "a.c", main(c.read))
		out, stderr, _ := run(t, dir, nil, "check", "--format=json", "a.c", "b.c")
		var res checkOutput
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatal(err)
		}
		var got []int
		for _, d := range res.Diagnostics {
			if d.Check == "mpi-buffer-race" && d.Pos.File == "a.c" {
				got = append(got, d.Pos.Line)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(c.lines) {
			t.Errorf("%s: buffer races at a.c lines %v, want %v\n%s\n%s", c.read, got, c.lines, out, stderr)
		}
	}
}
