package rma

// errorEdge reports whether the edge b -> s is taken only when an MPI call returned an error
// code: `if (err != MPI_SUCCESS) goto fail;` where err is the result of an MPI call, or a
// variable only MPI call results and MPI_SUCCESS (0) are stored into. With the default error
// handler such an edge is never taken; with MPI_ERRORS_RETURN it is an error path, where the
// program gives up (MPI-CorrBench correct/rma/contig_displ: a `goto err_return` between
// MPI_Win_lock and MPI_Win_unlock). The dataflow does not follow it. (model.Function.FailedMPISucc,
// shared with handles and collective.)
func (x *fn) errorEdge(b, s int) bool {
	t, ok := x.errSucc[b]
	return ok && t == s
}

// errorEdges finds, per block, the successor its branch takes only when an MPI call failed.
func (x *fn) errorEdges() map[int]int {
	var out map[int]int
	for b := range x.f.Blocks {
		if s, ok := x.f.FailedMPISucc(b); ok {
			if out == nil {
				out = map[int]int{}
			}
			out[b] = s
		}
	}
	return out
}
