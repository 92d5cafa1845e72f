package nonblocking

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/irtest"
)

// analyse runs the check on one IR file of testdata (clang-16 -g -O0 of the corpus program of
// the same name in tests/corpus/nonblocking).
func analyse(t *testing.T, name string) []*diag.Diagnostic {
	t.Helper()
	ds, _ := irtest.Run(t, irtest.ProgramFile(t, filepath.Join("testdata", name+".ll")), &check.Config{}, Analyzer)
	return ds
}

func TestFindings(t *testing.T) {
	cases := []struct {
		file string
		want []string // "line check severity message-prefix"
	}{
		{"wait_wrong_request_bug", []string{
			"19 mpi-missing-completion error MPI_Irecv is never completed: its request is still pending at MPI_Finalize",
			"21 mpi-missing-completion warning MPI_Wait on a request with no pending operation, while the request of MPI_Irecv at line 19",
			"23 mpi-buffer-race error this load reads the receive buffer of MPI_Irecv at line 19",
		}},
		// The helper's MPI_Wait completes the request its caller passes.
		{"helper_wait_by_pointer_ok", nil},
		// Requests in arrays indexed by the loop: Algorithm 1 counts [1,1] left at MPI_Finalize.
		{"loop_arrays_recv_not_waited_bug", []string{
			"24 mpi-missing-completion error MPI_Irecv starts requests that are not all completed: 1 of them is pending at MPI_Finalize (pending-request interval [1,1])",
			"30 mpi-buffer-race warning this load may read the receive buffer of MPI_Irecv at line 24",
		}},
		// Both the start and the completion are under `rank == 0` (or its negation).
		{"rank_correlated_requests_ok", nil},
		// The operation started inside the helper is reported at the call.
		{"helper_post_never_waited_bug", []string{
			"23 mpi-missing-completion error MPI_Irecv is never completed",
			"27 mpi-buffer-race error this load reads the receive buffer of MPI_Irecv at line 23 (inside the called function)",
		}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			ds := analyse(t, c.file)
			if len(ds) != len(c.want) {
				for _, d := range ds {
					t.Logf("%s: %s %s [%s]", d.Pos, d.Severity, d.Message, d.Check)
				}
				t.Fatalf("%d findings, want %d", len(ds), len(c.want))
			}
			for i, w := range c.want {
				d := ds[i]
				parts := strings.SplitN(w, " ", 4)
				got := strings.Join([]string{strconv.Itoa(d.Pos.Line), d.Check, d.Severity.String()}, " ")
				if got != strings.Join(parts[:3], " ") || !strings.HasPrefix(d.Message, parts[3]) {
					t.Errorf("got %s %q, want %s", got, d.Message, w)
				}
			}
		})
	}
}

// TestStateFacts checks that values from the two outcomes of one condition merge.
func TestStateFacts(t *testing.T) {
	st := state{v: []set{{{k: aPending, op: 0}}}}
	then := st.withFact("c0+")
	then.v[0] = one(atom{k: aNull, tags: then.facts}) // completed on this path
	els := st.withFact("c0-")
	joined, _ := joinState(then.clone(), els)
	// Not yet related: {null on c0+, pending on c0-}.
	if !joined.v[0].anyPending() || joined.facts != "" {
		t.Fatalf("join %+v", joined)
	}
	// A later test of the same condition drops the pending value on its true edge.
	if again := joined.withFact("c0+"); again.v[0].anyPending() {
		t.Errorf("after the second test: %+v", again.v[0])
	}
	// Two null values on both outcomes merge into one without facts.
	both := simplify(normalise(set{{k: aNull, tags: "c0+"}, {k: aNull, tags: "c0-"}}))
	if len(both) != 1 || both[0].tags != "" {
		t.Errorf("simplify %+v", both)
	}
}
