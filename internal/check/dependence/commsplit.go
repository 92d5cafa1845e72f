package dependence

import (
	"sync"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// The communicator a split makes varies between processes only through MPI_COMM_NULL: each
// process holds the communicator of its own group, and every member of a group holds that
// one (miniAMR's `comms[n+1]`, HPGMG's `level->MPI_COMM_ALLREDUCE`). A process gets
// MPI_COMM_NULL only when it passes MPI_UNDEFINED as its colour (or split type). When the
// program never writes the value MPI_UNDEFINED anywhere — no instruction operand, call
// argument or global initialiser holds it — no colour can be MPI_UNDEFINED (short of reading
// it from the input), so the new communicator is written like a uniform output: the same
// communicator for all the processes that can meet on it. A program that mentions
// MPI_UNDEFINED keeps the split's output varying (`if (comm != MPI_COMM_NULL)` then decides).

// splitNeverNull reports whether the MPI call in is a communicator split (C binding) whose
// output cannot be MPI_COMM_NULL, and gives the index of that output.
func (s *solver) splitNeverNull(f *model.Function, in *llvmir.Inst) (int, bool) {
	e := f.EventOf(in)
	if e == nil || e.Kind != model.MPICall || e.Binding != mpi.C {
		return -1, false
	}
	if e.MPI.Name != "MPI_Comm_split" && e.MPI.Name != "MPI_Comm_split_type" {
		return -1, false
	}
	out := e.ArgIndex().New
	if out < 0 || out >= len(in.Args) || s.mentionsUndefined() {
		return -1, false
	}
	return out, true
}

// mentionsUndefined reports whether some instruction or global initialiser of the program
// holds the integer value of MPI_UNDEFINED (the same in mpich and Open MPI).
func (s *solver) mentionsUndefined() bool {
	u := s.undef
	u.once.Do(func() {
		undefined := int64(mpi.MPICH.Undefined)
		var holds func(v *llvmir.Value, depth int) bool
		holds = func(v *llvmir.Value, depth int) bool {
			if v == nil || depth > 8 {
				return false
			}
			if v.Kind == llvmir.ValInt && v.Int == undefined {
				return true
			}
			for _, x := range v.Elems() {
				if holds(x, depth+1) {
					return true
				}
			}
			return false
		}
		for _, m := range s.prog.Modules {
			for _, g := range m.Globals {
				if holds(g.Init, 0) {
					u.holds = true
					return
				}
			}
			for _, fn := range m.Funcs {
				for _, b := range fn.Blocks {
					for _, in := range b.Insts {
						for _, v := range in.Operands {
							if holds(v, 0) {
								u.holds = true
								return
							}
						}
						for _, v := range in.Args {
							if holds(v, 0) {
								u.holds = true
								return
							}
						}
					}
				}
			}
		}
	})
	return u.holds
}

// undefinedMemo is mentionsUndefined's answer, computed once per program.
type undefinedMemo struct {
	once  sync.Once
	holds bool
}
