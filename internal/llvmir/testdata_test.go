package llvmir

import (
	"path/filepath"
	"testing"
)

// TestTestdata parses every committed compiler output with zero problems and
// checks a few facts in each.
func TestTestdata(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.ll"))
	if err != nil || len(files) < 11 {
		t.Fatalf("testdata: %v %v", files, err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			m := parseFile(t, file)
			if len(m.Funcs) == 0 {
				t.Fatal("no functions")
			}
			for _, f := range m.Funcs {
				if f.Decl != (len(f.Blocks) == 0) {
					t.Errorf("@%s: Decl %v with %d blocks", f.Name, f.Decl, len(f.Blocks))
				}
				for _, b := range f.Blocks {
					if len(b.Insts) == 0 || !b.Insts[len(b.Insts)-1].IsTerminator() {
						t.Errorf("@%s block %s does not end with a terminator", f.Name, b.Name)
					}
					for _, in := range b.Insts {
						if in.Op == "phi" && len(in.PhiBlocks) != len(in.Operands) {
							t.Errorf("@%s: phi blocks not parallel", f.Name)
						}
						if (in.Op == "call" || in.Op == "invoke") && in.Callee == nil {
							t.Errorf("@%s: call without callee: %s", f.Name, text(m, in.Span))
						}
					}
				}
			}
		})
	}
}

func TestTestdataFacts(t *testing.T) {
	for _, file := range []string{"eh14.ll", "eh16.ll"} {
		m := parseFile(t, filepath.Join("testdata", file))
		bar := findCall(m, "MPI_Barrier")
		if bar == nil || bar.Op != "invoke" || len(bar.Succs) != 2 {
			t.Fatalf("%s: MPI_Barrier invoke = %+v", file, bar)
		}
		if l := m.Location(int(bar.Dbg)); l.Line != 12 || l.Func != "calls" || l.LinkageName != "_Z5callsP4Basei" || l.File != "eh.cpp" {
			t.Errorf("%s: MPI_Barrier location %+v", file, l)
		}
		ab := findCall(m, "MPI_Abort")
		if ab == nil || ab.Op != "invoke" {
			t.Errorf("%s: MPI_Abort = %+v", file, ab)
		}
		if len(m.Aliases) != 1 || m.Aliases[0].Name != "f" || m.Aliases[0].Target.Name != "g" {
			t.Errorf("%s: aliases %+v", file, m.Aliases)
		}
		if op(m, "_Z5callsP4Basei", "landingpad") == nil || op(m, "_Z5callsP4Basei", "cmpxchg") == nil {
			t.Errorf("%s: EH/atomics missing", file)
		}
	}
	for _, file := range []string{"misc14.ll", "misc16.ll"} {
		m := parseFile(t, filepath.Join("testdata", file))
		if in := op(m, "asmgoto", "callbr"); in == nil || len(in.Succs) != 2 {
			t.Errorf("%s: callbr %+v", file, in)
		}
		if in := op(m, "jump", "indirectbr"); in == nil || len(in.Succs) != 2 {
			t.Errorf("%s: indirectbr %+v", file, in)
		}
		ar := findCall(m, "MPI_Allreduce")
		if ar == nil || ar.Args[0].Expr() != "inttoptr" || ar.Args[0].Elems()[0].Int != -1 || m.Location(int(ar.Dbg)).Line != 13 {
			t.Errorf("%s: MPI_Allreduce %+v", file, ar)
		}
	}
	for _, file := range []string{"omp14.ll", "omp16.ll"} {
		m := parseFile(t, filepath.Join("testdata", file))
		forks := 0
		for _, f := range m.Funcs {
			for _, b := range f.Blocks {
				for _, in := range b.Insts {
					if in.CalledFunction() == "__kmpc_fork_call" {
						forks++
						micro := in.Args[2].Base()
						if micro.Kind != ValGlobal || m.Func(micro.Name) == nil {
							t.Errorf("%s: microtask %+v", file, micro)
						}
					}
				}
			}
		}
		if forks != 2 {
			t.Errorf("%s: %d fork calls", file, forks)
		}
		bar := findCall(m, "MPI_Barrier")
		if l := m.Location(int(bar.Dbg)); l.Line != 10 || l.Func == "omp" {
			t.Errorf("%s: barrier location %+v", file, l)
		}
	}
	m := parseFile(t, filepath.Join("testdata", "ff16.ll"))
	if f := m.Func("_QMmmPsub"); f == nil || DemangleFortran(f.Name) != "mm::sub" || m.FuncLocation(f).Func != "mm::sub" {
		t.Errorf("ff16: module procedure")
	}
	if findCall(m, "mpi_allreduce_") == nil || findCall(m, "__kmpc_reduce") == nil {
		t.Errorf("ff16: calls missing")
	}
}
