package monitor

import (
	"regexp"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check/all"
)

// TestGeneratedRMAHooks: the wrappers tell the RMA part of the monitor about windows, one-sided
// operations (with the arguments at the registry's positions), their synchronisations, the
// synchronising collectives and the point-to-point messages.
func TestGeneratedRMAHooks(t *testing.T) {
	src, _ := Generate(installedProtos(t))
	for _, c := range []struct{ fn, want string }{
		{"MPI_Put", "pcm_rma_op(PCM_RMA_PUT, p7, p0, (long long)p1, p2, NULL, 0LL, MPI_DATATYPE_NULL, (long long)p3, (long long)p4, (long long)p5, p6, MPI_OP_NULL, NULL);"},
		{"MPI_Rget", "pcm_rma_op(PCM_RMA_GET, p7, p0, (long long)p1, p2, NULL, 0LL, MPI_DATATYPE_NULL, (long long)p3, (long long)p4, (long long)p5, p6, MPI_OP_NULL, p8);"},
		{"MPI_Get_accumulate", "pcm_rma_op(PCM_RMA_GACC, p11, p0, (long long)p1, p2, p3, (long long)p4, p5, (long long)p6, (long long)p7, (long long)p8, p9, p10, NULL);"},
		{"MPI_Fetch_and_op", "pcm_rma_op(PCM_RMA_FOP, p6, p0, 1LL, p2, p1, 1LL, p2, (long long)p3, (long long)p4, 1LL, p2, p5, NULL);"},
		{"MPI_Compare_and_swap", "pcm_rma_op(PCM_RMA_CAS, p6, p0, 1LL, p3, p2, 1LL, p3, (long long)p4, (long long)p5, 1LL, p3, MPI_OP_NULL, NULL);"},
		{"MPI_Put", "pcm_rma_op_pre(p7, p3);"},
		{"MPI_Win_allocate", "pcm_rma_win_new(*p5, *(void **)p4, (long long)p0, p1, p3, 0);"},
		{"MPI_Win_create", "pcm_rma_win_new(*p5, p0, (long long)p1, p2, p4, 0);"},
		{"MPI_Win_free", "pcm_rma_win_free(p0);"},
		{"MPI_Win_fence", "pcm_rma_sync(PCM_S_FENCE, p1, -1, p0, MPI_GROUP_NULL);"},
		{"MPI_Win_lock", "pcm_rma_sync(PCM_S_LOCK, p3, p1, p0, MPI_GROUP_NULL);"},
		{"MPI_Win_flush_local", "pcm_rma_sync(PCM_S_FLUSH_LOCAL, p1, p0, 0, MPI_GROUP_NULL);"},
		{"MPI_Win_start", "pcm_rma_sync(PCM_S_START, p2, -1, 0, p0);"},
		{"MPI_Barrier", "pcm_rma_coll(p0);"},
		{"MPI_Send", "pcm_rma_p2p(p3, 0, p5);"},
		{"MPI_Recv", "pcm_rma_p2p(p6 != MPI_STATUS_IGNORE ? p6->MPI_SOURCE : p3, 1, p5);"},
	} {
		if b := body(t, src, c.fn); !strings.Contains(b, c.want) {
			t.Errorf("%s: no %q in\n%s", c.fn, c.want, b)
		}
	}
	// The fence compares the records before the call; the others after a successful call.
	fence := body(t, src, "MPI_Win_fence")
	if i, j := strings.Index(fence, "pcm_rma_sync"), strings.LastIndex(fence, "PMPI_Win_fence"); i < 0 || j < 0 || i > j {
		t.Errorf("MPI_Win_fence: the records are not compared before the call\n%s", fence)
	}
	if b := body(t, src, "MPI_Bcast"); strings.Contains(b, "pcm_rma_coll") {
		t.Errorf("MPI_Bcast does not synchronise every process, yet starts a phase\n%s", b)
	}
}

// TestRMAIDsAreDocumented: the ids pcm_rma.c prints are the static RMA checks' (parcoach explain).
func TestRMAIDsAreDocumented(t *testing.T) {
	re := regexp.MustCompile(`PCM_ERROR\("([a-z-]+)"|DYNAMIC-CHECK ([a-z-]+):|pcm_pend_add\([^;]*"([a-z-]+)"\);`)
	n := 0
	for _, m := range re.FindAllStringSubmatch(rmaSource, -1) {
		id := m[1] + m[2] + m[3]
		n++
		if _, ok := all.Explain(id); !ok {
			t.Errorf("%s printed by pcm_rma.c, not documented", id)
		}
	}
	if n < 2 {
		t.Errorf("only %d ids found in pcm_rma.c", n)
	}
}
