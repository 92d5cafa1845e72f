package dependence

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// A collective makes its output the same on the processes of its communicator, not on every
// process. `MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half); MPI_Bcast(&n, 1,
// MPI_INT, 0, half);` leaves n the same within each half and different between them: a loop
// of MPI_Barrier(MPI_COMM_WORLD) bounded by n then runs a different number of times on the
// two halves. A solve asks "the same on every process" (the processes' domain) or "the same on
// the processes of communicator c" (Result.among); the uniform outputs of a collective count
// as such only when its communicator holds every process of the solve's domain. The kill
// points and broadcast facts of bcastkill.go and bcastcopy.go are prepared once for all
// domains: each records the subgroup communicator its collectives were on, and counts only in
// that communicator's domain.

// subgroupCtor reports whether an MPI function makes a communicator that may hold some of the
// processes of its parent only (a split, a group's, a Cartesian or graph topology that may
// leave processes out, an intercommunicator).
func subgroupCtor(name string) bool {
	mf, _, ok := mpi.Lookup(name)
	if !ok {
		return false
	}
	switch mf.Name {
	case "MPI_Comm_split", "MPI_Comm_split_type", "MPI_Comm_create", "MPI_Comm_create_group",
		"MPI_Comm_create_from_group", "MPI_Cart_sub", "MPI_Cart_create", "MPI_Graph_create",
		"MPI_Dist_graph_create", "MPI_Dist_graph_create_adjacent", "MPI_Intercomm_create",
		"MPI_Intercomm_create_from_groups", "MPI_Intercomm_merge":
		return true
	}
	return false
}

// collectiveOutside reports whether in is a collective on a communicator that does not hold
// every process of the solve's domain.
func (s *solver) collectiveOutside(f *model.Function, in *llvmir.Inst) bool {
	return !s.holdsIn(subgroupOf(f, in))
}

// subgroupOf is the constructor of the communicator of collective in when that communicator
// holds some processes only (nil otherwise, and for anything but a collective).
func subgroupOf(f *model.Function, in *llvmir.Inst) *llvmir.Inst {
	e := f.EventOf(in)
	if e == nil || e.Kind != model.MPICall || e.MPI == nil {
		return nil
	}
	if !(e.MPI.Collective || e.MPI.Kind == mpi.NonblockingCollective || e.MPI.Kind == mpi.PersistentCollective) {
		return nil
	}
	c := e.Comm()
	if c.Kind != model.CommVar || c.Ctor == nil || !subgroupCtor(c.Ctor.CalledFunction()) {
		return nil
	}
	return c.Ctor
}

// holdsIn reports whether a fact established by collectives on the communicator made by
// comm (nil: one that holds every process) holds in the solve's domain.
func (s *solver) holdsIn(comm *llvmir.Inst) bool {
	return comm == nil || comm == s.domain
}
