package llvmir

import (
	"os"
	"path/filepath"
	"testing"
)

func parseFile(t *testing.T, path string) *Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Parse(filepath.Base(path), src)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	for _, p := range m.Problems {
		t.Errorf("%s:%s", path, p)
	}
	return m
}

// findCall returns the first call or invoke of callee in m.
func findCall(m *Module, callee string) *Inst {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.CalledFunction() == callee {
					return in
				}
			}
		}
	}
	return nil
}

func TestSamplesClang(t *testing.T) {
	for _, file := range []string{"a14.ll", "a16.ll"} {
		t.Run(file, func(t *testing.T) {
			m := parseFile(t, filepath.Join("testdata", file))
			if m.SourceFilename != "a.c" {
				t.Errorf("SourceFilename = %q", m.SourceFilename)
			}
			bar := findCall(m, "MPI_Barrier")
			if bar == nil {
				t.Fatal("no call to MPI_Barrier")
			}
			loc := m.Location(int(bar.Dbg))
			if !loc.Known || loc.Line != 6 || loc.Col != 5 || loc.File != "a.c" || loc.Func != "f" {
				t.Errorf("MPI_Barrier location = %+v, want a.c:6:5 in f", loc)
			}
			if bar.Block.Parent.Name != "f" || bar.Result == "" || bar.Type != "i32" {
				t.Errorf("MPI_Barrier call: parent %q result %q type %q", bar.Block.Parent.Name, bar.Result, bar.Type)
			}
			if len(bar.Args) != 1 || bar.Args[0].Kind != ValInt || bar.Args[0].Int != 1140850688 {
				t.Errorf("MPI_Barrier args = %v", bar.Args)
			}
			fork := findCall(m, "__kmpc_fork_call")
			if fork == nil || len(fork.Args) < 3 {
				t.Fatal("no __kmpc_fork_call with 3 arguments")
			}
			if b := fork.Args[2].Base(); b.Kind != ValGlobal || b.Name != ".omp_outlined." {
				t.Errorf("fork_call microtask = %+v", b)
			}
			if fl := m.Location(int(fork.Dbg)); fl.Line != 8 {
				t.Errorf("fork_call line = %d, want 8", fl.Line)
			}
			f := m.Func("f")
			if f == nil || f.Decl || len(f.Blocks) != 3 {
				t.Fatalf("f = %+v", f)
			}
			if fl := m.FuncLocation(f); !fl.Known || fl.Line != 4 || fl.Func != "f" || fl.File != "a.c" {
				t.Errorf("FuncLocation(f) = %+v", fl)
			}
			if f.Blocks[0].Name != "1" || names(f.Blocks[0].Succs) != "[5,7]" || names(f.Blocks[2].Preds) != "[1,5]" {
				t.Errorf("CFG of f: %s", dump(m))
			}
			g := m.Global("0")
			if s, ok := g.String(); !ok || s != ";a.c;f;10;1;;" {
				t.Errorf("@0 string = %q %v", s, ok)
			}
			ident := m.Global("4")
			if ident.Init == nil || len(ident.Init.Elems()) != 5 {
				t.Fatalf("@4 init = %+v", ident.Init)
			}
			if ps := ident.Init.Elems()[4].Base(); ps.Kind != ValGlobal || ps.Name != "3" {
				t.Errorf("ident psource base = %+v", ps)
			}
			if ident.Init.Elems()[1].Int != 2 {
				t.Errorf("ident flags = %d", ident.Init.Elems()[1].Int)
			}
			// The outlined body's location names its artificial subprogram.
			sg := findCall(m, "__kmpc_single")
			if l := m.Location(int(sg.Dbg)); l.Line != 10 || l.Func != ".omp_outlined._debug__" {
				t.Errorf("__kmpc_single location = %+v", l)
			}
		})
	}
}

func TestSampleFlang(t *testing.T) {
	m := parseFile(t, filepath.Join("testdata", "f16.ll"))
	bar := findCall(m, "mpi_barrier_")
	if bar == nil {
		t.Fatal("no call to mpi_barrier_")
	}
	if l := m.Location(int(bar.Dbg)); l.Known || bar.Dbg != -1 {
		t.Errorf("flang location should be unknown: %+v", l)
	}
	f := m.Func("_QQmain")
	if f == nil || f.Decl {
		t.Fatal("no _QQmain definition")
	}
	l := m.FuncLocation(f)
	if l.Known || l.Line != 0 || l.Func != "main" || l.File != "" {
		t.Errorf("FuncLocation(_QQmain) = %+v", l)
	}
	fork := findCall(m, "__kmpc_fork_call")
	if fork == nil || fork.Args[2].Base().Name != "_QQmain..omp_par" {
		t.Errorf("fork_call microtask wrong")
	}
	par := m.Func("_QQmain..omp_par")
	if par == nil || len(par.Params) != 3 || par.Params[0].Name != "tid.addr" {
		t.Errorf("outlined params wrong: %+v", par)
	}
}
