package monitor

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/parcoach/parcoach/internal/mpi"
)

// The MPI-RMA part of the monitor (issue 17, c/pcm_rma.c, included by pcm_core.c): the
// wrappers of the window constructors, one-sided operations, window synchronisations, the
// synchronising collectives and the point-to-point calls tell it what happens; it records the
// byte ranges each operation touches at the origin and at the target and compares them at the
// window's collective synchronisations.

//go:embed c/pcm_rma.c
var rmaSource string

// rmaOps maps a one-sided operation (by its registry name) to its kind in pcm_rma.c.
var rmaOps = map[string]string{
	"MPI_Put": "PCM_RMA_PUT", "MPI_Rput": "PCM_RMA_PUT",
	"MPI_Get": "PCM_RMA_GET", "MPI_Rget": "PCM_RMA_GET",
	"MPI_Accumulate": "PCM_RMA_ACC", "MPI_Raccumulate": "PCM_RMA_ACC",
	"MPI_Get_accumulate": "PCM_RMA_GACC", "MPI_Rget_accumulate": "PCM_RMA_GACC",
	"MPI_Fetch_and_op": "PCM_RMA_FOP", "MPI_Compare_and_swap": "PCM_RMA_CAS",
}

// rmaSyncs maps a window synchronisation to its kind in pcm_rma.c.
var rmaSyncs = map[string]string{
	"MPI_Win_fence": "PCM_S_FENCE", "MPI_Win_lock": "PCM_S_LOCK", "MPI_Win_unlock": "PCM_S_UNLOCK",
	"MPI_Win_lock_all": "PCM_S_LOCK_ALL", "MPI_Win_unlock_all": "PCM_S_UNLOCK_ALL",
	"MPI_Win_flush": "PCM_S_FLUSH", "MPI_Win_flush_all": "PCM_S_FLUSH_ALL",
	"MPI_Win_flush_local": "PCM_S_FLUSH_LOCAL", "MPI_Win_flush_local_all": "PCM_S_FLUSH_LOCAL_ALL",
	"MPI_Win_start": "PCM_S_START", "MPI_Win_complete": "PCM_S_COMPLETE",
	"MPI_Win_post": "PCM_S_POST", "MPI_Win_wait": "PCM_S_WAIT", "MPI_Win_test": "PCM_S_WAIT",
}

// rmaColls are the blocking collectives that synchronise every process of their communicator
// (each process's part needs every other's): they start a new phase of the windows.
var rmaColls = map[string]bool{
	"MPI_Barrier": true, "MPI_Allreduce": true, "MPI_Allgather": true, "MPI_Allgatherv": true,
	"MPI_Alltoall": true, "MPI_Alltoallv": true, "MPI_Alltoallw": true,
}

// rmaHooks returns the statements of the RMA part before the call and after a successful one.
func (w *wrapper) rmaHooks() (pre, post []string) {
	f := w.f
	name := f.Name
	arg := func(param string) string {
		i := w.paramIndex(param)
		if i < 0 || i >= len(w.p.Params) {
			return ""
		}
		return fmt.Sprintf("p%d", i)
	}
	num := func(param string) string {
		if v, ok := w.integer(w.paramIndex(param)); ok {
			return "(long long)" + v
		}
		return ""
	}
	typ := func(param string) string {
		if v, ok := w.byValue(w.paramIndex(param), "MPI_Datatype"); ok {
			return v
		}
		return ""
	}
	win, hasWin := w.byValue(w.paramIndex("win"), "MPI_Win")
	all := func(xs ...string) bool {
		for _, x := range xs {
			if x == "" {
				return false
			}
		}
		return true
	}
	if kind, ok := rmaOps[f.Base]; ok && hasWin {
		var oa, oc, ot, ra, rc, rt, tr, td, tc, tt, op, req string
		tr, td = num("target_rank"), num("target_disp")
		switch f.Base {
		case "MPI_Fetch_and_op", "MPI_Compare_and_swap":
			oa, ra, ot, rt, tt = arg("origin_addr"), arg("result_addr"), typ("datatype"), typ("datatype"), typ("datatype")
			oc, rc, tc = "1LL", "1LL", "1LL"
		default:
			oa, oc, ot = arg("origin_addr"), num("origin_count"), typ("origin_datatype")
			tc, tt = num("target_count"), typ("target_datatype")
			ra, rc, rt = "NULL", "0LL", "MPI_DATATYPE_NULL"
			if f.Base == "MPI_Get_accumulate" || f.Base == "MPI_Rget_accumulate" {
				ra, rc, rt = arg("result_addr"), num("result_count"), typ("result_datatype")
			}
		}
		op = "MPI_OP_NULL"
		if o, ok := w.byValue(w.paramIndex("op"), "MPI_Op"); ok {
			op = o
		}
		req = "NULL"
		if r, ok := w.outHandle(w.paramIndex("request"), "MPI_Request"); ok {
			req = r
		}
		if t, ok := w.integer(w.paramIndex("target_rank")); ok {
			pre = append(pre, fmt.Sprintf("pcm_rma_op_pre(%s, %s);", win, t))
		}
		if all(oa, oc, ot, ra, rc, rt, tr, td, tc, tt) {
			post = append(post, fmt.Sprintf("pcm_rma_op(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s);",
				kind, win, oa, oc, ot, ra, rc, rt, tr, td, tc, tt, op, req))
		}
		return
	}
	if kind, ok := rmaSyncs[name]; ok && hasWin {
		rank := "-1"
		if r, ok := w.integer(w.paramIndex("rank")); ok {
			rank = r
		}
		a := "0"
		if v, ok := w.integer(w.paramIndex("lock_type")); ok {
			a = v
		} else if v, ok := w.integer(w.paramIndex("assert")); ok && name == "MPI_Win_fence" {
			a = v // its assertions, checked (MPI 4.0 §12.5.5)
		}
		grp := "MPI_GROUP_NULL"
		if g, ok := w.byValue(w.paramIndex("group"), "MPI_Group"); ok {
			grp = g
		}
		stmt := fmt.Sprintf("pcm_rma_sync(%s, %s, %s, %s, %s);", kind, win, rank, a, grp)
		switch name {
		case "MPI_Win_fence":
			pre = append(pre, stmt) // the records are compared before the fence completes them
		case "MPI_Win_test":
			if fl := arg("flag"); fl != "" {
				post = append(post, fmt.Sprintf("if (%s && *%s) %s", fl, fl, stmt))
			}
		default:
			post = append(post, stmt)
		}
		return
	}
	switch f.Sub {
	case mpi.WinConstructor:
		nw, ok := w.outHandle(w.paramIndex("win"), "MPI_Win")
		comm, okc := w.byValue(w.paramIndex("comm"), "MPI_Comm")
		if !ok || !okc {
			return
		}
		switch name {
		case "MPI_Win_create":
			if all(arg("base"), num("size"), arg("disp_unit")) {
				post = append(post, fmt.Sprintf("pcm_rma_win_new(*%s, %s, %s, %s, %s, 0);", nw, arg("base"), num("size"), arg("disp_unit"), comm))
			}
		case "MPI_Win_allocate", "MPI_Win_allocate_shared":
			if all(arg("baseptr"), num("size"), arg("disp_unit")) {
				post = append(post, fmt.Sprintf("pcm_rma_win_new(*%s, *(void **)%s, %s, %s, %s, 0);", nw, arg("baseptr"), num("size"), arg("disp_unit"), comm))
			}
		case "MPI_Win_create_dynamic":
			post = append(post, fmt.Sprintf("pcm_rma_win_new(*%s, NULL, 0, 1, %s, 1);", nw, comm))
		}
		return
	case mpi.WinDestructor:
		if v, ok := w.outHandle(w.paramIndex("win"), "MPI_Win"); ok {
			pre = append(pre, fmt.Sprintf("pcm_rma_win_free(%s);", v))
		}
		return
	}
	comm, hasComm := w.byValue(w.paramIndex("comm"), "MPI_Comm")
	if !hasComm {
		return
	}
	if rmaColls[name] && f.Kind == mpi.Collective {
		post = append(post, fmt.Sprintf("pcm_rma_coll(%s);", comm))
		return
	}
	if f.Kind != mpi.PointToPoint && f.Kind != mpi.NonblockingP2P {
		return
	}
	// Messages: a send counts when it is issued, a blocking receive when it returns.
	lname := strings.ToLower(name)
	if d, ok := w.integer(w.paramIndex("dest")); ok && (!strings.Contains(lname, "recv") || name == "MPI_Sendrecv") {
		if d != "" {
			post = append(post, fmt.Sprintf("pcm_rma_p2p(%s, 0, %s);", d, comm))
		}
	}
	if f.Kind == mpi.PointToPoint && strings.HasSuffix(lname, "recv") || name == "MPI_Sendrecv_replace" {
		src, ok := w.integer(w.paramIndex("source"))
		st := arg("status")
		if ok && st != "" {
			post = append(post, fmt.Sprintf("pcm_rma_p2p(%s != MPI_STATUS_IGNORE ? %s->MPI_SOURCE : %s, 1, %s);", st, st, src, comm))
		}
	}
	return
}
