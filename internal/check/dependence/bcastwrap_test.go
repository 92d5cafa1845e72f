package dependence

import (
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/model"
)

const rankHelpersSrc = `#include <mpi.h>
#include <stdio.h>
static int myRank, otherRank, tracedRank;
int getMyRank(void) { return myRank; }
int getOtherRank(void) { return otherRank; }
int getTracedRank(void) { return tracedRank; }
void reset(void) { otherRank = 0; }
void bcastParallel(void *buf, int count, int root) { MPI_Bcast(buf, count, MPI_BYTE, root, MPI_COMM_WORLD); }
void bcastInts(int *buf, int n) { MPI_Bcast(buf, n, MPI_INT, 0, MPI_COMM_WORLD); }
void bcastLoud(void *buf, int count) { printf("bcast\n"); MPI_Bcast(buf, count, MPI_BYTE, 0, MPI_COMM_WORLD); }
void bcastHalf(void *buf, int count, MPI_Comm half) { MPI_Bcast(buf, count, MPI_BYTE, 0, half); }
int *where(void) { return &tracedRank; }
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &myRank);
  MPI_Comm_rank(MPI_COMM_WORLD, &otherRank);
  MPI_Comm_rank(MPI_COMM_WORLD, &tracedRank);
  MPI_Finalize();
  return 0;
}`

// The rank getters and broadcast helpers bcastcopy.go follows: a global only MPI_Comm_rank
// writes (not one something else stores to or takes the address of), and functions that do
// nothing but pass their parameters to one MPI_Bcast on MPI_COMM_WORLD.
func TestFindRankHelpers(t *testing.T) {
	p := irtest.Program(t, "clang", "t.c", rankHelpersSrc)
	h := findRankHelpers(p)
	byName := func(name string) *model.Function {
		f := p.Lookup(name)
		if f == nil {
			t.Fatalf("no function %s", name)
		}
		return f
	}
	for name, want := range map[string]bool{"getMyRank": true, "getOtherRank": false, "getTracedRank": false} {
		if got := h.getters[byName(name)]; got != want {
			t.Errorf("%s is a rank getter: %v, want %v", name, got, want)
		}
	}
	b, ok := h.bcasts[byName("bcastParallel")]
	if !ok || b.buf != 0 || b.count != 1 || b.root != 2 || b.size != 1 {
		t.Errorf("bcastParallel: %+v %v, want buffer 0, count 1, root 2, 1-byte elements", b, ok)
	}
	b, ok = h.bcasts[byName("bcastInts")]
	if !ok || b.buf != 0 || b.count != 1 || b.root != -1 || b.rootConst != 0 || b.size != 4 {
		t.Errorf("bcastInts: %+v %v, want buffer 0, count 1, root 0, 4-byte elements", b, ok)
	}
	for _, name := range []string{"bcastLoud", "bcastHalf"} {
		if _, ok := h.bcasts[byName(name)]; ok {
			t.Errorf("%s taken as a broadcast helper", name)
		}
	}
}
