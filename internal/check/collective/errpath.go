package collective

import "github.com/parcoach/parcoach/internal/model"

// withoutErrorBranches drops from conds the blocks whose branch tests an MPI error code
// (model.Function.FailedMPISucc): in a run without MPI errors the failure edge is never taken,
// so such a conditional does not make processes disagree on the collectives, as the paths that
// end the job leave the PDF+ (MPI-CorrBench correct/rma/contig_displ).
func withoutErrorBranches(f *model.Function, conds []int) []int {
	out := conds[:0:0]
	for _, c := range conds {
		if !f.ErrorBranch(c) {
			out = append(out, c)
		}
	}
	return out
}
