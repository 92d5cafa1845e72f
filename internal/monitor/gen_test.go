package monitor

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/mpi"
)

// installedProtos preprocesses the installed mpi.h with mpicc, or skips (fails in CI).
func installedProtos(t *testing.T) map[string]*Proto {
	t.Helper()
	if _, err := exec.LookPath("mpicc"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("mpicc not found (CI=true: mpich must be installed)")
		}
		t.Skip("mpicc not found: install mpich (libmpich-dev) to generate the wrappers from its mpi.h")
	}
	src := filepath.Join(t.TempDir(), "h.c")
	os.WriteFile(src, []byte("#include <mpi.h>\n"), 0o644)
	out, err := exec.Command("mpicc", "-E", src).Output()
	if err != nil {
		t.Fatalf("mpicc -E: %v", err)
	}
	return ParseProtos(string(out))
}

// TestEveryRegistryFunctionIsWrapped: every function of the registry that the installed
// mpi.h declares, and its large-count variant, gets a wrapper with the header's prototype.
func TestEveryRegistryFunctionIsWrapped(t *testing.T) {
	protos := installedProtos(t)
	src, names := Generate(protos)
	wrapped := map[string]bool{}
	for _, n := range names {
		wrapped[n] = true
	}
	declared := 0
	for _, f := range mpi.All() {
		for _, n := range []string{f.Name, f.Name + "_c"} {
			if n != f.Name && !f.LargeCount {
				continue
			}
			if protos[n] == nil {
				continue
			}
			declared++
			if !wrapped[n] {
				t.Errorf("%s: declared by mpi.h, not wrapped", n)
			}
			if !strings.Contains(src, " "+n+"(") || !strings.Contains(src, "P"+n+"(") {
				t.Errorf("%s: no definition calling P%s", n, n)
			}
		}
	}
	if declared < 400 {
		t.Errorf("only %d registry functions found in mpi.h", declared)
	}
	if len(names) != declared {
		t.Errorf("%d wrappers for %d declared registry functions", len(names), declared)
	}
}

// body returns the generated definition of one function.
func body(t *testing.T, src, name string) string {
	t.Helper()
	i := strings.Index(src, " "+name+"(")
	if i < 0 {
		t.Fatalf("%s not generated", name)
	}
	j := strings.Index(src[i:], "\n}\n")
	return src[i : i+j]
}

func TestGeneratedChecks(t *testing.T) {
	src, _ := Generate(installedProtos(t))
	for _, c := range []struct {
		fn   string
		want []string
		not  []string
	}{
		{"MPI_Send", []string{`pcm_chk_comm(p5, "comm")`, `pcm_chk_count((long long)p1, "count")`, `pcm_chk_type(p2, "datatype", 1)`,
			`pcm_chk_rank_if(pcm_okc, p5, p3, "dest", PCM_DEST)`, `pcm_chk_tag(p4, "tag", 0)`, "pcm_block_begin(p3, p4, p5)"}, nil},
		{"MPI_Irecv", []string{`pcm_chk_rank_if(pcm_okc, p5, p3, "source", PCM_SRC)`, `pcm_chk_tag(p4, "tag", 1)`, "pcm_req_before_new(p6)", "pcm_req_new_recv(p6, 0, p3, p5, (long long)p1, p2, p4)"}, []string{"pcm_block_begin"}},
		{"MPI_Sendrecv", []string{`pcm_chk_tag(p4, "sendtag", 0)`, `pcm_chk_tag(p9, "recvtag", 1)`}, nil},
		{"MPI_Gather", []string{`if (!(pcm_inter || !pcm_atroot)) pcm_chk_type(p5, "recvtype", 1)`, `p0 == MPI_IN_PLACE`, `PCM_ROOT`}, nil},
		{"MPI_Bcast_init", []string{"PCM_REQ_PERSISTENT|PCM_REQ_COLL"}, nil},
		{"MPI_Type_contiguous", []string{"pcm_obj_new(PCM_TYPE, PCM_H(*p2)"}, []string{"pcm_chk_type"}},
		{"MPI_Comm_free", []string{"pcm_obj_free(PCM_COMM"}, nil},
		// deadlock detection: blocking calls through their nonblocking counterparts
		{"MPI_Recv", []string{"pcm_wait_t pcm_w = {PCM_W_RECV, p3, 0, p4, p5}", "PMPI_Irecv(p0, p1, p2, p3, p4, p5, &pcm_r)",
			"pcm_dl_wait(&pcm_r, p6, &pcm_w)", "else pcm_rc = PMPI_Recv(p0, p1, p2, p3, p4, p5, p6)"}, nil},
		{"MPI_Sendrecv", []string{"if (pcm_dl) pcm_rc = pcm_dl_sendrecv(p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11);"}, []string{"PMPI_Isendrecv("}},
		{"MPI_Sendrecv_replace", nil, []string{"PMPI_Isendrecv_replace(", "pcm_dl_wait"}},
		{"MPI_Bcast", []string{"{PCM_W_COLL, 0, 0, 0, p4}", "PMPI_Ibcast(p0, p1, p2, p3, p4, &pcm_r)"}, nil},
		{"MPI_Bcast_c", []string{"PMPI_Ibcast_c(p0, p1, p2, p3, p4, &pcm_r)"}, nil},
		{"MPI_Waitall", []string{"pcm_dl_waitall(p0, p1, p2)"}, nil},
		// constructors are not run through the progress loop; their communicator gets its private
		// duplicate for the global collective checks
		{"MPI_Comm_split", []string{"if (pcm_dl) pcm_comm_created(*p3);"}, []string{"pcm_dl_wait", "pcm_sig_t"}},
		{"MPI_Comm_free", []string{"if (pcm_dl) pcm_comm_freeing(p0);"}, nil},
		// collective signatures: function, root, op, counts, types, significant sides
		{"MPI_Gather", []string{", p6, MPI_OP_NULL, (long long)p1, (long long)p4, p2, p5, p0 != MPI_IN_PLACE, pcm_atroot};",
			"if (pcm_dl && pcm_okc) pcm_coll_sig_check(p7, &pcm_sig);"}, nil},
		{"MPI_Gatherv", []string{", p7, MPI_OP_NULL, -1, -1, p2, p6, p0 != MPI_IN_PLACE, pcm_atroot};"}, nil},
		{"MPI_Allreduce", []string{", -1, p4, (long long)p2, -1, p3, MPI_DATATYPE_NULL, 1, 0};"}, nil},
		{"MPI_Ibcast", []string{", p3, MPI_OP_NULL, (long long)p1, -1, p2, MPI_DATATYPE_NULL, 1, 0};", "if (pcm_dl) pcm_nbc_start(p4, &pcm_sig, *p5);"},
			[]string{"pcm_coll_sig_check"}},
		{"MPI_Wait", []string{"if (pcm_nbc_n) pcm_nbc_wait_for(p0, 1);"}, nil},
		{"MPI_Waitall", []string{"if (pcm_nbc_n) pcm_nbc_wait_for(p1, p0);"}, nil},
		{"MPI_Test", []string{"if (pcm_nbc_n) pcm_nbc_poll();"}, []string{"pcm_nbc_wait_for"}},
		{"MPI_Waitany", []string{"if (pcm_nbc_n) pcm_nbc_poll();"}, []string{"pcm_nbc_wait_for"}},
		// MPI_IN_PLACE, overlapping buffers, persistent requests waited for unstarted
		{"MPI_Send", []string{`if (p0 == MPI_IN_PLACE) pcm_bad_in_place("buf",`}, nil},
		{"MPI_Gather", []string{`if (!pcm_inter && p0 == MPI_IN_PLACE && (1) && !(pcm_atroot)) pcm_bad_in_place("sendbuf",`,
			`if (!pcm_inter && p3 == MPI_IN_PLACE && (pcm_atroot)) pcm_bad_in_place("recvbuf",`,
			"if (pcm_atroot) pcm_chk_overlap(p0, (long long)p1, p2, 0, p3, (long long)p4, p5, 1, p7);"}, nil},
		{"MPI_Allreduce", []string{`if (p0 == MPI_IN_PLACE && (1) && !(!pcm_is_inter(p5)))`, "pcm_chk_overlap(p0, (long long)p2, p3, 0, p1, (long long)p2, p3, 0, p5)"}, nil},
		{"MPI_Gatherv", nil, []string{"pcm_chk_overlap"}},
		{"MPI_Sendrecv", []string{"pcm_chk_overlap(p0, (long long)p1, p2, 0, p5, (long long)p6, p7, 0, p10)"}, nil},
		{"MPI_Wait", []string{"pcm_req_chk_started(p0, 1);"}, nil},
		{"MPI_Testall", []string{"pcm_req_chk_started(p1, p0);"}, nil},
		{"MPI_Waitsome", []string{"pcm_req_multi_done(pcm_before, p0, PCM_SOME, NULL, NULL, p2, p3)"}, nil},
		{"MPI_Testany", []string{"pcm_req_multi_done(pcm_before, p0, PCM_ANY, p3, p2, NULL, NULL)"}, nil},
		{"MPI_Win_lock", []string{`pcm_chk_rank_win(p3, p1, "rank")`}, nil},
		// MPI_NO_OP: the origin datatype of a Get_accumulate may be MPI_DATATYPE_NULL
		{"MPI_Get_accumulate", []string{`if (p10 != MPI_NO_OP) pcm_chk_type(p2, "origin_datatype", 1);`, `pcm_chk_type(p5, "result_datatype", 1);`}, nil},
		{"MPI_Init", []string{"pcm_before_init()", "pcm_after_init()"}, nil},
		// proven entries (issue 15): the argument checks without the request tracking
		{"parcoach_proven_MPI_Isend", []string{"if (__builtin_expect(pcm_proven_fast() && (p5 == MPI_COMM_WORLD && p1 >= 0", "return PMPI_Isend(p0, p1, p2, p3, p4, p5, p6);",
			"return pcm_proven_slow_MPI_Isend(p0, p1, p2, p3, p4, p5, p6);"}, nil},
		{"pcm_proven_slow_MPI_Isend", []string{"if (pcm_proven_full()) return MPI_Isend(", `pcm_chk_comm(p5, "comm")`, `pcm_chk_tag(p4, "tag", 0)`,
			`pcm_chk_rank_if(pcm_okc, p5, p3, "dest", PCM_DEST)`, "PMPI_Isend(p0, p1, p2, p3, p4, p5, p6)"}, []string{"pcm_req_", "pcm_shadow"}},
		{"pcm_proven_slow_MPI_Irecv", []string{`pcm_chk_rank_if(pcm_okc, p5, p3, "source", PCM_SRC)`, `pcm_chk_tag(p4, "tag", 1)`}, []string{"pcm_req_"}},
		{"pcm_proven_slow_MPI_Waitall", []string{`pcm_chk_count((long long)p0, "count")`, "PMPI_Waitall(p0, p1, p2)"},
			[]string{"pcm_req_", "pcm_before", "pcm_dl_waitall", "pcm_nbc"}},
		{"pcm_proven_slow_MPI_Wait", []string{"PMPI_Wait(p0, p1)"}, []string{"pcm_req_", "pcm_before", "pcm_dl_wait", "pcm_nbc"}},
		{"MPI_Send_c", []string{`pcm_chk_count((long long)p1, "count")`}, nil},
		// point-to-point type matching: shadows sent before the message, compared at completion
		{"MPI_Send", []string{"if (pcm_tm && pcm_okc) pcm_shadow_send((long long)p1, p2, p3, p4, p5);"}, nil},
		{"MPI_Recv", []string{"if (pcm_tm && (p3 < 0 || p4 < 0) && p6 == MPI_STATUS_IGNORE) p6 = &pcm_rst;",
			"if (pcm_tm && p3 != MPI_PROC_NULL) pcm_shadow_recv_from((long long)p1, p2, p5, p3, p4, p6);"}, []string{"pcm_shadow_send"}},
		{"MPI_Sendrecv", []string{"pcm_shadow_send((long long)p1, p2, p3, p4, p10)", "if (pcm_tm && (p8 < 0 || p9 < 0) && p11 == MPI_STATUS_IGNORE) p11 = &pcm_rst;", "pcm_shadow_recv_from((long long)p6, p7, p10, p8, p9, p11)"}, nil},
		{"MPI_Sendrecv_replace", []string{"pcm_shadow_send((long long)p1, p2, p3, p4, p7)", "pcm_shadow_recv_from((long long)p1, p2, p7, p5, p6, p8)",
			"if (pcm_dl) pcm_rc = pcm_dl_sendrecv_replace(p0, p1, p2, p3, p4, p5, p6, p7, p8);"}, nil},
		{"MPI_Irecv", []string{"pcm_req_new_recv(p6, 0, p3, p5, (long long)p1, p2, p4);"}, []string{"pcm_shadow_send", "pcm_shadow_recv", "pcm_req_sig"}},
		{"MPI_Recv_init", []string{"pcm_req_new_recv(p6, 0|PCM_REQ_PERSISTENT, p3, p5, (long long)p1, p2, p4);"}, []string{"pcm_req_sig"}},
		{"MPI_Send_init", []string{"if (pcm_tm) pcm_req_sig(p6, (long long)p1, p2, p4);"}, []string{"pcm_shadow_send"}},
		// a nonblocking send: the request's entry and the message's signature together, after the call (deferred in a record when they can be)
		{"MPI_Isend", []string{"pcm_req_new_send(p6, 0, p3, p5, (long long)p1, p2, p4, pcm_okc);"}, []string{"pcm_req_sig", "pcm_shadow_send", "pcm_req_new_p2p"}},
		{"MPI_Issend_c", []string{"pcm_req_new_send(p6, 0, p3, p5, (long long)p1, p2, p4, pcm_okc);"}, []string{"pcm_shadow_send", "pcm_req_new_p2p"}},
		{"MPI_Ibsend", []string{"pcm_req_new_send(p6, 0, p3, p5, (long long)p1, p2, p4, pcm_okc);"}, []string{"pcm_shadow_send", "pcm_req_new_p2p"}},
		{"MPI_Psend_init", nil, []string{"pcm_shadow_send", "pcm_req_sig"}},
		// matched probes: the probe records the message's communicator, MPI_Mrecv logs its receive on it
		{"MPI_Mprobe", []string{"if (pcm_tm) pcm_msg_probed(*p3, p2);"}, nil},
		{"MPI_Improbe", []string{"if (pcm_tm && *p3) pcm_msg_probed(*p4, p2);"}, nil},
		{"MPI_Mrecv", []string{"MPI_Comm pcm_mc = pcm_tm ? pcm_msg_comm(*p3) : MPI_COMM_NULL;",
			"if (pcm_mc != MPI_COMM_NULL) pcm_shadow_recv((long long)p1, p2, pcm_mc, p4);"}, []string{"pcm_tm_unsure = 1;"}},
		{"MPI_Imrecv", []string{"MPI_Comm pcm_mc = pcm_tm ? pcm_msg_comm(*p3) : MPI_COMM_NULL;",
			"if (pcm_mc != MPI_COMM_NULL) pcm_req_mrecv(p4, (long long)p1, p2, pcm_mc);"}, []string{"pcm_tm_unsure = 1;"}},
		{"MPI_Wait", []string{"if (pcm_tm && pcm_tm_needst() && p1 == MPI_STATUS_IGNORE) p1 = &pcm_st;", "if (pcm_tm && (1)) pcm_req_recvd(pcm_before, p1);"}, nil},
		{"MPI_Test", []string{"if (pcm_tm && (p1 && *p1)) pcm_req_recvd(pcm_before, p2);"}, nil},
		{"MPI_Waitall", []string{"if (pcm_tm && pcm_tm_needst() && p2 == MPI_STATUSES_IGNORE && p0 > 0)", "pcm_req_multi_recvd(pcm_before, p0, PCM_ALL, NULL, NULL, NULL, NULL, p2)", "free(pcm_stsa);"}, nil},
		{"MPI_Waitany", []string{"if (pcm_tm && pcm_tm_needst() && p3 == MPI_STATUS_IGNORE) p3 = &pcm_st;", "pcm_req_multi_recvd(pcm_before, p0, PCM_ANY, NULL, p2, NULL, NULL, p3)"}, nil},
		// MPI_Comm_idup: the duplicate's own idup, started right after the program's
		{"MPI_Comm_idup", []string{"if (pcm_dl) pcm_comm_idup_started(p0, p1, *p2);"}, nil},
		// the per-process counts of the blocking v and w collectives
		{"MPI_Gatherv", []string{"pcm_vcount_check(p8, PCM_V_GATHERV, p0, p3, (long long)p1, NULL, p2, NULL, (long long)0, p4, p6, NULL, p7);"}, nil},
		{"MPI_Alltoallw", []string{"pcm_vcount_check(p8, PCM_V_ALLTOALLW, p0, p4, (long long)0, p1, MPI_DATATYPE_NULL, p3, (long long)0, p5, MPI_DATATYPE_NULL, p7, -1);"}, nil},
		{"MPI_Reduce_scatter", []string{"PCM_V_REDSCAT"}, nil},
		{"MPI_Igatherv", nil, []string{"pcm_vcount_check"}},
		{"MPI_Gatherv_c", nil, []string{"pcm_vcount_check"}},
		// mpich's mpi_f08 initialisation and finalisation
		{"mpi_init_f08_", []string{`dlsym(RTLD_NEXT, "mpi_init_f08_")`, "pcm_before_init(); pcm_f08 = 1;", "pcm_after_init();"}, nil},
		{"mpi_finalize_f08_", []string{"pcm_before_finalize();", "pcm_after_finalize();"}, nil},
	} {
		b := body(t, src, c.fn)
		for _, w := range c.want {
			if !strings.Contains(b, w) {
				t.Errorf("%s: missing %q in\n%s", c.fn, w, b)
			}
		}
		for _, w := range c.not {
			if strings.Contains(b, w) {
				t.Errorf("%s: unexpected %q in\n%s", c.fn, w, b)
			}
		}
	}
}
