package collective

import "github.com/parcoach/parcoach/internal/model"

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
	n := e.ConstantTeamSize()
	if n <= 1 || n > maxTeam || n*len(s.Seq) > maxSeq {
		return 1
	}
	return n
}
