package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRuntimeStdFunction builds the std::function twins of tests/corpus/commorder through
// `parcoach cc --instrument mpicxx` (issue 16): the static pass now sees the reduction behind
// the std::function, so the instrumented buggy program stops before the hang, naming it, and
// the correct one runs to the end unchanged.
func TestRuntimeStdFunction(t *testing.T) {
	requireMPI(t)
	requireTool(t, "mpicxx")
	requireTool(t, "clang++")
	env := runtimeEnv(t.TempDir())
	dir := t.TempDir()
	for _, name := range []string{"cxx_std_function_rank_bug.cpp", "cxx_std_function_rank_ok.cpp"} {
		src, err := os.ReadFile(filepath.Join("corpus", "commorder", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	build(t, env, dir, parcoachBin, "cc", "--quiet", "--instrument", "mpicxx", "cxx_std_function_rank_bug.cpp", "-o", "bug")
	build(t, env, dir, parcoachBin, "cc", "--quiet", "--instrument", "mpicxx", "cxx_std_function_rank_ok.cpp", "-o", "ok")
	bug := mpirun(t, env, dir, 2, "./bug")
	msg := dynRE.FindString(bug.stderr)
	if bug.code == 0 || !strings.Contains(msg, "MPI_Allreduce (cxx_std_function_rank_bug.cpp:11") {
		t.Errorf("want a DYNAMIC-CHECK naming MPI_Allreduce (cxx_std_function_rank_bug.cpp:11), got exit %d\n%s", bug.code, bug.stderr)
	}
	ok := mpirun(t, env, dir, 2, "./ok")
	if ok.code != 0 || dynRE.MatchString(ok.stderr) {
		t.Errorf("the correct program was stopped: exit %d\n%s", ok.code, ok.stderr)
	}
}
