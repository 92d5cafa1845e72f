package tests

// Runtime tests of the hybrid MPI+OpenMP check (issue 8, seed 000 §2.1.2 and §4.1.3,
// Algorithms 10-11 and 20-21): programs of tests/corpus/hybrid built with
// `parcoach cc --instrument mpicc -fopenmp` and run with 2 processes of 2 threads. A buggy
// program must stop with a DYNAMIC-CHECK line naming the call instead of running into
// undefined behaviour; a correct program, instrumented, must print the same output and exit
// with the same status as built plainly.
//
// The buggy programs are chosen so that the bug happens on every run: every thread of a team
// of 2 calls MPI_Allreduce, and the master thread calls MPI_Barrier in an active parallel
// region under MPI_THREAD_SINGLE. A single region under MPI_THREAD_FUNNELED
// (table2_3_coll_funneled_bug.c) is not used: the main thread may run the single, and then the
// run is correct.

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// hybridOneThreadOK is correct at run time but reported statically (a collective at team
// level, MPI_THREAD_SINGLE in a parallel region): its teams have one thread, so the checks
// inserted before the calls must let it run unchanged.
const hybridOneThreadOK = `#include <mpi.h>
#include <omp.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank;
  double v = 1.0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel num_threads(1)
  {
    MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }
  printf("%d: %g\n", rank, v);
  MPI_Finalize();
  return 0;
}
`

func TestRuntimeHybrid(t *testing.T) {
	requireMPI(t)
	env := append(runtimeEnv(t.TempDir()), "OMP_NUM_THREADS=2")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "one_thread_ok.c"), []byte(hybridOneThreadOK), 0o644); err != nil {
		t.Fatal(err)
	}
	corpus := filepath.Join("corpus", "hybrid")
	progs := []struct {
		file string
		bug  bool
		want []string // in the DYNAMIC-CHECK line
	}{
		{"fig2_1_ex1_allreduce_in_parallel_bug.c", true,
			[]string{"MPI_Allreduce (fig2_1_ex1_allreduce_in_parallel_bug.c:14)", "of a team of 2", "every thread of the team", "see fig2_1_ex1_allreduce_in_parallel_bug.c:12"}},
		{"table2_3_coll_single_bug.c", true,
			[]string{"MPI_Barrier (table2_3_coll_single_bug.c:23)", "thread 0 of a team of 2", "MPI_THREAD_SINGLE allows no MPI call"}},
		{"one_thread_ok.c", false, nil},
		{"funneled_master_bcast_ok.c", false, nil},
		{"funneled_thread0_allreduce_ok.c", false, nil},
	}
	for _, p := range progs {
		if p.file == "one_thread_ok.c" {
			continue
		}
		data, err := os.ReadFile(filepath.Join(corpus, p.file))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, p.file), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range progs {
		t.Run(strings.TrimSuffix(p.file, ".c"), func(t *testing.T) {
			base := strings.TrimSuffix(p.file, ".c")
			build(t, env, dir, "mpicc", "-fopenmp", "-g", "-O1", p.file, "-o", base+".plain")
			build(t, env, dir, parcoachBin, "cc", "--quiet", "--instrument", "mpicc", "-fopenmp", "-g", "-O1", p.file, "-o", base+".inst")
			got := mpirun(t, env, dir, 2, "./"+base+".inst")
			if got.timedOut {
				t.Fatalf("instrumented %s did not finish within %v\n%s", p.file, runTimeout, got.stderr)
			}
			msg := dynRE.FindString(got.stdout + got.stderr)
			if p.bug {
				if got.code == 0 || msg == "" {
					t.Fatalf("want a DYNAMIC-CHECK and a failure, got exit %d\n%s%s", got.code, got.stdout, got.stderr)
				}
				for _, w := range p.want {
					if !strings.Contains(msg, w) {
						t.Errorf("the message does not name %q:\n%s", w, msg)
					}
				}
				return
			}
			if p.file == "one_thread_ok.c" {
				if data, err := os.ReadFile(filepath.Join(dir, base+".inst")); err != nil || !bytes.Contains(data, []byte("parcoach_rt_hybrid_check")) {
					t.Errorf("%s was not instrumented (%v)", p.file, err)
				}
			}
			ref := mpirun(t, env, dir, 2, "./"+base+".plain")
			if msg != "" || got.code != ref.code || sortedLines(got.stdout) != sortedLines(ref.stdout) {
				t.Errorf("instrumented run differs: plain exit %d %q, instrumented exit %d %q\n%s", ref.code, ref.stdout, got.code, got.stdout, got.stderr)
			}
		})
	}
}
