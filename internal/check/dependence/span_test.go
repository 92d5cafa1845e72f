package dependence

import "testing"

// Which constructors make communicators of some processes only: their collectives' outputs
// are the same on those processes, not everywhere.
func TestSubgroupCtor(t *testing.T) {
	for name, want := range map[string]bool{
		"MPI_Comm_split": true, "mpi_comm_split_": true, "MPI_Comm_create_group": true, "MPI_Cart_sub": true,
		"MPI_Comm_dup": false, "MPI_Comm_idup": false, "MPI_Barrier": false, "printf": false,
	} {
		if got := subgroupCtor(name); got != want {
			t.Errorf("subgroupCtor(%q) = %v, want %v", name, got, want)
		}
	}
}
