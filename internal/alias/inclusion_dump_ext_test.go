package alias_test

import (
	"os"
	"testing"

	"github.com/parcoach/parcoach/internal/alias"
)

// TestInclusionDumpDir writes the inclusion solution (DumpSolution) of the program made of
// the .ll files of $INCLUSION_BENCH_DIR to the file $INCLUSION_DUMP, to compare two versions
// of the solver on real programs (issue 18), e.g.
//
//	INCLUSION_BENCH_DIR=/work/ir-apps/AMG INCLUSION_DUMP=/tmp/amg.txt go test -run InclusionDumpDir ./internal/alias/
func TestInclusionDumpDir(t *testing.T) {
	dir, out := os.Getenv("INCLUSION_BENCH_DIR"), os.Getenv("INCLUSION_DUMP")
	if dir == "" || out == "" {
		t.Skip("set INCLUSION_BENCH_DIR=folder of .ll files and INCLUSION_DUMP=output file")
	}
	s := alias.BuildInclusion(programOfDir(t, dir), alias.CurrentLibrary())
	fd, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer fd.Close()
	if err := s.DumpSolution(fd); err != nil {
		t.Fatal(err)
	}
}
