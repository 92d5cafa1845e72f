package collective

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Parallel regions of a constant team size.
//
// `#pragma omp parallel num_threads(N)` whose threads each make MPI_Barrier once (inside a
// critical region, say, so that the calls do not overlap) makes N barriers in every process:
// `if (rank == 0) { parallel num_threads(2) { critical Barrier } } else { Barrier; Barrier; }`
// agrees (MPI-CorrBench two_collectives_2). The fork call then stands for its region's
// summary repeated N times, when every thread surely makes each of its collectives once
// (Summary.PerThread: no single, master, worksharing, loop or other conditional decides them).
// Without a constant num_threads the team size (OMP_NUM_THREADS, dynamic adjustment) may
// differ between processes and the region counts once, as before. Whether the threads may
// make them concurrently is the hybrid check's question (mpi-collective-multithreaded).

// maxTeam bounds the team sizes unrolled this way.
const maxTeam = 16

// teamCalls is how many times the call e makes the sequence of summary s: N for the fork of
// a parallel region with a constant num_threads(N) whose summary is per thread, else 1.
func teamCalls(e *model.Event, s *Summary) int {
	if !e.Fork || !s.PerThread || len(s.Seq) == 0 {
		return 1
	}
	n := constantTeamSize(e)
	if n <= 1 || n > maxTeam || n*len(s.Seq) > maxSeq {
		return 1
	}
	return n
}

// constantTeamSize is N when the fork event is preceded by `__kmpc_push_num_threads(loc,
// gtid, N)` with N a constant, with no other fork in between: in its block, or in the straight
// line of blocks before it (flang pushes in the block before the fork's); else 0. (The hybrid
// check's serialized.go asks the same of the forks around a collective.)
func constantTeamSize(fork *model.Event) int {
	f := fork.Fn()
	b, end := fork.Block, fork.Index
	for steps := 0; steps < 8; steps++ {
		evs := b.Events
		for i := end - 1; i >= 0; i-- {
			e := evs[i]
			if e.StartsTeam() {
				return 0
			}
			if e.Kind == model.OMPCall && e.OMP.Kind == model.OMPPushNumThreads {
				n := e.Inst.Args
				if len(n) == 3 && n[2].Kind == llvmir.ValInt && n[2].Int > 0 {
					return int(n[2].Int)
				}
				return 0
			}
		}
		preds := f.CFG.Pred[b.Index]
		if len(preds) != 1 || len(f.CFG.Succ[preds[0]]) != 1 {
			return 0
		}
		b = f.Blocks[preds[0]]
		end = len(b.Events)
	}
	return 0
}
