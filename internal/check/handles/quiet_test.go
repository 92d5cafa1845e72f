package handles

import (
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
)

// Functions whose MPI calls pass only valid constants and predefined handles are quiet (the
// value flow is not run for them); one constant that is wrong, an argument read from a local
// variable, or a handle the function creates makes the flow run.
const quietOrNot = `#include <mpi.h>
void constants(double *x) {
  MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Bcast(x, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
}
void negativeCount(double *x) {
  MPI_Bcast(x, -1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
}
void countFromLocal(double *x, int n) {
  int k = n;
  MPI_Bcast(x, k, MPI_DOUBLE, 0, MPI_COMM_WORLD);
}
void createsHandle(void) {
  MPI_Comm c;
  MPI_Comm_dup(MPI_COMM_WORLD, &c);
  MPI_Barrier(c);
}
`

func TestQuietFunctionsSkipTheFlow(t *testing.T) {
	p := irtest.Program(t, "clang", "quiet.c", quietOrNot)
	want := map[string]bool{"constants": true, "negativeCount": false, "countFromLocal": false, "createsHandle": false}
	seen := 0
	for _, f := range p.Funcs {
		w, ok := want[f.IR.Name]
		if !ok {
			continue
		}
		seen++
		if got := quiet(f, 0, nil); got != w {
			t.Errorf("quiet(%s) = %v, want %v", f.IR.Name, got, w)
		}
	}
	if seen != len(want) {
		t.Fatalf("found %d of the %d functions", seen, len(want))
	}
}
